import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { assertNoViolations, errorsOf, shot, startE2E, type E2E } from './harness.ts';

// The managers' Reservation import (issue 33) in the browser, on the production build served by the
// real server: the demo manager chooses a CSV with a bad row, sees the preview (the row marked in words,
// its problems named, Import off), axe-clean and fitting a phone (390px) and a desk (1280px), in
// English and Japanese; the corrected file is imported. With E2E_SHOTS, the preview's screenshots.
let e2e: E2E;
before(async () => {
  e2e = await startE2E();
});
after(async () => {
  await e2e?.close();
});

const HEADER = '予約番号,状態,チェックイン日,泊数,人数,宿泊者名,電話番号,部屋タイプ,料金';
const GOOD = 'E2E-1001,予約,2026/12/01,2,2,山田 太郎,090-1234-5678,スタンダードダブル,"24,000"';
const BAD = 'E2E-1002,保留,2026/02/30,0,1,,03-5555-abcd,シングル,9800';
const file = (name: string, ...rows: string[]) => ({
  name,
  mimeType: 'text/csv',
  buffer: Buffer.from([HEADER, ...rows].join('\r\n')),
});

async function signIn(page: Page) {
  await page.goto('/front-desk?lang=en');
  await page.getByRole('textbox', { name: 'Email address' }).fill('manager@sakura-demo.example');
  await page.getByLabel('Password').fill('Sakura2026');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('heading', { level: 1, name: 'Hotel Sakuranamiki Asakusa' }).waitFor();
}

async function assertFits(page: Page, what: string) {
  const { scrollWidth, width } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    width: document.documentElement.clientWidth,
  }));
  assert.ok(scrollWidth <= width, `${what}: page ${scrollWidth} > ${width}`);
}

const TEXTS = {
  en: { screen: 'Reservation import', file: 'Reservation file (CSV)', preview: 'Preview: bad.csv', error: 'Error' },
  ja: { screen: '予約の取り込み', file: '予約ファイル（CSV）', preview: 'プレビュー：bad.csv', error: 'エラー' },
} as const;

describe('the managers’ Reservation import', () => {
  it('previews a file with a bad row in English and Japanese at 390px and 1280px, then imports the fixed file', async () => {
    const page = await e2e.newPage();
    await signIn(page);
    for (const language of ['en', 'ja'] as const) {
      const text = TEXTS[language];
      await page.goto(`/front-desk/reservation-import?lang=${language}`);
      const region = page.getByRole('region', { name: text.screen });
      await region.getByLabel(text.file).setInputFiles(file('bad.csv', GOOD, BAD));
      const title = region.getByRole('heading', { name: text.preview });
      await title.waitFor();
      const errorRow = region.getByRole('row').filter({ hasText: 'E2E-1002' });
      assert.equal(await errorRow.getByRole('cell', { name: text.error, exact: true }).count(), 1);
      assert.equal(await errorRow.getByRole('listitem').count(), 5);
      assert.equal(
        await region.getByRole('button', { name: language === 'en' ? 'Import' : '取り込む' }).isDisabled(),
        true,
      );
      for (const [width, height] of [
        [390, 844],
        [1280, 800],
      ] as const) {
        await page.setViewportSize({ width, height });
        await assertNoViolations(page);
        await assertFits(page, `${language} at ${width}px`);
        await title.evaluate((element) => element.scrollIntoView({ block: 'start' }));
        await shot(page, `reservation-import-preview-${language}-${width}`);
      }
      await page.setViewportSize({ width: 390, height: 844 });
    }

    const region = page.getByRole('region', { name: '予約の取り込み' });
    await region.getByLabel('予約ファイル（CSV）').setInputFiles(file('fixed.csv', GOOD));
    await region.getByRole('heading', { name: 'プレビュー：fixed.csv' }).waitFor();
    await region.getByRole('button', { name: '取り込む' }).click();
    await region.getByText('取り込みました：新規 1 件、変更 0 件、変更なし 0 件。').waitFor();
    await assertNoViolations(page);
    await shot(page, 'reservation-import-done-ja-390');
    assert.deepEqual(errorsOf(page), []);
  });
});
