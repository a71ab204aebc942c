import { render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { renderApp } from '../../test/setup/renderApp';
import { LoadingScreen } from './LoadingScreen';

// The settings the server writes into home's page (server/src/web/spaPage.ts).
const HERO = '/images/demo/sakura-hero.svg';
beforeEach(() => {
  for (const [name, content] of Object.entries({ 'home-hero-image': HERO, 'home-hero-hotel-id': 'sakura-asakusa' })) {
    const meta = document.createElement('meta');
    meta.name = name;
    meta.content = content;
    document.head.append(meta);
  }
});
afterEach(() => document.head.querySelectorAll('meta[name^="home-hero"]').forEach((meta) => meta.remove()));

const heroOf = (container: HTMLElement) => container.querySelector('.home__hero-image');

describe('the loading screen', () => {
  it("draws, on the page's hotel's home, the hero the page came with above the spinner", () => {
    const { container } = render(
      <MemoryRouter initialEntries={['/hotel-guide?hotelId=sakura-asakusa&lang=en']}>
        <LoadingScreen framed />
      </MemoryRouter>,
    );
    expect(screen.getByRole('status')).toBeInTheDocument();
    expect(heroOf(container)).toHaveAttribute('src', HERO);
    expect(container.querySelector('.page > .page__content > .home__hero + .spinner')).not.toBeNull();
  });

  it('is the spinner alone on another screen or another hotel', () => {
    for (const url of ['/hotel-guide/detail?hotelId=sakura-asakusa', '/hotel-guide?hotelId=minato-inn']) {
      const { container, unmount } = render(
        <MemoryRouter initialEntries={[url]}>
          <LoadingScreen />
        </MemoryRouter>,
      );
      expect(screen.getByRole('status')).toBeInTheDocument();
      expect(heroOf(container)).toBeNull();
      unmount();
    }
  });

  it('keeps the hero on screen from the first render until home draws it in the same place', async () => {
    const { container } = renderApp('/hotel-guide?hotelId=sakura-asakusa&lang=en');
    // (The test's PersistGate draws nothing until the store is read back.)
    await waitFor(() => expect(heroOf(container)).toHaveAttribute('src', HERO));
    // Drawn while home is still loading: before its heading, with the spinner.
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
    expect(container.querySelector('.spinner')).not.toBeNull();
    await screen.findByRole('heading', { level: 1, name: 'Hotel Sakuranamiki Asakusa' });
    expect(container.querySelector('.spinner')).toBeNull();
    expect(container.querySelectorAll('.home__hero-image')).toHaveLength(1);
    expect(container.querySelector('.page > .page__content > .home__hero:first-child > img')).toHaveAttribute(
      'src',
      HERO,
    );
  });
});
