import moment, { type Moment } from 'moment';
import 'moment/locale/ja';
import 'moment/locale/ko';
import 'moment/locale/zh-cn';
import { API_DATE_FORMAT, formatDate } from '@/lib/dates';
import type { Language } from '@/lib/language';

// Each locale file makes itself moment's global locale as it loads; the names here name theirs.
moment.locale('en');

/**
 * Weekday and month names in the guest's language, through moment's ja, zh-cn and ko locales: apart
 * from dates.ts, so that a screen showing only numeric dates (history, invoices) loads no locale.
 */

/** moment's name for each of the app's languages. */
const MOMENT_LOCALES: Record<Language, string> = { ja: 'ja', en: 'en', zh: 'zh-cn', ko: 'ko' };

/** A moment (now, or the given one) speaking the guest's language: its month and weekday names. */
export function inLanguage(language: Language, at: Moment = moment()): Moment {
  return at.clone().locale(MOMENT_LOCALES[language]);
}

/** The weekday of a calendar date (YYYY-MM-DD), short, in the guest's language: 木, Thu, 周四, 목. */
export function weekdayOf(date: string, language: Language): string {
  return inLanguage(language, moment.utc(date, API_DATE_FORMAT, true)).format('ddd');
}

/** A calendar date with its weekday: YYYY/MM/DD (Thu). */
export function dateWithWeekday(date: string, language: Language): string {
  return `${formatDate(date)} (${weekdayOf(date, language)})`;
}
