import { inflateSync } from 'node:zlib';

/**
 * The text of a PDF written by pdfkit (services/receiptPdf.ts), page by page, one string per text
 * run: enough to read a receipt in a test without a PDF library. pdfkit writes each glyph as its
 * 2-byte id in the embedded font subset (`[<0001 0002> 0] TJ`) and gives each font a ToUnicode
 * CMap (`<0000> <003b> [<0000> <9818> ...] bfrange`); the streams are deflated.
 */

interface PdfObject {
  dict: string;
  stream: Buffer | null;
}

function readObjects(pdf: Buffer): Map<number, PdfObject> {
  const objects = new Map<number, PdfObject>();
  const text = pdf.toString('latin1');
  for (const match of text.matchAll(/(\d+) 0 obj\n([\s\S]*?)\nendobj/g)) {
    const body = match[2]!;
    const streamAt = body.indexOf('\nstream\n');
    if (streamAt < 0) {
      objects.set(Number(match[1]), { dict: body, stream: null });
      continue;
    }
    const dict = body.slice(0, streamAt);
    const start = match.index + match[0].indexOf('\nstream\n') + '\nstream\n'.length;
    const end = text.indexOf('\nendstream', start);
    const raw = pdf.subarray(start, end);
    objects.set(Number(match[1]), { dict, stream: dict.includes('/FlateDecode') ? inflateSync(raw) : raw });
  }
  return objects;
}

const utf16 = (hex: string) => Buffer.from(hex, 'hex').swap16().toString('utf16le');

/** Glyph id (4 hex digits) to text, from a ToUnicode CMap's bfrange arrays. */
function readCmap(cmap: string): Map<string, string> {
  const glyphs = new Map<string, string>();
  for (const range of cmap.matchAll(/<([0-9a-f]{4})> <[0-9a-f]{4}> \[([^\]]*)\]/gi)) {
    const first = parseInt(range[1]!, 16);
    [...range[2]!.matchAll(/<([0-9a-f]+)>/gi)].forEach((unicode, i) => {
      glyphs.set((first + i).toString(16).padStart(4, '0'), utf16(unicode[1]!));
    });
  }
  return glyphs;
}

const reference = (dict: string, key: string) => Number(new RegExp(`/${key} (\\d+) 0 R`).exec(dict)?.[1]);

/** A run of text (one TJ operator) and the height of its baseline above the page's bottom edge, in points. */
export interface TextRun {
  text: string;
  baseline: number;
}

/** Each page's text runs, in the order they are drawn. */
export function pdfPages(pdf: Buffer): TextRun[][] {
  const objects = readObjects(pdf);
  const cmapOfFont = (id: number) =>
    readCmap(objects.get(reference(objects.get(id)!.dict, 'ToUnicode'))!.stream!.toString('latin1'));
  const pages = [...objects.values()].filter((object) => /\/Type \/Page\n/.test(object.dict));
  return pages.map((page) => {
    const fonts = new Map<string, Map<string, string>>();
    const resources = objects.get(reference(page.dict, 'Resources'))!.dict;
    for (const [, name, id] of resources.matchAll(/\/(F\d+) (\d+) 0 R/g)) fonts.set(name!, cmapOfFont(Number(id)));
    const content = objects.get(reference(page.dict, 'Contents'))!.stream!.toString('latin1');
    const runs: TextRun[] = [];
    let glyphs = new Map<string, string>();
    let baseline = NaN;
    const operators = /1 0 0 1 [\d.-]+ ([\d.-]+) Tm|\/(F\d+) [\d.]+ Tf|\[([^\]]*)\] TJ/g;
    for (const [, y, font, array] of content.matchAll(operators)) {
      if (y) baseline = Number(y);
      else if (font) glyphs = fonts.get(font)!;
      else {
        const hex = [...array!.matchAll(/<([0-9a-f]*)>/gi)].map((part) => part[1]).join('');
        const text = (hex.match(/.{4}/g) ?? []).map((id) => glyphs.get(id) ?? '\uFFFD').join('');
        runs.push({ text, baseline });
      }
    }
    return runs;
  });
}

/** The whole text of a PDF, one text run a line. */
export const pdfText = (pdf: Buffer) =>
  pdfPages(pdf)
    .flat()
    .map((run) => run.text)
    .join('\n');
