import * as yup from 'yup';
import type { ValidationRules } from '@/lib/validation/rules';
import {
  asksCompanionPassports,
  asksRegister,
  asksRepresentativePassport,
  type PassportEntry,
  type PassportForm,
} from './passports';

/**
 * The edit screen's passport part (issue 24): the address question of an NJP representative, and
 * each asked passport not captured before: nationality, number as printed, and a photo (jpeg, png or
 * heic of at most 10 MB; any shape: a passport page is not square). Each part reads the rest of the
 * form (the representative's nationality, the answer, the companion rows) from its parent.
 */
export function passportSchema(rules: ValidationRules) {
  const entry = yup.lazy((value: PassportEntry | null) =>
    !value || value.captured
      ? rules.value()
      : yup.object({
          nationality: rules.requiredText(),
          number: rules.requiredText().test(rules.passportNumber),
          photo: rules.value().test(rules.required).test(rules.imageFile()),
        }),
  );
  // yup casts an object's fields one by one, handing each the fields cast so far: a part may be
  // resolved before the profile is there (the form is then read again, whole, to validate it).
  const form = (parent: unknown): PassportForm => {
    const values = parent as Partial<PassportForm> | undefined;
    return { ...(values as PassportForm), profile: values?.profile ?? { nationality: '' } };
  };
  return {
    residesInJapan: yup.lazy((_, { parent }) => (asksRegister(form(parent)) ? rules.requiredText() : rules.text())),
    passport: yup.lazy((_, { parent }) => (asksRepresentativePassport(form(parent)) ? entry : rules.value())),
    companionPassports: yup.lazy((_, { parent }) =>
      asksCompanionPassports(form(parent)) ? rules.list().of(entry) : rules.value(),
    ),
  };
}
