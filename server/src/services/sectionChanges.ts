/**
 * What a save of a console list (the coupons, the spots) changed, for its audit row (issue 32): only
 * the items added, removed, changed or moved, each as it was and as it is with its place in the list
 * (1 first), the two lists side by side (null where an item was not yet or is no more). Items are
 * matched by their key (a coupon's title, a spot's placeId); `keyBefore` gives an item read before
 * the key it has now (a renamed coupon). The keys are values, never field names: the log refuses
 * some field names (auditLog.ts), and a title may be any text.
 */
export function sectionChanges<T extends object>(
  name: string,
  before: T[],
  after: T[],
  keyOf: (item: T) => string,
  keyBefore: (item: T) => string = keyOf,
): { before: Record<string, unknown>; after: Record<string, unknown> } | null {
  const placed = (item: T, index: number) => ({ position: index + 1, ...item });
  const was = new Map(before.map((item, index) => [keyBefore(item), placed(item, index)]));
  const now = new Map(after.map((item, index) => [keyOf(item), placed(item, index)]));
  const pairs: [unknown, unknown][] = [];
  for (const [key, item] of now) {
    const old = was.get(key) ?? null;
    if (JSON.stringify(old) !== JSON.stringify(item)) pairs.push([old, item]);
  }
  for (const [key, old] of was) if (!now.has(key)) pairs.push([old, null]);
  if (pairs.length === 0) return null;
  return { before: { [name]: pairs.map(([old]) => old) }, after: { [name]: pairs.map(([, item]) => item) } };
}
