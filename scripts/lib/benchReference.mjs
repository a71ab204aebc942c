// The bench's reference routes (scripts/bench.mjs): what the two hottest reads would cost with nothing of
// the app around them, measured in the same run as the real server to read its figures as ratios.
// - GET /bare/guide: a bare Fastify route (no plugins, no hooks, no validation) sending the bytes the
//   real server sent for the hotel guide, with the headers it sent them with (their Content-Encoding, the
//   ETag, the security headers...): the same answer on the wire, so that the load generator, which reads
//   every header, spends as much on each answer of either (with the bare route's few headers it was the
//   generator's core, at 99 %, that bounded the bare route's figure on a fast machine, not the server).
// - GET /plain/products?hotelId=: a plain pg route (a Pool of the server's size; Kysely only compiles the
//   SQL) running the same five queries as getProductsList, built by the same repository functions (the
//   hotel; its categories, tags and products at once; then the products' tag links), shaping the answer
//   with the service's productsListAnswer and sending it with JSON.stringify, uncompressed.
// Started as `node scripts/lib/benchReference.mjs` with BENCH_GUIDE_FILE (the guide's bytes),
// BENCH_GUIDE_HEADERS (the answer's headers, a JSON object) and DATABASE_URL (optional: no /plain route
// without it); prints `LISTENING <address>` and stops on SIGTERM.
import fs from 'node:fs';
import Fastify from 'fastify';
import pg from 'pg';
import { DummyDriver, Kysely, PostgresAdapter, PostgresIntrospector, PostgresQueryCompiler } from 'kysely';
import { hotelQuery } from '../../server/src/db/repositories/hotels.ts';
import {
  activeProductsQuery,
  categoriesQuery,
  tagLinksQuery,
  tagsQuery,
} from '../../server/src/db/repositories/products.ts';
import { productsListAnswer } from '../../server/src/services/productsList.ts';

const guide = fs.readFileSync(process.env.BENCH_GUIDE_FILE);
const guideHeaders = JSON.parse(process.env.BENCH_GUIDE_HEADERS ?? '{}');
const pool = process.env.DATABASE_URL
  ? new pg.Pool({ connectionString: process.env.DATABASE_URL, max: Number(process.env.DATABASE_POOL_SIZE) || 10 })
  : null;

const app = Fastify();

app.get('/bare/guide', (_request, reply) => reply.headers(guideHeaders).send(guide));

// The same five queries as getProductsList, from the repositories' own query builders, compiled to SQL
// by a Kysely that runs nothing and sent through the plain pool; the answer shaped as the service does.
const compiler = new Kysely({
  dialect: {
    createAdapter: () => new PostgresAdapter(),
    createDriver: () => new DummyDriver(),
    createIntrospector: (db) => new PostgresIntrospector(db),
    createQueryCompiler: () => new PostgresQueryCompiler(),
  },
});
const rowsOf = async (query) => {
  const { sql, parameters } = query.compile();
  return (await pool.query(sql, parameters)).rows;
};

if (pool) {
  app.get('/plain/products', async (request, reply) => {
    const { hotelId } = request.query;
    const [hotel] = await rowsOf(hotelQuery(compiler, hotelId));
    if (!hotel) return reply.code(404).send({ message: 'no such hotel', code: 'hotel_not_found' });
    const [categories, tags, rows] = await Promise.all([
      rowsOf(categoriesQuery(compiler, hotel.id)),
      rowsOf(tagsQuery(compiler, hotel.id)),
      rowsOf(activeProductsQuery(compiler, hotel.id)),
    ]);
    const ids = rows.map((row) => row.id);
    const links = ids.length === 0 ? [] : await rowsOf(tagLinksQuery(compiler, ids));
    const data = { timeZone: hotel.time_zone, categories, tags, rows, links, boundaries: [] };
    return reply.type('application/json; charset=utf-8').send(JSON.stringify(productsListAnswer(data, new Date())));
  });
}

const address = await app.listen({ port: 0, host: '127.0.0.1' });
console.log(`LISTENING ${address}`);
process.on('SIGTERM', () => {
  void app
    .close()
    .then(() => pool?.end())
    .finally(() => process.exit(0));
});
