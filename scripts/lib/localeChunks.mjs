// Each language's messages in their own chunks, checked on a production build by scripts/bundle-budget.mjs:
// a module `locales/<language>.json?group=<group>` (src/app/messages.ts, src/app/staff/staffMessages.ts)
// that has a chunk of its own, `locale-<language>` (core) or `locale-<language>-<group>`, is only there,
// never in a screen's chunk as well, so that a page downloads the messages of its own language only.
// (The `app` group has no such chunks: the offline notices carry all four languages, src/app/offline.)

const LOCALE_MODULE = /^\.\/locales\/(\w+)\.json\?group=(\w+)$/;

/** `stats`: the build's stats (scripts/lib/build.mjs, with its moduleChunks). Returns the failures. */
export function localeChunks({ stats }) {
  const namesOf = new Map(stats.chunks.map((chunk) => [chunk.id, chunk.names ?? []]));
  const named = new Set([...namesOf.values()].flat());
  const failures = [];
  for (const { name, chunks } of stats.moduleChunks ?? []) {
    const [, language, group] = LOCALE_MODULE.exec(name) ?? [];
    if (!language) continue;
    const own = group === 'core' ? `locale-${language}` : `locale-${language}-${group}`;
    if (!named.has(own)) continue;
    const elsewhere = chunks.filter((id) => !namesOf.get(id)?.includes(own));
    if (elsewhere.length > 0)
      failures.push(`${name} is in chunk(s) ${elsewhere.join(', ')}, not only in its own (${own})`);
  }
  return failures;
}
