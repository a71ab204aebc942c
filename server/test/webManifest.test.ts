import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { shortName } from '../src/services/webManifest.ts';
import { assertMatchesContract, operation } from './support/contract.ts';
import { createTestApp, type TestApp } from './support/helpers.ts';

const DEMO = 'sakura-asakusa';
const MINIMAL = 'minato-inn';
let t: TestApp;

before(async () => {
  t = await createTestApp();
});
after(async () => {
  await t.close();
});

const manifestOf = async (hotelId: string, lang: string) => {
  const response = await t.app.inject({ method: 'GET', url: `/api/web-manifest?hotelId=${hotelId}&lang=${lang}` });
  assert.equal(response.statusCode, 200, response.body);
  return response;
};

describe('getWebManifest', () => {
  it("answers the demo hotel in Japanese with the contract's content type, cacheable as public data", async () => {
    const response = await manifestOf(DEMO, 'ja');
    const [contentType] = Object.keys(operation('getWebManifest').responses['200']!.content!);
    assert.equal(contentType, 'application/manifest+json');
    assert.match(String(response.headers['content-type']), /^application\/manifest\+json/);
    assert.equal(response.headers['cache-control'], 'public, max-age=300');
    const manifest = response.json();
    assertMatchesContract('getWebManifest', 200, manifest, 'application/manifest+json');
    assert.deepEqual(manifest, {
      id: `/hotel-guide?hotelId=${DEMO}`,
      name: 'ホテル桜並木 浅草',
      short_name: 'ホテル桜並木',
      lang: 'ja',
      start_url: `/hotel-guide?hotelId=${DEMO}&lang=ja`,
      scope: '/',
      display: 'standalone',
      theme_color: '#2f2a5a',
      background_color: '#2f2a5a',
      icons: [
        { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
        { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
        { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
      ],
    });
  });

  it('names the hotel in Latin letters in the other languages; the app stays one per hotel', async () => {
    const english = (await manifestOf(DEMO, 'en')).json();
    assert.equal(english.name, 'Hotel Sakuranamiki Asakusa');
    assert.equal(english.short_name, 'Sakuranamiki');
    assert.equal(english.start_url, `/hotel-guide?hotelId=${DEMO}&lang=en`);
    assert.equal(english.id, `/hotel-guide?hotelId=${DEMO}`);
    const korean = (await manifestOf(DEMO, 'ko')).json();
    assert.equal(korean.name, 'Hotel Sakuranamiki Asakusa');
    assert.equal(korean.lang, 'ko');
  });

  it('the minimal hotel: its own names and start URL', async () => {
    const japanese = (await manifestOf(MINIMAL, 'ja')).json();
    assert.equal(japanese.name, 'ビジネスイン港');
    // One Japanese word too long for a label: the Latin name's words that fit, not a cut word.
    assert.equal(japanese.short_name, 'Business Inn');
    assert.equal(japanese.start_url, `/hotel-guide?hotelId=${MINIMAL}&lang=ja`);
    const english = (await manifestOf(MINIMAL, 'en')).json();
    assert.equal(english.name, 'Business Inn Minato');
    assert.equal(english.short_name, 'Business Inn');
    assertMatchesContract('getWebManifest', 200, english, 'application/manifest+json');
  });

  it('an unknown hotel is 404 hotel_not_found', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/web-manifest?hotelId=nope&lang=en' });
    assert.equal(response.statusCode, 404);
    assertMatchesContract('getWebManifest', 404, response.json());
    assert.equal(response.json().code, 'hotel_not_found');
  });

  for (const query of ['hotelId=%3Cscript%3E&lang=en', `hotelId=${DEMO}`, `hotelId=${DEMO}&lang=fr`, 'lang=ja']) {
    it(`a bad query (${decodeURIComponent(query)}) is 400`, async () => {
      const response = await t.app.inject({ method: 'GET', url: `/api/web-manifest?${query}` });
      assert.equal(response.statusCode, 400);
      assertMatchesContract('getWebManifest', 400, response.json());
    });
  }
});

describe('shortName', () => {
  it('keeps a name that fits, else the longest run of whole words that fits, else the other script’s', () => {
    assert.equal(shortName('Minato Inn', 'みなと'), 'Minato Inn');
    assert.equal(shortName('Hotel Sakuranamiki Asakusa', 'ホテル桜並木 浅草'), 'Sakuranamiki');
    assert.equal(shortName('ホテル桜並木 浅草', 'Hotel Sakuranamiki Asakusa'), 'ホテル桜並木');
    assert.equal(shortName('ビジネスイン港', 'Business Inn Minato'), 'Business Inn');
    // Nothing fits anywhere: the whole name, which the launcher shortens itself.
    assert.equal(shortName('Grandhotelsakuranamiki', 'グランドホテル桜並木'), 'Grandhotelsakuranamiki');
  });
});
