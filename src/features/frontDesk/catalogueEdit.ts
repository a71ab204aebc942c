import type { CatalogueRename, HotelSetupCatalogue, HotelSetupProduct } from '@/api/frontDeskApi';

/**
 * The console's catalogue edits, each composing the whole section to save from the one loaded (the
 * server replaces the section: updateHotelCatalogue). Items are known by their Japanese name; an
 * edit that changes one says so (`renamed`), so the server keeps the item (a product its id).
 */
export interface CatalogueSave {
  catalogue: HotelSetupCatalogue;
  renamed?: { categories?: CatalogueRename[]; products?: CatalogueRename[] };
}

type Name = HotelSetupProduct['name'];

/** The products filed under a category. */
export const productsIn = (catalogue: HotelSetupCatalogue, category: string) =>
  (catalogue.products ?? []).filter((p) => p.category === category);

export function addCategory(catalogue: HotelSetupCatalogue, name: Name): CatalogueSave {
  return { catalogue: { ...catalogue, categories: [...(catalogue.categories ?? []), { name }] } };
}

/** A category's names changed; a new Japanese name moves its products along. */
export function renameCategory(catalogue: HotelSetupCatalogue, from: string, name: Name): CatalogueSave {
  const to = name.ja;
  const next = {
    ...catalogue,
    categories: (catalogue.categories ?? []).map((c) => (c.name.ja === from ? { name } : c)),
    products: catalogue.products?.map((p) => (p.category === from ? { ...p, category: to } : p)),
  };
  return to === from ? { catalogue: next } : { catalogue: next, renamed: { categories: [{ from, to }] } };
}

/** A category no product uses taken out (the screen refuses the others, and says why). */
export function removeCategory(catalogue: HotelSetupCatalogue, name: string): CatalogueSave {
  return { catalogue: { ...catalogue, categories: (catalogue.categories ?? []).filter((c) => c.name.ja !== name) } };
}

/** A product added (`previous` null) or replaced in its place, keeping its identity when renamed. */
export function putProduct(
  catalogue: HotelSetupCatalogue,
  previous: string | null,
  product: HotelSetupProduct,
): CatalogueSave {
  const products = catalogue.products ?? [];
  if (previous === null) return { catalogue: { ...catalogue, products: [...products, product] } };
  const next = { ...catalogue, products: products.map((p) => (p.name.ja === previous ? product : p)) };
  const to = product.name.ja;
  return to === previous ? { catalogue: next } : { catalogue: next, renamed: { products: [{ from: previous, to }] } };
}

export function removeProduct(catalogue: HotelSetupCatalogue, name: string): CatalogueSave {
  return { catalogue: { ...catalogue, products: (catalogue.products ?? []).filter((p) => p.name.ja !== name) } };
}
