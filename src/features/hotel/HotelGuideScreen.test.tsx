import { screen } from '@testing-library/react';
import { renderApp } from '../../../test/setup/renderApp';

// These tests talk to the real API server with the seeded demo hotels (see test/setup/startApiServer.cjs).

describe('HotelGuideScreen', () => {
  it('shows the Japanese hotel name in Japanese', async () => {
    renderApp('/hotel-guide?hotelId=sakura-asakusa');
    expect(await screen.findByRole('heading', { level: 1, name: 'ホテル桜並木 浅草' })).toBeVisible();
    expect(screen.getByRole('img', { name: 'ホテル桜並木 浅草のロゴ' })).toHaveAttribute(
      'src',
      '/images/demo/sakura-logo.svg',
    );
  });

  it.each([
    ['en', 'Hotel Sakuranamiki Asakusa logo'],
    ['zh', 'Hotel Sakuranamiki Asakusa的标志'],
    ['ko', 'Hotel Sakuranamiki Asakusa 로고'],
  ])('shows the Latin hotel name in %s', async (lang, logoName) => {
    renderApp(`/hotel-guide?hotelId=sakura-asakusa&lang=${lang}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Hotel Sakuranamiki Asakusa' })).toBeVisible();
    expect(screen.getByRole('img', { name: logoName })).toBeInTheDocument();
  });

  it('says so when the hotel does not exist', async () => {
    renderApp('/hotel-guide?hotelId=no-such-hotel&lang=en');
    expect(await screen.findByRole('heading', { name: 'Hotel not found' })).toBeVisible();
  });

  it('asks for the hotel link when no hotelId is given', async () => {
    renderApp('/hotel-guide?lang=en');
    expect(await screen.findByRole('heading', { name: 'No hotel selected' })).toBeVisible();
  });

  it('shows the not-found page for an unknown path', async () => {
    renderApp('/no-such-page?lang=ko');
    expect(await screen.findByRole('heading', { name: '페이지를 찾을 수 없습니다' })).toBeVisible();
  });
});
