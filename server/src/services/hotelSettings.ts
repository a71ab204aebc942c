import type { Db } from '../db/database.ts';
import * as hotels from '../db/repositories/hotels.ts';
import type { PaymentTime } from '../db/schema.ts';
import { requireHotel } from './hotelScope.ts';

/** What a hotel has set up: its icons, plugins and payment settings; 404 for an unknown hotel. */

const PAYMENT_TIME_ORDER: PaymentTime[] = ['CHECKIN', 'CHECKOUT', 'MOBILE_REQUEST'];

/**
 * The icon settings, or none: no row means the hotel never configured its icons, and every button
 * shows (spec: "appear when no setting exists").
 */
export async function iconDisplay(db: Db, hotelId: string) {
  await requireHotel(db, hotelId);
  return (await hotels.findIconDisplay(db, hotelId)) ?? null;
}

/** A plugin the hotel does not have is not enabled (not a 404: the hotel exists). */
export async function isPluginEnabled(db: Db, hotelId: string, pluginCode: string): Promise<boolean> {
  await requireHotel(db, hotelId);
  const plugins = await hotels.listPlugins(db, hotelId);
  return plugins.some((p) => p.code === pluginCode && p.is_enabled);
}

/** The payment times in the spec's order (check-in, check-out, ordering), each with its methods by name. */
export async function paymentSettings(db: Db, hotelId: string) {
  await requireHotel(db, hotelId);
  const { times, methods } = await hotels.listPaymentSettings(db, hotelId);
  return [...times]
    .sort((a, b) => PAYMENT_TIME_ORDER.indexOf(a.payment_time) - PAYMENT_TIME_ORDER.indexOf(b.payment_time))
    .map((time) => ({
      time,
      methods: methods
        .filter((m) => m.payment_time === time.payment_time)
        .sort((a, b) => a.method.localeCompare(b.method)),
    }));
}
