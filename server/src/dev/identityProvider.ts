import type { FastifyInstance } from 'fastify';
import type { DevIdentityProvider, SocialProvider } from '../services/identity.ts';
import { escapeHtml } from '../web/html.ts';

/** Demo accounts of the development identity provider (listed in docs/demo-data.md). */
export const DEV_IDP_USERS: { id: string; provider: SocialProvider; sub: string; email: string; name: string }[] = [
  {
    id: 'google-aiko',
    provider: 'google',
    sub: 'google-oauth2|100000000000000000001',
    email: 'aiko.tanaka@gmail.example',
    name: 'Aiko Tanaka',
  },
  {
    id: 'google-li',
    provider: 'google',
    sub: 'google-oauth2|100000000000000000002',
    email: 'li.wei@gmail.example',
    name: 'Li Wei',
  },
  {
    id: 'facebook-ben',
    provider: 'facebook',
    sub: 'facebook|10200000000000001',
    email: 'ben.miller@facebook.example',
    name: 'Ben Miller',
  },
  {
    id: 'line-minji',
    provider: 'line',
    sub: 'line|U4a1f0c9e2b7d6a5f8c3e1b0d9a7f6e5c',
    email: 'minji.kim@line.example',
    name: 'Minji Kim',
  },
];

/** Only this machine's addresses may receive tokens: the provider is no open redirect. */
function allowedRedirect(uri: string, publicUrl: string): URL | null {
  try {
    const url = new URL(uri);
    const local = ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname);
    return (local && (url.protocol === 'http:' || url.protocol === 'https:')) ||
      url.origin === new URL(publicUrl).origin
      ? url
      : null;
  } catch {
    return null;
  }
}

/**
 * The development identity provider (never with NODE_ENV=production): a page where one picks a demo
 * Google, Facebook or LINE user; it signs a real RS256 ID token with its own key, published as JWKS,
 * and returns to the app with the token in the URL fragment, as a real provider does.
 */
export function registerDevIdentityProvider(app: FastifyInstance, idp: DevIdentityProvider, publicUrl: string): void {
  app.get('/dev/idp/jwks.json', async () => idp.jwks);

  app.get<{ Querystring: { provider?: string; redirect_uri?: string; state?: string; nonce?: string } }>(
    '/dev/idp/authorize',
    async (request, reply) => {
      const { provider = 'google', redirect_uri: redirectUri = '', state = '', nonce = '' } = request.query;
      if (!allowedRedirect(redirectUri, publicUrl))
        return reply.status(400).send({ message: 'redirect_uri is not allowed.' });
      const users = DEV_IDP_USERS.filter((u) => u.provider === provider);
      const links = users
        .map((u) => {
          const query = new URLSearchParams({ user: u.id, redirect_uri: redirectUri, state, nonce });
          return `<li><a href="/dev/idp/sign-in?${escapeHtml(query.toString())}">${escapeHtml(u.name)} &lt;${escapeHtml(u.email)}&gt;</a></li>`;
        })
        .join('');
      return reply
        .type('text/html; charset=utf-8')
        .header('Cache-Control', 'no-store')
        .send(
          `<!doctype html><html lang="en"><head><meta charset="utf-8"><link rel="icon" href="data:,"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Development sign-in</title></head><body><h1>Development sign-in: ${escapeHtml(provider)}</h1><p>Pick a demo account. This page stands in for the identity provider in development.</p><ul>${links || '<li>No demo account for this provider.</li>'}</ul></body></html>`,
        );
    },
  );

  app.get<{ Querystring: { user?: string; redirect_uri?: string; state?: string; nonce?: string } }>(
    '/dev/idp/sign-in',
    async (request, reply) => {
      const { user: id, redirect_uri: redirectUri = '', state = '', nonce = '' } = request.query;
      const target = allowedRedirect(redirectUri, publicUrl);
      const user = DEV_IDP_USERS.find((u) => u.id === id);
      if (!target || !user) return reply.status(400).send({ message: 'Unknown demo account or redirect_uri.' });
      const idToken = await idp.sign({
        sub: user.sub,
        email: user.email,
        name: user.name,
        provider: user.provider,
        // The app's nonce goes into the token, as a real provider does (the app checks it).
        ...(nonce && { nonce: nonce.slice(0, 128) }),
      });
      target.hash = new URLSearchParams({ id_token: idToken, state }).toString();
      return reply.header('Cache-Control', 'no-store').redirect(target.toString());
    },
  );
}
