/**
 * What an edit of a keyed section changed, for its audit row: only the entries that differ, each on
 * both sides under its key (null on the side where it is absent), so the log names what changed and
 * not the whole section.
 */
export interface ChangedEntries {
  before: Record<string, unknown>;
  after: Record<string, unknown>;
}

export function changedEntries(before: Record<string, unknown>, after: Record<string, unknown>): ChangedEntries {
  const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])];
  const changed = keys.filter((key) => JSON.stringify(before[key] ?? null) !== JSON.stringify(after[key] ?? null));
  return {
    before: Object.fromEntries(changed.map((key) => [key, before[key] ?? null])),
    after: Object.fromEntries(changed.map((key) => [key, after[key] ?? null])),
  };
}

export const isEmpty = (entries: ChangedEntries) => Object.keys(entries.after).length === 0;
