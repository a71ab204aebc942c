import { coreApi } from '@/api/coreApi';
import { selectAccessToken } from '@/domain/auth/authSlices';
import type { AppStore } from './store';

/**
 * The member's details, asked for at startup when the first screen is for members: they then
 * download beside the screen's code instead of after it (the navigation guard waits for them
 * before a member screen shows). The member is kept in the cache only while a screen shows it
 * (getUserInfo's keepUnusedDataFor is 0), so the startup holds it until the guard reads it itself.
 */
let held: { unsubscribe(): void } | null = null;

export function holdMember(store: AppStore): void {
  if (held || !selectAccessToken(store.getState())) return;
  held = store.dispatch(coreApi.endpoints.getUserInfo.initiate(undefined));
}

/** Called by the navigation guard once it reads the member itself (or needs none): the startup's hold ends. */
export function releaseMember(): void {
  held?.unsubscribe();
  held = null;
}
