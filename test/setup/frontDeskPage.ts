import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { SAKURA_STAFF } from './frontDesk';
import { DEMO_PASSWORD } from './members';
import { renderStaffApp } from './renderStaffApp';

// The front-desk page as a staff member uses it (in the staff app), for the screen tests of src/features/frontDesk.

/**
 * The staff app's first screen and the desk after signing in each load lazily (a chunk, its messages,
 * the sign-in's answer): on a loaded machine that can take longer than one ordinary wait.
 */
const FIRST_LOAD = { timeout: 12_000 };

export async function signIn(user: UserEvent, email = SAKURA_STAFF, password = DEMO_PASSWORD) {
  await user.type(await screen.findByLabelText(/^Email address/, {}, FIRST_LOAD), email);
  await user.type(screen.getByLabelText(/^Password/), password);
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
}

/** Signed in (at sakura-asakusa unless said), in English: the page once its lists show. */
export async function openDesk(email = SAKURA_STAFF) {
  const user = userEvent.setup();
  const view = renderStaffApp('/front-desk?lang=en');
  await signIn(user, email);
  await screen.findByRole('button', { name: 'Sign out' }, FIRST_LOAD);
  await screen.findByRole('region', { name: /^Pending card payments/ });
  // Every list read once: a Refresh button is disabled while its list is being read.
  await waitFor(() => expect(screen.getAllByRole('region').filter((r) => r.getAttribute('aria-busy'))).toEqual([]));
  return { user, ...view };
}

export const section = (name: string | RegExp) => screen.getByRole('region', { name });

/** The text of the fact labelled `label` in a card (its dt's dd). */
export const fact = (row: HTMLElement, label: string) => within(row).getByText(label, { selector: 'dt' }).nextSibling;
