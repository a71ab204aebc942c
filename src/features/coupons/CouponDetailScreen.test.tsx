import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Coupon } from '@/api/providerApi';
import { signedIn } from '@/domain/auth/session';
import { renderApp } from '../../../test/setup/renderApp';
import { newMember } from '../../../test/setup/members';

// The coupon detail (spec doc 2 "couponDetailView", §4 "Coupons") against the real server's demo
// coupons (docs/demo-data.md): four valid, one expired yesterday, one starting next week.
const api = (path: string) => `${process.env.API_BASE}${path}`;

/** A demo coupon by its Latin title (the expired and upcoming ones are not listed, so look by id). */
async function demoCoupon(titleLatin: string): Promise<Coupon> {
  for (let id = 1; id <= 30; id++) {
    const response = await fetch(api(`/api/store/coupons/${id}`));
    if (!response.ok) continue;
    const { coupon } = (await response.json()) as { coupon: Coupon };
    if (coupon.titleLatin === titleLatin) return coupon;
  }
  throw new Error(`no demo coupon ${titleLatin}`);
}

const at = (coupon: Coupon, lang: string) => `/coupon/${coupon.id}?hotelId=sakura-asakusa&lang=${lang}`;

describe('coupon detail', () => {
  it('shows an expired coupon as expired, with no use button', async () => {
    const expired = await demoCoupon('Half-price drinks for the spring festival');
    renderApp(at(expired, 'en'));
    expect(await screen.findByText('This coupon has expired.')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Use this coupon' })).not.toBeInTheDocument();
  });

  it('shows a coupon not valid yet with the day it starts, with no use button', async () => {
    const upcoming = await demoCoupon('20% off the breakfast buffet');
    renderApp(at(upcoming, 'en'));
    expect(await screen.findByText(/^This coupon can be used from \d{4}\/\d{2}\/\d{2}/)).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Use this coupon' })).not.toBeInTheDocument();
  });

  it('has a back arrow to home, and the description in the page’s language', async () => {
    const dining = await demoCoupon('10% off dinner');
    const user = userEvent.setup();
    const { router } = renderApp(at(dining, 'en'));
    expect(await screen.findByText(/^10% off your dinner bill at the restaurant/)).toBeVisible();
    expect(screen.queryByText(/ディナー/)).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Visit the store’s page/ })).toHaveClass('link');
    await user.click(screen.getByRole('button', { name: 'Back' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/hotel-guide'));
  });

  it('keeps Japanese in ja, and Latin (not Japanese) in zh and ko', async () => {
    const dining = await demoCoupon('10% off dinner');
    const ja = renderApp(at(dining, 'ja'));
    expect(await screen.findByText(/^1階レストランでのディナー/)).toBeVisible();
    ja.unmount();
    renderApp(at(dining, 'ko'));
    expect(await screen.findByText(/^10% off your dinner bill/)).toBeVisible();
  });

  it('after sign-in, never offers a coupon this member already used', async () => {
    const drink = await demoCoupon('A free welcome drink');
    const { token } = await newMember();
    const used = await fetch(api(`/api/store/coupons/${drink.id}`), {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(used.status).toBe(200);

    const { store } = renderApp(at(drink, 'en'));
    expect(await screen.findByRole('button', { name: 'Use this coupon' })).toBeEnabled();
    await act(() => store.dispatch(signedIn({ token })));
    expect(await screen.findByRole('button', { name: 'Already used' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Use this coupon' })).not.toBeInTheDocument();
  });

  it('says once that a coupon that does not exist is not available: on the screen, no toast', async () => {
    const { store } = renderApp('/coupon/999999?hotelId=sakura-asakusa&lang=en');
    expect(await screen.findByRole('heading', { name: 'This coupon is not available.' })).toBeVisible();
    await waitFor(() =>
      expect(
        Object.values(store.getState().providerApi.queries).some(
          (query) => query?.endpointName === 'getHotelCoupon' && query.status === 'rejected',
        ),
      ).toBe(true),
    );
    expect(store.getState().toast.toasts).toEqual([]);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
