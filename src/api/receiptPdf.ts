import { API_BASE } from './baseApi';

/** A receipt download that failed: the HTTP status, or null when no answer came. */
export class ReceiptPdfError extends Error {
  constructor(readonly status: number | null) {
    super(status === null ? 'The receipt could not be fetched.' : `The receipt answered ${status}.`);
    this.name = 'ReceiptPdfError';
  }
}

/**
 * The stored receipt PDF of one of the member's payments (getReceiptPdf). Fetched here rather than
 * through RTK Query: the answer is a file to hand to the browser, not data for the cache (a Blob in
 * the store would not be serializable).
 */
export async function fetchReceiptPdf(orderId: string, token: string | null): Promise<Blob> {
  let response: Response;
  try {
    response = await fetch(`${API_BASE}/api/payment/receipt-pdf?${new URLSearchParams({ orderId })}`, {
      headers: token ? { Authorization: `Bearer ${token}` } : {},
    });
  } catch {
    throw new ReceiptPdfError(null);
  }
  if (!response.ok) throw new ReceiptPdfError(response.status);
  return response.blob();
}

/** Hands a file to the browser: saved (or opened, on phones that show PDFs) under `fileName`. */
export function saveFile(file: Blob, fileName: string): void {
  const url = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // Some phones read the file after the click returns: keep the URL a while.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
