import { render, screen } from '@testing-library/react';
import { renderToStaticMarkup } from 'react-dom/server';
import { QrCode } from './QrCode';

describe('QrCode', () => {
  it('first holds its place with an empty square of the same size, out of the accessibility tree', () => {
    const first = renderToStaticMarkup(<QrCode value="AB12CD34" label="Check-in QR code" />);
    expect(first).toBe('<svg class="qr-code" width="235" height="235" viewBox="0 0 235 235" aria-hidden="true"></svg>');
  });

  it('then draws the code of its value, read out by its label', async () => {
    render(<QrCode value="AB12CD34" label="Check-in QR code" />);
    const code = await screen.findByRole('img', { name: 'Check-in QR code' });
    expect(code).toHaveAttribute('data-value', 'AB12CD34');
    expect(code).toHaveAttribute('width', '235');
    expect(code.querySelectorAll('path').length).toBeGreaterThan(0);
  });

  it('draws the new value when the value changes (a ticket pager)', async () => {
    const { rerender } = render(<QrCode value="TICKET-1" label="Ticket" />);
    expect(await screen.findByRole('img', { name: 'Ticket' })).toHaveAttribute('data-value', 'TICKET-1');
    rerender(<QrCode value="TICKET-2" label="Ticket" />);
    expect(await screen.findByRole('img', { name: 'Ticket' })).toHaveAttribute('data-value', 'TICKET-2');
  });
});
