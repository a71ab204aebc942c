import type { IntlShape } from 'react-intl';
import * as yup from 'yup';
import { DATE_FORMAT, parseStrict } from '@/lib/dates';
import type { DateRules } from '@/lib/validation/dateRules';
import type { ValidationRules } from '@/lib/validation/rules';
import { rangeLength, registerMessages } from './registerMessages';

/** The contract's limit on a staff password (openapi.yaml frontDeskLogin). */
export const STAFF_PASSWORD_MAX = 128;

/**
 * The staff sign-in form: a valid email address and a password, both required. The password is only
 * checked for length: its rules are the account's, and a wrong one is the server's to say.
 */
export const staffSignInSchema = (rules: ValidationRules) =>
  yup.object({
    email: rules.requiredText().test(rules.email),
    password: rules.requiredText().test(rules.maxCharacters(STAFF_PASSWORD_MAX)),
  });

/** The register's longest range (openapi.yaml listFrontDeskRegister): 366 days, both ends counted. */
export const REGISTER_MAX_DAYS = 366;

/** The days from one YYYY/MM/DD to another (negative when `to` is earlier); null unless both are dates. */
function daysBetween(from: unknown, to: unknown): number | null {
  const start = parseStrict(typeof from === 'string' ? from : undefined, DATE_FORMAT);
  const end = parseStrict(typeof to === 'string' ? to : undefined, DATE_FORMAT);
  return start && end ? end.diff(start, 'days') : null;
}

/**
 * The register's range of check-in dates (YYYY/MM/DD, as the date fields take them): both real
 * dates, `to` not before `from` and at most 366 days in all, the server's own limits, said under `to`.
 */
export const registerRangeSchema = (rules: ValidationRules, dates: DateRules, intl: IntlShape) =>
  yup.object({
    from: rules.requiredText().test(dates.date()),
    to: rules
      .requiredText()
      .test(dates.date())
      .test({
        name: 'rangeOrder',
        message: intl.formatMessage(registerMessages.rangeOrder),
        test: (to, context) => (daysBetween(context.parent.from, to) ?? 0) >= 0,
      })
      .test({
        name: 'rangeLength',
        message: intl.formatMessage(rangeLength, { days: REGISTER_MAX_DAYS }),
        test: (to, context) => (daysBetween(context.parent.from, to) ?? 0) < REGISTER_MAX_DAYS,
      }),
  });
