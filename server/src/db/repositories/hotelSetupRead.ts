import type { Selectable } from 'kysely';
import type { Db } from '../database.ts';
import type { Schema } from '../../contract.ts';
import type { Database, PaymentMethod, PaymentTime, PluginCode } from '../schema.ts';
import { zonedIso } from '../../services/hotelTime.ts';

/**
 * A hotel's whole setup as the hotel file has it (openapi.yaml HotelSetup, docs/hotel-file.md): the
 * settings, pages, guidance fields, assets, catalogue, coupons and spots, each list in its order. Empty
 * values are left out. Nothing of guests, stays, orders or staff; products taken out of the catalogue
 * (kept for their orders, hotelSetupWrite.ts) are not in it.
 */
export type HotelSetup = Schema<'HotelSetup'>;
type Texts = Schema<'HotelSetupHtml'>;

/** The pages of the file by their page_index (openapi.yaml AdditionalPage). */
export const PAGE_INDEX = {
  wifi: 3,
  notices: 4,
  floorGuide: 5,
  terms: 6,
  meals: 7,
  bath: 8,
  equipment: 9,
  checkinCheckout: 10,
} as const;
export type PageName = keyof typeof PAGE_INDEX;

export const PLUGIN_CODES: PluginCode[] = ['PA', 'TL', 'TM', 'NP', 'CN', 'RK', 'CC', 'KSK', 'TKT', 'BR', 'GUE', 'CU'];
export const PAYMENT_TIMES = { checkin: 'CHECKIN', checkout: 'CHECKOUT', mobileRequest: 'MOBILE_REQUEST' } as const;
export const PAYMENT_METHODS = { frontDesk: 'DIRECT', creditCard: 'CREDIT_CARD' } as const;
export const ICON_COLUMNS = {
  checkin: 'checkin',
  checkout: 'checkout',
  hotelGuide: 'hotel_guide',
  aroundSpot: 'around_spot',
  mobileRequest: 'mobile_request',
  frontTelephone: 'front_telephone',
  wifi: 'wifi',
} as const;

/** An object without its null and undefined members (the file leaves empty values out). */
export function compact<T extends object>(value: T): { [K in keyof T]: Exclude<T[K], null> } {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== null && v !== undefined)) as never;
}

type Localized<P extends string> = Record<`${P}ja` | `${P}en` | `${P}zh` | `${P}ko`, string | null>;
function texts<P extends string>(row: Localized<P>, prefix: P): Texts | undefined {
  const value = compact({
    ja: row[`${prefix}ja`],
    en: row[`${prefix}en`],
    zh: row[`${prefix}zh`],
    ko: row[`${prefix}ko`],
  });
  return Object.keys(value).length > 0 ? value : undefined;
}
const names = (row: Localized<'name_'>) => texts(row, 'name_') as Schema<'HotelSetupText'>;
const range = (start: string | null, end: string | null) => (start !== null && end !== null ? { start, end } : null);

export async function readHotelSetup(db: Db, hotelId: string): Promise<HotelSetup | null> {
  const hotel = await db.selectFrom('hotels').selectAll().where('id', '=', hotelId).executeTakeFirst();
  if (!hotel) return null;
  const [plugins, icons, access, pages, times, methods, fields, assets] = await Promise.all([
    db.selectFrom('hotel_plugins').selectAll().where('hotel_id', '=', hotelId).execute(),
    db.selectFrom('hotel_icon_display').selectAll().where('hotel_id', '=', hotelId).executeTakeFirst(),
    db.selectFrom('hotel_access_info').selectAll().where('hotel_id', '=', hotelId).executeTakeFirst(),
    db.selectFrom('hotel_pages').selectAll().where('hotel_id', '=', hotelId).orderBy('page_index').execute(),
    db.selectFrom('hotel_payment_times').selectAll().where('hotel_id', '=', hotelId).execute(),
    db.selectFrom('hotel_payment_methods').selectAll().where('hotel_id', '=', hotelId).execute(),
    db
      .selectFrom('custom_checkin_fields')
      .selectAll()
      .where('hotel_id', '=', hotelId)
      .orderBy('sort_order')
      .orderBy('id')
      .execute(),
    db.selectFrom('hotel_assets').selectAll().where('hotel_id', '=', hotelId).orderBy('id').execute(),
  ]);

  const setup: HotelSetup = { hotel: setupHotelOf(hotel, access) };
  const {
    plugins: setupPlugins,
    icons: setupIcons,
    payments: setupPayments,
  } = featuresOf(plugins, icons, times, methods);
  const setupPages = setupPagesOf(pages, access);
  if (Object.keys(setupPlugins).length > 0) setup.plugins = setupPlugins;
  if (setupIcons) setup.icons = setupIcons;
  if (Object.keys(setupPayments).length > 0) setup.payments = setupPayments;
  if (Object.keys(setupPages).length > 0) setup.pages = setupPages;
  if (fields.length > 0) setup.checkinFields = fields.map(checkinFieldOf);
  if (assets.length > 0) setup.assets = assets.map((a) => ({ type: a.format_type, name: a.name, url: a.url }));
  const catalogue = await readCatalogue(db, hotelId);
  if (catalogue) setup.catalogue = catalogue;
  const coupons = await readCoupons(db, hotelId, hotel.time_zone);
  if (coupons.length > 0) setup.coupons = coupons;
  const spots = await readSpots(db, hotelId);
  if (spots.length > 0) setup.spots = spots;
  return setup;
}

