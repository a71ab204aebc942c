import type { User } from '@/api/providerApi';

/** Spec doc 1 §3: the profile is complete only when name, birthDate, gender, address and telephone are all present. */
export function isProfileComplete(
  user: Pick<User, 'name' | 'birthDate' | 'gender' | 'address' | 'telephone'>,
): boolean {
  return [user.name, user.birthDate, user.gender, user.address, user.telephone].every(
    (value) => typeof value === 'string' && value.trim() !== '',
  );
}

/** Combined name (spec doc 1 §3): surname then name in Japanese, name then surname otherwise. */
export function fullName(user: Pick<User, 'name' | 'surname'>, language: string): string {
  const parts = language === 'ja' ? [user.surname, user.name] : [user.name, user.surname];
  return parts.filter((p): p is string => Boolean(p && p.trim())).join(' ');
}
