import { useDeferredValue, useMemo, useState } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { useGetProductsListQuery, type Product } from '@/api/providerApi';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { useHotel } from '@/domain/hotel/hotelContext';
import { pickLocalized } from '@/lib/localized';
import { LoadFailed } from '@/ui/LoadFailed';
import { Page } from '@/ui/Page';
import { Spinner } from '@/ui/Spinner';
import { StatusMessage } from '@/ui/StatusMessage';
import { FIRST_SCREEN_PRODUCTS } from '../../../shared/firstScreen.cjs';
import { cartTotals } from './cartRules';
import { productAdded, selectCart } from './cartSlice';
import { CartBar } from './CartBar';
import { ProductCard } from './ProductCard';
import { ProductModal } from './ProductModal';
import { useOrderingNavigation } from './useOrderingNavigation';
import './Ordering.css';

const messages = defineMessages({
  title: { id: 'request.list.title', defaultMessage: 'Requests' },
  categories: { id: 'request.list.categories', defaultMessage: 'Categories' },
  all: { id: 'request.list.all', defaultMessage: 'All' },
  tags: { id: 'request.list.tags', defaultMessage: 'Filter by tag' },
  products: { id: 'request.list.products', defaultMessage: 'Products' },
  empty: { id: 'request.list.empty', defaultMessage: 'There is no item.' },
  noMatch: { id: 'request.list.noMatch', defaultMessage: 'No product matches these filters.' },
});

type CategoryChoice = number | 'all';

/**
 * The product list (spec doc 2 "productsListView"): category tabs, tag chips, the product grid
 * (products out of their sale hours or sold out are dimmed and cannot be opened), the product modal
 * and the bottom bar with the cart's count and sum and Confirm.
 */
export default function ProductsListScreen() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const { go } = useOrderingNavigation();
  const { hotelId, language } = useHotel();
  const list = useGetProductsListQuery({ hotelId }, { refetchOnMountOrArgChange: true });
  // A new list renders in a transition (in slices, not in the store's notification task).
  const data = useDeferredValue(list.data);
  const cart = useAppSelector(selectCart);
  const [category, setCategory] = useState<CategoryChoice>('all');
  const [tags, setTags] = useState<number[]>([]);
  const [open, setOpen] = useState<Product | null>(null);
  const totals = cartTotals(cart);
  const title = intl.formatMessage(messages.title);

  const shown = useMemo(
    () =>
      (data?.products ?? []).filter(
        (p) => (category === 'all' || p.category === category) && tags.every((tag) => p.tags.includes(tag)),
      ),
    [data, category, tags],
  );

  if (!data) {
    return (
      <Page title={title} back={{ to: '/hotel-guide' }}>
        {list.isError ? <LoadFailed onRetry={() => void list.refetch()} busy={list.isFetching} /> : <Spinner />}
      </Page>
    );
  }
  const { products, categories, tags: allTags } = data;
  if (products.length === 0) {
    return (
      <Page title={title} back={{ to: '/hotel-guide' }}>
        <StatusMessage title={intl.formatMessage(messages.empty)} />
      </Page>
    );
  }
  const usedCategories = categories.filter((c) => products.some((p) => p.category === c.id));
  const usedTags = allTags.filter((t) => products.some((p) => p.tags.includes(t.id)));
  const toggleTag = (id: number) => setTags((now) => (now.includes(id) ? now.filter((t) => t !== id) : [...now, id]));
  const tabs: { choice: CategoryChoice; name: string }[] = [
    { choice: 'all', name: intl.formatMessage(messages.all) },
    ...usedCategories.map((c) => ({ choice: c.id, name: pickLocalized(c.name, language) ?? '' })),
  ];

  return (
    <Page title={title} back={{ to: '/hotel-guide' }}>
      <div className="request-list">
        <div className="category-tabs" role="tablist" aria-label={intl.formatMessage(messages.categories)}>
          {tabs.map((tab) => (
            <button
              key={tab.choice}
              type="button"
              role="tab"
              id={`category-tab-${tab.choice}`}
              aria-selected={category === tab.choice}
              aria-controls="product-grid"
              className="category-tabs__tab"
              onClick={() => setCategory(tab.choice)}
            >
              {tab.name}
            </button>
          ))}
        </div>
        {usedTags.length > 0 && (
          <div className="tag-chips" role="group" aria-label={intl.formatMessage(messages.tags)}>
            {usedTags.map((tag) => (
              <button
                key={tag.id}
                type="button"
                className="tag-chips__chip"
                aria-pressed={tags.includes(tag.id)}
                onClick={() => toggleTag(tag.id)}
              >
                {pickLocalized(tag.name, language)}
              </button>
            ))}
          </div>
        )}
        <div id="product-grid" role="tabpanel" aria-labelledby={`category-tab-${category}`}>
          {shown.length === 0 ? (
            <p className="request-list__empty">{intl.formatMessage(messages.noMatch)}</p>
          ) : (
            <ul className="product-grid" aria-label={intl.formatMessage(messages.products)}>
              {shown.map((product, index) => (
                <ProductCard
                  key={product.id}
                  product={product}
                  language={language}
                  inCart={cart[product.id]?.count ?? 0}
                  eager={index < FIRST_SCREEN_PRODUCTS}
                  onOpen={() => setOpen(product)}
                />
              ))}
            </ul>
          )}
        </div>
      </div>
      <CartBar count={totals.count} sum={totals.sum} onConfirm={() => go('cart')} />
      {open && (
        <ProductModal
          product={open}
          language={language}
          inCart={cart[open.id]?.count ?? 0}
          onClose={() => setOpen(null)}
          onAdd={(count) => {
            dispatch(productAdded({ product: open, count }));
            setOpen(null);
          }}
        />
      )}
    </Page>
  );
}
