import fs from 'node:fs';
import path from 'node:path';
import type { FastifyRequest } from 'fastify';
import type { Db } from './db/database.ts';
import * as hotels from './db/repositories/hotels.ts';
import { escapeHtml } from './html.ts';

/** openapi.yaml's hotelId pattern: anything else gets no preloads (the SPA shows its not-found screen). */
const HOTEL_ID = /^[A-Za-z0-9_-]{1,64}$/;
/** The SPA's routes that show no hotel (src/app/routes.tsx, handle hotelFree) and so never read its guide. */
const HOTEL_FREE_PATHS = [/^\/$/, /^\/about-/];
/** The build's one stylesheet link of the first render (webpack's MiniCssExtractPlugin, minified HTML). */
const MAIN_STYLESHEET = /<link href="?(\/assets\/main\.[0-9a-f]+\.css)"? rel="?stylesheet"?>/;

export interface SpaPageOptions {
  db: Db;
  /** The built SPA (index.html and assets/). */
  staticDir: string;
  /** The card tokeniser's URL as the SPA should call it from this request's page. */
  cardTokenUrl?: (request: FastifyRequest) => string;
}

/**
 * index.html as a guest's first load of a screen gets it:
 * - the card tokeniser's URL (the SPA reads it at run time: src/lib/config.ts);
 * - the first render's stylesheet (2.5 KB) put inline, so that the page does not wait for one more
 *   request before it paints (the CSP allows inline styles; the lazy screens' stylesheets still load
 *   as files);
 * - preloads of what the first screen asks for once its script has run, so that it comes while the
 *   script is downloading (on a phone's network, the script takes most of a second): the hotel's guide
 *   on every hotel screen, and on home its icon settings and hero image. The SPA sends these two public
 *   requests without the member's token (src/api/baseApi.ts) so that they are the same requests and
 *   the browser takes the preloaded answers.
 * Files are read on each request (a rebuild needs no restart); a failed hotel lookup only leaves the
 * hero's preload out.
 */
export function createSpaPage({ db, staticDir, cardTokenUrl }: SpaPageOptions) {
  const indexFile = path.join(staticDir, 'index.html');

  const inlineMainStylesheet = (html: string) => {
    const link = MAIN_STYLESHEET.exec(html);
    if (!link) return html;
    const file = path.join(staticDir, link[1]!);
    if (!file.startsWith(staticDir + path.sep) || !fs.existsSync(file)) return html;
    const css = fs.readFileSync(file, 'utf8');
    if (/<\/style/i.test(css)) return html;
    return html.replace(link[0], () => `<style>${css}</style>`);
  };

  const preloads = async (request: FastifyRequest) => {
    const url = new URL(request.url, 'http://spa.invalid');
    const hotelId = url.searchParams.get('hotelId');
    if (!hotelId || !HOTEL_ID.test(hotelId) || HOTEL_FREE_PATHS.some((p) => p.test(url.pathname))) return [];
    const query = `?hotelId=${encodeURIComponent(hotelId)}`;
    const fetchLink = (api: string) => `<link rel="preload" href="${api}${query}" as="fetch" crossorigin="anonymous">`;
    const links = [fetchLink('/api/hotel-guide')];
    if (url.pathname.replace(/\/$/, '') === '/hotel-guide') {
      links.push(fetchLink('/api/icon-display'));
      const hero = await hotels.findHotel(db, hotelId).then(
        (hotel) => hotel?.ext_image_id ?? null,
        () => null,
      );
      if (hero) links.push(`<link rel="preload" href="${escapeHtml(hero)}" as="image" fetchpriority="high">`);
    }
    return links;
  };

  return {
    exists: () => fs.existsSync(indexFile),
    async render(request: FastifyRequest): Promise<string> {
      const html = inlineMainStylesheet(fs.readFileSync(indexFile, 'utf8'));
      const head = await preloads(request);
      if (cardTokenUrl) head.push(`<meta name="card-token-url" content="${escapeHtml(cardTokenUrl(request))}" />`);
      return head.length ? html.replace('</head>', () => `${head.join('')}</head>`) : html;
    },
  };
}
