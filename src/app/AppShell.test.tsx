import { act, screen, waitFor, within } from '@testing-library/react';
import type { Product } from '@/api/providerApi';
import { draft } from '../../test/setup/checkin';
import { deadToken, newMember, type DeadSignIn } from '../../test/setup/members';
import { renderApp } from '../../test/setup/renderApp';
import { makeStore, type RootState } from './store';

describe('navigation guard', () => {
  it('sends a guest without a hotel to /404', async () => {
    const { router } = renderApp('/hotel-guide?lang=en');
    await waitFor(() => expect(router.state.location.pathname).toBe('/404'));
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeVisible();
    expect(screen.queryByRole('link', { name: 'TOP' })).not.toBeInTheDocument();
  });

  it('sends an unknown hotel to /404 and does not remember it', async () => {
    const { router } = renderApp('/hotel-guide?hotelId=no-such-hotel&lang=en');
    await waitFor(() => expect(router.state.location.pathname).toBe('/404'));
    expect(window.localStorage.getItem('hotel_id')).toBeNull();
  });

  it('adds hotelId and lang to the query, from storage when the URL lacks them', async () => {
    window.localStorage.setItem('hotel_id', 'sakura-asakusa');
    window.localStorage.setItem('app_lang', 'ko');
    const { router } = renderApp('/hotel-guide/detail');
    await waitFor(() => expect(router.state.location.search).toBe('?lang=ko&hotelId=sakura-asakusa'));
    expect(await screen.findByRole('heading', { level: 1, name: '호텔 안내' })).toBeVisible();
  });

  it('remembers the hotel and the language', async () => {
    renderApp('/hotel-guide?hotelId=minato-inn&lang=zh');
    await screen.findByRole('heading', { level: 1, name: 'Business Inn Minato' });
    await waitFor(() => expect(window.localStorage.getItem('hotel_id')).toBe('minato-inn'));
    expect(window.localStorage.getItem('app_lang')).toBe('zh');
  });

  it('shows the not-found page with a TOP button for an unknown path when a hotel is known', async () => {
    window.localStorage.setItem('hotel_id', 'sakura-asakusa');
    renderApp('/no-such-page?lang=en');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'TOP' })).toHaveAttribute(
      'href',
      '/hotel-guide?hotelId=sakura-asakusa&lang=en',
    );
  });

  it('scrolls to the top on every navigation', async () => {
    const { router } = renderApp('/hotel-guide?hotelId=sakura-asakusa&lang=en');
    await screen.findByRole('heading', { level: 1, name: 'Hotel Sakuranamiki Asakusa' });
    (window.scrollTo as jest.Mock).mockClear();
    await act(() => router.navigate('/hotel-guide/detail?hotelId=sakura-asakusa&lang=en'));
    await screen.findByRole('heading', { level: 1, name: 'Hotel guide' });
    expect(window.scrollTo).toHaveBeenCalledWith(0, 0);
  });
});