type PluginRow = Selectable<Database['hotel_plugins']>;
type IconRow = Selectable<Database['hotel_icon_display']> | undefined;
type PaymentTimeRow = Selectable<Database['hotel_payment_times']>;
type PaymentMethodRow = Selectable<Database['hotel_payment_methods']>;
type CheckinFieldRow = Selectable<Database['custom_checkin_fields']>;

/** The hotel file's plugins, icons (null when the hotel never set them) and payments of their rows. */
function featuresOf(plugins: PluginRow[], icons: IconRow, times: PaymentTimeRow[], methods: PaymentMethodRow[]) {
  const byCode = new Map(plugins.map((p) => [p.code, p.is_enabled]));
  const setupPlugins: NonNullable<HotelSetup['plugins']> = Object.fromEntries(
    PLUGIN_CODES.filter((code) => byCode.has(code)).map((code) => [code, byCode.get(code)!]),
  );
  const setupPayments: NonNullable<HotelSetup['payments']> = Object.fromEntries(
    Object.entries(PAYMENT_TIMES).flatMap(([name, time]) => {
      const methodOf = (method: PaymentMethod) =>
        methods.find((m) => m.payment_time === time && m.method === method)?.is_enabled ?? null;
      const payment = compact({
        enabled: times.find((t) => t.payment_time === (time as PaymentTime))?.is_enabled ?? null,
        frontDesk: methodOf(PAYMENT_METHODS.frontDesk),
        creditCard: methodOf(PAYMENT_METHODS.creditCard),
      });
      return Object.keys(payment).length > 0 ? [[name, payment]] : [];
    }),
  );
  const setupIcons = icons
    ? (Object.fromEntries(
        Object.entries(ICON_COLUMNS).map(([name, column]) => [name, icons[column] === 1]),
      ) as NonNullable<HotelSetup['icons']>)
    : null;
  return { plugins: setupPlugins, icons: setupIcons, payments: setupPayments };
}

function checkinFieldOf(f: CheckinFieldRow): Schema<'HotelSetupCheckinField'> {
  return compact({
    type: f.input_type,
    title: texts(f, 'title_') as Schema<'HotelSetupText'>,
    content: texts(f, 'content_'),
    options: (f.options ?? null) as Schema<'HotelSetupCheckinField'>['options'] | null,
    required: f.is_required,
  });
}

type HotelRow = Selectable<Database['hotels']>;
type AccessRow = Selectable<Database['hotel_access_info']> | undefined;
type PageRow = Selectable<Database['hotel_pages']>;

/** The hotel file's `hotel` of the hotel's row and its access row (the address is kept there). */
function setupHotelOf(hotel: HotelRow, access: AccessRow): HotelSetup['hotel'] {
  const images = compact({
    hero: hotel.ext_image_id,
    logo: hotel.logo_image_id,
    recommend: hotel.facility_recommend_image_id,
    food: hotel.food_image_id,
    play: hotel.play_image_id,
    shopping: hotel.buy_image_id,
  });
  return compact({
    id: hotel.id,
    name: hotel.hotel_name,
    nameLatin: hotel.hotel_name_latin,
    address: access?.address ?? null,
    addressLatin: access?.address_latin ?? null,
    telephone: hotel.telephone,
    timeZone: hotel.time_zone,
    checkinWindow: { start: hotel.checkin_begin_time, end: hotel.checkin_end_time },
    frontDeskHours: range(hotel.front_open_time, hotel.front_close_time),
    adminEmail: hotel.admin_email,
    walletPassHost: hotel.wallet_pass_host,
    invoice:
      hotel.invoice_registration_number === null
        ? null
        : compact({ registrationNumber: hotel.invoice_registration_number, issuerName: hotel.invoice_issuer_name }),
    images: Object.keys(images).length > 0 ? images : null,
    recommendLink: hotel.facility_recommend_link_url,
    tourBooking:
      hotel.boken_script !== null && hotel.boken_data_src !== null
        ? { script: hotel.boken_script, dataSrc: hotel.boken_data_src }
        : null,
  });
}

