import { randomUUID } from 'node:crypto';
import { screen, waitFor, within } from '@testing-library/react';
import { staffToken } from '../../../test/setup/frontDesk';
import { openDesk } from '../../../test/setup/frontDeskPage';

// The managers' Check-in questions screen (issue 32), the whole app against the real API server. It
// edits minato-inn, which has no questions and no CC plugin (so no guest's check-in there asks them,
// and no other screen test reads them), adds its own uniquely named questions and deletes them again.
const MINATO_MANAGER = 'manager@minato-demo.example';
const URL = `${process.env.API_BASE}/api/front-desk/checkin-fields`;

async function fields(method: 'GET' | 'PUT' = 'GET', body?: object) {
  const headers = { authorization: `Bearer ${await staffToken(MINATO_MANAGER)}`, 'Content-Type': 'application/json' };
  const response = await fetch(URL, { method, headers, body: body && JSON.stringify(body) });
  expect(response.status).toBe(200);
  return (await response.json()) as { version: string; fields: object[] };
}

/** The questions a guest's check-in at minato-inn reads, in English. */
async function asked() {
  const response = await fetch(`${process.env.API_BASE}/api/custom-checkin?hotelId=minato-inn&lang=en`);
  const { customCheckin } = (await response.json()) as {
    customCheckin: { title: string; inputType: string; inputValue: string[]; isRequired: boolean }[];
  };
  return customCheckin.map(({ title, inputType, inputValue, isRequired }) => ({
    title,
    inputType,
    inputValue,
    isRequired,
  }));
}

describe('the managers’ Check-in questions screen', () => {
  let found: object[];
  beforeAll(async () => {
    found = (await fields()).fields;
  });
  afterAll(async () => {
    const { version } = await fields();
    await fields('PUT', { version, fields: found });
  });

  it('adds, checks, moves, edits and deletes questions, and the guest’s check-in asks them at once', async () => {
    const { user } = await openDesk(MINATO_MANAGER);
    await user.click(
      within(screen.getByRole('navigation', { name: 'Screens' })).getByRole('link', { name: 'Check-in questions' }),
    );
    const region = await screen.findByRole('region', { name: 'Check-in questions' });
    expect(await within(region).findByText('No questions yet.')).toBeVisible();
    const marker = randomUUID().slice(0, 6);
    const fill = async (label: string, text: string) => {
      const field = within(region).getByLabelText(new RegExp(`^${label}`));
      await user.clear(field);
      if (text) await user.paste(text);
    };
    const save = () => user.click(within(region).getByRole('button', { name: 'Save' }));
    const saved = async () =>
      expect(await within(region).findByRole('status')).toHaveTextContent('Saved. Guests’ check-in asks it now.');

    // A list question, its English choices checked against the Japanese ones.
    await user.click(within(region).getByRole('button', { name: 'Add a question' }));
    await user.selectOptions(within(region).getByRole('combobox', { name: 'Kind of answer' }), 'A choice from a list');
    await fill('Question: Japanese', `到着 ${marker}`);
    await fill('Question: English', `Arrival ${marker}`);
    await fill('Choices, one a line: Japanese', '電車\n車');
    await fill('Choices, one a line: English', 'Train');
    await user.tab();
    expect(
      await within(region).findByText('Give as many choices as in Japanese (2), or leave it empty.'),
    ).toBeVisible();
    await waitFor(() => expect(within(region).getByRole('button', { name: 'Save' })).toBeDisabled());
    await fill('Choices, one a line: English', 'Train\nCar');
    await user.click(within(region).getByRole('checkbox', { name: 'Guests must answer' }));
    await waitFor(() => expect(within(region).getByRole('button', { name: 'Save' })).toBeEnabled());
    await save();
    await saved();
    const arrival = {
      title: `Arrival ${marker}`,
      inputType: 'selectBox',
      inputValue: ['Train', 'Car'],
      isRequired: true,
    };
    expect(await asked()).toEqual([arrival]);

    // A free-text one, then moved up before the first.
    await user.click(within(region).getByRole('button', { name: 'Add a question' }));
    await fill('Question: Japanese', `ご要望 ${marker}`);
    await save();
    await saved();
    const wishes = within(region).getByRole('listitem', { name: `2. ご要望 ${marker}` });
    await user.click(within(wishes).getByRole('button', { name: 'Move up' }));
    await within(region).findByRole('listitem', { name: `1. ご要望 ${marker}` });
    const wishesAsked = { title: `ご要望 ${marker}`, inputType: 'textArea', inputValue: [], isRequired: false };
    expect(await asked()).toEqual([wishesAsked, arrival]);

    // Edited into information only: no answer asked.
    const first = within(region).getByRole('listitem', { name: `1. ご要望 ${marker}` });
    await user.click(within(first).getByRole('button', { name: 'Edit' }));
    await user.selectOptions(
      within(region).getByRole('combobox', { name: 'Kind of answer' }),
      'Information only, no answer',
    );
    expect(within(region).queryByRole('checkbox', { name: 'Guests must answer' })).toBeNull();
    await save();
    await saved();
    expect(await asked()).toEqual([{ ...wishesAsked, inputType: 'none' }, arrival]);

    // Deleted, each after a confirmation.
    for (const name of [`1. ご要望 ${marker}`, `1. Arrival ${marker}`]) {
      const row = await within(region).findByRole('listitem', { name });
      await user.click(within(row).getByRole('button', { name: 'Delete' }));
      expect(within(row).getByText(/^Delete “.+”\?$/)).toBeVisible();
      await user.click(within(row).getByRole('button', { name: 'Delete for good' }));
      await waitFor(() => expect(within(region).queryByRole('listitem', { name })).toBeNull());
    }
    expect(await within(region).findByText('No questions yet.')).toBeVisible();
    expect(await asked()).toEqual([]);
  });
});
