import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { signInAs, startE2E, type E2E } from './harness.ts';

// The first page preloads what its screen asks for (server/src/web/spaPage.ts). A preload the app does
// not take is a second download of the same answer (and a console warning): each must be taken,
// signed in or not (the app sends these public requests without the member's token for that).
let e2e: E2E;
before(async () => {
  e2e = await startE2E();
});
after(async () => {
  await e2e?.close();
});

/** Every API request the page makes, with whether it carried the member's token, and its console lines. */
function watch(page: Page) {
  const requests: string[] = [];
  const console: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/'))
      requests.push(`${url.pathname}${request.headers().authorization ? ' (token)' : ''}`);
  });
  page.on('console', (message) => console.push(`${message.type()}: ${message.text()}`));
  return { requests, console };
}
const count = (requests: string[], path: string) => requests.filter((r) => r.startsWith(path)).length;

/**
 * Once the page is idle and Chrome has had the few seconds after the load event in which it warns about
 * a preload the page did not take: those warnings (none expected).
 */
async function preloadWarnings(page: Page, seen: { console: string[] }) {
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(3_500);
  return seen.console.filter((line) => /preload/i.test(line));
}

/** The page's DOM through the DevTools protocol, and the platform font faces a node's text is laid out in. */
async function fontFaces(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('DOM.enable');
  await cdp.send('CSS.enable');
  const { root } = await cdp.send('DOM.getDocument', { depth: -1 });
  const facesOf = async (nodeId: number) => {
    const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
    return fonts.map((font) => font.postScriptName || font.familyName);
  };
  return { cdp, root, facesOf };
}

