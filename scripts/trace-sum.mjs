// `node scripts/trace-sum.mjs <trace.json>…`: where the page's main thread went in a trace, in the host's
// time (before Lighthouse's CPU slowdown), for traces `npm run perf` keeps with PERF_LHR_DIR
// (`<name>.trace.json`) or any Chromium trace with the devtools.timeline category.
// For each kind (layout of the page, layout of the SVG pictures' own documents, style, paint, image decode,
// script) and for the tasks over 5 ms: the wall time and the CPU time of the renderer's main thread (the
// trace's `tdur`). Wall minus CPU is time the thread waited: for another process (a font lookup is a
// synchronous call to the browser's font service on Linux) or for a core (on a busy machine). Lighthouse's
// simulated throttling multiplies the wall time, waits included, so on a busy machine the CPU column is
// the figure to compare before and after. With the `fonts` category (not in Lighthouse's traces): the font
// service calls made during layout.
import fs from 'node:fs';

const LONG_TASK_US = 5000;

/** The main thread of the renderer that ran the page: the CrRendererMain with the most task time. */
function mainThreadEvents(events) {
  const names = new Map();
  for (const e of events) if (e.ph === 'M' && e.name === 'thread_name') names.set(`${e.pid}:${e.tid}`, e.args.name);
  const threads = new Map();
  for (const e of events) {
    const key = `${e.pid}:${e.tid}`;
    if (e.ph !== 'X' || !e.dur || names.get(key) !== 'CrRendererMain') continue;
    if (!threads.has(key)) threads.set(key, []);
    threads.get(key).push(e);
  }
  const taskTime = (list) => list.reduce((sum, e) => sum + (e.name === 'RunTask' ? e.dur : 0), 0);
  return [...threads.values()].sort((a, b) => taskTime(b) - taskTime(a))[0] ?? [];
}

/** Wall and CPU time of the events that no other chosen event encloses (nested ones counted once). */
function outermost(list) {
  let end = -1;
  const total = { wall: 0, cpu: 0, count: 0 };
  for (const e of [...list].sort((a, b) => a.ts - b.ts || b.dur - a.dur)) {
    if (e.ts < end) continue;
    end = e.ts + e.dur;
    total.wall += e.dur;
    total.cpu += e.tdur ?? 0;
    total.count += 1;
  }
  return total;
}

const SCRIPT = ['EvaluateScript', 'v8.compile', 'FunctionCall', 'v8.callFunction', 'TimerFire', 'RunMicrotasks'];
const SCRIPT_MORE = ['EventDispatch', 'FireAnimationFrame', 'v8.run'];

export function traceSum(events) {
  const main = mainThreadEvents(events);
  const layouts = main.filter((e) => e.name === 'Layout');
  // The page's frame: the one whose layouts handled the most objects; the others are SVG image documents.
  const objects = new Map();
  for (const l of layouts) {
    const { frame, totalObjects } = l.args.beginData;
    objects.set(frame, (objects.get(frame) ?? 0) + totalObjects);
  }
  const pageFrame = [...objects].sort((a, b) => b[1] - a[1])[0]?.[0];
  const named = (...names) => main.filter((e) => names.includes(e.name));
  const pageLayouts = layouts.filter((l) => l.args.beginData.frame === pageFrame);
  const rows = {
    'layout (page)': outermost(pageLayouts),
    'layout (SVG image documents)': outermost(layouts.filter((l) => l.args.beginData.frame !== pageFrame)),
    'style (UpdateLayoutTree)': outermost(named('UpdateLayoutTree')),
    'paint (PrePaint, Paint)': outermost(named('PrePaint', 'Paint')),
    'image decode': outermost(named('ImageDecodeTask', 'Decode Image', 'Decode LazyPixelRef')),
    'SVG image document loads': outermost(named('DocumentLoader::CommitNavigation').filter((e) => e.ts > main[0].ts)),
    script: outermost(named(...SCRIPT, ...SCRIPT_MORE)),
    [`tasks over ${LONG_TASK_US / 1000} ms`]: outermost(
      main.filter((e) => e.name === 'RunTask' && e.dur > LONG_TASK_US),
    ),
    'all tasks': outermost(named('RunTask')),
  };
  const fontCalls = (name) =>
    outermost(events.filter((e) => e.name === name && pageLayouts.some((l) => e.ts >= l.ts && e.ts <= l.ts + l.dur)));
  const fonts = {
    'font render style (per face and size)': fontCalls('WebSandboxSupportLinux::GetWebFontRenderStyleForStrike'),
    'font family match': fontCalls('FontDataManager::onMatchFamilyStyle'),
  };
  const longLayouts = pageLayouts
    .filter((l) => l.dur > LONG_TASK_US)
    .map((l) => ({
      wall: l.dur,
      cpu: l.tdur ?? 0,
      dirty: l.args.beginData.dirtyObjects,
      total: l.args.beginData.totalObjects,
    }));
  return { rows, fonts, longLayouts };
}

const ms = (us) => (us / 1000).toFixed(1).padStart(7);

if (import.meta.url === `file://${process.argv[1]}`) {
  const files = process.argv.slice(2);
  if (files.length === 0) {
    console.error('usage: node scripts/trace-sum.mjs <trace.json>…');
    process.exit(2);
  }
  for (const file of files) {
    const parsed = JSON.parse(fs.readFileSync(file, 'utf8'));
    const { rows, fonts, longLayouts } = traceSum(parsed.traceEvents ?? parsed);
    console.log(`${file}\n  ${'main thread, host ms'.padEnd(40)} ${'wall'.padStart(7)} ${'cpu'.padStart(7)}  count`);
    for (const [label, t] of Object.entries(rows))
      console.log(`  ${label.padEnd(40)} ${ms(t.wall)} ${ms(t.cpu)}  ${t.count}`);
    for (const [label, t] of Object.entries(fonts)) {
      if (t.count > 0)
        console.log(`  ${`in page layouts: ${label}`.padEnd(40)} ${ms(t.wall)} ${ms(t.cpu)}  ${t.count}`);
    }
    const each = longLayouts.map(
      (l) => `${(l.wall / 1000).toFixed(1)}/${(l.cpu / 1000).toFixed(1)} (${l.dirty}/${l.total})`,
    );
    console.log(`  page layouts over 5 ms, wall/cpu (dirty/all objects): ${each.join(', ') || 'none'}`);
  }
}
