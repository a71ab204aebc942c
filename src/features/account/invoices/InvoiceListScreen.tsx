import { useIntl } from 'react-intl';
import { useGetInvoiceDetailsQuery, useGetUserPaymentQuery, type UserPaymentEntry } from '@/api/providerApi';
import { formatDateTime } from '@/lib/dates';
import { formatYen } from '@/lib/money';
import { useHotel } from '@/domain/hotel/hotelContext';
import { inScript } from '@/domain/profile/profile';
import { AppLink } from '@/ui/AppLink';
import { LoadFailed } from '@/ui/LoadFailed';
import { Page } from '@/ui/Page';
import { Spinner } from '@/ui/Spinner';
import { StatusMessage } from '@/ui/StatusMessage';
import { invoiceMessages as messages, transactionLine } from './invoiceMessages';
import '../mypage/MemberScreens.css';
import './Invoices.css';

/** Where an entry leads: its invoice details. */
export const invoicePath = (entry: Pick<UserPaymentEntry, 'orderId'>) =>
  `/mypage/usage-detail/${encodeURIComponent(entry.orderId)}`;

/**
 * The amount a payment came to (tax included), from its invoice details: the contract's list entry
 * (`UserPaymentEntry`) carries no amount. Nothing shows while it loads or when it cannot be read
 * (the list still opens the invoice, whose screen says what went wrong).
 */
function PaymentAmount({ orderId }: { orderId: string }) {
  const intl = useIntl();
  const amount = useGetInvoiceDetailsQuery({ orderId }).currentData?.total.totalAmount;
  if (amount === undefined) return null;
  return <span className="invoice-entry__amount">{formatYen(amount, intl.locale)}</span>;
}

/**
 * The member's invoices (spec doc 1 "invoice"): hotel, payment time, transaction number and the
 * amount paid, newest first.
 */
export default function InvoiceListScreen() {
  const intl = useIntl();
  const { language } = useHotel();
  const payments = useGetUserPaymentQuery();

  let content;
  if (payments.data) {
    const entries = payments.data.userPayment;
    content =
      entries.length === 0 ? (
        <StatusMessage title={intl.formatMessage(messages.empty)} />
      ) : (
        <ul className="member-menu">
          {entries.map((entry) => (
            <li key={entry.orderId}>
              <AppLink className="member-menu__link" to={invoicePath(entry)}>
                <span className="invoice-entry">
                  <span className="invoice-entry__hotel">
                    {inScript(entry.hotelName, entry.hotelNameLatin, language)}
                  </span>
                  <time className="invoice-entry__time" dateTime={entry.createdAt}>
                    {formatDateTime(entry.createdAt, entry.timeZone)}
                  </time>
                  <span className="invoice-entry__number">
                    {intl.formatMessage(transactionLine, { number: entry.orderId })}
                  </span>
                  <PaymentAmount orderId={entry.orderId} />
                </span>
              </AppLink>
            </li>
          ))}
        </ul>
      );
  } else if (payments.isError) {
    content = <LoadFailed onRetry={() => void payments.refetch()} busy={payments.isFetching} />;
  } else {
    content = <Spinner />;
  }

  return (
    <Page title={intl.formatMessage(messages.listTitle)} back={{ to: '/mypage' }}>
      {content}
    </Page>
  );
}
