import type { User } from '@/api/providerApi';
import { OCCUPATIONS, type ListedOccupation } from '@/lib/profile';

/**
 * The member's occupation: one of the listed ones (shown translated), or the free text of "other"
 * (shown as entered: the free text when there is one, else the stored value), or none at all.
 */
export function occupationOf(
  user: Pick<User, 'occupation' | 'otherOccupation'>,
): { listed: ListedOccupation } | { text: string } | null {
  const value = user.occupation?.trim();
  if (!value) return null;
  const listed = (Object.keys(OCCUPATIONS) as ListedOccupation[]).find((key) => OCCUPATIONS[key] === value);
  if (listed) return { listed };
  return { text: user.otherOccupation?.trim() || value };
}
