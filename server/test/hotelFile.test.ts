import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import YAML from 'yaml';
import { runHotelCommand } from '../src/cli/hotel.ts';
import { ROOT_DIR } from '../src/config.ts';
import type { DatabaseHandle, Db } from '../src/db/database.ts';
import { readHotelSetup, type HotelSetup } from '../src/db/repositories/hotelSetupRead.ts';
import { demoCouponDays } from '../src/db/seed/demoCoupons.ts';
import { DEMO_HOTEL_ID, demoHotelFile, MINIMAL_HOTEL_ID, readDemoHotel } from '../src/db/seed/demoHotels.ts';
import { createTestDatabase } from './support/helpers.ts';

// The hotel as a file (docs/hotel-file.md): `npm run hotel -- export <hotelId>` and `import <file>`.
const DEMO_HOTELS = [DEMO_HOTEL_ID, MINIMAL_HOTEL_ID];

let seeded: DatabaseHandle;
let empty: DatabaseHandle;
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'hotel-file-test-'));
before(async () => {
  [seeded, empty] = await Promise.all([createTestDatabase({ seeded: true }), createTestDatabase()]);
});
after(async () => {
  await Promise.all([seeded.close(), empty.close()]);
  fs.rmSync(tmp, { recursive: true, force: true });
});

const exportOf = (db: Db, hotelId: string) => runHotelCommand(db, ['export', hotelId]);
/** Writes a hotel file to import. */
function fileWith(name: string, text: string): string {
  const file = path.join(tmp, name);
  fs.writeFileSync(file, text);
  return file;
}
const importOf = (db: Db, file: string) => runHotelCommand(db, ['import', file]);

const SETUP_TABLES = [
  'hotels',
  'hotel_plugins',
  'hotel_icon_display',
  'hotel_access_info',
  'hotel_pages',
  'hotel_payment_times',
  'hotel_payment_methods',
  'hotel_assets',
  'custom_checkin_fields',
  'product_categories',
  'product_tags',
  'products',
  'coupons',
  'around_spots',
] as const;

/** Every setup row of a hotel, ids included (ordered by them), with the rows that hang off them. */
async function rowsOf(db: Db, hotelId: string) {
  const rows: Record<string, unknown[]> = {};
  for (const table of SETUP_TABLES) {
    const column = table === 'hotels' ? 'id' : 'hotel_id';
    rows[table] = await db
      .selectFrom(table)
      .selectAll()
      .where(column, '=', hotelId)
      .execute()
      .then((r) => r.sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b))));
  }
  rows.product_tag_links = await db
    .selectFrom('product_tag_links')
    .innerJoin('products', 'products.id', 'product_tag_links.product_id')
    .select(['product_tag_links.product_id', 'product_tag_links.tag_id'])
    .where('products.hotel_id', '=', hotelId)
    .orderBy('product_tag_links.product_id')
    .orderBy('product_tag_links.tag_id')
    .execute();
  rows.around_spot_business_hours = await db
    .selectFrom('around_spot_business_hours')
    .innerJoin('around_spots', 'around_spots.id', 'around_spot_business_hours.spot_id')
    .selectAll('around_spot_business_hours')
    .where('around_spots.hotel_id', '=', hotelId)
    .orderBy('around_spot_business_hours.id')
    .execute();
  return rows;
}

/** The rows without the ids the database gives (and created_at), the references by what they name. */
async function contentOf(db: Db, hotelId: string) {
  const rows = await rowsOf(db, hotelId);
  const categories = new Map(
    (rows.product_categories as { id: number; name_ja: string }[]).map((c) => [c.id, c.name_ja]),
  );
  const tags = new Map((rows.product_tags as { id: number; name_ja: string }[]).map((t) => [t.id, t.name_ja]));
  const products = new Map((rows.products as { id: number; name_ja: string }[]).map((p) => [p.id, p.name_ja]));
  const spots = new Map((rows.around_spots as { id: number; place_id: string }[]).map((s) => [s.id, s.place_id]));
  const strip = (row: Record<string, unknown>) => {
    const { id: _id, created_at: _created, ...rest } = row;
    if ('category_id' in rest) rest.category_id = categories.get(rest.category_id as number) ?? null;
    if ('tag_id' in rest) rest.tag_id = tags.get(rest.tag_id as number);
    if ('product_id' in rest) rest.product_id = products.get(rest.product_id as number);
    if ('spot_id' in rest) rest.spot_id = spots.get(rest.spot_id as number);
    return hotelId === row.id ? { ...rest, id: row.id } : rest;
  };
  return Object.fromEntries(
    Object.entries(rows).map(([table, list]) => [
      table,
      (list as Record<string, unknown>[]).map(strip).sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b))),
    ]),
  );
}

