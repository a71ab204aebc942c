export interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  tdur?: number;
  cat?: string;
  args?: Record<string, unknown>;
}
/** Wall and CPU time in microseconds, and how many events. */
export interface Time {
  wall: number;
  cpu: number;
  count: number;
}
export interface TraceSum {
  rows: Record<string, Time>;
  fonts: Record<string, Time>;
  longLayouts: { wall: number; cpu: number; dirty: number; total: number }[];
}
export function traceSum(events: TraceEvent[]): TraceSum;
