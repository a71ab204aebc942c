/**
 * Plain strings the app keeps in local storage (spec "Browser storage"). The access token is in
 * local storage too, under access_token, written by redux-persist (src/domain/auth/authSlices.ts).
 */
export const LOCAL_KEYS = {
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

export function readStoredLanguage(): string | null {
  return readLocal(LOCAL_KEYS.appLang);
}

function writeLocal(key: string, value: string | null): void {
  try {
    if (value === null) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, value);
  } catch {
    // Storage unavailable or full: the app works on, it only forgets across visits.
  }
}

export function writeStoredLanguage(language: string): void {
  writeLocal(LOCAL_KEYS.appLang, language);
}

export function readStoredHotelId(): string | null {
  return readLocal(LOCAL_KEYS.hotelId);
}

export function writeStoredHotelId(hotelId: string | null): void {
  writeLocal(LOCAL_KEYS.hotelId, hotelId);
}

/**
 * Records that this tab is now at `hotelId` (session storage `visit-hotel`, not a spec key): true
 * when the tab was at another hotel, whose carts and drafts then have to go.
 */
export function enterHotel(hotelId: string): boolean {
  try {
    const before = window.sessionStorage.getItem('visit-hotel');
    window.sessionStorage.setItem('visit-hotel', hotelId);
    return before !== null && before !== hotelId;
  } catch {
    return false;
  }
}
