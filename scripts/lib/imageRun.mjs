// Runs the image's start command outside a container, as `docker compose up` would start an app
// container: the Dockerfile's runtime ENV, then the environment the compose files give the app service,
// its Docker secrets written to files. Only what a container has of its own changes: the database's
// address (this machine's PostgreSQL), a port and address to listen on, a DATA_DIR. Used by the
// stand-in for Docker (scripts/run-image-command.mjs) and by the server test that starts two of them
// on one database (server/test/composeStandIn.test.ts).
import { spawn } from 'node:child_process';
import { randomInt } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { ComposeError } from './imageSpec.mjs';

/** Where Compose mounts a service's secrets in its containers. */
const SECRETS_DIR = '/run/secrets/';

/**
 * The environment of a service of `compose` (readCompose's answer) with each secret it mounts written
 * into `secretsDir` (from the variable or the file the top-level `secrets` names) and every value that
 * names `/run/secrets/<name>` pointed there instead.
 */
export function serviceEnvironment(compose, service, variables, secretsDir, rootDir) {
  const definition = compose.services[service];
  const env = { ...definition.environment };
  const mounted = new Map();
  for (const entry of definition.secrets ?? []) {
    const name = typeof entry === 'string' ? entry : entry.source;
    const target = typeof entry === 'string' ? name : (entry.target ?? name);
    const source = compose.secrets?.[name];
    if (!source) throw new ComposeError(`service "${service}" refers to undefined secret ${name}`);
    let text;
    if (source.environment) {
      text = variables[source.environment];
      if (text === undefined)
        throw new ComposeError(`environment variable ${source.environment} not set (secret ${name})`);
    } else if (source.file) {
      text = fs.readFileSync(path.resolve(rootDir, source.file), 'utf8');
    } else throw new ComposeError(`secret ${name}: only file and environment sources are run here`);
    fs.mkdirSync(secretsDir, { recursive: true, mode: 0o700 });
    const file = path.join(secretsDir, target);
    fs.writeFileSync(file, text, { mode: 0o400 });
    mounted.set(`${SECRETS_DIR}${target}`, file);
  }
  for (const [key, value] of Object.entries(env)) {
    if (value.startsWith(SECRETS_DIR)) {
      const file = mounted.get(value);
      if (!file) throw new Error(`${key}=${value}: the ${service} service mounts no such secret`);
      env[key] = file;
    }
  }
  return env;
}

/**
 * A container's environment, here: the image's ENV, then the service's (serviceEnvironment), with
 * the database moved to `databaseUrl` (its user and password, which replace the compose ones, the
 * password given the way compose gives it: DATABASE_PASSWORD or the file of DATABASE_PASSWORD_FILE),
 * listening on 127.0.0.1:`port`, data in `dataDir`, PUBLIC_URL that address (unless the compose files
 * give an https one: a domain, not this machine), and PATH and HOME of this machine.
 */
export function containerEnvironment({ imageEnv, serviceEnv, databaseUrl, port, dataDir, secretsDir }) {
  const database = new URL(databaseUrl);
  const password = decodeURIComponent(database.password);
  database.password = '';
  const env = {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    ...imageEnv,
    ...serviceEnv,
    DATABASE_URL: database.href,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    PUBLIC_URL: serviceEnv.PUBLIC_URL?.startsWith('https:') ? serviceEnv.PUBLIC_URL : `http://127.0.0.1:${port}`,
  };
  if (env.DATABASE_PASSWORD_FILE) {
    const file = path.join(secretsDir, `database-password-${port}`);
    fs.writeFileSync(file, password, { mode: 0o400 });
    env.DATABASE_PASSWORD_FILE = file;
  } else if (password) env.DATABASE_PASSWORD = password;
  else delete env.DATABASE_PASSWORD;
  return env;
}

/** The lowest port freePortPair takes: below it, the well-known and the registered ports most used. */
const LOWEST_PORT = 10_000;

/**
 * Where the kernel's ephemeral ports begin (Linux: ip_local_port_range; elsewhere IANA's 49152). A port
 * below it is never the local port of an outgoing connection.
 */
export function ephemeralPortsFrom() {
  try {
    const from = Number(fs.readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8').trim().split(/\s+/)[0]);
    if (from > LOWEST_PORT + 2) return from;
  } catch {
    // not Linux
  }
  return 49152;
}

/** The ports this process handed out: two servers started side by side never get the same one. */
const handedOut = new Set();

/**
 * Two free neighbouring ports on 127.0.0.1: the app's and the card tokeniser sandbox's (PORT+1). Chosen
 * below the ephemeral range: a port from listen(0) is one of those the kernel also gives outgoing
 * connections, and on a busy machine one of them took it in the seconds before the server listened
 * (EADDRINUSE, in CI's run of b2853c1).
 */
export async function freePortPair() {
  const listen = (port) =>
    new Promise((resolve) => {
      const server = net.createServer();
      server.once('error', () => resolve(null));
      server.listen(port, '127.0.0.1', () => resolve(server));
    });
  const below = ephemeralPortsFrom();
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const port = randomInt(LOWEST_PORT, below - 1);
    if (handedOut.has(port) || handedOut.has(port + 1)) continue;
    const first = await listen(port);
    if (!first) continue;
    const second = await listen(port + 1);
    await new Promise((resolve) => first.close(resolve));
    if (second) {
      await new Promise((resolve) => second.close(resolve));
      handedOut.add(port).add(port + 1);
      return port;
    }
  }
  throw new Error(`no two free neighbouring ports on 127.0.0.1 between ${LOWEST_PORT} and ${below}`);
}

/** Starts the image's CMD (`node` is this Node) in `cwd` with `env`; its output is collected. */
export function startCommand(cmd, { cwd, env }) {
  const [command, ...args] = cmd;
  const child = spawn(command === 'node' ? process.execPath : command, args, {
    cwd,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  return { child, output: () => output };
}

/** Polls `url` until it answers 200; fails as soon as the process ends, or after `seconds`. */
export async function waitFor(url, started, seconds = 120) {
  const deadline = Date.now() + seconds * 1000;
  while (Date.now() < deadline) {
    if (started.child.exitCode !== null) {
      throw new Error(`the server exited with ${started.child.exitCode}:\n${started.output()}`);
    }
    try {
      const answer = await fetch(url);
      if (answer.status === 200) return answer;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer 200 within ${seconds} s:\n${started.output()}`);
}

/** SIGTERM, as `docker stop` sends it; answers the exit code (null and 'timeout' after 15 s, then killed). */
export async function stopCommand(started) {
  const { child } = started;
  if (child.exitCode !== null || child.signalCode !== null) return { code: child.exitCode, signal: child.signalCode };
  const exit = new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
  child.kill('SIGTERM');
  const result = await Promise.race([
    exit,
    new Promise((resolve) => setTimeout(() => resolve({ code: null, signal: 'timeout' }), 15_000)),
  ]);
  if (result.signal === 'timeout') child.kill('SIGKILL');
  return result;
}
