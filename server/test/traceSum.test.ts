import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { traceSum, type TraceEvent } from '../../scripts/trace-sum.mjs';

// scripts/trace-sum.mjs (what `npm run perf` prints of each run's trace): a small made-up trace of the
// renderer's main thread, another thread, the page's frame and an SVG picture's document.
const PID = 10;
const MAIN = 11;
const meta = (tid: number, name: string): TraceEvent => ({
  name: 'thread_name',
  ph: 'M',
  pid: PID,
  tid,
  ts: 0,
  args: { name },
});
const task = (ts: number, dur: number, tdur: number, tid = MAIN): TraceEvent => ({
  name: 'RunTask',
  ph: 'X',
  pid: PID,
  tid,
  ts,
  dur,
  tdur,
});
const layout = (ts: number, dur: number, tdur: number, frame: string, totalObjects: number): TraceEvent => ({
  name: 'Layout',
  ph: 'X',
  pid: PID,
  tid: MAIN,
  ts,
  dur,
  tdur,
  args: { beginData: { frame, dirtyObjects: totalObjects, totalObjects } },
});
const fontCall = (ts: number, dur: number): TraceEvent => ({
  name: 'WebSandboxSupportLinux::GetWebFontRenderStyleForStrike',
  ph: 'X',
  pid: PID,
  tid: MAIN,
  ts,
  dur,
  tdur: 20,
  cat: 'fonts',
});

const trace: TraceEvent[] = [
  meta(MAIN, 'CrRendererMain'),
  meta(12, 'Compositor'),
  // A long task whose layout mostly waited: 57 ms of wall time, 4 ms of CPU, 30 ms in a font call.
  task(1_000, 60_000, 6_000),
  layout(2_000, 57_000, 4_000, 'page', 172),
  fontCall(3_000, 30_000),
  // A short task: an SVG picture's document laid out.
  task(70_000, 3_000, 2_000),
  layout(70_500, 2_000, 1_500, 'svg', 8),
  // Another thread's task is not the page's.
  task(1_000, 90_000, 90_000, 12),
];

describe('trace-sum', () => {
  it("sums the page's main thread by kind, wall and CPU apart", () => {
    const { rows, fonts, longLayouts } = traceSum(trace);
    assert.deepEqual(rows['layout (page)'], { wall: 57_000, cpu: 4_000, count: 1 });
    assert.deepEqual(rows['layout (SVG image documents)'], { wall: 2_000, cpu: 1_500, count: 1 });
    assert.deepEqual(rows['tasks over 5 ms'], { wall: 60_000, cpu: 6_000, count: 1 });
    assert.deepEqual(rows['all tasks'], { wall: 63_000, cpu: 8_000, count: 2 });
    assert.deepEqual(fonts['font render style (per face and size)'], { wall: 30_000, cpu: 20, count: 1 });
    assert.deepEqual(longLayouts, [{ wall: 57_000, cpu: 4_000, dirty: 172, total: 172 }]);
  });
});
