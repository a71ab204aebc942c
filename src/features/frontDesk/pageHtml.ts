/**
 * The page editor's HTML (PageBody, issue 32): how the rich-text editor's output is written, and whether
 * a page's HTML survives the editor unchanged. Pure DOM work (DOMParser), no editor: the editor's chunk
 * passes its own round trip in.
 */

/** Where a lone paragraph is written without its <p> (hand-written pages put text straight in them). */
const PARAGRAPH_HOLDERS = new Set(['LI', 'TD', 'TH', 'DT', 'DD', 'BLOCKQUOTE']);

/** Marks that the editor writes under another name: the same on a guest's screen. */
const SAME_AS: Record<string, string> = { b: 'strong', i: 'em' };

/** Elements between which (and at whose edges) white space is layout, not text. */
const BLOCKS = new Set(
  'body address article aside blockquote caption dd div dl dt figure footer h1 h2 h3 h4 h5 h6 header hr li ol p section table tbody td tfoot th thead tr ul colgroup col'.split(
    ' ',
  ),
);

const parse = (html: string): HTMLElement => new DOMParser().parseFromString(`<body>${html}`, 'text/html').body;

/** A container's paragraph that is its first child and its only one, without attributes. */
function loneParagraph(element: Element): Element | null {
  const first = element.firstElementChild;
  if (first?.tagName !== 'P' || first.attributes.length > 0 || first !== element.firstChild) return null;
  const paragraphs = [...element.children].filter((child) => child.tagName === 'P');
  return paragraphs.length === 1 ? first : null;
}

function unwrapLoneParagraphs(root: Element) {
  for (const holder of root.querySelectorAll([...PARAGRAPH_HOLDERS].join(','))) {
    const paragraph = loneParagraph(holder);
    if (paragraph) paragraph.replaceWith(...paragraph.childNodes);
  }
}

/**
 * The editor's HTML as the page keeps it: without what only the editor needs (the table's column group
 * and inline width, the empty paragraph it keeps after a last table or heading), the header rows back in
 * a <thead> (the table remembers how many: data-editor-head-rows), and a lone paragraph of a list item or
 * cell written as its text. An empty page is ''.
 */
export function tidyEditorHtml(html: string): string {
  const body = parse(html);
  for (const group of body.querySelectorAll('colgroup')) group.remove();
  for (const table of body.querySelectorAll('table')) {
    table.removeAttribute('style');
    const headRows = Number(table.getAttribute('data-editor-head-rows') ?? 0);
    table.removeAttribute('data-editor-head-rows');
    const rows = [...table.querySelectorAll(':scope > tbody > tr')];
    if (headRows > 0 && rows.length > 0) {
      const head = table.ownerDocument.createElement('thead');
      head.append(...rows.slice(0, headRows));
      table.insertBefore(head, table.querySelector(':scope > tbody'));
      const tbody = table.querySelector(':scope > tbody');
      if (tbody && tbody.children.length === 0) tbody.remove();
    }
  }
  unwrapLoneParagraphs(body);
  while (body.lastElementChild?.tagName === 'P' && body.lastElementChild.childNodes.length === 0)
    body.lastElementChild.remove();
  return body.innerHTML.trim();
}

type Shape = { tag: string; attrs: string[]; children: Shape[] } | string;

/** A page as a tree that ignores what the guest cannot see: layout white space, attribute order, b/strong. */
function shapeOf(node: Node): Shape[] {
  const out: Shape[] = [];
  const children = [...node.childNodes];
  children.forEach((child, index) => {
    if (child.nodeType === Node.TEXT_NODE) {
      let text = (child.textContent ?? '').replace(/\s+/g, ' ');
      const before = children[index - 1];
      const after = children[index + 1];
      const blockEdge = (sibling: Node | undefined) =>
        !sibling || (sibling instanceof Element && BLOCKS.has(sibling.tagName.toLowerCase()));
      const inBlock = node instanceof Element && BLOCKS.has(node.tagName.toLowerCase());
      if (inBlock && blockEdge(before)) text = text.trimStart();
      if (inBlock && blockEdge(after)) text = text.trimEnd();
      if (text !== '') {
        const last = out.at(-1);
        if (typeof last === 'string') out[out.length - 1] = last + text;
        else out.push(text);
      }
    } else if (child instanceof Element) {
      const name = child.tagName.toLowerCase();
      const attrs = [...child.attributes].map((a) => `${a.name}="${a.value}"`).sort();
      out.push({ tag: SAME_AS[name] ?? name, attrs, children: shapeOf(child) });
    }
  });
  return out;
}

/** Each element and attribute a page uses ("table", "td colspan"...), with how often. */
function inventory(shapes: Shape[], into = new Map<string, number>()): Map<string, number> {
  for (const shape of shapes) {
    if (typeof shape === 'string') continue;
    into.set(shape.tag, (into.get(shape.tag) ?? 0) + 1);
    for (const attr of shape.attrs) {
      const key = `${shape.tag} ${attr.slice(0, attr.indexOf('='))}`;
      into.set(key, (into.get(key) ?? 0) + 1);
    }
    inventory(shape.children, into);
  }
  return into;
}

const normalised = (html: string): Shape[] => {
  const body = parse(html);
  unwrapLoneParagraphs(body);
  return shapeOf(body);
};

/**
 * Whether the editor keeps a page as it is: `roundTrip` is the page after the editor has read and
 * written it (tidyEditorHtml). Answers null when nothing a guest would see changes, else what the editor
 * would lose or change: the elements and attributes it drops ("dl", "td style"...), or [] when it keeps
 * them all but rearranges them.
 */
export function editorLosses(original: string, roundTrip: string): string[] | null {
  const before = normalised(original);
  const after = normalised(roundTrip);
  if (JSON.stringify(before) === JSON.stringify(after)) return null;
  const kept = inventory(after);
  return [...inventory(before)].filter(([key, count]) => (kept.get(key) ?? 0) < count).map(([key]) => key);
}
