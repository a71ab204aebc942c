import * as yup from 'yup';
import type { HotelSetupCoupon } from '@/api/frontDeskApi';
import { API_DATE_FORMAT, hotelWallClockToUnix, onHotelClock, parseStrict, TIME_FORMAT } from '@/lib/dates';
import type { ValidationRules } from '@/lib/validation/rules';

/** openapi.yaml HotelSetupCoupon: its limits, checked here before the server does. */
export const COUPON_LIMITS = { title: 200, url: 2000 } as const;

/** One coupon's form: every field a string ('' for none); validity as dates and times on the hotel's clock. */
export interface CouponValues {
  title: string;
  titleLatin: string;
  venue: string;
  venueLatin: string;
  description: string;
  descriptionLatin: string;
  fromDate: string;
  fromTime: string;
  toDate: string;
  toTime: string;
  url: string;
  image: string;
}

export const EMPTY_COUPON: CouponValues = {
  title: '',
  titleLatin: '',
  venue: '',
  venueLatin: '',
  description: '',
  descriptionLatin: '',
  fromDate: '',
  fromTime: '',
  toDate: '',
  toTime: '',
  url: '',
  image: '',
};

const wallClock = (iso: string | undefined, timeZone: string) => {
  if (!iso) return { date: '', time: '' };
  const at = onHotelClock(iso, timeZone);
  return { date: at.format(API_DATE_FORMAT), time: at.format(TIME_FORMAT) };
};

export function couponValues(coupon: HotelSetupCoupon, timeZone: string): CouponValues {
  const from = wallClock(coupon.validFrom, timeZone);
  const to = wallClock(coupon.validTo, timeZone);
  return {
    title: coupon.title,
    titleLatin: coupon.titleLatin ?? '',
    venue: coupon.venue ?? '',
    venueLatin: coupon.venueLatin ?? '',
    description: coupon.description ?? '',
    descriptionLatin: coupon.descriptionLatin ?? '',
    fromDate: from.date,
    fromTime: from.time,
    toDate: to.date,
    toTime: to.time,
    url: coupon.url ?? '',
    image: coupon.image ?? '',
  };
}

/** A date and time on the hotel's clock as an instant (ms), a missing time being the day's start; null for none. */
export function instantOf(date: string | undefined, time: string | undefined, timeZone: string): number | null {
  if (!date || !parseStrict(date, API_DATE_FORMAT)) return null;
  const clock = !time || time.trim() === '' ? '00:00' : time;
  if (!parseStrict(clock, TIME_FORMAT)) return null;
  return hotelWallClockToUnix(date.trim(), clock, timeZone) * 1000;
}

/** The coupon to send of the form's values: trimmed, empty ones left out. */
export function couponOf(values: CouponValues, timeZone: string): HotelSetupCoupon {
  const optional = (value: string) => (value.trim() === '' ? undefined : value.trim());
  const instant = (date: string, time: string) => {
    const at = instantOf(date, time, timeZone);
    return at === null ? undefined : new Date(at).toISOString();
  };
  return {
    title: values.title.trim(),
    titleLatin: optional(values.titleLatin),
    venue: optional(values.venue),
    venueLatin: optional(values.venueLatin),
    description: optional(values.description),
    descriptionLatin: optional(values.descriptionLatin),
    image: optional(values.image),
    url: optional(values.url),
    validFrom: instant(values.fromDate, values.fromTime),
    validTo: instant(values.toDate, values.toTime),
  };
}

export interface CouponSchemaMessages {
  date: string;
  time: string;
  toAfterFrom: string;
  https: string;
  titleTaken: string;
}

const isHttps = (text: string) => {
  try {
    return new URL(text).protocol === 'https:' && !/\s/.test(text);
  } catch {
    return false;
  }
};

/** The form's checks: the contract's limits, dates and times, the validity's end after its start, an https store link. */
export const couponSchema = (
  rules: ValidationRules,
  say: CouponSchemaMessages,
  { timeZone, otherTitles }: { timeZone: string; otherTitles: string[] },
) => {
  const date = () =>
    rules.text().test('date', say.date, (value) => !value?.trim() || Boolean(parseStrict(value, API_DATE_FORMAT)));
  const time = (dateField: 'fromDate' | 'toDate') =>
    rules
      .text()
      .test('time', say.time, (value) => !value?.trim() || Boolean(parseStrict(value, TIME_FORMAT)))
      .test(
        'date',
        say.date,
        // Formik validates an empty field as undefined.
        (value, context) => !value?.trim() || Boolean((context.parent as Partial<CouponValues>)[dateField]?.trim()),
      );
  return yup.object({
    title: rules
      .requiredText()
      .test(rules.maxCharacters(COUPON_LIMITS.title))
      .test('taken', say.titleTaken, (value) => !otherTitles.includes(value?.trim() ?? '')),
    titleLatin: rules.text(),
    venue: rules.text(),
    venueLatin: rules.text(),
    description: rules.text(),
    descriptionLatin: rules.text(),
    fromDate: date(),
    fromTime: time('fromDate'),
    toDate: date().test('after', say.toAfterFrom, (_value, context) => {
      const values = context.parent as Partial<CouponValues>;
      const from = instantOf(values.fromDate, values.fromTime, timeZone);
      const to = instantOf(values.toDate, values.toTime, timeZone);
      return from === null || to === null || to > from;
    }),
    toTime: time('toDate'),
    url: rules
      .text()
      .test(rules.maxCharacters(COUPON_LIMITS.url))
      .test('https', say.https, (value) => !value?.trim() || isHttps(value.trim())),
    image: rules.text(),
  });
};
