import { randomUUID } from 'node:crypto';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { generate } from 'otplib';
import { addStaff, SAKURA_MANAGER, staffToken } from '../../../test/setup/frontDesk';
import { openDesk, signIn } from '../../../test/setup/frontDeskPage';
import { DEMO_PASSWORD } from '../../../test/setup/members';
import { renderStaffApp } from '../../../test/setup/renderStaffApp';

// Two-step verification for the staff (issue 32): the enrolment screen and the sign-in's code step,
// the whole app against the real API server (where a second factor is optional).

const api = (path: string) => `${process.env.API_BASE}${path}`;

/** A new front-desk account of sakura-asakusa, so that no other test meets its second factor. */
async function newDesk() {
  const email = `two-step-${randomUUID().slice(0, 8)}@sakura-demo.example`;
  await addStaff(await staffToken(SAKURA_MANAGER), {
    name: `二段階 ${randomUUID().slice(0, 4)}`,
    email,
    role: 'frontDesk',
    password: DEMO_PASSWORD,
  });
  return email;
}

async function post<T>(path: string, token: string, body?: unknown): Promise<T> {
  const response = await fetch(api(path), {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}`, ...(body !== undefined && { 'Content-Type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

/** A new account enrolled through the API: its email and recovery codes. */
async function enrolledDesk() {
  const email = await newDesk();
  const token = await staffToken(email);
  const { secret } = await post<{ secret: string }>('/api/front-desk/second-factor', token);
  const { recoveryCodes } = await post<{ recoveryCodes: string[] }>('/api/front-desk/second-factor/confirm', token, {
    code: await generate({ secret }),
  });
  return { email, recoveryCodes };
}

describe('the enrolment screen', () => {
  it('is in every staff member’s navigation: a key and its QR code, a code confirms, the recovery codes once', async () => {
    const { user } = await openDesk(await newDesk());
    const views = screen.getByRole('navigation', { name: 'Screens' });
    expect(within(views).queryByRole('link', { name: 'Staff' })).not.toBeInTheDocument();
    await user.click(within(views).getByRole('link', { name: 'Two-step verification' }));
    const screenRegion = await screen.findByRole('region', { name: 'Two-step verification' });
    await user.click(within(screenRegion).getByRole('button', { name: 'Set up two-step verification' }));

    expect(await within(screenRegion).findByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
    const key = within(screenRegion).getByText('Key', { selector: 'dt' }).nextSibling!.textContent!;
    expect(key).toMatch(/^[A-Z2-7]{32}$/);
    const field = within(screenRegion).getByLabelText(/^Code from the app/);
    const confirm = within(screenRegion).getByRole('button', { name: 'Confirm' });
    await user.type(field, '12ab');
    await user.tab();
    expect(await within(screenRegion).findByText('Enter the 6 digits your app shows.')).toBeVisible();
    expect(confirm).toBeDisabled();

    const code = await generate({ secret: key });
    await user.clear(field);
    await user.paste(String((Number(code) + 500_000) % 1_000_000).padStart(6, '0'));
    await waitFor(() => expect(confirm).toBeEnabled());
    await user.click(confirm);
    expect(await within(screenRegion).findByRole('alert')).toHaveTextContent('The code is not correct.');

    await user.clear(field);
    await user.paste(code);
    await user.click(confirm);
    const codes = await within(screenRegion).findByRole('list', { name: 'Your recovery codes' });
    expect(within(codes).getAllByRole('listitem')).toHaveLength(10);
    expect(within(screenRegion).getByRole('status')).toHaveTextContent('They are not shown again.');
    await user.click(within(screenRegion).getByRole('button', { name: 'I have saved the codes' }));
    expect(await within(screenRegion).findByText(/^Two-step verification is on: you sign in/)).toBeVisible();
    expect(within(screenRegion).queryByRole('list', { name: 'Your recovery codes' })).not.toBeInTheDocument();
  });
});

describe('the sign-in’s code step', () => {
  it('asks for the code after the password, says a wrong one, and signs in with a recovery code', async () => {
    const { email, recoveryCodes } = await enrolledDesk();
    const user = userEvent.setup();
    renderStaffApp('/front-desk?lang=en');
    await signIn(user, email);

    const step = await screen.findByRole('region', { name: 'Two-step verification' });
    const field = within(step).getByLabelText(/^Code or recovery code/);
    const verify = within(step).getByRole('button', { name: 'Verify' });
    await user.type(field, '12');
    await user.tab();
    expect(
      await within(step).findByText('Enter the 6 digits of your authenticator app or a recovery code.'),
    ).toBeVisible();
    expect(verify).toBeDisabled();

    await user.clear(field);
    await user.paste('abcde-fghjk');
    await waitFor(() => expect(verify).toBeEnabled());
    await user.click(verify);
    expect(await within(step).findByRole('alert')).toHaveTextContent('The code is not correct.');

    await user.clear(field);
    await user.paste(recoveryCodes[0]!);
    await user.click(verify);
    expect(await screen.findByRole('button', { name: 'Sign out' })).toBeVisible();
  });

  it('goes back to the email and password', async () => {
    const { email } = await enrolledDesk();
    const user = userEvent.setup();
    renderStaffApp('/front-desk?lang=en');
    await signIn(user, email);
    const step = await screen.findByRole('region', { name: 'Two-step verification' });
    await user.click(within(step).getByRole('button', { name: 'Back' }));
    expect(await screen.findByLabelText(/^Password/)).toBeVisible();
  });
});
