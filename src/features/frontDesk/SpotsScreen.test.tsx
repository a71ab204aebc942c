import { randomUUID } from 'node:crypto';
import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { staffToken } from '../../../test/setup/frontDesk';
import { openDesk } from '../../../test/setup/frontDeskPage';

// The managers' Travel guide screen (issue 32), the whole app against the real API server. It adds
// spots of its own to minato-inn (which has none: the other screen tests read sakura-asakusa's) and
// deletes them again; afterAll removes any a failed run left.
const MINATO_MANAGER = 'manager@minato-demo.example';
const marker = randomUUID().slice(0, 6);
const TEMPLE = `港神社 ${marker}`;
const MARKET = `朝市 ${marker}`;

interface Spots {
  version: string;
  spots: { placeId: string; category: number; name: { ja: string; en?: string }; [field: string]: unknown }[];
}

async function spotsApi(method: 'GET' | 'PUT' = 'GET', body?: object): Promise<Spots> {
  const token = await staffToken(MINATO_MANAGER);
  const response = await fetch(`${process.env.API_BASE}/api/front-desk/spots`, {
    method,
    headers: { authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body: body && JSON.stringify(body),
  });
  expect(response.status).toBe(200);
  return (await response.json()) as Spots;
}

afterAll(async () => {
  const { version, spots } = await spotsApi();
  const kept = spots.filter((s) => !s.name.ja.includes(marker));
  if (kept.length !== spots.length) await spotsApi('PUT', { version, spots: kept });
});

async function fill(user: UserEvent, scope: HTMLElement, label: RegExp, text: string) {
  const field = within(scope).getByLabelText(label);
  await user.clear(field);
  if (text) await user.type(field, text);
}

const guide = () => screen.findByRole('region', { name: /^Travel guide/ });
const category = async (name: string) => within(await guide()).findByRole('region', { name });

describe('the managers’ Travel guide screen', () => {
  it('adds spots with checked fields and opening hours, lists them by category, refuses a stale save, deletes', async () => {
    const { user } = await openDesk(MINATO_MANAGER);
    await user.click(
      within(screen.getByRole('navigation', { name: 'Screens' })).getByRole('link', { name: 'Travel guide' }),
    );
    expect(await within(await guide()).findByText('No spots yet.')).toBeVisible();

    await user.click(within(await guide()).getByRole('button', { name: 'Add a spot' }));
    let form = await screen.findByRole('region', { name: 'New spot' });
    await user.selectOptions(within(form).getByLabelText(/^Category/), 'Activity');
    await fill(user, form, /^Latitude/, '91');
    await fill(user, form, /^Longitude/, 'east');
    await fill(user, form, /^Photo reference/, '/images/shrine.jpg');
    await user.click(within(form).getByRole('button', { name: 'Add opening hours' }));
    const hours = within(form).getByRole('group', { name: 'Opening hours 1' });
    await user.selectOptions(within(hours).getByLabelText(/^Day/), 'Saturday');
    await fill(user, hours, /^Opens/, '09:00');
    await fill(user, hours, /^Closes/, '09:00');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    const names = within(form).getByRole('group', { name: 'Name' });
    expect(await within(names).findByText('This field is required')).toBeVisible();
    expect(within(form).getByText('A latitude is from -90 to 90.')).toBeVisible();
    expect(within(form).getByText('Enter a number, e.g. 35.7117.')).toBeVisible();
    expect(within(form).getByText('Use letters, digits, - and _ only.')).toBeVisible();
    expect(within(hours).getByText('The closing time must differ from the opening time.')).toBeVisible();

    await fill(user, names, /^Name: Japanese/, TEMPLE);
    await fill(user, names, /^Name: English/, `Minato Shrine ${marker}`);
    await fill(user, form, /^Latitude/, '35.4437');
    await fill(user, form, /^Longitude/, '139.638');
    await fill(user, form, /^Photo reference/, '');
    await fill(user, hours, /^Closes/, '17:00');
    await user.type(within(form).getByLabelText(/^The hotel's recommendation: English/), 'Quiet in the morning.');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByRole('status')).toHaveTextContent('Saved. Guests see it now.');
    const [temple] = (await spotsApi()).spots;
    expect(temple).toEqual({
      placeId: expect.stringMatching(/^console-/),
      category: 2,
      name: { ja: TEMPLE, en: `Minato Shrine ${marker}` },
      lat: 35.4437,
      lng: 139.638,
      comment: { en: 'Quiet in the morning.' },
      hours: [{ day: 6, startTime: '09:00', endTime: '17:00' }],
    });
    // Guests find it in the travel guide at once, by the placeId the console gave it.
    const guest = await fetch(
      `${process.env.API_BASE}/api/around-spot-detail?hotelId=minato-inn&placeId=${temple!.placeId}&lang=en`,
    );
    expect(((await guest.json()) as { aroundSpots: { comment: string }[] }).aroundSpots[0]!.comment).toBe(
      'Quiet in the morning.',
    );

    await user.click(within(form).getByRole('button', { name: 'All spots' }));
    await user.click(within(await guide()).getByRole('button', { name: 'Add a spot' }));
    form = await screen.findByRole('region', { name: 'New spot' });
    await fill(user, form, /^Name: Japanese/, MARKET);
    await fill(user, form, /^Latitude/, '35.45');
    await fill(user, form, /^Longitude/, '139.63');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByRole('status')).toHaveTextContent('Saved. Guests see it now.');
    await user.click(within(form).getByRole('button', { name: 'All spots' }));

    // By category: the market is food (the form's first), the shrine an activity; shopping has none.
    expect(within(await category('Food')).getByRole('listitem', { name: MARKET })).toBeVisible();
    expect(within(await category('Activity')).getByRole('listitem', { name: TEMPLE })).toBeVisible();
    expect(within(await category('Shopping')).getByText('None in this category.')).toBeVisible();

    // Another manager saves meanwhile: this form's save is refused and its edits stay.
    const market = within(await category('Food')).getByRole('listitem', { name: MARKET });
    await user.click(within(market).getByRole('button', { name: 'Edit' }));
    form = await screen.findByRole('region', { name: MARKET });
    const read = await spotsApi();
    await spotsApi('PUT', {
      version: read.version,
      spots: read.spots.map((s) => (s.name.ja === TEMPLE ? { ...s, address: '横浜市' } : s)),
    });
    await fill(user, form, /^Address/, '港町1-1');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    const refusal = await within(form).findByRole('alert');
    expect(refusal).toHaveTextContent('Someone else saved a change meanwhile.');
    expect(within(form).getByLabelText(/^Address/)).toHaveValue('港町1-1');
    await user.click(within(refusal).getByRole('button', { name: /^Load the latest/ }));
    await waitFor(() => expect(within(form).getByLabelText(/^Address/)).toHaveValue(''));

    // Deleted after its confirmation; then the other one.
    await user.click(within(form).getByRole('button', { name: 'Delete' }));
    expect(within(form).getByText(`Delete “${MARKET}” from the travel guide?`)).toBeVisible();
    await user.click(within(form).getByRole('button', { name: 'Delete for good' }));
    const shrine = within(await category('Activity')).getByRole('listitem', { name: TEMPLE });
    await user.click(within(shrine).getByRole('button', { name: 'Edit' }));
    form = await screen.findByRole('region', { name: TEMPLE });
    await user.click(within(form).getByRole('button', { name: 'Delete' }));
    await user.click(within(form).getByRole('button', { name: 'Delete for good' }));
    expect(await within(await guide()).findByText('No spots yet.')).toBeVisible();
    expect((await spotsApi()).spots).toEqual([]);
  });
});
