import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { screen, waitFor, within } from '@testing-library/react';
import { requestOrder, SAKURA_MANAGER, SAKURA_STAFF, webhookEvents } from '../../../test/setup/frontDesk';
import { openDesk, section } from '../../../test/setup/frontDeskPage';

// The managers' Webhooks screen (issue 33), the whole app against the real API server: an endpoint
// added on a local receiver, its secret shown once, a room order's event delivered and listed with
// the receiver's answer, sent again, and the endpoint removed.

/** Bodies the receiver was sent, each with its webhook-id; it answers 204. */
let received: { webhookId: string; body: { type: string; data: Record<string, unknown> } }[] = [];
let server: http.Server;
let receiverUrl: string;

beforeAll(async () => {
  server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({
        webhookId: String(request.headers['webhook-id']),
        body: JSON.parse(Buffer.concat(chunks).toString('utf8')),
      });
      response.writeHead(204).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  receiverUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  received = [];
});

describe('the managers’ Webhooks screen', () => {
  it('is not offered to the front desk', async () => {
    await openDesk(SAKURA_STAFF);
    const views = screen.getByRole('navigation', { name: 'Screens' });
    expect(within(views).queryByRole('link', { name: 'Webhooks' })).not.toBeInTheDocument();
  });

  it('adds an endpoint, shows its secret once, lists a delivery with its answer, sends it again and removes it', async () => {
    const { user } = await openDesk(SAKURA_MANAGER);
    await user.click(
      within(screen.getByRole('navigation', { name: 'Screens' })).getByRole('link', { name: 'Webhooks' }),
    );
    const form = await screen.findByRole('region', { name: 'Add an endpoint' });
    const add = within(form).getByRole('button', { name: 'Add' });
    await waitFor(() => expect(add).toBeDisabled());

    // Not a URL: the form says so; no event ticked: the add stays disabled.
    const url = within(form).getByLabelText(/^Endpoint URL/);
    await user.click(url);
    await user.paste('pms.example');
    await user.tab();
    expect(await within(form).findByText('Must be a valid URL.')).toBeVisible();
    await user.clear(url);
    await user.paste(receiverUrl);
    await user.click(within(form).getByRole('checkbox', { name: 'Room order placed' }));
    await waitFor(() => expect(add).toBeEnabled());
    await user.click(add);

    const secret = await screen.findByRole('status', { name: 'Signing secret' });
    expect(secret).toHaveTextContent(/whsec_[A-Za-z0-9+/]{32}/);
    expect(secret).toHaveTextContent(`For ${receiverUrl}:`);
    const endpoint = await within(section(/^Webhooks/)).findByRole('listitem', { name: receiverUrl });
    expect(endpoint).toHaveTextContent('Room order placed');
    expect(endpoint).toHaveTextContent('Enabled');

    // A room order's event reaches the receiver (the server's worker sends it after the order).
    const { orderId } = await requestOrder();
    await waitFor(() => expect(received.some((r) => r.body.data.requestOrderId === orderId)).toBe(true), {
      timeout: 10_000,
    });
    const { webhookId } = received.find((r) => r.body.data.requestOrderId === orderId)!;
    await user.click(within(endpoint).getByRole('button', { name: 'Show deliveries' }));
    const deliveries = await within(endpoint).findByRole('region', { name: /^Recent deliveries/ });
    const row = await within(deliveries).findByRole('listitem', { name: `Room order placed ${webhookId}` });
    expect(row).toHaveTextContent('Room order placed: Delivered');
    expect(row).toHaveTextContent('HTTP 204');

    // Sent again: the same webhook-id reaches the receiver a second time.
    await user.click(within(row).getByRole('button', { name: 'Send again' }));
    await waitFor(() => expect(received.filter((r) => r.webhookId === webhookId)).toHaveLength(2), {
      timeout: 10_000,
    });

    await user.click(within(endpoint).getByRole('button', { name: 'Remove' }));
    expect(within(endpoint).getByText(`Remove ${receiverUrl}? Events waiting for it are dropped.`)).toBeVisible();
    await user.click(within(endpoint).getByRole('button', { name: 'Remove for good' }));
    await waitFor(() =>
      expect(within(section(/^Webhooks/)).queryByRole('listitem', { name: receiverUrl })).not.toBeInTheDocument(),
    );

    await user.click(screen.getByRole('link', { name: 'Audit log' }));
    const log = await screen.findByRole('region', { name: /^Audit log/ });
    const entries = await within(log).findAllByRole('listitem');
    expect(entries[0]).toHaveTextContent('Webhook endpoint removed');
    expect(entries[1]).toHaveTextContent('Webhook sent again');
    expect(entries[2]).toHaveTextContent('Webhook endpoint added');
    expect(log).not.toHaveTextContent('whsec_');
  });

  it('lists the 50 latest deliveries, and older ones on request', async () => {
    const { user } = await openDesk(SAKURA_MANAGER);
    await user.click(
      within(screen.getByRole('navigation', { name: 'Screens' })).getByRole('link', { name: 'Webhooks' }),
    );
    const form = await screen.findByRole('region', { name: 'Add an endpoint' });
    await user.click(within(form).getByLabelText(/^Endpoint URL/));
    await user.paste(receiverUrl);
    await user.click(within(form).getByRole('checkbox', { name: 'Room order placed' }));
    await user.click(within(form).getByRole('button', { name: 'Add' }));
    const endpoint = await within(section(/^Webhooks/)).findByRole('listitem', { name: receiverUrl });

    await webhookEvents(52);
    await waitFor(() => expect(received).toHaveLength(52), { timeout: 20_000 });
    await user.click(within(endpoint).getByRole('button', { name: 'Show deliveries' }));
    const deliveries = await within(endpoint).findByRole('region', { name: /^Recent deliveries/ });
    await waitFor(() => expect(within(deliveries).getAllByRole('listitem')).toHaveLength(50));
    await user.click(within(deliveries).getByRole('button', { name: 'Show older deliveries' }));
    await waitFor(() => expect(within(deliveries).getAllByRole('listitem')).toHaveLength(52));
    expect(within(deliveries).queryByRole('button', { name: 'Show older deliveries' })).not.toBeInTheDocument();

    await user.click(within(endpoint).getByRole('button', { name: 'Remove' }));
    await user.click(within(endpoint).getByRole('button', { name: 'Remove for good' }));
    await waitFor(() =>
      expect(within(section(/^Webhooks/)).queryByRole('listitem', { name: receiverUrl })).not.toBeInTheDocument(),
    );
  });
});
