import type { User } from '@/api/providerApi';

/**
 * The listed occupations, stored as the Japanese words (spec doc 1 §3); any other value is the
 * free-text "other" case.
 */
export const OCCUPATIONS = { employee: '会社員', selfEmployed: '自営業', student: '学生', none: '無職' } as const;
export type ListedOccupation = keyof typeof OCCUPATIONS;
/** The form's "Other" choice; stored as the occupation with the free text in otherOccupation. */
export const OTHER_OCCUPATION = 'その他';

/** Spec doc 1 §3: the profile is complete only when name, birthDate, gender, address and telephone are all present. */
export function isProfileComplete(
  user: Pick<User, 'name' | 'birthDate' | 'gender' | 'address' | 'telephone'>,
): boolean {
  return [user.name, user.birthDate, user.gender, user.address, user.telephone].every(
    (value) => typeof value === 'string' && value.trim() !== '',
  );
}

// Han characters, kana and Hangul: names written this way put the family name first.
export const EAST_ASIAN_SCRIPT = /[\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af]/;

/**
 * Combined name. The spec (doc 1 §3) puts the surname first in Japanese and the given name first
 * otherwise; a name written in Han, kana or Hangul keeps its family name first in every language
 * ("山田 花子", never "花子 山田"). The server's check-in mail follows the same rule
 * (server/src/services/checkinMail.ts).
 */
export function fullName(user: Pick<User, 'name' | 'surname'>, language: string): string {
  const eastAsianName = EAST_ASIAN_SCRIPT.test(`${user.surname ?? ''}${user.name ?? ''}`);
  const familyFirst = language === 'ja' || eastAsianName;
  const parts = familyFirst ? [user.surname, user.name] : [user.name, user.surname];
  return parts.filter((p): p is string => Boolean(p && p.trim())).join(' ');
}

/** A name the data gives in Japanese and in Latin script: Japanese in ja, Latin otherwise (spec). */
export function inScript(japanese: string, latin: string, language: string): string {
  return language === 'ja' ? japanese : latin;
}
