/** Build-time settings (webpack DefinePlugin; see README "Configuration"). */

/** The platform provider's site, linked from the home footer. */
export const PROVIDER_SITE_URL: string = process.env.PROVIDER_SITE_URL || 'https://sakura-guest.example/';

/** The provider's name in the footer's powered-by and copyright lines (a brand name, not translated). */
export const PROVIDER_NAME = 'Sakura Guest Platform';
