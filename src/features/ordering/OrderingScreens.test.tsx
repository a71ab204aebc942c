import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Product } from '@/api/providerApi';
import { makeStore, type RootState } from '@/app/store';
import { renderApp } from '../../../test/setup/renderApp';
import { selectCart, type ProductsCart } from './cartSlice';
import { modalName } from './productText';

// The product list, the cart and the order confirmation (spec doc 2 §2 "Mobile request and coupon
// screens", §4 rules 1 and 4, §5), the whole app against the real API server
// (test/setup/startApiServer.cjs). Nothing here places an order.

const SAKURA = 'hotelId=sakura-asakusa';

async function serverProducts(): Promise<Product[]> {
  const answer = await fetch(`${process.env.API_BASE}/api/mobile-request/products?hotelId=sakura-asakusa`);
  return (await answer.json()).products;
}

function withCart(cart: ProductsCart): Partial<RootState> {
  const initial = makeStore().getState();
  return { cart: { ...initial.cart, productsCart: { ...initial.cart.productsCart, value: cart } } };
}

const grid = () => screen.getByRole('list', { name: 'Products' });
const names = () =>
  within(grid())
    .getAllByRole('button')
    .map((b) => b.textContent ?? '');

describe('ProductsListScreen', () => {
  it('filters by category tab and tag chips', async () => {
    const user = userEvent.setup();
    renderApp(`/request?${SAKURA}&lang=en`);
    await screen.findByRole('tab', { name: 'All', selected: true });
    expect(names().some((n) => n.includes('Toothbrush set'))).toBe(true);

    await user.click(screen.getByRole('tab', { name: 'Drinks' }));
    expect(screen.getByRole('tab', { name: 'Drinks' })).toHaveAttribute('aria-selected', 'true');
    expect(names().some((n) => n.includes('Asakusa craft beer'))).toBe(true);
    expect(names().some((n) => n.includes('Toothbrush set'))).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Vegan', pressed: false }));
    expect(screen.getByRole('button', { name: 'Vegan', pressed: true })).toBeVisible();
    expect(names().map((n) => n.replace(/¥.*/, ''))).toEqual(['Green tea (bottle)', 'Hot coffee']);
  });

  it("loads the first screen's product images at once and the rest lazily", async () => {
    renderApp(`/request?${SAKURA}&lang=en`);
    await screen.findByRole('tab', { name: 'All', selected: true });
    const loading = within(grid())
      .getAllByRole('presentation')
      .map((image) => image.getAttribute('loading'));
    expect(loading.length).toBeGreaterThan(4);
    expect(loading.slice(0, 4)).toEqual(['eager', 'eager', 'eager', 'eager']);
    expect(new Set(loading.slice(4))).toEqual(new Set(['lazy']));
  });

  it('dims a sold-out product and does not open it', async () => {
    renderApp(`/request?${SAKURA}&lang=en`);
    const soldOut = await screen.findByRole('button', { name: /Yuzu sparkling water.*Sold out/ });
    expect(soldOut).toBeDisabled();
  });

  it('opens a product with a quantity from 1 up to its stock and adds it to the cart bar', async () => {
    const user = userEvent.setup();
    const { store } = renderApp(`/request?${SAKURA}&lang=en`);
    const bar = await screen.findByRole('region', { name: 'Your cart' });
    expect(within(bar).getByRole('button', { name: 'Confirm' })).toBeDisabled();

    await user.click(await screen.findByRole('button', { name: /Asakusa craft beer/ }));
    const dialog = screen.getByRole('dialog', { name: 'Asakusa craft beer' });
    const quantity = within(dialog).getByRole('group', { name: 'Quantity of Asakusa craft beer' });
    expect(within(quantity).getByRole('status')).toHaveTextContent('1');
    expect(within(dialog).getByRole('button', { name: 'One less Asakusa craft beer' })).toBeDisabled();
    await user.click(within(dialog).getByRole('button', { name: 'One more Asakusa craft beer' }));
    await user.click(within(dialog).getByRole('button', { name: 'Add to cart' }));

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(within(bar).getByText('2 items')).toBeVisible();
    expect(within(bar).getByText('¥1,560')).toBeVisible();
    expect(within(bar).getByRole('button', { name: 'Confirm' })).toBeEnabled();
    const beer = Object.values(selectCart(store.getState()))[0]!;
    expect(beer.count).toBe(2);
  });

  it('cuts a long name to 34 characters in the modal title', () => {
    expect(modalName('a'.repeat(34))).toBe('a'.repeat(34));
    expect(modalName('あ'.repeat(40))).toBe(`${'あ'.repeat(34)}…`);
  });
});

