import type { Companion } from './checkinSlice';
import type { CheckinFormValues } from './checkinSlice';

/**
 * The companion rows (spec doc 2 §5): one per guest after the representative, shown (and then
 * required) unless the guest knows everyone's contacts or is alone. The form shows them, the
 * schema checks them and the draft keeps them by these two functions.
 */

/** Companion rows are shown unless the guest knows everyone's contacts or is alone. */
export const showsCompanions = (values: Pick<CheckinFormValues, 'knowsContacts' | 'totalMembers'>) =>
  !values.knowsContacts && values.totalMembers > 1;

/** The companion rows for a guest count: guests minus one, keeping what was typed. */
export function companionRows(rows: readonly Companion[], totalMembers: number): Companion[] {
  const count = Math.max(0, totalMembers - 1);
  return Array.from({ length: count }, (_, i) => rows[i] ?? { surname: '', name: '' });
}
