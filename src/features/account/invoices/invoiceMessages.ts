import { defineMessage, defineMessages } from 'react-intl';

export const invoiceMessages = defineMessages({
  listTitle: { id: 'account.invoice.listTitle', defaultMessage: 'Invoices' },
  empty: { id: 'account.invoice.empty', defaultMessage: 'No invoice' },
  detailTitle: { id: 'account.invoice.detailTitle', defaultMessage: 'Invoice details' },
  issuer: { id: 'account.invoice.issuer', defaultMessage: 'Issuer' },
  issuerName: { id: 'account.invoice.issuerName', defaultMessage: 'Business name' },
  registrationNumber: { id: 'account.invoice.registrationNumber', defaultMessage: 'Registration No.' },
  address: { id: 'account.invoice.address', defaultMessage: 'Address' },
  telephone: { id: 'account.invoice.telephone', defaultMessage: 'Phone' },
  date: { id: 'account.invoice.date', defaultMessage: 'Date of payment' },
  receiptNumber: { id: 'account.invoice.receiptNumber', defaultMessage: 'Receipt No.' },
  transactionNumber: { id: 'account.invoice.transactionNumber', defaultMessage: 'Transaction No.' },
  lines: { id: 'account.invoice.lines', defaultMessage: 'Details' },
  lineDate: { id: 'account.invoice.lineDate', defaultMessage: 'Date' },
  lineReference: { id: 'account.invoice.lineReference', defaultMessage: 'Reference' },
  amount: { id: 'account.invoice.amount', defaultMessage: 'Amount' },
  reducedRate: { id: 'account.invoice.reducedRate', defaultMessage: '※ Reduced tax rate (8%)' },
  totalSalesPrice: { id: 'account.invoice.totalSalesPrice', defaultMessage: 'Charges' },
  totalSalesDiscount: { id: 'account.invoice.totalSalesDiscount', defaultMessage: 'Discounts' },
  rate10: { id: 'account.invoice.rate10', defaultMessage: 'Subject to 10%' },
  rate8: { id: 'account.invoice.rate8', defaultMessage: 'Subject to 8% (reduced rate)' },
  exempt: { id: 'account.invoice.exempt', defaultMessage: 'Not subject to consumption tax' },
  totalAmount: { id: 'account.invoice.totalAmount', defaultMessage: 'Total (tax included)' },
  credit: { id: 'account.invoice.credit', defaultMessage: 'Credit card' },
  receipt: { id: 'account.invoice.receipt', defaultMessage: 'Receipt' },
  qualifiedReceipt: { id: 'account.invoice.qualifiedReceipt', defaultMessage: 'Receipt (qualified invoice)' },
  addressee: { id: 'account.invoice.addressee', defaultMessage: 'Addressee' },
  provision: { id: 'account.invoice.provision', defaultMessage: 'For' },
  receiptPending: {
    id: 'account.invoice.receiptPending',
    defaultMessage: 'The receipt can be downloaded here once it has been issued.',
  },
  download: { id: 'account.invoice.download', defaultMessage: 'Download receipt (PDF)' },
  downloadFailed: {
    id: 'account.invoice.downloadFailed',
    defaultMessage: 'The receipt could not be downloaded. Please try again.',
  },
  notFoundTitle: { id: 'account.invoice.notFoundTitle', defaultMessage: 'Invoice not found' },
  notFoundBody: {
    id: 'account.invoice.notFoundBody',
    defaultMessage: 'This invoice does not exist or belongs to another account.',
  },
  backToList: { id: 'account.invoice.backToList', defaultMessage: 'Back to invoices' },
});

/** A tax rate's amount and the consumption tax it includes, as the receipt prints them. */
export const rateAmount = defineMessage<{ amount: string; tax: string }>({
  id: 'account.invoice.rateAmount',
  defaultMessage: '{amount} (incl. tax {tax})',
});

/** An entry's transaction (order) number in the list. */
export const transactionLine = defineMessage<{ number: string }>({
  id: 'account.invoice.transactionLine',
  defaultMessage: 'Transaction No. {number}',
});

/** The addressee as a receipt writes it: 様 in Japanese, 님 in Korean. */
export const addresseeName = defineMessage<{ name: string }>({
  id: 'account.invoice.addresseeName',
  defaultMessage: '{name}',
});
