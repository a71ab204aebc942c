import * as yup from 'yup';
import type { CheckinField } from '@/api/frontDeskApi';
import type { ValidationRules } from '@/lib/validation/rules';
import { PAGE_LANGUAGES, type PageLanguage } from './pageMessages';

/** One guidance field's form: each language's title, explanation and choices (one a line) as text. */
export interface FieldValues {
  type: CheckinField['type'];
  required: boolean;
  title: Record<PageLanguage, string>;
  content: Record<PageLanguage, string>;
  options: Record<PageLanguage, string>;
}

const byLanguage = (value: (lang: PageLanguage) => string) =>
  Object.fromEntries(PAGE_LANGUAGES.map((lang) => [lang, value(lang)])) as Record<PageLanguage, string>;
const lines = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '');

export const NEW_FIELD: FieldValues = {
  type: 'textArea',
  required: false,
  title: byLanguage(() => ''),
  content: byLanguage(() => ''),
  options: byLanguage(() => ''),
};

export function fieldValues(field: CheckinField): FieldValues {
  return {
    type: field.type,
    required: field.required ?? false,
    title: byLanguage((lang) => field.title[lang] ?? ''),
    content: byLanguage((lang) => field.content?.[lang] ?? ''),
    options: byLanguage((lang) => (field.options?.[lang] ?? []).join('\n')),
  };
}

/** The field to save: empty languages left out, choices only for a list, "required" never for information. */
export function fieldOfValues(values: FieldValues): CheckinField {
  const texts = (of: Record<PageLanguage, string>) =>
    Object.fromEntries(PAGE_LANGUAGES.flatMap((lang) => (of[lang].trim() ? [[lang, of[lang].trim()]] : [])));
  const content = texts(values.content);
  const options = Object.fromEntries(
    PAGE_LANGUAGES.flatMap((lang) => (lines(values.options[lang]).length ? [[lang, lines(values.options[lang])]] : [])),
  );
  return {
    type: values.type,
    title: texts(values.title) as CheckinField['title'],
    ...(Object.keys(content).length > 0 && { content }),
    ...(values.type === 'selectBox' && { options: options as NonNullable<CheckinField['options']> }),
    required: values.type !== 'none' && values.required,
  };
}

export interface FieldSchemaMessages {
  optionsNeeded: string;
  optionCount: (count: number) => string;
}

/** openapi.yaml HotelSetupCheckinField and the hotel file's checks: a title in Japanese, a list's choices. */
export const fieldSchema = (rules: ValidationRules, say: FieldSchemaMessages) => {
  const otherOptions = rules.text().test('count', (value, context) => {
    const ja = lines((context.from?.[1]?.value as FieldValues | undefined)?.options.ja ?? '').length;
    const count = lines(value ?? '').length;
    return count === 0 || count === ja || context.createError({ message: say.optionCount(ja) });
  });
  return yup.object({
    title: yup.object({ ja: rules.requiredText() }),
    options: yup.object({
      ja: rules
        .text()
        .test(
          'needed',
          say.optionsNeeded,
          (value, context) =>
            (context.from?.[1]?.value as FieldValues | undefined)?.type !== 'selectBox' ||
            lines(value ?? '').length > 0,
        ),
      en: otherOptions,
      zh: otherOptions,
      ko: otherOptions,
    }),
  });
};
