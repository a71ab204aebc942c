import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../../../test/setup/renderApp';

// Against the real API server with the seeded demo hotels (test/setup/startApiServer.cjs).

describe('HomeScreen', () => {
  it('shows the Japanese name in Japanese and every button of the demo hotel', async () => {
    renderApp('/hotel-guide?hotelId=sakura-asakusa');
    expect(await screen.findByRole('heading', { level: 1, name: 'ホテル桜並木 浅草' })).toBeVisible();
    expect(screen.getByRole('img', { name: 'ホテル桜並木 浅草のロゴ' })).toHaveAttribute(
      'src',
      '/images/demo/sakura-logo.svg',
    );
    const nav = await screen.findByRole('navigation', { name: 'サービス' });
    const names = within(nav)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(names).toEqual([
      'チェックイン',
      'チェックアウト',
      '館内案内',
      '観光ガイド',
      'リクエスト',
      'Wi-Fi',
      'フロントに電話',
      'マイページ',
    ]);
  });

  it.each([
    ['en', 'Hotel Sakuranamiki Asakusa logo'],
    ['zh', 'Hotel Sakuranamiki Asakusa的标志'],
    ['ko', 'Hotel Sakuranamiki Asakusa 로고'],
  ])('shows the Latin name in %s', async (lang, logoName) => {
    renderApp(`/hotel-guide?hotelId=sakura-asakusa&lang=${lang}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Hotel Sakuranamiki Asakusa' })).toBeVisible();
    expect(screen.getByRole('img', { name: logoName })).toBeInTheDocument();
  });

  it('shows only the buttons the minimal hotel enables, and My Page', async () => {
    renderApp('/hotel-guide?hotelId=minato-inn&lang=en');
    const nav = await screen.findByRole('navigation', { name: 'Services' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((l) => l.textContent)).toEqual(['Check-in', 'Hotel guide', 'Wi-Fi', 'My Page']);
    expect(links[1]).toHaveAttribute('href', '/hotel-guide/detail?hotelId=minato-inn&lang=en');
    expect(within(nav).queryByRole('button')).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Travel guide' })).not.toBeInTheDocument();
  });

  it('opens the front-telephone modal with the number, the hours and a call link', async () => {
    const user = userEvent.setup();
    renderApp('/hotel-guide?hotelId=sakura-asakusa&lang=en');
    await user.click(await screen.findByRole('button', { name: 'Call the front desk' }));
    const dialog = screen.getByRole('dialog', { name: 'Front desk' });
    expect(within(dialog).getByText('03-5830-1234')).toBeVisible();
    expect(within(dialog).getByText('07:00 – 23:00')).toBeVisible();
    expect(within(dialog).getByRole('link', { name: 'Call 03-5830-1234' })).toHaveAttribute('href', 'tel:0358301234');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('links the travel-guide tiles: popular to the hotel recommendation, the others by category', async () => {
    renderApp('/hotel-guide?hotelId=sakura-asakusa&lang=en');
    const section = (await screen.findByRole('heading', { name: 'Travel guide' })).closest('section')!;
    expect(within(section).getByRole('link', { name: /Popular spots/ })).toHaveAttribute(
      'href',
      'https://www.gotokyo.org/en/destinations/eastern-tokyo/asakusa/index.html',
    );
    expect(within(section).getByRole('link', { name: 'Food' })).toHaveAttribute(
      'href',
      '/around-spot?category=1&hotelId=sakura-asakusa&lang=en',
    );
    expect(within(section).getByRole('link', { name: 'See all spots' })).toHaveAttribute(
      'href',
      '/around-spot?category=0&hotelId=sakura-asakusa&lang=en',
    );
  });

  it('shows the service links in the footer on home', async () => {
    renderApp('/hotel-guide?hotelId=sakura-asakusa&lang=en');
    const links = await screen.findByRole('navigation', { name: 'About this service' });
    expect(within(links).getByRole('link', { name: 'Privacy policy' })).toHaveAttribute(
      'href',
      '/about-privacy-policy?hotelId=sakura-asakusa&lang=en',
    );
    expect(screen.getByText('© 2022 Sakura Guest Platform Inc.')).toBeInTheDocument();
  });

  it('switches the language from the footer', async () => {
    const user = userEvent.setup();
    const { router } = renderApp('/hotel-guide?hotelId=sakura-asakusa&lang=en');
    await screen.findByRole('heading', { level: 1, name: 'Hotel Sakuranamiki Asakusa' });
    await user.click(screen.getByRole('button', { name: '日本語' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'ホテル桜並木 浅草' })).toBeVisible();
    expect(router.state.location.search).toContain('lang=ja');
    expect(screen.getByRole('button', { name: '日本語' })).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() => expect(window.localStorage.getItem('app_lang')).toBe('ja'));
  });
});
