import { act, screen } from '@testing-library/react';
import { productAdded, roomsFound, selectCart } from '@/features/ordering/cartSlice';
import { guidanceDecided, selectCheckinDraft } from '@/features/checkin/checkinSlice';
import { checkoutRecorded } from '@/features/checkout/checkoutSlice';
import { loginAsked, sessionStarted } from '@/domain/auth/authSlices';
import { formInput } from '@/lib/formInput';
import { OFFLINE_CACHES } from '@/lib/offlineCaches';
import { signOut } from '@/domain/auth/session';
import { newMember } from '../../test/setup/members';
import { renderApp } from '../../test/setup/renderApp';
import { draft, restoreCheckin } from '../../test/setup/checkin';
import type { Product } from '@/api/providerApi';

const product = (id: number): Product => ({
  id,
  name: { ja: '水', en: 'Water', zh: null, ko: null },
  description: { ja: '', en: null, zh: null, ko: null },
  price: 200,
  stock: 10,
  imagePath: null,
  isNowOnSale: true,
  category: 1,
  tags: [],
  salesSubject: { salesSubjectMasterId: 1 },
});
const room = { id: '1', name: 'Twin', roomNumber: ['801'], checkinId: '5' };

describe('browser storage', () => {
  it('uses exactly the spec’s key names in session and local storage', async () => {
    const { store, persistor } = renderApp('/hotel-guide?hotelId=sakura-asakusa&lang=en');
    await screen.findByRole('heading', { level: 1, name: 'Hotel Sakuranamiki Asakusa' });
    act(() => {
      restoreCheckin(store, { checkinData: draft({ inDate: '2026-11-22' }) });
      store.dispatch(guidanceDecided(1));
      store.dispatch(productAdded({ product: product(7), count: 2 }));
      store.dispatch(roomsFound({ telephone: '08055556666', rooms: [room] }));
      store.dispatch(checkoutRecorded({ id: 'R1', completed: true }));
      store.dispatch(sessionStarted('token-for-the-test'));
      store.dispatch(loginAsked({ redirectedFrom: '/mypage', redirectTo: '/mypage' }));
    });
    await act(() => persistor.flush());

    const keys = (storage: Storage) => Array.from({ length: storage.length }, (_, i) => storage.key(i)!).sort();
    expect(keys(window.sessionStorage)).toEqual(
      [
        'approvedCheckinData',
        'cartRooms',
        'checkinData',
        'checkinPaymentData',
        'checkoutCheckins',
        'checkoutProgress',
        'checkoutReservations',
        'checkoutResultHistories',
        'covidData',
        'customCheckinData',
        // Typed, not yet sent form input (ours, not the spec's: docs/departures.md).
        'form-input',
        'guidance',
        'login-redirect',
        'productsCart',
        'orderProgress',
        'searchReservations',
        // The hotel this tab's flows belong to (ours: docs/departures.md).
        'visit-hotel',
      ].sort(),
    );
    expect(keys(window.localStorage)).toEqual(['access_token', 'app_lang', 'hotel_id']);
    expect(JSON.parse(JSON.parse(window.sessionStorage.getItem('checkinData')!).value)).toEqual(
      draft({ inDate: '2026-11-22' }),
    );
  });

  it('reads the session back after a reload, and never persists the API cache', async () => {
    const first = renderApp('/hotel-guide?hotelId=sakura-asakusa&lang=en');
    await screen.findByRole('heading', { level: 1, name: 'Hotel Sakuranamiki Asakusa' });
    act(() => {
      first.store.dispatch(productAdded({ product: product(3), count: 1 }));
    });
    await act(() => first.persistor.flush());
    first.unmount();

    const second = renderApp('/hotel-guide?hotelId=sakura-asakusa&lang=en');
    await screen.findByRole('heading', { level: 1, name: 'Hotel Sakuranamiki Asakusa' });
    expect(selectCart(second.store.getState())).toEqual({ '3': { product: product(3), count: 1 } });
    const stored = [...Object.keys(window.sessionStorage), ...Object.keys(window.localStorage)];
    expect(stored.some((key) => key.includes('providerApi') || key.startsWith('persist:'))).toBe(false);
  });

  it('forgets the visit and the member on sign-out: nothing personal left in storage or in the API cache', async () => {
    // Cache Storage as the service worker leaves it (jsdom has none): the member's passes among the app's caches.
    const cacheNames = new Set<string>(Object.values(OFFLINE_CACHES));
    Object.defineProperty(window, 'caches', {
      configurable: true,
      value: { delete: async (name: string) => cacheNames.delete(name) },
    });
    const { token } = await newMember();
    const { store, persistor } = renderApp('/hotel-guide?hotelId=sakura-asakusa&lang=en', undefined, { token });
    await screen.findByRole('heading', { level: 1, name: 'Hotel Sakuranamiki Asakusa' });
    act(() => {
      restoreCheckin(store, { checkinData: draft({ reservationTel: '09012345678' }) });
      store.dispatch(roomsFound({ telephone: '08055556666', rooms: [room] }));
      store.dispatch(formInput.actions.keep({ id: 'checkin.form', values: { reservationTel: '08077776666' } }));
    });
    await act(() => store.dispatch(signOut()));
    await act(() => persistor.flush());
    const stored = JSON.stringify({ ...window.sessionStorage, ...window.localStorage });
    expect(stored).not.toContain('09012345678');
    expect(stored).not.toContain('801');
    expect(stored).not.toContain('08077776666');
    expect(stored).not.toContain(token);
    expect(selectCheckinDraft(store.getState())).toBeNull();
    expect(JSON.stringify(store.getState().providerApi.mutations)).toBe('{}');
    expect([...cacheNames].sort()).toEqual(
      [OFFLINE_CACHES.pages, OFFLINE_CACHES.hotel, OFFLINE_CACHES.images, OFFLINE_CACHES.assets].sort(),
    );
    delete (window as { caches?: unknown }).caches;
  });
  it('writes what the guest just typed when the page is left, before redux-persist’s own write', async () => {
    const { store } = renderApp('/hotel-guide?hotelId=sakura-asakusa&lang=en');
    await screen.findByRole('heading', { level: 1, name: 'Hotel Sakuranamiki Asakusa' });
    act(() => {
      store.dispatch(formInput.actions.keep({ id: 'checkin.form', values: { reservationTel: '08011112222' } }));
    });
    // No await: a reload gives no later task.
    window.dispatchEvent(new Event('pagehide'));
    expect(window.sessionStorage.getItem('form-input')).toContain('08011112222');
  });
});
