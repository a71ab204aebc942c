import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Webhook } from 'standardwebhooks';

/** One request the receiver got: as it came (raw body, headers), what it answered, and the event it verified. */
export interface ReceivedRequest {
  headers: http.IncomingHttpHeaders;
  body: string;
  status: number;
  /** The verified event (only when accepted). */
  event?: unknown;
  /** Why the signature check refused it. */
  refusal?: string;
}

export interface WebhookReceiver {
  /** Where the hotel's server is to POST, on 127.0.0.1. */
  url: string;
  /** Every request so far, in order. */
  requests: ReceivedRequest[];
  /** From now on, verifies each request with the endpoint's secret and answers 200 when it holds, 400 when not. */
  open(secret: string): void;
  close(): Promise<void>;
}

/**
 * A hotel system's webhook endpoint, as a PMS vendor would write it (docs/integration.md "Verifying the
 * signature"): a node:http server on 127.0.0.1 that checks each request with the `standardwebhooks`
 * package on the raw body. Until it is opened it is "down": every request gets 503, as from a proxy
 * whose application is not running.
 */
export async function startWebhookReceiver(path = '/hooks'): Promise<WebhookReceiver> {
  const requests: ReceivedRequest[] = [];
  let verifier: Webhook | null = null;
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      const received: ReceivedRequest = { headers: request.headers, body, status: 503 };
      if (request.method !== 'POST' || request.url !== path) received.status = 404;
      else if (verifier) {
        try {
          received.event = verifier.verify(body, request.headers as Record<string, string>);
          received.status = 200;
        } catch (error) {
          received.refusal = error instanceof Error ? error.message : String(error);
          received.status = 400;
        }
      }
      requests.push(received);
      response.writeHead(received.status, { 'content-type': 'text/plain' }).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}${path}`,
    requests,
    open(secret) {
      verifier = new Webhook(secret);
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
