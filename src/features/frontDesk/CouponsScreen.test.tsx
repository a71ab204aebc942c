import { randomUUID } from 'node:crypto';
import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { staffToken } from '../../../test/setup/frontDesk';
import { openDesk } from '../../../test/setup/frontDeskPage';

// The managers' Coupons screen (issue 32), the whole app against the real API server. It adds coupons
// of its own to minato-inn (which has none: the other screen tests read sakura-asakusa's) and deletes
// them again; afterAll removes any a failed run left.
const MINATO_MANAGER = 'manager@minato-demo.example';
const marker = randomUUID().slice(0, 6);
const FIRST = `朝食 ${marker}`;
const SECOND = `夕食 ${marker}`;

interface Coupons {
  version: string;
  coupons: { title: string; titleLatin?: string; url?: string; validFrom?: string; validTo?: string }[];
}

async function couponsApi(method: 'GET' | 'PUT' = 'GET', body?: object): Promise<Coupons> {
  const token = await staffToken(MINATO_MANAGER);
  const response = await fetch(`${process.env.API_BASE}/api/front-desk/coupons`, {
    method,
    headers: { authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body: body && JSON.stringify(body),
  });
  expect(response.status).toBe(200);
  return (await response.json()) as Coupons;
}

afterAll(async () => {
  const { version, coupons } = await couponsApi();
  const kept = coupons.filter((c) => !c.title.includes(marker));
  if (kept.length !== coupons.length) await couponsApi('PUT', { version, coupons: kept });
});

async function fill(user: UserEvent, scope: HTMLElement, label: RegExp, text: string) {
  const field = within(scope).getByLabelText(label);
  await user.clear(field);
  if (text) await user.type(field, text);
}

const list = () => screen.findByRole('region', { name: /^Coupons/ });

describe('the managers’ Coupons screen', () => {
  it('adds coupons with checked fields, moves one up, renames one as the same coupon, refuses a stale save, deletes', async () => {
    const { user } = await openDesk(MINATO_MANAGER);
    await user.click(
      within(screen.getByRole('navigation', { name: 'Screens' })).getByRole('link', { name: 'Coupons' }),
    );
    expect(await within(await list()).findByText('No coupons yet.')).toBeVisible();

    // A new coupon: the form's checks, each at its field.
    await user.click(within(await list()).getByRole('button', { name: 'Add a coupon' }));
    let form = await screen.findByRole('region', { name: 'New coupon' });
    const validFrom = within(form).getByRole('group', { name: 'Valid from' });
    const validTo = within(form).getByRole('group', { name: 'Valid until' });
    await fill(user, validFrom, /^Date/, '2026-04-30');
    await fill(user, validTo, /^Date/, '2026-04-01');
    await fill(user, form, /^Store link/, 'http://minato.example/breakfast');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByText('This field is required')).toBeVisible();
    expect(within(validTo).getByText('The end of the validity must come after its start.')).toBeVisible();
    expect(within(form).getByText('Enter an address that starts with https://.')).toBeVisible();

    await fill(user, form, /^Title \(Japanese\)/, FIRST);
    await fill(user, form, /^Title \(Latin letters\)/, `Breakfast ${marker}`);
    await fill(user, validTo, /^Date/, '2026-05-01');
    await fill(user, validTo, /^Time/, '10:30');
    await fill(user, form, /^Store link/, 'https://minato.example/breakfast');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByRole('status')).toHaveTextContent('Saved. Guests see it now.');
    // On the hotel's clock (Asia/Tokyo), as the hotel file keeps it.
    expect((await couponsApi()).coupons).toEqual([
      {
        title: FIRST,
        titleLatin: `Breakfast ${marker}`,
        url: 'https://minato.example/breakfast',
        validFrom: '2026-04-30T00:00:00+09:00',
        validTo: '2026-05-01T10:30:00+09:00',
      },
    ]);

    await user.click(within(form).getByRole('button', { name: 'All coupons' }));
    await user.click(within(await list()).getByRole('button', { name: 'Add a coupon' }));
    form = await screen.findByRole('region', { name: 'New coupon' });
    await fill(user, form, /^Title \(Japanese\)/, FIRST);
    await user.tab();
    expect(
      await within(form).findByText('Another coupon has this title: coupons are told apart by their title.'),
    ).toBeVisible();
    await fill(user, form, /^Title \(Japanese\)/, SECOND);
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByRole('status')).toHaveTextContent('Saved. Guests see it now.');
    await user.click(within(form).getByRole('button', { name: 'All coupons' }));

    // The guests' order: the second moved up.
    const rows = async () => within(await list()).findAllByRole('listitem');
    expect((await rows()).map((row) => within(row).getByRole('heading').textContent)).toEqual([FIRST, SECOND]);
    const second = within(await list()).getByRole('listitem', { name: SECOND });
    expect(within(second).getByRole('button', { name: 'Move down' })).toBeDisabled();
    await user.click(within(second).getByRole('button', { name: 'Move up' }));
    await waitFor(async () => expect((await couponsApi()).coupons.map((c) => c.title)).toEqual([SECOND, FIRST]));
    await waitFor(async () =>
      expect((await rows()).map((row) => within(row).getByRole('heading').textContent)).toEqual([SECOND, FIRST]),
    );

    // Renamed: sent as a rename, the same coupon for guests (the server tests check its id and uses).
    await user.click(
      within(within(await list()).getByRole('listitem', { name: FIRST })).getByRole('button', { name: 'Edit' }),
    );
    form = await screen.findByRole('region', { name: FIRST });
    await fill(user, form, /^Title \(Japanese\)/, `${FIRST} 改`);
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByRole('status')).toHaveTextContent('Saved. Guests see it now.');
    expect((await couponsApi()).coupons.map((c) => c.title)).toEqual([SECOND, `${FIRST} 改`]);

    // Another manager saves meanwhile: this form's save is refused and its edits stay.
    const read = await couponsApi();
    await couponsApi('PUT', {
      version: read.version,
      coupons: read.coupons.map((c) => (c.title === SECOND ? { ...c, venue: 'ほか' } : c)),
    });
    await fill(user, form, /^Venue \(Japanese\)/, 'レストラン 港');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    const refusal = await within(form).findByRole('alert');
    expect(refusal).toHaveTextContent('Someone else saved a change meanwhile.');
    expect(within(form).getByLabelText(/^Venue \(Japanese\)/)).toHaveValue('レストラン 港');
    await user.click(within(refusal).getByRole('button', { name: /^Load the latest/ }));
    await waitFor(() => expect(within(form).getByLabelText(/^Venue \(Japanese\)/)).toHaveValue(''));

    // Deleted after its confirmation; then the other one, from its form.
    await user.click(within(form).getByRole('button', { name: 'Delete' }));
    expect(
      within(form).getByText(`Delete “${FIRST} 改”? Guests no longer see it, and who used it is forgotten.`),
    ).toBeVisible();
    await user.click(within(form).getByRole('button', { name: 'Delete for good' }));
    const second2 = await within(await list()).findByRole('listitem', { name: SECOND });
    await user.click(within(second2).getByRole('button', { name: 'Edit' }));
    form = await screen.findByRole('region', { name: SECOND });
    await user.click(within(form).getByRole('button', { name: 'Delete' }));
    await user.click(within(form).getByRole('button', { name: 'Delete for good' }));
    expect(await within(await list()).findByText('No coupons yet.')).toBeVisible();
    expect((await couponsApi()).coupons).toEqual([]);
  });
});
