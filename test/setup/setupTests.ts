import '@testing-library/jest-dom';

// jsdom does not implement scrolling; the navigation guard scrolls to the top on every navigation.
window.scrollTo = jest.fn() as unknown as typeof window.scrollTo;

beforeEach(() => {
  window.localStorage.clear();
  window.sessionStorage.clear();
});
