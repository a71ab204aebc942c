import { useIntl } from 'react-intl';
import { useGetUserPaymentQuery, type UserPaymentEntry } from '@/api/providerApi';
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
 * The member's invoices (spec doc 1 "invoice"): hotel, payment time, transaction number and the
 * amount paid (tax included, from the list entry itself: one request for the whole list), newest
 * first.
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
                  <span className="invoice-entry__amount">{formatYen(entry.amount, intl.locale)}</span>
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
