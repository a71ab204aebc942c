import * as yup from 'yup';
import type { HotelSettingsFields } from '@/api/frontDeskApi';
import type { ValidationRules } from '@/lib/validation/rules';

/** openapi.yaml HotelSettingsFields: its limits and formats, checked here before the server does. */
export const SETTINGS_LIMITS = { name: 200, address: 500, timeZone: 64, issuerName: 200 } as const;
const TIME = /^([01][0-9]|2[0-3]):[0-5][0-9]$/;
const TELEPHONE = /^[0-9+() -]{1,30}$/;
const REGISTRATION_NUMBER = /^T[0-9]{13}$/;

/** The hotel's pictures (hotel.images of the hotel file), in the form's order. */
export const IMAGE_KINDS = ['hero', 'logo', 'recommend', 'food', 'play', 'shopping'] as const;
export type ImageKind = (typeof IMAGE_KINDS)[number];

/** The settings form's values: every field a string (an empty one is left out when saved). */
export interface SettingsValues {
  name: string;
  nameLatin: string;
  address: string;
  addressLatin: string;
  telephone: string;
  timeZone: string;
  checkinStart: string;
  checkinEnd: string;
  registrationNumber: string;
  issuerName: string;
  /** Each picture's reference, '' for none (ImageField). */
  images: Record<ImageKind, string>;
}

/** An IANA time zone the browser knows (the server checks it too). */
export function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return zone.includes('/') || zone === 'UTC';
  } catch {
    return false;
  }
}

export interface SettingsMessages {
  time: string;
  telephone: string;
  timeZone: string;
  registrationNumber: string;
  issuerWithoutNumber: string;
}

export const settingsSchema = (rules: ValidationRules, say: SettingsMessages) => {
  const matches = (pattern: RegExp, message: string) =>
    rules.text().test('format', message, (value) => !value || pattern.test(value.trim()));
  return yup.object({
    name: rules.requiredText().test(rules.maxCharacters(SETTINGS_LIMITS.name)),
    nameLatin: rules.requiredText().test(rules.maxCharacters(SETTINGS_LIMITS.name)),
    address: rules.text().test(rules.maxCharacters(SETTINGS_LIMITS.address)),
    addressLatin: rules.text().test(rules.maxCharacters(SETTINGS_LIMITS.address)),
    telephone: matches(TELEPHONE, say.telephone),
    timeZone: rules
      .requiredText()
      .test(rules.maxCharacters(SETTINGS_LIMITS.timeZone))
      .test('timeZone', say.timeZone, (value) => !value || isTimeZone(value.trim())),
    checkinStart: rules.requiredText().test('time', say.time, (value) => !value || TIME.test(value)),
    checkinEnd: rules.requiredText().test('time', say.time, (value) => !value || TIME.test(value)),
    registrationNumber: matches(REGISTRATION_NUMBER, say.registrationNumber),
    issuerName: rules
      .text()
      .test(rules.maxCharacters(SETTINGS_LIMITS.issuerName))
      .test(
        'withNumber',
        say.issuerWithoutNumber,
        (value, context) => !value?.trim() || Boolean((context.parent as SettingsValues).registrationNumber.trim()),
      ),
  });
};

/** The form's values of the saved settings. */
export function settingsValues(settings: HotelSettingsFields): SettingsValues {
  return {
    name: settings.name,
    nameLatin: settings.nameLatin,
    address: settings.address ?? '',
    addressLatin: settings.addressLatin ?? '',
    telephone: settings.telephone ?? '',
    timeZone: settings.timeZone,
    checkinStart: settings.checkinWindow.start,
    checkinEnd: settings.checkinWindow.end,
    registrationNumber: settings.invoice?.registrationNumber ?? '',
    issuerName: settings.invoice?.issuerName ?? '',
    images: Object.fromEntries(IMAGE_KINDS.map((kind) => [kind, settings.images?.[kind] ?? ''])) as Record<
      ImageKind,
      string
    >,
  };
}

/** The settings to send of the form's values: trimmed, empty ones left out. */
export function settingsOfValues(values: SettingsValues): HotelSettingsFields {
  const optional = (value: string) => (value.trim() === '' ? undefined : value.trim());
  const registrationNumber = optional(values.registrationNumber);
  const images: NonNullable<HotelSettingsFields['images']> = {};
  for (const kind of IMAGE_KINDS) if (values.images[kind]) images[kind] = values.images[kind];
  return {
    name: values.name.trim(),
    nameLatin: values.nameLatin.trim(),
    address: optional(values.address),
    addressLatin: optional(values.addressLatin),
    telephone: optional(values.telephone),
    timeZone: values.timeZone.trim(),
    checkinWindow: { start: values.checkinStart, end: values.checkinEnd },
    invoice: registrationNumber ? { registrationNumber, issuerName: optional(values.issuerName) } : undefined,
    images: Object.keys(images).length > 0 ? images : undefined,
  };
}
