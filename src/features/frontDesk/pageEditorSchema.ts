import Image from '@tiptap/extension-image';
import { Table, TableCell, TableHeader, TableRow } from '@tiptap/extension-table';
import { Extension, generateHTML, generateJSON, Mark, mergeAttributes, type Extensions } from '@tiptap/react';
import { TextSelection } from '@tiptap/pm/state';
import StarterKit from '@tiptap/starter-kit';
import { editorLosses, tidyEditorHtml } from './pageHtml';

/**
 * What the page editor's rich text holds (Tiptap, in the console's own chunk): the markup of the hotel
 * pages' allowlist (server/src/services/hotelHtml.ts) that the demo pages and most hand-written pages
 * use. Headings, paragraphs, lists (an ordered list's start), bold, italic, underline, strike, small,
 * sub, sup, links (href, title), block quotes, rules, line breaks, tables (a <thead> of header rows,
 * th scope, colspan, rowspan) and images (src, alt, width, height). No code or code block: the
 * allowlist has neither. What else a page holds (dl, span, div, caption, data-*...) is kept by its HTML
 * view (pageFit).
 */

/** A table remembers how many of its first rows are its <thead> (tidyEditorHtml writes them there). */
const PageTable = Table.extend({
  addAttributes() {
    return {
      ...this.parent?.(),
      headRows: {
        default: 0,
        parseHTML: (element: HTMLElement) => element.querySelectorAll(':scope > thead > tr').length,
        renderHTML: (attributes: { headRows?: number }) =>
          attributes.headRows ? { 'data-editor-head-rows': String(attributes.headRows) } : {},
      },
    };
  },
});

const PageTableHeader = TableHeader.extend({
  addAttributes() {
    return {
      ...this.parent?.(),
      scope: { default: null, parseHTML: (element: HTMLElement) => element.getAttribute('scope') },
    };
  },
});

/** An inline mark of a tag without attributes (small, sub, sup). */
const plainMark = (name: string, tag: string) =>
  Mark.create({
    name,
    parseHTML: () => [{ tag }],
    renderHTML: ({ HTMLAttributes }) => [tag, mergeAttributes(HTMLAttributes), 0],
  });

/**
 * Escape leaves the text for its toolbar's Tab stop (Tab stays the editor's in lists and tables). The
 * selection just made by keyboard (Shift+arrows) may not have reached the editor yet (the browser tells
 * it on its "selectionchange" event, later): it is read from the page first, so that the toolbar's
 * command applies to it.
 */
const EscapeToToolbar = Extension.create({
  name: 'escapeToToolbar',
  addKeyboardShortcuts() {
    return {
      Escape: () => {
        const { view } = this.editor;
        const dom = document.getSelection();
        const inside = (node: Node | null | undefined): node is Node => Boolean(node && view.dom.contains(node));
        if (view.state.selection instanceof TextSelection && inside(dom?.anchorNode) && inside(dom?.focusNode)) {
          const anchor = view.posAtDOM(dom.anchorNode, dom.anchorOffset);
          const head = view.posAtDOM(dom.focusNode, dom.focusOffset);
          const { selection } = view.state;
          if (anchor !== selection.anchor || head !== selection.head)
            view.dispatch(view.state.tr.setSelection(TextSelection.create(view.state.doc, anchor, head)));
        }
        const toolbar = view.dom.closest('.page-body')?.querySelector('[role="toolbar"]');
        const stop = toolbar?.querySelector<HTMLElement>('[tabindex="0"]');
        stop?.focus();
        return Boolean(stop);
      },
    };
  },
});

export function pageExtensions(): Extensions {
  return [
    StarterKit.configure({
      code: false,
      codeBlock: false,
      // Written as the allowlist keeps it: no target, rel or class (the guest app adds its own).
      link: { openOnClick: false, HTMLAttributes: { target: null, rel: null, class: null } },
    }),
    plainMark('small', 'small'),
    plainMark('subscript', 'sub'),
    plainMark('superscript', 'sup'),
    PageTable.configure({ resizable: false }),
    TableRow,
    PageTableHeader,
    TableCell,
    Image.configure({ inline: false, allowBase64: false }),
    EscapeToToolbar,
  ];
}

const SCHEMA = pageExtensions();

/** The page as the editor would write it after reading it. */
export function roundTrip(html: string): string {
  return tidyEditorHtml(generateHTML(generateJSON(html, SCHEMA), SCHEMA));
}

/** Whether the editor keeps this page as it is: null when it does, else what it would drop (pageHtml). */
export function pageFit(html: string): string[] | null {
  if (html.trim() === '') return null;
  return editorLosses(html, roundTrip(html));
}
