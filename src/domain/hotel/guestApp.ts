import { pageSetting } from '@/lib/pageSettings';

interface PluginLike {
  code: string;
  isEnabled: boolean;
}
interface AssetLike {
  formatType: string;
}

/**
 * The routes the guest app takes over and its path for each (spec doc 1 §2 and doc 2 §2: "the target
 * is the product list", leaving for the guest app's request path). The spec names the guest app's
 * check-in and check-out paths too, but sends only the product list there: the check-in and check-out
 * screens stay ours, and open without waiting for the hotel's assets.
 */
const GUEST_APP_PATHS: Readonly<Record<string, string>> = {
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
