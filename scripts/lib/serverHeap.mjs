// The bench's server's V8 heap, through the inspector it starts with (`--inspect=127.0.0.1:0`): a full
// garbage collection before each memory reading of the soak (docs/performance.md, "Load figures").
import WebSocket from 'ws';

/** The inspector's WebSocket address, as node prints it on the server's standard error. */
export const INSPECTOR_URL = /Debugger listening on (ws:\/\/\S+)/;

/**
 * Connects, runs a full garbage collection, reads the V8 heap in use and disconnects. Rejects when the
 * connection fails, closes or does not answer within `timeoutMs`.
 */
export async function collectGarbage(inspectorUrl, timeoutMs = 30_000) {
  const socket = new WebSocket(inspectorUrl);
  const answers = new Map();
  let nextId = 0;
  // Every way the session can end early rejects this one promise, which each step races against.
  const ended = new Promise((_, reject) => {
    socket.on('error', reject);
    socket.once('close', () => reject(new Error('the inspector closed the connection')));
    setTimeout(() => reject(new Error(`the inspector did not answer within ${timeoutMs / 1000} s`)), timeoutMs).unref();
  });
  ended.catch(() => {}); // rejected after a normal close too, when nobody waits on it any more
  socket.on('message', (data) => {
    const message = JSON.parse(String(data));
    answers.get(message.id)?.(message);
  });
  const call = async (method) => {
    const id = ++nextId;
    const answer = new Promise((resolve) => answers.set(id, resolve));
    socket.send(JSON.stringify({ id, method }));
    const message = await Promise.race([answer, ended]);
    if (message.error) throw new Error(`${method}: ${message.error.message}`);
    return message.result;
  };
  try {
    await Promise.race([new Promise((resolve) => socket.once('open', resolve)), ended]);
    await call('HeapProfiler.collectGarbage');
    const { usedSize } = await call('Runtime.getHeapUsage');
    return { heapUsedBytes: usedSize };
  } finally {
    socket.terminate();
  }
}
