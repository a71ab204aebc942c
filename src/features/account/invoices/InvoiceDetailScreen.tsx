import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useParams } from 'react-router-dom';
import { httpStatus } from '@/api/errors';
import { useGetInvoiceDetailsQuery, type InvoiceDetails } from '@/api/providerApi';
import { fetchReceiptPdf, ReceiptPdfError, saveFile } from '@/api/receiptPdf';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { selectAccessToken, sessionExpired } from '@/domain/auth/authSlices';
import { formatDate, formatDateTime } from '@/lib/dates';
import { useHotel } from '@/domain/hotel/hotelContext';
import { formatYen } from '@/lib/money';
import { inScript } from '@/domain/profile/profile';
import { AppLink } from '@/ui/AppLink';
import { LoadFailed } from '@/ui/LoadFailed';
import { Page } from '@/ui/Page';
import { Spinner } from '@/ui/Spinner';
import { StatusMessage } from '@/ui/StatusMessage';
import { addresseeName, invoiceMessages as messages, rateAmount } from './invoiceMessages';
import '../mypage/MemberScreens.css';
import './Invoices.css';

/** The reduced-rate mark (spec doc 2 §9: "8% items are marked"). */
const REDUCED_RATE_MARK = '※';

/** The receipt PDF, fetched with the member's token and handed to the browser. */
function useReceiptDownload(orderId: string, receiptNumber: string) {
  const dispatch = useAppDispatch();
  const token = useAppSelector(selectAccessToken);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const download = async () => {
    setBusy(true);
    setFailed(false);
    try {
      saveFile(await fetchReceiptPdf(orderId, token), `receipt-${receiptNumber}.pdf`);
    } catch (error) {
      if (error instanceof ReceiptPdfError && error.status === 401) {
        // As for every other call (src/api/errorHandler.ts): an expired session means login.
        dispatch(sessionExpired({ sendToLogin: true }));
      } else {
        setFailed(true);
      }
    } finally {
      setBusy(false);
    }
  };
  return { download, busy, failed };
}

function ReceiptBlock({ invoice, orderId }: { invoice: InvoiceDetails; orderId: string }) {
  const intl = useIntl();
  const { download, busy, failed } = useReceiptDownload(orderId, invoice.pdfInfo.receiptNumber);
  return (
    <section className="invoice-receipt" aria-labelledby="invoice-receipt">
      <h2 id="invoice-receipt" className="invoice-receipt__title">
        {/* A qualified invoice only where the issuer is registered: no claim without a number. */}
        {intl.formatMessage(invoice.pdfInfo.invoiceRegistrationNumber ? messages.qualifiedReceipt : messages.receipt)}
      </h2>
      <dl className="invoice-receipt__facts">
        <div className="invoice-pair">
          <dt>{intl.formatMessage(messages.addressee)}</dt>
          <dd>{invoice.pdfInfo.name && intl.formatMessage(addresseeName, { name: invoice.pdfInfo.name })}</dd>
        </div>
        <div className="invoice-pair">
          <dt>{intl.formatMessage(messages.amount)}</dt>
          <dd className="invoice-amount">{formatYen(invoice.total.totalAmount, intl.locale)}</dd>
        </div>
        {invoice.pdfInfo.provision && (
          <div className="invoice-pair">
            <dt>{intl.formatMessage(messages.provision)}</dt>
            <dd>{invoice.pdfInfo.provision}</dd>
          </div>
        )}
      </dl>
      {invoice.receiptPdf ? (
        <button
          type="button"
          className="button invoice-receipt__download"
          onClick={() => void download()}
          disabled={busy}
          aria-busy={busy || undefined}
        >
          {intl.formatMessage(messages.download)}
        </button>
      ) : (
        <p className="invoice-receipt__pending">{intl.formatMessage(messages.receiptPending)}</p>
      )}
      {failed && (
        <p className="invoice-receipt__error" role="alert">
          {intl.formatMessage(messages.downloadFailed)}
        </p>
      )}
    </section>
  );
}

