import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { HOSTILE_CASES } from '../../test/e2e/hostileCases.ts';
import { DEMO_HOTEL_ID, readDemoHotel } from '../src/db/seed/demoHotels.ts';
import { cleanHotelHtml } from '../src/services/hotelHtml.ts';

// The server's copy of the hotel's HTML keeps the markup of real pages and none of the hostile one.
const DANGEROUS = [
  /<\s*(script|style|iframe|frame|object|embed|svg|math|form|input|button|textarea|select|base|meta|link|template|noscript|xmp|plaintext|title|video|audio|source|details|marquee)\b/i,
  /\son[a-z]+\s*=/i,
  /\s(style|srcdoc|xlink:href|formaction|action|background|poster|data)\s*=/i,
  /(href|src)\s*=\s*["']?\s*(javascript|vbscript|data):/i,
];

describe('cleanHotelHtml', () => {
  it(`leaves nothing that can run in ${HOSTILE_CASES.length} hostile payloads`, () => {
    for (const hostile of HOSTILE_CASES) {
      const clean = cleanHotelHtml(hostile.html);
      // Text keeps its `<` escaped, so every `<` left opens a real tag: look at the tags.
      // Attribute values are text too (always double-quoted): names are checked without them.
      for (const tag of clean.match(/<(?:[^>"]|"[^"]*")*>?/g) ?? []) {
        const names = tag.replace(/"[^"]*"/g, '""');
        for (const pattern of DANGEROUS.slice(0, 3)) {
          assert.doesNotMatch(names, pattern, `${hostile.id} (${hostile.vector}): ${clean}`);
        }
        assert.doesNotMatch(tag, DANGEROUS[3]!, `${hostile.id} (${hostile.vector}): ${clean}`);
      }
    }
  });

  it('keeps the demo hotel’s pages as they are written', () => {
    const normalise = (html: string) =>
      html
        .replace(/\s+/g, ' ')
        .replace(/<br\s*\/?>/g, '<br />')
        .trim();
    for (const [name, page] of Object.entries(readDemoHotel(DEMO_HOTEL_ID).pages ?? {})) {
      for (const [lang, html] of Object.entries(page.content ?? {})) {
        if (html) assert.equal(normalise(cleanHotelHtml(html)), normalise(html), `page ${name} ${lang}`);
      }
    }
  });

  it('keeps links to the web, mail and telephone, and drops script URLs', () => {
    assert.equal(
      cleanHotelHtml('<a href="https://example.com/x">web</a><a href="tel:0312345678">call</a>'),
      '<a href="https://example.com/x">web</a><a href="tel:0312345678">call</a>',
    );
    assert.equal(cleanHotelHtml('<a href="javascript:alert(1)">x</a>'), '<a>x</a>');
    assert.equal(cleanHotelHtml(null), null);
  });
});
