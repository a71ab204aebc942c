// Reads the deployment kit's files the way Docker and Compose do, for the test that checks them
// (server/test/deployKit.test.ts) and for CI's run of the image's start command outside a container
// (scripts/run-image-command.mjs): the Dockerfile's stages and instructions, compose.yaml's services with
// ${VAR:-default} filled in.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import YAML from 'yaml';

export const ROOT_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

/** Splits a Dockerfile into stages of `{ keyword, args, flags, json }` instructions (continuations joined). */
export function parseDockerfile(text) {
  const logical = [];
  let current = '';
  for (const raw of text.split('\n')) {
    const line = raw.trimEnd();
    if (current === '' && /^\s*#/.test(line)) continue;
    if (current !== '' && /^\s*#/.test(line)) continue; // a comment inside a continued instruction
    if (line.endsWith('\\')) {
      current += `${line.slice(0, -1)} `;
      continue;
    }
    current += line;
    if (current.trim()) logical.push(current.trim());
    current = '';
  }
  if (current.trim()) throw new Error('the Dockerfile ends inside a continued line');

  const stages = [];
  for (const line of logical) {
    const match = /^(\w+)\s+([\s\S]*)$/.exec(line);
    if (!match) throw new Error(`not an instruction: ${line}`);
    const keyword = match[1].toUpperCase();
    let rest = match[2].trim();
    const flags = {};
    while (/^--[\w-]+=\S+\s/.test(rest)) {
      const flag = /^--([\w-]+)=(\S+)\s+/.exec(rest);
      flags[flag[1]] = flag[2];
      rest = rest.slice(flag[0].length);
    }
    const instruction = { keyword, args: rest, flags, json: parseJsonForm(rest) };
    if (keyword === 'FROM') {
      const from = /^(\S+)(?:\s+AS\s+(\S+))?$/i.exec(rest);
      if (!from) throw new Error(`FROM without an image: ${line}`);
      stages.push({ image: from[1], name: from[2] ?? String(stages.length), instructions: [] });
      continue;
    }
    if (stages.length === 0) {
      if (keyword === 'ARG') continue;
      throw new Error(`${keyword} before the first FROM`);
    }
    stages.at(-1).instructions.push(instruction);
  }
  return stages;
}

function parseJsonForm(args) {
  if (!args.startsWith('[')) return null;
  try {
    const value = JSON.parse(args);
    return Array.isArray(value) && value.every((v) => typeof v === 'string') ? value : null;
  } catch {
    return null;
  }
}

/** ENV key=value pairs (quoted values allowed) of one instruction. */
export function parseEnvArgs(args) {
  const env = {};
  const pattern = /([A-Za-z_][A-Za-z0-9_]*)=("(?:[^"\\]|\\.)*"|'[^']*'|\S*)/g;
  for (const [, key, value] of args.matchAll(pattern)) {
    env[key] = /^["']/.test(value) ? value.slice(1, -1).replace(/\\(.)/g, '$1') : value;
  }
  return env;
}

/** The last stage (what `docker build` produces), its environment, user, command and health check. */
export function runtimeOf(stages) {
  const stage = stages.at(-1);
  const of = (keyword) => stage.instructions.filter((i) => i.keyword === keyword);
  const env = Object.assign({}, ...of('ENV').map((i) => parseEnvArgs(i.args)));
  const healthcheck = of('HEALTHCHECK').at(-1);
  const cmd = healthcheck ? /^CMD\s+([\s\S]*)$/.exec(healthcheck.args.replace(/^(--\S+\s+)*/, '')) : null;
  return {
    stage,
    env,
    workdir: of('WORKDIR').at(-1)?.args ?? '/',
    user: of('USER').at(-1)?.args ?? 'root',
    cmd: of('CMD').at(-1)?.json ?? null,
    expose: of('EXPOSE').flatMap((i) => i.args.split(/\s+/)),
    healthcheck: cmd ? parseJsonForm(cmd[1].trim()) : null,
  };
}

export function readDockerfile(rootDir = ROOT_DIR) {
  return parseDockerfile(fs.readFileSync(path.join(rootDir, 'Dockerfile'), 'utf8'));
}

/** Fills in `${VAR}`, `${VAR:-default}` and `${VAR-default}` as Compose does; `$$` is a dollar sign. */
export function interpolate(value, env) {
  return value.replace(/\$\$|\$\{([A-Za-z_][A-Za-z0-9_]*)(?:(:?-)([^}]*))?\}/g, (whole, name, op, fallback) => {
    if (whole === '$$') return '$';
    const set = env[name];
    if (op === ':-') return set ? set : fallback;
    if (op === '-') return set !== undefined ? set : fallback;
    return set ?? '';
  });
}

/** compose.yaml as an object, each service's `environment` turned into a map with variables filled in. */
export function readCompose(rootDir = ROOT_DIR, env = process.env) {
  const compose = YAML.parse(fs.readFileSync(path.join(rootDir, 'compose.yaml'), 'utf8'));
  for (const service of Object.values(compose.services ?? {})) {
    const raw = service.environment ?? {};
    const entries = Array.isArray(raw)
      ? raw.map((item) => {
          const at = String(item).indexOf('=');
          return at < 0 ? [item, env[item] ?? ''] : [item.slice(0, at), item.slice(at + 1)];
        })
      : Object.entries(raw);
    service.environment = Object.fromEntries(entries.map(([k, v]) => [k, interpolate(String(v ?? ''), env)]));
  }
  return compose;
}
