import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import proxyAddr from '@fastify/proxy-addr';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { TrustProxy } from '../config.ts';

/** The header a proxy sends its request id in, and every answer carries ours in. */
export const REQUEST_ID_HEADER = 'x-request-id';
/** A proxy's id is taken as it is only when it looks like one (UUIDs, hex, Heroku's, Caddy's...). */
const ACCEPTABLE_ID = /^[A-Za-z0-9._:@+=/-]{1,128}$/;

/** Whether a peer address is one of TRUST_PROXY's (whose X-Forwarded-* and X-Request-Id are believed). */
export function trustedPeer(trustProxy: TrustProxy): (address: string, hop: number) => boolean {
  return trustProxy === true ? () => true : trustProxy === false ? () => false : proxyAddr.compile(trustProxy);
}

/**
 * Fastify's genReqId: the proxy's `X-Request-Id` when the request comes straight from a trusted proxy
 * (TRUST_PROXY: the same addresses whose X-Forwarded-For is believed), so that one id follows the
 * request from the proxy's log into ours; otherwise (no trusted proxy, a client's own header, an id
 * that is too long or has odd characters) a new UUID.
 */
export function requestIdGenerator(trustProxy: TrustProxy): (request: IncomingMessage) => string {
  const trusted = trustedPeer(trustProxy);
  return (request) => {
    const given = request.headers[REQUEST_ID_HEADER];
    const peer = request.socket?.remoteAddress;
    if (typeof given === 'string' && ACCEPTABLE_ID.test(given) && peer && trusted(peer, 0)) return given;
    return randomUUID();
  };
}

/**
 * Every answer carries its request's id as `X-Request-Id`, the id every log line of the request
 * carries as `reqId`: a guest's or a proxy's report names the lines to read.
 */
export default fp(
  async (app: FastifyInstance) => {
    app.addHook('onRequest', (request, reply, done) => {
      reply.header(REQUEST_ID_HEADER, request.id);
      done();
    });
  },
  { name: 'request-id' },
);
