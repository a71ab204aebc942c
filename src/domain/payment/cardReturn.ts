/** Where the card registration returns to when a payment sent the guest there (`?returnTo=`). */
export const CARD_RETURN_PARAM = 'returnTo';
/** The payment screens a card registration may return to; any other value is ignored. */
const CARD_RETURN_PATHS = ['/checkout/payment', '/checkin-payment', '/checkin-confirm', '/request/order-confirmation'];
export const cardReturnPath = (value: string | null) => (value && CARD_RETURN_PATHS.includes(value) ? value : null);
