import { API_BASE } from '@/api/baseApi';
import { frontDeskApi, type RegisterRange } from '@/api/frontDeskApi';
import { saveFile } from '@/api/receiptPdf';
import { createFrontDeskThunk } from './frontDeskThunk';
import { selectStaffToken } from './staffSessionSlice';

/**
 * Reads the register for a range again (the "Show" button): the form stays busy until the answer,
 * which lands in the cache the section shows. A failure is the section's to show, with its retry.
 */
export const readRegister = createFrontDeskThunk<void, RegisterRange>(
  'frontDesk/readRegister',
  async (range, { dispatch }) => {
    const read = dispatch(frontDeskApi.endpoints.listFrontDeskRegister.initiate(range, { forceRefetch: true }));
    try {
      await read;
    } finally {
      read.unsubscribe();
    }
  },
);

/** The file name a Content-Disposition header gives (RFC 6266: filename* first), or null. */
export function attachmentName(header: string | null): string | null {
  const encoded = /filename\*\s*=\s*UTF-8''([^;]+)/i.exec(header ?? '')?.[1];
  if (encoded) {
    try {
      return decodeURIComponent(encoded.trim());
    } catch {
      // Not percent-encoded after all: the plain name, if any.
    }
  }
  return (
    /filename\s*=\s*"([^"]+)"|filename\s*=\s*([^;\s]+)/i
      .exec(header ?? '')
      ?.slice(1)
      .find(Boolean) ?? null
  );
}

/**
 * The register of a range as the server's CSV file, saved under the name the server gives it. Not
 * through RTK Query: the answer is a file for the browser (its bytes as sent, with Excel's byte order
 * mark), not data for the cache. Refusals come back as RTK Query's errors do ({ status, data }), so
 * the page says them from the catalogue and a 401 ends the session like any staff call.
 */
export const exportRegister = createFrontDeskThunk<string, RegisterRange>(
  'frontDesk/exportRegister',
  async (range, { getState, rejectWithValue }) => {
    const token = selectStaffToken(getState());
    let response: Response;
    let file: Blob;
    try {
      response = await fetch(`${API_BASE}/api/front-desk/register/export?${new URLSearchParams({ ...range })}`, {
        headers: token ? { Authorization: `Bearer ${token}` } : {},
      });
      if (!response.ok) {
        const data: unknown = await response.json().catch(() => null);
        return rejectWithValue({ status: response.status, data });
      }
      file = await response.blob();
    } catch (error) {
      return rejectWithValue({ status: 'FETCH_ERROR', error: String(error) });
    }
    const fileName =
      attachmentName(response.headers.get('Content-Disposition')) ?? `guest-register-${range.from}-${range.to}.csv`;
    saveFile(file, fileName);
    return fileName;
  },
);
