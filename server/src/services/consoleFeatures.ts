import type { Schema } from '../contract.ts';
import type { Db } from '../db/database.ts';
import { ICON_COLUMNS, readSetupFeatures } from '../db/repositories/hotelSetupRead.ts';
import { writeFeatures } from '../db/repositories/hotelSetupWrite.ts';
import { invalidField } from '../errors.ts';
import { changedEntries, isEmpty } from './auditChanges.ts';
import { recordChange } from './auditLog.ts';
import { editConflict, lockHotel, versionOf } from './editVersion.ts';
import { paymentProblems } from './hotelFile.ts';
import type { SignedInStaff } from './staffRoles.ts';

/**
 * The hotel's features in the managers' console (issue 32): its plugin codes, the buttons home shows
 * and its payment settings, read and written through the hotel file's repository
 * (hotelSetupRead/Write.ts) with a version check (editVersion.ts) and an audit row naming only what
 * changed. A payment that is enabled needs a method, as the hotel file does (hotelFile.ts).
 */
interface Features {
  plugins: Schema<'HotelSetupPlugins'>;
  icons: Schema<'HotelSetupIcons'>;
  payments: Schema<'HotelSetupPayments'>;
}

/** A hotel that never set its icons shows every button (spec doc 1: "appear when no setting exists"). */
const EVERY_ICON = Object.fromEntries(Object.keys(ICON_COLUMNS).map((name) => [name, true])) as Features['icons'];

async function currentFeatures(db: Db, hotelId: string): Promise<Features> {
  const { plugins, icons, payments } = await readSetupFeatures(db, hotelId);
  return { plugins, icons: icons ?? EVERY_ICON, payments };
}

export async function getFeatures(db: Db, staff: SignedInStaff) {
  const features = await currentFeatures(db, staff.hotelId);
  return { version: versionOf(features), ...features };
}

export async function updateFeatures(db: Db, staff: SignedInStaff, update: Features & { version: string }) {
  const { version, ...next } = update;
  const problem = paymentProblems(next.payments, ['payments'])[0];
  if (problem) throw invalidField(problem.path.join('.'), problem.reason);
  const hotelId = staff.hotelId;
  const saved = await db.transaction().execute(async (trx) => {
    await lockHotel(trx, hotelId);
    const before = await currentFeatures(trx, hotelId);
    if (versionOf(before) !== version) throw editConflict();
    await writeFeatures(trx, hotelId, next);
    // Read again: the answer and its version are the features as kept, in the file's order.
    const after = await currentFeatures(trx, hotelId);
    const groups = (['plugins', 'icons', 'payments'] as const)
      .map((group) => [group, changedEntries(before[group], after[group])] as const)
      .filter(([, changes]) => !isEmpty(changes));
    if (groups.length > 0) {
      await recordChange(trx, {
        hotelId,
        actor: { staffId: staff.id, email: staff.email },
        operation: 'hotel.updateFeatures',
        target: `hotel/${hotelId}`,
        before: Object.fromEntries(groups.map(([group, changes]) => [group, changes.before])),
        after: Object.fromEntries(groups.map(([group, changes]) => [group, changes.after])),
      });
    }
    return after;
  });
  return { version: versionOf(saved), ...saved };
}
