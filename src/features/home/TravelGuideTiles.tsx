import { defineMessages, useIntl } from 'react-intl';
import type { HotelGuide } from '@/api/providerApi';
import { AppLink } from '@/ui/AppLink';
import { NewTabHint } from '@/ui/NewTabHint';

const messages = defineMessages({
  heading: { id: 'hotel.home.travel.heading', defaultMessage: 'Travel guide' },
  popular: { id: 'hotel.home.travel.popular', defaultMessage: 'Popular spots' },
  food: { id: 'hotel.home.travel.food', defaultMessage: 'Food' },
  activity: { id: 'hotel.home.travel.activity', defaultMessage: 'Activities' },
  shopping: { id: 'hotel.home.travel.shopping', defaultMessage: 'Shopping' },
  more: { id: 'hotel.home.travel.more', defaultMessage: 'See all spots' },
});

function TileContent({ image, label }: { image: string | null; label: string }) {
  return (
    <>
      {image ? (
        <img className="travel-tiles__image" src={image} alt="" width={600} height={400} loading="lazy" />
      ) : (
        <span className="travel-tiles__image travel-tiles__image--empty" />
      )}
      <span className="travel-tiles__label">{label}</span>
    </>
  );
}

type BasicInfo = HotelGuide['facilityBasicInfo'];

/**
 * Whether home shows the tiles: when the hotel set any of them up (a tile's image, the
 * recommendation link, the booking widget). They are not one of the icon buttons, so the travel
 * icon's flag does not decide (spec doc 1 §2 home).
 */
export const hasTravelTiles = (info: BasicInfo) =>
  Boolean(
    info.facilityRecommendLinkUrl ||
    info.boken ||
    info.facilityRecommendImageId ||
    info.foodImageId ||
    info.playImageId ||
    info.buyImageId,
  );

/**
 * Home's travel-guide tiles: popular (the hotel's recommendation link; without one, the Popular tab
 * with the booking widget when the hotel has it, else all spots), food, activity, shopping, more.
 */
export function TravelGuideTiles({ guide }: { guide: HotelGuide }) {
  const intl = useIntl();
  const info = guide.facilityBasicInfo;
  const tiles = [
    { key: 'food', category: 1, image: info.foodImageId, label: messages.food },
    { key: 'activity', category: 2, image: info.playImageId, label: messages.activity },
    { key: 'shopping', category: 3, image: info.buyImageId, label: messages.shopping },
  ] as const;
  return (
    <section className="travel-tiles" aria-labelledby="travel-tiles-heading">
      <h2 id="travel-tiles-heading" className="travel-tiles__heading">
        {intl.formatMessage(messages.heading)}
      </h2>
      <ul className="travel-tiles__grid">
        <li>
          {info.facilityRecommendLinkUrl ? (
            <a
              className="travel-tiles__tile"
              href={info.facilityRecommendLinkUrl}
              target="_blank"
              rel="noopener noreferrer"
            >
              <TileContent image={info.facilityRecommendImageId} label={intl.formatMessage(messages.popular)} />
              <NewTabHint />
            </a>
          ) : (
            <AppLink className="travel-tiles__tile" to={`/around-spot?category=${info.boken ? 'popular' : '0'}`}>
              <TileContent image={info.facilityRecommendImageId} label={intl.formatMessage(messages.popular)} />
            </AppLink>
          )}
        </li>
        {tiles.map((tile) => (
          <li key={tile.key}>
            <AppLink className="travel-tiles__tile" to={`/around-spot?category=${tile.category}`}>
              <TileContent image={tile.image} label={intl.formatMessage(tile.label)} />
            </AppLink>
          </li>
        ))}
      </ul>
      <AppLink className="button button--secondary travel-tiles__more" to="/around-spot?category=0">
        {intl.formatMessage(messages.more)}
      </AppLink>
    </section>
  );
}
