import { useMemo } from 'react';
import { useIntl, type IntlShape, type MessageDescriptor } from 'react-intl';
import * as yup from 'yup';
import { halfWidthToFullWidthKatakana } from '@/lib/kana';
import { validationMessages as m } from './messages';

/**
 * The rules of the spec's forms (doc 1 §5, doc 2 §5) as yup tests, with the spec's messages in the
 * page's language. A form's schema chains them: `rules.requiredText().test(rules.email)`;
 * the first rule that fails is the field's one message (Formik keeps the first error of each field,
 * and yup reports them in the order they were chained). Each rule but `required` lets an empty value
 * pass, so that an optional field can use it alone.
 */

/** A rule: a yup test with its message already in the page's language. */
export type Rule<T = unknown> = yup.TestConfig<T>;

export const PASSWORD_MIN_LENGTH = 8;
/** Digits only, at most 20: the contract's Telephone (the spec shows no bounds). */
export const PHONE_PATTERN = /^[0-9]{1,20}$/;
export const GUESTS = { min: 1, max: 20 } as const;
export const IMAGE_MAX_MB = 10;
export const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/heic'];
/** A passport number as printed: capital letters and digits (the contract's PassportNumber). */
export const PASSPORT_NUMBER_PATTERN = /^[A-Z0-9]{5,20}$/;

// The WHATWG definition of a valid e-mail address (what <input type="email"> accepts), with a dot in the domain.
const EMAIL =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)+$/;
/** Full-width katakana with the long-vowel mark, the middle dot and spaces. */
const KATAKANA = /^[\u30A0-\u30FF\u3000 ]+$/;

/** Empty: nothing, or only whitespace. */
export const isBlank = (value: unknown) =>
  value === null || value === undefined || (typeof value === 'string' && value.trim() === '');

const characters = (value: unknown) => Array.from(String(value)).length;

/** Spaces removed, as the card fields are sent (spec doc 2 §5). */
export const unspaced = (text: string) => text.replace(/\s/g, '');

/** Whether an MM/YY expiry is a real month not yet over. */
export function expiryValid(cardExpire: string, now = new Date()): boolean {
  const match = /^(0[1-9]|1[0-2])\/(\d{2})$/.exec(cardExpire);
  if (!match) return false;
  const endOfMonth = Date.UTC(2000 + Number(match[2]), Number(match[1]), 1);
  return endOfMonth > now.getTime();
}

function isHttpUrl(text: string): boolean {
  try {
    const { protocol } = new URL(text);
    return protocol === 'http:' || protocol === 'https:';
  } catch {
    return false;
  }
}

/** What a password lacks (spec doc 1 §5): its message and the missing character classes, in the spec's order. */
export function passwordFailure(text: string): { message: MessageDescriptor; types?: MessageDescriptor[] } | null {
  const classes = [
    [/[A-Z]/, m.typeUpper],
    [/[a-z]/, m.typeLower],
    [/[0-9]/, m.typeNumber],
  ] as const;
  const types = classes.filter(([pattern]) => !pattern.test(text)).map(([, message]) => message);
  const short = characters(text) < PASSWORD_MIN_LENGTH;
  if (short && types.length > 0) return { message: m.passwordLengthAndTypes, types };
  if (short) return { message: m.passwordLength };
  if (types.length > 0) return { message: m.passwordTypes, types };
  return null;
}

/** A chosen image file: its type and size in bytes. */
export interface ImageFileInfo {
  type: string;
  size: number;
}

/** An image as the form holds it once read: its type, size in bytes and pixel size. */
export interface ImageInfo extends ImageFileInfo {
  width: number;
  height: number;
}

