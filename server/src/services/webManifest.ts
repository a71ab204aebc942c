import type { Language, Schema } from '../contract.ts';
import type { Db } from '../db/database.ts';
import * as hotels from '../db/repositories/hotels.ts';
import { hotelNotFound } from '../errors.ts';

/** The app's header colour (src/ui/global.css --color-primary, public/index.html theme-color). */
const THEME_COLOR = '#2f2a5a';
/** What a launcher shows whole under an icon: about 12 Latin letters, 6 Japanese characters. */
const LABEL_WIDTH = 12;
/** East Asian wide characters (kana, kanji, hangul, full-width forms): two columns each. */
const WIDE =
  /[\u1100-\u115f\u2e80-\u303e\u3041-\u33ff\u3400-\u4dbf\u4e00-\u9fff\ua960-\ua97f\uac00-\ud7a3\uf900-\ufaff\ufe30-\ufe4f\uff00-\uff60\uffe0-\uffe6]/u;

const width = (text: string) => [...text].reduce((sum, c) => sum + (WIDE.test(c) ? 2 : 1), 0);

/**
 * The longest run of whole words of `name` that a home-screen label shows without cutting it
 * (the first such run when two are as long), or null when no word fits. A name without spaces
 * (most Japanese names) is one word.
 */
function labelOf(name: string): string | null {
  const words = name
    .trim()
    .split(/[\s\u3000]+/u)
    .filter(Boolean);
  let best: string | null = null;
  for (let start = 0; start < words.length; start++) {
    for (let end = words.length; end > start; end--) {
      const run = words.slice(start, end).join(' ');
      if (width(run) <= LABEL_WIDTH && (best === null || width(run) > width(best))) best = run;
    }
  }
  return best;
}

/**
 * The short name: the page's name when it fits a launcher's label, else the longest run of its whole
 * words that fits ("ホテル桜並木 浅草" → "ホテル桜並木", "Hotel Sakuranamiki Asakusa" → "Sakuranamiki"),
 * else that of the name in the other script (a Japanese name of one long word: "ビジネスイン港" →
 * "Business Inn"), else the whole name, which the launcher then shortens itself.
 */
export function shortName(pageName: string, otherName: string): string {
  return labelOf(pageName) ?? labelOf(otherName) ?? pageName;
}

/** The web app manifest of a hotel in one language ("Add to Home Screen" gives the hotel's app). */
export async function webManifest(db: Db, hotelId: string, lang: Language): Promise<Schema<'WebManifest'>> {
  const hotel = await hotels.findHotel(db, hotelId);
  if (!hotel) throw hotelNotFound(hotelId);
  // As the header shows it (src/domain/hotel/hotelContext.ts hotelName): Japanese in ja, Latin otherwise.
  const [name, other] =
    lang === 'ja' ? [hotel.hotel_name, hotel.hotel_name_latin] : [hotel.hotel_name_latin, hotel.hotel_name];
  const home = `/hotel-guide?hotelId=${encodeURIComponent(hotelId)}`;
  return {
    // One app per hotel, whatever the language it was added in.
    id: home,
    name,
    short_name: shortName(name, other),
    lang,
    start_url: `${home}&lang=${lang}`,
    scope: '/',
    display: 'standalone',
    theme_color: THEME_COLOR,
    background_color: THEME_COLOR,
    // Rendered from public/favicon.svg by scripts/make-icons.mjs.
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  };
}
