import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../../../test/setup/renderApp';

// The check-in form's fields come in a chunk of their own, asked for once the heading shows. A
// download that fails (the hotel's Wi-Fi dropped) leaves the guest the heading and a retry.
jest.mock('./CheckinFormFields', () => {
  throw new Error('ChunkLoadError: the fields could not be downloaded');
});

describe('CheckinFormScreen without its fields', () => {
  it('shows the heading and lead, and offers to try again', async () => {
    const user = userEvent.setup();
    renderApp('/checkin?hotelId=sakura-asakusa&lang=en');
    expect(await screen.findByRole('heading', { name: 'Online check-in' })).toBeVisible();
    expect(screen.getByText(/Tell us when you arrive/)).toBeVisible();
    expect(await screen.findByRole('heading', { name: 'Could not load this page' })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeEnabled();
    expect(screen.queryByRole('combobox', { name: 'Arrival date' })).not.toBeInTheDocument();
  });
});
