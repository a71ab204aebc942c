import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/database.ts';
import { findLiveStaffSession } from '../db/repositories/staff.ts';
import { HttpError } from '../errors.ts';
import { authenticateKey, type IntegrationCaller } from '../services/integrationAccess.ts';
import type { SignedInStaff } from '../services/staffRoles.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in member, set by the bearerAuth security handler. */
    userId?: number;
    /** The signed-in hotel staff member, their hotel and role, set by the staffAuth security handler. */
    staff?: SignedInStaff;
    /** The hotel system calling with an integration key, set by the integrationKey security handler. */
    integration?: IntegrationCaller;
  }
}

/** Access tokens are stored as SHA-256 hashes: a database leak does not leak usable tokens. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer ([A-Za-z0-9._~+/-]{16,512}=*)$/.exec(header);
  return match?.[1] ?? null;
}

/**
 * Security handlers for fastify-openapi-glue, one per `components.securitySchemes` entry.
 * A missing, unknown, expired or revoked token fails with 401. Members' and staff's tokens live in
 * tables of their own (sessions, staff_sessions), so neither is ever taken for the other.
 */
export function createSecurityHandlers(db: Db) {
  return {
    async bearerAuth(request: FastifyRequest): Promise<void> {
      const token = bearerToken(request);
      if (!token) throw new HttpError(401, 'Missing access token', 'unauthorized');
      const session = await db
        .selectFrom('sessions')
        .select(['user_id'])
        .where('token_hash', '=', hashToken(token))
        .where('revoked_at', 'is', null)
        .where('expires_at', '>', new Date())
        .executeTakeFirst();
      if (!session) throw new HttpError(401, 'Invalid access token', 'unauthorized');
      request.userId = session.user_id;
    },

    async staffAuth(request: FastifyRequest): Promise<void> {
      const token = bearerToken(request);
      if (!token) throw new HttpError(401, 'Missing staff token', 'unauthorized');
      const staff = await findLiveStaffSession(db, hashToken(token));
      if (!staff) throw new HttpError(401, 'Invalid staff token', 'unauthorized');
      request.staff = {
        id: staff.id,
        hotelId: staff.hotel_id,
        role: staff.role,
        email: staff.email,
        secondFactor: staff.totp_secret !== null,
      };
    },

    /** A hotel's integration key (issue 33): its own table, so neither a member's nor a staff token passes. */
    async integrationKey(request: FastifyRequest): Promise<void> {
      const token = bearerToken(request);
      request.integration = await authenticateKey(db, token === null ? null : hashToken(token));
    },
  };
}
