import { screen, waitFor, within } from '@testing-library/react';
import { addDays, formatDate, hotelToday } from '@/lib/dates';
import { registerCheckin } from '../../../test/setup/frontDesk';
import { fact, openDesk, section } from '../../../test/setup/frontDeskPage';

// The guest register on the front-desk page (issue 24), against the real API server: foreign guests'
// check-ins are submitted through the API (test/setup/frontDesk.ts), each with its own new member.

const TIME_ZONE = 'Asia/Tokyo';
const today = () => hotelToday(TIME_ZONE);
const register = () => section(/^Guest register/);

/** Types a range into the register's date fields (YYYY/MM/DD) and shows it. */
async function showRange(user: Awaited<ReturnType<typeof openDesk>>['user'], from: string, to: string) {
  const form = within(register()).getByRole('form', { name: 'Check-in dates' });
  await user.clear(within(form).getByRole('textbox', { name: /^From/ }));
  await user.type(within(form).getByRole('textbox', { name: /^From/ }), from);
  await user.clear(within(form).getByRole('textbox', { name: /^To/ }));
  await user.type(within(form).getByRole('textbox', { name: /^To/ }), to);
  await user.click(within(form).getByRole('button', { name: 'Show' }));
}

/** Every request the page sent whose path ends so, as Requests. */
function requestsTo(fetched: jest.SpyInstance, pathEnd: RegExp) {
  return fetched.mock.calls
    .map(([input, init]) => (input instanceof Request ? input : new Request(input, init)))
    .filter((r) => pathEnd.test(new URL(r.url).pathname));
}

