import { randomUUID } from 'node:crypto';
import { screen, waitFor, within } from '@testing-library/react';
import { staffToken } from '../../../test/setup/frontDesk';
import { openDesk } from '../../../test/setup/frontDeskPage';

// The managers' Catalogue screen (issue 32), the whole staff app against the real API server. It edits
// minato-inn, whose catalogue is empty in the demo (no other screen test reads it), adds a category and a
// product of its own (uniquely named), and leaves the catalogue empty again, as it found it.
const MINATO_MANAGER = 'manager@minato-demo.example';
const api = (path: string) => `${process.env.API_BASE}${path}`;

interface Catalogue {
  version: string;
  catalogue: { categories?: { name: { ja: string } }[]; products?: { name: { ja: string }; price: number }[] };
}

async function catalogueCall(method: 'GET' | 'PUT', body?: object): Promise<Catalogue> {
  const token = await staffToken(MINATO_MANAGER);
  const response = await fetch(api('/api/front-desk/catalogue'), {
    method,
    headers: { authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body: body && JSON.stringify(body),
  });
  expect(response.status).toBe(200);
  return (await response.json()) as Catalogue;
}

/** The guest's product list of minato-inn (getProductsList), as the Requests screen reads it. */
async function guestProducts() {
  const response = await fetch(api('/api/mobile-request/products?hotelId=minato-inn'));
  return ((await response.json()) as { products: { id: number; name: { ja: string }; price: number }[] }).products;
}

// Whatever happens in the test, minato-inn's catalogue is left empty, as the demo has it.
afterAll(async () => {
  const { version, catalogue } = await catalogueCall('GET');
  if (Object.keys(catalogue).length > 0) await catalogueCall('PUT', { version, catalogue: {} });
});

describe('the managers’ Catalogue screen', () => {
  it('adds a category and a product, renames it keeping it, refuses a stale save, and removes both', async () => {
    expect((await catalogueCall('GET')).catalogue).toEqual({});
    const { user } = await openDesk(MINATO_MANAGER);
    await user.click(
      within(screen.getByRole('navigation', { name: 'Screens' })).getByRole('link', { name: 'Catalogue' }),
    );
    const page = await screen.findByRole('region', { name: 'Catalogue' });
    const categories = await within(page).findByRole('region', { name: 'Categories' });
    expect(within(categories).getByText('No categories yet. Add one before the first product.')).toBeVisible();
    expect(within(page).getByRole('button', { name: 'Add a product' })).toBeDisabled();
    const marker = randomUUID().slice(0, 6);
    const fill = async (form: HTMLElement, label: RegExp, text: string) => {
      const field = within(form).getByLabelText(label);
      await user.clear(field);
      if (text) await user.paste(text);
    };

    // A category: its Japanese name is required.
    await user.click(within(categories).getByRole('button', { name: 'Add a category' }));
    const newCategory = await within(page).findByRole('region', { name: 'New category' });
    await user.click(within(newCategory).getByLabelText(/^Name \(Japanese\)/));
    await user.tab();
    expect(await within(newCategory).findByText('This field is required')).toBeVisible();
    expect(within(newCategory).getByRole('button', { name: 'Save' })).toBeDisabled();
    const drinks = `飲み物 ${marker}`;
    await fill(newCategory, /^Name \(Japanese\)/, drinks);
    await fill(newCategory, /^Name \(English\)/, `Drinks ${marker}`);
    await user.click(within(newCategory).getByRole('button', { name: 'Save' }));
    expect(await within(page).findByRole('status')).toHaveTextContent('Saved. Guests see it now.');
    expect(within(page).getByRole('listitem', { name: drinks })).toHaveTextContent('0 products');

    // A product: whole yen, both sale times or none, then saved into the category.
    await user.click(within(page).getByRole('button', { name: 'Add a product' }));
    let form = await within(page).findByRole('region', { name: 'New product' });
    const tea = `緑茶 ${marker}`;
    await fill(form, /^Name \(Japanese\)/, tea);
    await fill(form, /^Name \(English\)/, 'Green tea');
    await fill(form, /^Price \(yen, tax included\)/, '12.5');
    await fill(form, /^Stock/, '20');
    await user.type(within(form).getByLabelText(/^Sold from/), '06:30');
    await user.tab();
    expect(await within(form).findByText('Enter a whole number.')).toBeVisible();
    expect(within(form).getByText('Enter both times, or neither (all day).')).toBeVisible();
    expect(within(form).getByRole('button', { name: 'Save' })).toBeDisabled();
    await fill(form, /^Price \(yen, tax included\)/, '300');
    await user.clear(within(form).getByLabelText(/^Sold from/));
    await user.selectOptions(within(form).getByLabelText(/^Category/), drinks);
    await user.click(within(form).getByRole('radio', { name: '8 % (reduced rate)' }));
    await fill(form, /^Description \(Japanese\)/, '静岡の煎茶');
    await fill(form, /^Sales subject/, '9901');
    await waitFor(() => expect(within(form).getByRole('button', { name: 'Save' })).toBeEnabled());
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(page).findByRole('status')).toHaveTextContent('Saved. Guests see it now.');
    const row = within(page).getByRole('listitem', { name: tea });
    expect(row).toHaveTextContent('¥300');
    expect(row).toHaveTextContent('8 %');
    expect(row).toHaveTextContent('All day');
    // The guest's request list has it at once.
    const listed = (await guestProducts()).find((p) => p.name.ja === tea);
    expect(listed?.price).toBe(300);

    // Renamed, it stays the same product for guests (its id, so a cart line, is kept).
    await user.click(within(row).getByRole('button', { name: 'Edit' }));
    form = await within(page).findByRole('region', { name: tea });
    const sencha = `煎茶 ${marker}`;
    await fill(form, /^Name \(Japanese\)/, sencha);
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(page).findByRole('listitem', { name: sencha })).toBeVisible();
    expect((await guestProducts()).find((p) => p.name.ja === sencha)?.id).toBe(listed!.id);

    // The category is in use: it cannot be removed, and the row says why.
    const category = within(page).getByRole('listitem', { name: drinks });
    await user.click(within(category).getByRole('button', { name: 'Remove' }));
    expect(within(category).getByRole('alert')).toHaveTextContent(
      `${drinks} cannot be removed: 1 product is in it. Move them to another category or delete them first.`,
    );

    // Another manager saves meanwhile: this form's save is refused, its edits stay, the latest can be loaded.
    await user.click(
      within(within(page).getByRole('listitem', { name: sencha })).getByRole('button', { name: 'Edit' }),
    );
    form = await within(page).findByRole('region', { name: sencha });
    const theirs = await catalogueCall('GET');
    await catalogueCall('PUT', {
      version: theirs.version,
      catalogue: { ...theirs.catalogue, products: theirs.catalogue.products!.map((p) => ({ ...p, price: 350 })) },
    });
    await fill(form, /^Stock/, '7');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    const refusal = await within(form).findByRole('alert');
    expect(refusal).toHaveTextContent('Someone else saved a change meanwhile.');
    expect(within(form).getByLabelText(/^Stock/)).toHaveValue('7');
    await user.click(within(refusal).getByRole('button', { name: /^Load the latest/ }));
    await waitFor(() =>
      expect(within(screen.getByRole('region', { name: sencha })).getByLabelText(/^Price/)).toHaveValue('350'),
    );

    // Deleted after a confirmation, then the empty category removed after one.
    form = screen.getByRole('region', { name: sencha });
    await user.click(within(form).getByRole('button', { name: 'Delete' }));
    await user.click(within(form).getByRole('button', { name: 'Delete for good' }));
    const products = await within(page).findByRole('region', { name: 'Products' });
    expect(within(products).getByText('No products here yet.')).toBeVisible();
    const emptied = within(page).getByRole('listitem', { name: drinks });
    await user.click(within(emptied).getByRole('button', { name: 'Remove' }));
    await user.click(within(emptied).getByRole('button', { name: 'Remove for good' }));
    expect(await within(page).findByText('No categories yet. Add one before the first product.')).toBeVisible();
    expect((await catalogueCall('GET')).catalogue).toEqual({});
    expect((await guestProducts()).some((p) => p.name.ja === sencha)).toBe(false);
  });
});
