import assert from 'node:assert/strict';
import path from 'node:path';
import { describe, it } from 'node:test';
import { SANDBOX_CARD_TOKEN_API_KEY } from '../src/app.ts';
import { ROOT_DIR } from '../src/config.ts';
import { openDatabase } from '../src/db/database.ts';
import { buildCardTokenApp, CARD_TOKEN_PATH } from '../src/payments/cardTokenServer.ts';
import { loadGateway } from '../src/payments/loadGateway.ts';
import { createSandboxGateway } from '../src/payments/sandboxGateway.ts';
import { futureExpiry } from './support/cards.ts';
import { describeGatewayContract } from './support/gatewayContract.ts';
import { createTestDatabase } from './support/helpers.ts';
import { memoryChargesOf, memoryTokenFor } from './support/memoryGatewayModule.ts';

// The payment gateway adapter contract (test/support/gatewayContract.ts), run against the sandbox
// (what every demo and test charges through) and against a gateway module loaded the way
// PAYMENT_GATEWAY_MODULE loads a real adapter.

describeGatewayContract('sandbox', async () => {
  const database = await createTestDatabase();
  const tokeniser = await buildCardTokenApp(database.db, SANDBOX_CARD_TOKEN_API_KEY);
  return {
    gateway: createSandboxGateway(database.db),
    async tokenFor(number) {
      const response = await tokeniser.inject({
        method: 'POST',
        url: CARD_TOKEN_PATH,
        payload: {
          token_api_key: SANDBOX_CARD_TOKEN_API_KEY,
          card_number: number,
          card_expire: futureExpiry(),
          security_code: '123',
        },
      });
      assert.equal(response.statusCode, 200, response.body);
      return response.json().token as string;
    },
    async unreachable() {
      // The sandbox's "service" is its database: a closed one cannot be reached.
      const closed = await openDatabase({ pgliteDir: 'memory://' });
      await closed.close();
      return createSandboxGateway(closed.db);
    },
    async chargesOf(orderId) {
      const rows = await database.db
        .selectFrom('gateway_charges')
        .select('id')
        .where('order_id', '=', orderId)
        .execute();
      return rows.length;
    },
    async close() {
      await tokeniser.close();
      await database.close();
    },
  };
});

const MEMORY_MODULE = path.relative(process.cwd(), path.join(ROOT_DIR, 'server/test/support/memoryGatewayModule.ts'));

describeGatewayContract('a module loaded by PAYMENT_GATEWAY_MODULE', async () => {
  const modulePath = MEMORY_MODULE.startsWith('.') ? MEMORY_MODULE : `./${MEMORY_MODULE}`;
  const noDatabase = undefined as never;
  return {
    gateway: await loadGateway(modulePath, noDatabase, {}),
    tokenFor: async (number) => memoryTokenFor(number),
    unreachable: () => loadGateway(modulePath, noDatabase, { MEMORY_GATEWAY_OFFLINE: '1' }),
    chargesOf: async (orderId) => memoryChargesOf(orderId),
    close: async () => {},
  };
});

describe('loadGateway', () => {
  it('answers the sandbox when no module is named', async () => {
    const database = await createTestDatabase();
    try {
      const gateway = await loadGateway(undefined, database.db, {});
      assert.deepEqual(await gateway.findCharge('ORDNOTHING'), { status: 'not_charged' });
    } finally {
      await database.close();
    }
  });

  it('stops the start with a message naming a module that cannot be loaded', async () => {
    await assert.rejects(loadGateway('./no/such/gateway.js', undefined as never, {}), (error: Error) => {
      assert.match(error.message, /^PAYMENT_GATEWAY_MODULE: cannot load "\.\/no\/such\/gateway\.js"/);
      return true;
    });
  });

  it('refuses a module whose adapter lacks a method of the interface', async () => {
    const file = path.join(ROOT_DIR, 'server/test/support/notAGatewayModule.ts');
    await assert.rejects(loadGateway(file, undefined as never, {}), /lacks findCharge/);
  });

  it('refuses a module without a default export function', async () => {
    const file = path.join(ROOT_DIR, 'server/test/support/cards.ts');
    await assert.rejects(loadGateway(file, undefined as never, {}), /must export by default a function/);
  });
});
