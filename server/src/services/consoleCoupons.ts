import type { Schema } from '../contract.ts';
import type { Db } from '../db/database.ts';
import { compact, readCoupons, readSetupHotel } from '../db/repositories/hotelSetupRead.ts';
import { writeCoupons } from '../db/repositories/hotelSetupWrite.ts';
import { invalidField, notFound } from '../errors.ts';
import { recordChange } from './auditLog.ts';
import { editConflict, lockHotel, versionOf } from './editVersion.ts';
import { sectionChanges } from './sectionChanges.ts';
import type { SignedInStaff } from './staffRoles.ts';

/**
 * The hotel's coupons in the managers' console (issue 32): the hotel file's `coupons`, read and
 * written through its repository (hotelSetupRead/Write.ts) with a version check (editVersion.ts) and
 * an audit row of what changed. A coupon is known by its title (as in the file); a rename the
 * console sends keeps the coupon's row, so its link and who used it stay.
 */
type Coupon = Schema<'HotelSetupCoupon'>;
type Rename = { from: string; to: string };

async function hotelZone(db: Db, hotelId: string): Promise<string> {
  const hotel = await readSetupHotel(db, hotelId);
  // The staff member's hotel was removed meanwhile.
  if (!hotel) throw notFound('The hotel was not found.', 'hotel_not_found');
  return hotel.timeZone;
}

async function currentCoupons(db: Db, hotelId: string) {
  const coupons = await readCoupons(db, hotelId, await hotelZone(db, hotelId));
  return { version: versionOf(coupons), coupons };
}

export async function getCoupons(db: Db, staff: SignedInStaff) {
  return currentCoupons(db, staff.hotelId);
}

/** A coupon as sent, trimmed; an empty optional text is none. */
function cleaned(coupon: Coupon): Coupon {
  const text = (value: string | undefined) => (value === undefined || value.trim() === '' ? null : value.trim());
  return compact({
    title: coupon.title.trim(),
    titleLatin: text(coupon.titleLatin),
    venue: text(coupon.venue),
    venueLatin: text(coupon.venueLatin),
    description: text(coupon.description),
    descriptionLatin: text(coupon.descriptionLatin),
    image: coupon.image ?? null,
    url: coupon.url ?? null,
    validFrom: coupon.validFrom ?? null,
    validTo: coupon.validTo ?? null,
  }) as Coupon;
}

/** What the schema cannot say of the list: titles once, validity that ends after it starts. */
function checkCoupons(coupons: Coupon[]): void {
  const titles = new Set<string>();
  for (const [i, coupon] of coupons.entries()) {
    if (coupon.title === '') throw invalidField(`coupons.${i}.title`, 'must not be empty');
    if (titles.has(coupon.title)) throw invalidField(`coupons.${i}.title`, 'is listed twice');
    titles.add(coupon.title);
    if (coupon.validFrom && coupon.validTo && Date.parse(coupon.validTo) <= Date.parse(coupon.validFrom)) {
      throw invalidField(`coupons.${i}.validTo`, 'must be after validFrom');
    }
  }
}

/** The renames as old title to new: each of a coupon read, to a title of the list, once. */
function renamesOf(renames: Rename[], before: Coupon[], after: Coupon[]): Map<string, string> {
  const had = new Set(before.map((c) => c.title));
  const has = new Set(after.map((c) => c.title));
  const renamed = new Map<string, string>();
  const targets = new Set<string>();
  for (const [i, rename] of renames.entries()) {
    const from = rename.from.trim();
    const to = rename.to.trim();
    if (!had.has(from)) throw invalidField(`renames.${i}.from`, 'is not a coupon of the hotel');
    if (renamed.has(from)) throw invalidField(`renames.${i}.from`, 'is listed twice');
    if (!has.has(to)) throw invalidField(`renames.${i}.to`, 'is not a title in coupons');
    if (targets.has(to)) throw invalidField(`renames.${i}.to`, 'is listed twice');
    if (from !== to) renamed.set(from, to);
    targets.add(to);
  }
  return renamed;
}

export async function updateCoupons(
  db: Db,
  staff: SignedInStaff,
  update: { version: string; coupons: Coupon[]; renames?: Rename[] },
) {
  const coupons = update.coupons.map(cleaned);
  checkCoupons(coupons);
  const hotelId = staff.hotelId;
  return db.transaction().execute(async (trx) => {
    await lockHotel(trx, hotelId);
    const before = await currentCoupons(trx, hotelId);
    if (before.version !== update.version) throw editConflict();
    const renamed = renamesOf(update.renames ?? [], before.coupons, coupons);
    await writeCoupons(trx, hotelId, coupons, renamed);
    const after = await currentCoupons(trx, hotelId);
    const changes = sectionChanges(
      'coupons',
      before.coupons,
      after.coupons,
      (c) => c.title,
      (c) => renamed.get(c.title) ?? c.title,
    );
    if (changes) {
      await recordChange(trx, {
        hotelId,
        actor: { staffId: staff.id, email: staff.email },
        operation: 'coupons.update',
        target: `coupons/${hotelId}`,
        ...changes,
      });
    }
    return after;
  });
}
