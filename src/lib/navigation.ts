/** Query parameters every in-app navigation carries (spec: hotelId and lang on every navigation). */
export interface AppQuery {
  hotelId: string | null;
  lang: string;
}

/** `to` (a path with an optional query and hash) with hotelId and lang added unless it sets them. */
export function withAppQuery(to: string, query: AppQuery): string {
  const url = new URL(to, 'http://app.invalid');
  if (query.hotelId && !url.searchParams.has('hotelId')) url.searchParams.set('hotelId', query.hotelId);
  if (!url.searchParams.has('lang')) url.searchParams.set('lang', query.lang);
  return `${url.pathname}${url.search}${url.hash}`;
}

/**
 * A path to keep for later (the login redirect) without hotelId and lang: they are added back
 * when it is used, so a language chosen meanwhile is kept.
 */
export function withoutAppQuery(to: string): string {
  const url = new URL(to, 'http://app.invalid');
  url.searchParams.delete('hotelId');
  url.searchParams.delete('lang');
  return `${url.pathname}${url.search}${url.hash}`;
}
