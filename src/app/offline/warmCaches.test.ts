import { urlsToWarm } from './warmCaches';

// What a first visit's page asks the service worker to keep (src/serviceWorker/sw.ts routes it).
const PAGE = 'https://hotel.example/mypage/checkin-history/7?checkinCode=C1&hotelId=sakura-asakusa&lang=en';

describe('urlsToWarm', () => {
  it('asks for the page as a page, and the files and cacheable answers it loaded, once each', () => {
    const urls = urlsToWarm(
      PAGE,
      [
        'https://hotel.example/assets/main.abc123.js',
        'https://hotel.example/api/hotel-guide?hotelId=sakura-asakusa',
        'https://hotel.example/api/hotel-guide?hotelId=sakura-asakusa',
        'https://hotel.example/images/demo/sakura-hero.svg',
        'https://hotel.example/api/checkin-history-detail/7?checkinCode=C1',
        // Never kept by the worker: not asked for.
        'https://hotel.example/api/me/account-info',
        'https://hotel.example/api/auth/login',
        'https://hotel.example/sw.js',
        // Another site's.
        'https://maps.example/embed?q=1',
      ],
      'token-1',
    );
    expect(urls).toEqual([
      [PAGE, { headers: { Accept: 'text/html' } }],
      'https://hotel.example/assets/main.abc123.js',
      'https://hotel.example/api/hotel-guide?hotelId=sakura-asakusa',
      'https://hotel.example/images/demo/sakura-hero.svg',
      [
        'https://hotel.example/api/checkin-history-detail/7?checkinCode=C1',
        { headers: { Authorization: 'Bearer token-1' } },
      ],
    ]);
  });

  it('leaves out the member’s passes when nobody is signed in', () => {
    expect(urlsToWarm(PAGE, ['https://hotel.example/api/checkin-history'], null)).toEqual([
      [PAGE, { headers: { Accept: 'text/html' } }],
    ]);
  });
});
