import { defineMessages, useIntl } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import { httpStatus } from '@/api/errors';
import { useGetAroundSpotDetailQuery } from '@/api/providerApi';
import { useHotel } from '@/domain/hotel/hotelContext';
import { AppLink } from '@/ui/AppLink';
import { NewTabHint } from '@/ui/NewTabHint';
import { Page } from '@/ui/Page';
import { Spinner } from '@/ui/Spinner';
import { StatusMessage } from '@/ui/StatusMessage';
import { BusinessHours } from './BusinessHours';
import { SpotPhoto } from './SpotPhoto';
import { spotName, typeLabels } from './spots';
import './Travel.css';

const messages = defineMessages({
  title: { id: 'travel.detail.title', defaultMessage: 'Spot' },
  loading: { id: 'travel.detail.loading', defaultMessage: 'Loading the spot…' },
  notFoundTitle: { id: 'travel.detail.notFoundTitle', defaultMessage: 'This spot was not found' },
  notFoundBody: { id: 'travel.detail.notFoundBody', defaultMessage: 'It may have been removed from the travel guide.' },
  backToList: { id: 'travel.detail.backToList', defaultMessage: 'Back to the travel guide' },
  errorTitle: { id: 'travel.detail.errorTitle', defaultMessage: 'Could not load the spot' },
  retry: { id: 'common.retry', defaultMessage: 'Try again' },
  route: { id: 'travel.detail.route', defaultMessage: 'Route' },
  call: { id: 'travel.detail.call', defaultMessage: 'Call' },
  website: { id: 'travel.detail.website', defaultMessage: 'Website' },
  recommendation: { id: 'travel.detail.recommendation', defaultMessage: 'Recommendation from the hotel' },
  noComment: { id: 'travel.detail.noComment', defaultMessage: 'No information' },
});

/** A maps directions page to the spot's coordinates. */
export function directionsUrl(lat: number, lng: number): string {
  return `https://www.google.com/maps/dir/?api=1&destination=${lat},${lng}`;
}

/** One spot: photo, route, phone, website, hours and the hotel's recommendation (spec doc 1). */
export default function TravelGuideDetailScreen() {
  const intl = useIntl();
  const [params] = useSearchParams();
  const { hotelId, language, guide } = useHotel();
  const placeId = params.get('placeId') ?? '';
  // Reloads whenever placeId, hotelId or the language changes: they are the query's arguments.
  const { data, error, isLoading, isFetching, refetch } = useGetAroundSpotDetailQuery(
    { hotelId, placeId, lang: language },
    { skip: !placeId },
  );
  const spot = data?.aroundSpots[0];
  const back = { to: '/around-spot' };

  if (!placeId || (error && [400, 404].includes(httpStatus(error) ?? 0)) || (data && !spot)) {
    return (
      <Page title={intl.formatMessage(messages.title)} back={back}>
        <StatusMessage
          title={intl.formatMessage(messages.notFoundTitle)}
          action={
            <AppLink className="button" to="/around-spot">
              {intl.formatMessage(messages.backToList)}
            </AppLink>
          }
        >
          {intl.formatMessage(messages.notFoundBody)}
        </StatusMessage>
      </Page>
    );
  }
  if (error) {
    return (
      <Page title={intl.formatMessage(messages.title)} back={back}>
        <StatusMessage
          title={intl.formatMessage(messages.errorTitle)}
          action={
            <button type="button" className="button" onClick={() => void refetch()} disabled={isFetching}>
              {intl.formatMessage(messages.retry)}
            </button>
          }
        />
      </Page>
    );
  }
  if (isLoading || !spot || !data) {
    return (
      <Page title={intl.formatMessage(messages.title)} back={back}>
        <Spinner label={intl.formatMessage(messages.loading)} />
      </Page>
    );
  }

  const name = spotName(spot, language);
  const type = spot.typeName ? typeLabels[spot.typeName] : undefined;
  return (
    <Page title={name} back="history">
      <SpotPhoto photoReference={spot.photoReference} className="spot-detail__photo" width={1200} height={800} />
      <div className="spot-detail__body">
        {spot.typeName && <p className="spot-card__type">{type ? intl.formatMessage(type) : spot.typeName}</p>}
        {spot.address && <p className="spot-detail__address">{spot.address}</p>}
        <div className="spot-detail__actions">
          <a className="button" href={directionsUrl(spot.lat, spot.lng)} target="_blank" rel="noopener noreferrer">
            {intl.formatMessage(messages.route)}
            <NewTabHint />
          </a>
          {spot.telephone && (
            <a className="button button--secondary" href={`tel:${spot.telephone.replace(/[^\d+]/g, '')}`}>
              {intl.formatMessage(messages.call)}
              <span className="visually-hidden"> {spot.telephone}</span>
            </a>
          )}
          {spot.website && (
            <a className="button button--secondary" href={spot.website} target="_blank" rel="noopener noreferrer">
              {intl.formatMessage(messages.website)}
              <NewTabHint />
            </a>
          )}
        </div>
        <BusinessHours
          hours={data.aroundSpotBusinessHour}
          language={language}
          timeZone={guide.facilityBasicInfo.timeZone}
        />
        <section className="spot-detail__section" aria-labelledby="recommendation-heading">
          <h2 id="recommendation-heading">{intl.formatMessage(messages.recommendation)}</h2>
          <p className={spot.comment ? undefined : 'spot-detail__muted'}>
            {spot.comment ?? intl.formatMessage(messages.noComment)}
          </p>
        </section>
      </div>
    </Page>
  );
}
