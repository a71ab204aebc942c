import { useState } from 'react';
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import { useParams } from 'react-router-dom';
import { useGetHotelCouponQuery, useTakeHotelCouponsMutation } from '@/api/providerApi';
import { formatDateTime } from '@/lib/dates';
import { useHotel } from '@/domain/hotel/hotelContext';
import { couponDescription, couponText } from '@/domain/hotel/coupons';
import { LoadFailed } from '@/ui/LoadFailed';
import { NewTabHint } from '@/ui/NewTabHint';
import { Page } from '@/ui/Page';
import { Spinner } from '@/ui/Spinner';
import { StatusMessage } from '@/ui/StatusMessage';
import { couponValidity } from './couponValidity';
import './Coupons.css';

const messages = defineMessages({
  title: { id: 'coupon.detail.title', defaultMessage: 'Coupon' },
  validity: { id: 'coupon.detail.validity', defaultMessage: 'Valid' },
  store: { id: 'coupon.detail.store', defaultMessage: 'Visit the store’s page' },
  use: { id: 'coupon.detail.use', defaultMessage: 'Use this coupon' },
  used: { id: 'coupon.detail.used', defaultMessage: 'Already used' },
  useHint: {
    id: 'coupon.detail.useHint',
    defaultMessage: 'Show this screen to the staff, then tap the button together. A coupon can be used once.',
  },
  notFound: { id: 'coupon.detail.notFound', defaultMessage: 'This coupon is not available.' },
  expired: { id: 'coupon.detail.expired', defaultMessage: 'This coupon has expired.' },
});
const notYetMessage = defineMessage<{ from: string }>({
  id: 'coupon.detail.notYet',
  defaultMessage: 'This coupon can be used from {from}.',
});
const rangeMessage = defineMessage<{ from: string; to: string }>({
  id: 'coupon.detail.range',
  defaultMessage: '{from} – {to}',
});

/**
 * A coupon (spec doc 2 "couponDetailView"): image, title, venue, description, validity, store link,
 * and the mark-as-used button, which disables itself and reads "Already used" (spec §4 "Coupons").
 * Using needs a signed-in member (a use is remembered per member); a guest is sent to log in first.
 * A coupon outside its validity (expired, or opened by a link before it starts) says so instead of
 * offering the button. Title, venue and description in Latin script outside Japanese. Back goes
 * home, where the coupons are listed.
 */
const HOME = { to: '/hotel-guide' };

export default function CouponDetailScreen() {
  const intl = useIntl();
  const { id = '' } = useParams();
  const { language, guide } = useHotel();
  const couponId = /^[0-9]{1,9}$/.test(id) ? Number(id) : null;
  const coupon = useGetHotelCouponQuery({ id: couponId ?? 0 }, { skip: couponId === null });
  const [take, taking] = useTakeHotelCouponsMutation();
  const [justUsed, setJustUsed] = useState(false);
  const title = intl.formatMessage(messages.title);

  const status = couponId === null || (coupon.error && 'status' in coupon.error && coupon.error.status === 404);
  if (status) {
    return (
      <Page title={title} back={HOME}>
        <StatusMessage title={intl.formatMessage(messages.notFound)} />
      </Page>
    );
  }
  if (!coupon.data) {
    return (
      <Page title={title} back={HOME}>
        {coupon.isError ? <LoadFailed onRetry={() => void coupon.refetch()} busy={coupon.isFetching} /> : <Spinner />}
      </Page>
    );
  }

  const data = coupon.data.coupon;
  const text = couponText(data, language);
  const description = couponDescription(data, language);
  const used = data.isUsed || justUsed;
  const validity = couponValidity(data);
  const use = async () => {
    try {
      await take({ id: data.id }).unwrap();
      setJustUsed(true);
    } catch (error) {
      // Used meanwhile (another tab): shown as used; any other failure the global handler says.
      if ((error as { status?: unknown }).status === 409) setJustUsed(true);
    }
  };
  const when = (iso: string | null) => (iso ? formatDateTime(iso, guide.facilityBasicInfo.timeZone) : '');

  return (
    <Page title={title} back={HOME}>
      <article className="coupon-card">
        {data.image && <img className="coupon-card__image" src={data.image} alt="" width={600} height={338} />}
        <div className="coupon-card__body">
          <h2 className="coupon-card__title">{text.title}</h2>
          {text.venue && <p className="coupon-card__venue">{text.venue}</p>}
          {description && <p className="coupon-card__description">{description}</p>}
          {(data.validFrom || data.validTo) && (
            <p className="coupon-card__validity">
              <span className="coupon-card__label">{intl.formatMessage(messages.validity)}</span>{' '}
              {intl.formatMessage(rangeMessage, { from: when(data.validFrom), to: when(data.validTo) })}
            </p>
          )}
          {data.url && (
            <a className="link coupon-card__link" href={data.url} target="_blank" rel="noopener noreferrer">
              {intl.formatMessage(messages.store)}
              <NewTabHint />
            </a>
          )}
        </div>
      </article>
      <div className="coupon-actions">
        {!used && validity === 'expired' && (
          <p className="coupon-actions__state">{intl.formatMessage(messages.expired)}</p>
        )}
        {!used && validity === 'notYet' && (
          <p className="coupon-actions__state">{intl.formatMessage(notYetMessage, { from: when(data.validFrom) })}</p>
        )}
        {!used && validity === 'valid' && <p className="field__hint">{intl.formatMessage(messages.useHint)}</p>}
        {(used || validity === 'valid') && (
          <button
            type="button"
            className="button coupon-actions__use"
            disabled={used}
            aria-busy={taking.isLoading || undefined}
            onClick={() => void (taking.isLoading ? undefined : use())}
          >
            {intl.formatMessage(used ? messages.used : messages.use)}
          </button>
        )}
      </div>
    </Page>
  );
}
