import { useEffect, useState } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { AppLink } from '@/ui/AppLink';
import { Page } from '@/ui/Page';
import { CHECKOUT_PATHS, finishesAtFrontDesk } from './checkoutFlow';
import { selectCheckoutCheckins, selectCheckoutReservations, selectCheckoutResultHistories } from './checkoutSlice';
import { clearCheckout } from './checkoutThunks';
import { useCheckoutNavigation } from './useCheckoutNavigation';
import './Checkout.css';

const messages = defineMessages({
  title: { id: 'checkout.thanks.title', defaultMessage: 'Check-out' },
  thanks: { id: 'checkout.thanks.thanks', defaultMessage: 'Thank you for staying with us.' },
  leave: {
    id: 'checkout.thanks.leave',
    defaultMessage: 'Your check-out is complete. Please return your room key and have a safe trip.',
  },
  frontDeskTitle: { id: 'checkout.thanks.frontDeskTitle', defaultMessage: 'Please come to the front desk' },
  frontDesk: {
    id: 'checkout.thanks.frontDesk',
    defaultMessage:
      'Please complete your check-out at the front desk: return your room key and settle your payment there.',
  },
  home: { id: 'checkout.thanks.home', defaultMessage: 'Back to the main page' },
});

/**
 * Check-out thanks (spec doc 2 "checkoutThanks"): the front-desk text when a check-out failed or a
 * chosen stay is front-desk supported, otherwise thanks. Leaving forgets the check-out.
 */
export default function CheckoutThanksScreen() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const { redirect } = useCheckoutNavigation();
  const results = useAppSelector(selectCheckoutResultHistories);
  const reservations = useAppSelector(selectCheckoutReservations);
  const checkins = useAppSelector(selectCheckoutCheckins);
  // Decided once, on arrival: leaving forgets the check-out, which must not change the text or send to search.
  const [frontDesk] = useState(() => finishesAtFrontDesk(results, reservations, checkins));
  const [nothing] = useState(!reservations && !checkins);
  useEffect(() => {
    if (nothing) redirect('search');
  }, [nothing, redirect]);
  if (nothing) return null;

  return (
    <Page title={intl.formatMessage(messages.title)}>
      <section className="checkout-thanks" role="status">
        <h2 className="checkout-thanks__title">
          {intl.formatMessage(frontDesk ? messages.frontDeskTitle : messages.thanks)}
        </h2>
        <p>{intl.formatMessage(frontDesk ? messages.frontDesk : messages.leave)}</p>
      </section>
      <AppLink
        className="button checkout-thanks__home"
        to={CHECKOUT_PATHS.home}
        onClick={() => clearCheckout(dispatch)}
      >
        {intl.formatMessage(messages.home)}
      </AppLink>
    </Page>
  );
}
