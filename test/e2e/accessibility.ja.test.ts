import { after, before, describe } from 'node:test';

import { everyScreenIn } from './accessibilityScreens.ts';
import { startE2E, type E2E } from './harness.ts';

// axe-core on every built screen in Japanese (accessibilityScreens.ts); the flows are in accessibility.test.ts.
let e2e: E2E;
before(async () => {
  e2e = await startE2E();
});
after(async () => {
  await e2e?.close();
});

describe('accessibility (axe) of every screen in ja', () => {
  everyScreenIn('ja', () => e2e);
});
