import { defineMessages, type MessageDescriptor } from 'react-intl';
import type { ErrorCode } from './providerApi';

/**
 * The error catalogue: a message for every `ErrorCode` of openapi.yaml, shown in the page's
 * language (locales: `errors.<code>`; test/unit/errorCatalogue.test.ts walks the contract's list
 * against the four locales). Where the spec words an error (doc 1 §8, doc 2 §8), this is its wording.
 */
export const codeMessages: Record<ErrorCode, MessageDescriptor> = defineMessages({
  validation_error: {
    id: 'errors.validation_error',
    defaultMessage: 'Some of what you entered is not valid. Please check it and try again.',
  },
  bad_url: {
    id: 'errors.bad_url',
    defaultMessage: "This address is not valid. Please open the app again from the hotel's link.",
  },
  invalid_json: { id: 'errors.invalid_json', defaultMessage: 'The request could not be read. Please try again.' },
  empty_body: { id: 'errors.empty_body', defaultMessage: 'The request was empty. Please try again.' },
  unsupported_media_type: {
    id: 'errors.unsupported_media_type',
    defaultMessage: 'The request could not be read. Please try again.',
  },
  payload_too_large: {
    id: 'errors.payload_too_large',
    defaultMessage: 'What you sent is too large. Please send less at once.',
  },
  nul_character: {
    id: 'errors.nul_character',
    defaultMessage: 'Some of what you entered contains a character that cannot be used.',
  },
  not_found: { id: 'errors.not_found', defaultMessage: 'This page or information was not found.' },
  method_not_allowed: { id: 'errors.method_not_allowed', defaultMessage: 'This action is not available.' },
  too_many_requests: { id: 'errors.too_many_requests', defaultMessage: 'Please wait before retrying.' },
  internal: { id: 'errors.internal', defaultMessage: 'Failed to send or receive data. Please try again later.' },
  idempotency_key_reused: {
    id: 'errors.idempotency_key_reused',
    defaultMessage: 'This request was already sent with different contents. Please start again.',
  },
  request_in_progress: {
    id: 'errors.request_in_progress',
    defaultMessage: 'This request is still being processed. Please wait a moment.',
  },
  unauthorized: { id: 'errors.unauthorized', defaultMessage: 'Please log in again.' },
  wrong_email_or_password: { id: 'errors.wrong_email_or_password', defaultMessage: 'Wrong email or password.' },
  invalid_id_token: { id: 'errors.invalid_id_token', defaultMessage: 'The sign-in could not be verified.' },
  invalid_password: {
    id: 'errors.invalid_password',
    defaultMessage:
      'Please set a password of 8 characters or more with lowercase letters, uppercase letters and numbers.',
  },
  password_mismatch: { id: 'errors.password_mismatch', defaultMessage: 'Passwords do not match.' },
  invalid_token: {
    id: 'errors.invalid_token',
    defaultMessage: 'This link is invalid or has expired. Please ask for a new one.',
  },
  email_taken: { id: 'errors.email_taken', defaultMessage: 'An account with this email address already exists.' },
  account_not_found: { id: 'errors.account_not_found', defaultMessage: 'This account no longer exists.' },
  invalid_birth_date: { id: 'errors.invalid_birth_date', defaultMessage: 'Please enter a valid date' },
  invalid_picture: { id: 'errors.invalid_picture', defaultMessage: 'Must be a valid URL.' },
  user_mismatch: {
    id: 'errors.user_mismatch',
    defaultMessage: 'This check-in belongs to another member. Please log in again.',
  },
  hotel_not_found: {
    id: 'errors.hotel_not_found',
    defaultMessage: "This hotel was not found. Please open the app again from the hotel's link.",
  },
  reservation_not_found: {
    id: 'errors.reservation_not_found',
    defaultMessage: 'There is no reservation information. Check it again please.',
  },
  room_not_found: {
    id: 'errors.room_not_found',
    defaultMessage: 'There is no room information. Check it again please.',
  },
  checkin_not_found: { id: 'errors.checkin_not_found', defaultMessage: 'This check-in was not found.' },
  search_key_missing: {
    id: 'errors.search_key_missing',
    defaultMessage: 'Please enter the phone number, the reservation ID, or the family and given name.',
  },
  already_checked_in: { id: 'errors.already_checked_in', defaultMessage: 'This reservation is already checked in.' },
  checkin_already_submitted: {
    id: 'errors.checkin_already_submitted',
    defaultMessage: 'This check-in was already submitted.',
  },
  name_incomplete: {
    id: 'errors.name_incomplete',
    defaultMessage: 'Please enter both the family name and the given name.',
  },
  companions_mismatch: {
    id: 'errors.companions_mismatch',
    defaultMessage: 'There are more companions than guests. Please check the number of guests.',
  },
  companion_name_missing: {
    id: 'errors.companion_name_missing',
    defaultMessage: 'Please enter the family and given name of every companion.',
  },
  place_missing: {
    id: 'errors.place_missing',
    defaultMessage: 'Please enter the previous and the next place to stay.',
  },
  invalid_date: { id: 'errors.invalid_date', defaultMessage: 'Please enter a valid date' },
  payment_required: {
    id: 'errors.payment_required',
    defaultMessage: 'Please pay the bill by credit card before checking in.',
  },
  selection_empty: {
    id: 'errors.selection_empty',
    defaultMessage: 'Please select at least one reservation or check-in.',
  },
  nothing_selected: {
    id: 'errors.nothing_selected',
    defaultMessage: 'Please select the reservations or check-ins to pay.',
  },
  telephone_missing: { id: 'errors.telephone_missing', defaultMessage: 'Please search again with your phone number.' },
  checkout_target_invalid: {
    id: 'errors.checkout_target_invalid',
    defaultMessage: 'Please select either a reservation or a check-in.',
  },
  unable_to_checkout: { id: 'errors.unable_to_checkout', defaultMessage: 'Unable to checkout.' },
  email_mismatch: { id: 'errors.email_mismatch', defaultMessage: 'The email address must be the one of your account.' },
  card_not_found: { id: 'errors.card_not_found', defaultMessage: 'This credit card was not found.' },
  order_not_found: { id: 'errors.order_not_found', defaultMessage: 'This payment was not found.' },
  amount_mismatch: {
    id: 'errors.amount_mismatch',
    defaultMessage: 'The amount to pay has changed. Please check it again.',
  },
  already_paid: { id: 'errors.already_paid', defaultMessage: 'This bill has already been paid.' },
  payment_in_progress: { id: 'errors.payment_in_progress', defaultMessage: 'This bill is already being paid.' },
  product_not_found: { id: 'errors.product_not_found', defaultMessage: 'There is no item.' },
  products_mismatch: {
    id: 'errors.products_mismatch',
    defaultMessage: 'The products do not match this order. Please order again.',
  },
  out_of_sale_time: { id: 'errors.out_of_sale_time', defaultMessage: 'This product is out of sale time.' },
  out_of_stock: { id: 'errors.out_of_stock', defaultMessage: 'Out of stock' },
  price_mismatch: { id: 'errors.price_mismatch', defaultMessage: 'The price has changed. Please order again.' },
  order_required: {
    id: 'errors.order_required',
    defaultMessage: 'The card payment of this order was not found. Please order again.',
  },
  order_not_paid: { id: 'errors.order_not_paid', defaultMessage: 'This order has not been paid by card.' },
  order_amount_exceeded: {
    id: 'errors.order_amount_exceeded',
    defaultMessage: 'These items come to more than the amount paid. Please order again.',
  },
  discount_not_allowed: { id: 'errors.discount_not_allowed', defaultMessage: 'Discounts are recorded by the hotel.' },
  sales_subject_not_found: { id: 'errors.sales_subject_not_found', defaultMessage: 'There is no item.' },
  coupon_not_found: { id: 'errors.coupon_not_found', defaultMessage: 'This coupon was not found.' },
  coupon_not_valid: { id: 'errors.coupon_not_valid', defaultMessage: 'This coupon cannot be used now.' },
  coupon_already_used: { id: 'errors.coupon_already_used', defaultMessage: 'You have already used this coupon.' },
  spot_not_found: { id: 'errors.spot_not_found', defaultMessage: 'This spot was not found.' },
  photo_not_found: { id: 'errors.photo_not_found', defaultMessage: 'This photo was not found.' },
  invoice_not_found: { id: 'errors.invoice_not_found', defaultMessage: 'No invoice' },
  receipt_order_not_found: {
    id: 'errors.receipt_order_not_found',
    defaultMessage: 'This payment or its sales were not found.',
  },
  receipt_not_found: {
    id: 'errors.receipt_not_found',
    defaultMessage: 'The receipt of this payment has not been issued yet.',
  },
  approval_in_use: {
    id: 'errors.approval_in_use',
    defaultMessage:
      'The guest has already used this approval (a room order, a check-out payment or review, or the check-out): it can no longer be undone.',
  },
  undo_expired: {
    id: 'errors.undo_expired',
    defaultMessage: 'This approval is more than 5 minutes old: it can no longer be undone.',
  },
  payment_not_pending: { id: 'errors.payment_not_pending', defaultMessage: 'This payment is no longer pending.' },
  gateway_charged: {
    id: 'errors.gateway_charged',
    defaultMessage: 'The payment service has charged the card for this payment: settle it instead.',
  },
  gateway_not_charged: {
    id: 'errors.gateway_not_charged',
    defaultMessage: 'The payment service has no charge for this payment: release it instead.',
  },
  gateway_unavailable: {
    id: 'errors.gateway_unavailable',
    defaultMessage: 'The payment service cannot be reached. Please try again in a moment.',
  },
  passport_required: {
    id: 'errors.passport_required',
    defaultMessage: 'Please register your passport: the hotel must keep it for guests without an address in Japan.',
  },
  passport_not_found: {
    id: 'errors.passport_not_found',
    defaultMessage: 'This passport was not found. Please register it again.',
  },
  passport_key_missing: {
    id: 'errors.passport_key_missing',
    defaultMessage:
      'This passport was encrypted with a key the server does not have. Please contact the system administrator.',
  },
  manager_only: { id: 'errors.manager_only', defaultMessage: "Only the hotel's managers can do this." },
  staff_not_found: { id: 'errors.staff_not_found', defaultMessage: 'This staff member was not found.' },
  last_manager: {
    id: 'errors.last_manager',
    defaultMessage: 'The hotel must keep at least one manager: the last manager cannot be demoted or removed.',
  },
  second_factor_required: {
    id: 'errors.second_factor_required',
    defaultMessage: 'Enter the code of your authenticator app or a recovery code.',
  },
  wrong_second_factor_code: { id: 'errors.wrong_second_factor_code', defaultMessage: 'The code is not correct.' },
  second_factor_enrolment_required: {
    id: 'errors.second_factor_enrolment_required',
    defaultMessage: 'Set up two-step verification before using the staff page.',
  },
  second_factor_already_enrolled: {
    id: 'errors.second_factor_already_enrolled',
    defaultMessage: 'Two-step verification is already set up.',
  },
  second_factor_not_started: {
    id: 'errors.second_factor_not_started',
    defaultMessage: 'Start the setup of two-step verification again.',
  },
  edit_conflict: {
    id: 'errors.edit_conflict',
    defaultMessage: 'Someone else saved a change meanwhile. Nothing was saved: reload to see theirs, then edit again.',
  },
  image_invalid: { id: 'errors.image_invalid', defaultMessage: 'Invalid image' },
  image_too_large: { id: 'errors.image_too_large', defaultMessage: 'File size limit 10Mb.' },
  date_range_invalid: {
    id: 'errors.date_range_invalid',
    defaultMessage: 'Please choose a start date on or before the end date, at most one year apart.',
  },
  integration_key_not_found: {
    id: 'errors.integration_key_not_found',
    defaultMessage: 'This integration key was not found.',
  },
  integration_scope_missing: {
    id: 'errors.integration_scope_missing',
    defaultMessage: 'This integration key is not allowed to do this.',
  },
  revision_outdated: {
    id: 'errors.revision_outdated',
    defaultMessage: 'A newer revision of this reservation is already stored.',
  },
  booking_number_taken: {
    id: 'errors.booking_number_taken',
    defaultMessage: 'Another reservation already has this booking number.',
  },
  stay_not_found: { id: 'errors.stay_not_found', defaultMessage: 'This guest has not checked in.' },
  reservation_cancelled: { id: 'errors.reservation_cancelled', defaultMessage: 'This reservation has been cancelled.' },
  already_checked_out: { id: 'errors.already_checked_out', defaultMessage: 'This stay has already been checked out.' },
  folio_line_paid: {
    id: 'errors.folio_line_paid',
    defaultMessage: 'This folio line has been paid and can no longer change.',
  },
  webhook_not_found: { id: 'errors.webhook_not_found', defaultMessage: 'This webhook endpoint was not found.' },
  webhook_url_refused: {
    id: 'errors.webhook_url_refused',
    defaultMessage:
      'This address cannot receive webhooks: use an https URL on the internet, not a private, local or loopback address.',
  },
  import_too_large: {
    id: 'errors.import_too_large',
    defaultMessage: 'The file is too large: at most 2 MB and 2,000 rows.',
  },
  import_unreadable: {
    id: 'errors.import_unreadable',
    defaultMessage: 'The file could not be read as CSV text (UTF-8 or Shift_JIS).',
  },
  import_missing_columns: {
    id: 'errors.import_missing_columns',
    defaultMessage:
      'The file lacks a required column: booking number, check-in date, nights, guests, guest name, telephone and room type are needed.',
  },
});

