import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { findHotelImage } from '../db/repositories/hotelImages.ts';

/**
 * The pictures managers upload (services/hotelImages.ts), served like the site's own image files, to
 * anyone: `/images/hotels/{hotelId}/{name}.webp`. The name is the content's hash, so an address never
 * shows another picture: cached for a year, immutable. A missing one is the app's ordinary 404.
 */
export default fp(
  async (app: FastifyInstance) => {
    app.get<{ Params: { hotelId: string; name: string } }>(
      '/images/hotels/:hotelId/:name',
      {
        schema: {
          params: {
            type: 'object',
            required: ['hotelId', 'name'],
            properties: {
              hotelId: { type: 'string', minLength: 1, maxLength: 100 },
              name: { type: 'string', pattern: '^[0-9a-f]{32}\\.webp$' },
            },
          },
        },
      },
      async (request, reply) => {
        const { hotelId, name } = request.params;
        const bytes = await findHotelImage(app.db, hotelId, name);
        if (!bytes) {
          return reply.status(404).send({ message: 'The image was not found.', code: 'not_found' });
        }
        return reply.header('Cache-Control', 'public, max-age=31536000, immutable').type('image/webp').send(bytes);
      },
    );
  },
  { name: 'hotelImages', dependencies: ['database'] },
);
