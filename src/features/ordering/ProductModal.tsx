import { useState } from 'react';
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import type { Product } from '@/api/providerApi';
import type { Language } from '@/lib/language';
import { formatYen } from '@/lib/money';
import { Modal } from '@/ui/Modal';
import { maxQuantity } from './cartRules';
import { modalName, productDescription, productName } from './productText';
import { QuantityStepper } from './QuantityStepper';

const messages = defineMessages({
  add: { id: 'request.modal.add', defaultMessage: 'Add to cart' },
  limit: { id: 'request.modal.limit', defaultMessage: 'You have all there is in your cart.' },
});
const leftMessage = defineMessage<{ count: number }>({ id: 'request.modal.left', defaultMessage: '{count} left' });

/**
 * A product's modal (doc 2 §9): its name cut to 34 characters, image, description, price and a
 * quantity from 1, up to what the stock leaves beside what is already in the cart.
 */
export function ProductModal({
  product,
  language,
  inCart,
  onAdd,
  onClose,
}: {
  product: Product;
  language: Language;
  inCart: number;
  onAdd: (count: number) => void;
  onClose: () => void;
}) {
  const intl = useIntl();
  const name = productName(product, language);
  const room = maxQuantity(product) - inCart;
  const [count, setCount] = useState(1);
  return (
    <Modal
      title={modalName(name)}
      onClose={onClose}
      actions={
        <button type="button" className="button" disabled={room < 1} onClick={() => onAdd(count)}>
          {intl.formatMessage(messages.add)}
        </button>
      }
    >
      <div className="product-modal">
        {product.imagePath && (
          <img className="product-modal__image" src={product.imagePath} alt="" width={320} height={240} />
        )}
        {modalName(name) !== name && <p className="product-modal__full-name">{name}</p>}
        {productDescription(product, language) && (
          <p className="product-modal__description">{productDescription(product, language)}</p>
        )}
        <p className="product-modal__price">{formatYen(product.price, intl.locale)}</p>
        {product.stock !== null && product.stock <= 10 && (
          <p className="product-modal__left">{intl.formatMessage(leftMessage, { count: product.stock })}</p>
        )}
        {room < 1 ? (
          <p className="product-modal__limit">{intl.formatMessage(messages.limit)}</p>
        ) : (
          <QuantityStepper name={name} value={count} min={1} max={room} onChange={setCount} />
        )}
      </div>
    </Modal>
  );
}
