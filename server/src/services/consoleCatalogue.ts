import type { Schema } from '../contract.ts';
import type { Db } from '../db/database.ts';
import { compact, readCatalogue } from '../db/repositories/hotelSetupRead.ts';
import { writeCatalogue } from '../db/repositories/hotelSetupWrite.ts';
import { HttpError } from '../errors.ts';
import { recordChange } from './auditLog.ts';
import { editConflict, lockHotel, versionOf } from './editVersion.ts';
import { checkCatalogue } from './hotelFile.ts';
import type { SignedInStaff } from './staffRoles.ts';

/**
 * The hotel's request catalogue in the managers' console (issue 32): the hotel file's `catalogue`
 * section, read and written whole through the hotel file's own repository (readCatalogue,
 * writeCatalogue), so the console and `npm run hotel -- import` are one code path, with a version
 * check (editVersion.ts) and an audit row naming only the items that changed. Items are known by
 * their Japanese name; a rename the manager makes is sent as such (`renamed`) and keeps the item's
 * row, so a renamed product keeps its id, its orders and guests' cart lines.
 */
type Catalogue = Schema<'HotelSetupCatalogue'>;
type Renames = NonNullable<Schema<'HotelCatalogueUpdate'>['renamed']>;
type Rename = { from: string; to: string };
type Texts = { ja?: string; en?: string; zh?: string; ko?: string };

/** 400 naming each field found wrong (as the schema's refusals do): `catalogue.products.0.category`... */
function invalidFields(problems: { path: (string | number)[]; reason: string }[]): HttpError {
  const fields = Object.fromEntries(problems.map((p) => [p.path.join('.'), p.reason]));
  const error = new HttpError(
    400,
    Object.entries(fields)
      .map(([field, reason]) => `${field} ${reason}`)
      .join('; '),
    'validation_error',
  );
  error.fields = fields;
  return error;
}

/** Each language's text trimmed, an empty one left out (guests then see the Japanese). */
function trimmed<T extends Texts>(texts: T | undefined): T | undefined {
  if (!texts) return undefined;
  const kept = compact(
    Object.fromEntries(Object.entries(texts).map(([lang, text]) => [lang, text?.trim() ? text.trim() : null])),
  );
  return Object.keys(kept).length > 0 ? (kept as T) : undefined;
}

/** What the manager sent, its texts trimmed; a name's Japanese must stay (the schema says at least 1 character). */
function cleaned(catalogue: Catalogue): Catalogue {
  const name = (texts: Schema<'HotelSetupText'>) => ({ ...trimmed(texts), ja: texts.ja.trim() });
  return compact({
    categories: catalogue.categories?.map((c) => ({ name: name(c.name) })),
    tags: catalogue.tags?.map((t) => ({ name: name(t.name) })),
    products: catalogue.products?.map((p) =>
      compact({ ...p, name: name(p.name), description: trimmed(p.description) }),
    ),
  }) as Catalogue;
}

/** Names left empty by the trimming, as the schema would have said of an empty one. */
function emptyNames(catalogue: Catalogue) {
  const lists = { categories: catalogue.categories, tags: catalogue.tags, products: catalogue.products };
  return Object.entries(lists).flatMap(([list, items]) =>
    (items ?? []).flatMap((item, i) =>
      item.name.ja === '' ? [{ path: ['catalogue', list, i, 'name', 'ja'], reason: 'must not be empty' }] : [],
    ),
  );
}

/** A rename names a name that was there and is gone, to one that was not there and is now; each once. */
function renameProblems(list: 'categories' | 'products', renames: Rename[], before: Catalogue, after: Catalogue) {
  const was = new Set((before[list] ?? []).map((item) => item.name.ja));
  const is = new Set((after[list] ?? []).map((item) => item.name.ja));
  const from = new Set<string>();
  const to = new Set<string>();
  const problems: { path: (string | number)[]; reason: string }[] = [];
  for (const [i, rename] of renames.entries()) {
    const at = (field: 'from' | 'to') => ['renamed', list, i, field];
    if (!was.has(rename.from) || from.has(rename.from)) {
      problems.push({ path: at('from'), reason: `"${rename.from}" is not one of the ${list} read, once` });
    } else if (is.has(rename.from)) {
      problems.push({ path: at('from'), reason: `"${rename.from}" is still in the catalogue` });
    }
    if (was.has(rename.to) || to.has(rename.to)) {
      problems.push({ path: at('to'), reason: `"${rename.to}" was already one of the ${list}` });
    } else if (!is.has(rename.to)) {
      problems.push({ path: at('to'), reason: `"${rename.to}" is not in the catalogue saved` });
    }
    from.add(rename.from);
    to.add(rename.to);
  }
  return problems;
}

/**
 * The items a save added, removed or changed, each keyed by its Japanese name before the save (an
 * added one by its new name): before, the items as they were; after, as they are. Order alone is no change.
 */
function changesOf(before: Catalogue, after: Catalogue, renames: Renames) {
  const was: Record<string, unknown> = {};
  const is: Record<string, unknown> = {};
  for (const list of ['categories', 'tags', 'products'] as const) {
    const renamed = new Map((list === 'tags' ? [] : (renames[list] ?? [])).map((r) => [r.from, r.to]));
    const now = new Map<string, object>((after[list] ?? []).map((item) => [item.name.ja, item]));
    const gone: object[] = [];
    const changed: object[] = [];
    for (const item of before[list] ?? []) {
      const key = item.name.ja;
      const newName = renamed.get(key) ?? key;
      const current = now.get(newName);
      now.delete(newName);
      if (current && JSON.stringify(current) === JSON.stringify(item)) continue;
      gone.push({ key, ...item });
      if (current) changed.push({ key, ...current });
    }
    for (const [key, item] of now) changed.push({ key, ...item });
    if (gone.length > 0) was[list] = gone;
    if (changed.length > 0) is[list] = changed;
  }
  return { before: was, after: is };
}

export async function getCatalogue(db: Db, staff: SignedInStaff) {
  const catalogue = (await readCatalogue(db, staff.hotelId)) ?? {};
  return { version: versionOf(catalogue), catalogue };
}

export async function updateCatalogue(
  db: Db,
  staff: SignedInStaff,
  update: { version: string; catalogue: Catalogue; renamed?: Renames },
) {
  const catalogue = cleaned(update.catalogue);
  const renames = update.renamed ?? {};
  const problems = [...emptyNames(catalogue), ...checkCatalogue(catalogue)];
  if (problems.length > 0) throw invalidFields(problems);
  const hotelId = staff.hotelId;
  return db.transaction().execute(async (trx) => {
    await lockHotel(trx, hotelId);
    const before = (await readCatalogue(trx, hotelId)) ?? {};
    if (versionOf(before) !== update.version) throw editConflict();
    const renameErrors = [
      ...renameProblems('categories', renames.categories ?? [], before, catalogue),
      ...renameProblems('products', renames.products ?? [], before, catalogue),
    ];
    if (renameErrors.length > 0) throw invalidFields(renameErrors);
    await writeCatalogue(trx, hotelId, catalogue, renames);
    // Read again: the answer, and its version, are what the next read gets.
    const after = (await readCatalogue(trx, hotelId)) ?? {};
    const changes = changesOf(before, after, renames);
    if (Object.keys(changes.before).length + Object.keys(changes.after).length > 0) {
      await recordChange(trx, {
        hotelId,
        actor: { staffId: staff.id, email: staff.email },
        operation: 'catalogue.update',
        target: 'catalogue',
        ...changes,
      });
    }
    return { version: versionOf(after), catalogue: after };
  });
}
