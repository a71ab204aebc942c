import AjvCompiler from '@fastify/ajv-compiler';
import { isMap, isNode, isPair, isScalar, LineCounter, parseDocument, stringify, type Document, type Node } from 'yaml';
import { hotelSetupSchema } from '../hotelSetupSchema.gen.ts';
import type { HotelSetup } from '../db/repositories/hotelSetupRead.ts';

/**
 * The hotel as a file (docs/hotel-file.md): one YAML document, a HotelSetup of openapi.yaml. Reading
 * checks it whole before anything is written: YAML syntax, the JSON schema derived from the contract
 * (hotelSetupSchema.gen.ts, with the Ajv Fastify validates requests with), then what a schema cannot
 * say (a product's category and tags exist, names are not used twice, the time zone is one). Each
 * problem names the line and column of the file and the reason.
 */

export interface HotelFileProblem {
  line: number;
  column: number;
  /** Where in the document, e.g. catalogue.products[3].category; empty for the whole document. */
  path: string;
  reason: string;
}

export class HotelFileError extends Error {
  readonly problems: HotelFileProblem[];
  constructor(file: string, problems: HotelFileProblem[]) {
    const lines = problems.map((p) => `${file}:${p.line}:${p.column}: ${p.path ? `${p.path}: ` : ''}${p.reason}`);
    super(`${file} was not imported (nothing was changed):\n${lines.join('\n')}`);
    this.problems = problems;
  }
}

const MAX_PROBLEMS = 20;

// Ajv as the server has it for requests, but nothing coerced, defaulted or removed: the file is taken as written.
const validate = AjvCompiler()(
  {},
  {
    customOptions: { allErrors: true, coerceTypes: false, useDefaults: false, removeAdditional: false, strict: false },
  },
)({ schema: hotelSetupSchema } as never) as ((data: unknown) => boolean) & {
  errors?: { instancePath: string; keyword: string; message?: string; params: Record<string, unknown> }[] | null;
};

/** Reads a hotel file; throws HotelFileError with every problem found (at most 20). */
export function readHotelFile(text: string, file = 'hotel file'): HotelSetup {
  const lineCounter = new LineCounter();
  const doc = parseDocument(text, { lineCounter, uniqueKeys: true, prettyErrors: false });
  const at = (offset: number) => lineCounter.linePos(offset);
  const problem = (offset: number, path: (string | number)[], reason: string): HotelFileProblem => ({
    ...at(offset),
    column: at(offset).col,
    path: pathText(path),
    reason,
  });
  const fail = (problems: HotelFileProblem[]) => {
    const sorted = problems
      .map(({ line, column, path, reason }) => ({ line, column, path, reason }))
      .sort((a, b) => a.line - b.line || a.column - b.column)
      .slice(0, MAX_PROBLEMS);
    return new HotelFileError(file, sorted);
  };

  if (doc.errors.length > 0) {
    throw fail(doc.errors.map((e) => problem(e.pos[0], [], `not valid YAML: ${e.message.split('\n')[0]}`)));
  }
  const value: unknown = doc.toJS();
  if (!validate(value)) {
    throw fail(
      (validate.errors ?? []).map((e) => {
        const path = e.instancePath
          .split('/')
          .slice(1)
          .map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'))
          .map((part) => (/^\d+$/.test(part) ? Number(part) : part));
        let offset = offsetOf(doc, path);
        let reason = e.message ?? e.keyword;
        if (e.keyword === 'additionalProperties') {
          const name = String(e.params.additionalProperty);
          offset = keyOffset(doc, path, name) ?? offset;
          reason = `"${name}" is not a field here`;
        } else if (e.keyword === 'required') {
          reason = `"${String(e.params.missingProperty)}" is missing`;
        } else if (e.keyword === 'enum') {
          reason = `must be one of ${(e.params.allowedValues as unknown[]).map((v) => JSON.stringify(v)).join(', ')}`;
        }
        return problem(offset, path, reason);
      }),
    );
  }
  const setup = value as HotelSetup;
  const problems = checkReferences(setup).map(({ path, reason }) => problem(offsetOf(doc, path), path, reason));
  if (problems.length > 0) throw fail(problems);
  return setup;
}

/** A hotel's setup as the YAML document `export` prints. */
export function writeHotelFile(setup: HotelSetup): string {
  const header =
    `# The setup of ${setup.hotel.id}, a hotel file (docs/hotel-file.md).\n` +
    '# Apply it with: npm run hotel -- import <this file>\n';
  return header + stringify(setup, { lineWidth: 0, indent: 2, singleQuote: true, aliasDuplicateObjects: false });
}

function pathText(path: (string | number)[]): string {
  return path.map((part, i) => (typeof part === 'number' ? `[${part}]` : i === 0 ? part : `.${part}`)).join('');
}

