import {
  PAYMENT_STEPS,
  runPaymentSteps,
  type PaymentRecord,
  type PaymentStepName,
  type PaymentSteps,
} from './cardPayment';

// The step runner against a pretend server that, like the real one, answers an Idempotency-Key
// once: the same key again replays the first answer, a new key is a new charge or order.

interface TestRecord {
  chargeKey?: string;
  orderId?: string;
  orderKey?: string;
  requestOrderId?: string;
  saleIds?: string[];
  receiptSaved?: boolean;
  mailed?: boolean;
}

type Trouble = 'lost' | 'refused' | 'inProgress' | 'serverError' | 'reload';

/** What goes wrong with one step's first try. */
interface Plan {
  step: PaymentStepName;
  trouble: Trouble;
}

const refusal = { status: 422, data: { code: 'amount_mismatch', message: 'refused' } };
/** The page goes away between steps: the run stops, the record stays in session storage. */
class Reload extends Error {}

function world(plan: Plan | null) {
  /** Session storage: the record survives a reload as JSON. */
  let stored: string | null = JSON.stringify({});
  const server = { charges: new Map<string, string>(), orders: new Map<string, string>(), sent: [] as string[] };
  const keysSent: Record<string, string[]> = { charge: [], order: [] };
  let troubleLeft = plan ? 1 : 0;

  const place: PaymentRecord<TestRecord> = {
    read: () => JSON.parse(stored!) as TestRecord,
    write: (record) => void (stored = JSON.stringify(record)),
    forget: () => void (stored = JSON.stringify({})),
  };

  /** A step's request: the server does it (maybe), then the answer comes (maybe). */
  async function answer<T>(name: PaymentStepName, key: string | undefined, work: () => T): Promise<T> {
    const trouble = plan?.step === name && troubleLeft > 0 ? plan.trouble : null;
    if (trouble) troubleLeft -= 1;
    if (trouble === 'reload') throw new Reload();
    if (key) keysSent[name]!.push(key);
    if (trouble === 'refused') throw refusal;
    if (trouble === 'inProgress') throw { status: 409, data: { code: 'request_in_progress', message: '' } };
    server.sent.push(name);
    const result = work();
    if (trouble === 'lost') throw new TypeError('Failed to fetch');
    if (trouble === 'serverError') throw { status: 503, data: { code: 'unavailable', message: '' } };
    return result;
  }

  const steps: PaymentSteps<TestRecord> = {
    charge: {
      done: (r) => Boolean(r.orderId),
      key: (r) => r.chargeKey,
      begin: (r, key) => ({ ...r, chargeKey: key }),
      send: (_r, key) =>
        answer('charge', key, () => {
          if (!server.charges.has(key)) server.charges.set(key, `ORD-${server.charges.size + 1}`);
          const orderId = server.charges.get(key)!;
          return (r: TestRecord) => ({ ...r, orderId });
        }),
    },
    order: {
      done: (r) => Boolean(r.requestOrderId),
      key: (r) => r.orderKey,
      begin: (r, key) => ({ ...r, orderKey: key }),
      send: (_r, key) =>
        answer('order', key, () => {
          if (!server.orders.has(key)) server.orders.set(key, `REQ-${server.orders.size + 1}`);
          const requestOrderId = server.orders.get(key)!;
          return (r: TestRecord) => ({ ...r, requestOrderId });
        }),
    },
    sales: () => answer('sales', undefined, () => ['S1']),
    receipt: () => answer('receipt', undefined, () => true),
    mail: () => answer('mail', undefined, () => true),
  };
  let counter = 0;
  const run = () => runPaymentSteps(place, steps, () => `key-${++counter}`);
  return { run, place, server, keysSent };
}

const troubles: Trouble[] = ['lost', 'refused', 'inProgress', 'serverError', 'reload'];
const cases = PAYMENT_STEPS.flatMap((step) => troubles.map((trouble) => ({ step, trouble })));