describe('npm run hotel -- export, then import into an empty database', () => {
  for (const hotelId of DEMO_HOTELS) {
    it(`gives the same hotel: ${hotelId} exports the same file again, row for row`, async () => {
      const exported = await exportOf(seeded.db, hotelId);
      const output = await importOf(empty.db, fileWith(`${hotelId}.yaml`, exported));
      assert.equal(output, `Imported ${path.join(tmp, `${hotelId}.yaml`)}: hotel ${hotelId} created.`);
      assert.equal(await exportOf(empty.db, hotelId), exported);
      assert.deepEqual(await contentOf(empty.db, hotelId), await contentOf(seeded.db, hotelId));
    });
  }

  it('the demo files are what export writes of them (their coupons dated by the demo calendar aside)', async () => {
    for (const hotelId of DEMO_HOTELS) {
      // The coupons' days are the demo calendar's: the file's go stale, the calendar moves them.
      const undated = (setup: HotelSetup) => ({
        ...setup,
        coupons: setup.coupons?.map(({ validFrom: _from, validTo: _to, ...coupon }) => coupon),
      });
      assert.deepEqual(undated((await readHotelSetup(empty.db, hotelId))!), undated(readDemoHotel(hotelId)));
    }
    const titles = readDemoHotel(DEMO_HOTEL_ID).coupons!.map((c) => c.title);
    assert.deepEqual(
      demoCouponDays.map((c) => c.title),
      titles,
    );
  });
});

