import { useMemo } from 'react';
import { defineMessage, defineMessages, useIntl, type MessageDescriptor } from 'react-intl';
import type { CatalogueMessages, Language } from './catalogueSchema';

/** The managers' Catalogue screen (issue 32): the request catalogue's categories and products. */
export const catalogueMessages = defineMessages({
  lead: {
    id: 'frontDesk.catalogue.lead',
    defaultMessage:
      'What guests can request from their room, by category. A product shows in the guests’ list once it has a category and a sales subject.',
  },
  categories: { id: 'frontDesk.catalogue.categories', defaultMessage: 'Categories' },
  categoriesEmpty: {
    id: 'frontDesk.catalogue.categoriesEmpty',
    defaultMessage: 'No categories yet. Add one before the first product.',
  },
  addCategory: { id: 'frontDesk.catalogue.addCategory', defaultMessage: 'Add a category' },
  newCategory: { id: 'frontDesk.catalogue.newCategory', defaultMessage: 'New category' },
  rename: { id: 'frontDesk.catalogue.rename', defaultMessage: 'Rename' },
  remove: { id: 'frontDesk.catalogue.remove', defaultMessage: 'Remove' },
  confirmRemove: { id: 'frontDesk.catalogue.confirmRemove', defaultMessage: 'Remove for good' },
  cancel: { id: 'frontDesk.catalogue.cancel', defaultMessage: 'Cancel' },
  products: { id: 'frontDesk.catalogue.products', defaultMessage: 'Products' },
  productsEmpty: { id: 'frontDesk.catalogue.productsEmpty', defaultMessage: 'No products here yet.' },
  filter: { id: 'frontDesk.catalogue.filter', defaultMessage: 'Show the category' },
  allCategories: { id: 'frontDesk.catalogue.allCategories', defaultMessage: 'All categories' },
  noCategory: { id: 'frontDesk.catalogue.noCategory', defaultMessage: 'No category (not shown to guests)' },
  addProduct: { id: 'frontDesk.catalogue.addProduct', defaultMessage: 'Add a product' },
  newProduct: { id: 'frontDesk.catalogue.newProduct', defaultMessage: 'New product' },
  edit: { id: 'frontDesk.catalogue.edit', defaultMessage: 'Edit' },
  delete: { id: 'frontDesk.catalogue.delete', defaultMessage: 'Delete' },
  confirmDelete: { id: 'frontDesk.catalogue.confirmDelete', defaultMessage: 'Delete for good' },
  back: { id: 'frontDesk.catalogue.back', defaultMessage: 'Back to the catalogue' },
  category: { id: 'frontDesk.catalogue.category', defaultMessage: 'Category' },
  chooseCategory: { id: 'frontDesk.catalogue.chooseCategory', defaultMessage: 'Choose a category' },
  price: { id: 'frontDesk.catalogue.price', defaultMessage: 'Price (yen, tax included)' },
  taxRate: { id: 'frontDesk.catalogue.taxRate', defaultMessage: 'Tax rate' },
  tax8: { id: 'frontDesk.catalogue.tax8', defaultMessage: '8 % (reduced rate)' },
  tax10: { id: 'frontDesk.catalogue.tax10', defaultMessage: '10 %' },
  stock: { id: 'frontDesk.catalogue.stock', defaultMessage: 'Stock' },
  saleHours: { id: 'frontDesk.catalogue.saleHours', defaultMessage: 'Sale hours' },
  saleHoursHint: {
    id: 'frontDesk.catalogue.saleHoursHint',
    defaultMessage: 'Leave both empty to sell all day. An end before the start is the next morning.',
  },
  saleFrom: { id: 'frontDesk.catalogue.saleFrom', defaultMessage: 'Sold from' },
  saleTo: { id: 'frontDesk.catalogue.saleTo', defaultMessage: 'Sold until' },
  allDay: { id: 'frontDesk.catalogue.allDay', defaultMessage: 'All day' },
  image: { id: 'frontDesk.catalogue.image', defaultMessage: 'Picture' },
  salesSubject: { id: 'frontDesk.catalogue.salesSubject', defaultMessage: 'Sales subject' },
  salesSubjectHint: {
    id: 'frontDesk.catalogue.salesSubjectHint',
    defaultMessage:
      'The number the hotel’s sales system books this product under. Guests see the product once it has one.',
  },
  nameTaken: { id: 'frontDesk.catalogue.nameTaken', defaultMessage: 'This name is already used in the catalogue.' },
  whole: { id: 'frontDesk.catalogue.whole', defaultMessage: 'Enter a whole number.' },
  timeFormat: { id: 'frontDesk.catalogue.timeFormat', defaultMessage: 'Enter a time as HH:mm, e.g. 06:30.' },
  bothTimes: { id: 'frontDesk.catalogue.bothTimes', defaultMessage: 'Enter both times, or neither (all day).' },
  taxRateInvalid: { id: 'frontDesk.catalogue.taxRateInvalid', defaultMessage: 'Choose 8 % or 10 %.' },
});

