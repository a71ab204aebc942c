import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { DEMO_HOTEL_ID, MINIMAL_HOTEL_ID } from '../src/db/seed/demoHotels.ts';
import type { Operations } from '../src/contract.ts';
import { DEMO_MANAGERS } from '../src/db/seed/demoStaff.ts';
import { callOperation, malformed, type OperationCall } from './support/callOperation.ts';
import { consoleHotels } from './support/consoleHotels.ts';
import { createTestApp, type TestApp } from './support/helpers.ts';

// The managers' console edits the hotel's request catalogue (issue 32): the hotel file's section, saved
// whole through its writer with a version (409 edit_conflict on a stale one), checked beyond the schema
// (400 naming the field), a rename keeping the product's id, an audit row of what changed only, and the
// guest's product list showing it at once.
let t: TestApp;
before(async () => {
  t = await createTestApp();
});
after(async () => {
  await t.close();
});

const { login, hotelWithManager, auditRows } = consoleHotels(() => t, 'catalogue', { subnet: 31 });

const getCatalogue = (token: string) => callOperation(t.app, 'getHotelCatalogue', { token });
const putCatalogue = (token: string, body: OperationCall<'updateHotelCatalogue'>['body']) =>
  callOperation(t.app, 'updateHotelCatalogue', { token, body });

type Catalogue = Operations['updateHotelCatalogue']['body']['catalogue'];
type Product = NonNullable<Catalogue['products']>[number];

interface GuestProduct {
  id: number;
  name: { ja: string; en: string | null };
  price: number;
  category: number;
  isNowOnSale: boolean;
}
async function guestList(hotelId: string) {
  const response = await t.app.inject({ method: 'GET', url: `/api/mobile-request/products?hotelId=${hotelId}` });
  assert.equal(response.statusCode, 200);
  return response.json() as { products: GuestProduct[]; categories: { id: number; name: { ja: string } }[] };
}

const TEA = {
  name: { ja: '緑茶', en: 'Green tea' },
  category: '飲み物',
  description: { ja: '静岡の煎茶', en: 'Sencha from Shizuoka' },
  price: 300,
  taxRate: 8,
  stock: 20,
  image: '/images/products/green-tea.jpg',
  saleHours: { start: '00:00', end: '00:00' },
  salesSubjectId: 9101,
} satisfies Product;
const TOWEL = {
  name: { ja: 'タオル' },
  category: 'アメニティ',
  price: 500,
  taxRate: 10,
  stock: 5,
  salesSubjectId: 9102,
} satisfies Product;
const CATALOGUE = {
  categories: [{ name: { ja: '飲み物', en: 'Drinks' } }, { name: { ja: 'アメニティ', en: 'Amenities' } }],
  products: [TEA, TOWEL],
} satisfies Catalogue;

/** The hotel with CATALOGUE saved; answers the save. */
async function withCatalogue() {
  const hotel = await hotelWithManager();
  const read = await getCatalogue(hotel.token);
  const saved = await putCatalogue(hotel.token, { version: read.body.version, catalogue: CATALOGUE });
  assert.equal(saved.status, 200, JSON.stringify(saved.body));
  return { ...hotel, saved: saved.body as { version: string; catalogue: typeof CATALOGUE } };
}

