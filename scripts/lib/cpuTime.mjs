// The machine's CPU time, from Linux's /proc/stat (null elsewhere): what `npm test` prints at its end.
import fs from 'node:fs';

/** Clock ticks per second of /proc's times (USER_HZ: 100 on every Linux port Node runs on). */
const TICKS = 100;

/** Every core's busy time since boot, in seconds: all but idle and iowait. */
export function busyCoreSeconds() {
  let line;
  try {
    line = fs.readFileSync('/proc/stat', 'utf8').split('\n')[0];
  } catch {
    return null;
  }
  const [user, nice, system, , , irq, softirq, steal] = line.trim().split(/\s+/).slice(1).map(Number);
  return (user + nice + system + irq + softirq + steal) / TICKS;
}