function Invoice({ invoice, orderId }: { invoice: InvoiceDetails; orderId: string }) {
  const intl = useIntl();
  const { language } = useHotel();
  const yen = (amount: number) => formatYen(amount, intl.locale);
  /** A rate's amount and the tax it includes (rounded once per rate by the server). */
  const perRate = (amount: number, tax: number) =>
    intl.formatMessage(rateAmount, { amount: yen(amount), tax: yen(tax) });
  const { pdfInfo, total } = invoice;
  const address = language === 'ja' ? pdfInfo.hotelAddress : pdfInfo.hotelAddressLatin || pdfInfo.hotelAddress;
  const reduced = invoice.salesList.some((line) => line.taxRate === 8);
  return (
    <>
      <section className="invoice-section" aria-labelledby="invoice-issuer">
        <h2 id="invoice-issuer" className="invoice-section__label">
          {intl.formatMessage(messages.issuer)}
        </h2>
        <p className="invoice-issuer__name">{inScript(pdfInfo.hotelName, pdfInfo.hotelNameLatin, language)}</p>
        <dl className="invoice-facts">
          {pdfInfo.issuerName !== pdfInfo.hotelName && (
            <div className="invoice-pair">
              <dt>{intl.formatMessage(messages.issuerName)}</dt>
              <dd>{pdfInfo.issuerName}</dd>
            </div>
          )}
          {pdfInfo.invoiceRegistrationNumber && (
            <div className="invoice-pair">
              <dt>{intl.formatMessage(messages.registrationNumber)}</dt>
              <dd className="invoice-code">{pdfInfo.invoiceRegistrationNumber}</dd>
            </div>
          )}
          {address && (
            <div className="invoice-pair">
              <dt>{intl.formatMessage(messages.address)}</dt>
              <dd>{address}</dd>
            </div>
          )}
          {pdfInfo.hotelTelephone && (
            <div className="invoice-pair">
              <dt>{intl.formatMessage(messages.telephone)}</dt>
              <dd>
                <a href={`tel:${pdfInfo.hotelTelephone.replace(/[^0-9+]/g, '')}`}>{pdfInfo.hotelTelephone}</a>
              </dd>
            </div>
          )}
        </dl>
      </section>

      <div className="invoice-section">
        <dl className="invoice-facts">
          <div className="invoice-pair">
            <dt>{intl.formatMessage(messages.date)}</dt>
            <dd>
              <time dateTime={pdfInfo.date}>{formatDateTime(pdfInfo.date, pdfInfo.timeZone)}</time>
            </dd>
          </div>
          <div className="invoice-pair">
            <dt>{intl.formatMessage(messages.receiptNumber)}</dt>
            <dd className="invoice-code">{pdfInfo.receiptNumber}</dd>
          </div>
          <div className="invoice-pair">
            <dt>{intl.formatMessage(messages.transactionNumber)}</dt>
            <dd className="invoice-code">{invoice.transactionNumber}</dd>
          </div>
        </dl>
      </div>

      <section className="invoice-section" aria-labelledby="invoice-lines">
        <h2 id="invoice-lines" className="invoice-section__label">
          {intl.formatMessage(messages.lines)}
        </h2>
        <table className="invoice-lines" aria-labelledby="invoice-lines">
          <thead>
            <tr>
              <th scope="col">{intl.formatMessage(messages.lineDate)}</th>
              <th scope="col">{intl.formatMessage(messages.lineReference)}</th>
              <th scope="col" className="invoice-lines__amount">
                {intl.formatMessage(messages.amount)}
              </th>
            </tr>
          </thead>
          <tbody>
            {invoice.salesList.map((line, i) => (
              <tr key={i}>
                <td className="invoice-lines__date">{formatDate(line.salesDate)}</td>
                <td className="invoice-lines__reference">
                  {line.salesSubjectName}
                  {line.taxRate === 8 && ` ${REDUCED_RATE_MARK}`}
                </td>
                <td className="invoice-lines__amount">{yen(line.salesPrice)}</td>
              </tr>
            ))}
          </tbody>
        </table>
        {reduced && <p className="invoice-note">{intl.formatMessage(messages.reducedRate)}</p>}

        <dl className="invoice-totals">
          <div className="invoice-pair invoice-pair--row">
            <dt>{intl.formatMessage(messages.totalSalesPrice)}</dt>
            <dd className="invoice-amount">{yen(total.totalSalesPrice)}</dd>
          </div>
          {total.totalSalesDiscount > 0 && (
            <div className="invoice-pair invoice-pair--row">
              <dt>{intl.formatMessage(messages.totalSalesDiscount)}</dt>
              <dd className="invoice-amount">{yen(-total.totalSalesDiscount)}</dd>
            </div>
          )}
          <div className="invoice-pair invoice-pair--row invoice-pair--total">
            <dt>{intl.formatMessage(messages.totalAmount)}</dt>
            <dd className="invoice-amount">{yen(total.totalAmount)}</dd>
          </div>
          <div className="invoice-pair invoice-pair--row invoice-pair--tax">
            <dt>{intl.formatMessage(messages.rate10)}</dt>
            <dd className="invoice-amount">{perRate(total.totalReceipt10Price, total.totalReceipt10TaxPrice)}</dd>
          </div>
          <div className="invoice-pair invoice-pair--row invoice-pair--tax">
            <dt>{intl.formatMessage(messages.rate8)}</dt>
            <dd className="invoice-amount">{perRate(total.totalReceipt8Price, total.totalReceipt8TaxPrice)}</dd>
          </div>
          {total.totalExemptPrice !== 0 && (
            <div className="invoice-pair invoice-pair--row invoice-pair--tax">
              <dt>{intl.formatMessage(messages.exempt)}</dt>
              <dd className="invoice-amount">{yen(total.totalExemptPrice)}</dd>
            </div>
          )}
          {invoice.credit && (
            <div className="invoice-pair invoice-pair--row">
              <dt>{intl.formatMessage(messages.credit)}</dt>
              <dd className="invoice-card">
                <span className="invoice-card__brand">{invoice.credit.cardBrand}</span>{' '}
                <span className="invoice-code">{invoice.credit.cardNumber}</span>
              </dd>
            </div>
          )}
        </dl>
      </section>

      <ReceiptBlock invoice={invoice} orderId={orderId} />
    </>
  );
}

