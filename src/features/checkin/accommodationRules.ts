import { setIn } from 'formik';
import type { IntlShape } from 'react-intl';
import { firstFailure, formErrors, phone, required, type ValidationError } from '@/lib/validation';
import type { Companion } from './checkinSlice';
import { MAX_GUESTS, MIN_GUESTS } from './checkinFormOptions';
import type { CheckinFormValues } from './checkinThunks';

/** Companion rows are shown (and required) unless the guest knows everyone's contacts or is alone (spec §5). */
export const showsCompanions = (values: Pick<CheckinFormValues, 'knowsContacts' | 'totalMembers'>) =>
  !values.knowsContacts && values.totalMembers > 1;

/** The companion rows for a guest count: guests minus one, keeping what was typed. */
export function companionRows(rows: readonly Companion[], totalMembers: number): Companion[] {
  const count = Math.max(0, totalMembers - 1);
  return Array.from({ length: count }, (_, i) => rows[i] ?? { surname: '', name: '' });
}

type Errors = Record<string, ValidationError | null | undefined>;

/**
 * The check-in form's rules (spec doc 2 §5): arrival date and time among the offered ones, guests 1
 * to 20, each shown companion's family and given name, the reservation phone (digits only).
 */
export function accommodationRules(values: CheckinFormValues, dates: string[], times: string[]): Errors {
  const oneOf = (options: string[]) => (value: string) => (options.includes(value) ? null : required()(''));
  const errors: Errors = {
    inDate: firstFailure(required(), oneOf(dates))(values.inDate),
    inTime: firstFailure(required(), oneOf(times))(values.inTime),
    totalMembers:
      Number.isInteger(values.totalMembers) && values.totalMembers >= MIN_GUESTS && values.totalMembers <= MAX_GUESTS
        ? null
        : required()(''),
    reservationTel: firstFailure(required(), phone)(values.reservationTel),
  };
  if (showsCompanions(values)) {
    companionRows(values.companionsList, values.totalMembers).forEach((row, i) => {
      errors[`companionsList.${i}.surname`] = required()(row.surname);
      errors[`companionsList.${i}.name`] = required()(row.name);
    });
  }
  return errors;
}

/** Formik errors (nested for the companion rows) in the current language, under an optional prefix. */
export function accommodationErrors(intl: IntlShape, results: Errors, prefix = ''): Record<string, unknown> {
  let errors: Record<string, unknown> = {};
  for (const [path, message] of Object.entries(formErrors(intl, results))) {
    errors = setIn(errors, `${prefix}${path}`, message) as Record<string, unknown>;
  }
  return errors;
}
