import { createLogger, type Logger } from '../../src/logger.ts';

/** A line as the production logger writes it (JSON), parsed. */
export interface LogEntry {
  level: string;
  time: string;
  msg: string;
  component?: string;
  reqId?: string;
  [field: string]: unknown;
}

/**
 * The production logger (logger.ts) writing its JSON lines into `entries` instead of standard output,
 * for a test to read what the server logged and how.
 */
export function captureLog(level: Parameters<typeof createLogger>[0]['level'] = 'info'): {
  log: Logger;
  entries: LogEntry[];
} {
  const entries: LogEntry[] = [];
  const log = createLogger({ level }, { write: (line: string) => void entries.push(JSON.parse(line) as LogEntry) });
  return { log, entries };
}
