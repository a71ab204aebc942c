import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Reservation } from '@/api/providerApi';
import { makeStore, type RootState } from '@/app/store';
import { renderApp } from '../../../test/setup/renderApp';
import { draft, reservation } from '../../../test/setup/checkin';
import { stopClockAt } from '../../../test/setup/clock';
import { arrivalDates } from './checkinFormOptions';
import { selectCheckinDraft, type CheckinDraft } from './checkinSlice';

// The check-in form, the reservation search and the reservation list (spec doc 2 §2, §5), the whole
// app against the real API server (test/setup/startApiServer.cjs). Nothing here submits a check-in.

const SAKURA = 'hotelId=sakura-asakusa';
const formUrl = (lang = 'en') => `/checkin?${SAKURA}&lang=${lang}`;

/** The demo hotel's window: 15:00 to 02:00 past midnight, in Tokyo. */
const SAKURA_WINDOW = { begin: '15:00', end: '02:00', timeZone: 'Asia/Tokyo' };

/** The arrival dates the form offers now at the demo hotel: from its business day, 15 of them. */
const japanDays = () => arrivalDates(SAKURA_WINDOW);

const optionTexts = (select: HTMLElement) =>
  within(select)
    .getAllByRole('option')
    .map((o) => o.textContent);
const LATE_TIMES = ['00:00 (next day)', '01:00 (next day)', '02:00 (next day)'];

/** A state holding a check-in draft and, optionally, the reservations a search found. */
function preloaded(value: CheckinDraft, found: Reservation[] | null = null): Partial<RootState> {
  const initial = makeStore().getState();
  return {
    checkin: {
      ...initial.checkin,
      checkinData: { ...initial.checkin.checkinData, value },
      searchReservations: { ...initial.checkin.searchReservations, value: found },
    },
  };
}

const guests = () => screen.getByRole('combobox', { name: 'Number of guests' });
const companion = (number: number) => screen.getByRole('group', { name: `Guest ${number}` });
const companionGroups = () => screen.queryAllByRole('group', { name: /^Guest \d+$/ });
/** The reservation cards (the footer's language list is a list too). */
const cards = () => within(screen.getByRole('main')).getAllByRole('listitem');
const textboxNames = (container: HTMLElement) =>
  within(container)
    .getAllByRole('textbox')
    .map((box) => box.getAttribute('name'));

