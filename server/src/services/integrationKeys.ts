import { randomBytes } from 'node:crypto';
import type { Schema } from '../contract.ts';
import type { Db } from '../db/database.ts';
import * as keys from '../db/repositories/integrationKeys.ts';
import { HttpError, numericId } from '../errors.ts';
import { hashToken } from '../web/security.ts';
import { recordChange } from './auditLog.ts';
import { parseScopes } from './integrationAccess.ts';
import type { SignedInStaff } from './staffRoles.ts';

/**
 * A hotel's managers manage the API keys of its property-management system (issue 33): create (the
 * whole key is answered once), list (prefix only), rotate (a new secret; the old one is refused at
 * once) and revoke. The server keeps the SHA-256 of the whole key (web/security.ts's hashToken, as for
 * sessions) and its readable prefix. Each change is written to the audit log, never the secret.
 */

type Scope = Schema<'IntegrationScope'>;

/** `hik-` and 12 hex digits: readable in the console, and the start of the key the PMS is given. */
const newKey = () => {
  const prefix = `hik-${randomBytes(6).toString('hex')}`;
  const key = `${prefix}.${randomBytes(20).toString('hex')}`;
  return { prefix, key, keyHash: hashToken(key) };
};

type KeyRow = Awaited<ReturnType<typeof keys.listLiveKeys>>[number];

/** The contract's IntegrationKey. */
const integrationKey = (row: KeyRow): Schema<'IntegrationKey'> => ({
  keyId: String(row.id),
  name: row.name,
  prefix: row.prefix,
  scopes: parseScopes(row.scopes),
  rateLimit: row.rate_limit,
  createdAt: new Date(row.created_at).toISOString(),
  lastUsedAt: row.last_used_at === null ? null : new Date(row.last_used_at).toISOString(),
});

/** What the audit log keeps of a key: never its secret or hash. */
const audited = (row: KeyRow) => ({ name: row.name, prefix: row.prefix, scopes: parseScopes(row.scopes) });

const keyNotFound = () => new HttpError(404, 'This integration key was not found.', 'integration_key_not_found');

const actor = (manager: SignedInStaff) => ({ staffId: manager.id, email: manager.email });

export async function listKeys(db: Db, manager: SignedInStaff) {
  return { keys: (await keys.listLiveKeys(db, manager.hotelId)).map(integrationKey) };
}

export async function createKey(db: Db, manager: SignedInStaff, body: { name: string; scopes: Scope[] }) {
  const name = body.name.trim();
  if (name === '') throw new HttpError(400, 'The name must not be empty.', 'validation_error');
  const { prefix, key, keyHash } = newKey();
  const scopes = [...new Set(body.scopes)].sort().join(' ');
  const row = await db.transaction().execute(async (trx) => {
    const created = await keys.insertKey(trx, {
      hotelId: manager.hotelId,
      name,
      prefix,
      keyHash,
      scopes,
      createdBy: manager.id,
    });
    await recordChange(trx, {
      hotelId: manager.hotelId,
      actor: actor(manager),
      operation: 'integrationKey.create',
      target: `integrationKey/${created.id}`,
      before: null,
      after: audited(created),
    });
    return created;
  });
  return { key: integrationKey(row), secret: key };
}

export async function rotateKey(db: Db, manager: SignedInStaff, keyIdParam: string) {
  const id = numericId(keyIdParam);
  if (id === null) throw keyNotFound();
  const { prefix, key, keyHash } = newKey();
  const row = await db.transaction().execute(async (trx) => {
    const before = await keys.lockLiveKey(trx, manager.hotelId, id);
    if (!before) throw keyNotFound();
    const after = await keys.replaceSecret(trx, id, prefix, keyHash);
    await recordChange(trx, {
      hotelId: manager.hotelId,
      actor: actor(manager),
      operation: 'integrationKey.rotate',
      target: `integrationKey/${id}`,
      before: audited(before),
      after: audited(after),
    });
    return after;
  });
  return { key: integrationKey(row), secret: key };
}

export async function revokeKey(db: Db, manager: SignedInStaff, keyIdParam: string) {
  const id = numericId(keyIdParam);
  if (id === null) throw keyNotFound();
  await db.transaction().execute(async (trx) => {
    const before = await keys.lockLiveKey(trx, manager.hotelId, id);
    if (!before) throw keyNotFound();
    await keys.revokeKey(trx, id);
    await recordChange(trx, {
      hotelId: manager.hotelId,
      actor: actor(manager),
      operation: 'integrationKey.revoke',
      target: `integrationKey/${id}`,
      before: audited(before),
      after: null,
    });
  });
  return { status: 'ok' as const };
}
