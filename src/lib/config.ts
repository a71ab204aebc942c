import { pageSetting } from './pageSettings';

/**
 * The settings the server writes into the page at its start (`<meta name=…>`, src/lib/pageSettings.ts),
 * with the demo platform's defaults; see docs/configuration.md. Read as the app's script runs (the page's
 * head is parsed by then), never at build time: one build serves every deployment.
 */

/** The platform provider's site, linked from the home footer and My Page. */
export const PROVIDER_SITE_URL: string = pageSetting('provider-site-url') ?? 'https://sakura-guest.example/';

/** The provider's name in the footer's powered-by and copyright lines (a brand name, not translated). */
export const PROVIDER_NAME = 'Sakura Guest Platform';

/** The provider's help pages for this system, linked from My Page. */
export const HELP_URL: string = pageSetting('help-url') ?? 'https://sakura-guest.example/help/';

/** The wallet-pass host: a check-in pass downloads from `${WALLET_PASS_URL}passkit/{pass_id}/download`. */
export const WALLET_PASS_URL: string = pageSetting('wallet-pass-url') ?? 'https://wallet.sakura-guest.example/';

/**
 * The card tokenisation service (card-token-api.yaml): the URL the server writes into the page
 * (`<meta name="card-token-url">`: a real service, or its sandbox on a port of its own). Card numbers
 * go there only, never to this app's origin; without it, card registration fails (the form says it
 * cannot register the card).
 */
export function cardTokenUrl(): string {
  const url = pageSetting('card-token-url');
  // Never this app's own origin: without a tokeniser, no card data leave the form.
  if (!url) throw new Error('No card tokenisation service is configured');
  return url;
}
/** The shop's public key at the card tokenisation service (not a secret: it only allows tokenising). */
export const CARD_TOKEN_API_KEY: string = pageSetting('card-token-api-key') ?? 'pk_sandbox_sakura';

/** The provider's support address (the check-in confirm screen's Mileage Guide footnote). */
export const SUPPORT_EMAIL: string = pageSetting('support-email') ?? 'support@sakura-guest.example';
