/**
 * The failing tests of a stage's output, each once with the first lines of its error, so the end of a CI log
 * (often all that is kept of it) names what failed and why: Jest's `● suite › test` blocks, and node:test's
 * `✖` lines, whose error the spec reporter prints under its closing "failing tests:" list. Stack frames are
 * left out (they are in the whole output, printed above in any case).
 */
export function failureDigest(text, linesPerFailure = 8, maxLines = 80) {
  // eslint-disable-next-line no-control-regex
  const lines = text.replace(/\u001b\[[0-9;]*m/g, '').split('\n');
  /** name → its line and the lines of its error, in the order the failures first appear */
  const failures = new Map();
  const isMarker = (line) => /^\s*(?:[✔✖▶ℹ﹣]|test at |● )/.test(line);
  lines.forEach((line, index) => {
    const jest = /^\s*● (?!Console$)/.test(line);
    const failure = jest || (/^\s*✖ /.test(line) && !/✖ failing tests:/.test(line));
    if (!failure) return;
    const name = line.trim().replace(/ \([\d.]+ms\)$/, '');
    if (!failures.has(name)) failures.set(name, { line, details: [] });
    const entry = failures.get(name);
    if (entry.details.length > 0) return;
    for (const detail of lines.slice(index + 1, index + linesPerFailure)) {
      if (/Ignored nodes:|<body>/.test(detail) || isMarker(detail) || /^\s+at /.test(detail)) break;
      if (detail.trim() !== '') entry.details.push(detail);
    }
  });
  if (failures.size === 0) return "  (no failing test named: see the stage's output above)";
  const digest = [...failures.values()].flatMap(({ line, details }) => [line, ...details]);
  const shown = digest.slice(0, maxLines);
  if (digest.length > maxLines) shown.push(`  … ${digest.length - maxLines} more lines in the output above`);
  return shown.join('\n');
}
