import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import sharp from 'sharp';
import type { Schema } from '../src/contract.ts';
import { callOperation } from './support/callOperation.ts';
import { consoleHotels } from './support/consoleHotels.ts';
import { createTestApp, type TestApp } from './support/helpers.ts';

// The pictures managers upload in the console (issue 32): read whatever the browser called them,
// upright, at most 1600 px, WebP without the phone's metadata, named by content, served immutable to
// anyone, refused with the spec's words when they are not pictures or too large.
let t: TestApp;
before(async () => {
  t = await createTestApp();
});
after(async () => {
  await t.close();
});

const { hotelWithManager } = consoleHotels(() => t, 'images');

const upload = (token: string, type: Schema<'HotelImageUpload'>['type'], data: string) =>
  callOperation(t.app, 'uploadHotelImage', { token, body: { type, data } });

/** A phone's landscape photo as it stores it: 3000x2000 pixels, EXIF "turn 90°", a GPS position. */
function phonePhoto(): Promise<Buffer> {
  return sharp({ create: { width: 3000, height: 2000, channels: 3, background: { r: 200, g: 80, b: 40 } } })
    .jpeg()
    .withExif({ IFD0: { Make: 'PhoneMaker' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '35/1 42/1 0/1' } })
    .withMetadata({ orientation: 6 })
    .toBuffer();
}

describe('a manager’s picture', () => {
  it('is kept upright, at most 1600 px, as WebP without metadata, and served immutable to anyone', async () => {
    const { hotelId, token } = await hotelWithManager();
    const photo = await phonePhoto();
    const taken = await sharp(photo).metadata();
    assert.equal(taken.orientation, 6);
    assert.ok(taken.exif?.includes('PhoneMaker'));
    const saved = await upload(token, 'image/jpeg', photo.toString('base64'));
    assert.equal(saved.status, 200);
    assert.match(saved.body.url, new RegExp(`^/images/hotels/${hotelId}/[0-9a-f]{32}\\.webp$`));
    // Turned upright (portrait), then fitted into 1600x1600.
    assert.deepEqual([saved.body.width, saved.body.height], [1067, 1600]);

    const served = await t.app.inject({ method: 'GET', url: saved.body.url });
    assert.equal(served.statusCode, 200);
    assert.equal(served.headers['content-type'], 'image/webp');
    assert.equal(served.headers['cache-control'], 'public, max-age=31536000, immutable');
    const kept = await sharp(served.rawPayload).metadata();
    assert.equal(kept.format, 'webp');
    assert.deepEqual([kept.width, kept.height], [1067, 1600]);
    assert.equal(kept.exif, undefined, 'the phone’s EXIF (camera, GPS) is not kept');
    assert.equal(kept.orientation, undefined);

    // The same picture again: the same address, one audit row.
    const again = await upload(token, 'image/jpeg', photo.toString('base64'));
    assert.equal(again.body.url, saved.body.url);
    const rows = await t.db
      .selectFrom('audit_log')
      .select(['operation', 'target', 'actor'])
      .where('hotel_id', '=', hotelId)
      .where('operation', '=', 'image.upload')
      .execute();
    assert.deepEqual(rows, [
      { operation: 'image.upload', target: saved.body.url, actor: `manager@${hotelId}.example` },
    ]);
  });

  it('is read whatever type the browser named, and a small one is not enlarged', async () => {
    const { token } = await hotelWithManager();
    const png = await sharp({ create: { width: 40, height: 30, channels: 4, background: '#0a0' } })
      .png()
      .toBuffer();
    const saved = await upload(token, 'image/jpeg', png.toString('base64'));
    assert.equal(saved.status, 200);
    assert.deepEqual([saved.body.width, saved.body.height], [40, 30]);
  });

  it('refuses what is not a picture, a decompression bomb and a file over 10 MB with the spec’s words', async () => {
    const { hotelId, token } = await hotelWithManager();
    const text = await upload(token, 'image/png', Buffer.from('<svg onload="alert(1)"/>').toString('base64'));
    assert.deepEqual([text.status, text.body], [400, { message: 'Invalid image', code: 'image_invalid' }]);
    const svg = await upload(
      token,
      'image/png',
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>').toString('base64'),
    );
    assert.equal(svg.status, 400, 'SVG (scripts, external references) is not taken');
    const bomb = await sharp({ create: { width: 8000, height: 8000, channels: 3, background: '#fff' } })
      .png({ compressionLevel: 9 })
      .toBuffer();
    assert.ok(bomb.length < 1024 * 1024);
    assert.equal((await upload(token, 'image/png', bomb.toString('base64'))).status, 400);
    const large = Buffer.alloc(10 * 1024 * 1024 + 3, 1).toString('base64');
    const tooLarge = await upload(token, 'image/jpeg', large);
    assert.deepEqual(
      [tooLarge.status, tooLarge.body],
      [413, { message: 'File size limit 10Mb.', code: 'image_too_large' }],
    );
    const kept = await t.db.selectFrom('hotel_images').select('name').where('hotel_id', '=', hotelId).execute();
    assert.deepEqual(kept, []);
  });

  it('another hotel’s address or an unknown name is a 404', async () => {
    const { hotelId, token } = await hotelWithManager();
    const png = await sharp({ create: { width: 2, height: 2, channels: 3, background: '#00f' } })
      .png()
      .toBuffer();
    const { url } = (await upload(token, 'image/png', png.toString('base64'))).body;
    const elsewhere = url.replace(`/hotels/${hotelId}/`, '/hotels/sakura-asakusa/');
    assert.equal((await t.app.inject({ method: 'GET', url: elsewhere })).statusCode, 404);
    assert.equal(
      (await t.app.inject({ method: 'GET', url: url.replace(/[0-9a-f]{4}\.webp$/, '0000.webp') })).statusCode,
      404,
    );
  });
});
