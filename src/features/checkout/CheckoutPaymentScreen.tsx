import { skipToken } from '@reduxjs/toolkit/query';
import { useEffect, useMemo } from 'react';
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import { useGetPaymentSettingQuery, useGetReservatinsPaymentsQuery, useGetUserInfoQuery } from '@/api/providerApi';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { formInput } from '@/lib/formInput';
import { useHotel } from '@/domain/hotel/hotelContext';
import { formatYen } from '@/lib/money';
import type { PaymentMethodName } from '@/domain/payment/paymentSettings';
import { useValidationRules } from '@/lib/validation/rules';
import { BillBreakdown } from '@/domain/payment/BillBreakdown';
import { cardRefusalToast } from '@/domain/payment/cardRefusal';
import { PaymentChoice } from '@/domain/payment/PaymentChoice';
import { PaymentScreenFrame } from '@/domain/payment/PaymentScreenFrame';
import { useKeptInput } from '@/ui/form/KeepFormInput';
import { useSavedCard } from '@/domain/payment/SavedCardPanel';
import { useFinishPayment } from '@/domain/payment/useFinishPayment';
import { CHECKOUT_PATHS, checkoutMethods, selectionEntryRedirect, selectionOf } from './checkoutFlow';
import { checkoutPaymentSchema } from './checkoutSchema';
import { selectCheckoutCheckins, selectCheckoutProgress, selectCheckoutReservations } from './checkoutSlice';
import { payAtFrontDesk, payByCard } from './checkoutThunks';
import { useCheckoutNavigation } from './useCheckoutNavigation';
import './Checkout.css';

const messages = defineMessages({
  title: { id: 'checkout.payment.title', defaultMessage: 'Payment' },
  bill: { id: 'checkout.payment.bill', defaultMessage: 'Your bill' },
  method: { id: 'checkout.payment.method', defaultMessage: 'Payment method' },
  frontDesk: { id: 'checkout.payment.frontDesk', defaultMessage: 'Pay at the front desk' },
  creditCard: { id: 'checkout.payment.creditCard', defaultMessage: 'Credit card' },
  next: { id: 'checkout.payment.next', defaultMessage: 'Next' },
  finishing: {
    id: 'checkout.payment.finishing',
    defaultMessage: 'Finishing your card payment and sending the receipt…',
  },
  retry: { id: 'checkout.payment.retry', defaultMessage: 'Try again' },
});
const payMessage = defineMessage<{ amount: string }>({ id: 'checkout.payment.pay', defaultMessage: 'Pay {amount}' });

const FORM_ID = 'checkout.payment';
const RETURN_TO = CHECKOUT_PATHS.payment;
interface Values {
  paymentMethod: '' | PaymentMethodName;
}

/**
 * Check-out payment (spec doc 2 "checkoutPayment", rule 3): the bill and the hotel's CHECKOUT-time
 * methods. The front desk goes on to review; a card needs login and a saved card, then pays, mails
 * and backs up the receipt. A payment received whose later steps did not finish (a reload, a lost
 * connection) is finished here before anything else.
 */
