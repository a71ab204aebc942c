import { defineMessages, type IntlShape, type MessageDescriptor } from 'react-intl';

/**
 * The validation rules of the spec (doc 1 §5, doc 2 §5) and their messages, in one place. Each
 * rule returns null when the value passes, else the error to show. Forms combine rules with
 * `firstFailure`; the server enforces the same rules with the same English wording.
 */
export const validationMessages = defineMessages({
  required: { id: 'validation.required', defaultMessage: 'This field is required' },
  email: { id: 'validation.email', defaultMessage: 'Please enter a valid email address.' },
  passwordLength: { id: 'validation.passwordLength', defaultMessage: 'Please enter at least 8 characters' },
  passwordLengthAndTypes: {
    id: 'validation.passwordLengthAndTypes',
    defaultMessage: 'Please enter at least 8 characters include {types}',
  },
  passwordTypes: { id: 'validation.passwordTypes', defaultMessage: 'Please include {types}' },
  typeUpper: { id: 'validation.type.upper', defaultMessage: 'upper-case alphabet' },
  typeLower: { id: 'validation.type.lower', defaultMessage: 'lower-case alphabet' },
  typeNumber: { id: 'validation.type.number', defaultMessage: 'number' },
  phone: { id: 'validation.phone', defaultMessage: 'Please input correct phone number.' },
  url: { id: 'validation.url', defaultMessage: 'Must be a valid URL.' },
  minCharacters: {
    id: 'validation.minCharacters',
    defaultMessage: 'The value must be greater than or equal {count} characters.',
  },
  maxCharacters: {
    id: 'validation.maxCharacters',
    defaultMessage: 'The value must be less than or equal {count} characters.',
  },
  katakana: { id: 'validation.katakana', defaultMessage: 'Please input katakana only.' },
  imageSquare: { id: 'validation.imageSquare', defaultMessage: 'Must be square and at least {size}x{size}px' },
  imageSize: { id: 'validation.imageSize', defaultMessage: 'File size limit {count}Mb.' },
  imageType: { id: 'validation.imageType', defaultMessage: 'Invalid image' },
  passwordsDiffer: { id: 'validation.passwordsDiffer', defaultMessage: 'Passwords do not match.' },
  date: { id: 'validation.date', defaultMessage: 'Please enter a valid date' },
  time: { id: 'validation.time', defaultMessage: 'Please enter a valid time' },
  dateTime: { id: 'validation.dateTime', defaultMessage: 'Please enter a valid date and time' },
});

type Value = string | number | boolean | null | undefined;

/** A failed rule: its message and the values the message needs. */
export interface ValidationError {
  message: MessageDescriptor;
  values?: Record<string, string | number>;
  /** Character classes a password lacks, in the spec's order (shown joined by a middle dot). */
  types?: MessageDescriptor[];
}

export type Rule<T = Value> = (value: T) => ValidationError | null;

const fail = (message: MessageDescriptor, values?: ValidationError['values']): ValidationError => ({
  message,
  ...(values && { values }),
});

const isBlank = (value: unknown) =>
  value === null || value === undefined || (typeof value === 'string' && value.trim() === '');

/** Rejects empty and whitespace-only values, false, and empty lists; `enabled: false` switches it off. */
export function required(enabled = true): Rule<Value | unknown[]> {
  return (value) => {
    if (!enabled) return null;
    if (isBlank(value) || value === false || (Array.isArray(value) && value.length === 0)) {
      return fail(validationMessages.required);
    }
    return null;
  };
}

// The WHATWG definition of a valid e-mail address (what <input type="email"> accepts).
const EMAIL =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)+$/;

/** An e-mail address; empty passes (combine with required). */
export const email: Rule = (value) =>
  isBlank(value) || EMAIL.test(String(value)) ? null : fail(validationMessages.email);

export const PASSWORD_MIN_LENGTH = 8;

/** At least 8 characters with a lower-case letter, an upper-case letter and a digit (three messages). */
export const password: Rule = (value) => {
  const text = String(value ?? '');
  const types = [
    [/[A-Z]/, validationMessages.typeUpper],
    [/[a-z]/, validationMessages.typeLower],
    [/[0-9]/, validationMessages.typeNumber],
  ] as const;
  const missing = types.filter(([pattern]) => !pattern.test(text)).map(([, message]) => message);
  const short = Array.from(text).length < PASSWORD_MIN_LENGTH;
  if (short && missing.length > 0) return { message: validationMessages.passwordLengthAndTypes, types: missing };
  if (short) return fail(validationMessages.passwordLength);
  if (missing.length > 0) return { message: validationMessages.passwordTypes, types: missing };
  return null;
};