describe('CheckinFormScreen', () => {
  it('shows the hotel’s Latin name in the header, its Japanese name in Japanese', async () => {
    const first = renderApp(formUrl('en'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Hotel Sakuranamiki Asakusa' })).toBeVisible();
    expect(screen.getByRole('heading', { level: 2, name: 'Online check-in' })).toBeVisible();
    first.unmount();

    renderApp(formUrl('ja'));
    expect(await screen.findByRole('heading', { level: 1, name: 'ホテル桜並木 浅草' })).toBeVisible();
    expect(screen.getByRole('heading', { level: 2, name: 'オンラインチェックイン' })).toBeVisible();
  });

  describe('the arrival, on the hotel’s clock', () => {
    afterEach(() => jest.useRealTimers());
    const arrival = () => screen.getByRole('combobox', { name: 'Arrival date' });
    const time = () => screen.getByRole('combobox', { name: 'Check-in time' });

    it('offers 15 dates from today with their weekdays, today’s times still ahead, the first of them chosen', async () => {
      stopClockAt('2026-11-22T18:30:00+09:00');
      const user = userEvent.setup();
      renderApp(formUrl());
      await screen.findByRole('combobox', { name: 'Arrival date' });
      const options = within(arrival()).getAllByRole('option') as HTMLOptionElement[];
      expect(options).toHaveLength(15);
      expect(options[0]).toHaveTextContent('2026/11/22 (Sun)');
      expect(options[14]).toHaveTextContent('2026/12/06 (Sun)');
      expect(arrival()).toHaveValue('2026-11-22');
      // 15:00 to 18:00 have passed; the window runs to 02:00 past midnight, on the next day.
      expect(optionTexts(time())).toEqual(['19:00', '20:00', '21:00', '22:00', '23:00', ...LATE_TIMES]);
      expect(time()).toHaveValue('19:00');

      // Tomorrow offers the whole window, and keeps the time chosen.
      await user.selectOptions(arrival(), '2026-11-23');
      expect(optionTexts(time())).toEqual([
        '15:00',
        '16:00',
        '17:00',
        '18:00',
        '19:00',
        '20:00',
        '21:00',
        '22:00',
        '23:00',
        ...LATE_TIMES,
      ]);
      expect(time()).toHaveValue('19:00');
      await user.selectOptions(time(), '16:00');
      // Back to today, where 16:00 has passed: its first time still ahead.
      await user.selectOptions(arrival(), '2026-11-22');
      expect(time()).toHaveValue('19:00');
    });

    it('at 00:30 starts with last night, at its next time, 01:00', async () => {
      stopClockAt('2026-11-23T00:30:00+09:00');
      renderApp(formUrl());
      await screen.findByRole('combobox', { name: 'Arrival date' });
      expect(arrival()).toHaveValue('2026-11-22');
      expect(optionTexts(time())).toEqual(['01:00 (next day)', '02:00 (next day)']);
      expect(time()).toHaveValue('01:00');
    });

    it('takes out an arrival that passes while the form is open, and the guest chooses again', async () => {
      stopClockAt('2026-11-23T01:59:59.900+09:00');
      const user = userEvent.setup();
      renderApp(formUrl());
      await screen.findByRole('combobox', { name: 'Arrival date' });
      await user.type(screen.getByRole('textbox', { name: 'Phone number of the reservation' }), '09012345678');
      expect(arrival()).toHaveValue('2026-11-22');
      expect(optionTexts(time())).toEqual(['02:00 (next day)']);
      const next = screen.getByRole('button', { name: 'Next' });
      await waitFor(() => expect(next).toBeEnabled());

      // 02:00: the night is over, its date and time are no longer offered.
      jest.setSystemTime(new Date('2026-11-23T02:00:00.500+09:00'));
      await waitFor(() => expect(arrival()).toHaveValue(''));
      expect(optionTexts(arrival()).slice(0, 2)).toEqual(['Please choose', '2026/11/23 (Mon)']);
      expect(time()).toHaveValue('');
      expect(optionTexts(time())).toEqual(['Please choose']);
      await waitFor(() => expect(next).toBeDisabled());

      await user.selectOptions(arrival(), '2026-11-23');
      expect(time()).toHaveValue('15:00');
      await waitFor(() => expect(next).toBeEnabled());
    });
  });

  it('keeps Next disabled until the phone number is valid (digits only)', async () => {
    const user = userEvent.setup();
    renderApp(formUrl());
    const phone = await screen.findByRole('textbox', { name: 'Phone number of the reservation' });
    const next = screen.getByRole('button', { name: 'Next' });
    await waitFor(() => expect(next).toBeDisabled());
    await user.type(phone, '090-1234-5678');
    await waitFor(() => expect(next).toBeDisabled());
    await user.clear(phone);
    await user.type(phone, '09012345678');
    await waitFor(() => expect(next).toBeEnabled());
    await user.clear(phone);
    await waitFor(() => expect(next).toBeDisabled());
  });

  it('shows one companion group per further guest, given name first in English, hidden when the contacts are known', async () => {
    const user = userEvent.setup();
    renderApp(formUrl());
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Number of guests' }), '3');

    for (const number of [2, 3]) {
      const group = companion(number);
      expect(within(group).getByRole('textbox', { name: 'Family name' })).toBeVisible();
      expect(within(group).getByRole('textbox', { name: 'Given name' })).toBeVisible();
      expect(textboxNames(group)).toEqual([
        `companionsList.${number - 2}.name`,
        `companionsList.${number - 2}.surname`,
      ]);
    }
    expect(screen.queryByRole('group', { name: 'Guest 4' })).not.toBeInTheDocument();

    // Companion names are required: Next stays disabled with a valid phone until they are typed.
    await user.type(screen.getByRole('textbox', { name: 'Phone number of the reservation' }), '09012345678');
    const next = screen.getByRole('button', { name: 'Next' });
    await waitFor(() => expect(next).toBeDisabled());

    await user.click(screen.getByRole('checkbox', { name: 'I know everyone’s contacts' }));
    expect(screen.queryByRole('group', { name: 'Guest 2' })).not.toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Guest 3' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add a guest' })).not.toBeInTheDocument();
    await waitFor(() => expect(next).toBeEnabled());

    await user.click(screen.getByRole('checkbox', { name: 'I know everyone’s contacts' }));
    expect(companion(2)).toBeVisible();
    expect(companion(3)).toBeVisible();
  });

  it('names the add button by what it adds, a guest, in every language', async () => {
    const names = { ja: '同行者を追加', en: 'Add a guest', zh: '添加同行住客', ko: '동행 투숙객 추가' };
    for (const [lang, name] of Object.entries(names)) {
      const view = renderApp(formUrl(lang));
      expect(await screen.findByRole('button', { name })).toBeEnabled();
      view.unmount();
    }
  });

  it('puts the family name first in Japanese', async () => {
    const user = userEvent.setup();
    renderApp(formUrl('ja'));
    await user.selectOptions(await screen.findByRole('combobox', { name: '宿泊人数' }), '2');
    const group = screen.getByRole('group', { name: '2人目' });
    expect(textboxNames(group)).toEqual(['companionsList.0.surname', 'companionsList.0.name']);
    expect(within(group).getAllByRole('textbox')[0]).toHaveAccessibleName('姓');
    expect(within(group).getAllByRole('textbox')[1]).toHaveAccessibleName('名');
  });

  it('adds a guest and a row with “Add a guest”, removes a row and a guest with “Remove guest 2”', async () => {
    const user = userEvent.setup();
    renderApp(formUrl());
    await user.click(await screen.findByRole('button', { name: 'Add a guest' }));
    expect(guests()).toHaveValue('2');
    await user.click(screen.getByRole('button', { name: 'Add a guest' }));
    expect(guests()).toHaveValue('3');
    expect(companion(3)).toBeVisible();

    await user.type(within(companion(2)).getByRole('textbox', { name: 'Family name' }), 'Sato');
    await user.type(within(companion(3)).getByRole('textbox', { name: 'Family name' }), 'Suzuki');
    await user.type(within(companion(3)).getByRole('textbox', { name: 'Given name' }), 'Ichiro');

    await user.click(screen.getByRole('button', { name: 'Remove guest 2' }));
    expect(guests()).toHaveValue('2');
    expect(screen.queryByRole('group', { name: 'Guest 3' })).not.toBeInTheDocument();
    // The third guest's row moved up.
    expect(within(companion(2)).getByRole('textbox', { name: 'Family name' })).toHaveValue('Suzuki');
    expect(within(companion(2)).getByRole('textbox', { name: 'Given name' })).toHaveValue('Ichiro');

    await user.click(screen.getByRole('button', { name: 'Remove guest 2' }));
    expect(guests()).toHaveValue('1');
    expect(screen.queryByRole('group', { name: 'Guest 2' })).not.toBeInTheDocument();
    expect(companionGroups()).toEqual([]);
  });

  it('fills the form again from the draft in the session', async () => {
    const days = japanDays();
    const stored = draft({
      inDate: days[3]!,
      inTime: '18:00',
      totalMembers: 2,
      companionsList: [{ surname: 'Sato', name: 'Ken' }],
      reservationTel: '09000000002',
    });
    renderApp(formUrl(), preloaded(stored));
    expect(await screen.findByRole('combobox', { name: 'Arrival date' })).toHaveValue(days[3]);
    expect(screen.getByRole('combobox', { name: 'Check-in time' })).toHaveValue('18:00');
    expect(guests()).toHaveValue('2');
    expect(within(companion(2)).getByRole('textbox', { name: 'Family name' })).toHaveValue('Sato');
    expect(within(companion(2)).getByRole('textbox', { name: 'Given name' })).toHaveValue('Ken');
    expect(screen.getByRole('textbox', { name: 'Phone number of the reservation' })).toHaveValue('09000000002');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Next' })).toBeEnabled());
  });

  it('asks for the companions when the contacts box of a sent draft is unticked, naming what is missing', async () => {
    const user = userEvent.setup();
    const days = japanDays();
    // Sent with the contacts known: the draft keeps no companion rows.
    renderApp(formUrl(), preloaded(draft({ inDate: days[1]!, totalMembers: 2, knowsContacts: true })));
    const next = await screen.findByRole('button', { name: 'Next' });
    await waitFor(() => expect(next).toBeEnabled());

    await user.click(screen.getByRole('checkbox', { name: 'I know everyone’s contacts' }));
    await waitFor(() => expect(next).toBeDisabled());
    const row = companion(2);
    await user.click(within(row).getByRole('textbox', { name: 'Family name' }));
    await user.tab();
    expect(within(row).getByRole('textbox', { name: 'Family name' })).toHaveAccessibleDescription(
      'This field is required',
    );
    await user.type(within(row).getByRole('textbox', { name: 'Family name' }), 'Sato');
    await user.type(within(row).getByRole('textbox', { name: 'Given name' }), 'Ken');
    await waitFor(() => expect(next).toBeEnabled());
  });

  it('searches the phone at a hotel with the payment plugin and opens the list of what it found', async () => {
    const user = userEvent.setup();
    const { router } = renderApp(formUrl());
    await user.type(await screen.findByRole('textbox', { name: 'Phone number of the reservation' }), '09000000002');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/checkin-reservation-confirm'));
    expect(router.state.location.search).toBe(`?${SAKURA}&lang=en`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Your reservations' })).toBeVisible();
    expect(cards().map((card) => within(card).getByText(/^SA-/).textContent)).toEqual(['SA-1002', 'SA-1003']);
  });

  it('opens the reservation search when nothing is found for the phone, saying so', async () => {
    const user = userEvent.setup();
    const { router } = renderApp(formUrl());
    await user.type(await screen.findByRole('textbox', { name: 'Phone number of the reservation' }), '09099990000');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/checkin-reservation-search'));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'There is no reservation information. Check it again please.',
    );
    expect(await screen.findByRole('textbox', { name: 'Phone number of the reservation' })).toHaveValue('09099990000');
  });
});

