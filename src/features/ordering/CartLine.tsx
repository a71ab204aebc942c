import { defineMessage, defineMessages, useIntl } from 'react-intl';
import type { Language } from '@/lib/language';
import { formatYen } from '@/lib/money';
import { maxQuantity } from './cartRules';
import type { CartEntry } from './cartSlice';
import { productName } from './productText';
import { QuantityStepper } from './QuantityStepper';

const messages = defineMessages({
  outOfSaleTime: { id: 'request.cart.outOfSaleTime', defaultMessage: 'Out of Sale Time' },
  remove: { id: 'request.cart.remove', defaultMessage: 'Remove' },
});
const unitMessage = defineMessage<{ price: string }>({ id: 'request.cart.unitPrice', defaultMessage: '{price} each' });

/**
 * A line of the cart: quantity 0..stock (zero removes it). A product past its sale time is flagged
 * 'Out of Sale Time' and its quantity locked (doc 2 §4 rule 4): it can only be removed.
 */
export function CartLine({
  entry,
  language,
  notice,
  onCount,
}: {
  entry: CartEntry;
  language: Language;
  /** What changed on the server since the guest added it, if anything. */
  notice?: string;
  onCount: (count: number) => void;
}) {
  const intl = useIntl();
  const { product, count } = entry;
  const name = productName(product, language);
  const locked = !product.isNowOnSale;
  return (
    <li className={`cart-line${locked || notice ? ' cart-line--flagged' : ''}`}>
      {product.imagePath ? (
        <img className="cart-line__image" src={product.imagePath} alt="" width={64} height={48} />
      ) : (
        <span className="cart-line__image" aria-hidden="true" />
      )}
      <div className="cart-line__body">
        <p className="cart-line__name">{name}</p>
        <p className="cart-line__price">
          {intl.formatMessage(unitMessage, { price: formatYen(product.price, intl.locale) })}
        </p>
        {locked && <p className="cart-line__notice">{intl.formatMessage(messages.outOfSaleTime)}</p>}
        {notice && <p className="cart-line__notice">{notice}</p>}
        <div className="cart-line__actions">
          <QuantityStepper
            name={name}
            value={count}
            min={0}
            max={maxQuantity(product)}
            onChange={onCount}
            disabled={locked}
          />
          <button type="button" className="cart-line__remove" onClick={() => onCount(0)}>
            {intl.formatMessage(messages.remove)}
          </button>
        </div>
      </div>
    </li>
  );
}
