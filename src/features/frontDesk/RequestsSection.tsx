import { useId } from 'react';
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import {
  useListFrontDeskRequestOrdersQuery,
  useMarkFrontDeskOrderDeliveredMutation,
  type FrontDeskRequestOrder,
} from '@/api/frontDeskApi';
import { formatYen } from '@/lib/money';
import { formatTime } from './deskTime';
import { sectionTitles } from './frontDeskMessages';
import { LIST_POLLING } from './listPolling';
import { DeskSection } from './ListState';
import { DeskError } from './DeskError';

const messages = defineMessages({
  empty: { id: 'frontDesk.requests.empty', defaultMessage: 'No requests have been ordered today.' },
  items: { id: 'frontDesk.requests.items', defaultMessage: 'Items' },
  total: { id: 'frontDesk.requests.total', defaultMessage: 'Total' },
  payment: { id: 'frontDesk.requests.payment', defaultMessage: 'Payment' },
  ordered: { id: 'frontDesk.requests.ordered', defaultMessage: 'Ordered' },
  delivered: { id: 'frontDesk.requests.delivered', defaultMessage: 'Delivered' },
  paidByCard: { id: 'frontDesk.requests.paidByCard', defaultMessage: 'Card (paid)' },
  atCheckout: { id: 'frontDesk.requests.atCheckout', defaultMessage: 'Pay at check-out' },
  noPaymentMethod: { id: 'frontDesk.requests.noPaymentMethod', defaultMessage: 'No payment method chosen' },
});

const room = defineMessage<{ room: string }>({ id: 'frontDesk.requests.room', defaultMessage: 'Room {room}' });
const itemLine = defineMessage<{ name: string; quantity: number }>({
  id: 'frontDesk.requests.item',
  defaultMessage: '{name} × {quantity}',
});
const deliveredAt = defineMessage<{ time: string }>({
  id: 'frontDesk.requests.deliveredAt',
  defaultMessage: 'Delivered at {time}',
});

/** openapi.yaml OrderPaymentMethod (spec doc 2: checkout 0, creditCard 1, noPaymentMethod 2). */
const PAYMENT_METHODS = [messages.atCheckout, messages.paidByCard, messages.noPaymentMethod] as const;

/** Today's mobile request orders of the staff's hotel (its today), newest first, delivered or not. */
export function RequestsSection({ timeZone }: { timeZone: string }) {
  const intl = useIntl();
  const query = useListFrontDeskRequestOrdersQuery(undefined, LIST_POLLING);
  const orders = query.data?.orders;
  return (
    <DeskSection
      id="front-desk-requests"
      title={intl.formatMessage(sectionTitles.requests)}
      query={query}
      count={orders?.length}
      emptyText={intl.formatMessage(messages.empty)}
      timeZone={timeZone}
    >
      <ul className="desk-list">
        {orders?.map((order) => (
          <OrderRow key={order.orderId} order={order} timeZone={timeZone} />
        ))}
      </ul>
    </DeskSection>
  );
}

function OrderRow({ order, timeZone }: { order: FrontDeskRequestOrder; timeZone: string }) {
  const intl = useIntl();
  const roomId = useId();
  const [markDelivered, marking] = useMarkFrontDeskOrderDeliveredMutation();
  const t = intl.formatMessage;
  const method = PAYMENT_METHODS[order.paymentMethod];
  return (
    <li className={`desk-card${order.deliveredAt ? ' desk-card--done' : ''}`} aria-labelledby={roomId}>
      <h3 id={roomId} className="desk-card__title">
        {t(room, { room: order.roomNumber })}
      </h3>
      <dl className="desk-card__facts">
        <div className="desk-card__wide">
          <dt>{t(messages.items)}</dt>
          <dd>
            <ul className="desk-card__items">
              {order.items.map((item, index) => (
                <li key={index}>{t(itemLine, { name: item.name, quantity: item.quantity })}</li>
              ))}
            </ul>
          </dd>
        </div>
        <div>
          <dt>{t(messages.total)}</dt>
          <dd>{formatYen(order.totalAmount, intl.locale)}</dd>
        </div>
        <div>
          <dt>{t(messages.payment)}</dt>
          <dd>{method ? t(method) : '—'}</dd>
        </div>
        <div>
          <dt>{t(messages.ordered)}</dt>
          <dd>{formatTime(order.orderedAt, timeZone)}</dd>
        </div>
      </dl>
      <div className="desk-card__actions">
        {order.deliveredAt ? (
          <p className="desk-card__done" role="status">
            {t(deliveredAt, { time: formatTime(order.deliveredAt, timeZone) })}
          </p>
        ) : (
          <button
            type="button"
            className="button"
            aria-describedby={roomId}
            disabled={marking.isLoading}
            aria-busy={marking.isLoading || undefined}
            onClick={() => void markDelivered({ orderId: order.orderId })}
          >
            {t(messages.delivered)}
          </button>
        )}
      </div>
      {marking.isError && <DeskError error={marking.error} />}
    </li>
  );
}
