import { defineMessage, type IntlShape } from 'react-intl';
import type { Language } from '@/lib/language';
import { pickLocalized } from '@/lib/localized';
import { formatYen } from '@/lib/money';
import type { SeenChange } from './orderingThunks';

const priceChanged = defineMessage<{ from: string; to: string }>({
  id: 'request.cart.priceChanged',
  defaultMessage: 'The price changed from {from} to {to}.',
});
const fewerLeft = defineMessage<{ count: number }>({
  id: 'request.cart.fewerLeft',
  defaultMessage: 'Only {count} left: the quantity was reduced.',
});
const removed = defineMessage<{ name: string }>({
  id: 'request.cart.removed',
  defaultMessage: '{name} is no longer available and was taken out of your cart.',
});

/** What the guest is told about a cart line the server changed (price, stock), by product id. */
export function lineNotices(
  intl: IntlShape,
  changes: SeenChange[],
  stockOf: (productId: number) => number | null,
): Map<number, string> {
  const notices = new Map<number, string>();
  for (const change of changes) {
    const parts: string[] = [];
    if (change.newPrice !== null) {
      parts.push(
        intl.formatMessage(priceChanged, {
          from: formatYen(change.oldPrice, intl.locale),
          to: formatYen(change.newPrice, intl.locale),
        }),
      );
    }
    const stock = stockOf(change.productId);
    if (change.outOfStock && stock !== null) parts.push(intl.formatMessage(fewerLeft, { count: stock }));
    if (parts.length > 0) notices.set(change.productId, parts.join(' '));
  }
  return notices;
}

/** The products that went away altogether (or sold out), named for the guest. */
export function removedNotices(
  intl: IntlShape,
  changes: SeenChange[],
  language: Language,
  inCart: (id: number) => boolean,
) {
  return changes
    .filter((c) => c.removed || !inCart(c.productId))
    .map((c) => intl.formatMessage(removed, { name: pickLocalized(c.name, language) ?? '' }));
}