describe('preloaded first requests', () => {
  for (const signedIn of [false, true]) {
    it(`home ${signedIn ? 'signed in' : 'anonymously'}: the guide and icons are fetched once`, async () => {
      const page = await e2e.newPage();
      if (signedIn) await signInAs(page, 'hanako.yamada@sakura-demo.example');
      const seen = watch(page);
      await page.goto('/hotel-guide?hotelId=sakura-asakusa');
      await page.locator('.home__hero-image').waitFor();
      assert.deepEqual(await preloadWarnings(page, seen), []);
      assert.equal(count(seen.requests, '/api/hotel-guide'), 1, seen.requests.join('\n'));
      assert.equal(count(seen.requests, '/api/icon-display'), 1, seen.requests.join('\n'));
      // The member's own requests still carry the token (the sign-in took).
      if (signedIn)
        assert.ok(
          seen.requests.some((r) => r.endsWith('(token)')),
          seen.requests.join('\n'),
        );

      // Control: the same URL asked for again with different headers is a second request, so one
      // request above means the preload was taken.
      await page.evaluate(() =>
        fetch('/api/hotel-guide?hotelId=sakura-asakusa', { headers: { 'x-control': '1' } }).then((r) => r.text()),
      );
      assert.equal(count(seen.requests, '/api/hotel-guide'), 2);
      await page.context().close();
    });
  }

  it('another screen: the guide is fetched once', async () => {
    const page = await e2e.newPage();
    const seen = watch(page);
    await page.goto('/login?hotelId=sakura-asakusa');
    await page.getByRole('heading', { level: 1 }).waitFor();
    assert.deepEqual(await preloadWarnings(page, seen), []);
    assert.equal(count(seen.requests, '/api/hotel-guide'), 1, seen.requests.join('\n'));
    await page.context().close();
  });

  it("the product list: its products and its first screen's pictures are fetched once, signed in too", async () => {
    const page = await e2e.newPage();
    await signInAs(page, 'hanako.yamada@sakura-demo.example');
    const seen = watch(page);
    const pictures: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname.startsWith('/images/products/')) pictures.push(url.pathname);
    });
    await page.goto('/request?hotelId=sakura-asakusa');
    await page.locator('.product-card').first().waitFor();
    assert.deepEqual(await preloadWarnings(page, seen), []);
    assert.equal(count(seen.requests, '/api/mobile-request/products'), 1, seen.requests.join('\n'));
    const firstScreen = await page
      .locator('.product-card__image')
      .evaluateAll((images) => images.slice(0, 4).map((image) => new URL((image as HTMLImageElement).src).pathname));
    assert.equal(firstScreen.length, 4);
    for (const picture of firstScreen) {
      assert.equal(pictures.filter((p) => p === picture).length, 1, `${picture}: ${pictures.join(', ')}`);
    }
    await page.context().close();
  });

  it('a member screen asks for the member once, at startup, and still holds it for the screen', async () => {
    const page = await e2e.newPage();
    await signInAs(page, 'hanako.yamada@sakura-demo.example');
    const seen = watch(page);
    await page.goto('/mypage/account?hotelId=sakura-asakusa&lang=en');
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.waitForLoadState('networkidle');
    // The guard and the screen read the one answer asked for at startup (src/app/memberPreload.ts).
    assert.equal(count(seen.requests, '/api/me/account-info'), 1, seen.requests.join('\n'));
    assert.ok(await page.locator('.member-details').isVisible());
    await page.context().close();
  });

  it('the check-in form shows its heading, then its fields, each file downloaded once', async () => {
    const page = await e2e.newPage();
    const assets: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname.startsWith('/assets/')) assets.push(url.pathname);
    });
    await page.goto('/checkin?hotelId=sakura-asakusa&lang=en');
    await page.getByRole('heading', { name: 'Online check-in' }).waitFor();
    await page.getByRole('combobox', { name: 'Arrival date' }).waitFor();
    await page.waitForLoadState('networkidle');
    const twice = assets.filter((file, i) => assets.indexOf(file) !== i);
    assert.deepEqual(twice, [], assets.join('\n'));
    await page.context().close();
  });

  it("the screen's code and messages are preloaded and each file downloads once", async () => {
    const page = await e2e.newPage();
    const assets: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname.startsWith('/assets/')) assets.push(url.pathname);
    });
    const seen = watch(page);
    const response = await page.goto('/login?hotelId=sakura-asakusa&lang=en');
    const html = (await response?.text()) ?? '';
    await page.getByRole('heading', { level: 1 }).waitFor();
    assert.deepEqual(await preloadWarnings(page, seen), []);
    // The build's list (screen-preloads.json) put the login screen's chunks and the English messages in.
    const preloaded = [...html.matchAll(/<link rel="preload" href="(\/assets\/[^"]+)" as="(?:script|style)"/g)].map(
      (m) => m[1]!,
    );
    assert.ok(preloaded.length >= 2, html);
    for (const file of preloaded) assert.ok(assets.includes(file), `${file} preloaded but not loaded`);
    const twice = assets.filter((file, i) => assets.indexOf(file) !== i);
    assert.deepEqual(twice, [], assets.join('\n'));
    await page.context().close();
  });

  it("the Intl warm-up runs under the page's CSP, and the first load's scripts carry V8's compile hint", async () => {
    const page = await e2e.newPage();
    await page.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { cspViolations: string[] }).cspViolations = seen;
      document.addEventListener('securitypolicyviolation', (event) => seen.push(event.violatedDirective));
    });
    const seen = watch(page);
    await page.goto('/login?hotelId=sakura-asakusa');
    await page.locator('input[type=email]').waitFor();
    assert.deepEqual(await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations), []);
    assert.deepEqual(
      seen.console.filter((line) => /Content Security Policy|Refused/i.test(line)),
      [],
    );
    // Each deferred script of the page starts with the hint (webpack.config.js, BannerPlugin).
    const scripts = await page.evaluate(() =>
      [...document.querySelectorAll<HTMLScriptElement>('script[src]')].map((script) => script.src),
    );
    assert.ok(scripts.length >= 3, scripts.join('\n'));
    for (const src of scripts) {
      const text = await page.evaluate((url) => fetch(url).then((r) => r.text()), src);
      assert.ok(text.startsWith('//# allFunctionsCalledOnLoad\n'), `${src}: ${text.slice(0, 60)}`);
    }
    await page.context().close();
  });

  it('the first layout opens the regular and the bold font face, out of sight and out of the accessibility tree', async () => {
    const page = await e2e.newPage();
    // Without the app's scripts: what is laid out is the page as the server sends it.
    await page.route('**/assets/*.js', (route) => route.abort());
    await page.goto('/login?hotelId=sakura-asakusa');
    const { cdp, root, facesOf } = await fontFaces(page);
    const html = root.children?.find((node) => node.nodeName === 'HTML');
    const faces = async (pseudoType: string) => {
      const pseudo = html?.pseudoElements?.find((node) => node.pseudoType === pseudoType);
      return pseudo ? (await facesOf(pseudo.nodeId)).join(',') : '';
    };
    const regular = await faces('before');
    const bold = await faces('after');
    assert.ok(regular && bold, `no font laid out: "${regular}" "${bold}"`);
    assert.notEqual(regular, bold);
    const styles = await page.evaluate(() =>
      ['::before', '::after'].map((pseudo) => {
        const style = getComputedStyle(document.documentElement, pseudo);
        return [style.position, style.width, style.height, style.visibility].join(' ');
      }),
    );
    assert.deepEqual(styles, ['absolute 1px 1px hidden', 'absolute 1px 1px hidden']);
    const { nodes } = await cdp.send('Accessibility.getFullAXTree');
    const texts = nodes.map((node) => String(node.name?.value ?? ''));
    assert.ok(!texts.some((text) => text.includes('あ')), texts.join('|'));
    await page.context().close();
  });

  it('codes are set in a Latin monospace face, not in the CJK monospace face of a Japanese page', async () => {
    const page = await e2e.newPage();
    await page.goto('/login?hotelId=sakura-asakusa');
    await page.locator('input[type=email]').waitFor();
    // What the invoice, check-in, history and card screens put their codes in (src/ui/global.css).
    await page.evaluate(() => {
      const code = document.createElement('strong');
      code.id = 'code-probe';
      code.style.fontFamily = 'var(--font-mono)';
      code.textContent = 'SA-1004 ORD8K2M';
      document.body.append(code);
    });
    const { cdp, root, facesOf } = await fontFaces(page);
    const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector: '#code-probe' });
    // The probe's fonts are known once it is laid out: on a busy machine not at once (CI run 13 found it).
    let faces = await facesOf(nodeId);
    for (let tries = 0; faces.length === 0 && tries < 50; tries++) {
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
      faces = await facesOf(nodeId);
    }
    assert.ok(faces.length > 0);
    assert.ok(!faces.some((face) => /CJK/i.test(face)), faces.join(','));
    await page.context().close();
  });
});
