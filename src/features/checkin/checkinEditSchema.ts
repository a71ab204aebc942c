import type { CustomCheckinField } from '@/api/providerApi';
import type { Language } from '@/lib/language';
import { profileSchema } from '@/domain/profile/profileSchema';
import type { DateRules } from '@/lib/validation/dateRules';
import type { ValidationRules } from '@/lib/validation/rules';
import type { ArrivalOptions } from './checkinFormOptions';
import { accommodationSchema } from './checkinSchema';
import { guidanceSchema } from './guidanceSchema';
import { passportSchema } from './passportSchema';

/** The typed previous or next place's upper bound (the spec shows none; the input stops there too). */
export const PLACE_MAX = 200;
const PLACES = ['Home', 'Other'] as const;

/** What the edit form depends on: the offered arrival, the page's language, the hotel's guidance fields. */
interface EditedCheckin {
  arrival: ArrivalOptions;
  language: Language;
  fields: readonly CustomCheckinField[] | null;
}

/**
 * Edit registration (spec doc 2 "checkinEdit", §5): the stay as in the check-in form (its phone is
 * not on this screen), the previous and next accommodation (Home or Other) with the place typed in
 * for Other, the representative's profile under `profile`, the guidance answers under `answers`
 * when the check-in has them, and the guest register's questions (passportSchema.ts). Apart from
 * checkinSchema.ts: the profile's birth date brings moment.
 */
export function checkinEditSchema(
  rules: ValidationRules,
  dateRules: DateRules,
  { arrival, language, fields }: EditedCheckin,
) {
  const accommodation = rules.requiredText().test(rules.oneOf(PLACES));
  const place = (choice: string) =>
    rules.text().when(choice, {
      is: 'Other',
      then: (text) => text.test(rules.required).test(rules.maxCharacters(PLACE_MAX)),
    });
  return accommodationSchema(rules, arrival).shape({
    previousAccommodation: accommodation,
    previousPlace: place('previousAccommodation'),
    nextAccommodation: accommodation,
    nextPlace: place('nextAccommodation'),
    profile: profileSchema(rules, dateRules, language),
    ...(fields && { answers: guidanceSchema(rules, fields) }),
    ...passportSchema(rules),
  });
}
