import { screen, within } from '@testing-library/react';
import { makeStore, type RootState } from '@/app/store';
import { draft } from '../../../test/setup/checkin';
import { newMember } from '../../../test/setup/members';
import { renderApp } from '../../../test/setup/renderApp';
import type { CheckinDraft } from './checkinSlice';

// The check-in confirm screen (spec doc 2 "checkinConfirm"), the whole app against the real API
// server, signed in as a new member with a complete profile. Nothing here submits a check-in.

const confirmUrl = (lang: string) => `/checkin-confirm?hotelId=sakura-asakusa&lang=${lang}`;

function preloaded(value: CheckinDraft): Partial<RootState> {
  const initial = makeStore().getState();
  return {
    checkin: {
      ...initial.checkin,
      checkinData: { ...initial.checkin.checkinData, value },
    },
  };
}

let token: string;
beforeAll(async () => {
  ({ token } = await newMember());
});

const block = (name: string) => screen.findByRole('region', { name });

describe('CheckinConfirmScreen', () => {
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
