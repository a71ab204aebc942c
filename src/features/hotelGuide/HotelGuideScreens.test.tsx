import { act, screen, waitFor, within } from '@testing-library/react';
import { providerApi } from '@/api/providerApi';
import { renderApp } from '../../../test/setup/renderApp';

describe('InfoMenuScreen', () => {
  it('links every published page of the demo hotel and its access page', async () => {
    renderApp('/hotel-guide/detail?hotelId=sakura-asakusa&lang=en');
    const list = within(await screen.findByRole('main')).getByRole('list');
    expect(
      within(list)
        .getAllByRole('link')
        .map((l) => l.textContent),
    ).toEqual([
      'Check-in / check-out',
      'Wi-Fi',
      'Meals',
      'Bath',
      'Facilities and amenities',
      'Floor guide',
      'Notices',
      'Hotel terms of use',
      'Access',
    ]);
    expect(screen.getByRole('heading', { level: 1, name: 'Hotel guide' })).toBeVisible();
  });

  it('links only the minimal hotel’s one page and no access page', async () => {
    renderApp('/hotel-guide/detail?hotelId=minato-inn&lang=ja');
    const list = within(await screen.findByRole('main')).getByRole('list');
    expect(
      within(list)
        .getAllByRole('link')
        .map((l) => l.textContent),
    ).toEqual(['チェックイン・チェックアウト']);
  });
});

describe('InfoPageScreen', () => {
  it('does not open a page the hotel hid, even by its URL: back to the menu', async () => {
    const { store, router } = renderApp('/hotel-guide/detail?hotelId=sakura-asakusa&lang=en');
    await screen.findByRole('link', { name: 'Meals' });
    // The hotel hides its meals page (view status 0): the guide still lists it, hidden.
    act(() => {
      store.dispatch(
        providerApi.util.updateQueryData('getHotelGuide', { hotelId: 'sakura-asakusa' }, (guide) => {
          guide.facilityAdditionalPageInfo.find((p) => p.page_index === 7)!.view_status = 0;
        }),
      );
    });
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Meals' })).not.toBeInTheDocument());
    await act(() => router.navigate('/hotel-guide/detail/meal?hotelId=sakura-asakusa&lang=en'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/hotel-guide/detail'));
    expect(screen.queryByRole('heading', { level: 1, name: 'Meals' })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Hotel guide' })).toBeVisible();
  });

  it('shows the page in the current language', async () => {
    renderApp('/hotel-guide/detail/meal?hotelId=sakura-asakusa&lang=zh');
    expect(await screen.findByRole('heading', { level: 1, name: '餐饮' })).toBeVisible();
    expect(screen.getByRole('table')).toBeInTheDocument();
    expect(document.querySelector('.rich-content')?.textContent).toMatch(/早餐/);
  });

  it('falls back to English when neither the language nor Japanese has the page', async () => {
    renderApp('/hotel-guide/detail/floor?hotelId=sakura-asakusa&lang=ko');
    expect(await screen.findByRole('heading', { level: 1, name: '층별 안내' })).toBeVisible();
    expect(document.querySelector('.rich-content')?.textContent).toMatch(/Floor|floor/);
  });

  it('goes back to the menu for an unknown page', async () => {
    const { router } = renderApp('/hotel-guide/detail/no-such-page?hotelId=sakura-asakusa&lang=en');
    await waitFor(() => expect(router.state.location.pathname).toBe('/hotel-guide/detail'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Hotel guide' })).toBeVisible();
  });

  it('says so when the hotel has no such page', async () => {
    renderApp('/hotel-guide/detail/bath?hotelId=minato-inn&lang=en');
    expect(await screen.findByRole('heading', { name: 'No information' })).toBeVisible();
  });
});

describe('WifiScreen', () => {
  it('shows the hotel’s Wi-Fi content', async () => {
    renderApp('/wifi?hotelId=sakura-asakusa&lang=en');
    expect(await screen.findByText('SAKURANAMIKI-GUEST')).toBeVisible();
  });

  it('shows a no-data text when the hotel has none', async () => {
    renderApp('/wifi?hotelId=minato-inn&lang=en');
    expect(await screen.findByRole('heading', { name: 'No Wi-Fi information' })).toBeVisible();
  });
});

describe('AccessScreen', () => {
  it('embeds a map of the address at zoom 17 and shows the access text', async () => {
    renderApp('/hotel-guide/detail/access?hotelId=sakura-asakusa&lang=ja');
    const map = await screen.findByTitle('ホテルの地図');
    expect(map.getAttribute('src')).toContain('z=17');
    expect(decodeURIComponent(map.getAttribute('src')!)).toContain('東京都台東区浅草2-14-5');
    expect(document.querySelector('.rich-content')?.textContent).toMatch(/浅草駅/);
    // The hotel wrote its routes as h3s: under the page's h1 they are its h2s, with no level skipped.
    expect(screen.getByRole('heading', { level: 1, name: 'アクセス' })).toBeVisible();
    expect(screen.getByRole('heading', { level: 2, name: '浅草駅から' })).toBeVisible();
    expect(screen.queryAllByRole('heading', { level: 3 })).toEqual([]);
  });

  it('shows the Latin address in other languages', async () => {
    renderApp('/hotel-guide/detail/access?hotelId=sakura-asakusa&lang=en');
    expect(await screen.findByText(/2-14-5 Asakusa, Taito-ku/)).toBeVisible();
  });

  it('says so when the hotel shows no access information', async () => {
    renderApp('/hotel-guide/detail/access?hotelId=minato-inn&lang=en');
    expect(await screen.findByRole('heading', { name: 'No access information' })).toBeVisible();
  });
});
