import { render } from '@testing-library/react';
import { HOSTILE_CASES } from '../../test/e2e/hostileCases';
import { findDangers } from '../../test/e2e/hostileInspection';
import { RichContent } from './RichContent';

// Every hostile case (test/e2e/hostileCases.ts: script elements, handlers, script URLs in every
// spelling, SVG and MathML, mutation XSS, clobbering) through the app's sanitiser, by the hundred:
// nothing that runs or loads code is left in what the page would show. The browser tests
// (test/e2e/hostileContent.test.ts) run a handful of them in Chromium, with and without the CSP.
describe('RichContent against hostile hotel content', () => {
  it('has at least 200 distinct cases', () => {
    expect(HOSTILE_CASES.length).toBeGreaterThanOrEqual(200);
  });

  it.each(HOSTILE_CASES.map((c) => [c.id, c.vector, c.html] as const))(
    '%s (%s) leaves nothing dangerous',
    (id, _vector, html) => {
      const { container, unmount } = render(
        <RichContent html={`<p data-case-start="${id}">harmless text ${id}</p>${html}`} headingsFrom={2} />,
      );
      const root = container.querySelector('.rich-content')!;
      expect(findDangers(root)).toEqual([]);
      // The harmless text before the payload still shows.
      expect(root.querySelector(`[data-case-start="${id}"]`)?.textContent).toBe(`harmless text ${id}`);
      unmount();
    },
  );

  it('finds what a sanitiser must remove (the check is no empty one)', () => {
    const root = document.createElement('div');
    root.innerHTML =
      '<p data-case-start="c001">x</p><img src="x" onerror="alert(1)"><a href="javascript:alert(1)">a</a><script></script>';
    expect(findDangers(root).map((f) => f.finding)).toEqual([
      'img onerror attribute',
      'a href="javascript:alert(1)"',
      '<script> element',
    ]);
  });
});
