import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { callOperation } from './support/callOperation.ts';
import { createTestApp, type TestApp } from './support/helpers.ts';

let t: TestApp;
before(async () => {
  t = await createTestApp();
});
after(async () => {
  await t.close();
});

describe('zipcodeSearch', () => {
  it('finds the address of a postal code, with or without the hyphen', async () => {
    for (const zipcode of ['1110032', '111-0032']) {
      const { status, body } = await callOperation(t.app, 'zipcodeSearch', { query: { zipcode } });
      assert.equal(status, 200);
      assert.deepEqual(body.results, [
        {
          zipcode: '1110032',
          prefcode: '13',
          address1: '東京都',
          address2: '台東区',
          address3: '浅草',
          kana1: 'トウキョウト',
          kana2: 'タイトウク',
          kana3: null,
        },
      ]);
    }
  });

  it('answers an empty list for a code that does not exist', async () => {
    const { status, body } = await callOperation(t.app, 'zipcodeSearch', { query: { zipcode: '0000000' } });
    assert.equal(status, 200);
    assert.deepEqual(body.results, []);
  });

  for (const bad of ['111003', '11100321', 'abc-defg', '111--0032', '']) {
    it(`rejects "${bad}" with 400`, async () => {
      assert.equal((await callOperation(t.app, 'zipcodeSearch', { query: { zipcode: bad } })).status, 400);
    });
  }
});