describe('the guest register', () => {
  it('lists today’s guests at first, each with their check-in, address, nationality and passport masked', async () => {
    const guest = await registerCheckin('passport');
    const resident = await registerCheckin('resident');
    const japanese = await registerCheckin('japanese');
    const { user } = await openDesk();
    const day = formatDate(today());
    expect(within(register()).getByText(`Check-ins from ${day} to ${day}`)).toBeVisible();
    expect(within(register()).getByRole('textbox', { name: /^From/ })).toHaveValue(day);

    const row = await within(register()).findByRole('listitem', { name: `${guest.name} Representative` });
    expect(fact(row, 'Check-in')).toHaveTextContent(day);
    expect(fact(row, 'Check-out')).toHaveTextContent('Staying');
    expect(fact(row, 'Check-in ID')).toHaveTextContent(guest.checkinCode);
    expect(fact(row, 'Phone')).toHaveTextContent('12025550123');
    expect(fact(row, 'Address')).toHaveTextContent('1600 Pennsylvania Ave NW, Washington, DC, USA');
    expect(await within(row).findByText('United States of America')).toBeVisible();
    expect(fact(row, 'Passport')).toHaveTextContent(guest.maskedNumber!);
    expect(row).not.toHaveTextContent(guest.passportNumber!);
    const residentRow = within(register()).getByRole('listitem', { name: `${resident.name} Representative` });
    expect(fact(residentRow, 'Nationality')).toHaveTextContent('Foreign national living in Japan');
    expect(within(residentRow).queryByText('Passport', { selector: 'dt' })).not.toBeInTheDocument();
    const japaneseRow = within(register()).getByRole('listitem', { name: `${japanese.name} Representative` });
    expect(fact(japaneseRow, 'Nationality')).toHaveTextContent('Japan');
    expect(fact(japaneseRow, 'Address')).toHaveTextContent(japanese.address);

    const companion = within(register()).getByRole('listitem', { name: `${guest.companion} Companion 1` });
    expect(fact(companion, 'Address')).toHaveTextContent('—');
    expect(fact(companion, 'Nationality')).toHaveTextContent('—');
    expect(within(companion).queryByRole('button', { name: 'View passport' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '日本語' }));
    expect(await within(row).findByText('アメリカ合衆国')).toBeVisible();
    expect(within(residentRow).getByText('外国籍（日本国内に住所あり）')).toBeVisible();
    expect(screen.getByRole('region', { name: /^宿泊者名簿/ })).toBeVisible();
  });

  it('lists a chosen range, and says when it has no guests', async () => {
    const guest = await registerCheckin('japanese');
    const { user } = await openDesk();
    await showRange(user, '2020/01/01', '2020/01/31');
    expect(await within(register()).findByText('No guests in this period.')).toBeVisible();
    expect(within(register()).getByText('Check-ins from 2020/01/01 to 2020/01/31')).toBeVisible();
    expect(within(register()).queryByRole('listitem')).not.toBeInTheDocument();

    const yesterday = formatDate(addDays(today(), -1));
    await showRange(user, yesterday, formatDate(today()));
    const row = await within(register()).findByRole('listitem', { name: `${guest.name} Representative` });
    expect(fact(row, 'Check-in')).toHaveTextContent(formatDate(today()));
    expect(within(register()).getByText(`Check-ins from ${yesterday} to ${formatDate(today())}`)).toBeVisible();
  });

  it('refuses a range that ends before it starts or spans more than 366 days', async () => {
    const { user } = await openDesk();
    await showRange(user, '2026/03/10', '2026/03/01');
    expect(await within(register()).findByText('The end date must be on or after the start date.')).toBeVisible();
    expect(within(register()).getByRole('button', { name: 'Show' })).toBeDisabled();

    const to = within(register()).getByRole('textbox', { name: /^To/ });
    await user.clear(to);
    await user.type(to, '2027/03/11');
    await user.tab();
    expect(await within(register()).findByText('Please choose a period of at most 366 days.')).toBeVisible();
    // 2026/03/10 to 2027/03/10: 366 days, both counted.
    await user.clear(to);
    await user.type(to, '2027/03/10');
    await user.tab();
    await waitFor(() => expect(within(register()).getByRole('button', { name: 'Show' })).toBeEnabled());
  });

  it('shows a passport once the staff member confirms the view is recorded, and asks again next time', async () => {
    const guest = await registerCheckin('passport');
    const fetched = jest.spyOn(globalThis, 'fetch');
    try {
      const { user } = await openDesk();
      const row = await within(register()).findByRole('listitem', { name: `${guest.name} Representative` });
      await user.click(within(row).getByRole('button', { name: 'View passport' }));
      const confirm = await screen.findByRole('dialog', { name: 'View this passport?' });
      expect(confirm).toHaveTextContent('Viewing a passport is recorded with your name.');
      expect(requestsTo(fetched, /\/passport$/)).toHaveLength(0);

      await user.click(within(confirm).getByRole('button', { name: 'View passport' }));
      const dialog = await screen.findByRole('dialog', { name: `Passport: ${guest.name}` });
      expect(await within(dialog).findByText(guest.passportNumber!)).toBeVisible();
      expect(await within(dialog).findByText('United States of America (USA)')).toBeVisible();
      const photo = within(dialog).getByRole('img', { name: `Photo page of the passport of ${guest.name}` });
      expect(photo.getAttribute('src')).toMatch(/^data:image\/png;base64,iVBORw0KGgo/);
      expect(within(dialog).getByRole('button', { name: 'Close' })).toBeVisible();

      await user.click(within(dialog).getByRole('button', { name: 'Close' }));
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(within(row).getByRole('button', { name: 'View passport' })).toHaveFocus();
      // Not kept: the next view is read (and recorded) again.
      await user.click(within(row).getByRole('button', { name: 'View passport' }));
      await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'View passport' }));
      expect(await screen.findByText(guest.passportNumber!)).toBeVisible();
      expect(requestsTo(fetched, /\/passport$/)).toHaveLength(2);
    } finally {
      fetched.mockRestore();
    }
  });

  it('offers a HEIC photo as a download instead of an image browsers cannot show', async () => {
    const guest = await registerCheckin('passport', { photo: 'heic' });
    const { user } = await openDesk();
    const row = await within(register()).findByRole('listitem', { name: `${guest.name} Representative` });
    await user.click(within(row).getByRole('button', { name: 'View passport' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'View passport' }));
    const dialog = await screen.findByRole('dialog', { name: `Passport: ${guest.name}` });
    expect(await within(dialog).findByText(/^This photo is HEIC/)).toBeVisible();
    const link = within(dialog).getByRole('link', { name: 'Download the photo (HEIC)' });
    expect(link.getAttribute('href')).toMatch(/^data:image\/heic;base64,AAAAGGZ0eXBoZWlj/);
    expect(link).toHaveAttribute('download');
    expect(within(dialog).queryByRole('img')).not.toBeInTheDocument();
  });

  it('exports the range as the server’s CSV file, byte order mark and all', async () => {
    await registerCheckin('passport');
    const saved: Blob[] = [];
    // jsdom has no object URLs: stand-ins that keep the file handed to the browser.
    const jsdomUrl = { createObjectURL: URL.createObjectURL, revokeObjectURL: URL.revokeObjectURL };
    Object.assign(URL, {
      createObjectURL: jest.fn((file: Blob) => (saved.push(file), 'blob:register')),
      revokeObjectURL: jest.fn(),
    });
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    try {
      const { user } = await openDesk();
      await within(register()).findAllByRole('listitem');
      await user.click(within(register()).getByRole('button', { name: 'Export CSV' }));
      const fileName = `guest-register-sakura-asakusa-${today()}-${today()}.csv`;
      expect(await within(register()).findByText(`${fileName} was downloaded.`)).toBeVisible();
      const link = click.mock.contexts[0] as HTMLAnchorElement;
      expect(link.download).toBe(fileName);
      expect(link.getAttribute('href')).toBe('blob:register');
      const bytes = new Uint8Array(await saved[0]!.arrayBuffer());
      expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
      expect(new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes)).toMatch(
        /^\uFEFF宿泊日,出発日,チェックインID,氏名,住所,連絡先,国籍,旅券番号,旅券写し\r\n/,
      );
    } finally {
      click.mockRestore();
      Object.assign(URL, jsdomUrl);
    }
  });

  it('says when the server lacks the key a passport was sealed with, showing nothing of it', async () => {
    const guest = await registerCheckin('passport');
    const realFetch = global.fetch;
    jest.spyOn(global, 'fetch').mockImplementation(async (input, init) => {
      const request = input instanceof Request ? input : new Request(input, init);
      if (!new URL(request.url).pathname.endsWith('/passport')) return realFetch(input, init);
      // The server's answer for a passport of a key it was not given (PASSPORT_ENCRYPTION_OLD_KEYS).
      const body = {
        message: 'This passport was encrypted with a key the server does not have.',
        code: 'passport_key_missing',
        detail: 'A passport was sealed with key 8f2c0b37, …',
      };
      return new Response(JSON.stringify(body), { status: 503, headers: { 'content-type': 'application/json' } });
    });
    try {
      const { user } = await openDesk();
      const row = await within(register()).findByRole('listitem', { name: `${guest.name} Representative` });
      await user.click(within(row).getByRole('button', { name: 'View passport' }));
      await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'View passport' }));
      const dialog = await screen.findByRole('dialog', { name: `Passport: ${guest.name}` });
      expect(await within(dialog).findByRole('alert')).toHaveTextContent(
        'This passport was encrypted with a key the server does not have. Please contact the system administrator.',
      );
      expect(dialog).not.toHaveTextContent(guest.passportNumber!);
    } finally {
      jest.restoreAllMocks();
    }
  });

  it('says why an export failed', async () => {
    const realFetch = global.fetch;
    jest.spyOn(global, 'fetch').mockImplementation(async (input, init) => {
      const request = input instanceof Request ? input : new Request(input, init);
      if (new URL(request.url).pathname.endsWith('/register/export')) throw new TypeError('Failed to fetch');
      return realFetch(input, init);
    });
    try {
      const { user } = await openDesk();
      await user.click(within(register()).getByRole('button', { name: 'Export CSV' }));
      expect(await within(register()).findByRole('alert')).toHaveTextContent(
        'Failed to send or receive data. Please try again later.',
      );
    } finally {
      jest.restoreAllMocks();
    }
  });
});

describe('check-ins waiting for approval', () => {
  it('say how many passports the desk should check', async () => {
    const guest = await registerCheckin('passport');
    const resident = await registerCheckin('resident');
    await openDesk();
    const checkins = section(/^Check-ins waiting/);
    // (Listed under the member's own name: found by the check-in code.)
    const rowOf = async (code: string) =>
      (await within(checkins).findAllByRole('listitem')).find((row) => row.textContent?.includes(code))!;
    expect(within(await rowOf(guest.checkinCode)).getByText('Passport ×1')).toBeVisible();
    expect(within(await rowOf(resident.checkinCode)).queryByText(/^Passport ×/)).not.toBeInTheDocument();
  });
});
