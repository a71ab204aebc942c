import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeStore, type RootState } from '@/app/store';
import { draft } from '../../../test/setup/checkin';
import { newMember } from '../../../test/setup/members';
import { renderApp } from '../../../test/setup/renderApp';
import { arrivalDates } from './checkinFormOptions';

// Edit registration (spec doc 2 "checkinEdit"), the representative's kana (doc 1 §2, §5): the whole
// app against the real API server, signed in as a new member. Nothing here is sent. (Stored hiragana
// kana, which the contract no longer lets anyone store, is turned into katakana by prefillValues:
// src/domain/profile/profileForm.test.ts.)

const SAKURA_WINDOW = { begin: '15:00', end: '02:00' };
const editUrl = '/checkin-edit?hotelId=sakura-asakusa&lang=ja';

function withDraft(): Partial<RootState> {
  const initial = makeStore().getState();
  return {
    checkin: {
      ...initial.checkin,
      checkinData: {
        ...initial.checkin.checkinData,
        value: draft({ inDate: arrivalDates('Asia/Tokyo', Date.now(), SAKURA_WINDOW)[0]! }),
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
