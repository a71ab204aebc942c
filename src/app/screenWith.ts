import type { ComponentType } from 'react';
import { currentLanguage } from './IntlRoot';
import { loadMessages, type MessageGroup } from './messages';

/**
 * A screen of a feature with its own messages (the guest's routes.tsx, the staff's staff/staffRoutes.tsx):
 * they load side by side with its chunk, and the screen shows when both are there (a failed message
 * load is retried by IntlRoot).
 */
export const screenWith = (groups: MessageGroup[]) => (load: () => Promise<{ default: ComponentType }>) => () =>
  Promise.all([load(), ...groups.map((group) => loadMessages(currentLanguage(), group).catch(() => undefined))]).then(
    ([m]) => ({ Component: m.default }),
  );