describe('CartConfirmationScreen', () => {
  it('sends an empty cart back to the product list', async () => {
    const { router } = renderApp(`/request/product-confirmation?${SAKURA}&lang=en`);
    await waitFor(() => expect(router.state.location.pathname).toBe('/request'));
  });

  it('removes a line whose quantity goes to 0', async () => {
    const user = userEvent.setup();
    const products = await serverProducts();
    const beer = products.find((p) => p.name.en === 'Asakusa craft beer')!;
    const tea = products.find((p) => p.name.en === 'Green tea (bottle)')!;
    const { store } = renderApp(
      `/request/product-confirmation?${SAKURA}&lang=en`,
      withCart({ [beer.id]: { product: beer, count: 1 }, [tea.id]: { product: tea, count: 2 } }),
    );
    await user.click(await screen.findByRole('button', { name: 'One less Asakusa craft beer' }));
    await waitFor(() => expect(screen.queryByText('Asakusa craft beer')).not.toBeInTheDocument());
    expect(Object.keys(selectCart(store.getState()))).toEqual([String(tea.id)]);
    expect(screen.getByText(`¥${(tea.price * 2).toLocaleString('en-US')}`)).toBeVisible();
  });

  it('flags a product past its sale time, locks its quantity and holds Next until it is removed', async () => {
    const user = userEvent.setup();
    const products = await serverProducts();
    // Breakfast (06:30-10:00) and the late-night ramen (22:00-02:00) are never on sale together.
    const closed = products.find((p) => !p.isNowOnSale)!;
    const tea = products.find((p) => p.name.en === 'Green tea (bottle)')!;
    renderApp(
      `/request/product-confirmation?${SAKURA}&lang=en`,
      withCart({
        [tea.id]: { product: tea, count: 1 },
        // Added while it was still on sale.
        [closed.id]: { product: { ...closed, isNowOnSale: true }, count: 1 },
      }),
    );
    await screen.findAllByText('Out of Sale Time');
    const name = closed.name.en!;
    expect(screen.getByRole('button', { name: `One more ${name}` })).toBeDisabled();
    await user.type(screen.getByRole('textbox', { name: /Phone number/ }), '08055556666');
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();

    const line = screen.getByText(name).closest('li')!;
    await user.click(within(line).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Next' })).toBeEnabled());
  });

  it('asks for a valid phone number', async () => {
    const user = userEvent.setup();
    const products = await serverProducts();
    const tea = products.find((p) => p.name.en === 'Green tea (bottle)')!;
    renderApp(`/request/product-confirmation?${SAKURA}&lang=en`, withCart({ [tea.id]: { product: tea, count: 1 } }));
    const phone = await screen.findByRole('textbox', { name: /Phone number/ });
    await user.type(phone, 'abc');
    await user.tab();
    expect(await screen.findByText('Please input correct phone number.')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
  });
});

describe('OrderConfirmationScreen', () => {
  it('holds the order until a room and a payment are chosen', async () => {
    const user = userEvent.setup();
    const products = await serverProducts();
    const tea = products.find((p) => p.name.en === 'Green tea (bottle)')!;
    const initial = withCart({ [tea.id]: { product: tea, count: 1 } });
    const rooms = [{ id: 'r1', name: 'Guest', roomNumber: ['301', '302'], checkinId: 'c1' }];
    renderApp(`/request/order-confirmation?${SAKURA}&lang=en`, {
      cart: {
        ...initial.cart!,
        cartRooms: { ...initial.cart!.cartRooms, value: rooms },
        orderProgress: { ...initial.cart!.orderProgress, value: { telephone: '08055556666' } },
      },
    });
    const submit = await screen.findByRole('button', { name: 'Place the order' });
    expect(submit).toBeDisabled();
    await user.selectOptions(screen.getByRole('combobox', { name: /Room/ }), '302 Guest');
    expect(submit).toBeDisabled();
    await user.click(screen.getByRole('radio', { name: 'Pay at the front desk' }));
    await waitFor(() => expect(submit).toBeEnabled());
  });

  it('offers Try again when the order went out and no answer came back', async () => {
    const user = userEvent.setup();
    const tea = (await serverProducts()).find((p) => p.name.en === 'Green tea (bottle)')!;
    const initial = withCart({ [tea.id]: { product: tea, count: 1 } });
    const rooms = [{ id: 'r1', name: 'Guest', roomNumber: ['301'], checkinId: 'c1' }];
    renderApp(`/request/order-confirmation?${SAKURA}&lang=en`, {
      cart: {
        ...initial.cart!,
        cartRooms: { ...initial.cart!.cartRooms, value: rooms },
        orderProgress: { ...initial.cart!.orderProgress, value: { telephone: '08055556666' } },
      },
    });
    await user.click(await screen.findByRole('radio', { name: 'Pay at the front desk' }));
    // The connection drops as the order is sent: the server never sees it, the app cannot know.
    const realFetch = global.fetch;
    jest.spyOn(global, 'fetch').mockImplementation(async (input, init) => {
      const request = input instanceof Request ? input : new Request(input, init);
      if (new URL(request.url).pathname === '/api/mobile-request/order') throw new TypeError('Failed to fetch');
      return realFetch(input, init);
    });
    await user.click(screen.getByRole('button', { name: 'Place the order' }));
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeVisible();
    jest.restoreAllMocks();
  });
});
