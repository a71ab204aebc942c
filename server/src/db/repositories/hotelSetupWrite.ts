import type { Transaction } from 'kysely';
import type { Database } from '../schema.ts';
import type { Schema } from '../../contract.ts';
import {
  ICON_COLUMNS,
  PAGE_INDEX,
  PAYMENT_METHODS,
  PAYMENT_TIMES,
  PLUGIN_CODES,
  type HotelSetup,
  type PageName,
} from './hotelSetupRead.ts';

type Trx = Transaction<Database>;
type Texts = Schema<'HotelSetupHtml'> | undefined;

const localized = <P extends string>(prefix: P, value: Texts) =>
  ({
    [`${prefix}ja`]: value?.ja ?? null,
    [`${prefix}en`]: value?.en ?? null,
    [`${prefix}zh`]: value?.zh ?? null,
    [`${prefix}ko`]: value?.ko ?? null,
  }) as Record<`${P}ja` | `${P}en` | `${P}zh` | `${P}ko`, string | null>;
const flag = (on: boolean) => (on ? 1 : 0) as 0 | 1;

/**
 * Makes the hotel of `setup` exactly what the file says, inside the caller's transaction (a hotel file
 * is applied whole or not at all). Rows with ids of their own (guidance fields and assets by position,
 * categories, tags and products by Japanese name, coupons by title, spots by placeId) are updated in
 * place, so an import of the same file changes nothing and a guest's cart or coupon keeps its id. What
 * the file no longer has is deleted, except a product someone ordered: it stays for its orders and
 * receipts, taken out of the catalogue (is_active false), and comes back if a later file names it.
 * The file is checked before (services/hotelFile.ts): its references are known to exist.
 */
export async function applyHotelSetup(trx: Trx, setup: HotelSetup): Promise<void> {
  const hotelId = setup.hotel.id;
  await writeHotel(trx, setup);
  await writeSettings(trx, hotelId, setup);
  await writeCheckinFields(trx, hotelId, setup.checkinFields ?? []);
  await writeAssets(trx, hotelId, setup.assets ?? []);
  await writeCatalogue(trx, hotelId, setup.catalogue ?? {});
  await writeCoupons(trx, hotelId, setup.coupons ?? []);
  await writeSpots(trx, hotelId, setup.spots ?? []);
}

export async function writeHotel(trx: Trx, { hotel }: HotelSetup): Promise<void> {
  const values = {
    hotel_name: hotel.name,
    hotel_name_latin: hotel.nameLatin,
    telephone: hotel.telephone ?? null,
    front_open_time: hotel.frontDeskHours?.start ?? null,
    front_close_time: hotel.frontDeskHours?.end ?? null,
    checkin_begin_time: hotel.checkinWindow.start,
    checkin_end_time: hotel.checkinWindow.end,
    time_zone: hotel.timeZone,
    ext_image_id: hotel.images?.hero ?? null,
    logo_image_id: hotel.images?.logo ?? null,
    facility_recommend_image_id: hotel.images?.recommend ?? null,
    facility_recommend_link_url: hotel.recommendLink ?? null,
    food_image_id: hotel.images?.food ?? null,
    play_image_id: hotel.images?.play ?? null,
    buy_image_id: hotel.images?.shopping ?? null,
    boken_script: hotel.tourBooking?.script ?? null,
    boken_data_src: hotel.tourBooking?.dataSrc ?? null,
    admin_email: hotel.adminEmail ?? null,
    wallet_pass_host: hotel.walletPassHost ?? null,
    invoice_registration_number: hotel.invoice?.registrationNumber ?? null,
    invoice_issuer_name: hotel.invoice?.issuerName ?? null,
  };
  await trx
    .insertInto('hotels')
    .values({ id: hotel.id, ...values })
    .onConflict((oc) => oc.column('id').doUpdateSet(values))
    .execute();
}

/** Plugins, icons, pages, access and payments: rows keyed by the hotel and a name, written again. */
async function writeSettings(trx: Trx, hotelId: string, setup: HotelSetup): Promise<void> {
  await writeFeatures(trx, hotelId, setup);
  await writeAccess(trx, hotelId, setup.pages?.access, setup.hotel);
  for (const name of Object.keys(PAGE_INDEX) as PageName[]) await writePage(trx, hotelId, name, setup.pages?.[name]);
}

/**
 * The plugins, the icons (none: every button shows) and the payment settings written again. The
 * console's features write through here as the hotel file does.
 */
