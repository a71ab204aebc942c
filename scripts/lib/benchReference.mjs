// The bench's reference routes (scripts/bench.mjs): what the two hottest reads would cost with nothing of
// the app around them, measured in the same run as the real server to read its figures as ratios.
// - GET /bare/guide: a bare Fastify route (no plugins, no hooks, no validation) sending the bytes the
//   real server sent for the hotel guide, with their Content-Encoding.
// - GET /plain/products?hotelId=: a plain pg route (a Pool of the server's size, no Kysely) running the
//   same five queries as getProductsList (the hotel; its categories, tags and products at once; then
//   the products' tag links), shaping the same answer and sending it with JSON.stringify, uncompressed.
// Started as `node scripts/lib/benchReference.mjs` with BENCH_GUIDE_FILE (the guide's bytes),
// BENCH_GUIDE_ENCODING (their coding, empty for identity) and DATABASE_URL (optional: no /plain route
// without it); prints `LISTENING <address>` and stops on SIGTERM.
import fs from 'node:fs';
import Fastify from 'fastify';
import pg from 'pg';
import { isOnSaleNow } from '../../server/src/services/saleHours.ts';

const guide = fs.readFileSync(process.env.BENCH_GUIDE_FILE);
const guideEncoding = process.env.BENCH_GUIDE_ENCODING ?? '';
const pool = process.env.DATABASE_URL
  ? new pg.Pool({ connectionString: process.env.DATABASE_URL, max: Number(process.env.DATABASE_POOL_SIZE) || 10 })
  : null;

const app = Fastify();

app.get('/bare/guide', (_request, reply) => {
  if (guideEncoding) reply.header('content-encoding', guideEncoding);
  return reply.type('application/json; charset=utf-8').send(guide);
});

const NAME = 'name_ja, name_en, name_zh, name_ko';
const named = (row) => ({ ja: row.name_ja, en: row.name_en, zh: row.name_zh, ko: row.name_ko });

if (pool) {
  app.get('/plain/products', async (request, reply) => {
    const { hotelId } = request.query;
    const hotel = (await pool.query('select * from hotels where id = $1', [hotelId])).rows[0];
    if (!hotel) return reply.code(404).send({ message: 'no such hotel', code: 'hotel_not_found' });
    const [categories, tags, products] = await Promise.all([
      pool.query(`select id, ${NAME} from product_categories where hotel_id = $1 order by sort_order, id`, [hotelId]),
      pool.query(`select id, ${NAME} from product_tags where hotel_id = $1 order by id`, [hotelId]),
      pool.query(
        `select id, category_id, ${NAME}, description_ja, description_en, description_zh, description_ko, price,
          stock, image_path, sale_start_time, sale_end_time, sales_subject_id from products
         where hotel_id = $1 and is_active = true and category_id is not null and sales_subject_id is not null
         order by sort_order, id`,
        [hotelId],
      ),
    ]);
    const ids = products.rows.map((row) => row.id);
    const links =
      ids.length === 0
        ? []
        : (
            await pool.query(
              `select product_id, tag_id from product_tag_links where product_id in (${ids.map((_, i) => `$${i + 1}`).join(', ')})
               order by product_id, tag_id`,
              ids,
            )
          ).rows;
    const now = new Date();
    const answer = {
      products: products.rows.map((row) => ({
        id: row.id,
        name: named(row),
        description: {
          ja: row.description_ja ?? '',
          en: row.description_en,
          zh: row.description_zh,
          ko: row.description_ko,
        },
        price: row.price,
        stock: row.stock,
        imagePath: row.image_path,
        isNowOnSale: isOnSaleNow(row, hotel.time_zone, now),
        category: row.category_id,
        tags: links.filter((link) => link.product_id === row.id).map((link) => link.tag_id),
        salesSubject: { salesSubjectMasterId: row.sales_subject_id },
      })),
      tags: tags.rows.map((tag) => ({ id: tag.id, name: named(tag) })),
      categories: categories.rows.map((category) => ({ id: category.id, name: named(category) })),
    };
    return reply.type('application/json; charset=utf-8').send(JSON.stringify(answer));
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
