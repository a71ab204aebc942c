import { createRequire } from 'node:module';
import pino, { type DestinationStream, type LevelWithSilent, type Logger, type LoggerOptions } from 'pino';
import { SettingError } from './config.ts';

export type { Logger } from 'pino';

/**
 * What writes a line: the server (`serve`: start, stop), the request log (`http`), the mail outbox
 * (`mail`), the webhooks' outbox (`webhook`), the upkeep, the database pool (`db`), the demo
 * calendar, the commands (`cli`).
 */
export type Component = 'serve' | 'http' | 'mail' | 'webhook' | 'upkeep' | 'db' | 'demo-calendar' | 'cli';

export interface LogSettings {
  /** Every component's level (LOG_LEVEL; `info` unless set). */
  level: LevelWithSilent;
  /** The request log's and the API's (component `http`): LOG_LEVEL, else `info` in production, `warn` in development. */
  httpLevel: LevelWithSilent;
  /** Lines for a person (pino-pretty) instead of JSON: LOG_PRETTY, else in development on a terminal. */
  pretty: boolean;
}

const LEVELS: readonly LevelWithSilent[] = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];

function readLevel(value: string | undefined): LevelWithSilent | undefined {
  const text = (value ?? '').trim().toLowerCase();
  if (text === '') return undefined;
  if (!(LEVELS as readonly string[]).includes(text)) {
    throw new SettingError(`LOG_LEVEL must be one of ${LEVELS.join(', ')}, got "${value}"`);
  }
  return text as LevelWithSilent;
}

function readPretty(value: string | undefined): boolean | undefined {
  const text = (value ?? '').trim().toLowerCase();
  if (text === '') return undefined;
  if (text === '1' || text === 'true') return true;
  if (text === '0' || text === 'false') return false;
  throw new SettingError(`LOG_PRETTY must be 1 (lines for a person) or 0 (JSON), got "${value}"`);
}

/**
 * LOG_LEVEL and LOG_PRETTY. Unset, development logs at `info` but the request log at `warn` (so that
 * `npm start` shows its start-up lines, not a line per request), pretty on a terminal; production
 * logs everything at `info`, as JSON.
 */
export function readLogSettings(
  env: NodeJS.ProcessEnv = process.env,
  isTTY = Boolean(process.stdout.isTTY),
): LogSettings {
  const production = env.NODE_ENV === 'production';
  const level = readLevel(env.LOG_LEVEL);
  return {
    level: level ?? 'info',
    httpLevel: level ?? (production ? 'info' : 'warn'),
    pretty: readPretty(env.LOG_PRETTY) ?? (!production && isTTY),
  };
}

/** The request log's fields (plugins/requestLog.ts) on its pretty line: `http: request GET /api/checkin 200 12 ms`. */
const REQUEST_FIELDS = '{if method} {method} {path} {status} {ms} ms{end}{if reqId} ({reqId}){end}';

/** pino-pretty's export: a stream that writes each JSON line it is given as a line for a person. */
type PrettyFactory = (options: Record<string, unknown>) => DestinationStream;

/**
 * pino-pretty is a development dependency, loaded only when asked for: absent from a production
 * install (the image's `npm ci --omit=dev`), where JSON is written.
 */
function loadPretty(): PrettyFactory | null {
  try {
    return createRequire(import.meta.url)('pino-pretty') as PrettyFactory;
  } catch {
    return null;
  }
}

/**
 * The process's one logger. JSON lines (level as a word, ISO time, pid and host) on standard output,
 * or to `destination` (tests, the test server's log file); with `pretty`, one line per message for a
 * person: `[12:00:05] INFO: serve: Ready in 9.9 s …`. Components log through `componentLog`.
 */
