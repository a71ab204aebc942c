import { guestAppRedirect, isGuestAppTarget } from './guestApp';

const GUE = [{ code: 'GUE', isEnabled: true }];
const REQUEST_ASSET = [{ formatType: 'request' }];
const HOST = 'https://guest.example';

describe('guest-app redirect', () => {
  afterEach(() => document.head.querySelector('meta[name="guest-app-url"]')?.remove());

  it('leaves for the guest app’s request path, keeping the query', () => {
    expect(guestAppRedirect('/request', '?hotelId=h&lang=en', GUE, REQUEST_ASSET, HOST)).toBe(
      'https://guest.example/request?hotelId=h&lang=en',
    );
  });

  it('takes over the product list only (spec: "the target is the product list")', () => {
    expect(guestAppRedirect('/request/', '?hotelId=h', GUE, REQUEST_ASSET, `${HOST}/`)).toBe(
      'https://guest.example/request?hotelId=h',
    );
    expect(guestAppRedirect('/checkin', '?hotelId=h', GUE, REQUEST_ASSET, HOST)).toBeNull();
    expect(guestAppRedirect('/checkout', '?hotelId=h', GUE, REQUEST_ASSET, HOST)).toBeNull();
    expect(['/request', '/request/'].every(isGuestAppTarget)).toBe(true);
    expect(['/checkin', '/checkout', '/checkin-confirm', '/request/complete', '/'].some(isGuestAppTarget)).toBe(false);
  });

  it('takes the host the server put into the page at run time', () => {
    expect(guestAppRedirect('/request', '?hotelId=h', GUE, REQUEST_ASSET)).toBeNull();
    const meta = document.createElement('meta');
    meta.name = 'guest-app-url';
    meta.content = 'https://runtime.example/app';
    document.head.append(meta);
    expect(guestAppRedirect('/request', '?hotelId=h', GUE, REQUEST_ASSET)).toBe(
      'https://runtime.example/app/request?hotelId=h',
    );
  });

  it.each([
    ['another route', '/checkin-confirm', GUE, REQUEST_ASSET, HOST],
    ['the plugin off', '/request', [{ code: 'GUE', isEnabled: false }], REQUEST_ASSET, HOST],
    ['no plugin', '/request', [{ code: 'PA', isEnabled: true }], REQUEST_ASSET, HOST],
    ['no request asset', '/request', GUE, [{ formatType: 'checkin' }], HOST],
    ['assets not loaded', '/request', GUE, undefined, HOST],
    ['no host configured', '/request', GUE, REQUEST_ASSET, ''],
  ])('stays with %s', (_name, path, plugins, assets, host) => {
    expect(guestAppRedirect(path, '', plugins, assets, host)).toBeNull();
  });
});
