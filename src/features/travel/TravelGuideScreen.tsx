import { useCallback, useEffect } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import { useGetAroundSpotsQuery, type AroundSpot } from '@/api/providerApi';
import { useHotel } from '@/domain/hotel/hotelContext';
import type { Language } from '@/lib/language';
import { AppLink } from '@/ui/AppLink';
import { Page } from '@/ui/Page';
import { Spinner } from '@/ui/Spinner';
import { StatusMessage } from '@/ui/StatusMessage';
import {
  categoriesFor,
  categoryLabels,
  selectedCategory,
  shortName,
  spotName,
  typeLabels,
  type Category,
} from './spots';
import { SpotPhoto } from './SpotPhoto';
import { TourBookingWidget } from './TourBookingWidget';
import './Travel.css';

const messages = defineMessages({
  title: { id: 'travel.list.title', defaultMessage: 'Travel guide' },
  categories: { id: 'travel.list.categories', defaultMessage: 'Categories' },
  loading: { id: 'travel.list.loading', defaultMessage: 'Loading spots…' },
  emptyTitle: { id: 'travel.list.emptyTitle', defaultMessage: 'No spots here yet' },
  emptyBody: {
    id: 'travel.list.emptyBody',
    defaultMessage: 'The hotel has not recommended any spots in this category.',
  },
  errorTitle: { id: 'travel.list.errorTitle', defaultMessage: 'Could not load the spots' },
  retry: { id: 'common.retry', defaultMessage: 'Try again' },
});

function SpotCard({ spot, language }: { spot: AroundSpot; language: Language }) {
  const intl = useIntl();
  const name = spotName(spot, language);
  const type = spot.typeName ? typeLabels[spot.typeName] : undefined;
  return (
    <li>
      <AppLink className="spot-card" to={`/around-spot/detail?placeId=${encodeURIComponent(spot.placeId)}`}>
        <SpotPhoto photoReference={spot.photoReference} className="spot-card__photo" width={600} height={400} lazy />
        <span className="spot-card__text">
          {spot.typeName && <span className="spot-card__type">{type ? intl.formatMessage(type) : spot.typeName}</span>}
          <span className="spot-card__name" aria-hidden="true">
            {shortName(name)}
          </span>
          <span className="visually-hidden">{name}</span>
        </span>
      </AppLink>
    </li>
  );
}

function SpotList({
  hotelId,
  category,
  language,
  label,
}: {
  hotelId: string;
  category: 0 | 1 | 2 | 3;
  language: Language;
  label: string;
}) {
  const intl = useIntl();
  const { data, isLoading, isFetching, error, refetch } = useGetAroundSpotsQuery({ hotelId, category });
  if (isLoading || (isFetching && !data)) return <Spinner label={intl.formatMessage(messages.loading)} />;
  if (error || !data) {
    return (
      <StatusMessage
        title={intl.formatMessage(messages.errorTitle)}
        action={
          <button type="button" className="button" onClick={() => void refetch()} disabled={isFetching}>
            {intl.formatMessage(messages.retry)}
          </button>
        }
      />
    );
  }
  if (data.aroundSpots.length === 0) {
    return (
      <StatusMessage title={intl.formatMessage(messages.emptyTitle)}>
        {intl.formatMessage(messages.emptyBody)}
      </StatusMessage>
    );
  }
  return (
    <ul className="spot-list" aria-label={label}>
      {data.aroundSpots.map((spot) => (
        <SpotCard key={spot.placeId} spot={spot} language={language} />
      ))}
    </ul>
  );
}

/** The travel guide: category pills (kept in the query), spot cards, and the booking widget. */
export default function TravelGuideScreen() {
  const intl = useIntl();
  const [params, setParams] = useSearchParams();
  const { hotelId, language, guide } = useHotel();
  const boken = guide.facilityBasicInfo.boken;
  const categories = categoriesFor(Boolean(boken));
  const category = selectedCategory(params.get('category'), categories);

  // The category stays in the query, replaced (not pushed) on each change; a missing or unknown
  // one becomes the first pill.
  const choose = useCallback(
    (next: Category) =>
      setParams(
        (current) => {
          const query = new URLSearchParams(current);
          query.set('category', next);
          return query;
        },
        { replace: true },
      ),
    [setParams],
  );
  const queryCategory = params.get('category');
  useEffect(() => {
    if (queryCategory !== category) choose(category);
  }, [queryCategory, category, choose]);

  return (
    <Page title={intl.formatMessage(messages.title)} back={{ to: '/hotel-guide' }}>
      <div className="category-pills" role="group" aria-label={intl.formatMessage(messages.categories)}>
        {categories.map((c) => (
          <button
            key={c}
            type="button"
            className="category-pills__pill"
            aria-pressed={c === category}
            onClick={() => choose(c)}
          >
            {intl.formatMessage(categoryLabels[c])}
          </button>
        ))}
      </div>
      {category === 'popular' && boken ? (
        <TourBookingWidget
          script={boken.script}
          dataSrc={boken.dataSrc}
          title={intl.formatMessage(categoryLabels.popular)}
        />
      ) : (
        <SpotList
          hotelId={hotelId}
          category={Number(category) as 0 | 1 | 2 | 3}
          language={language}
          label={intl.formatMessage(categoryLabels[category])}
        />
      )}
    </Page>
  );
}
