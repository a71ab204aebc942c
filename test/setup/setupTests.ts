import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';

// The screens talk to the real API server (sign-in hashes a password): on a busy machine an answer can
// take longer than Testing Library's default 1 s wait. A screen that never shows what is awaited still
// fails, after 5 s.
configure({ asyncUtilTimeout: 5000 });

// jsdom does not implement scrolling; the navigation guard scrolls to the top on every navigation.
window.scrollTo = jest.fn() as unknown as typeof window.scrollTo;

beforeEach(() => {
  window.localStorage.clear();
  window.sessionStorage.clear();
});
