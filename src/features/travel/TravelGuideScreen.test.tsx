import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../../../test/setup/renderApp';

// Against the real API server and its seeded spots (test/setup/startApiServer.cjs).

const pills = () =>
  within(screen.getByRole('group', { name: 'Categories' }))
    .getAllByRole('button')
    .map((b) => [b.textContent, b.getAttribute('aria-pressed')]);

describe('TravelGuideScreen', () => {
  it('puts Popular first for a hotel with the booking widget and preselects it', async () => {
    const { router } = renderApp('/around-spot?hotelId=sakura-asakusa&lang=en');
    await screen.findByRole('group', { name: 'Categories' });
    expect(pills()).toEqual([
      ['Popular', 'true'],
      ['All', 'false'],
      ['Food', 'false'],
      ['Activities', 'false'],
      ['Shopping', 'false'],
    ]);
    await waitFor(() => expect(router.state.location.search).toContain('category=popular'));
  });

  it('preselects the category of the query and shows its spots', async () => {
    renderApp('/around-spot?hotelId=sakura-asakusa&lang=en&category=1');
    const list = await screen.findByRole('list', { name: 'Food' });
    expect(pills()[2]).toEqual(['Food', 'true']);
    const links = within(list).getAllByRole('link');
    expect(links.length).toBeGreaterThanOrEqual(5);
    expect(links[0]!.getAttribute('href')).toMatch(
      /^\/around-spot\/detail\?placeId=.+&hotelId=sakura-asakusa&lang=en$/,
    );
  });

  it('replaces a bad category in the query with the first pill', async () => {
    const { router } = renderApp('/around-spot?hotelId=sakura-asakusa&lang=en&category=%3Cscript%3E');
    await screen.findByRole('group', { name: 'Categories' });
    await waitFor(() => expect(router.state.location.search).toContain('category=popular'));
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('keeps the category in the query, replaced on each change', async () => {
    const user = userEvent.setup();
    const { router } = renderApp('/around-spot?hotelId=sakura-asakusa&lang=en&category=0');
    await screen.findByRole('list');
    await user.click(screen.getByRole('button', { name: 'Shopping' }));
    await waitFor(() => expect(router.state.location.search).toContain('category=3'));
    expect(router.state.historyAction).toBe('REPLACE');
    expect(pills()[4]).toEqual(['Shopping', 'true']);
  });

  it('injects the booking widget script on Popular and removes it on leaving', async () => {
    const user = userEvent.setup();
    renderApp('/around-spot?hotelId=sakura-asakusa&lang=en&category=popular');
    await waitFor(() => expect(document.getElementById('tour-booking-script')).not.toBeNull());
    const script = document.getElementById('tour-booking-script') as HTMLScriptElement;
    expect(script.getAttribute('src')).toBe('/widgets/tour-booking.js');
    expect(script.dataset.src).toBe('/widgets/tours-sakura-asakusa.json');
    // The widget's target in a region named as its pill, under an h2 the partner's headings sit beneath.
    const region = screen.getByRole('region', { name: 'Popular' });
    expect(within(region).getByRole('heading', { level: 2, name: 'Popular' })).toBeInTheDocument();
    expect(region).toContainElement(document.getElementById(script.dataset.target!));
    await user.click(screen.getByRole('button', { name: 'All' }));
    expect(document.getElementById('tour-booking-script')).toBeNull();
  });

  it('has no Popular pill for a hotel without the widget, and a friendly empty state', async () => {
    renderApp('/around-spot?hotelId=minato-inn&lang=en&category=2');
    expect(await screen.findByRole('heading', { name: 'No spots here yet' })).toBeVisible();
    expect(pills().map(([label]) => label)).toEqual(['All', 'Food', 'Activities', 'Shopping']);
  });

  it('cuts long names on the cards and keeps the full name for screen readers', async () => {
    renderApp('/around-spot?hotelId=sakura-asakusa&lang=en&category=0');
    const list = await screen.findByRole('list', { name: 'All' });
    for (const link of within(list).getAllByRole('link')) {
      const visible = link.querySelector('.spot-card__name')!.textContent!;
      const full = link.querySelector('.visually-hidden')!.textContent!;
      if (Array.from(full).length > 12) expect(visible).toBe(`${Array.from(full).slice(0, 11).join('')}…`);
      else expect(visible).toBe(full);
    }
  });
});

describe('TravelGuideDetailScreen', () => {
  it('opens a spot from the list with its route link', async () => {
    const user = userEvent.setup();
    renderApp('/around-spot?hotelId=sakura-asakusa&lang=en&category=2');
    const list = await screen.findByRole('list', { name: 'Activities' });
    const first = within(list).getAllByRole('link')[0]!;
    const name = first.querySelector('.visually-hidden')!.textContent!;
    await user.click(first);
    expect(await screen.findByRole('heading', { level: 1, name })).toBeVisible();
    expect(screen.getByRole('link', { name: /Route/ }).getAttribute('href')).toMatch(
      /^https:\/\/www\.google\.com\/maps\/dir\/\?api=1&destination=35\.\d+,139\.\d+$/,
    );
    expect(screen.getByRole('heading', { name: 'Business hours' })).toBeVisible();
  });

  it('offers call and website links only when the spot has them', async () => {
    const response = await fetch(`${process.env.API_BASE}/api/around-spot?hotelId=sakura-asakusa&category=0`);
    const { aroundSpots } = (await response.json()) as {
      aroundSpots: { placeId: string; telephone: string | null; website: string | null }[];
    };
    const withBoth = aroundSpots.find((s) => s.telephone && s.website)!;
    const withNeither = aroundSpots.find((s) => !s.telephone && !s.website) ?? aroundSpots.find((s) => !s.telephone)!;

    const first = renderApp(`/around-spot/detail?hotelId=sakura-asakusa&lang=en&placeId=${withBoth.placeId}`);
    expect(await screen.findByRole('link', { name: /Call/ })).toHaveAttribute(
      'href',
      `tel:${withBoth.telephone!.replace(/[^\d+]/g, '')}`,
    );
    expect(screen.getByRole('link', { name: /Website/ })).toHaveAttribute('href', withBoth.website);
    first.unmount();

    renderApp(`/around-spot/detail?hotelId=sakura-asakusa&lang=en&placeId=${withNeither.placeId}`);
    await screen.findByRole('link', { name: /Route/ });
    expect(screen.queryByRole('link', { name: /Call/ })).not.toBeInTheDocument();
    if (!withNeither.website) expect(screen.queryByRole('link', { name: /Website/ })).not.toBeInTheDocument();
  });

  it('shows a not-found message with a way back for an unknown place, and no toast besides', async () => {
    const { store } = renderApp('/around-spot/detail?hotelId=sakura-asakusa&lang=en&placeId=no-such-place');
    expect(await screen.findByRole('heading', { name: 'This spot was not found' })).toBeVisible();
    expect(store.getState().toast.toasts).toEqual([]);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the travel guide' })).toHaveAttribute(
      'href',
      '/around-spot?hotelId=sakura-asakusa&lang=en',
    );
  });

  it('shows the same message without a placeId', async () => {
    renderApp('/around-spot/detail?hotelId=sakura-asakusa&lang=ko');
    expect(await screen.findByRole('heading', { name: '스폿을 찾을 수 없습니다' })).toBeVisible();
  });
});