describe('npm run hotel -- import', () => {
  it('changes nothing when the same file is imported again', async () => {
    const file = demoHotelFile(DEMO_HOTEL_ID);
    const rows = await rowsOf(seeded.db, DEMO_HOTEL_ID);
    await importOf(seeded.db, file);
    const once = await rowsOf(seeded.db, DEMO_HOTEL_ID);
    // At most the coupons' dates differed (the demo calendar moves them): ids, order and everything else stay.
    assert.deepEqual({ ...once, coupons: undefined }, { ...rows, coupons: undefined });
    assert.equal(await importOf(seeded.db, file), `Imported ${file}: hotel ${DEMO_HOTEL_ID} unchanged.`);
    assert.deepEqual(await rowsOf(seeded.db, DEMO_HOTEL_ID), once);
  });

  it('makes the hotel exactly a changed file; a product someone ordered stays for its order, hidden', async () => {
    const db = seeded.db;
    const setup = readDemoHotel(DEMO_HOTEL_ID);
    const products = setup.catalogue!.products!;
    const [ordered, unordered] = [products[0]!, products[1]!];
    const orderedId = await productId(db, ordered.name.ja);
    const unorderedId = await productId(db, unordered.name.ja);
    const checkin = await db
      .selectFrom('checkins')
      .select('id')
      .where('hotel_id', '=', DEMO_HOTEL_ID)
      .executeTakeFirstOrThrow();
    const order = await db
      .insertInto('request_orders')
      .values({
        hotel_id: DEMO_HOTEL_ID,
        checkin_id: checkin.id,
        room_number: '805',
        payment_method: 0,
        payment_order_id: null,
        total_amount: ordered.price,
        user_id: null,
        user_mailed_at: null,
        admin_mailed_at: null,
        delivered_at: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('request_order_items')
      .values({ order_id: order.id, product_id: orderedId, quantity: 1, unit_price: ordered.price })
      .execute();
    const couponId = await db
      .selectFrom('coupons')
      .select('id')
      .where('title', '=', setup.coupons![1]!.title)
      .executeTakeFirstOrThrow();

    const changed: HotelSetup = {
      ...setup,
      hotel: { ...setup.hotel, telephone: '03-0000-0000', frontDeskHours: undefined },
      pages: { ...setup.pages, wifi: { visible: false, content: { ja: '<p>Wi-Fiは終了しました。</p>' } } },
      catalogue: {
        ...setup.catalogue,
        categories: [{ name: { ja: '飲み物', en: 'Beverages' } }, ...setup.catalogue!.categories!.slice(1)],
        products: [
          { ...untagged(products[2]!), category: '飲み物', price: 500 },
          ...products.slice(3).map((p) => (p.category === 'ドリンク' ? { ...p, category: '飲み物' } : p)),
        ],
      },
      coupons: setup.coupons!.slice(1).map((c, i) => (i === 0 ? { ...c, venue: 'バー' } : c)),
      spots: setup.spots!.slice(0, 3).map((s) => ({ ...s, hours: [{ day: 1, startTime: '09:00', endTime: '17:00' }] })),
    };
    delete changed.hotel.frontDeskHours;
    const text = YAML.stringify(changed);
    assert.match(await importOf(db, fileWith('changed.yaml', text)), /hotel sakura-asakusa updated\.$/);

    assert.deepEqual(await readHotelSetup(db, DEMO_HOTEL_ID), changed);
    const kept = await db
      .selectFrom('products')
      .select(['id', 'is_active'])
      .where('id', 'in', [orderedId, unorderedId])
      .execute();
    assert.deepEqual(kept, [{ id: orderedId, is_active: false }], 'the ordered product kept, out of the catalogue');
    // The coupon kept its id (and who took it); products the guest sees are the file's.
    const coupon = await db
      .selectFrom('coupons')
      .select('id')
      .where('venue_name', '=', 'バー')
      .executeTakeFirstOrThrow();
    assert.equal(coupon.id, couponId.id);

    // Named again, the ordered product is back in the catalogue with its id.
    const back: HotelSetup = {
      ...changed,
      catalogue: { ...changed.catalogue, products: [{ ...untagged(ordered), category: '飲み物' }] },
    };
    await importOf(db, fileWith('back.yaml', YAML.stringify(back)));
    assert.deepEqual(await readHotelSetup(db, DEMO_HOTEL_ID), back);
    assert.equal(await productId(db, ordered.name.ja), orderedId);
  });
});

function untagged(product: NonNullable<NonNullable<HotelSetup['catalogue']>['products']>[number]) {
  const { tags: _tags, ...rest } = product;
  return rest;
}

async function productId(db: Db, nameJa: string): Promise<number> {
  const row = await db
    .selectFrom('products')
    .select('id')
    .where('hotel_id', '=', DEMO_HOTEL_ID)
    .where('name_ja', '=', nameJa)
    .executeTakeFirstOrThrow();
  return row.id;
}

describe('a broken hotel file', () => {
  const minato = fs.readFileSync(demoHotelFile(MINIMAL_HOTEL_ID), 'utf8');
  const lines = minato.split('\n');
  const lineOf = (text: string, from = 0) => lines.findIndex((l, i) => i >= from && l.includes(text)) + 1;

  /** Imports `text`; answers the refusal, after checking that nothing of the database changed. */
  async function refused(text: string): Promise<string> {
    const before = await rowsOf(empty.db, MINIMAL_HOTEL_ID);
    const error = await importOf(empty.db, fileWith('broken.yaml', text)).then(
      () => assert.fail('imported'),
      (e: Error) => e.message,
    );
    assert.deepEqual(await rowsOf(empty.db, MINIMAL_HOTEL_ID), before, 'nothing applied');
    assert.match(error, /^\S+broken\.yaml was not imported \(nothing was changed\):\n/);
    return error.split('\n').slice(1).join('\n');
  }

  it('is refused for its YAML syntax, with the line', async () => {
    const at = lineOf('nameLatin:');
    const text = lines.map((l, i) => (i === at - 1 ? `${l}\n  name: [unclosed` : l)).join('\n');
    assert.match(await refused(text), new RegExp(`broken\\.yaml:${at + 1}:\\d+: not valid YAML: `));
  });

  it('is refused for a field of the wrong type, or a required one missing, with the line and the reason', async () => {
    const start = lineOf('checkinWindow:');
    const wrongType = minato.replace('  checkinWindow:\n    start: 16:00', '  checkinWindow:\n    start: 1600');
    assert.equal(
      await refused(wrongType),
      `${path.join(tmp, 'broken.yaml')}:${start + 1}:12: hotel.checkinWindow.start: must be string`,
    );
    const missing = minato.replace(/^ {2}nameLatin: .*\n/m, '');
    assert.equal(
      await refused(missing),
      `${path.join(tmp, 'broken.yaml')}:${lineOf('  id: minato-inn')}:3: hotel: "nameLatin" is missing`,
    );
    const unknown = minato.replace('  timeZone: Asia/Tokyo', '  timeZone: Asia/Tokyo\n  stars: 5');
    assert.match(await refused(unknown), /:\d+:3: hotel: "stars" is not a field here$/);
  });

  it('is refused for a product of a category the file does not have, with the line, the product and the reason', async () => {
    const catalogue = [
      'catalogue:',
      '  categories:',
      '    - name:',
      '        ja: ドリンク',
      '  products:',
      '    - name:',
      '        ja: 緑茶',
      '      category: 飲み物',
      '      price: 200',
      '      taxRate: 10',
      '      stock: 5',
    ].join('\n');
    const text = `${minato.trimEnd()}\n${catalogue}\n`;
    const line = text.split('\n').indexOf('      category: 飲み物') + 1;
    assert.equal(
      await refused(text),
      `${path.join(tmp, 'broken.yaml')}:${line}:17: catalogue.products[0].category: no category "飲み物" in catalogue.categories`,
    );
  });

  it('is refused for a payment enabled without a method, as the console refuses it, with the line', async () => {
    const text = `${minato.trimEnd()}\npayments:\n  checkout:\n    enabled: true\n    creditCard: false\n`;
    const line = text.split('\n').indexOf('    enabled: true') + 1;
    assert.equal(
      await refused(text),
      `${path.join(tmp, 'broken.yaml')}:${line}:5: payments.checkout: is enabled without a method (frontDesk or creditCard)`,
    );
  });
});

describe('the commands as the operator runs them', { skip: Boolean(process.env.TEST_DATABASE_URL) }, () => {
  it('import migrates an empty database first; export prints the file on standard output', async () => {
    const dataDir = fs.mkdtempSync(path.join(tmp, 'data-'));
    const file = demoHotelFile(MINIMAL_HOTEL_ID);
    const imported = await run(['import', path.relative(ROOT_DIR, file)], dataDir);
    assert.equal(imported.code, 0, imported.stderr);
    assert.equal(imported.stdout, `Imported ${path.relative(ROOT_DIR, file)}: hotel minato-inn created.\n`);
    const exported = await run(['export', MINIMAL_HOTEL_ID], dataDir);
    assert.equal(exported.code, 0, exported.stderr);
    assert.deepEqual(YAML.parse(exported.stdout), readDemoHotel(MINIMAL_HOTEL_ID));
    const unknown = await run(['export', 'no-such-hotel'], dataDir);
    assert.deepEqual([unknown.code, unknown.stderr], [1, 'There is no hotel "no-such-hotel".\n']);
  });
});

/** `npm run hotel -- <args>` on the embedded database in `dataDir`. */
function run(args: string[], dataDir: string) {
  const { PORT: _port, PUBLIC_URL: _url, ...env } = process.env;
  const child = spawn(process.execPath, ['server/src/cli/hotel.ts', ...args], {
    cwd: ROOT_DIR,
    env: { ...env, DATA_DIR: dataDir, DATABASE_URL: '', STATIC_DIR: '' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk) => (stdout += chunk));
  child.stderr.on('data', (chunk) => (stderr += chunk));
  return new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) =>
    child.on('exit', (code) => resolve({ code, stdout, stderr })),
  );
}