export async function writeFeatures(
  trx: Trx,
  hotelId: string,
  setup: Pick<HotelSetup, 'plugins' | 'icons' | 'payments'>,
): Promise<void> {
  for (const table of [
    'hotel_plugins',
    'hotel_icon_display',
    'hotel_payment_times',
    'hotel_payment_methods',
  ] as const) {
    await trx.deleteFrom(table).where('hotel_id', '=', hotelId).execute();
  }
  const plugins = PLUGIN_CODES.filter((code) => setup.plugins?.[code] !== undefined);
  if (plugins.length > 0) {
    await trx
      .insertInto('hotel_plugins')
      .values(plugins.map((code) => ({ hotel_id: hotelId, code, is_enabled: setup.plugins![code]! })))
      .execute();
  }
  if (setup.icons) {
    const icons = setup.icons;
    await trx
      .insertInto('hotel_icon_display')
      .values({
        hotel_id: hotelId,
        ...(Object.fromEntries(
          Object.entries(ICON_COLUMNS).map(([name, column]) => [column, flag(icons[name as keyof typeof icons])]),
        ) as Record<(typeof ICON_COLUMNS)[keyof typeof ICON_COLUMNS], 0 | 1>),
      })
      .execute();
  }
  for (const [name, time] of Object.entries(PAYMENT_TIMES)) {
    const payment = setup.payments?.[name as keyof typeof PAYMENT_TIMES];
    if (!payment) continue;
    if (payment.enabled !== undefined) {
      await trx
        .insertInto('hotel_payment_times')
        .values({ hotel_id: hotelId, payment_time: time, is_enabled: payment.enabled })
        .execute();
    }
    for (const [key, method] of Object.entries(PAYMENT_METHODS)) {
      const enabled = payment[key as keyof typeof PAYMENT_METHODS];
      if (enabled === undefined) continue;
      await trx
        .insertInto('hotel_payment_methods')
        .values({ hotel_id: hotelId, payment_time: time, method, is_enabled: enabled })
        .execute();
    }
  }
}

/**
 * The access page and the hotel's address, which share a row: written whole again (none when the
 * hotel has neither). The console's settings and pages write through here as the hotel file does.
 */
export async function writeAccess(
  trx: Trx,
  hotelId: string,
  access: Schema<'HotelSetupPage'> | undefined,
  { address, addressLatin }: Pick<HotelSetup['hotel'], 'address' | 'addressLatin'>,
): Promise<void> {
  await trx.deleteFrom('hotel_access_info').where('hotel_id', '=', hotelId).execute();
  if (!access && address === undefined && addressLatin === undefined) return;
  await trx
    .insertInto('hotel_access_info')
    .values({
      hotel_id: hotelId,
      view_status: flag(access?.visible ?? false),
      address: address ?? null,
      address_latin: addressLatin ?? null,
      ...localized('content_', access?.content),
    })
    .execute();
}

/** One information page (not the access page) written again, or removed when `page` is undefined. */
export async function writePage(
  trx: Trx,
  hotelId: string,
  name: PageName,
  page: Schema<'HotelSetupPage'> | undefined,
): Promise<void> {
  await trx
    .deleteFrom('hotel_pages')
    .where('hotel_id', '=', hotelId)
    .where('page_index', '=', PAGE_INDEX[name])
    .execute();
  if (!page) return;
  await trx
    .insertInto('hotel_pages')
    .values({
      hotel_id: hotelId,
      page_index: PAGE_INDEX[name],
      view_status: flag(page.visible),
      ...localized('content_', page.content),
    })
    .execute();
}

/**
 * Updates the rows of a list in place, matched by `key`; inserts the new ones; and hands the ones
 * the file no longer has to `remove`. Answers each entry's row id, in the file's order.
 */
async function sync<Row extends { id: number }, Item>(
  existing: Row[],
  items: Item[],
  match: { row: (row: Row) => string; item: (item: Item, index: number) => string },
  write: {
    update: (id: number, item: Item, index: number) => Promise<void>;
    insert: (item: Item, index: number) => Promise<number>;
  },
  remove: (rows: Row[]) => Promise<void>,
): Promise<number[]> {
  const byKey = new Map<string, Row>();
  for (const row of existing) if (!byKey.has(match.row(row))) byKey.set(match.row(row), row);
  const kept = new Set<number>();
  const ids: number[] = [];
  for (const [index, item] of items.entries()) {
    const row = byKey.get(match.item(item, index));
    if (row) {
      await write.update(row.id, item, index);
      kept.add(row.id);
      ids.push(row.id);
    } else {
      ids.push(await write.insert(item, index));
    }
  }
  const gone = existing.filter((row) => !kept.has(row.id));
  if (gone.length > 0) await remove(gone);
  return ids;
}

