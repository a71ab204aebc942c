import type { Persistor } from 'redux-persist';
import { makePersistor, makeStore, type AppStore } from '@/app/store';

// A store's persistence keeps writing to storage after its test; stop it, so the next test's
// storage (cleared in setupTests.ts) receives nothing of this one (as in renderApp.tsx).
const running: Persistor[] = [];
afterEach(() => {
  for (const persistor of running.splice(0)) persistor.pause();
});

/**
 * Keeps the store's persisted slices in session (and local) storage, as the running app does, and
 * answers a reload: a new store that reads back only what storage kept (nothing of the old store's
 * memory, the API cache included).
 */
export async function persisting(store: AppStore): Promise<{ reload: () => Promise<AppStore> }> {
  const started = (next: AppStore) =>
    new Promise<Persistor>((resolve) => {
      const persistor: Persistor = makePersistor(next, () => resolve(persistor));
      running.push(persistor);
    });
  const persistor = await started(store);
  return {
    reload: async () => {
      await persistor.flush();
      persistor.pause();
      const reloaded = makeStore();
      await started(reloaded);
      return reloaded;
    },
  };
}
