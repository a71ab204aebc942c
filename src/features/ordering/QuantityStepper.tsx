import { defineMessage, useIntl } from 'react-intl';

type Named = { name: string };
const messages = {
  decrease: defineMessage<Named>({ id: 'request.quantity.decrease', defaultMessage: 'One less {name}' }),
  increase: defineMessage<Named>({ id: 'request.quantity.increase', defaultMessage: 'One more {name}' }),
  quantity: defineMessage<Named>({ id: 'request.quantity.label', defaultMessage: 'Quantity of {name}' }),
};

/** − count + within min..max (doc 2 §5: never below 0 nor above the stock). */
export function QuantityStepper({
  name,
  value,
  min,
  max,
  onChange,
  disabled = false,
}: {
  /** The product's name, for the buttons' and the count's accessible names. */
  name: string;
  value: number;
  min: number;
  max: number;
  onChange: (value: number) => void;
  disabled?: boolean;
}) {
  const intl = useIntl();
  return (
    <div className="quantity" role="group" aria-label={intl.formatMessage(messages.quantity, { name })}>
      <button
        type="button"
        className="quantity__button"
        aria-label={intl.formatMessage(messages.decrease, { name })}
        disabled={disabled || value <= min}
        onClick={() => onChange(value - 1)}
      >
        −
      </button>
      <output className="quantity__value" aria-live="polite">
        {value}
      </output>
      <button
        type="button"
        className="quantity__button"
        aria-label={intl.formatMessage(messages.increase, { name })}
        disabled={disabled || value >= max}
        onClick={() => onChange(value + 1)}
      >
        +
      </button>
    </div>
  );
}
