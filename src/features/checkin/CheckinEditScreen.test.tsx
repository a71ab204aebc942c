import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeStore, type RootState } from '@/app/store';
import { draft } from '../../../test/setup/checkin';
import { stopClockAt } from '../../../test/setup/clock';
import { FOREIGN_PROFILE, newMember } from '../../../test/setup/members';
import { renderApp } from '../../../test/setup/renderApp';
import { arrivalDates } from './checkinFormOptions';
import type { CheckinDraft } from './checkinSlice';

// Edit registration (spec doc 2 "checkinEdit"), the representative's kana (doc 1 §2, §5): the whole
// app against the real API server, signed in as a new member. Nothing here is sent. (Stored hiragana
// kana, which the contract no longer lets anyone store, is turned into katakana by prefillValues:
// src/domain/profile/profileForm.test.ts.)

const SAKURA_WINDOW = { begin: '15:00', end: '02:00', timeZone: 'Asia/Tokyo' };
const editUrl = '/checkin-edit?hotelId=sakura-asakusa&lang=ja';

function withDraft(overrides: Partial<CheckinDraft> = {}): Partial<RootState> {
  const initial = makeStore().getState();
  return {
    checkin: {
      ...initial.checkin,
      checkinData: {
        ...initial.checkin.checkinData,
        // A date all of whose times are still ahead (the draft's 15:00 is offered on it).
        value: draft({ inDate: arrivalDates(SAKURA_WINDOW)[1]!, ...overrides }),
      },
    },
  };
}

describe('CheckinEditScreen kana', () => {
  it('turns half-width katakana into full-width instead of refusing it', async () => {
    const user = userEvent.setup();
    const { token } = await newMember();
    renderApp(editUrl, withDraft(), { token });
    const family = await screen.findByRole('textbox', { name: 'セイ（カタカナ）' });
    await user.clear(family);
    await user.type(family, 'ﾔﾏﾀﾞ');
    await user.tab();
    await waitFor(() => expect(family).toHaveValue('ヤマダ'));
    expect(family).not.toHaveAccessibleDescription(/カタカナのみ/);
    expect(screen.queryByText('カタカナのみで入力してください。')).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: '確認' })).toBeEnabled());
  });
});

describe('CheckinEditScreen stay', () => {
  afterEach(() => jest.useRealTimers());

  it('keeps a stay’s date whose time has passed, and asks for the time again among those left', async () => {
    const user = userEvent.setup();
    const { token } = await newMember();
    stopClockAt('2026-11-22T18:30:00+09:00');
    renderApp('/checkin-edit?hotelId=sakura-asakusa&lang=en', withDraft({ inDate: '2026-11-22', inTime: '16:00' }), {
      token,
    });
    const time = await screen.findByRole('combobox', { name: 'Check-in time' });
    expect(screen.getByRole('combobox', { name: 'Arrival date' })).toHaveValue('2026-11-22');
    expect(time).toHaveValue('');
    expect(within(time).getAllByRole('option')[1]).toHaveTextContent('19:00');
    const confirm = screen.getByRole('button', { name: 'Confirm' });
    await waitFor(() => expect(confirm).toBeDisabled());
    await user.selectOptions(time, '20:00');
    await waitFor(() => expect(confirm).toBeEnabled());
  });
});

