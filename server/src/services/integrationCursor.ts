import { HttpError } from '../errors.ts';

/**
 * The integration lists' cursor (reservations, stays): the last row's (updated_at, id), opaque to the
 * PMS (base64url). The lists order by the same pair, oldest change first.
 */

export const LIST_PAGE_SIZE = 100;

export interface ListQuery {
  updatedSince?: string;
  cursor?: string;
  limit?: number;
}

export const encodeCursor = (row: { updated_at_text: string; id: number }) =>
  Buffer.from(`${row.updated_at_text}|${row.id}`).toString('base64url');

export function decodeCursor(cursor: string): { at: string; id: number } {
  const [at, id] = Buffer.from(cursor, 'base64url').toString().split('|');
  if (!at || !/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{6}Z$/.test(at) || !/^[0-9]{1,9}$/.test(id ?? '')) {
    throw new HttpError(400, 'The cursor is not one this list gave.', 'validation_error');
  }
  return { at, id: Number(id) };
}

/** One page of a list: `fetch` reads one row more than the page, which tells whether there is a next page. */
export async function page<Row extends { updated_at_text: string; id: number }>(
  query: ListQuery,
  fetch: (options: { since: string | null; after: { at: string; id: number } | null; limit: number }) => Promise<Row[]>,
): Promise<{ rows: Row[]; nextCursor: string | null }> {
  const limit = query.limit ?? LIST_PAGE_SIZE;
  const rows = await fetch({
    since: query.updatedSince ?? null,
    after: query.cursor === undefined ? null : decodeCursor(query.cursor),
    limit: limit + 1,
  });
  const rowsOfPage = rows.slice(0, limit);
  return { rows: rowsOfPage, nextCursor: rows.length > limit ? encodeCursor(rowsOfPage.at(-1)!) : null };
}
