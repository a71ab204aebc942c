import { guestAppRedirect } from './guestApp';

const GUE = [{ code: 'GUE', isEnabled: true }];
const REQUEST_ASSET = [{ formatType: 'request' }];
const HOST = 'https://guest.example';

describe('guest-app redirect for the product list', () => {
  it('leaves for the guest app’s request path, keeping the query', () => {
    expect(guestAppRedirect('/request', '?hotelId=h&lang=en', GUE, REQUEST_ASSET, HOST)).toBe(
      'https://guest.example/request?hotelId=h&lang=en',
    );
  });

  it.each([
    ['another route', '/checkin', GUE, REQUEST_ASSET, HOST],
    ['the plugin off', '/request', [{ code: 'GUE', isEnabled: false }], REQUEST_ASSET, HOST],
    ['no plugin', '/request', [{ code: 'PA', isEnabled: true }], REQUEST_ASSET, HOST],
    ['no request asset', '/request', GUE, [{ formatType: 'checkin' }], HOST],
    ['assets not loaded', '/request', GUE, undefined, HOST],
    ['no host configured', '/request', GUE, REQUEST_ASSET, ''],
  ])('stays with %s', (_name, path, plugins, assets, host) => {
    expect(guestAppRedirect(path, '', plugins, assets, host)).toBeNull();
  });
});
