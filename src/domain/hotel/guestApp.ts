/** Where the separate guest app lives (spec: "That app's host is not shown"); empty turns the redirect off. */
export const GUEST_APP_URL: string = (process.env.GUEST_APP_URL ?? '').replace(/\/$/, '');

interface PluginLike {
  code: string;
  isEnabled: boolean;
}
interface AssetLike {
  formatType: string;
}

/** The product list's route; the only target the guest-app redirect applies to. */
export const PRODUCT_LIST_PATH = '/request';

/**
 * Spec navigation guard: with the GUE plugin on and an asset of format type request, the product
 * list is served by the separate guest app, at its request path, keeping the query.
 */
export function guestAppRedirect(
  pathname: string,
  search: string,
  plugins: PluginLike[],
  assets: AssetLike[] | undefined,
  host: string = GUEST_APP_URL,
): string | null {
  if (!host || pathname.replace(/\/$/, '') !== PRODUCT_LIST_PATH) return null;
  if (!plugins.some((p) => p.code === 'GUE' && p.isEnabled)) return null;
  if (!assets?.some((a) => a.formatType === 'request')) return null;
  return `${host}/request${search}`;
}
