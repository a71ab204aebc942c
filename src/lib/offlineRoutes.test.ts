import { isHomePageKey, pageCacheKey } from './offlineRoutes';

const keyOf = (address: string) => pageCacheKey(new URL(address, 'https://hotel.example'));

describe('pageCacheKey', () => {
  it("keeps each route's page of each hotel apart", () => {
    expect(keyOf('/hotel-guide?hotelId=sakura-asakusa')).toBe(
      '/__app-shell?hotelId=sakura-asakusa&path=%2Fhotel-guide',
    );
    expect(keyOf('/request?hotelId=sakura-asakusa')).toBe('/__app-shell?hotelId=sakura-asakusa&path=%2Frequest');
    expect(keyOf('/request?hotelId=minato-inn')).toBe('/__app-shell?hotelId=minato-inn&path=%2Frequest');
  });

  it('reads a trailing slash as the same route, as the server does, and ignores the rest of the query', () => {
    expect(keyOf('/request/?hotelId=sakura-asakusa&lang=en')).toBe(keyOf('/request?hotelId=sakura-asakusa'));
    expect(keyOf('/?hotelId=sakura-asakusa')).toBe('/__app-shell?hotelId=sakura-asakusa&path=%2F');
  });

  it('escapes what the address holds, and keeps a page without a hotel under none', () => {
    expect(keyOf('/wifi?hotelId=a%26path%3D%2Fx')).toBe('/__app-shell?hotelId=a%26path%3D%2Fx&path=%2Fwifi');
    expect(keyOf('/wifi')).toBe('/__app-shell?hotelId=&path=%2Fwifi');
  });
});

describe('isHomePageKey', () => {
  it("tells home's page from another route's, as a key or as the worker's stored URL", () => {
    expect(isHomePageKey(keyOf('/hotel-guide/?hotelId=sakura-asakusa'))).toBe(true);
    expect(isHomePageKey(`https://hotel.example${keyOf('/hotel-guide?hotelId=minato-inn')}`)).toBe(true);
    expect(isHomePageKey(keyOf('/hotel-guide/detail?hotelId=sakura-asakusa'))).toBe(false);
    expect(isHomePageKey(keyOf('/wifi?hotelId=sakura-asakusa'))).toBe(false);
  });
});
