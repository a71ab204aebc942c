import type { GuestRegisterInput, User } from '@/api/providerApi';
import type { CapturedPassport, CheckinDraft } from './checkinSlice';
import { companionRows, showsCompanions } from './companions';

/**
 * The guest register's part of the check-in (issue 24, Japan's Hotel Business Act): a representative
 * of nationality NJP says whether they have an address in Japan; without one, they and each companion
 * who is a foreign visitor without one give a passport (nationality, number, photo of the photo page).
 * The edit screen asks, the confirm screen checks and smartCheckin sends it by these functions.
 */

/** A photo of the passport's photo page as chosen: the file, its type as the contract names it, its size. */
export interface PassportPhoto {
  file: File;
  type: string;
  size: number;
}

/** One guest's passport on the edit screen. */
export interface PassportEntry {
  /** Captured before (the draft's): shown masked, not sent again; null until captured or once replaced. */
  captured: CapturedPassport | null;
  /** ISO 3166-1 alpha-3. */
  nationality: string;
  number: string;
  photo: PassportPhoto | null;
}

/** The edit form's passport part. */
export interface PassportValues {
  /** "Do you have an address in Japan?" of an NJP representative; '' until answered. */
  residesInJapan: '' | 'yes' | 'no';
  /** The representative's passport (guest 0). */
  passport: PassportEntry;
  /** One per companion row: its passport when ticked as a foreign visitor, else null. */
  companionPassports: (PassportEntry | null)[];
}

/** What the passport rules read of the whole edit form. */
export type PassportForm = PassportValues & {
  knowsContacts: boolean;
  totalMembers: number;
  profile: { nationality: string };
};

/** A passport in the form, to be captured or already captured. */
export type PassportChange =
  | { guest: number; captured: CapturedPassport }
  | { guest: number; nationality: string; passportNumber: string; photo: PassportPhoto };

/** What the edit screen's Confirm saves of the register. */
export interface RegisterEdit {
  /** Asked of an NJP representative only. */
  residesInJapan?: boolean;
  passports: PassportChange[];
}

export const NON_JAPANESE = 'NJP';

export const emptyPassport = (captured: CapturedPassport | null = null): PassportEntry => ({
  captured,
  nationality: '',
  number: '',
  photo: null,
});

/**
 * A chosen file as a passport photo. A HEIC file often comes without a type (Android, desktop
 * browsers): its name says what it is.
 */
export function passportPhoto(file: File): PassportPhoto {
  return { file, type: file.type || (/\.heic$/i.test(file.name) ? 'image/heic' : ''), size: file.size };
}

/** The form's passport part from the draft: the answer and the passports captured before. */
export function passportValues(draft: CheckinDraft): PassportValues {
  const captured = (guest: number) => draft.passports?.find((passport) => passport.guest === guest) ?? null;
  return {
    residesInJapan: draft.residesInJapan === undefined ? '' : draft.residesInJapan ? 'yes' : 'no',
    passport: emptyPassport(captured(0)),
    companionPassports: companionRows(draft.companionsList, draft.totalMembers).map((_, index) => {
      const companion = captured(index + 1);
      return companion ? emptyPassport(companion) : null;
    }),
  };
}

/** The form's values as kept in session storage while the guest types: never a passport number or photo. */
export function withoutPassportSecrets<V extends PassportValues>(values: V): V {
  const strip = (entry: PassportEntry) => ({ ...entry, number: '', photo: null });
  return {
    ...values,
    passport: strip(values.passport),
    companionPassports: values.companionPassports.map((entry) => entry && strip(entry)),
  };
}

/** Whether the form asks about the register at all: only a representative of nationality NJP. */
export const asksRegister = (values: Pick<PassportForm, 'profile'>) => values.profile.nationality === NON_JAPANESE;

/** Whether the representative's passport is asked: NJP without an address in Japan. */
export const asksRepresentativePassport = (values: Pick<PassportForm, 'profile' | 'residesInJapan'>) =>
  asksRegister(values) && values.residesInJapan === 'no';

/** Whether the companions are asked about (their rows are listed on the screen). */
export const asksCompanionPassports = (values: Pick<PassportForm, 'profile' | 'knowsContacts' | 'totalMembers'>) =>
  asksRegister(values) && showsCompanions(values);

/** The passports the form holds for its guests (guest 0 the representative, n the n-th companion row). */
export function registerEdit(values: PassportForm): RegisterEdit {
  if (!asksRegister(values)) return { passports: [] };
  const entries = [
    ...(asksRepresentativePassport(values) ? [{ guest: 0, entry: values.passport }] : []),
    ...(asksCompanionPassports(values)
      ? values.companionPassports
          .slice(0, values.totalMembers - 1)
          .flatMap((entry, index) => (entry ? [{ guest: index + 1, entry }] : []))
      : []),
  ];
  return {
    residesInJapan: values.residesInJapan === 'yes',
    passports: entries.map(({ guest, entry }) =>
      entry.captured
        ? { guest, captured: entry.captured }
        : // The schema requires the photo of a passport not yet captured.
          { guest, nationality: entry.nationality, passportNumber: entry.number, photo: entry.photo as PassportPhoto },
    ),
  };
}

/**
 * Whether the draft has what the register needs of this representative; confirm sends the guest to
 * edit otherwise, so the Check-in button never sends what the server refuses (passport_required).
 */
export function registerComplete(
  nationality: User['nationality'] | undefined,
  draft: Pick<CheckinDraft, 'residesInJapan' | 'passports'>,
): boolean {
  if (nationality !== NON_JAPANESE) return true;
  if (draft.residesInJapan === undefined) return false;
  return draft.residesInJapan || Boolean(draft.passports?.some((passport) => passport.guest === 0));
}

/** smartCheckin's guestRegister: a Japanese representative resides in Japan and brings no passports. */
export function guestRegister(
  nationality: User['nationality'] | undefined,
  draft: Pick<CheckinDraft, 'residesInJapan' | 'passports'>,
): GuestRegisterInput {
  if (nationality !== NON_JAPANESE) return { residesInJapan: true, passports: [] };
  return {
    residesInJapan: draft.residesInJapan !== false,
    passports: (draft.passports ?? []).map(({ guest, passportId }) => ({ guest, passportId })),
  };
}
