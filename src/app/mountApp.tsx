import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { RouterProvider } from 'react-router-dom';
import type { Store } from '@reduxjs/toolkit';
import type { AppRouter } from './router';

/**
 * Renders the app into `container`: Provider > Router (src/index.tsx has read the session's flow
 * data back into the guest's store first; src/staff.tsx mounts the staff app's). The first render is a
 * transition: React renders it in short slices and lets the browser handle input between them, instead
 * of in one long task.
 */
export function mountApp(container: HTMLElement, { store, router }: { store: Store; router: AppRouter }): void {
  const root = createRoot(container);
  startTransition(() => {
    root.render(
      <StrictMode>
        <Provider store={store}>
          <RouterProvider router={router} />
        </Provider>
      </StrictMode>,
    );
  });
}
