import fs from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { pageFit, roundTrip } from './pageEditorSchema';

// The console's rich-text editor (issue 32) keeps every demo page exactly, and says what it would lose
// of a page it cannot hold, which the page editor then keeps in its HTML view.
const HOTELS_DIR = path.join(__dirname, '../../../server/src/db/seed/hotels');

type HotelFile = { pages?: Record<string, { content?: Record<string, string | null> }> };

const demoPages = fs
  .readdirSync(HOTELS_DIR)
  .filter((file) => file.endsWith('.yaml'))
  .flatMap((file) => {
    const hotel = parse(fs.readFileSync(path.join(HOTELS_DIR, file), 'utf8')) as HotelFile;
    return Object.entries(hotel.pages ?? {}).flatMap(([name, page]) =>
      Object.entries(page.content ?? {})
        .filter((entry): entry is [string, string] => typeof entry[1] === 'string')
        .map(([language, html]) => [`${file} ${name} ${language}`, html] as const),
    );
  });

describe('the page editor’s schema', () => {
  it('finds the demo pages', () => {
    expect(demoPages.length).toBeGreaterThan(20);
  });

  it.each(demoPages)('keeps %s exactly', (_name, html) => {
    expect(pageFit(html)).toBeNull();
  });

  it('keeps a table’s head, spans, scope and a list’s start, and writes lone paragraphs as text', () => {
    const html =
      '<table><thead><tr><th scope="col">A</th><th colspan="2">B</th></tr></thead>' +
      '<tbody><tr><td rowspan="2"><p>1</p></td><td>2</td><td>3</td></tr><tr><td>4</td><td></td></tr></tbody></table>' +
      '<ol start="3"><li>x<ul><li>y</li></ul></li></ol><p><a href="tel:+8131234">call</a> <b>b</b><small>s</small></p>';
    expect(pageFit(html)).toBeNull();
    expect(roundTrip(html)).toBe(
      '<table><thead><tr><th scope="col">A</th><th colspan="2">B</th></tr></thead>' +
        '<tbody><tr><td rowspan="2">1</td><td>2</td><td>3</td></tr><tr><td>4</td><td></td></tr></tbody></table>' +
        '<ol start="3"><li>x<ul><li>y</li></ul></li></ol><p><a href="tel:+8131234">call</a> <strong>b</strong><small>s</small></p>',
    );
  });

  it.each([
    ['<dl><dt>Wi-Fi</dt><dd>sakura</dd></dl>', ['dl', 'dt', 'dd']],
    ['<p>Open <span data-note="x">daily</span></p>', ['span', 'span data-note']],
    ['<table><caption>Hours</caption><tbody><tr><td>9</td></tr></tbody></table>', ['caption']],
    ['<div><h2>Title</h2></div>', ['div']],
    ['<p data-id="intro">Welcome</p>', ['p data-id']],
  ])('says what it would lose of %s', (html, lost) => {
    expect(pageFit(html)).toEqual(lost);
  });
});