export default function CheckoutPaymentScreen() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const { go, redirect, redirectAfterFailure } = useCheckoutNavigation();
  const { hotelId, language, guide } = useHotel();
  const reservations = useAppSelector(selectCheckoutReservations);
  const checkins = useAppSelector(selectCheckoutCheckins);
  const progress = useAppSelector(selectCheckoutProgress);
  const kept = useKeptInput<Values>(FORM_ID);
  const saved = useSavedCard();
  const user = useGetUserInfoQuery(undefined, { skip: !saved.signedIn });
  const settings = useGetPaymentSettingQuery({ hotelId });
  const { reservationIds, checkinIds } = selectionOf(reservations, checkins);
  const hasSelection = reservationIds.length + checkinIds.length > 0 && Boolean(progress);
  const bill = useGetReservatinsPaymentsQuery(
    hasSelection
      ? {
          hotelId,
          ...(reservationIds.length > 0 ? { reservationIds } : {}),
          ...(checkinIds.length > 0 ? { checkinIds, telephone: progress!.telephone } : {}),
        }
      : skipToken,
    { refetchOnMountOrArgChange: true },
  );
  const methods = useMemo(() => checkoutMethods(settings.data?.payment_time), [settings.data]);
  const rules = useValidationRules();
  const schema = useMemo(() => checkoutPaymentSchema(rules, methods), [rules, methods]);
  // A card payment begun (sent, maybe answered, maybe not): it is finished before anything else.
  const pending = progress?.card;

  const pay = async (cardId: string) => {
    if (!bill.data || !user.data) return;
    const result = await dispatch(
      payByCard({
        hotelId,
        lang: language,
        user: user.data.user,
        cardId,
        hotel: guide.facilityBasicInfo,
        bill: bill.data,
      }),
    ).unwrap();
    if (typeof result === 'object') {
      dispatch(cardRefusalToast(result));
      return;
    }
    dispatch(formInput.actions.forget(FORM_ID));
    go(result);
  };
  // Its remaining steps run again, the charge under its key and body as first sent (answered once by
  // the server, never charged twice).
  const finishing = useFinishPayment(pending, Boolean(bill.data && user.data), (card) => pay(card.charge.body.cardId));

  useEffect(() => {
    const away = selectionEntryRedirect(reservations, checkins) ?? (progress ? null : 'search');
    if (away) return void redirect(away);
    if (progress?.paid) return void redirect('review');
    // Nothing (left) to pay and no card payment begun: review.
    if (bill.data && bill.data.totalAmount <= 0 && !pending) return void redirect('review');
    if (bill.isError) redirectAfterFailure('search');
  }, [reservations, checkins, progress, bill.data, bill.isError, pending, redirect, redirectAfterFailure]);

  const label = { cash: messages.frontDesk, creditCard: messages.creditCard };
  const submit = async (values: Values) => {
    try {
      if (values.paymentMethod === 'cash') {
        const next = await dispatch(payAtFrontDesk()).unwrap();
        dispatch(formInput.actions.forget(FORM_ID));
        go(next);
      } else if (values.paymentMethod === 'creditCard' && saved.card) {
        const { cardId } = saved.card;
        // A failure after the charge was sent leaves it begun: the finishing view offers Try again.
        await finishing.run(() => pay(cardId)).catch(finishing.fail);
      }
    } catch {
      // The global handler says why; a charge sent is asked for again with the same key on the next try.
    }
  };

  return (
    <PaymentScreenFrame<Values>
      title={intl.formatMessage(messages.title)}
      back={{ to: CHECKOUT_PATHS.search }}
      finishing={{
        payment: finishing,
        text: intl.formatMessage(messages.finishing),
        retryLabel: intl.formatMessage(messages.retry),
      }}
      loading={bill.data && settings.data && bill.data.totalAmount > 0 ? undefined : settings}
      formId={FORM_ID}
      initialValues={kept ?? { paymentMethod: methods.length === 1 ? methods[0]! : '' }}
      validationSchema={schema}
      onSubmit={submit}
      methodField="paymentMethod"
      cardReady={Boolean(saved.card) && Boolean(user.data)}
      submitLabel={(byCard) =>
        byCard
          ? intl.formatMessage(payMessage, { amount: formatYen(bill.data!.totalAmount, intl.locale) })
          : intl.formatMessage(messages.next)
      }
    >
      <h2 className="checkout__heading">{intl.formatMessage(messages.bill)}</h2>
      {bill.data && <BillBreakdown bill={bill.data} />}
      <PaymentChoice
        name="paymentMethod"
        legend={intl.formatMessage(messages.method)}
        options={methods.map((value) => ({ value, label: intl.formatMessage(label[value]) }))}
        returnTo={RETURN_TO}
      />
    </PaymentScreenFrame>
  );
}
