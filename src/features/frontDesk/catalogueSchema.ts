import * as yup from 'yup';
import type { HotelSetupProduct } from '@/api/frontDeskApi';
import type { ValidationRules } from '@/lib/validation/rules';

/** openapi.yaml HotelSetupProduct's limits (price in yen, tax included) and formats, checked before the server does. */
export const PRODUCT_LIMITS = { price: 10_000_000, stock: 1_000_000 } as const;
export const TAX_RATES = ['10', '8'] as const;
export const LANGUAGES = ['ja', 'en', 'zh', 'ko'] as const;
export type Language = (typeof LANGUAGES)[number];
const TIME = /^([01][0-9]|2[0-3]):[0-5][0-9]$/;
const WHOLE = /^[0-9]+$/;

type Texts = Record<Language, string>;

/** A category's form: its name per language. */
export interface CategoryValues {
  name: Texts;
}

/** A product's form: every field a string, as typed (an empty optional one is left out when saved). */
export interface ProductValues {
  name: Texts;
  description: Texts;
  category: string;
  price: string;
  taxRate: string;
  stock: string;
  saleFrom: string;
  saleTo: string;
  image: string;
  salesSubjectId: string;
}

export interface CatalogueMessages {
  nameTaken: string;
  whole: string;
  tooMuch: (max: number) => string;
  taxRate: string;
  time: string;
  bothTimes: string;
}

const texts = (value: Partial<Texts> | undefined): Texts => ({
  ja: value?.ja ?? '',
  en: value?.en ?? '',
  zh: value?.zh ?? '',
  ko: value?.ko ?? '',
});

/** Each language trimmed; the empty ones left out (guests then see the Japanese). */
function textsOf(values: Texts) {
  const kept = Object.fromEntries(
    LANGUAGES.map((lang) => [lang, values[lang].trim()]).filter(([, text]) => text !== ''),
  ) as Partial<Texts>;
  return Object.keys(kept).length > 0 ? kept : undefined;
}

const nameSchema = (rules: ValidationRules, say: CatalogueMessages, taken: readonly string[]) =>
  yup.object({
    ja: rules.requiredText().test('taken', say.nameTaken, (value) => !value || !taken.includes(value.trim())),
    en: rules.text(),
    zh: rules.text(),
    ko: rules.text(),
  });

/** `taken`: the other categories' Japanese names (a name is a category's identity). */
export const categorySchema = (rules: ValidationRules, say: CatalogueMessages, taken: readonly string[]) =>
  yup.object({ name: nameSchema(rules, say, taken) });

export const categoryValues = (name?: HotelSetupProduct['name']): CategoryValues => ({ name: texts(name) });
export const categoryNameOf = (values: CategoryValues) =>
  ({ ...textsOf(values.name), ja: values.name.ja.trim() }) as HotelSetupProduct['name'];

/** `taken`: the other products' Japanese names. */
export const productSchema = (rules: ValidationRules, say: CatalogueMessages, taken: readonly string[]) => {
  const whole = (max: number) =>
    rules
      .requiredText()
      .test('whole', say.whole, (value) => !value || WHOLE.test(value.trim()))
      .test('max', say.tooMuch(max), (value) => !value || !WHOLE.test(value.trim()) || Number(value) <= max);
  const time = rules.text().test('time', say.time, (value) => !value || TIME.test(value));
  // Sale hours are both times or none (all day): each field says so while only one is given.
  const paired = (other: 'saleFrom' | 'saleTo') =>
    time.test(
      'paired',
      say.bothTimes,
      (value, context) => Boolean(value) === Boolean((context.parent as ProductValues)[other]),
    );
  return yup.object({
    name: nameSchema(rules, say, taken),
    category: rules.requiredText(),
    price: whole(PRODUCT_LIMITS.price),
    taxRate: rules.requiredText().test('rate', say.taxRate, (value) => !value || TAX_RATES.includes(value as '8')),
    stock: whole(PRODUCT_LIMITS.stock),
    saleFrom: paired('saleTo'),
    saleTo: paired('saleFrom'),
    salesSubjectId: rules
      .text()
      .test('whole', say.whole, (value) => !value || (WHOLE.test(value.trim()) && Number(value) >= 1))
      .test('max', say.tooMuch(2147483647), (value) => !value || Number(value) <= 2147483647),
  });
};

/** The form's values of a product (a new one: in `category`, 10 %). */
export function productValues(product: HotelSetupProduct | undefined, category = ''): ProductValues {
  return {
    name: texts(product?.name),
    description: texts(product?.description),
    category: product?.category ?? category,
    price: product ? String(product.price) : '',
    taxRate: product ? String(product.taxRate) : '10',
    stock: product ? String(product.stock) : '',
    saleFrom: product?.saleHours?.start ?? '',
    saleTo: product?.saleHours?.end ?? '',
    image: product?.image ?? '',
    salesSubjectId: product?.salesSubjectId === undefined ? '' : String(product.salesSubjectId),
  };
}

/** The product to save of the form's values; what the form does not edit (its tags) kept from `previous`. */
export function productOf(values: ProductValues, previous: HotelSetupProduct | undefined): HotelSetupProduct {
  const product: HotelSetupProduct = {
    name: categoryNameOf(values),
    category: values.category,
    price: Number(values.price.trim()),
    taxRate: Number(values.taxRate) as HotelSetupProduct['taxRate'],
    stock: Number(values.stock.trim()),
  };
  if (previous?.tags) product.tags = previous.tags;
  const description = textsOf(values.description);
  if (description) product.description = description;
  if (values.image) product.image = values.image;
  if (values.saleFrom && values.saleTo) product.saleHours = { start: values.saleFrom, end: values.saleTo };
  if (values.salesSubjectId.trim()) product.salesSubjectId = Number(values.salesSubjectId.trim());
  return product;
}

/** The Japanese names of a list but one (the item edited), which another item may not take. */
export const namesBut = (items: { name: { ja: string } }[] | undefined, except: string | null) =>
  (items ?? []).map((item) => item.name.ja).filter((name) => name !== except);