/** What the app says itself when there is no server code to show: no answer, a card refusal. */
export const errorMessages = defineMessages({
  unknown: { id: 'errors.unknown', defaultMessage: 'Unknown error' },
  network: { id: 'errors.network', defaultMessage: 'Failed to send or receive data. Please try again later.' },
  // No answer with the device offline: a read, and a change that was never sent.
  offlineLoad: { id: 'errors.offlineLoad', defaultMessage: 'You are offline. This page needs a connection.' },
  offlineSend: {
    id: 'errors.offlineSend',
    defaultMessage: 'You are offline. Nothing was sent; try again when you are back online.',
  },
  cardExpired: { id: 'errors.cardExpired', defaultMessage: 'Credit card has expired. Please enter it again.' },
  cardDeclined: {
    id: 'errors.cardDeclined',
    defaultMessage: 'Your payment was declined by your card issuer. Please contact your card issuer.',
  },
  registrationNotFound: {
    id: 'errors.registrationNotFound',
    defaultMessage: 'Registration information not found. Please try again.',
  },
});

/** The message of a code the server sent, if it is one of the contract's. */
export function codeMessage(code: unknown): MessageDescriptor | undefined {
  return typeof code === 'string' && Object.hasOwn(codeMessages, code) ? codeMessages[code as ErrorCode] : undefined;
}
