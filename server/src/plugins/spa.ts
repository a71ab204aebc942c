import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { PageSettings } from '../web/pageSettings.ts';
import { createSpaPage, type SpaPageOptions } from '../web/spaPage.ts';
// The build's own naming of hashed files (one constant with webpack.config.js and the service worker).
import { HASHED_FILE } from '../../../shared/contentHash.cjs';

export interface SpaOptions {
  /** The built SPA (index.html and assets/); null serves the API only. */
  staticDir: string | null;
  /** The card tokeniser's URL as the SPA should call it from this request's page (put into index.html). */
  cardTokenUrl?: (request: FastifyRequest) => string;
  /** The separate guest app's URL (GUE plugin redirect), put into index.html. */
  guestAppUrl?: string;
  /** The SPA's other run-time settings (web/pageSettings.ts). */
  pageSettings?: PageSettings;
  /** The shop's public key at the card tokeniser, put into index.html. */
  cardTokenApiKey?: string;
  /** The product list's first pictures, which its page preloads (web/spaPage.ts). */
  firstProductImages?: SpaPageOptions['firstProductImages'];
}

/**
 * The built SPA: its files, and its page for every client-side route; everything else is the
 * contract's 404. fastify-plugin, because the not-found handler is the whole app's.
 */
export default fp(
  async (app: FastifyInstance, { staticDir, ...pageOptions }: SpaOptions) => {
    const spaPage = staticDir ? createSpaPage({ db: app.db, staticDir, ...pageOptions }) : null;
    if (staticDir && spaPage?.exists()) {
      await app.register(fastifyStatic, {
        root: staticDir,
        index: false,
        wildcard: false,
        preCompressed: true,
        // The pages (index.html, the staff's staff.html) are served with their additions (web/spaPage.ts),
        // never as plain files.
        allowedPath: (pathName) => pathName !== '/index.html' && pathName !== '/staff.html',
        // Cache-Control comes from setHeaders alone (send's default max-age=0 would override it).
        cacheControl: false,
        setHeaders(reply, filePath) {
          // Content-hashed bundles never change; everything else is revalidated.
          const hashed = HASHED_FILE.test(filePath);
          reply.header('Cache-Control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
        },
      });
    }

    app.setNotFoundHandler((request, reply) => {
      const isApi = request.url.startsWith('/api/') || request.url === '/api';
      const wantsPage = request.method === 'GET' || request.method === 'HEAD';
      // A path with a file extension is a missing file, not a client-side route.
      const looksLikeFile = /\.[A-Za-z0-9]{1,8}$/.test(request.url.split('?')[0] ?? '');
      if (!isApi && wantsPage && !looksLikeFile && spaPage?.exists()) {
        // Client-side routes (/hotel-guide, /checkin, ...) all load the SPA, which shows its own not-found page.
        return spaPage
          .render(request)
          .then((html) => reply.header('Cache-Control', 'no-cache').type('text/html; charset=utf-8').send(html));
      }
      return reply
        .status(404)
        .send({ message: `No route for ${request.method} ${request.url.split('?')[0]}`, code: 'not_found' });
    });
  },
  { name: 'spa', dependencies: ['database'] },
);