/** The hotel file's pages of the hotel's page rows and its access row. */
function setupPagesOf(pages: PageRow[], access: AccessRow): Record<string, Schema<'HotelSetupPage'>> {
  const setupPages: Record<string, Schema<'HotelSetupPage'>> = {};
  for (const [name, index] of Object.entries(PAGE_INDEX)) {
    const page = pages.find((p) => p.page_index === index);
    if (page) setupPages[name] = compact({ visible: page.view_status === 1, content: texts(page, 'content_') });
  }
  if (access) setupPages.access = compact({ visible: access.view_status === 1, content: texts(access, 'content_') });

  return setupPages;
}

/** Just the hotel's `hotel` part of its setup (the console's settings), or null for an unknown hotel. */
export async function readSetupHotel(db: Db, hotelId: string): Promise<HotelSetup['hotel'] | null> {
  const [hotel, access] = await Promise.all([
    db.selectFrom('hotels').selectAll().where('id', '=', hotelId).executeTakeFirst(),
    db.selectFrom('hotel_access_info').selectAll().where('hotel_id', '=', hotelId).executeTakeFirst(),
  ]);
  return hotel ? setupHotelOf(hotel, access) : null;
}

/** Just the hotel's pages as its setup has them (the console's pages); a page it does not have is left out. */
export async function readSetupPages(db: Db, hotelId: string): Promise<NonNullable<HotelSetup['pages']>> {
  const [pages, access] = await Promise.all([
    db.selectFrom('hotel_pages').selectAll().where('hotel_id', '=', hotelId).orderBy('page_index').execute(),
    db.selectFrom('hotel_access_info').selectAll().where('hotel_id', '=', hotelId).executeTakeFirst(),
  ]);
  return setupPagesOf(pages, access);
}

/** Just the hotel's plugins, icons (null when never set) and payments as its setup has them (the console's features). */
export async function readSetupFeatures(db: Db, hotelId: string) {
  const [plugins, icons, times, methods] = await Promise.all([
    db.selectFrom('hotel_plugins').selectAll().where('hotel_id', '=', hotelId).execute(),
    db.selectFrom('hotel_icon_display').selectAll().where('hotel_id', '=', hotelId).executeTakeFirst(),
    db.selectFrom('hotel_payment_times').selectAll().where('hotel_id', '=', hotelId).execute(),
    db.selectFrom('hotel_payment_methods').selectAll().where('hotel_id', '=', hotelId).execute(),
  ]);
  return featuresOf(plugins, icons, times, methods);
}

/** Just the hotel's guidance fields as its setup has them, in the guest's order (the console's). */
export async function readSetupCheckinFields(db: Db, hotelId: string): Promise<Schema<'HotelSetupCheckinField'>[]> {
  const fields = await db
    .selectFrom('custom_checkin_fields')
    .selectAll()
    .where('hotel_id', '=', hotelId)
    .orderBy('sort_order')
    .orderBy('id')
    .execute();
  return fields.map(checkinFieldOf);
}