/** The guidance fields in their order, matched by position (the console's write through here as the file does). */
export async function writeCheckinFields(trx: Trx, hotelId: string, fields: Schema<'HotelSetupCheckinField'>[]) {
  const existing = await trx
    .selectFrom('custom_checkin_fields')
    .select('id')
    .where('hotel_id', '=', hotelId)
    .orderBy('sort_order')
    .orderBy('id')
    .execute();
  const values = (field: Schema<'HotelSetupCheckinField'>, order: number) => ({
    hotel_id: hotelId,
    sort_order: order,
    input_type: field.type,
    ...localized('title_', field.title),
    title_ja: field.title.ja,
    ...localized('content_', field.content),
    options: field.options ? JSON.stringify(field.options) : null,
    is_required: field.required ?? false,
  });
  const position = new Map(existing.map((row, index) => [row.id, String(index)]));
  await sync(
    existing,
    fields,
    { row: (row) => position.get(row.id)!, item: (_, index) => String(index) },
    {
      update: async (id, field, index) => {
        await trx.updateTable('custom_checkin_fields').set(values(field, index)).where('id', '=', id).execute();
      },
      insert: async (field, index) =>
        (
          await trx
            .insertInto('custom_checkin_fields')
            .values(values(field, index))
            .returning('id')
            .executeTakeFirstOrThrow()
        ).id,
    },
    async (rows) => {
      await trx
        .deleteFrom('custom_checkin_fields')
        .where(
          'id',
          'in',
          rows.map((r) => r.id),
        )
        .execute();
    },
  );
}

async function writeAssets(trx: Trx, hotelId: string, assets: Schema<'HotelSetupAsset'>[]) {
  const existing = await trx
    .selectFrom('hotel_assets')
    .select('id')
    .where('hotel_id', '=', hotelId)
    .orderBy('id')
    .execute();
  const values = (asset: Schema<'HotelSetupAsset'>) => ({
    hotel_id: hotelId,
    format_type: asset.type,
    name: asset.name,
    url: asset.url,
  });
  const position = new Map(existing.map((row, index) => [row.id, String(index)]));
  await sync(
    existing,
    assets,
    { row: (row) => position.get(row.id)!, item: (_, index) => String(index) },
    {
      update: async (id, asset) => {
        await trx.updateTable('hotel_assets').set(values(asset)).where('id', '=', id).execute();
      },
      insert: async (asset) =>
        (await trx.insertInto('hotel_assets').values(values(asset)).returning('id').executeTakeFirstOrThrow()).id,
    },
    async (rows) => {
      await trx
        .deleteFrom('hotel_assets')
        .where(
          'id',
          'in',
          rows.map((r) => r.id),
        )
        .execute();
    },
  );
}

/** Japanese names a save changes, from the name the rows have to the one the catalogue now gives. */
export interface CatalogueRenames {
  categories?: { from: string; to: string }[];
  products?: { from: string; to: string }[];
}

/**
 * The request catalogue: categories, tags and products matched by Japanese name (see applyHotelSetup).
 * A row named in `renamed` is matched by its new name, so a category or product the console renames
 * keeps its row (a product its id, and so guests' cart lines) instead of becoming a new one. The
 * caller has checked the renames (each `from` a row's name, each `to` a name no row has).
 */
