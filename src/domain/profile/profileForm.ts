import type { User, UserProfileInput } from '@/api/providerApi';
import { halfWidthToFullWidthKatakana, toKatakana } from '@/lib/kana';
import type { Language } from '@/lib/language';
import { EAST_ASIAN_SCRIPT, OCCUPATIONS, OTHER_OCCUPATION } from '@/domain/profile/profile';
import type { ReservationPrefill } from '@/domain/profile/reservationPrefill';

export { OCCUPATIONS, OTHER_OCCUPATION };
const LISTED: string[] = Object.values(OCCUPATIONS);
const WITH_COMPANY: string[] = [OCCUPATIONS.employee, OCCUPATIONS.selfEmployed];

/** The registration form as the guest fills it in (birthDate as YYYY/MM/DD). */
export interface RegistrationValues {
  nationality: 'JPN' | 'NJP';
  surname: string;
  name: string;
  familyNameKana: string;
  givenNameKana: string;
  birthDate: string;
  gender: 'M' | 'F';
  telephone: string;
  postalCode: string;
  address: string;
  occupation: string;
  company: string;
  otherOccupation: string;
}

export type RegistrationField = keyof RegistrationValues;

/** Kana fields only for Japanese nationals in the Japanese UI (spec doc 1 "registrationForm"). */
export const showsKana = (values: Pick<RegistrationValues, 'nationality'>, language: Language) =>
  values.nationality === 'JPN' && language === 'ja';
/** The postal code only for Japanese nationals. */
export const showsPostalCode = (values: Pick<RegistrationValues, 'nationality'>) => values.nationality === 'JPN';
/** The company only for employees and the self-employed. */
export const showsCompany = (values: Pick<RegistrationValues, 'occupation'>) =>
  WITH_COMPANY.includes(values.occupation);
/** The free-text occupation only for "Other". */
export const showsOtherOccupation = (values: Pick<RegistrationValues, 'occupation'>) =>
  values.occupation === OTHER_OCCUPATION;

const EMPTY: RegistrationValues = {
  nationality: 'JPN',
  surname: '',
  name: '',
  familyNameKana: '',
  givenNameKana: '',
  birthDate: '',
  gender: 'M',
  telephone: '',
  postalCode: '',
  address: '',
  occupation: OCCUPATIONS.employee,
  company: '',
  otherOccupation: '',
};

type Stored = Partial<Record<RegistrationField, string>>;

/**
 * The family and given name in the one name an identity provider gave at a social sign-in. The
 * contract's User carries it only whole, as `nameLatin` (the server keeps the ID token's `name`
 * claim there; no given_name or family_name), so it is split at its last space: a name in Latin
 * script has the given name first ("Aiko Tanaka"), one in Han, kana or Hangul the family name
 * ("田中 愛子"). A name of one word is not split: which part it is cannot be told.
 */
export function providerName(whole: string | null): { surname?: string; name?: string } {
  const words = (whole ?? '')
    .trim()
    .split(/[\s\u3000]+/)
    .filter(Boolean);
  if (words.length < 2) return {};
  if (EAST_ASIAN_SCRIPT.test(whole ?? '')) return { surname: words[0], name: words.slice(1).join(' ') };
  return { surname: words.at(-1), name: words.slice(0, -1).join(' ') };
}

/** The stored member as form values (only what it holds). */
function fromUser(user: User | undefined): Stored {
  if (!user) return {};
  // A member who signed in with a social account and has no name yet: the provider's.
  const named = Boolean(user.surname?.trim() || user.name?.trim());
  const fromProvider = named ? {} : providerName(user.nameLatin);
  // Stored kana may be hiragana or half-width (older records, other apps): the fields take katakana.
  const [familyNameKana, ...given] = toKatakana(user.nameKana ?? '')
    .trim()
    .split(/[\s\u3000]+/);
  const listed = user.occupation ? LISTED.includes(user.occupation) : false;
  const stored: Stored = {
    nationality: user.nationality ?? undefined,
    surname: user.surname ?? fromProvider.surname,
    name: user.name ?? fromProvider.name,
    familyNameKana: familyNameKana || undefined,
    givenNameKana: given.join(' ') || undefined,
    birthDate: user.birthDate ? user.birthDate.slice(0, 10).replace(/-/g, '/') : undefined,
    gender: user.gender ?? undefined,
    telephone: user.telephone ?? undefined,
    postalCode: user.postalCode ?? undefined,
    address: user.address ?? undefined,
    company: user.company ?? undefined,
  };
  if (user.occupation) {
    stored.occupation = listed ? user.occupation : OTHER_OCCUPATION;
    // An occupation outside the list is itself the free text when none was stored apart.
    const free = user.otherOccupation ?? (user.occupation === OTHER_OCCUPATION ? null : user.occupation);
    if (!listed && free) stored.otherOccupation = free;
  }
  return stored;
}

const filled = (value: string | undefined): value is string => typeof value === 'string' && value.trim() !== '';

/**
 * The form's values, field by field (spec doc 1 "registrationForm"): the current value if the
 * guest has one, then the stored member, then the selected reservation, then the defaults
 * (Japanese, male, employee).
 */
export function prefillValues(
  current: Partial<RegistrationValues>,
  user: User | undefined,
  reservation: ReservationPrefill,
): RegistrationValues {
  const stored = fromUser(user);
  const sources: Stored[] = [current, stored, reservation];
  const values = { ...EMPTY };
  for (const field of Object.keys(EMPTY) as RegistrationField[]) {
    const value = sources.map((source) => source[field]).find(filled);
    if (value !== undefined) (values as Record<RegistrationField, string>)[field] = value;
  }
  return values;
}

const blankToNull = (value: string) => (value.trim() === '' ? null : value.trim());

/**
 * The submitted user object (spec doc 1 §3): the form's fields with nameKana (family and given kana
 * joined by a space), the telephone as text, the birth date as the API's YYYY-MM-DD, and email,
 * picture and nameLatin echoed from the stored member. Hidden fields are not sent.
 */
export function toProfileInput(values: RegistrationValues, language: Language, user: User): UserProfileInput {
  const jpn = values.nationality === 'JPN';
  let nameKana: string | null = null;
  // Half-width katakana the guest typed is sent full-width (the rule lets it pass).
  if (showsKana(values, language))
    nameKana = halfWidthToFullWidthKatakana(`${values.familyNameKana.trim()} ${values.givenNameKana.trim()}`);
  // Not asked outside the Japanese UI: what is stored stays, rather than being wiped unseen.
  else if (jpn) nameKana = user.nameKana;
  return {
    surname: values.surname.trim(),
    name: values.name.trim(),
    nameKana,
    nameLatin: user.nameLatin,
    nationality: values.nationality,
    birthDate: values.birthDate.replace(/\//g, '-'),
    gender: values.gender,
    telephone: String(values.telephone).trim(),
    postalCode: jpn ? blankToNull(values.postalCode) : null,
    address: values.address.trim(),
    occupation: blankToNull(values.occupation),
    company: showsCompany(values) ? blankToNull(values.company) : null,
    otherOccupation: showsOtherOccupation(values) ? blankToNull(values.otherOccupation) : null,
    email: user.email,
    picture: user.picture,
  };
}
