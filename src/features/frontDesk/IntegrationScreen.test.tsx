import { randomUUID } from 'node:crypto';
import { screen, waitFor, within } from '@testing-library/react';
import { SAKURA_MANAGER, SAKURA_STAFF } from '../../../test/setup/frontDesk';
import { fact, openDesk, section } from '../../../test/setup/frontDeskPage';

// The managers' Integration screen (issue 33): the hotel's API keys, the whole app against the real
// API server; the keys it shows are then used as the hotel's PMS would.

/** A call of the integration API with this key: its status. */
const pmsStatus = async (key: string) =>
  (
    await fetch(`${process.env.API_BASE}/api/integration/reservations`, {
      headers: { Authorization: `Bearer ${key}` },
    })
  ).status;

/** The whole key the screen shows once, after a creation or a rotation. */
const shownKey = async (name: string) => {
  const notice = await within(section(/^Integration/)).findByRole('status');
  await waitFor(() => expect(notice).toHaveTextContent(`The key of ${name}. Copy it now: it is not shown again.`));
  return within(notice).getByText(/^hik-/).textContent!;
};

describe('the managers’ Integration screen', () => {
  it('is not offered to the front desk', async () => {
    await openDesk(SAKURA_STAFF);
    const views = screen.getByRole('navigation', { name: 'Screens' });
    expect(within(views).queryByRole('link', { name: 'Integration' })).not.toBeInTheDocument();
  });

  it('creates a key shown once, lists it by prefix, gives it a new secret and revokes it', async () => {
    const { user } = await openDesk(SAKURA_MANAGER);
    await user.click(
      within(screen.getByRole('navigation', { name: 'Screens' })).getByRole('link', { name: 'Integration' }),
    );
    const form = await screen.findByRole('region', { name: 'Create a key' });
    const create = within(form).getByRole('button', { name: 'Create' });
    await waitFor(() => expect(create).toBeDisabled());

    // Nothing to reach: the form says so.
    const reservations = within(form).getByRole('checkbox', { name: 'Reservations' });
    expect(reservations).toBeChecked();
    await user.click(reservations);
    await user.tab();
    expect(await within(form).findByText('Choose at least one.')).toBeVisible();
    await user.click(reservations);

    const name = `PMS ${randomUUID().slice(0, 6)}`;
    await user.click(within(form).getByLabelText(/^Name/));
    await user.paste(name);
    await user.click(within(form).getByRole('checkbox', { name: 'Read only (it may not change anything)' }));
    await waitFor(() => expect(create).toBeEnabled());
    await user.click(create);

    const key = await shownKey(name);
    expect(key).toMatch(/^hik-[0-9a-f]{12}\.[0-9a-f]{40}$/);
    const row = await within(section(/^Integration/)).findByRole('listitem', { name });
    expect(fact(row, 'Key starts with')).toHaveTextContent(key.split('.')[0]!);
    expect(fact(row, 'May reach')).toHaveTextContent('Read only, Reservations');
    expect(fact(row, 'Last used')).toHaveTextContent('Never');
    expect(row).not.toHaveTextContent(key.split('.')[1]!);

    // The PMS uses it; the list says when.
    expect(await pmsStatus(key)).toBe(200);
    await user.click(within(section(/^Integration/)).getByRole('button', { name: 'Refresh' }));
    await waitFor(() => expect(fact(row, 'Last used')).not.toHaveTextContent('Never'));

    // A new secret: the old key is refused, the new one shown once.
    await user.click(within(row).getByRole('button', { name: 'New secret' }));
    await waitFor(async () => expect(await shownKey(name)).not.toBe(key));
    const rotated = await shownKey(name);
    // The list read again shows the new prefix.
    await waitFor(() =>
      expect(
        fact(within(section(/^Integration/)).getByRole('listitem', { name }), 'Key starts with'),
      ).toHaveTextContent(rotated.split('.')[0]!),
    );
    expect(await pmsStatus(key)).toBe(401);
    expect(await pmsStatus(rotated)).toBe(200);

    // Revoked after asking once more: gone, and refused.
    const current = within(section(/^Integration/)).getByRole('listitem', { name });
    await user.click(within(current).getByRole('button', { name: 'Revoke' }));
    expect(within(current).getByText(`Revoke ${name}? The system using it is refused at once.`)).toBeVisible();
    await user.click(within(current).getByRole('button', { name: 'Revoke for good' }));
    await waitFor(() =>
      expect(within(section(/^Integration/)).queryByRole('listitem', { name })).not.toBeInTheDocument(),
    );
    expect(await pmsStatus(rotated)).toBe(401);

    await user.click(
      within(screen.getByRole('navigation', { name: 'Screens' })).getByRole('link', { name: 'Audit log' }),
    );
    const log = await screen.findByRole('region', { name: /^Audit log/ });
    const entries = await within(log).findAllByRole('listitem');
    expect(entries[0]).toHaveTextContent('Integration key revoked');
    expect(entries[1]).toHaveTextContent('Integration key rotated');
    expect(entries[2]).toHaveTextContent('Integration key created');
    expect(entries[2]).toHaveTextContent(name);
    expect(log).not.toHaveTextContent(rotated.split('.')[1]!);
  });
});
