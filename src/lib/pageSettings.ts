/**
 * Settings the server writes into the page at run time (`<meta name=…>`: server/src/web/spaPage.ts and
 * pageSettings.ts), so that one build serves every deployment; nothing is baked in at build time.
 * The value of the meta tag `name`, or undefined when the page has none (or an empty one).
 */
export function pageSetting(name: string): string | undefined {
  if (typeof document === 'undefined') return undefined;
  return document.querySelector<HTMLMetaElement>(`meta[name="${name}"]`)?.content.trim() || undefined;
}
