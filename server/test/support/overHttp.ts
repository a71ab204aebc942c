import http from 'node:http';
import type { AddressInfo } from 'node:net';
import zlib from 'node:zlib';
import type { FastifyInstance } from 'fastify';

/**
 * Requests to an app listening on the loopback, for what app.inject does not pass through: the HTTP
 * server itself (web/answerFront.ts answers there, before Fastify).
 */

export interface HttpAnswer {
  statusCode: number;
  headers: http.IncomingHttpHeaders;
  /** The body as sent (compressed when Content-Encoding says so). */
  raw: Buffer;
  /** The body decoded, as text. */
  body: string;
  json(): unknown;
}

export type HttpSend = (path: string, headers?: Record<string, string>, method?: string) => Promise<HttpAnswer>;

const decoders: Record<string, (bytes: Buffer) => Buffer> = {
  br: zlib.brotliDecompressSync,
  gzip: zlib.gunzipSync,
};

/** Starts `app` on a free loopback port; answers a function sending one request to it (a connection each). */
export async function listenOnLoopback(app: FastifyInstance): Promise<HttpSend> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  return (path, headers = {}, method = 'GET') =>
    new Promise((resolve, reject) => {
      const request = http.request(`${base}${path}`, { method, headers, agent: false }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('error', reject);
        response.on('end', () => {
          const raw = Buffer.concat(chunks);
          const decode = decoders[String(response.headers['content-encoding'])];
          const body = (decode && raw.length > 0 ? decode(raw) : raw).toString('utf8');
          resolve({
            statusCode: response.statusCode!,
            headers: response.headers,
            raw,
            body,
            json: () => JSON.parse(body),
          });
        });
      });
      request.on('error', reject);
      request.end();
    });
}