/** The rules with their messages in the language of `intl`. */
export function validationRules(intl: IntlShape) {
  const say = (message: MessageDescriptor, values?: Record<string, string | number>) =>
    intl.formatMessage(message, values);
  const rule = <T>(
    name: string,
    message: MessageDescriptor,
    passes: (value: T) => boolean,
    values?: Record<string, string | number>,
  ): Rule<T> => ({ name, message: say(message, values), test: (value) => passes(value as T) });
  /** A rule on text: empty passes. */
  const onText = (
    name: string,
    message: MessageDescriptor,
    passes: (text: string) => boolean,
    values?: Record<string, number>,
  ) => rule<unknown>(name, message, (value) => isBlank(value) || passes(String(value)), values);

  /** What is wrong with a chosen file as an image (type first, then size), or null. */
  const imageFileFailure = (image: ImageFileInfo | null | undefined, maxMb: number) => {
    if (!image) return null;
    if (!IMAGE_TYPES.includes(image.type)) return say(m.imageType);
    if (image.size > maxMb * 1024 * 1024) return say(m.imageSize, { count: maxMb });
    return null;
  };

  const required = rule<unknown>(
    'required',
    m.required,
    (value) => !isBlank(value) && value !== false && !(Array.isArray(value) && value.length === 0),
  );

  return {
    // The field types. null is let through to the rules (required says it is missing), and a value
    // of another type reads as missing too: yup's own messages are English only and never shown.
    /** A text field. */
    text: () => yup.string().nullable().typeError(say(m.required)),
    /** A text field that must be filled in: the commonest start of a field. */
    requiredText: () => yup.string().nullable().typeError(say(m.required)).test(required),
    /** A number field (a select of counts). */
    number: () => yup.number().nullable().typeError(say(m.required)),
    /** A list (boxes ticked, rows). */
    list: () => yup.array().nullable().typeError(say(m.required)),
    /** Any other value (a chosen file). */
    value: () => yup.mixed().nullable(),

    /** Rejects empty and whitespace-only text, false (a box to tick) and an empty list: "This field is required". */
    required,
    email: onText('email', m.email, (text) => EMAIL.test(text)),
    /** At least 8 characters with an upper-case letter, a lower-case letter and a digit; three messages. */
    password: {
      name: 'password',
      test: (value, context) => {
        if (isBlank(value)) return true;
        const failure = passwordFailure(String(value));
        if (!failure) return true;
        // The missing types joined by a middle dot (spec doc 1 §5), in the page's language.
        const types = failure.types?.map((type) => say(type)).join('・');
        return context.createError({ message: say(failure.message, types === undefined ? undefined : { types }) });
      },
    } satisfies Rule,
    phone: onText('phone', m.phone, (text) => PHONE_PATTERN.test(text)),
    url: onText('url', m.url, isHttpUrl),
    minCharacters: (count: number) =>
      onText('minCharacters', m.minCharacters, (t) => characters(t) >= count, { count }),
    maxCharacters: (count: number) =>
      onText('maxCharacters', m.maxCharacters, (t) => characters(t) <= count, { count }),
    // Half-width katakana is katakana too: the form turns it full-width (src/lib/kana.ts).
    katakana: onText('katakana', m.katakana, (text) => KATAKANA.test(halfWidthToFullWidthKatakana(text))),
    /** Confirm-password: equal to the form's field `field`. */
    sameAs: (field: string): Rule => ({
      name: 'sameAs',
      message: say(m.passwordsDiffer),
      test: (value, context) => String(value ?? '') === String(context.parent?.[field] ?? ''),
    }),
    /** One of the offered options (a select); anything else reads as not chosen. */
    oneOf: (options: readonly (string | number)[]) =>
      rule<unknown>('oneOf', m.required, (value) => options.includes(value as string | number)),
    /** Guests 1 to 20 (spec doc 2 §5). */
    guests: rule<unknown>(
      'guests',
      m.required,
      (value) => Number.isInteger(value) && (value as number) >= GUESTS.min && (value as number) <= GUESTS.max,
    ),
    /** Companion rows: the guests minus the representative, the guest count read from the form's field `guestsField`. */
    companions: (guestsField: string): Rule => ({
      name: 'companions',
      message: say(m.required),
      test: (rows, context) =>
        (Array.isArray(rows) ? rows : []).length === Math.max(0, Number(context.parent?.[guestsField]) - 1),
    }),
    /** A quantity from 0 to the stock (spec doc 2 §5). */
    quantity: (stock: number) =>
      rule<unknown>(
        'quantity',
        m.required,
        (value) => Number.isInteger(value) && (value as number) >= 0 && (value as number) <= stock,
      ),
    /** jpeg, png or heic of at most `maxMb` MB; a message each (spec doc 1 §5). */
    imageFile: (maxMb = IMAGE_MAX_MB): Rule => ({
      name: 'imageFile',
      test: (value, context) => {
        const failure = imageFileFailure(value as ImageFileInfo | null | undefined, maxMb);
        return failure ? context.createError({ message: failure }) : true;
      },
    }),
    /** jpeg, png or heic, at most `maxMb` MB, square with at least `minSide` pixels a side; a message each. */
    image: (minSide: number, maxMb = IMAGE_MAX_MB): Rule => ({
      name: 'image',
      test: (value, context) => {
        const image = value as ImageInfo | null | undefined;
        const failure = imageFileFailure(image, maxMb);
        if (failure) return context.createError({ message: failure });
        if (image && (image.width !== image.height || image.width < minSide))
          return context.createError({ message: say(m.imageSquare, { size: minSide }) });
        return true;
      },
    }),
    /** A passport number as printed: 5 to 20 capital letters and digits. */
    passportNumber: onText('passportNumber', m.passportNumber, (text) => PASSPORT_NUMBER_PATTERN.test(text)),
    /** The card number mask: 16 digits once spaces are removed. */
    cardNumber: onText('cardNumber', m.cardNumber, (text) => /^\d{16}$/.test(unspaced(text))),
    /** The expiry mask: MM/YY, a month not yet over. */
    cardExpiry: (now?: Date) => onText('cardExpiry', m.cardExpiry, (text) => expiryValid(text, now)),
    /** The CVV mask: 3 or 4 digits. */
    securityCode: onText('securityCode', m.securityCode, (text) => /^\d{3,4}$/.test(text)),
  };
}

export type ValidationRules = ReturnType<typeof validationRules>;

/** The rules in the page's language, made once per language. */
export function useValidationRules(): ValidationRules {
  const intl = useIntl();
  return useMemo(() => validationRules(intl), [intl]);
}
