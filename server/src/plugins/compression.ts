import zlib from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { COMPRESS_THRESHOLD_BYTES } from '../services/preparedJson.ts';

/**
 * API answers are compressed when the browser accepts it (the hotel guide carries pages of HTML);
 * the SPA's files are compressed at build time and sent as they are (plugins/spa.ts, preCompressed).
 * Brotli at quality 4: most of its gain for a fraction of the CPU of its default 11.
 */
export default fp(
  async (app: FastifyInstance) => {
    await app.register(fastifyCompress, {
      threshold: COMPRESS_THRESHOLD_BYTES,
      encodings: ['br', 'gzip'],
      brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } },
    });
  },
  { name: 'compression' },
);
