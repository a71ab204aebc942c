export interface DockerInstruction {
  keyword: string;
  args: string;
  flags: Record<string, string>;
  json: string[] | null;
}
export interface DockerStage {
  image: string;
  name: string;
  instructions: DockerInstruction[];
}
export interface Runtime {
  stage: DockerStage;
  env: Record<string, string>;
  workdir: string;
  user: string;
  cmd: string[] | null;
  expose: string[];
  healthcheck: string[] | null;
}
export interface ComposeService {
  image?: string;
  build?: unknown;
  container_name?: string;
  environment: Record<string, string>;
  ports?: string[];
  volumes?: string[];
  healthcheck?: { test?: string[] | string };
  depends_on?: Record<string, { condition?: string }> | string[];
  secrets?: (string | { source: string; target?: string })[];
  [key: string]: unknown;
}
export declare const ROOT_DIR: string;
export declare function parseDockerfile(text: string): DockerStage[];
export declare function parseEnvArgs(args: string): Record<string, string>;
export declare function runtimeOf(stages: DockerStage[]): Runtime;
export declare function readDockerfile(rootDir?: string): DockerStage[];
export declare class ComposeError extends Error {}
export declare function interpolate(value: string, env: Record<string, string | undefined>): string;
export declare function composeVariables(
  rootDir?: string,
  env?: Record<string, string | undefined>,
  envFile?: string,
): Record<string, string | undefined>;
export interface Compose {
  name?: string;
  services: Record<string, ComposeService>;
  volumes?: Record<string, unknown>;
  secrets?: Record<string, { environment?: string; file?: string }>;
}
export declare function readCompose(
  rootDir?: string,
  variables?: Record<string, string | undefined>,
  files?: string[],
): Compose;