/** Where the node at `path` starts, or its nearest ancestor that is in the document. */
function offsetOf(doc: Document, path: (string | number)[]): number {
  for (let depth = path.length; depth >= 0; depth--) {
    const node = doc.getIn(path.slice(0, depth), true);
    if (isNode(node) && node.range) return node.range[0];
  }
  return 0;
}

function keyOffset(doc: Document, path: (string | number)[], key: string): number | undefined {
  const parent = path.length === 0 ? doc.contents : doc.getIn(path, true);
  if (!isMap(parent)) return undefined;
  const pair = parent.items.find((item) => isPair(item) && isScalar(item.key) && item.key.value === key);
  return isPair(pair) ? (pair.key as Node).range?.[0] : undefined;
}

type Problem = { path: (string | number)[]; reason: string };

function listedOnce<T>(items: T[] | undefined, key: (item: T) => string, path: (string | number)[], what: string) {
  const problems: Problem[] = [];
  const seen = new Set<string>();
  for (const [i, item] of (items ?? []).entries()) {
    const name = key(item);
    if (seen.has(name)) problems.push({ path: [...path, i], reason: `${what} "${name}" is listed twice` });
    seen.add(name);
  }
  return problems;
}

/**
 * What the schema cannot say of a catalogue: each name listed once, a product's category and tags
 * ones the catalogue has. Paths start at `catalogue` (the file's and the console's request alike).
 */
export function checkCatalogue(catalogue: NonNullable<HotelSetup['catalogue']>): Problem[] {
  const problems = [
    ...listedOnce(catalogue.categories, (c) => c.name.ja, ['catalogue', 'categories'], 'the category'),
    ...listedOnce(catalogue.tags, (t) => t.name.ja, ['catalogue', 'tags'], 'the tag'),
    ...listedOnce(catalogue.products, (p) => p.name.ja, ['catalogue', 'products'], 'the product'),
  ];
  const categories = new Set((catalogue.categories ?? []).map((c) => c.name.ja));
  const tags = new Set((catalogue.tags ?? []).map((t) => t.name.ja));
  for (const [i, product] of (catalogue.products ?? []).entries()) {
    const path = ['catalogue', 'products', i];
    if (product.category !== undefined && !categories.has(product.category)) {
      problems.push({
        path: [...path, 'category'],
        reason: `no category "${product.category}" in catalogue.categories`,
      });
    }
    for (const [j, tag] of (product.tags ?? []).entries()) {
      if (!tags.has(tag)) problems.push({ path: [...path, 'tags', j], reason: `no tag "${tag}" in catalogue.tags` });
    }
  }
  return problems;
}

/** What the schema cannot say: names used once, references to what the file has, a real time zone. */
function checkReferences(setup: HotelSetup): Problem[] {
  const problems: Problem[] = [];
  try {
    new Intl.DateTimeFormat('en', { timeZone: setup.hotel.timeZone });
  } catch {
    problems.push({ path: ['hotel', 'timeZone'], reason: `"${setup.hotel.timeZone}" is not a time zone` });
  }
  problems.push(
    ...checkCatalogue(setup.catalogue ?? {}),
    ...listedOnce(setup.coupons, (c) => c.title, ['coupons'], 'the coupon'),
    ...listedOnce(setup.spots, (s) => s.placeId, ['spots'], 'the spot'),
  );
  problems.push(...checkinFieldProblems(setup.checkinFields ?? [], ['checkinFields']));
  problems.push(...paymentProblems(setup.payments ?? {}, ['payments']));
  return problems;
}

/**
 * What the schema cannot say of the guidance fields: a selectBox has options, nothing else has, and
 * each language has as many as Japanese (the guest's answer is the option's position). The hotel
 * file and the console's guidance fields check them here.
 */
export function checkinFieldProblems(fields: NonNullable<HotelSetup['checkinFields']>, at: (string | number)[]) {
  const problems: Problem[] = [];
  for (const [i, field] of fields.entries()) {
    const path = [...at, i];
    if (field.type === 'selectBox' && !field.options) {
      problems.push({ path: [...path, 'options'], reason: 'a selectBox needs its options' });
    }
    if (field.type !== 'selectBox' && field.options) {
      problems.push({ path: [...path, 'options'], reason: `a ${field.type} field has no options` });
    }
    for (const lang of ['en', 'zh', 'ko'] as const) {
      const list = field.options?.[lang];
      if (list && list.length !== field.options!.ja.length) {
        problems.push({
          path: [...path, 'options', lang],
          reason: `${list.length} options where ja has ${field.options!.ja.length}`,
        });
      }
    }
  }
  return problems;
}

/** A payment that is enabled offers a method (front desk or credit card): guests would have none to choose. */
export function paymentProblems(payments: NonNullable<HotelSetup['payments']>, at: (string | number)[]) {
  return Object.entries(payments)
    .filter(([, payment]) => payment?.enabled === true && !payment.frontDesk && !payment.creditCard)
    .map(([time]): Problem => ({
      path: [...at, time],
      reason: 'is enabled without a method (frontDesk or creditCard)',
    }));
}
