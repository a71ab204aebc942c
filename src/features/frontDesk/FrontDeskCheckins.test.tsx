import { screen, waitFor, within } from '@testing-library/react';
import { bookedCheckin, requestOrder } from '../../../test/setup/frontDesk';
import { fact, openDesk, section } from '../../../test/setup/frontDeskPage';

// The check-ins waiting for the hotel's approval on the front-desk page, against the real API server:
// each test sends a check-in of a reservation of its own (test/setup/frontDesk.ts bookedCheckin), so
// approving it changes nothing another test reads.

const checkins = () => section(/^Check-ins waiting/);
const rowOf = (guestName: string) => within(checkins()).findByRole('listitem', { name: guestName });

/**
 * From now on, the desk's reads of the check-in list reach the server and their answers are held (a
 * slow network) until `release`; `count` says how many were sent.
 */
function holdListReads() {
  const realFetch = global.fetch;
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  let reads = 0;
  jest.spyOn(global, 'fetch').mockImplementation(async (input, init) => {
    const request = input instanceof Request ? input : new Request(input, init);
    if (new URL(request.url).pathname !== '/api/front-desk/checkins') return realFetch(request);
    reads += 1;
    const answer = await realFetch(request);
    await held;
    return answer;
  });
  return {
    count: () => reads,
    release: () => release(),
    restore: () => {
      release();
      jest.restoreAllMocks();
    },
  };
}