/** The messages with values, each typed with them. */
export const catalogueCounts = {
  tooMuch: defineMessage<{ max: string }>({
    id: 'frontDesk.catalogue.tooMuch',
    defaultMessage: 'Enter at most {max}.',
  }),
  productCount: defineMessage<{ count: number }>({
    id: 'frontDesk.catalogue.productCount',
    defaultMessage: '{count, plural, one {# product} other {# products}}',
  }),
  removeQuestion: defineMessage<{ name: string }>({
    id: 'frontDesk.catalogue.removeQuestion',
    defaultMessage: 'Remove the category {name}?',
  }),
  inUse: defineMessage<{ name: string; count: number }>({
    id: 'frontDesk.catalogue.inUse',
    defaultMessage:
      '{name} cannot be removed: {count, plural, one {# product is} other {# products are}} in it. Move them to another category or delete them first.',
  }),
  deleteQuestion: defineMessage<{ name: string }>({
    id: 'frontDesk.catalogue.deleteQuestion',
    defaultMessage: 'Delete {name}? Guests no longer see it; if it was ever ordered, it is kept for its orders.',
  }),
  hours: defineMessage<{ start: string; end: string }>({
    id: 'frontDesk.catalogue.hours',
    defaultMessage: '{start}–{end}',
  }),
};

/** A text field's label per language: "Name (Japanese)"... */
export const nameLabels: Record<Language, MessageDescriptor> = defineMessages({
  ja: { id: 'frontDesk.catalogue.name.ja', defaultMessage: 'Name (Japanese)' },
  en: { id: 'frontDesk.catalogue.name.en', defaultMessage: 'Name (English)' },
  zh: { id: 'frontDesk.catalogue.name.zh', defaultMessage: 'Name (Chinese)' },
  ko: { id: 'frontDesk.catalogue.name.ko', defaultMessage: 'Name (Korean)' },
});

export const descriptionLabels: Record<Language, MessageDescriptor> = defineMessages({
  ja: { id: 'frontDesk.catalogue.description.ja', defaultMessage: 'Description (Japanese)' },
  en: { id: 'frontDesk.catalogue.description.en', defaultMessage: 'Description (English)' },
  zh: { id: 'frontDesk.catalogue.description.zh', defaultMessage: 'Description (Chinese)' },
  ko: { id: 'frontDesk.catalogue.description.ko', defaultMessage: 'Description (Korean)' },
});

/** The forms' own validation messages, in the page's language. */
export function useCatalogueSay(): CatalogueMessages {
  const intl = useIntl();
  return useMemo(
    () => ({
      nameTaken: intl.formatMessage(catalogueMessages.nameTaken),
      whole: intl.formatMessage(catalogueMessages.whole),
      tooMuch: (max: number) => intl.formatMessage(catalogueCounts.tooMuch, { max: intl.formatNumber(max) }),
      taxRate: intl.formatMessage(catalogueMessages.taxRateInvalid),
      time: intl.formatMessage(catalogueMessages.timeFormat),
      bothTimes: intl.formatMessage(catalogueMessages.bothTimes),
    }),
    [intl],
  );
}
