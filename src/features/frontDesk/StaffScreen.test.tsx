import { randomUUID } from 'node:crypto';
import { screen, waitFor, within } from '@testing-library/react';
import { addStaff, SAKURA_MANAGER, SAKURA_STAFF, staffToken } from '../../../test/setup/frontDesk';
import { openDesk, section } from '../../../test/setup/frontDeskPage';

// The managers' Staff and Audit log screens (issue 32), the whole app against the real API server
// with its demo manager and front-desk accounts.

const staffRow = (name: string) => within(section(/^Staff/)).getByRole('listitem', { name });

describe('the managers’ Staff screen', () => {
  it('is not offered to the front desk', async () => {
    await openDesk(SAKURA_STAFF);
    const views = screen.getByRole('navigation', { name: 'Screens' });
    expect(within(views).queryByRole('link', { name: 'Staff' })).not.toBeInTheDocument();
    expect(within(views).queryByRole('link', { name: 'Audit log' })).not.toBeInTheDocument();
  });

  it('adds a front-desk member after checking the form, and says the server’s refusal of a taken address', async () => {
    const { user } = await openDesk(SAKURA_MANAGER);
    const views = screen.getByRole('navigation', { name: 'Screens' });
    expect(within(views).getByRole('link', { name: 'Front desk' })).toHaveAttribute('aria-current', 'page');
    await user.click(within(views).getByRole('link', { name: 'Staff' }));
    expect(await screen.findByRole('listitem', { name: '支配人 さくら' })).toBeVisible();
    expect(within(staffRow('受付 さくら')).getByText('Front desk', { selector: 'dd' })).toBeVisible();

    const form = screen.getByRole('region', { name: 'Add a staff member' });
    const add = within(form).getByRole('button', { name: 'Add' });
    /** A field's text replaced at once (pasted: typing each character is slow on a busy machine). */
    const fill = async (label: RegExp, text: string) => {
      const field = within(form).getByLabelText(label);
      await user.clear(field);
      await user.paste(text);
    };
    await waitFor(() => expect(add).toBeDisabled());
    await fill(/^Email address/, 'not-an-email');
    await fill(/^Initial password/, 'short');
    await user.tab();
    expect(await within(form).findByText('Please enter a valid email address.')).toBeVisible();

    const name = `夜勤 ${randomUUID().slice(0, 6)}`;
    const email = `night-${randomUUID().slice(0, 8)}@sakura-demo.example`;
    await fill(/^Name/, name);
    await fill(/^Email address/, email);
    await fill(/^Initial password/, 'Welcome2026');
    expect(within(form).getByRole('radio', { name: 'Front desk' })).toBeChecked();
    await waitFor(() => expect(add).toBeEnabled());
    await user.click(add);
    expect(await within(form).findByRole('status')).toHaveTextContent(`Added ${name}.`);
    const row = await within(section(/^Staff/)).findByRole('listitem', { name });
    expect(within(row).getByText(email)).toBeVisible();

    // The same address again: the server's refusal, from the error catalogue.
    await fill(/^Name/, 'Again');
    await fill(/^Email address/, email);
    await fill(/^Initial password/, 'Welcome2026');
    await waitFor(() => expect(add).toBeEnabled());
    await user.click(add);
    expect(await within(form).findByRole('alert')).toHaveTextContent(
      'An account with this email address already exists.',
    );
  });

  it('changes a member’s role and removes them; the audit log shows it, newest first', async () => {
    const name = `遅番 ${randomUUID().slice(0, 6)}`;
    const email = `late-${randomUUID().slice(0, 8)}@sakura-demo.example`;
    await addStaff(await staffToken(SAKURA_MANAGER), { name, email, role: 'frontDesk', password: 'Welcome2026' });
    const { user } = await openDesk(SAKURA_MANAGER);
    const views = screen.getByRole('navigation', { name: 'Screens' });
    await user.click(within(views).getByRole('link', { name: 'Staff' }));
    const row = await within(await screen.findByRole('region', { name: /^Staff/ })).findByRole('listitem', { name });
    await user.click(within(row).getByRole('button', { name: 'Make manager' }));
    await waitFor(() => expect(within(staffRow(name)).getByText('Manager', { selector: 'dd' })).toBeVisible());
    await user.click(within(staffRow(name)).getByRole('button', { name: 'Remove' }));
    expect(within(staffRow(name)).getByText(`Remove ${name}? Their sign-in ends at once.`)).toBeVisible();
    await user.click(within(staffRow(name)).getByRole('button', { name: 'Remove for good' }));
    await waitFor(() => expect(within(section(/^Staff/)).queryByRole('listitem', { name })).not.toBeInTheDocument());

    await user.click(within(views).getByRole('link', { name: 'Audit log' }));
    const log = await screen.findByRole('region', { name: /^Audit log/ });
    const entries = await within(log).findAllByRole('listitem');
    expect(entries[0]).toHaveTextContent('Staff member removed');
    expect(entries[0]).toHaveTextContent(SAKURA_MANAGER);
    expect(entries[1]).toHaveTextContent('Role changed');
    expect(entries[2]).toHaveTextContent('Staff member added');
    expect(entries[2]).toHaveTextContent(name);
    expect(entries[2]).toHaveTextContent(email);
    expect(log).not.toHaveTextContent('Welcome2026');
  });

  it('says why the last manager cannot demote themself', async () => {
    const { user } = await openDesk(SAKURA_MANAGER);
    await user.click(screen.getByRole('link', { name: 'Staff' }));
    const me = await screen.findByRole('listitem', { name: '支配人 さくら' });
    await user.click(within(me).getByRole('button', { name: 'Make front desk' }));
    expect(await within(me).findByRole('alert')).toHaveTextContent(
      'The hotel must keep at least one manager: the last manager cannot be demoted or removed.',
    );
  });
});
