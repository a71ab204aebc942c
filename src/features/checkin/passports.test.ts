import { draft } from '../../../test/setup/checkin';
import type { CapturedPassport } from './checkinSlice';
import { base64Of } from '@/lib/base64Of';
import {
  emptyPassport,
  guestRegister,
  passportPhoto,
  passportValues,
  registerComplete,
  registerEdit,
  withoutPassportSecrets,
  type PassportForm,
} from './passports';

// The guest register's part of the check-in (issue 24) as pure rules: what the edit screen asks and
// saves, what confirm requires and what smartCheckin is sent.

const captured = (guest: number): CapturedPassport => ({
  guest,
  passportId: `00000000-0000-4000-8000-00000000000${guest}`,
  nationality: 'USA',
  maskedNumber: '******567',
});
const jpeg = new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0])], 'passport.jpg', { type: 'image/jpeg' });
const typed = { ...emptyPassport(), nationality: 'KOR', number: 'M12345678', photo: passportPhoto(jpeg) };

function form(overrides: Partial<PassportForm> = {}): PassportForm {
  return {
    residesInJapan: 'no',
    passport: typed,
    companionPassports: [null, null],
    knowsContacts: false,
    totalMembers: 3,
    profile: { nationality: 'NJP' },
    ...overrides,
  };
}

describe('registerEdit', () => {
  it('asks nothing of a Japanese representative, whatever the form held', () => {
    expect(registerEdit(form({ profile: { nationality: 'JPN' }, companionPassports: [typed, null] }))).toEqual({
      passports: [],
    });
  });

  it('uploads the representative’s typed passport when there is no address in Japan', () => {
    expect(registerEdit(form())).toEqual({
      residesInJapan: false,
      passports: [{ guest: 0, nationality: 'KOR', passportNumber: 'M12345678', photo: passportPhoto(jpeg) }],
    });
  });

  it('keeps a captured passport under its guest’s number, and asks none of a resident', () => {
    const companion = { ...emptyPassport(captured(2)) };
    expect(registerEdit(form({ residesInJapan: 'yes', companionPassports: [null, companion] }))).toEqual({
      residesInJapan: true,
      passports: [{ guest: 2, captured: captured(2) }],
    });
  });

  it('drops the companions’ passports when their rows are not listed (contacts known)', () => {
    expect(registerEdit(form({ knowsContacts: true, companionPassports: [typed, typed] })).passports).toHaveLength(1);
    // Rows beyond the guest count are gone too.
    expect(registerEdit(form({ totalMembers: 2, companionPassports: [null, typed] })).passports).toHaveLength(1);
  });
});

describe('passportValues and what is kept while typing', () => {
  it('reads the answer and the captured passports from the draft, a companion slot per row', () => {
    const values = passportValues(
      draft({
        totalMembers: 3,
        companionsList: [
          { surname: 'Lee', name: 'Min' },
          { surname: 'Kim', name: 'Ji' },
        ],
        residesInJapan: false,
        passports: [captured(0), captured(2)],
      }),
    );
    expect(values).toEqual({
      residesInJapan: 'no',
      passport: emptyPassport(captured(0)),
      companionPassports: [null, emptyPassport(captured(2))],
    });
    expect(passportValues(draft()).residesInJapan).toBe('');
  });

  it('never keeps a passport number or photo', () => {
    const kept = withoutPassportSecrets(form({ companionPassports: [typed, null] }));
    expect(kept.passport).toEqual({ captured: null, nationality: 'KOR', number: '', photo: null });
    expect(kept.companionPassports).toEqual([{ captured: null, nationality: 'KOR', number: '', photo: null }, null]);
    expect(JSON.stringify(kept)).not.toContain('M12345678');
  });
});

describe('registerComplete and guestRegister', () => {
  it('asks nothing of a Japanese representative: resident, no passports', () => {
    expect(registerComplete('JPN', {})).toBe(true);
    expect(guestRegister('JPN', { residesInJapan: false, passports: [captured(0)] })).toEqual({
      residesInJapan: true,
      passports: [],
    });
  });

  it('needs the NJP representative’s answer, and without an address in Japan their passport', () => {
    expect(registerComplete('NJP', {})).toBe(false);
    expect(registerComplete('NJP', { residesInJapan: true })).toBe(true);
    expect(registerComplete('NJP', { residesInJapan: false, passports: [captured(1)] })).toBe(false);
    expect(registerComplete('NJP', { residesInJapan: false, passports: [captured(0), captured(1)] })).toBe(true);
    expect(guestRegister('NJP', { residesInJapan: false, passports: [captured(0), captured(1)] })).toEqual({
      residesInJapan: false,
      passports: [
        { guest: 0, passportId: captured(0).passportId },
        { guest: 1, passportId: captured(1).passportId },
      ],
    });
  });
});

describe('passportPhoto and base64Of', () => {
  it('names a HEIC file without a type by its name, and reads the bytes as base64', async () => {
    expect(passportPhoto(new File(['x'], 'IMG_0001.HEIC')).type).toBe('image/heic');
    expect(passportPhoto(new File(['x'], 'notes.txt')).type).toBe('');
    expect(passportPhoto(jpeg)).toEqual({ file: jpeg, type: 'image/jpeg', size: 4 });
    expect(await base64Of(jpeg)).toBe('/9j/4A==');
  });
});
