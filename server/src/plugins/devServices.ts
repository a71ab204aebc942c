import type { FastifyInstance } from 'fastify';
import { registerDevIdentityProvider } from '../dev/identityProvider.ts';
import { registerDevOutbox } from '../dev/outbox.ts';
import { registerCardTokenSandbox } from '../payments/cardTokenServer.ts';
import type { DevIdentityProvider } from '../services/identity.ts';

export interface DevServicesOptions {
  /** The development identity provider under /dev/idp (null with a real provider or in production). */
  identityProvider: DevIdentityProvider | null;
  /** Base URL of the app: the only other place the identity provider sends tokens to. */
  publicUrl: string;
  /** The mail folder to list at /dev/outbox (unset: no outbox page; never in production, nor with SMTP). */
  outboxDir?: string;
  /** The card tokeniser sandbox on this origin too (server tests through app.inject), with its key. */
  cardTokenSandbox?: { apiKey: string };
}

/**
 * What stands in for other people's services on one machine: the identity provider's sign-in page,
 * the mail outbox page, and (for app.inject tests) the card tokeniser sandbox. Routes only, so the
 * plugin stays encapsulated.
 */
export default async function devServices(
  app: FastifyInstance,
  { identityProvider, publicUrl, outboxDir, cardTokenSandbox }: DevServicesOptions,
) {
  if (identityProvider) registerDevIdentityProvider(app, identityProvider, publicUrl);
  if (outboxDir) registerDevOutbox(app, outboxDir);
  if (cardTokenSandbox) await registerCardTokenSandbox(app, app.db, cardTokenSandbox.apiKey);
}
