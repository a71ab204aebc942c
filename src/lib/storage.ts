/** Names of the values the app keeps in the browser's local storage (spec: "Browser storage"). */
export const LOCAL_KEYS = {
  accessToken: 'access_token',
  appLang: 'app_lang',
  hotelId: 'hotel_id',
} as const;

function readLocal(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    // Storage can be unavailable (private mode, blocked cookies): behave as if nothing is stored.
    return null;
  }
}

export function readAccessToken(): string | null {
  return readLocal(LOCAL_KEYS.accessToken);
}

export function readStoredLanguage(): string | null {
  return readLocal(LOCAL_KEYS.appLang);
}
