import type { Product } from '@/api/providerApi';
import type { Language } from '@/lib/language';
import { pickLocalized } from '@/lib/localized';
import { MODAL_NAME_LENGTH } from './cartRules';

/** A product's name in the guest's language (falling back to Japanese, then English). */
export const productName = (product: Pick<Product, 'name'>, language: Language) =>
  pickLocalized(product.name, language) ?? '';

export const productDescription = (product: Pick<Product, 'description'>, language: Language) =>
  pickLocalized(product.description, language) ?? '';

/** Spec doc 2 §9: the name cut to 34 characters in the product modal (by characters, not UTF-16 units). */
export function modalName(name: string): string {
  const characters = Array.from(name);
  return characters.length > MODAL_NAME_LENGTH ? `${characters.slice(0, MODAL_NAME_LENGTH).join('')}…` : name;
}
