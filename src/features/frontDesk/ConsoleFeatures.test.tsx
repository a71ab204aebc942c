import { screen, waitFor, within } from '@testing-library/react';
import { staffToken } from '../../../test/setup/frontDesk';
import { openDesk } from '../../../test/setup/frontDeskPage';

// The managers' Features screen (issue 32), the whole app against the real API server. It edits
// minato-inn's payment for requests only (minato-inn takes no requests, so no other screen test reads
// it) and puts minato-inn's features back as it found them, as the other screen tests read them.
const MINATO_MANAGER = 'manager@minato-demo.example';
const URL = `${process.env.API_BASE}/api/front-desk/hotel-features`;

interface Features {
  version: string;
  plugins: object;
  icons: object;
  payments: object;
}

async function features(method: 'GET' | 'PUT' = 'GET', body?: object): Promise<Features> {
  const headers = { authorization: `Bearer ${await staffToken(MINATO_MANAGER)}`, 'Content-Type': 'application/json' };
  const response = await fetch(URL, { method, headers, body: body && JSON.stringify(body) });
  expect(response.status).toBe(200);
  return (await response.json()) as Features;
}

/** minato-inn's payment for requests as guests' apps read it (none when not set). */
async function guestsRequestPayment() {
  const response = await fetch(`${process.env.API_BASE}/api/payment-setting-by-hotel?hotelId=minato-inn`);
  const { payment_time } = (await response.json()) as {
    payment_time: { value: string; is_enabled: boolean; payment_method: { value: string; is_enabled: boolean }[] }[];
  };
  return payment_time.find((time) => time.value === 'MOBILE_REQUEST');
}

describe('the managers’ Features screen', () => {
  let found: Features;
  beforeAll(async () => {
    found = await features();
  });
  afterAll(async () => {
    const { version } = await features();
    await features('PUT', { ...found, version });
    expect({ ...(await features()), version: '' }).toEqual({ ...found, version: '' });
  });

  it('explains each plugin, says an enabled payment needs a method, saves, and keeps the edits on another manager’s save', async () => {
    const { user } = await openDesk(MINATO_MANAGER);
    await user.click(
      within(screen.getByRole('navigation', { name: 'Screens' })).getByRole('link', { name: 'Features' }),
    );
    const form = await screen.findByRole('region', { name: 'Features' });

    // Each plugin code with what it switches; minato-inn has none set.
    const coupons = await within(form).findByRole('combobox', { name: 'Coupons CU' });
    expect(coupons).toHaveValue('unset');
    expect(coupons).toHaveAccessibleDescription('The home screen shows the hotel’s coupons.');
    expect(within(form).getByRole('combobox', { name: 'Reservation link TL' })).toHaveAccessibleDescription(
      /^While set, on or off, online check-in looks up/,
    );
    expect(within(form).getByRole('checkbox', { name: 'Wi-Fi' })).toBeChecked();

    // A payment switched on without a method: said, and not saved.
    const requests = within(form).getByRole('group', { name: 'For requests' });
    const save = within(form).getByRole('button', { name: 'Save' });
    await user.click(within(requests).getByRole('checkbox', { name: 'Guests may pay online here' }));
    expect(await within(requests).findByRole('alert')).toHaveTextContent(
      'A payment that is on needs at least one method: at the front desk or by credit card.',
    );
    await waitFor(() => expect(save).toBeDisabled());
    await user.click(within(requests).getByRole('checkbox', { name: 'At the front desk' }));
    await waitFor(() => expect(save).toBeEnabled());
    expect(within(requests).queryByRole('alert')).toBeNull();
    await user.click(save);
    expect(await within(form).findByRole('status')).toHaveTextContent('Saved. Guests see it now.');
    expect(await guestsRequestPayment()).toEqual({
      value: 'MOBILE_REQUEST',
      is_enabled: true,
      payment_method: [{ value: 'DIRECT', is_enabled: true }],
    });

    // Another manager puts it back meanwhile: this form's next save is refused, its edits kept.
    const theirs = await features();
    await features('PUT', { ...found, version: theirs.version });
    const card = within(form).getByRole('group', { name: 'For requests' });
    await user.click(within(card).getByRole('checkbox', { name: 'By credit card' }));
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    const refusal = await within(form).findByRole('alert');
    expect(refusal).toHaveTextContent('Someone else saved a change meanwhile.');
    expect(within(card).getByRole('checkbox', { name: 'By credit card' })).toBeChecked();
    await user.click(within(refusal).getByRole('button', { name: /^Load the latest/ }));
    await waitFor(() =>
      expect(
        within(within(form).getByRole('group', { name: 'For requests' })).getByRole('checkbox', {
          name: 'Guests may pay online here',
        }),
      ).not.toBeChecked(),
    );
    expect(await guestsRequestPayment()).toBeUndefined();
  });
});
