import { useField } from 'formik';
import { RadioGroupField } from '@/ui/form/Field';
import { SavedCardPanel } from './SavedCardPanel';

/** The method a card payment is chosen by, in every flow's payment data. */
export const CARD_METHOD = 'creditCard';

/**
 * A payment screen's choice of method (the flow's own labels, e.g. pay at the front desk or by
 * card) and, once the card is chosen, the saved card: log in, add one, or the card itself.
 */
export function PaymentChoice({
  name,
  legend,
  options,
  returnTo,
}: {
  name: string;
  legend: string;
  options: { value: string; label: string }[];
  /** Where logging in or adding a card comes back to. */
  returnTo: string;
}) {
  const [{ value }] = useField<string>(name);
  return (
    <>
      <RadioGroupField name={name} legend={legend} required options={options} />
      {value === CARD_METHOD && <SavedCardPanel returnTo={returnTo} />}
    </>
  );
}