export async function writeCatalogue(
  trx: Trx,
  hotelId: string,
  catalogue: NonNullable<HotelSetup['catalogue']>,
  renamed: CatalogueRenames = {},
) {
  const renaming = (list: { from: string; to: string }[] = []) => {
    const to = new Map(list.map((r) => [r.from, r.to]));
    return (name: string) => to.get(name) ?? name;
  };
  const categoryKey = renaming(renamed.categories);
  const productKey = renaming(renamed.products);
  const names = (name: Schema<'HotelSetupText'>) =>
    localized('name_', name) as ReturnType<typeof localized<'name_'>> & { name_ja: string };
  const categoryRows = await trx
    .selectFrom('product_categories')
    .select(['id', 'name_ja'])
    .where('hotel_id', '=', hotelId)
    .orderBy('id')
    .execute();
  const categories = catalogue.categories ?? [];
  const categoryIds = await sync(
    categoryRows,
    categories,
    { row: (row) => categoryKey(row.name_ja), item: (c) => c.name.ja },
    {
      update: async (id, c, order) => {
        await trx
          .updateTable('product_categories')
          .set({ ...names(c.name), sort_order: order })
          .where('id', '=', id)
          .execute();
      },
      insert: async (c, order) =>
        (
          await trx
            .insertInto('product_categories')
            .values({ hotel_id: hotelId, ...names(c.name), sort_order: order })
            .returning('id')
            .executeTakeFirstOrThrow()
        ).id,
    },
    // Products of a deleted category (only ones kept for their orders) lose it: ON DELETE SET NULL.
    async (rows) => {
      await trx
        .deleteFrom('product_categories')
        .where(
          'id',
          'in',
          rows.map((r) => r.id),
        )
        .execute();
    },
  );
  const categoryId = new Map(categories.map((c, i) => [c.name.ja, categoryIds[i]!]));

  const tagRows = await trx
    .selectFrom('product_tags')
    .select(['id', 'name_ja'])
    .where('hotel_id', '=', hotelId)
    .orderBy('id')
    .execute();
  const tags = catalogue.tags ?? [];
  const tagIds = await sync(
    tagRows,
    tags,
    { row: (row) => row.name_ja, item: (t) => t.name.ja },
    {
      update: async (id, t) => {
        await trx.updateTable('product_tags').set(names(t.name)).where('id', '=', id).execute();
      },
      insert: async (t) =>
        (
          await trx
            .insertInto('product_tags')
            .values({ hotel_id: hotelId, ...names(t.name) })
            .returning('id')
            .executeTakeFirstOrThrow()
        ).id,
    },
    async (rows) => {
      await trx
        .deleteFrom('product_tags')
        .where(
          'id',
          'in',
          rows.map((r) => r.id),
        )
        .execute();
    },
  );
  const tagId = new Map(tags.map((t, i) => [t.name.ja, tagIds[i]!]));

  // Active products first: when a name is both on sale and kept for old orders, the one on sale is it.
  const productRows = await trx
    .selectFrom('products')
    .select(['id', 'name_ja'])
    .where('hotel_id', '=', hotelId)
    .orderBy('is_active', 'desc')
    .orderBy('id')
    .execute();
  const products = catalogue.products ?? [];
  const values = (p: Schema<'HotelSetupProduct'>, order: number) => ({
    hotel_id: hotelId,
    category_id: p.category === undefined ? null : categoryId.get(p.category)!,
    ...names(p.name),
    ...localized('description_', p.description),
    price: p.price,
    tax_rate: p.taxRate,
    stock: p.stock,
    image_path: p.image ?? null,
    sale_start_time: p.saleHours?.start ?? null,
    sale_end_time: p.saleHours?.end ?? null,
    sales_subject_id: p.salesSubjectId ?? null,
    sort_order: order,
    is_active: true,
  });
  const productIds = await sync(
    productRows,
    products,
    { row: (row) => productKey(row.name_ja), item: (p) => p.name.ja },
    {
      update: async (id, p, order) => {
        await trx.updateTable('products').set(values(p, order)).where('id', '=', id).execute();
      },
      insert: async (p, order) =>
        (await trx.insertInto('products').values(values(p, order)).returning('id').executeTakeFirstOrThrow()).id,
    },
    async (rows) => {
      const ids = rows.map((r) => r.id);
      const ordered = new Set(
        (
          await trx
            .selectFrom('request_order_items')
            .select('product_id')
            .where('product_id', 'in', ids)
            .union(trx.selectFrom('request_payment_items').select('product_id').where('product_id', 'in', ids))
            .execute()
        ).map((r) => r.product_id),
      );
      const keep = ids.filter((id) => ordered.has(id));
      const drop = ids.filter((id) => !ordered.has(id));
      if (keep.length > 0) {
        await trx.updateTable('products').set({ is_active: false }).where('id', 'in', keep).execute();
        await trx.deleteFrom('product_tag_links').where('product_id', 'in', keep).execute();
      }
      if (drop.length > 0) await trx.deleteFrom('products').where('id', 'in', drop).execute();
    },
  );
  for (const [index, product] of products.entries()) {
    const id = productIds[index]!;
    const want = (product.tags ?? []).map((name) => tagId.get(name)!);
    const have = (
      await trx
        .selectFrom('product_tag_links')
        .select('tag_id')
        .where('product_id', '=', id)
        .orderBy('tag_id')
        .execute()
    ).map((r) => r.tag_id);
    if (JSON.stringify([...want].sort((a, b) => a - b)) === JSON.stringify(have)) continue;
    await trx.deleteFrom('product_tag_links').where('product_id', '=', id).execute();
    if (want.length > 0) {
      await trx
        .insertInto('product_tag_links')
        .values(want.map((tag_id) => ({ product_id: id, tag_id })))
        .execute();
    }
  }
}

