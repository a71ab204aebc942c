import { useMemo } from 'react';
import { useIntl, type IntlShape, type MessageDescriptor } from 'react-intl';
import { DATE_FORMAT, DATE_TIME_FORMAT, EARLIEST_YEAR, parseStrict, TIME_FORMAT } from '@/lib/dates';
import { validationMessages as m } from './messages';
import { isBlank, type Rule } from './rules';

/**
 * The date rules of the spec (doc 1 §5 "Date fields", doc 2 §5): YYYY/MM/DD, HH:mm (hours to 23,
 * minutes to 59) and both, parsed strictly by moment; apart from the other rules so that only
 * the forms with a date load moment. Empty passes (chain `required` before).
 */

export function dateRules(intl: IntlShape) {
  const rule = (name: string, message: MessageDescriptor, passes: (text: string) => boolean): Rule => ({
    name,
    message: intl.formatMessage(message),
    test: (value) => isBlank(value) || passes(String(value)),
  });
  return {
    /** A real YYYY/MM/DD from 1900 on, from `min` to `max` (YYYY/MM/DD) when given. */
    date: ({ min, max }: { min?: string; max?: string } = {}) =>
      rule('date', m.date, (text) => {
        const day = parseStrict(text, DATE_FORMAT);
        if (!day || day.year() < EARLIEST_YEAR) return false;
        const within = (bound: string | undefined, side: 'isSameOrAfter' | 'isSameOrBefore') =>
          bound === undefined || day[side](parseStrict(bound, DATE_FORMAT) ?? undefined, 'day');
        return within(min, 'isSameOrAfter') && within(max, 'isSameOrBefore');
      }),
    time: rule('time', m.time, (text) => parseStrict(text, TIME_FORMAT) !== null),
    dateTime: rule('dateTime', m.dateTime, (text) => {
      const at = parseStrict(text, DATE_TIME_FORMAT);
      return at !== null && at.year() >= EARLIEST_YEAR;
    }),
  };
}

export type DateRules = ReturnType<typeof dateRules>;

/** The date rules in the page's language, made once per language. */
export function useDateRules(): DateRules {
  const intl = useIntl();
  return useMemo(() => dateRules(intl), [intl]);
}