describe('ReservationSearchScreen', () => {
  const searchUrl = `/checkin-reservation-search?${SAKURA}&lang=en`;

  it('starts with the draft’s phone; switching the search key clears the inputs', async () => {
    const user = userEvent.setup();
    renderApp(searchUrl, preloaded(draft({ reservationTel: '09011112222' })));
    expect(await screen.findByRole('heading', { level: 1, name: 'Find your reservation' })).toBeVisible();
    expect(screen.getByRole('radio', { name: 'Phone number' })).toBeChecked();
    expect(screen.getByRole('textbox', { name: 'Phone number of the reservation' })).toHaveValue('09011112222');

    await user.click(screen.getByRole('radio', { name: 'Reservation ID' }));
    expect(screen.getByRole('radio', { name: 'Reservation ID' })).toBeChecked();
    expect(screen.queryByRole('textbox', { name: 'Phone number of the reservation' })).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Reservation ID' })).toHaveValue('');
    await user.type(screen.getByRole('textbox', { name: 'Reservation ID' }), 'SA-1004');

    await user.click(screen.getByRole('radio', { name: 'Reservation name' }));
    expect(screen.queryByRole('textbox', { name: 'Reservation ID' })).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Guest family name' })).toHaveValue('');
    expect(screen.getByRole('textbox', { name: 'Guest given name' })).toHaveValue('');
    await user.type(screen.getByRole('textbox', { name: 'Guest family name' }), 'Johnson');

    await user.click(screen.getByRole('radio', { name: 'Phone number' }));
    expect(screen.getByRole('textbox', { name: 'Phone number of the reservation' })).toHaveValue('');
    await user.click(screen.getByRole('radio', { name: 'Reservation ID' }));
    expect(screen.getByRole('textbox', { name: 'Reservation ID' })).toHaveValue('');
  });

  it('keeps Search disabled after a switch to an empty search key, until the key is typed', async () => {
    const user = userEvent.setup();
    renderApp(searchUrl, preloaded(draft({ reservationTel: '09011112222' })));
    const search = await screen.findByRole('button', { name: 'Search' });
    await waitFor(() => expect(search).toBeEnabled());
    await user.click(screen.getByRole('radio', { name: 'Reservation ID' }));
    await waitFor(() => expect(search).toBeDisabled());
    await user.type(screen.getByRole('textbox', { name: 'Reservation ID' }), 'SA-1004');
    await waitFor(() => expect(search).toBeEnabled());
    await user.click(screen.getByRole('radio', { name: 'Reservation name' }));
    await waitFor(() => expect(search).toBeDisabled());
  });

  it('finds a reservation by its ID, as typed, and opens the list', async () => {
    const user = userEvent.setup();
    const { router, store } = renderApp(searchUrl, preloaded(draft({ reservationTel: '09099990000' })));
    await user.click(await screen.findByRole('radio', { name: 'Reservation ID' }));
    await user.type(screen.getByRole('textbox', { name: 'Reservation ID' }), 'sa1004');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/checkin-reservation-confirm'));
    expect(await screen.findByText('SA-1004')).toBeVisible();
    expect(selectCheckinDraft(store.getState())).toMatchObject({ reservationId: 'sa1004', reservationIds: [] });
  });
});

