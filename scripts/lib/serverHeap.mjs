// The bench's server's V8 heap, through the inspector it starts with (`--inspect=127.0.0.1:0`): a full
// garbage collection before each memory reading of the soak (README, "Load figures").
import WebSocket from 'ws';

/** The inspector's WebSocket address, as node prints it on the server's standard error. */
export const INSPECTOR_URL = /Debugger listening on (ws:\/\/\S+)/;

/** Connects, runs a full garbage collection, reads the V8 heap in use and disconnects. */
export async function collectGarbage(inspectorUrl, timeoutMs = 30_000) {
  const socket = new WebSocket(inspectorUrl);
  const pending = new Map();
  let nextId = 0;
  let failure = null;
  /** Ends every call still waiting (and any later one) with `error`. */
  const fail = (error) => {
    failure ??= error;
    for (const { reject } of pending.values()) reject(failure);
    pending.clear();
  };
  socket.on('message', (data) => {
    const message = JSON.parse(String(data));
    const answer = pending.get(message.id);
    if (!answer) return;
    pending.delete(message.id);
    if (message.error) answer.reject(new Error(`${answer.method}: ${message.error.message}`));
    else answer.resolve(message.result);
  });
  const opened = new Promise((resolve, reject) => {
    socket.once('open', resolve);
    pending.set(0, { method: 'connect', resolve, reject });
  });
  socket.on('error', (error) => fail(error));
  socket.on('close', () => fail(new Error('the inspector closed the connection')));
  const timer = setTimeout(() => {
    fail(new Error(`the inspector did not answer within ${timeoutMs / 1000} s`));
    socket.terminate();
  }, timeoutMs);
  const call = (method) =>
    new Promise((resolve, reject) => {
      if (failure) return reject(failure);
      const id = ++nextId;
      pending.set(id, { method, resolve, reject });
      socket.send(JSON.stringify({ id, method }));
    });
  try {
    await opened;
    pending.delete(0);
    await call('HeapProfiler.collectGarbage');
    const { usedSize } = await call('Runtime.getHeapUsage');
    return { heapUsedBytes: usedSize };
  } finally {
    clearTimeout(timer);
    socket.close();
  }
}
