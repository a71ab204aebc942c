import sanitizeHtml from 'sanitize-html';

/**
 * The hotel's own HTML (information pages, access text) as the API gives it out: only the markup
 * such pages use (headings, paragraphs, lists, tables, emphasis, links, images), no script, event
 * handler, style, form, frame or script URL. The SPA sanitises again (DOMPurify in RichContent); this
 * copy keeps hostile markup from reaching any client at all, and keeps the browser's own CSP checks,
 * which fire while DOMPurify parses an event handler, quiet.
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'h1',
    'h2',
    'h3',
    'h4',
    'h5',
    'h6',
    'p',
    'br',
    'hr',
    'ul',
    'ol',
    'li',
    'dl',
    'dt',
    'dd',
    'table',
    'thead',
    'tbody',
    'tfoot',
    'tr',
    'th',
    'td',
    'caption',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'small',
    'sub',
    'sup',
    'span',
    'div',
    'blockquote',
    'a',
    'img',
  ],
  allowedAttributes: {
    // data-* attributes are inert (no script of the app reads the hotel's).
    '*': ['data-*'],
    a: ['href', 'title'],
    img: ['src', 'alt', 'width', 'height'],
    th: ['colspan', 'rowspan', 'scope'],
    td: ['colspan', 'rowspan'],
    ol: ['start'],
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
};

export function cleanHotelHtml(html: string): string;
export function cleanHotelHtml(html: string | null): string | null;
export function cleanHotelHtml(html: string | null): string | null {
  return html === null ? null : sanitizeHtml(html, OPTIONS);
}
