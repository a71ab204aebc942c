import type { Schema } from '../contract.ts';
import type { Db } from '../db/database.ts';
import { compact, readSetupCheckinFields } from '../db/repositories/hotelSetupRead.ts';
import { writeCheckinFields } from '../db/repositories/hotelSetupWrite.ts';
import { invalidField } from '../errors.ts';
import { changedEntries, isEmpty } from './auditChanges.ts';
import { recordChange } from './auditLog.ts';
import { editConflict, lockHotel, versionOf } from './editVersion.ts';
import { checkinFieldProblems } from './hotelFile.ts';
import { cleanHotelHtml } from './hotelHtml.ts';
import type { SignedInStaff } from './staffRoles.ts';

/**
 * The guidance (custom check-in) fields in the managers' console (issue 32): the questions the
 * guest's online check-in asks, in their order, read and written whole through the hotel file's
 * repository (hotelSetupRead/Write.ts, which keeps each field's row by its position), checked as the
 * hotel file is (hotelFile.ts), with a version check and an audit row naming the positions that
 * changed. The guest's check-in reads them from the database on each visit: a save shows at once.
 */
type Field = Schema<'HotelSetupCheckinField'>;
const LANGUAGES = ['ja', 'en', 'zh', 'ko'] as const;

const text = (value: string | null | undefined) => (value == null || value.trim() === '' ? null : value.trim());

/** Each language's text or HTML trimmed; an empty one is none (guests see the Japanese). */
const texts = (value: Partial<Record<(typeof LANGUAGES)[number], string>> | undefined, clean = (v: string) => v) =>
  compact(Object.fromEntries(LANGUAGES.map((lang) => [lang, text(value?.[lang] && clean(value[lang]))])));

/**
 * A field as kept: texts trimmed, an empty translation none, its content as guests' pages allow it
 * (services/hotelHtml.ts), a selectBox's options trimmed and a language without any left out.
 */
function cleaned(field: Field, index: number): Field {
  const title = texts(field.title);
  if (!title.ja) throw invalidField(`fields.${index}.title.ja`, 'must not be empty');
  const content = texts(field.content, cleanHotelHtml);
  let options: Field['options'] | null = null;
  if (field.options) {
    const lists = LANGUAGES.map((lang) => [lang, (field.options?.[lang] ?? []).map((o) => o.trim())] as const);
    options = Object.fromEntries(lists.filter(([lang, list]) => lang === 'ja' || list.length > 0)) as Field['options'];
    if (options!.ja.length === 0 || options!.ja.includes('')) {
      throw invalidField(`fields.${index}.options.ja`, 'must each have a text');
    }
  }
  return compact({
    type: field.type,
    title: title as Field['title'],
    content: Object.keys(content).length > 0 ? content : null,
    options,
    required: field.required ?? false,
  });
}

export async function getCheckinFields(db: Db, staff: SignedInStaff) {
  const fields = await readSetupCheckinFields(db, staff.hotelId);
  return { version: versionOf(fields), fields };
}

/** The fields by their position, counted from 1 as the manager sees them, for the audit row. */
const byPosition = (fields: Field[]) => Object.fromEntries(fields.map((field, i) => [String(i + 1), field]));

export async function updateCheckinFields(db: Db, staff: SignedInStaff, version: string, input: Field[]) {
  const fields = input.map(cleaned);
  const problem = checkinFieldProblems(fields, ['fields'])[0];
  if (problem) throw invalidField(problem.path.join('.'), problem.reason);
  const hotelId = staff.hotelId;
  const saved = await db.transaction().execute(async (trx) => {
    await lockHotel(trx, hotelId);
    const before = await readSetupCheckinFields(trx, hotelId);
    if (versionOf(before) !== version) throw editConflict();
    await writeCheckinFields(trx, hotelId, fields);
    const after = await readSetupCheckinFields(trx, hotelId);
    const changes = changedEntries(byPosition(before), byPosition(after));
    if (!isEmpty(changes)) {
      await recordChange(trx, {
        hotelId,
        actor: { staffId: staff.id, email: staff.email },
        operation: 'checkinFields.update',
        target: `hotel/${hotelId}/checkinFields`,
        ...changes,
      });
    }
    return after;
  });
  return { version: versionOf(saved), fields: saved };
}
