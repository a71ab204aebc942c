import fs from 'node:fs';
import path from 'node:path';

/**
 * The embedded database (PGlite) is one process's: a second process that opens its files while a
 * server has them open loses writes or corrupts them. So whoever opens it on disk (the server, the
 * hotel command, the seed) first takes a lock file in DATA_DIR holding its pid, created atomically
 * (`open` with `wx` fails when the file exists). A lock left by a process that died (its pid is not
 * running) is taken over; the lock is removed on release and when the process exits. PostgreSQL
 * needs none of this: any number of processes share it safely.
 */

export const LOCK_FILE = 'database.lock';

/** Who holds the lock: `serve` (a running server), `hotel` or `seed`. */
export type LockHolder = 'serve' | 'hotel' | 'seed';

interface LockContent {
  pid: number;
  holder: LockHolder | string;
}

export class DataDirLockedError extends Error {
  readonly dataDir: string;
  readonly held: LockContent;

  constructor(dataDir: string, held: LockContent) {
    const by = held.holder === 'serve' ? 'a running server' : `another command (npm run ${held.holder})`;
    super(`The embedded database in ${dataDir} is in use by ${by} (pid ${held.pid}).`);
    this.name = 'DataDirLockedError';
    this.dataDir = dataDir;
    this.held = held;
  }

  /** Held by a server (rather than a command that will end by itself). */
  get byServer(): boolean {
    return this.held.holder === 'serve';
  }
}

export interface DataDirLock {
  /** Removes the lock file (if it is still ours). */
  release(): void;
}

/** Whether a process with this pid runs (signal 0 only checks; EPERM: it runs as another user). */
function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** The lock files this process holds. */
const heldHere = new Set<string>();

/**
 * Whether the lock's process still holds it: it runs, and when its pid is ours, we took the lock
 * (a container restarted with a data volume gets the same pid as the process that left the lock).
 */
function isHeld(file: string, held: LockContent): boolean {
  return held.pid === process.pid ? heldHere.has(file) : isRunning(held.pid);
}

function readLock(file: string): LockContent | null {
  try {
    const content = JSON.parse(fs.readFileSync(file, 'utf8')) as Partial<LockContent>;
    if (Number.isInteger(content.pid) && (content.pid as number) > 0) {
      return { pid: content.pid as number, holder: String(content.holder ?? 'unknown') };
    }
    return null;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') throw error;
    // Half-written or not ours: no live holder can be named.
    return null;
  }
}

function create(file: string, content: LockContent): boolean {
  let fd: number;
  try {
    fd = fs.openSync(file, 'wx');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  }
  try {
    fs.writeSync(fd, JSON.stringify(content));
  } finally {
    fs.closeSync(fd);
  }
  return true;
}

/**
 * Takes the lock of the embedded database in `dataDir`, or throws DataDirLockedError naming the
 * running process that holds it.
 */
export function lockDataDir(dataDir: string, holder: LockHolder): DataDirLock {
  fs.mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, LOCK_FILE);
  const mine: LockContent = { pid: process.pid, holder };
  // Twice at most: once, and once more after taking over a dead process's lock.
  for (let attempt = 0; attempt < 2; attempt++) {
    if (create(file, mine)) return holdLock(file);
    let held: LockContent | null;
    try {
      held = readLock(file);
    } catch {
      continue; // released between our attempt and the read: try again
    }
    if (held && isHeld(file, held)) throw new DataDirLockedError(dataDir, held);
    // A dead process's lock (or an unreadable one): remove it and try again. Another process
    // taking it over at the same moment makes our second `wx` fail, and we report it as held.
    fs.rmSync(file, { force: true });
  }
  const held = readLock(file) ?? { pid: 0, holder: 'unknown' };
  throw new DataDirLockedError(dataDir, held);
}

function holdLock(file: string): DataDirLock {
  heldHere.add(file);
  let released = false;
  const release = () => {
    if (released) return;
    released = true;
    heldHere.delete(file);
    process.off('exit', release);
    try {
      if (readLock(file)?.pid === process.pid) fs.rmSync(file, { force: true });
    } catch {
      // Already gone.
    }
  };
  // A process that ends without releasing (an uncaught error, process.exit) still frees it.
  process.on('exit', release);
  return { release };
}
