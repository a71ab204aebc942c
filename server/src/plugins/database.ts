import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../db/database.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The app's database (Kysely over PGlite or PostgreSQL); whoever opened it closes it. */
    db: Db;
  }
}

/** The database, shared with every other plugin (hence fastify-plugin: the decorator reaches the root). */
export default fp(
  async (app: FastifyInstance, { db }: { db: Db }) => {
    app.decorate('db', db);
  },
  { name: 'database' },
);
