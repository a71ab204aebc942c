import assert from 'node:assert/strict';
import { spawn, spawnSync } from 'node:child_process';
import { once } from 'node:events';
import { describe, it } from 'node:test';
import { ROOT_DIR } from '../src/config.ts';
import { componentLog, isoTimeOncePerMs, lifecycleLog, readLogSettings } from '../src/logger.ts';
import { captureLog } from './support/captureLog.ts';

// The one logger (server/src/logger.ts): every line JSON in production, with the component that wrote
// it; pretty for a person on a developer's terminal; LOG_LEVEL and LOG_PRETTY.

describe('LOG_LEVEL and LOG_PRETTY', () => {
  it('development: info, the request log from warn, pretty only on a terminal', () => {
    assert.deepEqual(readLogSettings({}, true), { level: 'info', httpLevel: 'warn', pretty: true });
    assert.deepEqual(readLogSettings({}, false), { level: 'info', httpLevel: 'warn', pretty: false });
  });

  it('production: info everywhere, JSON even on a terminal', () => {
    assert.deepEqual(readLogSettings({ NODE_ENV: 'production' }, true), {
      level: 'info',
      httpLevel: 'info',
      pretty: false,
    });
  });

  it('LOG_LEVEL sets every component, LOG_PRETTY forces either way, and a wrong value stops the start', () => {
    assert.deepEqual(readLogSettings({ LOG_LEVEL: 'debug', LOG_PRETTY: '0' }, true), {
      level: 'debug',
      httpLevel: 'debug',
      pretty: false,
    });
    assert.equal(readLogSettings({ NODE_ENV: 'production', LOG_PRETTY: '1' }, false).pretty, true);
    assert.throws(() => readLogSettings({ LOG_LEVEL: 'loud' }), /LOG_LEVEL must be one of fatal, error, warn/);
    assert.throws(() => readLogSettings({ LOG_PRETTY: 'yes' }), /LOG_PRETTY must be 1/);
  });
});

describe('the JSON lines', () => {
  it('carry the time of their millisecond, its text made once per millisecond', (t) => {
    t.mock.timers.enable({ apis: ['Date'], now: Date.parse('2026-11-28T06:00:00.123Z') });
    const first = isoTimeOncePerMs();
    assert.equal(first, ',"time":"2026-11-28T06:00:00.123Z"');
    assert.equal(isoTimeOncePerMs(), first);
    t.mock.timers.tick(1);
    assert.equal(isoTimeOncePerMs(), ',"time":"2026-11-28T06:00:00.124Z"');
  });

  it('carry the level as a word, an ISO time, pid, host and the component', () => {
    const { log, entries } = captureLog();
    componentLog(log, 'mail').warn({ mailId: 7 }, 'Mail 7 not sent');
    const [line] = entries;
    assert.equal(line!.level, 'warn');
    assert.match(line!.time, /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    assert.equal(line!.pid, process.pid);
    assert.equal(typeof line!.hostname, 'string');
    assert.equal(line!.component, 'mail');
    assert.equal(line!.mailId, 7);
    assert.equal(line!.msg, 'Mail 7 not sent');
  });

  it('the start and stop lines are written even when LOG_LEVEL asks for warnings only', () => {
    const { log, entries } = captureLog('warn');
    componentLog(log, 'upkeep').info('not written');
    lifecycleLog(log).info('Ready in 1.0 s');
    assert.deepEqual(
      entries.map((e) => [e.component, e.msg]),
      [['serve', 'Ready in 1.0 s']],
    );
  });
});

describe('pretty lines', () => {
  it('LOG_PRETTY=1: one line a person reads (time, level, component, message), no JSON', () => {
    const script = [
      "import { componentLog, lifecycleLog, rootLogger } from './server/src/logger.ts';",
      "lifecycleLog(rootLogger()).info({ url: 'http://localhost:8080' }, 'Ready in 1.0 s');",
      "componentLog(rootLogger(), 'upkeep').error('Upkeep pass failed');",
      "componentLog(rootLogger(), 'http').child({ reqId: 'r-1' }).info({ method: 'GET', path: '/api/checkin', status: 200, ms: 12 }, 'request');",
    ].join('\n');
    const run = spawnSync(process.execPath, ['--input-type=module', '-e', script], {
      cwd: ROOT_DIR,
      env: { ...process.env, LOG_PRETTY: '1', LOG_LEVEL: '', NODE_ENV: '' },
      encoding: 'utf8',
    });
    assert.equal(run.status, 0, run.stderr);
    const lines = run.stdout.trimEnd().split('\n');
    assert.match(lines[0]!, /^\[\d\d:\d\d:\d\d\] INFO: serve: Ready in 1\.0 s$/);
    assert.match(lines[1]!, /^\[\d\d:\d\d:\d\d\] ERROR: upkeep: Upkeep pass failed$/);
    assert.match(lines[2]!, /^\[\d\d:\d\d:\d\d\] INFO: http: request GET \/api\/checkin 200 12 ms \(r-1\)$/);
  });
});

describe('standard output (JSON, batched writes)', () => {
  const production = { ...process.env, NODE_ENV: 'production', LOG_PRETTY: '0', LOG_LEVEL: '' };

  it('every line logged right before process.exit is written', () => {
    const script = [
      "import { componentLog, rootLogger } from './server/src/logger.ts';",
      "const http = componentLog(rootLogger(), 'http');",
      "for (let i = 0; i < 2000; i++) http.info({ i, method: 'GET', path: '/api/hotel-guide', status: 200, ms: 1 }, 'request');",
      'process.exit(3);',
    ].join('\n');
    const run = spawnSync(process.execPath, ['--input-type=module', '-e', script], {
      cwd: ROOT_DIR,
      env: production,
      encoding: 'utf8',
    });
    assert.equal(run.status, 3, run.stderr);
    const lines = run.stdout.trimEnd().split('\n');
    assert.equal(lines.length, 2000);
    assert.deepEqual(
      lines.map((line) => (JSON.parse(line) as { i: number }).i),
      Array.from({ length: 2000 }, (_, i) => i),
    );
  });

  it(
    'a line is written while the process runs on, without more lines to fill the batch',
    { timeout: 30_000 },
    async () => {
      // The child logs one line and then only waits for its standard input to close.
      const script = [
        "import { lifecycleLog, rootLogger } from './server/src/logger.ts';",
        "lifecycleLog(rootLogger()).info('Ready in 1.0 s');",
        'process.stdin.resume();',
        "process.stdin.on('end', () => process.exit(0));",
      ].join('\n');
      const child = spawn(process.execPath, ['--input-type=module', '-e', script], { cwd: ROOT_DIR, env: production });
      const exited = once(child, 'exit');
      let output = '';
      for await (const chunk of child.stdout) {
        output += String(chunk);
        if (output.includes('\n')) break;
      }
      child.stdin.end();
      await exited;
      assert.equal((JSON.parse(output.split('\n')[0]!) as { msg: string }).msg, 'Ready in 1.0 s');
    },
  );
});