describe('the hotel’s catalogue', () => {
  it('a manager saves it with the version read; the guest’s product list shows it at once; one audit row', async () => {
    const { hotelId, token } = await hotelWithManager();
    const read = await getCatalogue(token);
    assert.equal(read.status, 200);
    assert.deepEqual(read.body.catalogue, {});
    assert.deepEqual((await guestList(hotelId)).products, []);

    const saved = await putCatalogue(token, { version: read.body.version, catalogue: CATALOGUE });
    assert.equal(saved.status, 200, JSON.stringify(saved.body));
    assert.deepEqual(saved.body.catalogue, CATALOGUE);
    assert.notEqual(saved.body.version, read.body.version);
    assert.deepEqual(await getCatalogue(token), saved);

    const guest = await guestList(hotelId);
    assert.deepEqual(
      guest.products.map((p) => [p.name.ja, p.price]),
      [
        ['緑茶', 300],
        ['タオル', 500],
      ],
    );
    assert.deepEqual(
      guest.categories.map((c) => c.name.ja),
      ['飲み物', 'アメニティ'],
    );
    assert.equal(guest.products[0]!.category, guest.categories[0]!.id);

    const rows = await auditRows(hotelId);
    assert.equal(rows.length, 1);
    assert.equal(rows[0]!.operation, 'catalogue.update');
    assert.equal(rows[0]!.target, 'catalogue');
    assert.equal(rows[0]!.actor, `manager@${hotelId}.example`);
    assert.deepEqual(rows[0]!.before, {});
    assert.deepEqual(rows[0]!.after, {
      categories: CATALOGUE.categories.map((c) => ({ key: c.name.ja, ...c })),
      products: [
        { key: '緑茶', ...TEA },
        { key: 'タオル', ...TOWEL },
      ],
    });
  });

  it('the audit row names only the items changed, each before and after', async () => {
    const { hotelId, token, saved } = await withCatalogue();
    const cheaper = { ...TOWEL, price: 400 };
    const next = await putCatalogue(token, {
      version: saved.version,
      catalogue: { ...CATALOGUE, products: [TEA, cheaper] },
    });
    assert.equal(next.status, 200, JSON.stringify(next.body));
    const row = (await auditRows(hotelId)).at(-1)!;
    assert.deepEqual(row.before, { products: [{ key: 'タオル', ...TOWEL }] });
    assert.deepEqual(row.after, { products: [{ key: 'タオル', ...cheaper }] });

    // A save that changes nothing writes no row.
    const same = await putCatalogue(token, { version: next.body.version, catalogue: next.body.catalogue });
    assert.equal(same.status, 200);
    assert.equal(same.body.version, next.body.version);
    assert.equal((await auditRows(hotelId)).length, 2);
  });

  it('a product renamed with `renamed` keeps its id (a guest’s cart line); without it, it is a new product', async () => {
    const { hotelId, token, saved } = await withCatalogue();
    const idOf = async (ja: string) => (await guestList(hotelId)).products.find((p) => p.name.ja === ja)?.id;
    const teaId = await idOf('緑茶');
    const categoryId = (await guestList(hotelId)).categories[0]!.id;
    const renamedTea = { ...TEA, name: { ja: '煎茶', en: 'Sencha' }, category: 'お飲み物' };
    const renamed = await putCatalogue(token, {
      version: saved.version,
      catalogue: {
        categories: [{ name: { ja: 'お飲み物', en: 'Drinks' } }, CATALOGUE.categories[1]!],
        products: [renamedTea, TOWEL],
      },
      renamed: { categories: [{ from: '飲み物', to: 'お飲み物' }], products: [{ from: '緑茶', to: '煎茶' }] },
    });
    assert.equal(renamed.status, 200, JSON.stringify(renamed.body));
    assert.equal(await idOf('煎茶'), teaId);
    assert.equal((await guestList(hotelId)).categories[0]!.id, categoryId);
    const row = (await auditRows(hotelId)).at(-1)!;
    assert.deepEqual(row.after, {
      categories: [{ key: '飲み物', name: { ja: 'お飲み物', en: 'Drinks' } }],
      products: [{ key: '緑茶', ...renamedTea }],
    });

    // The hotel file's way (no rename said): the same name is the same product, another is a new one.
    const plain = await putCatalogue(token, {
      version: renamed.body.version,
      catalogue: { ...renamed.body.catalogue, products: [{ ...renamedTea, name: { ja: '玉露' } }, TOWEL] },
    });
    assert.equal(plain.status, 200, JSON.stringify(plain.body));
    assert.notEqual(await idOf('玉露'), teaId);
    const old = await t.db.selectFrom('products').select('id').where('id', '=', teaId!).executeTakeFirst();
    assert.equal(old, undefined, 'never ordered: deleted');
  });

  it('a stale version gets 409 edit_conflict and changes nothing', async () => {
    const { hotelId, token, saved } = await withCatalogue();
    const read = await getCatalogue(token);
    const first = await putCatalogue(token, {
      version: read.body.version,
      catalogue: { ...CATALOGUE, products: [TEA] },
    });
    assert.equal(first.status, 200);
    const stale = await putCatalogue(token, {
      version: saved.version,
      catalogue: { ...CATALOGUE, products: [{ ...TEA, price: 1 }, TOWEL] },
    });
    assert.equal(stale.status, 409);
    assert.equal(stale.body.code, 'edit_conflict');
    assert.deepEqual(await getCatalogue(token), first);
    assert.equal((await auditRows(hotelId)).length, 2);
  });

  it('refuses what the schema or the catalogue cannot take with the field named: 400, nothing changed', async () => {
    const { hotelId, token, saved } = await withCatalogue();
    const products = (product: object) => ({ ...CATALOGUE, products: [product, TOWEL] });
    const cases: [object, string][] = [
      [{ catalogue: products({ ...TEA, category: 'デザート' }) }, 'catalogue.products.0.category'],
      [{ catalogue: products({ ...TEA, taxRate: 5 }) }, 'catalogue.products.0.taxRate'],
      [{ catalogue: products({ ...TEA, price: 12.5 }) }, 'catalogue.products.0.price'],
      [{ catalogue: products({ ...TEA, stock: -1 }) }, 'catalogue.products.0.stock'],
      [
        { catalogue: products({ ...TEA, saleHours: { start: '25:00', end: '10:00' } }) },
        'catalogue.products.0.saleHours.start',
      ],
      [{ catalogue: products({ ...TEA, name: { ja: '   ' } }) }, 'catalogue.products.0.name.ja'],
      [{ catalogue: products({ ...TEA, name: { en: 'Tea' } }) }, 'catalogue.products.0.name.ja'],
      [{ catalogue: products({ ...TOWEL }) }, 'catalogue.products.1'],
      [
        { catalogue: { ...CATALOGUE, categories: [...CATALOGUE.categories, { name: { ja: '飲み物' } }] } },
        'catalogue.categories.2',
      ],
      [{ catalogue: { ...CATALOGUE, categories: [CATALOGUE.categories[0]] } }, 'catalogue.products.1.category'],
      [
        {
          catalogue: products({ ...TEA, name: { ja: '煎茶' } }),
          renamed: { products: [{ from: '紅茶', to: '煎茶' }] },
        },
        'renamed.products.0.from',
      ],
      [
        {
          catalogue: products({ ...TEA, name: { ja: '煎茶' } }),
          renamed: { products: [{ from: '緑茶', to: 'タオル' }] },
        },
        'renamed.products.0.to',
      ],
    ];
    for (const [body, field] of cases) {
      const answer = await putCatalogue(token, malformed({ version: saved.version, ...body }));
      assert.equal(answer.status, 400, field);
      assert.equal(answer.body.code, 'validation_error');
      assert.ok(answer.body.errors?.[field], `${field}: ${JSON.stringify(answer.body)}`);
    }
    assert.equal((await getCatalogue(token)).body.version, saved.version);
    assert.equal((await auditRows(hotelId)).length, 1);
  });

  it('acts on the manager’s own hotel only', async () => {
    const demoProducts = await t.db.selectFrom('products').selectAll().where('hotel_id', '=', DEMO_HOTEL_ID).execute();
    const minato = await login(DEMO_MANAGERS[1].email);
    const theirs = await getCatalogue(minato);
    assert.equal(theirs.status, 200);
    assert.deepEqual(theirs.body.catalogue, {});
    const saved = await putCatalogue(minato, { version: theirs.body.version, catalogue: CATALOGUE });
    assert.equal(saved.status, 200, JSON.stringify(saved.body));
    assert.equal((await guestList(MINIMAL_HOTEL_ID)).products.length, 2);
    const after = await t.db.selectFrom('products').selectAll().where('hotel_id', '=', DEMO_HOTEL_ID).execute();
    assert.deepEqual(after, demoProducts);
  });
});
