import { randomUUID } from 'node:crypto';
import { screen, waitFor, within } from '@testing-library/react';
import { openDesk } from '../../../test/setup/frontDeskPage';

// The managers' Reservation import screen (issue 33), the whole staff app against the real API
// server: a CSV with a bad row is previewed with the row's problems and cannot be imported; the
// corrected file is imported, and the same file again would change nothing. The server is shared
// by every screen test: the rows are minato-inn's, cancelled, in 2099, with their own booking
// numbers and telephone, so that no other test meets them.
const MINATO_MANAGER = 'manager@minato-demo.example';

const csv = (...rows: string[]) =>
  ['Booking number,Status,Check-in date,Nights,Guests,Guest name,Telephone,Room type', ...rows].join('\r\n');

describe('the managers’ Reservation import screen', () => {
  it('previews a file with a bad row, keeps it out, then imports the corrected file once', async () => {
    const { user } = await openDesk(MINATO_MANAGER);
    await user.click(
      within(screen.getByRole('navigation', { name: 'Screens' })).getByRole('link', { name: 'Reservation import' }),
    );
    const region = await screen.findByRole('region', { name: 'Reservation import' });
    const file = within(region).getByLabelText('Reservation file (CSV)');
    const id = randomUUID().slice(0, 8).toUpperCase();
    const telephone = `0${Date.now() % 10_000_000_000}`.padEnd(11, '0');
    const good = `JEST-${id}-1,cancelled,2099/01/10,1,2,Jest Import,${telephone},Single`;
    const bad = `JEST-${id}-2,cancelled,2099/02/30,0,1,,${telephone},Single`;

    await user.upload(file, new File([csv(good, bad)], 'reservations.csv', { type: 'text/csv' }));
    const table = await within(region).findByRole('table');
    expect(within(region).getByRole('heading', { name: 'Preview: reservations.csv' })).toBeVisible();
    expect(within(region).getByText('1 new, 0 changed, 0 unchanged, 1 with errors')).toBeVisible();
    const [, first, second] = within(table).getAllByRole('row');
    expect(first).toHaveTextContent(`JEST-${id}-1`);
    expect(within(first!).getByRole('cell', { name: 'New' })).toBeVisible();
    expect(within(second!).getByRole('cell', { name: 'Error' })).toBeVisible();
    expect(
      within(second!)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Check-in date: Not a date (e.g. 2026/08/01)',
      'Nights: Out of range',
      'Guest name: Required, but empty',
    ]);
    expect(
      within(region).getByText('Nothing is imported while any row has an error: correct the file and choose it again.'),
    ).toBeVisible();
    expect(within(region).getByRole('button', { name: 'Import' })).toBeDisabled();

    await user.upload(file, new File([csv(good)], 'fixed.csv', { type: 'text/csv' }));
    expect(await within(region).findByRole('heading', { name: 'Preview: fixed.csv' })).toBeVisible();
    const importButton = within(region).getByRole('button', { name: 'Import' });
    await waitFor(() => expect(importButton).toBeEnabled());
    await user.click(importButton);
    expect(await within(region).findByText('Imported: 1 created, 0 changed, 0 unchanged.')).toBeVisible();
    expect(within(region).getByRole('heading', { name: 'Imported: fixed.csv' })).toBeVisible();

    await user.upload(file, new File([csv(good)], 'again.csv', { type: 'text/csv' }));
    expect(await within(region).findByRole('heading', { name: 'Preview: again.csv' })).toBeVisible();
    expect(within(region).getByText('0 new, 0 changed, 1 unchanged, 0 with errors')).toBeVisible();
    expect(within(region).getByText('Every row is as stored: importing would change nothing.')).toBeVisible();
    expect(within(region).getByRole('button', { name: 'Import' })).toBeDisabled();
  });

  it('refuses a file over 2 MB before sending it', async () => {
    const { user } = await openDesk(MINATO_MANAGER);
    await user.click(
      within(screen.getByRole('navigation', { name: 'Screens' })).getByRole('link', { name: 'Reservation import' }),
    );
    const region = await screen.findByRole('region', { name: 'Reservation import' });
    const big = new File([new Uint8Array(2 * 1024 * 1024 + 1)], 'big.csv', { type: 'text/csv' });
    await user.upload(within(region).getByLabelText('Reservation file (CSV)'), big);
    expect(await within(region).findByRole('alert')).toHaveTextContent(
      'The file is too large: at most 2 MB and 2,000 rows.',
    );
    expect(within(region).queryByRole('table')).not.toBeInTheDocument();
  });
});
