import { pageSetting } from '@/lib/pageSettings';

interface PluginLike {
  code: string;
  isEnabled: boolean;
}
interface AssetLike {
  formatType: string;
}

/**
 * The guest app's path for each of our routes it also serves (spec doc 1 §2 and doc 2 §2: "a path
 * for check-in, check-out or request"): the check-in form, the check-out search, the product list.
 */
const GUEST_APP_PATHS: Readonly<Record<string, string>> = {
  '/checkin': '/checkin',
  '/checkout': '/checkout',
  '/request': '/request',
};

/** Whether the guest app serves this route (the shell consults the hotel's assets only for these). */
export const isGuestAppTarget = (pathname: string) => Object.hasOwn(GUEST_APP_PATHS, pathname.replace(/\/$/, ''));

/**
 * Spec navigation guard: with the GUE plugin on and an asset of format type request, the browser
 * leaves for the separate guest app at its path for the target, keeping the query. The guest app's
 * host is a runtime setting the server puts into the page (src/lib/config.ts); none turns it off.
 */
export function guestAppRedirect(
  pathname: string,
  search: string,
  plugins: PluginLike[],
  assets: AssetLike[] | undefined,
  host: string = guestAppUrl(),
): string | null {
  const target = pathname.replace(/\/$/, '');
  if (!host || !Object.hasOwn(GUEST_APP_PATHS, target)) return null;
  if (!plugins.some((p) => p.code === 'GUE' && p.isEnabled)) return null;
  if (!assets?.some((a) => a.formatType === 'request')) return null;
  return `${host.replace(/\/$/, '')}${GUEST_APP_PATHS[target]}${search}`;
}

/**
 * The separate guest app of hotels with the GUE plugin (spec: "That app's host is not shown"): the URL
 * the server writes into the page (`<meta name="guest-app-url">`, from GUEST_APP_URL at its start), so
 * one build serves any deployment; empty or absent turns the redirect off.
 */
function guestAppUrl(): string {
  return pageSetting('guest-app-url') ?? '';
}
