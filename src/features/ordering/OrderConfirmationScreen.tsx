import { useEffect, useMemo, useRef } from 'react';
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import { useGetPaymentSettingQuery, useGetUserInfoQuery } from '@/api/providerApi';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { formInput } from '@/lib/formInput';
import { useHotel } from '@/domain/hotel/hotelContext';
import { formatYen } from '@/lib/money';
import { fullName } from '@/domain/profile/profile';
import { useValidationRules } from '@/lib/validation/rules';
import { SelectField } from '@/ui/form/Field';
import { cardRefusalToast } from '@/domain/payment/cardRefusal';
import { PaymentChoice } from '@/domain/payment/PaymentChoice';
import { PaymentScreenFrame } from '@/domain/payment/PaymentScreenFrame';
import { useKeptInput } from '@/ui/form/KeepFormInput';
import { useSavedCard } from '@/domain/payment/SavedCardPanel';
import { useFinishPayment } from '@/domain/payment/useFinishPayment';
import { cartEntries, cartTotals } from './cartRules';
import { selectCart, selectCartRooms, selectOrderProgress } from './cartSlice';
import { productName } from './productText';
import {
  orderEntryRedirect,
  orderPaymentChoices,
  orderPaymentCode,
  roomOptions,
  type OrderPaymentChoice,
} from './orderingFlow';
import { ORDERING_PATHS } from './orderingPaths';
import { orderSchema } from './orderingSchema';
import { placeOrder, type PlaceOrderArgs } from './orderingThunks';
import { useOrderingNavigation } from './useOrderingNavigation';
import './Ordering.css';

const messages = defineMessages({
  title: { id: 'request.order.title', defaultMessage: 'Confirm your order' },
  items: { id: 'request.order.items', defaultMessage: 'Your order' },
  total: { id: 'request.order.total', defaultMessage: 'Total (tax included)' },
  room: { id: 'request.order.room', defaultMessage: 'Room' },
  chooseRoom: { id: 'request.order.chooseRoom', defaultMessage: 'Choose your room' },
  payment: { id: 'request.order.payment', defaultMessage: 'Payment' },
  // The order payment code checkout (0): the hotel's method DIRECT, "shown as pay at the front desk" (spec doc 2 §3).
  checkout: { id: 'request.order.frontDesk', defaultMessage: 'Pay at the front desk' },
  creditCard: { id: 'request.order.creditCard', defaultMessage: 'Credit card' },
  noPayment: { id: 'request.order.noPayment', defaultMessage: 'Nothing to pay now: the hotel settles this order.' },
  submit: { id: 'request.order.submit', defaultMessage: 'Place the order' },
  finishing: { id: 'request.order.finishing', defaultMessage: 'Finishing your order…' },
  retry: { id: 'request.order.retry', defaultMessage: 'Try again' },
});
const lineMessage = defineMessage<{ name: string; count: number }>({
  id: 'request.order.line',
  defaultMessage: '{name} × {count}',
});
const payMessage = defineMessage<{ amount: string }>({
  id: 'request.order.pay',
  defaultMessage: 'Pay {amount} and order',
});

const FORM_ID = 'request.order';
interface Values {
  room: string;
  payment: '' | OrderPaymentChoice;
}

/**
 * Order confirmation (spec doc 2 "cartOrderConfirmationView", §4 rule 3, §5): the order, the room
 * (required) and the hotel's payment methods for orders (card needs login and a saved card, or pay
 * at check-out; none: "no payment method"). An order sent and not finished (a reload, a lost
 * answer) is finished here before anything else, under its first keys.
 */