// The guest register (issue 24): what Japan's Hotel Business Act asks of a foreign guest without an
// address in Japan. Nothing is uploaded here (the upload and confirm: CheckinConfirmScreen.test.tsx).
describe('CheckinEditScreen passport', () => {
  const editIn = (lang: string) => `/checkin-edit?hotelId=sakura-asakusa&lang=${lang}`;
  const JPEG = [0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46];
  const passportPhoto = () => new File([new Uint8Array(JPEG)], 'passport.jpg', { type: 'image/jpeg' });
  let foreign: string;
  beforeAll(async () => {
    ({ token: foreign } = await newMember({ profile: FOREIGN_PROFILE }));
  });

  it('shows a Japanese representative nothing new', async () => {
    const { token } = await newMember();
    renderApp(editIn('en'), withDraft({ totalMembers: 2, companionsList: [{ surname: 'Lee', name: 'Min' }] }), {
      token,
    });
    await screen.findByRole('heading', { level: 2, name: 'Representative information' });
    expect(screen.queryByRole('heading', { name: 'Passport' })).not.toBeInTheDocument();
    expect(screen.queryByRole('group', { name: /address in Japan/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: /foreign visitor/ })).not.toBeInTheDocument();
    expect(screen.queryByLabelText(/Passport number/)).not.toBeInTheDocument();
  });

  it('asks an NJP representative about an address in Japan; a resident gives no passport', async () => {
    const user = userEvent.setup();
    renderApp(editIn('en'), withDraft(), { token: foreign });
    const question = await screen.findByRole('group', { name: 'Do you have an address in Japan?' });
    const confirm = screen.getByRole('button', { name: 'Confirm' });
    // Unanswered, the form cannot be sent.
    await waitFor(() => expect(confirm).toBeDisabled());
    await user.click(within(question).getByRole('radio', { name: 'Yes' }));
    await waitFor(() => expect(confirm).toBeEnabled());
    expect(screen.queryByLabelText(/Passport number/)).not.toBeInTheDocument();
  });

  it('asks nationality, number and photo without an address in Japan, checking the photo at once', async () => {
    const user = userEvent.setup({ applyAccept: false });
    renderApp(editIn('en'), withDraft(), { token: foreign });
    const question = await screen.findByRole('group', { name: 'Do you have an address in Japan?' });
    await user.click(within(question).getByRole('radio', { name: 'No' }));
    const representative = screen.getByRole('group', { name: 'Representative' });
    const nationality = within(representative).getByRole('combobox', { name: 'Nationality (as in the passport)' });
    // Countries by name in the page's language, as alpha-3 codes; not Japan.
    await within(nationality).findByRole('option', { name: 'South Korea' });
    expect(within(nationality).queryByRole('option', { name: 'Japan' })).not.toBeInTheDocument();
    await user.selectOptions(nationality, 'South Korea');
    expect(nationality).toHaveValue('KOR');

    const number = within(representative).getByRole('textbox', { name: 'Passport number' });
    await user.type(number, 'm1234');
    await user.tab();
    expect(number).toHaveValue('M1234');
    await user.type(number, '-');
    await user.tab();
    expect(number).toHaveAccessibleDescription(
      /Please enter the passport number as printed: 5 to 20 capital letters and digits\./,
    );
    await user.clear(number);
    await user.type(number, 'm12345678');
    expect(number).toHaveValue('M12345678');

    // Both inputs take a photo: the camera (capture) or the files.
    const camera = within(representative).getByLabelText('Take a photo');
    const files = within(representative).getByLabelText('Choose a file');
    expect(camera).toHaveAttribute('capture', 'environment');
    expect(files).not.toHaveAttribute('capture');
    for (const input of [camera, files])
      expect(input).toHaveAttribute('accept', 'image/jpeg,image/png,image/heic,.heic');

    const tooLarge = new File([new Uint8Array(10 * 1024 * 1024 + 1)], 'big.jpg', { type: 'image/jpeg' });
    await user.upload(files, tooLarge);
    expect(await within(representative).findByText('File size limit 10Mb.')).toBeVisible();
    await user.upload(camera, new File(['%PDF-1.7'], 'scan.pdf', { type: 'application/pdf' }));
    expect(await within(representative).findByText('Invalid image')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Confirm' })).toBeDisabled();

    await user.upload(files, passportPhoto());
    await waitFor(() => expect(within(representative).queryByText('Invalid image')).not.toBeInTheDocument());
    expect(within(representative).getByRole('img', { name: 'The chosen photo' })).toHaveAttribute(
      'src',
      'blob:jsdom/passport.jpg',
    );
    expect(within(representative).getByText('passport.jpg')).toBeVisible();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Confirm' })).toBeEnabled());

    // What is kept while typing holds neither the number nor the photo.
    await waitFor(() => expect(window.sessionStorage.getItem('form-input')).toContain('KOR'));
    expect(JSON.stringify({ ...window.sessionStorage })).not.toContain('M12345678');
    expect(JSON.stringify({ ...window.sessionStorage })).not.toContain('passport.jpg');
  });

  it('asks a companion ticked as a foreign visitor for the same; unticked, the fields go', async () => {
    const user = userEvent.setup();
    renderApp(
      editIn('en'),
      withDraft({
        totalMembers: 3,
        companionsList: [
          { surname: 'Park', name: 'Ji' },
          { surname: 'Choi', name: 'Su' },
        ],
      }),
      { token: foreign },
    );
    const question = await screen.findByRole('group', { name: 'Do you have an address in Japan?' });
    await user.click(within(question).getByRole('radio', { name: 'Yes' }));
    const ji = screen.getByRole('checkbox', { name: 'Ji Park is a foreign visitor without an address in Japan' });
    expect(
      screen.getByRole('checkbox', { name: 'Su Choi is a foreign visitor without an address in Japan' }),
    ).not.toBeChecked();
    await user.click(ji);
    const passport = screen.getByRole('group', { name: 'Ji Park' });
    expect(within(passport).getByRole('textbox', { name: 'Passport number' })).toBeVisible();
    expect(within(passport).getByLabelText('Choose a file')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Confirm' })).toBeDisabled());

    // Removing guest 2 takes their passport with it: guest 3 is not ticked.
    await user.click(screen.getByRole('button', { name: 'Remove guest 2' }));
    expect(screen.queryByRole('group', { name: 'Ji Park' })).not.toBeInTheDocument();
    const su = screen.getByRole('checkbox', { name: 'Su Choi is a foreign visitor without an address in Japan' });
    expect(su).not.toBeChecked();
    await user.click(su);
    await user.click(su);
    expect(screen.queryByRole('group', { name: 'Su Choi' })).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Confirm' })).toBeEnabled());
  });

  it('shows a passport captured before masked, with Register again, in Japanese', async () => {
    const user = userEvent.setup();
    renderApp(
      editIn('ja'),
      withDraft({
        residesInJapan: false,
        passports: [
          {
            guest: 0,
            passportId: '8e2f8f5c-1b7a-4c39-9a51-0e8a3b0c1d2e',
            nationality: 'KOR',
            maskedNumber: '******678',
          },
        ],
      }),
      { token: foreign },
    );
    const representative = await screen.findByRole('group', { name: '代表者' });
    expect(within(representative).getByText('パスポート ******678 登録済み')).toBeVisible();
    expect(within(representative).queryByRole('textbox', { name: '旅券番号' })).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: '確認' })).toBeEnabled());
    await user.click(within(representative).getByRole('button', { name: '登録し直す' }));
    expect(within(representative).getByRole('textbox', { name: '旅券番号' })).toBeVisible();
    expect(within(representative).getByLabelText('写真を撮る')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: '確認' })).toBeDisabled());
  });
});
