import DOMPurify from 'dompurify';
import { useMemo } from 'react';
import './RichContent.css';

// Links in hotel content open outside the app, without giving the new page a handle on ours.
DOMPurify.addHook('afterSanitizeAttributes', (node) => {
  if (node.tagName === 'A' && /^https?:/i.test(node.getAttribute('href') ?? '')) {
    node.setAttribute('target', '_blank');
    node.setAttribute('rel', 'noopener noreferrer');
  }
});

/** The level a screen gives the hotel's highest heading: the one below its own last heading. */
export type HeadingLevel = 2 | 3 | 4;

const HEADINGS = 'h1, h2, h3, h4, h5, h6';

/**
 * The hotel's headings set under the screen's: the highest one written becomes `from`, each other keeps
 * its distance below it (down to h6), so the outline a screen reader gives has no gap (WCAG 1.3.1; an
 * access text of h3s under the page's h1 skipped h2). Each carries its rank among the hotel's headings
 * (1, 2, 3 and below) as a class, which the look follows: the same on a guest's page and in the
 * console's preview, whatever level each sits at.
 */
function placeHeadings(content: DocumentFragment, from: HeadingLevel): DocumentFragment {
  const headings = Array.from(content.querySelectorAll(HEADINGS));
  const highest = Math.min(...headings.map((heading) => Number(heading.tagName[1])));
  for (const heading of headings) {
    const rank = Number(heading.tagName[1]) - highest + 1;
    const placed = document.createElement(`h${Math.min(6, from + rank - 1)}`);
    for (const { name, value } of Array.from(heading.attributes)) placed.setAttribute(name, value);
    placed.classList.add(`rich-content__heading--${Math.min(3, rank)}`);
    placed.append(...Array.from(heading.childNodes));
    heading.replaceWith(placed);
  }
  return content;
}

/**
 * Hotel-provided HTML, sanitised with DOMPurify: scripts, event handlers, javascript: URLs,
 * styles and forms never reach the page. Its headings start at `headingsFrom` (placeHeadings).
 */
export function RichContent({ html, headingsFrom }: { html: string; headingsFrom: HeadingLevel }) {
  const clean = useMemo(() => {
    const content = DOMPurify.sanitize(html, {
      USE_PROFILES: { html: true },
      FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select', 'iframe'],
      FORBID_ATTR: ['style'],
      RETURN_DOM_FRAGMENT: true,
    });
    const box = document.createElement('div');
    box.append(placeHeadings(content, headingsFrom));
    return box.innerHTML;
  }, [html, headingsFrom]);
  return <div className="rich-content" dangerouslySetInnerHTML={{ __html: clean }} />;
}