describe('runPaymentSteps', () => {
  it('runs charge, order, sales, receipt and mail once each, in that order', async () => {
    const { run, server, place } = world(null);
    expect(await run()).toBeNull();
    expect(server.sent).toEqual(['charge', 'order', 'sales', 'receipt', 'mail']);
    expect(place.read()).toEqual({
      chargeKey: 'key-1',
      orderId: 'ORD-1',
      orderKey: 'key-2',
      requestOrderId: 'REQ-1',
      saleIds: ['S1'],
      receiptSaved: true,
      mailed: true,
    });
    // Run again: every step is recorded, nothing is sent.
    expect(await run()).toBeNull();
    expect(server.sent).toHaveLength(5);
  });

  it.each(cases)('$step $trouble once, then retried: one charge, one order, keys reused', async ({ step, trouble }) => {
    const { run, place, server, keysSent } = world({ step, trouble });
    await expect(run()).rejects.toBeDefined();

    const kept = place.read();
    // A refusal before anything was taken forgets the attempt; anything else keeps the keys.
    const forgotten = trouble === 'refused' && step === 'charge';
    if (forgotten) expect(kept).toEqual({});
    else expect(kept.chargeKey).toBe('key-1');
    if (['lost', 'inProgress', 'serverError'].includes(trouble) && (step === 'charge' || step === 'order')) {
      // The key was in the record before the request went.
      expect(kept[step === 'charge' ? 'chargeKey' : 'orderKey']).toBe(keysSent[step]![0]);
    }

    expect(await run()).toBeNull();
    expect(server.charges.size).toBe(1);
    expect(server.orders.size).toBe(1);
    // Every key sent again was the one first sent, unless the first was refused (nothing taken).
    expect(new Set(keysSent.charge).size).toBe(forgotten ? 2 : 1);
    expect(new Set(keysSent.order).size).toBe(1);
    expect(place.read()).toMatchObject({ receiptSaved: true, mailed: true, saleIds: ['S1'] });
  });

  it('keeps the charge and the order when the order is refused after the charge (never forgotten)', async () => {
    const { run, place, server } = world({ step: 'order', trouble: 'refused' });
    await expect(run()).rejects.toEqual(refusal);
    expect(place.read()).toMatchObject({ chargeKey: 'key-1', orderId: 'ORD-1', orderKey: 'key-2' });
    expect(await run()).toBeNull();
    expect(server.charges.size).toBe(1);
  });

  it('forgets an order refused when nothing was charged: a new attempt is a new order', async () => {
    const { place } = world(null);
    let sent = 0;
    const steps: PaymentSteps<TestRecord> = {
      order: {
        done: (r) => Boolean(r.requestOrderId),
        key: (r) => r.orderKey,
        begin: (r, key) => ({ ...r, orderKey: key }),
        send: async () => {
          sent += 1;
          if (sent === 1) throw refusal;
          return (r) => ({ ...r, requestOrderId: 'REQ-1' });
        },
      },
    };
    const keys = ['first', 'second'];
    const newKey = () => keys.shift()!;
    await expect(runPaymentSteps(place, steps, newKey)).rejects.toEqual(refusal);
    expect(place.read()).toEqual({});
    expect(await runPaymentSteps(place, steps, newKey)).toBeNull();
    expect(place.read()).toEqual({ orderKey: 'second', requestOrderId: 'REQ-1' });
  });

  it('answers a declined or expired card, forgets the attempt and sends nothing after it', async () => {
    for (const status of ['declined', 'expired'] as const) {
      const { place } = world(null);
      const sent: string[] = [];
      const steps: PaymentSteps<TestRecord> = {
        charge: {
          done: (r) => Boolean(r.orderId),
          key: (r) => r.chargeKey,
          begin: (r, key) => ({ ...r, chargeKey: key }),
          send: async () => {
            sent.push('charge');
            return { refusal: status, message: null };
          },
        },
        sales: async () => {
          sent.push('sales');
          return [];
        },
      };
      expect(await runPaymentSteps(place, steps)).toEqual({ refusal: status, message: null });
      expect(place.read()).toEqual({});
      expect(sent).toEqual(['charge']);
    }
  });
});
