import { CheckoutList } from './CheckoutList';

/** Spec doc 2 "confirmCheckoutCheckins": the approved check-ins of the phone number. */
export default function CheckoutCheckinsScreen() {
  return <CheckoutList kind="checkins" />;
}
