import type { MessageDescriptor } from 'react-intl';
import { codeMessage, errorMessages } from './errorCatalogue';

/**
 * What the global error handler shows: one or more parts (joined by commas), each a message the
 * app translates or, from a service that sends no code of our contract, a text shown as it came.
 */
export type ErrorPart = MessageDescriptor | string;

type Bag = Record<string, unknown>;
const isBag = (v: unknown): v is Bag => typeof v === 'object' && v !== null && !Array.isArray(v);
const firstText = (bag: Bag, fields: string[]) =>
  fields.map((f) => bag[f]).find((v): v is string => typeof v === 'string' && v.trim() !== '');

/**
 * The spec's global handler rule (doc 1 §8), with our contract's codes first: a code of
 * openapi.yaml's ErrorCode is shown from the catalogue in the page's language. Else the answer's
 * message, errorMessage or description; else the entries of its errors object joined by commas;
 * else the error's own policy, description, message or errorMessage; else unknown error.
 *
 * Server faults (5xx) follow the same rule when the server said something for the guest, since a
 * 5xx is an answer like any other: our server's JSON with a contract code (a 500 is `internal`, a
 * 503 may be `request_in_progress`) shows that code's message, and another service's JSON its text.
 * What no server wrote for a guest says "Failed to send or receive data. Please try again later."
 * (the spec's message for it) rather than a parser's error or "unknown error": no answer at all
 * (FETCH_ERROR, TIMEOUT_ERROR), an answer that is not JSON (PARSING_ERROR: a proxy's or load
 * balancer's HTML page for a 502, 503 or 504), and a 5xx whose JSON carries no text.
 */
export function errorParts(error: unknown): ErrorPart[] {
  if (!isBag(error)) return [errorMessages.unknown];
  const status = error.status;
  if (status === 'FETCH_ERROR' || status === 'TIMEOUT_ERROR' || status === 'PARSING_ERROR') {
    return [errorMessages.network];
  }
  const serverFault = typeof status === 'number' && status >= 500;

  const data = isBag(error.data) ? error.data : {};
  const known = codeMessage(data.code);
  if (known) return [known];
  const answer = firstText(data, ['message', 'errorMessage', 'description']);
  if (answer) return [answer.trim()];
  if (isBag(data.errors)) {
    const entries = Object.values(data.errors).filter((v): v is string => typeof v === 'string' && v.trim() !== '');
    if (entries.length > 0) return entries.map((entry) => entry.trim());
  }
  if (serverFault) return [errorMessages.network];
  const own = firstText(error, ['policy', 'description', 'message', 'errorMessage', 'error']);
  if (own) return [own.trim()];
  return [errorMessages.unknown];
}

/**
 * A call that got no answer (FETCH_ERROR) while the device is offline: "You are offline", and that
 * nothing was sent when the call was a change (a mutation), rather than the spec's generic network
 * message. Null otherwise.
 */
export function offlineParts(error: unknown, change: boolean): ErrorPart[] | null {
  if (navigator.onLine || !isBag(error) || error.status !== 'FETCH_ERROR') return null;
  return [change ? errorMessages.offlineSend : errorMessages.offlineLoad];
}

/** Joins the parts in the current language, first letter capitalised (spec doc 1 §8). */
export function formatErrorParts(parts: ErrorPart[], translate: (m: MessageDescriptor) => string): string {
  const text = parts.map((p) => (typeof p === 'string' ? p : translate(p))).join(', ');
  return text.charAt(0).toUpperCase() + text.slice(1);
}
