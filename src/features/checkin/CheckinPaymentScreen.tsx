import { skipToken } from '@reduxjs/toolkit/query';
import { useEffect, useMemo } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import { useGetCheckinPaymentsQuery, useGetPaymentSettingQuery, useGetUserInfoQuery } from '@/api/providerApi';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { useHotel } from '@/domain/hotel/hotelContext';
import { fullName } from '@/domain/profile/profile';
import { METHOD_NAMES } from '@/domain/payment/paymentSettings';
import { useValidationRules } from '@/lib/validation/rules';
import { TextField } from '@/ui/form/Field';
import { formInput } from '@/lib/formInput';
import { useKeptInput } from '@/ui/form/KeepFormInput';
import { BillBreakdown } from '@/domain/payment/BillBreakdown';
import { PaymentChoice } from '@/domain/payment/PaymentChoice';
import { PaymentScreenFrame } from '@/domain/payment/PaymentScreenFrame';
import { useSavedCard } from '@/domain/payment/SavedCardPanel';
import { CHECKIN_PATHS, offeredCheckinMethods, paymentEntryRedirect } from './checkinFlow';
import { checkinPaymentSchema, RECEIPT_NAME_MAX } from './checkinSchema';
import {
  selectCheckinDraft,
  selectCheckinGuidance,
  selectCheckinPaymentData,
  type CheckinPaymentData,
} from './checkinSlice';
import { savePayment } from './checkinThunks';
import { useCheckinNavigation } from './useCheckinNavigation';
import './Checkin.css';

const messages = defineMessages({
  title: { id: 'checkin.payment.title', defaultMessage: 'Payment' },
  bill: { id: 'checkin.payment.bill', defaultMessage: 'Your bill' },
  method: { id: 'checkin.payment.method', defaultMessage: 'Payment method' },
  frontDesk: { id: 'checkin.payment.frontDesk', defaultMessage: 'Pay at the front desk' },
  creditCard: { id: 'checkin.payment.creditCard', defaultMessage: 'Credit card' },
  receiptName: { id: 'checkin.payment.receiptName', defaultMessage: 'Name on the receipt' },
  next: { id: 'checkin.payment.next', defaultMessage: 'Next' },
});

const FORM_ID = 'checkin.payment';

interface Values {
  paymentMethod: '' | CheckinPaymentData['paymentMethod'];
  receiptName: string;
}

/**
 * The payment step (spec doc 2 "checkinPayment"): the bill, the hotel's CHECKIN-time methods this
 * app takes, the receipt name (from the query, else the member's name). Nothing to pay: confirm;
 * the bill failing to load: the check-in form (rule 12).
 */
export default function CheckinPaymentScreen() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const [params] = useSearchParams();
  const { go, redirect } = useCheckinNavigation();
  const { hotelId, language } = useHotel();
  const draft = useAppSelector(selectCheckinDraft);
  const saved = useAppSelector(selectCheckinPaymentData);
  const guidance = useAppSelector(selectCheckinGuidance);
  const reservationIds = draft?.reservationIds ?? [];
  const bill = useGetCheckinPaymentsQuery(reservationIds.length > 0 ? { hotelId, reservationIds } : skipToken);
  const settings = useGetPaymentSettingQuery({ hotelId });
  const user = useGetUserInfoQuery();
  const kept = useKeptInput<Values>(FORM_ID);
  const savedCard = useSavedCard();

  const load = bill.isError || settings.isError ? 'failed' : bill.data ? bill.data : 'loading';
  const methods = useMemo(
    () => (settings.data ? offeredCheckinMethods(settings.data.payment_time).map((value) => METHOD_NAMES[value]) : []),
    [settings.data],
  );
  const rules = useValidationRules();
  const schema = useMemo(() => checkinPaymentSchema(rules, methods), [rules, methods]);
  // The hotel no longer takes payment at check-in (settings changed, or a direct visit): nothing to choose here.
  const nothingToChoose = Boolean(settings.data) && methods.length === 0;
  useEffect(() => {
    if (!draft) return void redirect('form');
    if (reservationIds.length === 0 || nothingToChoose) return void redirect('confirm');
    const away = paymentEntryRedirect(load);
    if (away) redirect(away);
  }, [draft, reservationIds.length, nothingToChoose, load, redirect]);

  const ready = bill.data && settings.data && user.data && bill.data.totalAmount > 0 && !nothingToChoose;
  const label = { cash: messages.frontDesk, creditCard: messages.creditCard };
  const submit = async (values: Values) => {
    if (values.paymentMethod === '' || !bill.data) return;
    const cardId = values.paymentMethod === 'creditCard' ? savedCard.card?.cardId : undefined;
    if (values.paymentMethod === 'creditCard' && !cardId) return;
    const payment = {
      paymentAmount: bill.data.totalAmount,
      paymentMethod: values.paymentMethod,
      receiptName: values.receiptName,
      ...(cardId ? { cardId } : {}),
    };
    const next = await dispatch(savePayment(payment)).unwrap();
    dispatch(formInput.actions.forget(FORM_ID));
    go(next);
  };

  return (
    <PaymentScreenFrame<Values>
      title={intl.formatMessage(messages.title)}
      back={{ to: guidance ? CHECKIN_PATHS.guidance : CHECKIN_PATHS.reservationList }}
      loading={ready ? undefined : user}
      formId={FORM_ID}
      initialValues={
        kept ?? {
          paymentMethod: saved?.paymentMethod ?? (methods.length === 1 ? methods[0]! : ''),
          receiptName:
            saved?.receiptName ?? params.get('receiptName') ?? (user.data ? fullName(user.data.user, language) : ''),
        }
      }
      validationSchema={schema}
      onSubmit={submit}
      methodField="paymentMethod"
      // The member is there (the form waits for them): the saved card is all a card payment needs.
      cardReady={Boolean(savedCard.card)}
      submitLabel={() => intl.formatMessage(messages.next)}
    >
      <h2 className="checkin__heading">{intl.formatMessage(messages.bill)}</h2>
      {bill.data && <BillBreakdown bill={bill.data} />}
      <PaymentChoice
        name="paymentMethod"
        legend={intl.formatMessage(messages.method)}
        options={methods.map((value) => ({ value, label: intl.formatMessage(label[value]) }))}
        returnTo={CHECKIN_PATHS.payment}
      />
      <TextField
        name="receiptName"
        autoComplete="name"
        maxLength={RECEIPT_NAME_MAX}
        label={intl.formatMessage(messages.receiptName)}
      />
    </PaymentScreenFrame>
  );
}
