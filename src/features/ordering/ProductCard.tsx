import { defineMessage, defineMessages, useIntl } from 'react-intl';
import type { Product } from '@/api/providerApi';
import type { Language } from '@/lib/language';
import { formatYen } from '@/lib/money';
import { productName } from './productText';

const productMessages = defineMessages({
  soldOut: { id: 'request.product.soldOut', defaultMessage: 'Sold out' },
  outOfSaleTime: { id: 'request.product.outOfSaleTime', defaultMessage: 'Out of sale time' },
});
const inCartMessage = defineMessage<{ count: number }>({
  id: 'request.product.inCart',
  defaultMessage: '{count} in cart',
});

/**
 * A product in the grid. Not on sale (doc 2 §4 rule 4) or sold out: dimmed and not openable. The image
 * loads lazily, except in the cards of the first screen (`eager`), where one is the screen's largest paint.
 */
export function ProductCard({
  product,
  language,
  inCart,
  eager,
  onOpen,
}: {
  product: Product;
  language: Language;
  inCart: number;
  eager: boolean;
  onOpen: () => void;
}) {
  const intl = useIntl();
  const soldOut = product.stock !== null && product.stock <= 0;
  const closed = !product.isNowOnSale || soldOut;
  const state = !product.isNowOnSale ? productMessages.outOfSaleTime : soldOut ? productMessages.soldOut : null;
  return (
    <li className={`product-card${closed ? ' product-card--closed' : ''}`}>
      <button type="button" className="product-card__button" disabled={closed} onClick={onOpen}>
        {product.imagePath ? (
          <img
            className="product-card__image"
            src={product.imagePath}
            alt=""
            width={160}
            height={120}
            loading={eager ? 'eager' : 'lazy'}
          />
        ) : (
          <span className="product-card__image product-card__image--empty" aria-hidden="true" />
        )}
        <span className="product-card__name">{productName(product, language)}</span>
        <span className="product-card__price">{formatYen(product.price, intl.locale)}</span>
        {state && <span className="product-card__state">{intl.formatMessage(state)}</span>}
        {!state && inCart > 0 && (
          <span className="product-card__in-cart">{intl.formatMessage(inCartMessage, { count: inCart })}</span>
        )}
      </button>
    </li>
  );
}
