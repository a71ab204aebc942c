import type { MessageDescriptor } from 'react-intl';
import { knownServerMessage, errorMessages } from './errorCatalogue';

/**
 * What the global error handler shows: one or more parts (joined by commas), each a message the
 * app translates or a server text shown as it came.
 */
export type ErrorPart = MessageDescriptor | string;

type Bag = Record<string, unknown>;
const isBag = (v: unknown): v is Bag => typeof v === 'object' && v !== null && !Array.isArray(v);
const firstText = (bag: Bag, fields: string[]) =>
  fields.map((f) => bag[f]).find((v): v is string => typeof v === 'string' && v.trim() !== '');

const part = (text: string): ErrorPart => knownServerMessage(text) ?? text.trim();

/**
 * The spec's global handler rule (doc 1 §8): the answer's message, errorMessage or description;
 * else the entries of its errors object joined by commas; else the error's own policy,
 * description, message or errorMessage; else unknown error. Code invalid_password has its own
 * message. Known messages are translated (see errorMessages.ts).
 */
export function errorParts(error: unknown): ErrorPart[] {
  if (!isBag(error)) return [errorMessages.unknown];
  const status = error.status;
  const noAnswer = status === 'FETCH_ERROR' || status === 'TIMEOUT_ERROR' || status === 'PARSING_ERROR';
  if (noAnswer || (typeof status === 'number' && status >= 500)) return [errorMessages.network];

  const data = isBag(error.data) ? error.data : {};
  if (data.code === 'invalid_password') return [errorMessages.invalidPassword];
  const answer = firstText(data, ['message', 'errorMessage', 'description']);
  if (answer) return [part(answer)];
  if (isBag(data.errors)) {
    const entries = Object.values(data.errors).filter((v): v is string => typeof v === 'string' && v.trim() !== '');
    if (entries.length > 0) return entries.map(part);
  }
  const own = firstText(error, ['policy', 'description', 'message', 'errorMessage', 'error']);
  if (own) return [part(own)];
  return [errorMessages.unknown];
}

/** Joins the parts in the current language, first letter capitalised (spec doc 1 §8). */
export function formatErrorParts(parts: ErrorPart[], translate: (m: MessageDescriptor) => string): string {
  const text = parts.map((p) => (typeof p === 'string' ? p : translate(p))).join(', ');
  return text.charAt(0).toUpperCase() + text.slice(1);
}