/** Digits only, at most 20 (the contract's Telephone); empty passes. */
export const phone: Rule = (value) =>
  isBlank(value) || /^[0-9]{1,20}$/.test(String(value)) ? null : fail(validationMessages.phone);

/** An http(s) URL; empty passes. */
export const url: Rule = (value) => {
  if (isBlank(value)) return null;
  try {
    const parsed = new URL(String(value));
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? null : fail(validationMessages.url);
  } catch {
    return fail(validationMessages.url);
  }
};

export const minCharacters =
  (count: number): Rule =>
  (value) =>
    isBlank(value) || Array.from(String(value)).length >= count
      ? null
      : fail(validationMessages.minCharacters, { count });

export const maxCharacters =
  (count: number): Rule =>
  (value) =>
    isBlank(value) || Array.from(String(value)).length <= count
      ? null
      : fail(validationMessages.maxCharacters, { count });

/** Full-width katakana (with the long-vowel mark, middle dot and spaces); empty passes. */
export const katakana: Rule = (value) =>
  isBlank(value) || /^[\u30A0-\u30FF\u3000 ]+$/.test(String(value)) ? null : fail(validationMessages.katakana);

/** Confirm-password: equal to the new password. */
export const sameAs =
  (other: string): Rule =>
  (value) =>
    String(value ?? '') === other ? null : fail(validationMessages.passwordsDiffer);

export const IMAGE_MAX_MB = 10;
export const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/heic'];

/** An image file: jpeg, png or heic, at most 10 MB, square with at least `minSide` pixels a side. */
export function image(
  file: { type: string; size: number; width: number; height: number },
  minSide: number,
  maxMb = IMAGE_MAX_MB,
): ValidationError | null {
  if (!IMAGE_TYPES.includes(file.type)) return fail(validationMessages.imageType);
  if (file.size > maxMb * 1024 * 1024) return fail(validationMessages.imageSize, { count: maxMb });
  if (file.width !== file.height || file.width < minSide)
    return fail(validationMessages.imageSquare, { size: minSide });
  return null;
}

export const EARLIEST_YEAR = 1900;

function validDate(text: string, min?: string, max?: string): boolean {
  const match = /^(\d{4})\/(\d{2})\/(\d{2})$/.exec(text);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  const real = date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  return real && year >= EARLIEST_YEAR && (!min || text >= min) && (!max || text <= max);
}

const validTime = (text: string) => /^([01][0-9]|2[0-3]):[0-5][0-9]$/.test(text);

/** YYYY/MM/DD, a real date from 1900 on, within min and max (same format) when given; empty passes. */
export const date =
  (min?: string, max?: string): Rule =>
  (value) =>
    isBlank(value) || validDate(String(value), min, max) ? null : fail(validationMessages.date);

/** HH:mm, hours to 23 and minutes to 59; empty passes. */
export const time: Rule = (value) =>
  isBlank(value) || validTime(String(value)) ? null : fail(validationMessages.time);

/** "YYYY/MM/DD HH:mm"; empty passes. */
export const dateTime: Rule = (value) => {
  if (isBlank(value)) return null;
  const [day, clock, extra] = String(value).split(' ');
  return day && clock && !extra && validDate(day) && validTime(clock) ? null : fail(validationMessages.dateTime);
};

/** Combined validators return the first failure (spec). */
export function firstFailure<T>(...rules: Rule<T>[]): Rule<T> {
  return (value) => {
    for (const rule of rules) {
      const error = rule(value);
      if (error) return error;
    }
    return null;
  };
}

/** The error as text in the current language; a password's missing types are joined by a middle dot. */
export function formatValidationError(intl: IntlShape, error: ValidationError): string {
  const types = error.types?.map((t) => intl.formatMessage(t)).join('・');
  return intl.formatMessage(error.message, { ...error.values, ...(types !== undefined && { types }) });
}

/**
 * Formik errors from rule results: each failed field's message in the current language. Fields
 * that pass are left out, so Formik counts the form valid when every rule passes.
 */
export function formErrors<K extends string>(
  intl: IntlShape,
  results: Partial<Record<K, ValidationError | null>>,
): Partial<Record<K, string>> {
  const errors: Partial<Record<K, string>> = {};
  for (const [field, error] of Object.entries(results) as [K, ValidationError | null | undefined][]) {
    if (error) errors[field] = formatValidationError(intl, error);
  }
  return errors;
}
