import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';

// The screens talk to the real API server (sign-in hashes a password): on a busy machine an answer can
// take longer than Testing Library's default 1 s wait. CI runs Jest beside the server and browser tests
// on two cores, where a file's first screen (its modules transformed as they are first imported) twice
// took over 5 s to show, and on a machine two to three times slower a wait ten times its lone time is
// ordinary. A screen that never shows what is awaited still fails, after 20 s.
configure({ asyncUtilTimeout: 20_000 });

// The page as the server writes it (server/src/web/spaPage.ts): the settings the SPA reads at run time
// (src/lib/pageSettings.ts) point at the test API server and its card tokeniser (startApiServer.cjs).
// Before the test file's imports, which read them.
for (const [name, value] of [
  ['api-base', process.env.API_BASE],
  ['card-token-url', process.env.CARD_TOKEN_URL],
]) {
  const meta = document.createElement('meta');
  meta.name = name!;
  meta.content = value ?? '';
  document.head.append(meta);
}

// jsdom does not implement scrolling; the navigation guard scrolls to the top on every navigation.
window.scrollTo = jest.fn() as unknown as typeof window.scrollTo;

beforeEach(() => {
  window.localStorage.clear();
  window.sessionStorage.clear();
});

// jsdom has no object URLs (a chosen photo's preview): a stand-in naming the file, let go as a browser would.
URL.createObjectURL = (blob: Blob) => `blob:jsdom/${blob instanceof File ? blob.name : 'blob'}`;
URL.revokeObjectURL = () => undefined;
