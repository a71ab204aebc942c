/**
 * Build-time settings (webpack DefinePlugin), and the runtime ones the server writes into the page
 * (`<meta name=…>`, server/src/web/spaPage.ts); see docs/configuration.md.
 */

/** The platform provider's site, linked from the home footer and My Page. */
export const PROVIDER_SITE_URL: string = process.env.PROVIDER_SITE_URL || 'https://sakura-guest.example/';

/** The provider's help pages for this system, linked from My Page. */
export const HELP_URL: string = process.env.HELP_URL || 'https://sakura-guest.example/help/';

/** The wallet-pass host: a check-in pass downloads from `${WALLET_PASS_URL}passkit/{pass_id}/download`. */
export const WALLET_PASS_URL: string = process.env.WALLET_PASS_URL || 'https://wallet.sakura-guest.example/';

/** The provider's name in the footer's powered-by and copyright lines (a brand name, not translated). */
export const PROVIDER_NAME = 'Sakura Guest Platform';

/**
 * The card tokenisation service (card-token-api.yaml): the URL the server writes into the page
 * (`<meta name="card-token-url">`: a real service, or its sandbox on a port of its own), else the
 * build's CARD_TOKEN_URL. Card numbers go there only, never to this app's origin; with neither, card
 * registration fails (the form says it cannot register the card).
 */
export function cardTokenUrl(): string {
  const meta = document.querySelector<HTMLMetaElement>('meta[name="card-token-url"]')?.content;
  const url = meta || process.env.CARD_TOKEN_URL;
  // Never this app's own origin: without a tokeniser, no card data leave the form.
  if (!url) throw new Error('No card tokenisation service is configured');
  return url;
}
/** The shop's public key at the card tokenisation service (not a secret: it only allows tokenising). */
export const CARD_TOKEN_API_KEY: string = process.env.CARD_TOKEN_API_KEY || 'pk_sandbox_sakura';

/** The provider's support address (the check-in confirm screen's Mileage Guide footnote). */
export const SUPPORT_EMAIL: string = process.env.SUPPORT_EMAIL || 'support@sakura-guest.example';

/**
 * The separate guest app of hotels with the GUE plugin (spec: "That app's host is not shown"): the URL
 * the server writes into the page (`<meta name="guest-app-url">`, from GUEST_APP_URL at its start), so
 * one build serves any deployment; empty or absent turns the redirect off.
 */
export function guestAppUrl(): string {
  return document.querySelector<HTMLMetaElement>('meta[name="guest-app-url"]')?.content ?? '';
}
