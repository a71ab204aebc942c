import { WALLET_PASS_URL } from '@/lib/config';

/** What a check-in's qr_json gives the screen: the QR code's value and the wallet pass, if any. */
export interface CheckinPass {
  /** The pass payload without pass_id, as JSON, base64-encoded (spec doc 2 §4 rule 11). */
  qrValue: string;
  /** The wallet pass id, when the check-in has one. */
  passId: string | null;
}

/** Base64 of a text's UTF-8 bytes (btoa alone only takes Latin-1). */
export function toBase64(text: string): string {
  let binary = '';
  for (const byte of new TextEncoder().encode(text)) binary += String.fromCharCode(byte);
  return btoa(binary);
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The QR code of a check-in encodes its pass payload without pass_id, serialised again as JSON and
 * base64-encoded; the pass id only names the wallet pass. A qr_json that is no JSON object is
 * encoded as it is.
 */
export function checkinPass(qrJson: string): CheckinPass {
  let payload: unknown;
  try {
    payload = JSON.parse(qrJson);
  } catch {
    return { qrValue: toBase64(qrJson), passId: null };
  }
  if (!isObject(payload)) return { qrValue: toBase64(qrJson), passId: null };
  const { pass_id: passId, ...rest } = payload;
  const id = typeof passId === 'string' || typeof passId === 'number' ? String(passId) : '';
  return { qrValue: toBase64(JSON.stringify(rest)), passId: id === '' ? null : id };
}

/** The wallet pass download link: passkit/{pass_id}/download on the wallet-pass host. */
export function walletPassUrl(passId: string, host: string = WALLET_PASS_URL): string {
  const base = host.endsWith('/') ? host : `${host}/`;
  return `${base}passkit/${encodeURIComponent(passId)}/download`;
}

export interface Ticket {
  ticket_name: string;
  exchange_code: string;
}

export interface TicketGroup {
  name: string;
  /** The exchange codes of the group's tickets, each the value of one ticket QR code. */
  codes: string[];
}

/** Tickets grouped by name, in the order the names first appear (TKT plugin). */
export function groupTickets(tickets: readonly Ticket[]): TicketGroup[] {
  const groups = new Map<string, string[]>();
  for (const ticket of tickets) {
    const codes = groups.get(ticket.ticket_name) ?? [];
    codes.push(ticket.exchange_code);
    groups.set(ticket.ticket_name, codes);
  }
  return [...groups].map(([name, codes]) => ({ name, codes }));
}
