import { defineMessage, defineMessages, useIntl } from 'react-intl';
import type { PaymentsSummary } from '@/api/providerApi';
import { formatDate } from '@/lib/dates';
import { formatYen } from '@/lib/money';
import './Payment.css';

const messages = defineMessages({
  subtotal: { id: 'payment.bill.subtotal', defaultMessage: 'Charges' },
  discount: { id: 'payment.bill.discount', defaultMessage: 'Discounts' },
  toPay: { id: 'payment.bill.toPay', defaultMessage: 'To pay' },
  total: { id: 'payment.bill.total', defaultMessage: 'Amount billed' },
});
const taxMessage = defineMessage<{ amount: string }>({
  id: 'payment.bill.tax',
  defaultMessage: 'Consumption tax included: {amount}',
});
const reservationMessage = defineMessage<{ id: string }>({
  id: 'payment.bill.reservation',
  defaultMessage: 'Reservation {id}',
});

/** The bill of the chosen reservations (spec doc 2 §3 "Payments summary"): lines and totals per reservation. */
export function BillBreakdown({ bill }: { bill: PaymentsSummary }) {
  const intl = useIntl();
  const yen = (amount: number) => formatYen(amount, intl.locale);
  return (
    <section className="bill" aria-label={intl.formatMessage(messages.total)}>
      {bill.reservations.map((reservation) => (
        <article key={reservation.id} className="bill__reservation">
          <h3 className="bill__title">
            {intl.formatMessage(reservationMessage, { id: reservation.reservationId })}
            {reservation.roomInfo && ` ・ ${reservation.roomInfo}`}
          </h3>
          <ul className="bill__lines">
            {reservation.sales.map((line, i) => (
              <li key={i} className="bill__line">
                <span>
                  {formatDate(line.salesDate)} {line.salesSubjectName}
                </span>
                <span className="bill__amount">{yen(line.salesPrice)}</span>
              </li>
            ))}
          </ul>
          <ul className="bill__totals">
            <li className="bill__total">
              <span>{intl.formatMessage(messages.subtotal)}</span>
              <span className="bill__amount">{yen(reservation.totalPrice)}</span>
            </li>
            {reservation.totalDiscount > 0 && (
              <li className="bill__line">
                <span>{intl.formatMessage(messages.discount)}</span>
                <span className="bill__amount">{yen(-reservation.totalDiscount)}</span>
              </li>
            )}
            <li className="bill__line">
              <span>{intl.formatMessage(messages.toPay)}</span>
              <span className="bill__amount">{yen(reservation.totalPayment)}</span>
            </li>
          </ul>
        </article>
      ))}
      <p className="bill__grand">
        <span>{intl.formatMessage(messages.total)}</span>
        <span className="bill__amount">{yen(bill.totalAmount)}</span>
      </p>
      <p className="field__hint">{intl.formatMessage(taxMessage, { amount: yen(bill.totalTaxPrice) })}</p>
    </section>
  );
}