/**
 * One invoice of the member (spec doc 1 "invoiceDetails"): issuer, lines, totals, card and the
 * receipt. As the receipt PDF (issue 24): the amount and the tax per rate, and where the issuer has
 * a qualified invoice registration number, the number and the registered business.
 */
export default function InvoiceDetailScreen() {
  const intl = useIntl();
  const { id = '' } = useParams();
  const detail = useGetInvoiceDetailsQuery({ orderId: id });
  const invoice = detail.currentData;

  let content;
  if (invoice) {
    content = <Invoice invoice={invoice} orderId={id} />;
  } else if (httpStatus(detail.error) === 404 || httpStatus(detail.error) === 400) {
    content = (
      <StatusMessage
        title={intl.formatMessage(messages.notFoundTitle)}
        action={
          <AppLink className="button" to="/mypage/usage-detail">
            {intl.formatMessage(messages.backToList)}
          </AppLink>
        }
      >
        {intl.formatMessage(messages.notFoundBody)}
      </StatusMessage>
    );
  } else if (detail.isError) {
    content = <LoadFailed onRetry={() => void detail.refetch()} busy={detail.isFetching} />;
  } else {
    content = <Spinner />;
  }

  return (
    <Page title={intl.formatMessage(messages.detailTitle)} back={{ to: '/mypage/usage-detail' }}>
      {content}
    </Page>
  );
}
