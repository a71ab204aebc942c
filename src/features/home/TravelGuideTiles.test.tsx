import { render, screen, within } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { MemoryRouter } from 'react-router-dom';
import type { HotelGuide } from '@/api/coreApi';
import en from '../../../locales/en.json';
import { hasTravelTiles, TravelGuideTiles } from './TravelGuideTiles';

// Home's travel-guide tiles (spec doc 1 §2 home) on the demo hotel's guide from the real API server,
// changed the way another hotel could have set it up.
async function sakuraGuide(): Promise<HotelGuide> {
  const response = await fetch(`${process.env.API_BASE}/api/hotel-guide?hotelId=sakura-asakusa`);
  return (await response.json()) as HotelGuide;
}

function withInfo(guide: HotelGuide, info: Partial<HotelGuide['facilityBasicInfo']>): HotelGuide {
  return { ...guide, facilityBasicInfo: { ...guide.facilityBasicInfo, ...info } };
}

function renderTiles(guide: HotelGuide) {
  render(
    <IntlProvider locale="en" messages={en}>
      <MemoryRouter initialEntries={['/hotel-guide?hotelId=sakura-asakusa&lang=en']}>
        <TravelGuideTiles guide={guide} />
      </MemoryRouter>
    </IntlProvider>,
  );
  return within(screen.getByRole('region', { name: 'Travel guide' }));
}

describe('travel-guide tiles', () => {
  it('opens the Popular tab (the booking widget) when there is no recommendation link', async () => {
    const tiles = renderTiles(withInfo(await sakuraGuide(), { facilityRecommendLinkUrl: null }));
    expect(tiles.getByRole('link', { name: 'Popular spots' })).toHaveAttribute(
      'href',
      '/around-spot?category=popular&hotelId=sakura-asakusa&lang=en',
    );
  });

  it('opens all spots from Popular with neither a recommendation link nor a widget', async () => {
    const tiles = renderTiles(withInfo(await sakuraGuide(), { facilityRecommendLinkUrl: null, boken: null }));
    expect(tiles.getByRole('link', { name: 'Popular spots' })).toHaveAttribute(
      'href',
      '/around-spot?category=0&hotelId=sakura-asakusa&lang=en',
    );
  });

  it('shows when the hotel set any tile up, whatever its travel icon says; not when it set up none', async () => {
    const guide = await sakuraGuide();
    expect(hasTravelTiles(guide.facilityBasicInfo)).toBe(true);
    const none = withInfo(guide, {
      facilityRecommendLinkUrl: null,
      facilityRecommendImageId: null,
      foodImageId: null,
      playImageId: null,
      buyImageId: null,
      boken: null,
    }).facilityBasicInfo;
    expect(hasTravelTiles(none)).toBe(false);
    expect(hasTravelTiles({ ...none, buyImageId: '/images/shop.jpg' })).toBe(true);
    expect(hasTravelTiles({ ...none, boken: { script: '/w.js', dataSrc: '/t.json' } })).toBe(true);
  });
});
