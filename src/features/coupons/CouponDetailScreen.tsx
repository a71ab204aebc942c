import { useState } from 'react';
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import { useParams } from 'react-router-dom';
import { useGetHotelCouponQuery, useTakeHotelCouponsMutation } from '@/api/providerApi';
import { formatDateTime } from '@/lib/dates';
import { useHotel } from '@/domain/hotel/hotelContext';
import { couponText } from '@/domain/hotel/coupons';
import { LoadFailed } from '@/ui/LoadFailed';
import { NewTabHint } from '@/ui/NewTabHint';
import { Page } from '@/ui/Page';
import { Spinner } from '@/ui/Spinner';
import { StatusMessage } from '@/ui/StatusMessage';
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
});
const rangeMessage = defineMessage<{ from: string; to: string }>({
  id: 'coupon.detail.range',
  defaultMessage: '{from} – {to}',
});

/**
 * A coupon (spec doc 2 "couponDetailView"): image, title, venue, description, validity, store link,
 * and the mark-as-used button, which disables itself and reads "Already used" (spec §4 "Coupons").
 * Using needs a signed-in member (a use is remembered per member); a guest is sent to log in first.
 */
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
      <Page title={title}>
        <StatusMessage title={intl.formatMessage(messages.notFound)} />
      </Page>
    );
  }
  if (!coupon.data) {
    return (
      <Page title={title}>
        {coupon.isError ? <LoadFailed onRetry={() => void coupon.refetch()} busy={coupon.isFetching} /> : <Spinner />}
      </Page>
    );
  }

  const data = coupon.data.coupon;
  const text = couponText(data, language);
  const used = data.isUsed || justUsed;
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
    <Page title={title}>
      <article className="coupon-card">
        {data.image && <img className="coupon-card__image" src={data.image} alt="" width={600} height={338} />}
        <div className="coupon-card__body">
          <h2 className="coupon-card__title">{text.title}</h2>
          {text.venue && <p className="coupon-card__venue">{text.venue}</p>}
          {data.description && <p className="coupon-card__description">{data.description}</p>}
          {(data.validFrom || data.validTo) && (
            <p className="coupon-card__validity">
              <span className="coupon-card__label">{intl.formatMessage(messages.validity)}</span>{' '}
              {intl.formatMessage(rangeMessage, { from: when(data.validFrom), to: when(data.validTo) })}
            </p>
          )}
          {data.url && (
            <a className="coupon-card__link" href={data.url} target="_blank" rel="noopener noreferrer">
              {intl.formatMessage(messages.store)}
              <NewTabHint />
            </a>
          )}
        </div>
      </article>
      <div className="coupon-actions">
        {!used && <p className="field__hint">{intl.formatMessage(messages.useHint)}</p>}
        <button
          type="button"
          className="button coupon-actions__use"
          disabled={used}
          aria-busy={taking.isLoading || undefined}
          onClick={() => void (taking.isLoading ? undefined : use())}
        >
          {intl.formatMessage(used ? messages.used : messages.use)}
        </button>
      </div>
    </Page>
  );
}