export function createLogger(
  settings: Pick<LogSettings, 'level'> & Partial<LogSettings>,
  destination?: DestinationStream,
): Logger {
  const options: LoggerOptions = { level: settings.level };
  const pretty = settings.pretty && !destination ? loadPretty() : null;
  if (pretty) {
    return pino(
      options,
      pretty({
        sync: true,
        colorize: Boolean(process.stdout.isTTY),
        translateTime: 'SYS:HH:MM:ss',
        ignore: 'pid,hostname,component',
        // The message says it all (the fields repeat it for machines); a request's line gets its own.
        hideObject: true,
        messageFormat: `{if component}{component}: {end}{msg}${REQUEST_FIELDS}`,
      }),
    );
  }
  const json: LoggerOptions = {
    ...options,
    timestamp: isoTimeOncePerMs,
    formatters: { level: (label) => ({ level: label }) },
  };
  const logger = pino(json, destination ?? bufferedStdout());
  if (settings.pretty && !destination) {
    logger.child({ component: 'serve' }).warn('LOG_PRETTY=1, but pino-pretty is not installed: writing JSON.');
  }
  return logger;
}

/**
 * pino's isoTime, the text made once per millisecond: under load tens of lines share a millisecond,
 * and formatting the date was a visible part of a cached read's cost (docs/performance.md).
 */
export function isoTimeOncePerMs(): string {
  const now = Date.now();
  if (now !== lastMs) {
    lastMs = now;
    lastTime = `,"time":"${new Date(now).toISOString()}"`;
  }
  return lastTime;
}
let lastMs = -1;
let lastTime = '';

/** Lines gathered before one write to standard output: under load, one write per ~35 request lines. */
export const LOG_BUFFER_BYTES = 8 * 1024;
/** A line waits at most this long for the batch to fill before it is written anyway (ms). */
export const LOG_FLUSH_MS = 100;

/**
 * Standard output, written in batches: lines gather until LOG_BUFFER_BYTES or LOG_FLUSH_MS after the
 * first of them, then go out in one write. A write per line (pino's default) was a system call per
 * request on the server's core, the largest single cost of a cached read (docs/performance.md); and
 * sonic-boom's own buffering (minLength) measures the bytes of everything buffered at every line. The
 * batch is written synchronously (sonic-boom in sync mode: retries on EAGAIN, partial writes), so it is
 * never held in memory while a slow reader catches up. What is left is written at exit, also by
 * process.exit or an uncaught exception; only a SIGKILL loses the last LOG_FLUSH_MS of lines.
 */
export function bufferedStdout(fd = 1): DestinationStream & { flush(callback?: (error?: Error) => void): void } {
  const stream = pino.destination({ dest: fd, sync: true });
  let lines: string[] = [];
  let size = 0;
  let timer: NodeJS.Timeout | undefined;
  const writeOut = () => {
    clearTimeout(timer);
    timer = undefined;
    if (size === 0) return;
    const batch = lines.join('');
    lines = [];
    size = 0;
    stream.write(batch);
  };
  process.on('exit', writeOut);
  return {
    write(line: string) {
      lines.push(line);
      size += line.length;
      if (size >= LOG_BUFFER_BYTES) writeOut();
      else if (!timer) {
        timer = setTimeout(writeOut, LOG_FLUSH_MS);
        // Lines never keep the process alive: the exit writes them.
        timer.unref();
      }
    },
    flush(callback) {
      writeOut();
      callback?.();
    },
  };
}

/** A component's logger: each of its lines carries `component`; `level` when it differs from the root's. */
export function componentLog(root: Logger, component: Component, level?: LevelWithSilent): Logger {
  return root.child({ component }, level ? { level } : {});
}

/**
 * The start-up and shut-down lines (`serve`) are written at `info` whatever LOG_LEVEL says: an
 * operator who asked for warnings only still sees that the server started, where, and stopped.
 */
export function lifecycleLog(root: Logger): Logger {
  const quieter = root.level !== 'silent' && pino.levels.values[root.level]! > pino.levels.values.info!;
  return componentLog(root, 'serve', quieter ? 'info' : undefined);
}

let processLogger: Logger | null = null;

/**
 * The logger of this process (LOG_LEVEL, LOG_PRETTY), made on first use: what the server and the
 * commands write through, and what a component uses when it is given no logger of its own.
 */
export function rootLogger(): Logger {
  processLogger ??= createLogger(readLogSettings());
  return processLogger;
}
