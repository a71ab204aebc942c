import { defineMessage, defineMessages, useIntl } from 'react-intl';
import { formatYen } from '@/lib/money';

const messages = defineMessages({
  label: { id: 'request.cartBar.label', defaultMessage: 'Your cart' },
  confirm: { id: 'request.cartBar.confirm', defaultMessage: 'Confirm' },
});

const countMessage = defineMessage<{ count: number }>({
  id: 'request.cartBar.count',
  defaultMessage: '{count, plural, one {# item} other {# items}}',
});

/** The bottom bar of the product list (doc 2 §2): the cart's count and sum, and Confirm. */
export function CartBar({ count, sum, onConfirm }: { count: number; sum: number; onConfirm: () => void }) {
  const intl = useIntl();
  return (
    <section className="cart-bar" aria-label={intl.formatMessage(messages.label)}>
      <div className="cart-bar__inner">
        <p className="cart-bar__totals" aria-live="polite">
          <span className="cart-bar__count">{intl.formatMessage(countMessage, { count })}</span>
          <span className="cart-bar__sum">{formatYen(sum, intl.locale)}</span>
        </p>
        <button type="button" className="button cart-bar__confirm" disabled={count === 0} onClick={onConfirm}>
          {intl.formatMessage(messages.confirm)}
        </button>
      </div>
    </section>
  );
}