describe('ReservationListScreen', () => {
  const listUrl = `/checkin-reservation-confirm?${SAKURA}&lang=en`;
  const found = [
    reservation({
      id: 'r-1',
      reservationId: 'SA-0001',
      checkinDate: '2026-11-22',
      nights: 2,
      plan: 'Breakfast included',
      reservationRoom: [{ typeName: 'Deluxe Twin', roomType: 'DTW', roomNum: 2 }],
      roomNumber: null,
      paxTotal: 3,
      userName: '佐藤 健',
      userNameEn: 'Ken Sato',
      guestName: '佐藤 美咲',
      guestNameEn: 'Misaki Sato',
    }),
    reservation({
      id: 'r-2',
      reservationId: 'SA-0002',
      checkinDate: '2026-11-23',
      nights: 1,
      plan: 'Room only',
      roomNumber: '501',
      paxTotal: 1,
      userName: '佐藤 健',
      userNameEn: 'Ken Sato',
    }),
  ];

  it('shows each reservation as a card, with Next disabled until one is ticked', async () => {
    const user = userEvent.setup();
    renderApp(listUrl, preloaded(draft(), found));
    expect(await screen.findByRole('heading', { level: 1, name: 'Your reservations' })).toBeVisible();
    const [first, second] = cards();
    const details = (card: HTMLElement) =>
      within(card)
        .getAllByRole('term')
        .map((term) => [term.textContent, term.nextElementSibling?.textContent]);

    const checkbox = within(first!).getByRole('checkbox', { name: '2026/11/22 (Sun) ・ 2 nights' });
    expect(details(first!)).toEqual([
      ['Plan', 'Breakfast included'],
      ['Rooms', 'Deluxe Twin × 2'],
      ['Guests', '3 guests'],
      ['Reservation holder', 'Ken Sato'],
      ['Confirmed guest', 'Misaki Sato'],
      ['Reservation ID', 'SA-0001'],
    ]);
    expect(within(second!).getByRole('checkbox', { name: '2026/11/23 (Mon) ・ 1 night' })).not.toBeChecked();
    expect(details(second!)).toEqual([
      ['Plan', 'Room only'],
      ['Rooms', 'Room 501'],
      ['Guests', '1 guest'],
      ['Reservation holder', 'Ken Sato'],
      ['Confirmed guest', '—'],
      ['Reservation ID', 'SA-0002'],
    ]);

    const next = screen.getByRole('button', { name: 'Next' });
    expect(next).toBeDisabled();
    await user.click(checkbox);
    expect(checkbox).toBeChecked();
    expect(next).toBeEnabled();
    await user.click(checkbox);
    expect(next).toBeDisabled();
  });

  it('shows the Japanese names and counts in Japanese', async () => {
    renderApp(`/checkin-reservation-confirm?${SAKURA}&lang=ja`, preloaded(draft(), found));
    const [first] = await within(await screen.findByRole('main')).findAllByRole('listitem');
    expect(within(first!).getByRole('checkbox', { name: '2026/11/22 (日) ・ 2泊' })).toBeInTheDocument();
    expect(within(first!).getByText('佐藤 健')).toBeVisible();
    expect(within(first!).getByText('佐藤 美咲')).toBeVisible();
    expect(within(first!).getByText('Deluxe Twin × 2室')).toBeVisible();
  });
});
