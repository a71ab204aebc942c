import { validateYupSchema, yupToFormErrors } from 'formik';
import { createIntl } from 'react-intl';
import type * as yup from 'yup';
import { dateRules } from '@/lib/validation/dateRules';
import { validationRules } from '@/lib/validation/rules';
import en from '../../locales/en.json';
import ja from '../../locales/ja.json';
import ko from '../../locales/ko.json';
import zh from '../../locales/zh.json';

/** The four languages' messages, as the app loads them. */
export const LOCALES = { ja, en, zh, ko };
export type TestLanguage = keyof typeof LOCALES;

export const intlIn = (language: TestLanguage) => createIntl({ locale: language, messages: LOCALES[language] });

/** The form rules with their messages in a language, as a form on a page in that language gets them. */
export const rulesIn = (language: TestLanguage) => validationRules(intlIn(language));
export const dateRulesIn = (language: TestLanguage) => dateRules(intlIn(language));

/** The messages Formik shows under each field for these values ({} when the form is valid). */
export async function formikErrors(schema: yup.AnyObjectSchema, values: object): Promise<Record<string, unknown>> {
  try {
    await validateYupSchema(values, schema);
    return {};
  } catch (error) {
    return yupToFormErrors(error);
  }
}
