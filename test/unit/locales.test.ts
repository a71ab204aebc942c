import fs from 'node:fs';
import path from 'node:path';

// Every locale has exactly the keys the others have, and every key is used by a message in src/.
const root = path.resolve(__dirname, '..', '..');
const localeDir = path.join(root, 'locales');
const locales = Object.fromEntries(
  fs
    .readdirSync(localeDir)
    .filter((f) => f.endsWith('.json'))
    .map((f) => [f.replace('.json', ''), JSON.parse(fs.readFileSync(path.join(localeDir, f), 'utf8'))]),
) as Record<string, Record<string, string>>;

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.(test|gen)\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

const usedIds = new Set(
  sourceFiles(path.join(root, 'src')).flatMap((file) =>
    [...fs.readFileSync(file, 'utf8').matchAll(/\bid: '([\w.]+)'/g)].map((m) => m[1]!),
  ),
);

describe('locales', () => {
  it('has the four languages', () => {
    expect(Object.keys(locales).sort()).toEqual(['en', 'ja', 'ko', 'zh']);
  });

  const allKeys = new Set(Object.values(locales).flatMap((messages) => Object.keys(messages)));

  it.each(Object.keys(locales))('%s has every key another locale has', (lang) => {
    expect([...allKeys].filter((key) => !(key in locales[lang]!))).toEqual([]);
  });

  it.each(Object.keys(locales))('%s has no key that no screen uses', (lang) => {
    expect(Object.keys(locales[lang]!).filter((key) => !usedIds.has(key))).toEqual([]);
  });

  it('every message id used in src/ is translated', () => {
    expect([...usedIds].filter((id) => !(id in locales.ja!))).toEqual([]);
  });

  it.each(['zh', 'ko'])('%s has no untranslated English left', (lang) => {
    const english = Object.entries(locales[lang]!).filter(
      ([key, text]) => text === locales.en![key] && /[a-z]{3}/i.test(text.replace(/\{\w+\}/g, '')),
    );
    expect(english).toEqual([]);
  });

  // The check-in ID is what a guest shows at the desk: the guest's screens (accept, history, check-out)
  // and the front desk name it one way in each language (issue 30: Korean said 체크인 ID and 체크인 번호).
  const CHECKIN_ID = { ja: 'チェックインID', en: 'Check-in ID', zh: '入住编号', ko: '체크인 ID' } as const;
  const OTHER_NAMES = {
    ja: /チェックイン(番号|コード)/,
    en: /check-in (code|number)/i,
    zh: /入住(ID|代码|登记编号|号码)/,
    ko: /체크인 ?(번호|코드)|체크인ID/,
  } as const;

  it.each(Object.keys(CHECKIN_ID) as (keyof typeof CHECKIN_ID)[])('%s names the check-in ID one way', (lang) => {
    const labels = [
      'account.checkinInfo.checkinId',
      'checkout.list.checkinCode',
      'checkout.review.checkinCode',
      'frontDesk.checkins.checkinId',
      'frontDesk.register.checkinId',
    ].map((key) => [key, locales[lang]![key]]);
    expect(labels).toEqual(labels.map(([key]) => [key, CHECKIN_ID[lang]]));
    expect(locales[lang]!['checkin.accept.checkinId']!.startsWith(CHECKIN_ID[lang])).toBe(true);
    const otherwise = Object.entries(locales[lang]!).filter(([, text]) => OTHER_NAMES[lang].test(text));
    expect(otherwise).toEqual([]);
  });

  it('keeps the same {placeholders} in every language', () => {
    const placeholders = (text: string) => [...text.matchAll(/\{(\w+)/g)].map((m) => m[1]).sort();
    for (const [key, text] of Object.entries(locales.en!)) {
      for (const lang of Object.keys(locales)) {
        expect([lang, key, placeholders(locales[lang]![key] ?? '')]).toEqual([lang, key, placeholders(text)]);
      }
    }
  });
});
