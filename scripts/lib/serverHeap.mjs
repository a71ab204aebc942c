// The bench's server's V8 heap, through the inspector it starts with (`--inspect=127.0.0.1:0`): a full
// garbage collection before a memory reading, so that the readings before and after the soak compare the
// memory the server keeps, not wherever the collector happened to be (a single reading of RSS under a
// garbage-collected runtime moved by -32 % to +17 % between runs with no leak).
import WebSocket from 'ws';

/** The inspector's WebSocket address, as node prints it on the server's standard error. */
export const INSPECTOR_URL = /Debugger listening on (ws:\/\/\S+)/;

/** Connects, runs a full garbage collection, reads the V8 heap in use and disconnects. */
export async function collectGarbage(inspectorUrl, timeoutMs = 30_000) {
  const socket = new WebSocket(inspectorUrl);
  const pending = new Map();
  let nextId = 0;
  socket.on('message', (data) => {
    const message = JSON.parse(String(data));
    const answer = pending.get(message.id);
    if (!answer) return;
    pending.delete(message.id);
    if (message.error) answer.reject(new Error(`${answer.method}: ${message.error.message}`));
    else answer.resolve(message.result);
  });
  const call = (method) =>
    new Promise((resolve, reject) => {
      const id = ++nextId;
      pending.set(id, { method, resolve, reject });
      socket.send(JSON.stringify({ id, method }));
    });
  const timer = setTimeout(() => socket.terminate(), timeoutMs);
  try {
    await new Promise((resolve, reject) => {
      socket.once('open', resolve);
      socket.once('error', reject);
      socket.once('close', () => reject(new Error('the inspector closed the connection')));
    });
    await call('HeapProfiler.collectGarbage');
    const { usedSize, totalSize } = await call('Runtime.getHeapUsage');
    return { heapUsedBytes: usedSize, heapTotalBytes: totalSize };
  } finally {
    clearTimeout(timer);
    socket.close();
  }
}