export default function OrderConfirmationScreen() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const { go, redirect } = useOrderingNavigation();
  const { hotelId, language } = useHotel();
  const cart = useAppSelector(selectCart);
  const rooms = useAppSelector(selectCartRooms);
  const progress = useAppSelector(selectOrderProgress);
  const kept = useKeptInput<Values>(FORM_ID);
  const saved = useSavedCard();
  const user = useGetUserInfoQuery(undefined, { skip: !saved.signedIn });
  const settings = useGetPaymentSettingQuery({ hotelId });
  // Set once the order is complete: the emptied cart must not send the guest back to the list.
  const completed = useRef(false);
  const entries = cartEntries(cart);
  const pending = progress?.order;
  const choices = useMemo(() => orderPaymentChoices(settings.data?.payment_time), [settings.data]);
  const options = useMemo(() => roomOptions(rooms ?? []), [rooms]);
  const rules = useValidationRules();
  const schema = useMemo(() => orderSchema(rules, options, choices), [rules, options, choices]);
  const missing = orderEntryRedirect(entries.length === 0, rooms, progress?.telephone);

  const send = async (args: PlaceOrderArgs) => {
    const result = await dispatch(placeOrder(args)).unwrap();
    if ('done' in result) {
      completed.current = true;
      dispatch(formInput.actions.forget(FORM_ID));
      go('complete', { replace: true });
    } else if ('changes' in result) {
      // The server's refusal (out of stock, say) goes along to the cart, which shows what changed.
      go('cart', { keepToasts: true });
    } else {
      dispatch(cardRefusalToast(result));
    }
  };

  const common = {
    hotelId,
    lang: language,
    signedIn: saved.signedIn,
    guestName: user.data ? fullName(user.data.user, language) : undefined,
  };
  // An order sent and not finished: its remaining steps run again as first sent.
  const finishing = useFinishPayment(pending, !missing && !(saved.signedIn && !user.data), (order) =>
    send({ ...common, checkinId: order.checkinId, roomNumber: order.roomNumber, paymentMethod: order.paymentMethod }),
  );

  useEffect(() => {
    // Not while an order is being sent: completing it empties the cart, then goes to complete.
    if (missing && !finishing.running.current && !completed.current) redirect(missing);
  }, [missing, redirect, finishing.running]);

  if (missing) return null;
  const total = cartTotals(cart).sum;
  const submit = async (values: Values) => {
    const room = options.find((o) => o.value === values.room);
    if (!room) return;
    const choice = values.payment === '' ? null : values.payment;
    // The global handler says why it failed. A failure after the order went out leaves it begun: the
    // finishing view offers Try again, which asks for it again with the same key.
    await finishing
      .run(() =>
        send({
          ...common,
          checkinId: room.checkinId,
          roomNumber: room.roomNumber,
          paymentMethod: orderPaymentCode(choice),
          cardId: choice === 'creditCard' ? saved.card?.cardId : undefined,
        }),
      )
      .catch(finishing.fail);
  };

  return (
    <PaymentScreenFrame<Values>
      title={intl.formatMessage(messages.title)}
      back={{ to: ORDERING_PATHS.cart }}
      finishing={{
        payment: finishing,
        text: intl.formatMessage(messages.finishing),
        retryLabel: intl.formatMessage(messages.retry),
      }}
      loading={settings.data ? undefined : settings}
      formId={FORM_ID}
      initialValues={
        kept ?? {
          room: options.length === 1 ? options[0]!.value : '',
          payment: choices.length === 1 ? choices[0]! : '',
        }
      }
      validationSchema={schema}
      onSubmit={submit}
      methodField="payment"
      cardReady={Boolean(saved.card) && Boolean(user.data)}
      submitLabel={(byCard) =>
        byCard
          ? intl.formatMessage(payMessage, { amount: formatYen(total, intl.locale) })
          : intl.formatMessage(messages.submit)
      }
    >
      <section className="request-section" aria-labelledby="order-items">
        <h2 id="order-items" className="request-section__heading">
          {intl.formatMessage(messages.items)}
        </h2>
        <ul className="cart-lines">
          {entries.map(({ product, count }) => (
            <li key={product.id} className="order-line">
              <span>{intl.formatMessage(lineMessage, { name: productName(product, language), count })}</span>
              <span>{formatYen(product.price * count, intl.locale)}</span>
            </li>
          ))}
        </ul>
        <p className="cart-total">
          <span>{intl.formatMessage(messages.total)}</span>
          <span>{formatYen(total, intl.locale)}</span>
        </p>
      </section>
      <SelectField
        name="room"
        label={intl.formatMessage(messages.room)}
        required
        options={[
          { value: '', label: intl.formatMessage(messages.chooseRoom) },
          ...options.map((o) => ({
            value: o.value,
            label: o.name ? `${o.roomNumber} ${o.name}` : o.roomNumber,
          })),
        ]}
      />
      {choices.length > 0 ? (
        <PaymentChoice
          name="payment"
          legend={intl.formatMessage(messages.payment)}
          options={choices.map((value) => ({ value, label: intl.formatMessage(messages[value]) }))}
          returnTo={ORDERING_PATHS.order}
        />
      ) : (
        <p className="form__lead">{intl.formatMessage(messages.noPayment)}</p>
      )}
    </PaymentScreenFrame>
  );
}
