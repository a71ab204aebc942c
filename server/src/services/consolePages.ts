import type { Schema } from '../contract.ts';
import type { Db } from '../db/database.ts';
import {
  compact,
  PAGE_INDEX,
  readSetupHotel,
  readSetupPages,
  type PageName,
} from '../db/repositories/hotelSetupRead.ts';
import { writeAccess, writePage } from '../db/repositories/hotelSetupWrite.ts';
import { notFound } from '../errors.ts';
import { recordChange } from './auditLog.ts';
import { editConflict, lockHotel, versionOf } from './editVersion.ts';
import { cleanHotelHtml } from './hotelHtml.ts';
import type { SignedInStaff } from './staffRoles.ts';

/**
 * The hotel's information pages in the managers' console (issue 32): each page's HTML per language
 * and whether it is in the menu, read and written through the hotel file's repository
 * (hotelSetupRead/Write.ts) with a version check (editVersion.ts) and an audit row. The HTML is kept
 * as the guests' pages allow it (services/hotelHtml.ts, the guide's own allowlist), so what the
 * manager previews is what guests get.
 */
type ConsolePageName = Schema<'HotelPageName'>;
type Content = Schema<'HotelPageContent'>;
const LANGUAGES = ['ja', 'en', 'zh', 'ko'] as const;

/** The menu's order: the numbered pages, then access. */
export const PAGE_NAMES: ConsolePageName[] = [...(Object.keys(PAGE_INDEX) as PageName[]), 'access'];

function pageOf(pages: Awaited<ReturnType<typeof readSetupPages>>, name: ConsolePageName) {
  const page = pages[name];
  const state = { exists: page !== undefined, visible: page?.visible ?? false, content: page?.content ?? {} };
  return { name, ...state, version: versionOf(state) };
}

export async function listPages(db: Db, staff: SignedInStaff) {
  const pages = await readSetupPages(db, staff.hotelId);
  return {
    pages: PAGE_NAMES.map((name) => ({
      name,
      exists: pages[name] !== undefined,
      visible: pages[name]?.visible ?? false,
    })),
  };
}

export async function getPage(db: Db, staff: SignedInStaff, name: ConsolePageName) {
  return pageOf(await readSetupPages(db, staff.hotelId), name);
}

/** Each language's HTML as guests may have it; an empty one is none (guests see the Japanese). */
function cleanContent(content: Content): Content {
  return compact(
    Object.fromEntries(
      LANGUAGES.map((lang) => {
        const html = cleanHotelHtml(content[lang] ?? null)?.trim() ?? null;
        return [lang, html === '' ? null : html];
      }),
    ),
  ) as Content;
}

export async function updatePage(
  db: Db,
  staff: SignedInStaff,
  name: ConsolePageName,
  update: { version: string; visible: boolean; content: Content },
) {
  const hotelId = staff.hotelId;
  const page = { visible: update.visible, content: cleanContent(update.content) };
  return db.transaction().execute(async (trx) => {
    await lockHotel(trx, hotelId);
    const pages = await readSetupPages(trx, hotelId);
    const before = pageOf(pages, name);
    if (before.version !== update.version) throw editConflict();
    if (name === 'access') {
      const hotel = await readSetupHotel(trx, hotelId);
      if (!hotel) throw notFound('The hotel was not found.', 'hotel_not_found');
      await writeAccess(trx, hotelId, page, hotel);
    } else {
      await writePage(trx, hotelId, name, page);
    }
    const after = pageOf({ ...pages, [name]: page }, name);
    await recordChange(trx, {
      hotelId,
      actor: { staffId: staff.id, email: staff.email },
      operation: 'page.update',
      target: `page/${name}`,
      before: before.exists ? { visible: before.visible, content: before.content } : null,
      after: { visible: page.visible, content: page.content },
    });
    return after;
  });
}
