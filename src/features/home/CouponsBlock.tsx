import { useDeferredValue, useState, type ReactNode } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { useGetHotelCouponsQuery, type Coupon } from '@/api/coreApi';
import { couponText } from '@/domain/hotel/coupons';
import { useHotel } from '@/domain/hotel/hotelContext';
import { AppLink } from '@/ui/AppLink';
import './CouponsBlock.css';

const messages = defineMessages({
  title: { id: 'hotel.coupons.title', defaultMessage: 'Coupons' },
  more: { id: 'hotel.coupons.more', defaultMessage: 'Show more' },
  close: { id: 'hotel.coupons.close', defaultMessage: 'Close' },
  used: { id: 'hotel.coupons.used', defaultMessage: 'Used' },
});

/** Spec doc 1 §2 "home" and §9: three coupons are shown at first. */
const PREVIEW = 3;

/**
 * The hotel's coupons on home (coupons plugin CU): up to three, with show more / close when there
 * are more; each opens its detail. Title and venue in Latin script outside Japanese. Loaded after
 * the home screen has shown (its own chunk); nothing is shown while loading, failed or empty.
 * What home shows below the block (`after`) waits for it, so the block never pushes it down once
 * shown (no layout shift).
 */
export default function CouponsBlock({ after }: { after?: ReactNode }) {
  const coupons = useGetHotelCouponsQuery({ hotelId: useHotel().hotelId });
  // The list and what follows render in a transition once the answer is there (in slices, not in
  // the store's notification task); until then the space stays held.
  const list = useDeferredValue(coupons.isLoading ? undefined : (coupons.data?.coupons ?? []));
  if (!list) return <div className="home__pending" />;
  return (
    <>
      <CouponList list={list} />
      {after}
    </>
  );
}

function CouponList({ list }: { list: Coupon[] }) {
  const intl = useIntl();
  const { language } = useHotel();
  const [open, setOpen] = useState(false);
  if (list.length === 0) return null;
  const shown = open ? list : list.slice(0, PREVIEW);
  return (
    <section className="home-coupons" aria-labelledby="home-coupons-title">
      <h2 id="home-coupons-title" className="home-coupons__title">
        {intl.formatMessage(messages.title)}
      </h2>
      <ul className="home-coupons__list">
        {shown.map((coupon) => {
          const text = couponText(coupon, language);
          return (
            <li key={coupon.id}>
              <AppLink className="home-coupons__item" to={`/coupon/${coupon.id}`}>
                {coupon.image && (
                  <img className="home-coupons__image" src={coupon.image} alt="" width={96} height={54} />
                )}
                <span className="home-coupons__text">
                  <span className="home-coupons__name">{text.title}</span>
                  {text.venue && <span className="home-coupons__venue">{text.venue}</span>}
                </span>
                {coupon.isUsed && <span className="home-coupons__used">{intl.formatMessage(messages.used)}</span>}
              </AppLink>
            </li>
          );
        })}
      </ul>
      {list.length > PREVIEW && (
        <button
          type="button"
          className="button button--secondary home-coupons__toggle"
          aria-expanded={open}
          onClick={() => setOpen(!open)}
        >
          {intl.formatMessage(open ? messages.close : messages.more)}
        </button>
      )}
    </section>
  );
}
