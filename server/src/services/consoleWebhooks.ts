import { randomBytes } from 'node:crypto';
import type { Schema } from '../contract.ts';
import type { Db } from '../db/database.ts';
import * as webhooks from '../db/repositories/webhooks.ts';
import { HttpError, invalidField, numericId } from '../errors.ts';
import { recordChange } from './auditLog.ts';
import type { SignedInStaff } from './staffRoles.ts';
import { checkPublicUrl, WebhookAddressError, type Resolve } from './webhookAddress.ts';
import { WEBHOOK_EVENT_TYPES } from './webhooks.ts';

/**
 * A hotel's webhook endpoints in the managers' console (issue 33): add, change, remove, rotate the
 * secret, see the latest deliveries and send one again. Another hotel's endpoint answers as a missing
 * one (404 `webhook_not_found`). Each change writes its audit row in its own transaction, never the
 * secret, which is shown only in the answer that made it.
 */

/** Deliveries a page of the console's list holds. */
export const DELIVERY_LIST_SIZE = 50;

const webhookNotFound = () => new HttpError(404, 'This webhook endpoint was not found.', 'webhook_not_found');

/** Standard Webhooks: `whsec_` and the base64 of the key (24 random bytes, 192 bits). */
export function newWebhookSecret(): string {
  return `whsec_${randomBytes(24).toString('base64')}`;
}

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

const urlRefused = (reason: string) => {
  const error = new HttpError(400, `url ${reason}`, 'webhook_url_refused');
  error.fields = { url: reason };
  return error;
};

/**
 * In production https to the internet only (webhookAddress.ts: the host, or every address its name
 * resolves to now, public); outside production also http to this machine (development, tests).
 * A refusal is 400 `webhook_url_refused` with the reason.
 */
export async function checkEndpointUrl(
  text: string,
  { production, resolve }: { production: boolean; resolve?: Resolve },
): Promise<string> {
  let url: URL;
  try {
    url = new URL(text.trim());
  } catch {
    throw invalidField('url', 'is not a URL');
  }
  if (url.username || url.password) throw urlRefused('must not hold a user name or password');
  if (production) {
    try {
      await checkPublicUrl(url, resolve);
    } catch (error) {
      if (error instanceof WebhookAddressError) throw urlRefused(error.message);
      throw error;
    }
    return url.toString();
  }
  if (url.protocol === 'https:') return url.toString();
  if (url.protocol === 'http:' && LOCAL_HOSTS.has(url.hostname)) return url.toString();
  throw urlRefused('must be https (http only to localhost)');
}

type EndpointInput = Schema<'WebhookEndpointInput'>;
type EventType = Schema<'WebhookEventType'>;

/** The contract's WebhookEndpoint (and what the audit log keeps of one). */
const endpointOf = (row: webhooks.EndpointRow) => ({
  endpointId: String(row.id),
  url: row.url,
  eventTypes: row.event_types as EventType[],
  enabled: row.enabled,
  createdAt: new Date(row.created_at).toISOString(),
  secretRotatedAt: new Date(row.secret_rotated_at).toISOString(),
});

const audited = (row: webhooks.EndpointRow) => ({
  url: row.url,
  eventTypes: row.event_types,
  enabled: row.enabled,
});

/** The contract's WebhookDelivery. */
const deliveryOf = (row: webhooks.DeliveryRow) => ({
  deliveryId: String(row.id),
  webhookId: row.event_id,
  eventType: row.type as EventType,
  status: row.status,
  attempts: row.attempts,
  createdAt: new Date(row.created_at).toISOString(),
  lastAttemptAt: row.last_attempt_at ? new Date(row.last_attempt_at).toISOString() : null,
  lastStatus: row.last_status,
  lastError: row.last_error,
  nextAttemptAt: row.status === 'pending' ? new Date(row.next_attempt_at).toISOString() : null,
});

const actorOf = (manager: SignedInStaff) => ({ staffId: manager.id, email: manager.email });

async function cleaned(input: EndpointInput, production: boolean): Promise<webhooks.EndpointValues> {
  return {
    url: await checkEndpointUrl(input.url, { production }),
    // In the order of the list of types, whatever order they were sent in.
    eventTypes: WEBHOOK_EVENT_TYPES.filter((type) => input.eventTypes.includes(type)),
    enabled: input.enabled,
  };
}

export async function listWebhookEndpoints(db: Db, manager: SignedInStaff) {
  return {
    endpoints: (await webhooks.listEndpoints(db, manager.hotelId)).map(endpointOf),
    eventTypes: [...WEBHOOK_EVENT_TYPES],
  };
}

