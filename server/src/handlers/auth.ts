import type { SomeHandlers } from '../contract.ts';
import type { Db } from '../db/database.ts';
import type { IdentityVerifier } from '../services/identity.ts';
import type { Mailer } from '../services/mail.ts';
import { forgotPassword, resetPassword } from '../services/passwordReset.ts';
import { checkEmail, register, signIn, signOut, socialSignIn } from '../services/signIn.ts';
import { bearerToken } from '../web/security.ts';
import { toUser } from './users.ts';

export interface AuthOptions {
  mailer: Mailer;
  /** Checks social sign-in ID tokens (an OIDC provider, or the development one). */
  identity: IdentityVerifier;
  /** Base URL of the app, for links in mails. */
  publicUrl: string;
  /** Multiplies the per-address limits (tests send everything from one address); 1 in service. */
  addressLimitFactor?: number;
}

/**
 * Email sign-in, registration, password reset and sign-out (spec doc 1 §4, §7). The rules are in
 * services/signIn.ts and services/passwordReset.ts.
 */
export function createAuthHandlers(db: Db, { mailer, publicUrl, identity, addressLimitFactor = 1 }: AuthOptions) {
  const mailing = { mailer, publicUrl };
  const caller = (request: { ip: string }) => ({ address: request.ip, addressLimitFactor });

  return {
    async checkEmail(request) {
      return { status: await checkEmail(db, mailing, request.body, caller(request)) };
    },

    async forgotPassword(request) {
      await forgotPassword(db, mailing, request.body, caller(request));
      return { status: 'ok' as const };
    },

    async resetPassword(request) {
      const { token, email, password, password_confirmation: confirmation } = request.body;
      await resetPassword(db, { token, email, password, confirmation }, caller(request));
      return { status: 'ok' as const };
    },

    async register(request) {
      return { token: await register(db, request.body, caller(request)) };
    },

    async login(request) {
      const { token, user } = await signIn(db, request.body, caller(request));
      return { token, user: toUser(user) };
    },

    async auth0Callback(request) {
      const { token, user } = await socialSignIn(db, identity, request.body, caller(request));
      return { token, user: toUser(user) };
    },

    async logout(request) {
      await signOut(db, bearerToken(request));
      return { status: 'ok' as const };
    },
  } satisfies SomeHandlers;
}
