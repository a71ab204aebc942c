import * as yup from 'yup';
import { guestToday } from '@/lib/dates';
import type { Language } from '@/lib/language';
import type { DateRules } from '@/lib/validation/dateRules';
import type { ValidationRules } from '@/lib/validation/rules';
import { showsKana, type RegistrationValues } from '@/domain/profile/profileForm';

/**
 * The profile's rules (spec doc 1 §5 "Registration" and "Date fields"), for the registration form
 * and the check-in edit screen: nationality, surname, name, birth date, gender, telephone, address
 * and the shown kana are required; the kana katakana, the telephone digits only, the birth date a
 * real YYYY/MM/DD from 1900 to today. Occupation, company, otherOccupation and postal code have no rules.
 */
export function profileSchema(
  rules: ValidationRules,
  dates: DateRules,
  language: Language,
  today: string = guestToday(),
) {
  // Kana only for Japanese nationals in the Japanese UI: hidden, it has no rule.
  const kana = () =>
    rules.text().when('nationality', {
      is: (nationality: RegistrationValues['nationality']) => showsKana({ nationality }, language),
      then: (schema) => schema.test(rules.required).test(rules.katakana),
    });
  return yup.object({
    nationality: rules.requiredText(),
    surname: rules.requiredText(),
    name: rules.requiredText(),
    familyNameKana: kana(),
    givenNameKana: kana(),
    birthDate: rules.requiredText().test(dates.date({ max: today })),
    gender: rules.requiredText(),
    telephone: rules.requiredText().test(rules.phone),
    address: rules.requiredText(),
  });
}
