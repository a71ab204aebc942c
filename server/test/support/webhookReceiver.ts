import assert from 'node:assert/strict';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Webhook } from 'standardwebhooks';

/** An event as a receiver reads it from a verified body (docs/integration.md "Event types and payloads"). */
export interface ReceivedEvent {
  webhookId: string;
  type: string;
  timestamp: string;
  data: Record<string, unknown>;
}

export interface EventReceiver {
  /** Where the hotel's server is to POST, on 127.0.0.1. */
  url: string;
  /**
   * The events that arrived since the last call, in the order they arrived, each verified with
   * `secret` by the `standardwebhooks` package on the raw body, as a hotel's receiver checks it.
   */
  take(secret: string): ReceivedEvent[];
  close(): Promise<void>;
}

/**
 * A hotel system's webhook endpoint for server tests: a node:http server on 127.0.0.1 that keeps each
 * request's raw body and headers and answers 204. Nothing is verified on arrival: `take` verifies, so
 * that a bad signature fails the test that reads it.
 */
export async function startEventReceiver(): Promise<EventReceiver> {
  const requests: { headers: Record<string, string>; body: string }[] = [];
  let read = 0;
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      requests.push({
        headers: request.headers as Record<string, string>,
        body: Buffer.concat(chunks).toString('utf8'),
      });
      response.writeHead(204).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hooks`,
    take(secret) {
      const fresh = requests.slice(read);
      read = requests.length;
      return fresh.map(({ headers, body }) => {
        const event = new Webhook(secret).verify(body, headers) as Omit<ReceivedEvent, 'webhookId'>;
        assert.deepEqual(Object.keys(event).sort(), ['data', 'timestamp', 'type']);
        return { webhookId: headers['webhook-id']!, ...event };
      });
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
