/**
 * The service worker's runtime caches in Cache Storage (src/serviceWorker/sw.ts; docs/offline.md).
 * A new version of a cache's contents gets a new name; the precache (the app's files) is Workbox's own.
 */
export const OFFLINE_CACHES = {
  /** The last page shell the server rendered, under one key for every route. */
  pages: 'app-shell-v1',
  /** The hotel's public answers (guide, icons, assets, facility info). */
  hotel: 'hotel-public-v1',
  /** Same-origin images: hotel photos, icons. */
  images: 'images-v1',
  /** Content-hashed files of screens not precached, once loaded online. */
  assets: 'assets-v1',
  /** The member's check-in passes: the check-in history and each check-in's QR code and tickets. */
  memberPass: 'member-pass-v1',
} as const;

/** The caches holding a member's data: deleted at sign-out, so the next guest on the phone finds none. */
export const MEMBER_CACHES: readonly string[] = [OFFLINE_CACHES.memberPass];

/** Deletes the member's caches (nothing to do where Cache Storage does not exist: no service worker). */
export async function deleteMemberCaches(): Promise<void> {
  if (typeof caches === 'undefined') return;
  await Promise.all(MEMBER_CACHES.map((name) => caches.delete(name)));
}
