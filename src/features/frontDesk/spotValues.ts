import * as yup from 'yup';
import type { HotelSetupSpot } from '@/api/frontDeskApi';
import { parseStrict, TIME_FORMAT } from '@/lib/dates';
import type { ValidationRules } from '@/lib/validation/rules';

/** The travel guide's categories as the console lists them: food, activity, shopping, then the hotel's own (0). */
export const SPOT_CATEGORIES = [1, 2, 3, 0] as const;
export type SpotCategory = (typeof SPOT_CATEGORIES)[number];
export const SPOT_LANGUAGES = ['ja', 'en', 'zh', 'ko'] as const;
export type SpotLanguage = (typeof SPOT_LANGUAGES)[number];
/** openapi.yaml HotelSetupSpot's photo: getPlacePhoto's photoReference. */
const PHOTO_REFERENCE = /^[A-Za-z0-9_-]{1,1024}$/;
export const SPOT_LIMITS = { url: 2000 } as const;

export interface HourValues {
  day: string;
  startTime: string;
  endTime: string;
}

/** One spot's form: every field a string ('' for none), opening hours as rows. */
export interface SpotValues {
  category: string;
  type: string;
  name: Record<SpotLanguage, string>;
  comment: Record<SpotLanguage, string>;
  lat: string;
  lng: string;
  address: string;
  telephone: string;
  website: string;
  photo: string;
  hours: HourValues[];
}

const perLanguage = (texts?: Partial<Record<SpotLanguage, string>>) =>
  Object.fromEntries(SPOT_LANGUAGES.map((lang) => [lang, texts?.[lang] ?? ''])) as Record<SpotLanguage, string>;

export const emptySpot = (category: SpotCategory = 1): SpotValues => ({
  category: String(category),
  type: '',
  name: perLanguage(),
  comment: perLanguage(),
  lat: '',
  lng: '',
  address: '',
  telephone: '',
  website: '',
  photo: '',
  hours: [],
});

export function spotValues(spot: HotelSetupSpot): SpotValues {
  return {
    category: String(spot.category),
    type: spot.type ?? '',
    name: perLanguage(spot.name),
    comment: perLanguage(spot.comment),
    lat: String(spot.lat),
    lng: String(spot.lng),
    address: spot.address ?? '',
    telephone: spot.telephone ?? '',
    website: spot.website ?? '',
    photo: spot.photo ?? '',
    hours: (spot.hours ?? []).map((h) => ({ day: String(h.day), startTime: h.startTime, endTime: h.endTime })),
  };
}

/** A new spot's placeId: the console's own, as no maps place is named (the guide's detail link carries it). */
export const newPlaceId = () => `console-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;

/** The spot to send of the form's values: trimmed, empty ones left out. */
export function spotOf(values: SpotValues, placeId: string): HotelSetupSpot {
  const optional = (value: string) => (value.trim() === '' ? undefined : value.trim());
  const texts = (byLanguage: Record<SpotLanguage, string>) => {
    const kept = Object.fromEntries(
      SPOT_LANGUAGES.flatMap((lang) => (optional(byLanguage[lang]) ? [[lang, byLanguage[lang].trim()]] : [])),
    );
    return Object.keys(kept).length > 0 ? kept : undefined;
  };
  return {
    placeId,
    category: Number(values.category) as HotelSetupSpot['category'],
    type: optional(values.type),
    name: { ...texts(values.name), ja: values.name.ja.trim() },
    photo: optional(values.photo),
    lat: Number(values.lat),
    lng: Number(values.lng),
    telephone: optional(values.telephone),
    website: optional(values.website),
    address: optional(values.address),
    comment: texts(values.comment),
    hours:
      values.hours.length > 0
        ? values.hours.map((h) => ({ day: Number(h.day), startTime: h.startTime, endTime: h.endTime }))
        : undefined,
  };
}

export interface SpotSchemaMessages {
  number: string;
  lat: string;
  lng: string;
  photo: string;
  time: string;
  sameTimes: string;
}

/** The form's checks, the contract's: a Japanese name, coordinates in range, a photo reference, hours as HH:mm. */
export const spotSchema = (rules: ValidationRules, say: SpotSchemaMessages) => {
  const coordinate = (limit: number, message: string) =>
    rules
      .requiredText()
      .test('number', say.number, (value) => !value?.trim() || Number.isFinite(Number(value)))
      .test('range', message, (value) => !value?.trim() || Math.abs(Number(value)) <= limit);
  const time = () =>
    rules.requiredText().test('time', say.time, (value) => !value || Boolean(parseStrict(value, TIME_FORMAT)));
  const optionalTexts = yup.object(Object.fromEntries(SPOT_LANGUAGES.map((lang) => [lang, rules.text()])));
  return yup.object({
    category: rules.requiredText(),
    type: rules.text(),
    name: yup.object({ ja: rules.requiredText(), en: rules.text(), zh: rules.text(), ko: rules.text() }),
    comment: optionalTexts,
    lat: coordinate(90, say.lat),
    lng: coordinate(180, say.lng),
    address: rules.text(),
    telephone: rules.text(),
    website: rules.text().test(rules.maxCharacters(SPOT_LIMITS.url)).test(rules.url),
    photo: rules.text().test('photo', say.photo, (value) => !value?.trim() || PHOTO_REFERENCE.test(value.trim())),
    hours: yup.array(
      yup.object({
        day: rules.requiredText(),
        startTime: time(),
        endTime: time().test(
          'notStart',
          say.sameTimes,
          (value, context) => !value || value !== (context.parent as Partial<HourValues>).startTime,
        ),
      }),
    ),
  });
};
