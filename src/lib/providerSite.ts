import { pageSetting } from './pageSettings';

// The footer's settings, apart from config.ts so that the home route's bundle carries only these.

/** The platform provider's site, linked from the home footer and My Page. */
export const PROVIDER_SITE_URL: string = pageSetting('provider-site-url') ?? 'https://sakura-guest.example/';

/** The provider's name in the footer's powered-by and copyright lines (a brand name, not translated). */
export const PROVIDER_NAME = 'Sakura Guest Platform';
