import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ROOT_DIR } from './config.ts';
import type { ErrorCode } from './contract.ts';

/**
 * The guest's words in English, read from the SPA's own catalogue (locales/en.json) so that the app
 * and the API never word one thing two ways: an error code's message (`errors.<code>`), and the
 * card texts the sandboxes answer with. The other three languages stay the SPA's: the API speaks English.
 */
const english = JSON.parse(readFileSync(path.join(ROOT_DIR, 'locales', 'en.json'), 'utf8')) as Record<string, string>;

/** The English text of a message id of locales/en.json; a missing id is a fault, found at start-up. */
export function englishText(id: string): string {
  const text = english[id];
  if (text === undefined) throw new Error(`locales/en.json has no ${id}`);
  return text;
}

/** The message of an error code, as the SPA shows it in English. */
export const errorText = (code: ErrorCode) => englishText(`errors.${code}`);
