import { CheckoutList } from './CheckoutList';

/** Spec doc 2 "confirmCheckoutReservations": the stay reservations of the phone number. */
export default function CheckoutReservationsScreen() {
  return <CheckoutList kind="reservations" />;
}