export async function createWebhookEndpoint(db: Db, manager: SignedInStaff, input: EndpointInput, production: boolean) {
  const values = await cleaned(input, production);
  const secret = newWebhookSecret();
  const row = await db.transaction().execute(async (trx) => {
    const created = await webhooks.insertEndpoint(trx, manager.hotelId, values, secret);
    await recordChange(trx, {
      hotelId: manager.hotelId,
      actor: actorOf(manager),
      operation: 'webhook.create',
      target: `webhook/${created.id}`,
      before: null,
      after: audited(created),
    });
    return created;
  });
  return { ...endpointOf(row), secret };
}

/** Runs `change` on the manager's hotel's endpoint, locked; a missing or another hotel's one is 404. */
async function withEndpoint<T>(
  db: Db,
  manager: SignedInStaff,
  endpointIdText: string,
  change: (before: webhooks.EndpointRow, trx: Db) => Promise<T>,
): Promise<T> {
  const id = numericId(endpointIdText);
  if (id === null) throw webhookNotFound();
  return db.transaction().execute(async (trx) => {
    const before = await webhooks.lockEndpoint(trx, manager.hotelId, id);
    if (!before) throw webhookNotFound();
    return change(before, trx);
  });
}

export async function updateWebhookEndpoint(
  db: Db,
  manager: SignedInStaff,
  endpointId: string,
  input: EndpointInput,
  production: boolean,
) {
  const values = await cleaned(input, production);
  return withEndpoint(db, manager, endpointId, async (before, trx) => {
    const after = await webhooks.updateEndpoint(trx, before.id, values);
    const [was, is] = [audited(before), audited(after)];
    if (JSON.stringify(was) !== JSON.stringify(is)) {
      await recordChange(trx, {
        hotelId: manager.hotelId,
        actor: actorOf(manager),
        operation: 'webhook.update',
        target: `webhook/${before.id}`,
        before: was,
        after: is,
      });
    }
    return endpointOf(after);
  });
}

export async function deleteWebhookEndpoint(db: Db, manager: SignedInStaff, endpointId: string) {
  await withEndpoint(db, manager, endpointId, async (before, trx) => {
    await webhooks.deleteEndpoint(trx, before.id);
    await recordChange(trx, {
      hotelId: manager.hotelId,
      actor: actorOf(manager),
      operation: 'webhook.delete',
      target: `webhook/${before.id}`,
      before: audited(before),
      after: null,
    });
  });
  return { status: 'ok' as const };
}

export async function rotateWebhookSecret(db: Db, manager: SignedInStaff, endpointId: string) {
  const secret = newWebhookSecret();
  return withEndpoint(db, manager, endpointId, async (before, trx) => {
    const after = await webhooks.replaceSecret(trx, before.id, secret);
    await recordChange(trx, {
      hotelId: manager.hotelId,
      actor: actorOf(manager),
      operation: 'webhook.rotateSecret',
      target: `webhook/${before.id}`,
      before: { rotatedAt: new Date(before.secret_rotated_at).toISOString() },
      after: { rotatedAt: new Date(after.secret_rotated_at).toISOString() },
    });
    return { ...endpointOf(after), secret };
  });
}

/** A page of the endpoint's deliveries, newest first; `cursor` is the last page's nextCursor. */
export async function listWebhookDeliveries(
  db: Db,
  manager: SignedInStaff,
  endpointId: string,
  cursor: string | undefined,
  limit = DELIVERY_LIST_SIZE,
) {
  const beforeId = cursor === undefined ? null : numericId(cursor);
  if (cursor !== undefined && beforeId === null) {
    throw new HttpError(400, 'The cursor is not one this list gave.', 'validation_error');
  }
  return withEndpoint(db, manager, endpointId, async (endpoint, trx) => {
    const rows = await webhooks.listDeliveries(trx, endpoint.id, beforeId, limit + 1);
    const page = rows.slice(0, limit);
    return {
      deliveries: page.map(deliveryOf),
      nextCursor: rows.length > limit ? String(page.at(-1)!.id) : null,
    };
  });
}

export async function resendWebhookDelivery(
  db: Db,
  manager: SignedInStaff,
  endpointId: string,
  deliveryIdText: string,
) {
  const deliveryId = numericId(deliveryIdText);
  return withEndpoint(db, manager, endpointId, async (endpoint, trx) => {
    if (deliveryId === null) throw webhookNotFound();
    const found = await webhooks.listDelivery(trx, endpoint.id, deliveryId);
    if (!found) throw webhookNotFound();
    // A delivery under way now is left to its worker, and answered as it is.
    if (await webhooks.requeueDelivery(trx, endpoint.id, deliveryId)) {
      await recordChange(trx, {
        hotelId: manager.hotelId,
        actor: actorOf(manager),
        operation: 'webhook.resend',
        target: `webhook/${endpoint.id}/delivery/${deliveryId}`,
        before: { status: found.status, attempts: found.attempts },
        after: { status: 'pending' },
      });
    }
    return deliveryOf((await webhooks.listDelivery(trx, endpoint.id, deliveryId))!);
  });
}