/** The hotel's request catalogue as its setup has it (the console's catalogue), or null when it has none. */
export async function readCatalogue(db: Db, hotelId: string): Promise<HotelSetup['catalogue'] | null> {
  const [categories, tags, products, links] = await Promise.all([
    db
      .selectFrom('product_categories')
      .selectAll()
      .where('hotel_id', '=', hotelId)
      .orderBy('sort_order')
      .orderBy('id')
      .execute(),
    db.selectFrom('product_tags').selectAll().where('hotel_id', '=', hotelId).orderBy('id').execute(),
    db
      .selectFrom('products')
      .selectAll()
      .where('hotel_id', '=', hotelId)
      .where('is_active', '=', true)
      .orderBy('sort_order')
      .orderBy('id')
      .execute(),
    db
      .selectFrom('product_tag_links')
      .innerJoin('products', 'products.id', 'product_tag_links.product_id')
      .select(['product_tag_links.product_id', 'product_tag_links.tag_id'])
      .where('products.hotel_id', '=', hotelId)
      .execute(),
  ]);
  if (categories.length + tags.length + products.length === 0) return null;
  const categoryName = new Map(categories.map((c) => [c.id, c.name_ja]));
  const catalogue: NonNullable<HotelSetup['catalogue']> = {};
  if (categories.length > 0) catalogue.categories = categories.map((c) => ({ name: names(c) }));
  if (tags.length > 0) catalogue.tags = tags.map((t) => ({ name: names(t) }));
  if (products.length > 0) {
    catalogue.products = products.map((p) => {
      const tagIds = new Set(links.filter((l) => l.product_id === p.id).map((l) => l.tag_id));
      const productTags = tags.filter((t) => tagIds.has(t.id)).map((t) => t.name_ja);
      return compact({
        name: names(p),
        category: p.category_id === null ? null : (categoryName.get(p.category_id) ?? null),
        tags: productTags.length > 0 ? productTags : null,
        description: texts(p, 'description_'),
        price: p.price,
        taxRate: p.tax_rate,
        stock: p.stock,
        image: p.image_path,
        saleHours: range(p.sale_start_time, p.sale_end_time),
        salesSubjectId: p.sales_subject_id,
      });
    });
  }
  return catalogue;
}

/** The hotel's coupons as its file has them (validity on the hotel's clock), in the guests' order. */
export async function readCoupons(db: Db, hotelId: string, timeZone: string): Promise<Schema<'HotelSetupCoupon'>[]> {
  const rows = await db
    .selectFrom('coupons')
    .selectAll()
    .where('hotel_id', '=', hotelId)
    .orderBy('sort_order')
    .orderBy('id')
    .execute();
  const instant = (value: Date | string | null) => (value === null ? null : zonedIso(new Date(value), timeZone));
  return rows.map((c) =>
    compact({
      title: c.title,
      titleLatin: c.title_latin,
      venue: c.venue_name,
      venueLatin: c.venue_name_latin,
      description: c.description,
      descriptionLatin: c.description_latin,
      image: c.image,
      url: c.url,
      validFrom: instant(c.valid_from),
      validTo: instant(c.valid_to),
    }),
  );
}

/** The travel guide's spots as the hotel's file has them, in the guide's order. */
export async function readSpots(db: Db, hotelId: string): Promise<Schema<'HotelSetupSpot'>[]> {
  const [spots, hours] = await Promise.all([
    db
      .selectFrom('around_spots')
      .selectAll()
      .where('hotel_id', '=', hotelId)
      .orderBy('sort_order')
      .orderBy('id')
      .execute(),
    db
      .selectFrom('around_spot_business_hours')
      .innerJoin('around_spots', 'around_spots.id', 'around_spot_business_hours.spot_id')
      .select([
        'around_spot_business_hours.spot_id',
        'around_spot_business_hours.day',
        'around_spot_business_hours.start_time',
        'around_spot_business_hours.end_time',
      ])
      .where('around_spots.hotel_id', '=', hotelId)
      .orderBy('around_spot_business_hours.id')
      .execute(),
  ]);
  return spots.map((s) => {
    const spotHours = hours
      .filter((h) => h.spot_id === s.id)
      .map((h) => ({ day: h.day, startTime: h.start_time, endTime: h.end_time }));
    return compact({
      placeId: s.place_id,
      category: s.category,
      type: s.type_name,
      name: spotName(s),
      photo: s.photo_reference,
      lat: Number(s.lat),
      lng: Number(s.lng),
      telephone: s.telephone,
      website: s.website,
      address: s.address,
      comment: texts(s, 'comment_'),
      hours: spotHours.length > 0 ? spotHours : null,
    });
  });
}

/** A spot's name: its Japanese one is the column `facility_name`. */
function spotName(s: {
  facility_name: string;
  facility_name_en: string | null;
  facility_name_zh: string | null;
  facility_name_ko: string | null;
}): Schema<'HotelSetupText'> {
  return compact({ ja: s.facility_name, en: s.facility_name_en, zh: s.facility_name_zh, ko: s.facility_name_ko });
}