describe('routes that prepare user data', () => {
  afterEach(() => jest.restoreAllMocks());

  const memberLoaded = (store: ReturnType<typeof renderApp>['store']) =>
    Object.values(store.getState().providerApi.queries).some(
      (query) => query?.endpointName === 'getUserInfo' && query.status === 'fulfilled',
    );

  it.each(['/checkin', '/leaflet-checkin', '/coupon/1'])('%s loads the member when signed in', async (path) => {
    const { token } = await newMember();
    const { store } = renderApp(`${path}?hotelId=sakura-asakusa&lang=en`, undefined, { token });
    await waitFor(() => expect(memberLoaded(store)).toBe(true));
  });

  // Spec doc 1 §2: "Routes that only prepare user data raise no failure": a stored sign-in that the
  // server no longer accepts is forgotten quietly, and the guest stays on the screen they opened.
  describe.each<DeadSignIn>(['revoked', 'expired'])('with a %s stored sign-in', (kind) => {
    it.each([
      ['/checkin', 'Online check-in'],
      ['/leaflet-checkin', 'Online check-in'],
      ['/coupon/1', 'Use this coupon'],
    ])('%s stays open, signed out without a word', async (path, shown) => {
      const token = await deadToken(kind);
      const { store, router } = renderApp(`${path}?hotelId=sakura-asakusa&lang=en`, undefined, { token });
      expect(await screen.findByRole(path.startsWith('/coupon') ? 'button' : 'heading', { name: shown })).toBeVisible();
      await waitFor(() => expect(store.getState().auth.accessToken.value).toBeNull());
      expect(router.state.location.pathname).toBe(path);
      expect(store.getState().toast.toasts).toEqual([]);
      expect(store.getState().auth.loginRedirect.value).toBeNull();
    });

    it('still sends a member screen to login', async () => {
      const token = await deadToken(kind);
      const { router } = renderApp('/mypage?hotelId=sakura-asakusa&lang=en', undefined, { token });
      await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    });
  });

  /** The member's details answer 503 (a server failure); every other call reaches the real server. */
  const memberFailsOnServer = () => {
    const realFetch = global.fetch;
    jest.spyOn(global, 'fetch').mockImplementation(async (input, init) => {
      const request = input instanceof Request ? input : new Request(input, init);
      if (new URL(request.url).pathname === '/api/me/account-info') {
        return new Response(JSON.stringify({ message: 'Service unavailable' }), { status: 503 });
      }
      return realFetch(input, init);
    });
  };

  it('stays open without a toast when the member cannot be loaded (a server failure)', async () => {
    const { token } = await newMember();
    memberFailsOnServer();
    const { store, router } = renderApp('/checkin?hotelId=sakura-asakusa&lang=en', undefined, { token });
    expect(await screen.findByRole('heading', { level: 2, name: 'Online check-in' })).toBeVisible();
    await waitFor(() =>
      expect(
        Object.values(store.getState().providerApi.queries).some(
          (query) => query?.endpointName === 'getUserInfo' && query.status === 'rejected',
        ),
      ).toBe(true),
    );
    expect(router.state.location.pathname).toBe('/checkin');
    expect(store.getState().toast.toasts).toEqual([]);
    // A server failure is no dead sign-in: the guest stays signed in.
    expect(store.getState().auth.accessToken.value).toBe(token);
  });

  it('a member screen whose member cannot be loaded says so as the main content, with a retry', async () => {
    const { token } = await newMember();
    memberFailsOnServer();
    renderApp('/mypage?hotelId=sakura-asakusa&lang=en', undefined, { token });
    const main = await screen.findByRole('main');
    expect(await within(main).findByRole('heading', { level: 1, name: 'Could not load this page' })).toBeVisible();
    expect(within(main).getByRole('button', { name: 'Try again' })).toBeEnabled();
  });

  it('opens without sign-in, asking for nobody', async () => {
    const { store, router } = renderApp('/checkin?hotelId=sakura-asakusa&lang=en');
    expect(await screen.findByRole('heading', { level: 2, name: 'Online check-in' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/checkin');
    expect(memberLoaded(store)).toBe(false);
  });
});

describe('session data belongs to a hotel', () => {
  /** A check-in draft with a phone number, a cart with one item and typed input, as hotel A's visit left them. */
  function visitState(): Partial<RootState> {
    const initial = makeStore().getState();
    return {
      checkin: {
        ...initial.checkin,
        checkinData: { ...initial.checkin.checkinData, value: draft({ reservationTel: '09011112222' }) },
      },
      cart: {
        ...initial.cart,
        productsCart: { ...initial.cart.productsCart, value: { '1': { product: { id: 1 } as Product, count: 2 } } },
      },
      formInput: { ...initial.formInput, value: { 'checkin.form': { reservationTel: '09011112222' } } },
    };
  }
  const phone = () => screen.findByRole('textbox', { name: 'Phone number of the reservation' });

  it('shows another hotel’s check-in draft and cart nowhere once this tab opens a new hotel', async () => {
    window.sessionStorage.setItem('visit-hotel', 'minato-inn');
    const { store } = renderApp('/checkin?hotelId=sakura-asakusa&lang=en', visitState());
    expect(await phone()).toHaveValue('');
    expect(store.getState().checkin.checkinData.value).toBeNull();
    expect(store.getState().cart.productsCart.value).toEqual({});
    expect(store.getState().formInput.value).toEqual({});
  });

  it('keeps them at the same hotel, and forgets them when the app moves to another hotel', async () => {
    window.sessionStorage.setItem('visit-hotel', 'sakura-asakusa');
    const { router, store } = renderApp('/checkin?hotelId=sakura-asakusa&lang=en', visitState());
    expect(await phone()).toHaveValue('09011112222');
    expect(store.getState().cart.productsCart.value).not.toEqual({});

    await act(() => router.navigate('/checkin?hotelId=minato-inn&lang=en'));
    await screen.findByRole('heading', { level: 1, name: 'Business Inn Minato' });
    expect(await phone()).toHaveValue('');
    expect(store.getState().checkin.checkinData.value).toBeNull();
    expect(store.getState().cart.productsCart.value).toEqual({});
  });
});

describe('scrolling', () => {
  it('scrolls to the top when only the query changes (a travel category), not when lang is added', async () => {
    const { router } = renderApp('/around-spot?hotelId=sakura-asakusa&lang=en&category=1');
    await screen.findByRole('heading', { level: 1 });
    (window.scrollTo as jest.Mock).mockClear();
    await act(() => router.navigate('/around-spot?hotelId=sakura-asakusa&lang=en&category=2', { replace: true }));
    expect(window.scrollTo).toHaveBeenCalledWith(0, 0);
    (window.scrollTo as jest.Mock).mockClear();
    await act(() => router.navigate('/around-spot?hotelId=sakura-asakusa&lang=ko&category=2'));
    expect(window.scrollTo).not.toHaveBeenCalled();
  });
});

describe('legal pages', () => {
  it('show English text in English, without a hotel', async () => {
    renderApp('/about-privacy-policy?lang=en');
    expect(await screen.findByRole('heading', { level: 1, name: 'Privacy policy' })).toBeVisible();
    expect(await screen.findByText(/Last updated: April 15, 2022/)).toBeVisible();
  });

  it('show Japanese text in the other languages', async () => {
    renderApp('/about-terms-of-use?lang=ko');
    expect(await screen.findByRole('heading', { level: 1, name: '이용약관' })).toBeVisible();
    expect(await screen.findByText(/최종 업데이트/)).toHaveTextContent('2022年4月15日');
  });
});