describe('check-ins waiting for approval', () => {
  it('keeps an undone approval undone when a read of the list sent before the undo answers after it', async () => {
    const checkin = await bookedCheckin();
    const { user } = await openDesk();
    await user.click(within(await rowOf(checkin.guestName)).getByRole('button', { name: 'Approve' }));
    const dialog = await screen.findByRole('dialog', { name: 'Approve this check-in?' });
    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));
    const undo = await within(await rowOf(checkin.guestName)).findByRole('button', { name: 'Undo' });
    const read = holdListReads();
    try {
      // A read of the list reaches the server now (the check-in approved), its answer held.
      await user.click(within(checkins()).getByRole('button', { name: 'Refresh' }));
      await waitFor(() => expect(read.count()).toBe(1));
      await user.click(undo);
      expect(await within(await rowOf(checkin.guestName)).findByText('The approval was undone.')).toHaveRole('status');
      // The read sent before the undo answers now, the check-in approved in it.
      read.release();
      await waitFor(() => expect(checkins()).not.toHaveAttribute('aria-busy'));
      const row = await rowOf(checkin.guestName);
      expect(within(row).getByText('The approval was undone.')).toHaveRole('status');
      expect(within(row).getByRole('button', { name: 'Approve' })).toBeEnabled();
      expect(within(row).queryByRole('button', { name: 'Undo' })).not.toBeInTheDocument();
    } finally {
      read.restore();
    }
  });

  it('keeps an approval approved when a read of the list sent before the approval answers after it', async () => {
    const checkin = await bookedCheckin();
    const { user } = await openDesk();
    await rowOf(checkin.guestName);
    const read = holdListReads();
    try {
      // A read of the list reaches the server now (the check-in waiting), its answer held.
      await user.click(within(checkins()).getByRole('button', { name: 'Refresh' }));
      await waitFor(() => expect(read.count()).toBe(1));
      await user.click(within(await rowOf(checkin.guestName)).getByRole('button', { name: 'Approve' }));
      const dialog = await screen.findByRole('dialog', { name: 'Approve this check-in?' });
      await user.click(within(dialog).getByRole('button', { name: 'Approve' }));
      expect(await within(await rowOf(checkin.guestName)).findByText('Approved')).toHaveRole('status');
      // The read sent before the approval answers now, the check-in still waiting in it.
      read.release();
      await waitFor(() => expect(checkins()).not.toHaveAttribute('aria-busy'));
      const row = await rowOf(checkin.guestName);
      expect(within(row).getByText('Approved')).toHaveRole('status');
      expect(within(row).getByRole('button', { name: 'Undo' })).toBeEnabled();
      expect(within(row).queryByRole('button', { name: 'Approve' })).not.toBeInTheDocument();
    } finally {
      read.restore();
    }
  });

  it('shows what the desk finds a check-in by: the reservation, its booking name and phone, and the check-in ID', async () => {
    const checkin = await bookedCheckin();
    await openDesk();
    const row = await rowOf(checkin.guestName);
    expect(fact(row, 'Reservation ID')).toHaveTextContent(checkin.reservationId);
    expect(fact(row, 'Booking name')).toHaveTextContent(checkin.bookedName);
    expect(fact(row, 'Phone')).toHaveTextContent(checkin.telephone);
    expect(fact(row, 'Check-in ID')).toHaveTextContent(checkin.checkinCode);
    expect(fact(row, 'Nights')).toHaveTextContent('1');
    expect(fact(row, 'Guests')).toHaveTextContent('1');
    expect(fact(row, 'Rooms')).toHaveTextContent('1');
    // When the guest will arrive (in an hour), and when they sent the check-in (now): not the same.
    const dateTime = /^\d{4}\/\d{2}\/\d{2} \d{2}:\d{2}$/;
    expect(fact(row, 'Arrival')).toHaveTextContent(dateTime);
    expect(fact(row, 'Submitted')).toHaveTextContent(dateTime);
    expect(fact(row, 'Submitted')!.textContent).not.toBe(fact(row, 'Arrival')!.textContent);
  });

  it('approves a check-in only after a confirmation naming it, and undoes the approval', async () => {
    const checkin = await bookedCheckin();
    const { user } = await openDesk();
    const row = await rowOf(checkin.guestName);

    // Cancel changes nothing.
    await user.click(within(row).getByRole('button', { name: 'Approve' }));
    let dialog = await screen.findByRole('dialog', { name: 'Approve this check-in?' });
    expect(fact(dialog, 'Guest')).toHaveTextContent(checkin.guestName);
    expect(fact(dialog, 'Reservation ID')).toHaveTextContent(checkin.reservationId);
    expect(fact(dialog, 'Check-in ID')).toHaveTextContent(checkin.checkinCode);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.click(within(checkins()).getByRole('button', { name: 'Refresh' }));
    await waitFor(() => expect(checkins()).not.toHaveAttribute('aria-busy'));
    expect(within(await rowOf(checkin.guestName)).getByRole('button', { name: 'Approve' })).toBeEnabled();

    await user.click(within(await rowOf(checkin.guestName)).getByRole('button', { name: 'Approve' }));
    dialog = await screen.findByRole('dialog', { name: 'Approve this check-in?' });
    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const approved = await rowOf(checkin.guestName);
    expect(await within(approved).findByText('Approved')).toBeVisible();
    expect(within(approved).getByText(/^You can undo it until \d{2}:\d{2}\.$/)).toBeVisible();
    expect(within(approved).queryByRole('button', { name: 'Approve' })).not.toBeInTheDocument();
    // Read again, it stays, approved, while it can be undone.
    await user.click(within(checkins()).getByRole('button', { name: 'Refresh' }));
    await waitFor(() => expect(checkins()).not.toHaveAttribute('aria-busy'));
    const undo = within(await rowOf(checkin.guestName)).getByRole('button', { name: 'Undo' });

    await user.click(undo);
    const waiting = await rowOf(checkin.guestName);
    expect(await within(waiting).findByText('The approval was undone.')).toHaveRole('status');
    expect(within(waiting).getByRole('button', { name: 'Approve' })).toBeEnabled();
    expect(within(waiting).queryByRole('button', { name: 'Undo' })).not.toBeInTheDocument();
  });

  it('says why an undo is refused once the guest has used the approval, and offers it no more', async () => {
    const checkin = await bookedCheckin();
    const { user } = await openDesk();
    await user.click(within(await rowOf(checkin.guestName)).getByRole('button', { name: 'Approve' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Approve this check-in?' })).getByRole('button', {
        name: 'Approve',
      }),
    );
    const row = await rowOf(checkin.guestName);
    const undo = await within(row).findByRole('button', { name: 'Undo' });
    // Meanwhile the guest, approved, orders to their room.
    await requestOrder('Toothbrush set', 1, checkin.telephone);

    await user.click(undo);
    expect(await within(await rowOf(checkin.guestName)).findByRole('alert')).toHaveTextContent(
      'The guest has already used this approval (a room order, a check-out payment or review, or the check-out): it can no longer be undone.',
    );
    // Read again, the row no longer offers an undo.
    await waitFor(() =>
      expect(
        within(within(checkins()).getByRole('listitem', { name: checkin.guestName })).queryByRole('button', {
          name: 'Undo',
        }),
      ).not.toBeInTheDocument(),
    );
    expect(within(await rowOf(checkin.guestName)).getByText('Approved')).toBeVisible();
  });

  it('offers no undo once its time is over', async () => {
    const checkin = await bookedCheckin();
    // The desk's list as it reads a while after the approval: approved, no longer undoable.
    const realFetch = global.fetch;
    let waiting = 0;
    jest.spyOn(global, 'fetch').mockImplementation(async (input, init) => {
      const answer = await realFetch(input, init);
      const request = input instanceof Request ? input : new Request(input, init);
      if (new URL(request.url).pathname !== '/api/front-desk/checkins' || !answer.ok) return answer;
      const body = (await answer.json()) as { checkins: { checkinCode: string; approvedStatus: number }[] };
      const past = new Date(Date.now() - 60_000).toISOString();
      const rows = body.checkins.map((c) =>
        c.checkinCode === checkin.checkinCode ? { ...c, approvedStatus: 2, approvedAt: past, undoUntil: past } : c,
      );
      waiting = rows.filter((c) => c.approvedStatus !== 2).length;
      return Response.json({ checkins: rows });
    });
    try {
      await openDesk();
      const row = await rowOf(checkin.guestName);
      // The heading counts the check-ins that wait, not the approved one still shown.
      expect(checkins()).toHaveAccessibleName(`Check-ins waiting for approval (${waiting})`);
      expect(within(row).getByText('Approved')).toBeVisible();
      expect(within(row).queryByRole('button', { name: 'Undo' })).not.toBeInTheDocument();
      expect(within(row).queryByRole('button', { name: 'Approve' })).not.toBeInTheDocument();
    } finally {
      jest.restoreAllMocks();
    }
  });
});
