import { screen, within } from '@testing-library/react';
import type { Reservation } from '@/api/providerApi';
import { makeStore, type RootState } from '@/app/store';
import { draft, reservation } from '../../../test/setup/checkin';
import { newMember } from '../../../test/setup/members';
import { renderApp } from '../../../test/setup/renderApp';
import type { CheckinDraft } from './checkinSlice';

// The check-in confirm screen (spec doc 2 "checkinConfirm"), the whole app against the real API
// server, signed in as a new member with a complete profile. Nothing here submits a check-in.

const confirmUrl = (lang: string) => `/checkin-confirm?hotelId=sakura-asakusa&lang=${lang}`;

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

let token: string;
beforeAll(async () => {
  ({ token } = await newMember());
});

const block = (name: string) => screen.findByRole('region', { name });

describe('CheckinConfirmScreen', () => {
  it('names the reservations being checked in: ID, dates, plan or room', async () => {
    const chosen = [
      reservation({ id: 'r-1', reservationId: 'SA-0001', checkinDate: '2026-11-22', nights: 2, plan: 'Room only' }),
      reservation({
        id: 'r-2',
        reservationId: 'SA-0002',
        checkinDate: '2026-11-22',
        nights: 1,
        plan: '',
        roomNumber: '502',
      }),
    ];
    const notChosen = reservation({ id: 'r-3', reservationId: 'SA-0003' });
    renderApp(confirmUrl('en'), preloaded(draft({ reservationIds: ['r-1', 'r-2'] }), [...chosen, notChosen]), {
      token,
    });
    const reservations = await block('Reservations');
    const text = reservations.textContent;
    expect(text).toContain('SA-0001');
    expect(text).toContain('2026/11/22 (Sun) – 2026/11/24 (Tue), 2 nights');
    expect(text).toContain('Room only');
    expect(text).toContain('SA-0002');
    expect(text).toContain('Room 502');
    expect(text).not.toContain('SA-0003');
    expect(within(reservations).getByRole('link', { name: 'Edit Reservations' })).toHaveAttribute(
      'href',
      expect.stringContaining('/checkin-reservation-confirm'),
    );
  });

  it('names the reservations in Japanese too', async () => {
    renderApp(
      confirmUrl('ja'),
      preloaded(draft({ reservationIds: ['r-1'] }), [reservation({ reservationId: 'SA-0001', plan: '素泊まり' })]),
      { token },
    );
    const reservations = await block('予約内容');
    expect(reservations).toHaveTextContent('SA-0001');
    expect(reservations).toHaveTextContent('素泊まり');
  });

  it('shows no reservation block when the check-in has none (a hotel without the list)', async () => {
    renderApp(confirmUrl('en'), preloaded(draft()), { token });
    await block('Accommodation information');
    expect(screen.queryByRole('region', { name: 'Reservations' })).not.toBeInTheDocument();
  });

  it('reads a time past midnight of the hotel’s window as the next day', async () => {
    renderApp(confirmUrl('en'), preloaded(draft({ inDate: '2026-11-22', inTime: '01:00' })), { token });
    expect(await block('Accommodation information')).toHaveTextContent('2026/11/22 (Sun) 01:00 (next day)');
  });

  it('ends with the Mileage Guide: the campaign has ended, with the support address', async () => {
    renderApp(confirmUrl('en'), preloaded(draft()), { token });
    await block('Accommodation information');
    const guide = screen.getByRole('note', { name: 'Mileage Guide' });
    expect(guide).toHaveTextContent('Earn 100 miles by registering');
    expect(guide).toHaveTextContent('The mileage campaign has temporarily ended.');
    expect(within(guide).getByRole('link', { name: 'support@sakura-guest.example' })).toHaveAttribute(
      'href',
      'mailto:support@sakura-guest.example',
    );
  });

  it('shows the Mileage Guide in Japanese', async () => {
    renderApp(confirmUrl('ja'), preloaded(draft()), { token });
    await block('宿泊情報');
    const guide = screen.getByRole('note', { name: 'マイレージのご案内' });
    expect(guide).toHaveTextContent('登録で100マイル獲得');
    expect(guide).toHaveTextContent('マイレージキャンペーンは一時終了しております。');
  });
});