/**
 * A coupon the file drops is deleted, and with it who used it: a coupon of the same title later is a new one.
 * `renamed` (old title to new, the console's renames) keeps a renamed coupon the same row: its id and uses.
 */
export async function writeCoupons(
  trx: Trx,
  hotelId: string,
  coupons: Schema<'HotelSetupCoupon'>[],
  renamed: ReadonlyMap<string, string> = new Map(),
) {
  const rows = await trx
    .selectFrom('coupons')
    .select(['id', 'title'])
    .where('hotel_id', '=', hotelId)
    .orderBy('id')
    .execute();
  // A renamed coupon first: its new title names it, not an old coupon of that title the list drops.
  const existing = [...rows.filter((r) => renamed.has(r.title)), ...rows.filter((r) => !renamed.has(r.title))];
  const values = (c: Schema<'HotelSetupCoupon'>, order: number) => ({
    hotel_id: hotelId,
    title: c.title,
    title_latin: c.titleLatin ?? null,
    venue_name: c.venue ?? null,
    venue_name_latin: c.venueLatin ?? null,
    description: c.description ?? null,
    description_latin: c.descriptionLatin ?? null,
    image: c.image ?? null,
    url: c.url ?? null,
    valid_from: c.validFrom === undefined ? null : new Date(c.validFrom),
    valid_to: c.validTo === undefined ? null : new Date(c.validTo),
    sort_order: order,
  });
  await sync(
    existing,
    coupons,
    { row: (row) => renamed.get(row.title) ?? row.title, item: (c) => c.title },
    {
      update: async (id, c, order) => {
        await trx.updateTable('coupons').set(values(c, order)).where('id', '=', id).execute();
      },
      insert: async (c, order) =>
        (await trx.insertInto('coupons').values(values(c, order)).returning('id').executeTakeFirstOrThrow()).id,
    },
    async (rows) => {
      await trx
        .deleteFrom('coupons')
        .where(
          'id',
          'in',
          rows.map((r) => r.id),
        )
        .execute();
    },
  );
}

/** The travel guide's spots, each known by its placeId, with their opening hours. */
export async function writeSpots(trx: Trx, hotelId: string, spots: Schema<'HotelSetupSpot'>[]) {
  const existing = await trx
    .selectFrom('around_spots')
    .select(['id', 'place_id'])
    .where('hotel_id', '=', hotelId)
    .orderBy('id')
    .execute();
  const values = (s: Schema<'HotelSetupSpot'>, order: number) => ({
    hotel_id: hotelId,
    place_id: s.placeId,
    category: s.category,
    type_name: s.type ?? null,
    facility_name: s.name.ja,
    facility_name_en: s.name.en ?? null,
    facility_name_zh: s.name.zh ?? null,
    facility_name_ko: s.name.ko ?? null,
    photo_reference: s.photo ?? null,
    lat: s.lat,
    lng: s.lng,
    telephone: s.telephone ?? null,
    website: s.website ?? null,
    address: s.address ?? null,
    ...localized('comment_', s.comment),
    sort_order: order,
  });
  const ids = await sync(
    existing,
    spots,
    { row: (row) => row.place_id, item: (s) => s.placeId },
    {
      update: async (id, s, order) => {
        await trx.updateTable('around_spots').set(values(s, order)).where('id', '=', id).execute();
      },
      insert: async (s, order) =>
        (await trx.insertInto('around_spots').values(values(s, order)).returning('id').executeTakeFirstOrThrow()).id,
    },
    async (rows) => {
      await trx
        .deleteFrom('around_spots')
        .where(
          'id',
          'in',
          rows.map((r) => r.id),
        )
        .execute();
    },
  );
  for (const [index, spot] of spots.entries()) {
    const id = ids[index]!;
    const want = (spot.hours ?? []).map((h) => ({ day: h.day, start_time: h.startTime, end_time: h.endTime }));
    const have = await trx
      .selectFrom('around_spot_business_hours')
      .select(['day', 'start_time', 'end_time'])
      .where('spot_id', '=', id)
      .orderBy('id')
      .execute();
    if (JSON.stringify(want) === JSON.stringify(have)) continue;
    await trx.deleteFrom('around_spot_business_hours').where('spot_id', '=', id).execute();
    if (want.length > 0) {
      await trx
        .insertInto('around_spot_business_hours')
        .values(want.map((h) => ({ spot_id: id, ...h })))
        .execute();
    }
  }
}
