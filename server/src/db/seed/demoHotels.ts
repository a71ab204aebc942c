import type { Insertable } from 'kysely';
import type { Db } from '../database.ts';
import type {
  HotelIconDisplayTable,
  HotelPaymentMethodsTable,
  HotelPaymentTimesTable,
  HotelsTable,
  PluginCode,
} from '../schema.ts';
import type { HotelClock } from '../../services/hotelTime.ts';
import {
  demoAccessContent,
  demoAddress,
  demoInfoPages,
  minimalHotelInfoPages,
  type LocalizedHtml,
} from './demoHotelContent.ts';
import { demoSpots, type DemoSpot } from './demoSpots.ts';

/** The hotels people try the app with (listed in the README's demo data table and docs/demo-data.md). */
export const DEMO_HOTEL_ID = 'sakura-asakusa';
export const MINIMAL_HOTEL_ID = 'minato-inn';

/** The demo hotels' clocks (time zone and check-in window), as the database has them. */
export async function demoHotelClocks(db: Db): Promise<(HotelClock & { id: string })[]> {
  return db
    .selectFrom('hotels')
    .select(['id', 'time_zone', 'checkin_begin_time', 'checkin_end_time'])
    .where('id', 'in', [DEMO_HOTEL_ID, MINIMAL_HOTEL_ID])
    .orderBy('id')
    .execute();
}

export interface DemoHotel {
  hotel: Omit<Insertable<HotelsTable>, 'created_at'>;
  plugins: { code: PluginCode; is_enabled: boolean }[];
  icons: Omit<HotelIconDisplayTable, 'hotel_id'> | null;
  access: {
    view_status: 0 | 1;
    address: string | null;
    address_latin: string | null;
    content: LocalizedHtml | null;
  };
  pages: Record<number, LocalizedHtml>;
  paymentTimes: Omit<HotelPaymentTimesTable, 'hotel_id'>[];
  paymentMethods: Omit<HotelPaymentMethodsTable, 'hotel_id'>[];
  /** The travel guide's spots around the hotel. */
  spots: DemoSpot[];
}

const ALL_PLUGINS: PluginCode[] = ['PA', 'TL', 'TM', 'NP', 'CN', 'RK', 'CC', 'KSK', 'TKT', 'BR', 'GUE', 'CU'];
const image = (name: string) => `/images/demo/${name}.svg`;

const sakuraAsakusa: DemoHotel = {
  hotel: {
    id: DEMO_HOTEL_ID,
    hotel_name: 'ホテル桜並木 浅草',
    hotel_name_latin: 'Hotel Sakuranamiki Asakusa',
    telephone: '03-5830-1234',
    front_open_time: '07:00',
    front_close_time: '23:00',
    // The check-in window wraps past midnight: 15:00 until 02:00 the next morning.
    checkin_begin_time: '15:00',
    checkin_end_time: '02:00',
    time_zone: 'Asia/Tokyo',
    ext_image_id: image('sakura-hero'),
    logo_image_id: image('sakura-logo'),
    facility_recommend_image_id: image('sakura-recommend'),
    facility_recommend_link_url: 'https://www.gotokyo.org/en/destinations/eastern-tokyo/asakusa/index.html',
    food_image_id: image('sakura-food'),
    play_image_id: image('sakura-play'),
    buy_image_id: image('sakura-shopping'),
    // The tour-booking widget of the travel guide's Popular tab (a local demo stand-in).
    boken_script: '/widgets/tour-booking.js',
    boken_data_src: '/widgets/tours-sakura-asakusa.json',
    admin_email: 'front@sakuranamiki-asakusa.example',
    // Check-ins here get a wallet pass (passkit/{pass_id}/download on this host).
    wallet_pass_host: 'https://wallet.sakura-guest.example',
    // Receipts here are qualified invoices (適格請求書). The number is the one the National Tax
    // Agency uses in its own examples, not a real business's.
    invoice_registration_number: 'T1234567890123',
    invoice_issuer_name: '株式会社さくら並木ホテルズ',
  },
  plugins: ALL_PLUGINS.map((code) => ({ code, is_enabled: true })),
  icons: {
    checkin: 1,
    checkout: 1,
    hotel_guide: 1,
    around_spot: 1,
    mobile_request: 1,
    front_telephone: 1,
    wifi: 1,
  },
  access: {
    view_status: 1,
    address: demoAddress.ja,
    address_latin: demoAddress.latin,
    content: demoAccessContent,
  },
  pages: demoInfoPages,
  paymentTimes: [
    { payment_time: 'CHECKIN', is_enabled: true },
    { payment_time: 'CHECKOUT', is_enabled: true },
    { payment_time: 'MOBILE_REQUEST', is_enabled: true },
  ],
  paymentMethods: (['CHECKIN', 'CHECKOUT', 'MOBILE_REQUEST'] as const).flatMap((payment_time) => [
    { payment_time, method: 'DIRECT' as const, is_enabled: true },
    { payment_time, method: 'CREDIT_CARD' as const, is_enabled: true },
  ]),
  spots: demoSpots,
};

const minatoInn: DemoHotel = {
  hotel: {
    id: MINIMAL_HOTEL_ID,
    hotel_name: 'ビジネスイン港',
    hotel_name_latin: 'Business Inn Minato',
    telephone: null,
    front_open_time: null,
    front_close_time: null,
    checkin_begin_time: '16:00',
    checkin_end_time: '23:00',
    time_zone: 'Asia/Tokyo',
    ext_image_id: image('minato-hero'),
    logo_image_id: image('minato-logo'),
    facility_recommend_image_id: null,
    facility_recommend_link_url: null,
    food_image_id: null,
    play_image_id: null,
    buy_image_id: null,
    boken_script: null,
    boken_data_src: null,
    admin_email: null,
    wallet_pass_host: null,
    // Not registered for qualified invoices: its receipts are plain receipts.
    invoice_registration_number: null,
    invoice_issuer_name: null,
  },
  plugins: [],
  // Some buttons hidden: no check-out, ordering, travel guide or front telephone here.
  icons: {
    checkin: 1,
    checkout: 0,
    hotel_guide: 1,
    around_spot: 0,
    mobile_request: 0,
    front_telephone: 0,
    wifi: 1,
  },
  access: { view_status: 0, address: null, address_latin: null, content: null },
  pages: minimalHotelInfoPages,
  paymentTimes: [],
  paymentMethods: [],
  spots: [],
};

export const demoHotels: DemoHotel[] = [sakuraAsakusa, minatoInn];
