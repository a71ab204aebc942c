import type { Schema } from '../contract.ts';
import type { Db } from '../db/database.ts';
import { compact, readSpots } from '../db/repositories/hotelSetupRead.ts';
import { writeSpots } from '../db/repositories/hotelSetupWrite.ts';
import { invalidField } from '../errors.ts';
import { recordChange } from './auditLog.ts';
import { editConflict, lockHotel, versionOf } from './editVersion.ts';
import { sectionChanges } from './sectionChanges.ts';
import type { SignedInStaff } from './staffRoles.ts';

/**
 * The travel guide's spots in the managers' console (issue 32): the hotel file's `spots`, read and
 * written through its repository (hotelSetupRead/Write.ts) with a version check (editVersion.ts) and
 * an audit row of what changed. A spot is known by its placeId (as in the file).
 */
type Spot = Schema<'HotelSetupSpot'>;
const LANGUAGES = ['ja', 'en', 'zh', 'ko'] as const;

async function currentSpots(db: Db, hotelId: string) {
  const spots = await readSpots(db, hotelId);
  return { version: versionOf(spots), spots };
}

export async function getSpots(db: Db, staff: SignedInStaff) {
  return currentSpots(db, staff.hotelId);
}

const text = (value: string | undefined) => (value === undefined || value.trim() === '' ? null : value.trim());

/** Texts per language trimmed, the empty ones left out. */
function texts<T extends Partial<Record<(typeof LANGUAGES)[number], string>>>(value: T | undefined): T | null {
  if (!value) return null;
  const kept = compact(Object.fromEntries(LANGUAGES.map((lang) => [lang, text(value[lang])])));
  return Object.keys(kept).length > 0 ? (kept as T) : null;
}

/** A spot as sent, trimmed; an empty optional text is none. */
function cleaned(spot: Spot): Spot {
  return compact({
    placeId: spot.placeId.trim(),
    category: spot.category,
    type: text(spot.type),
    name: { ...texts(spot.name), ja: spot.name.ja.trim() },
    photo: spot.photo ?? null,
    lat: spot.lat,
    lng: spot.lng,
    telephone: text(spot.telephone),
    website: spot.website ?? null,
    address: text(spot.address),
    comment: texts(spot.comment),
    hours: spot.hours && spot.hours.length > 0 ? spot.hours : null,
  }) as Spot;
}

/** What the schema cannot say of the list: placeIds once, a name, hours that are not empty. */
function checkSpots(spots: Spot[]): void {
  const places = new Set<string>();
  for (const [i, spot] of spots.entries()) {
    if (spot.placeId === '') throw invalidField(`spots.${i}.placeId`, 'must not be empty');
    if (places.has(spot.placeId)) throw invalidField(`spots.${i}.placeId`, 'is listed twice');
    places.add(spot.placeId);
    if (spot.name.ja === '') throw invalidField(`spots.${i}.name.ja`, 'must not be empty');
    for (const [j, hour] of (spot.hours ?? []).entries()) {
      // An end before the start is past midnight (a bar open 18:00-01:00).
      if (hour.endTime === hour.startTime) throw invalidField(`spots.${i}.hours.${j}.endTime`, 'must not be startTime');
    }
  }
}

export async function updateSpots(db: Db, staff: SignedInStaff, update: { version: string; spots: Spot[] }) {
  const spots = update.spots.map(cleaned);
  checkSpots(spots);
  const hotelId = staff.hotelId;
  return db.transaction().execute(async (trx) => {
    await lockHotel(trx, hotelId);
    const before = await currentSpots(trx, hotelId);
    if (before.version !== update.version) throw editConflict();
    await writeSpots(trx, hotelId, spots);
    const after = await currentSpots(trx, hotelId);
    const changes = sectionChanges('spots', before.spots, after.spots, (s) => s.placeId);
    if (changes) {
      await recordChange(trx, {
        hotelId,
        actor: { staffId: staff.id, email: staff.email },
        operation: 'spots.update',
        target: `spots/${hotelId}`,
        ...changes,
      });
    }
    return after;
  });
}
