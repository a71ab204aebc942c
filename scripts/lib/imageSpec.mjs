// Reads the deployment kit's files the way Docker and Compose do, for the test that checks them
// (server/test/deployKit.test.ts) and for CI's run of the image's start command outside a container
// (scripts/run-image-command.mjs): the Dockerfile's stages and instructions, compose.yaml (and its
// override files) with variables filled in from .env and the environment, as Compose does.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseEnv } from 'node:util';
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

/** A compose file Compose itself would refuse: a required variable unset, a template it cannot read. */
export class ComposeError extends Error {}

/**
 * Fills in variables as Compose does: `${VAR}` and `$VAR`, `${VAR:-default}` (unset or empty) and
 * `${VAR-default}` (unset), `${VAR:?message}` and `${VAR?message}` (refused with Compose's words when
 * unset or empty, or unset), `${VAR:+other}` and `${VAR+other}`; `$$` is a dollar sign.
 */
export function interpolate(value, env) {
  const pattern = /\$\$|\$([A-Za-z_][A-Za-z0-9_]*)|\$\{([A-Za-z_][A-Za-z0-9_]*)(?:(:?[-?+])([^}]*))?\}|\$/g;
  return value.replace(pattern, (whole, bare, name, op, argument = '') => {
    if (whole === '$$') return '$';
    if (whole === '$') throw new ComposeError(`invalid interpolation format in "${value}": a lone $ (write $$)`);
    if (bare) return env[bare] ?? '';
    const set = env[name];
    const isSet = op?.startsWith(':') ? Boolean(set) : set !== undefined;
    switch (op?.replace(':', '')) {
      case '-':
        return isSet ? set : argument;
      case '?':
        if (!isSet) throw new ComposeError(`required variable ${name} is missing a value: ${argument}`);
        return set;
      case '+':
        return isSet ? argument : '';
      default:
        return set ?? '';
    }
  });
}

/** The variables Compose fills in from: the project's `.env` (when there is one), overridden by `env`. */
export function composeVariables(rootDir = ROOT_DIR, env = process.env, envFile = path.join(rootDir, '.env')) {
  const fromFile = fs.existsSync(envFile) ? parseEnv(fs.readFileSync(envFile, 'utf8')) : {};
  return { ...fromFile, ...env };
}

/** Compose's `!reset` (drop what the files before set) and `!override` (replace it instead of merging). */
const RESET = Symbol('!reset');
class Override {
  constructor(value) {
    this.value = value;
  }
}

/** One compose file as plain data, `!reset` and `!override` kept as markers, every string interpolated. */
function loadComposeFile(file, variables) {
  const doc = YAML.parseDocument(fs.readFileSync(file, 'utf8'));
  const marked = new Map();
  YAML.visit(doc, {
    Node(_, node) {
      if (node.tag === '!reset' || node.tag === '!override') {
        marked.set(node, node.tag);
        node.tag = undefined;
      }
    },
  });
  const errors = doc.errors.map((e) => e.message);
  if (errors.length) throw new ComposeError(`${path.basename(file)}: ${errors.join('; ')}`);
  const toData = (node) => {
    let value;
    if (YAML.isAlias(node)) return toData(node.resolve(doc));
    if (YAML.isMap(node)) {
      value = {};
      for (const pair of node.items)
        value[String(YAML.isScalar(pair.key) ? pair.key.value : pair.key)] = toData(pair.value);
    } else if (YAML.isSeq(node)) value = node.items.map(toData);
    else if (YAML.isScalar(node))
      value = typeof node.value === 'string' ? interpolate(node.value, variables) : node.value;
    else value = node ?? null;
    const tag = marked.get(node);
    return tag === '!reset' ? RESET : tag === '!override' ? new Override(value) : value;
  };
  return toData(doc.contents);
}

/** A service's `environment`, list or mapping, as a mapping of strings (a bare NAME takes the variable's value). */
function environmentMap(raw, variables) {
  if (raw === undefined || raw === null || raw === RESET || raw instanceof Override) return raw;
  const entries = Array.isArray(raw)
    ? raw.map((item) => {
        const at = String(item).indexOf('=');
        return at < 0 ? [item, variables[item] ?? ''] : [item.slice(0, at), item.slice(at + 1)];
      })
    : Object.entries(raw);
  return Object.fromEntries(entries.map(([k, v]) => [k, v === RESET ? RESET : String(v ?? '')]));
}

/** The container path of a service's volume, short form (`source:/target[:ro]`) or long. */
const mountTarget = (volume) => (typeof volume === 'string' ? (volume.split(':')[1] ?? volume) : volume.target);

/**
 * Compose's merge of an override file into what the files before it made: mappings merged key by
 * key, lists appended (a service's volumes replaced by their container path, its ports and secrets
 * kept once), `command`, `entrypoint` and a health check's `test` replaced, `!reset` removes and
 * `!override` replaces.
 */
function merge(base, override, key = '') {
  if (override === RESET) return undefined;
  if (override instanceof Override) return strip(override.value);
  if (Array.isArray(override)) {
    if (!Array.isArray(base) || ['command', 'entrypoint', 'test'].includes(key)) return strip(override);
    if (key === 'volumes') {
      const targets = new Set(override.map(mountTarget));
      return [...base.filter((v) => !targets.has(mountTarget(v))), ...strip(override)];
    }
    return [...new Set([...base, ...strip(override)])];
  }
  if (override && typeof override === 'object') {
    const merged = base && typeof base === 'object' && !Array.isArray(base) ? { ...base } : {};
    for (const [name, value] of Object.entries(override)) {
      const result = merge(merged[name], value, name);
      if (result === undefined) delete merged[name];
      else merged[name] = result;
    }
    return merged;
  }
  return override;
}

/** Data without markers: `!reset` entries gone, `!override` values in place. */
function strip(value) {
  if (value instanceof Override) return strip(value.value);
  if (Array.isArray(value)) return value.filter((v) => v !== RESET).map(strip);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value)
        .filter(([, v]) => v !== RESET)
        .map(([k, v]) => [k, strip(v)]),
    );
  }
  return value;
}

/**
 * The compose files (`compose.yaml`, then overrides such as `compose.https.yaml`, as `docker compose
 * -f … -f …` takes them) as one object: variables filled in from `variables` (see composeVariables),
 * each service's `environment` a mapping of strings. Throws ComposeError where Compose would refuse.
 */
export function readCompose(rootDir = ROOT_DIR, variables = process.env, files = ['compose.yaml']) {
  let compose;
  for (const file of files) {
    const data = loadComposeFile(path.join(rootDir, file), variables);
    for (const service of Object.values(data.services ?? {})) {
      if (service && typeof service === 'object') service.environment = environmentMap(service.environment, variables);
    }
    compose = compose === undefined ? strip(data) : merge(compose, data);
  }
  for (const service of Object.values(compose.services ?? {})) service.environment ??= {};
  return compose;
}
