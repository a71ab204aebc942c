// Paid orders for the invoice screens, made on the test API server (its fixture route writes what
// creditCardPay leaves: a payment order and the folio lines it paid; server/test/support/invoiceFixtures.ts),
// and their receipts, stored through the real backupReceiptPDF.

const api = (path: string) => `${process.env.API_BASE}${path}`;

export interface FixtureLine {
  subject: string;
  price: number;
  rate: 0 | 8 | 10;
  discount?: boolean;
  date?: string;
}

/** A paid order of the member with this email; the default lines total ¥14,280 (tax ¥1,200 at 10%, ¥80 at 8%). */
export async function paidOrder(
  email: string,
  order: { lines?: FixtureLine[]; createdAt?: string; hotelId?: string; result?: 'success' | 'pending' } = {},
): Promise<{ orderId: string; saleIds: string[] }> {
  const response = await fetch(api('/test-fixtures/paid-order'), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, ...order }),
  });
  if (!response.ok) throw new Error(`paid order: ${response.status} ${await response.text()}`);
  return (await response.json()) as { orderId: string; saleIds: string[] };
}

/** Stores the order's receipt PDF, as the check-out does after a card payment. */
export async function storeReceipt(
  order: { orderId: string; saleIds: string[] },
  guestName = '佐藤 花子',
  provision = 'ご宿泊代',
): Promise<void> {
  const response = await fetch(api('/api/backup-receipt-pdf-without-auth'), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      list: [
        {
          checkinId: null,
          reserIds: [],
          saleIds: order.saleIds,
          orderId: order.orderId,
          guestName,
          paymentPage: 'checkout',
          provision,
        },
      ],
    }),
  });
  if (!response.ok) throw new Error(`receipt backup: ${response.status} ${await response.text()}`);
}
