import type { ChildProcess } from 'node:child_process';
import type { Compose } from './imageSpec.mjs';

export interface StartedCommand {
  child: ChildProcess;
  output(): string;
}
export declare function serviceEnvironment(
  compose: Compose,
  service: string,
  variables: Record<string, string | undefined>,
  secretsDir: string,
  rootDir: string,
): Record<string, string>;
export declare function containerEnvironment(options: {
  imageEnv: Record<string, string>;
  serviceEnv: Record<string, string>;
  databaseUrl: string;
  port: number;
  dataDir: string;
  secretsDir: string;
}): Record<string, string>;
export declare function ephemeralPortsFrom(): number;
export declare function freePortPair(): Promise<number>;
export declare function startCommand(
  cmd: string[],
  options: { cwd: string; env: Record<string, string | undefined> },
): StartedCommand;
export declare function waitFor(url: string, started: StartedCommand, seconds?: number): Promise<Response>;
export declare function stopCommand(started: StartedCommand): Promise<{ code: number | null; signal: string | null }>;
