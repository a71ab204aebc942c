import { defineMessage, defineMessages } from 'react-intl';

/** The managers' Coupons screen (issue 32). */
export const couponMessages = defineMessages({
  lead: {
    id: 'frontDesk.coupons.lead',
    defaultMessage:
      'The coupons guests see on the home screen, in this order, while they are valid (with the coupons plugin on).',
  },
  edit: { id: 'frontDesk.coupons.edit', defaultMessage: 'Edit' },
  moveUp: { id: 'frontDesk.coupons.moveUp', defaultMessage: 'Move up' },
  moveDown: { id: 'frontDesk.coupons.moveDown', defaultMessage: 'Move down' },
  delete: { id: 'frontDesk.coupons.delete', defaultMessage: 'Delete' },
  confirmDelete: { id: 'frontDesk.coupons.confirmDelete', defaultMessage: 'Delete for good' },
  cancel: { id: 'frontDesk.coupons.cancel', defaultMessage: 'Cancel' },
  empty: { id: 'frontDesk.coupons.empty', defaultMessage: 'No coupons yet.' },
  add: { id: 'frontDesk.coupons.add', defaultMessage: 'Add a coupon' },
  back: { id: 'frontDesk.coupons.back', defaultMessage: 'All coupons' },
  newCoupon: { id: 'frontDesk.coupons.newCoupon', defaultMessage: 'New coupon' },
  always: { id: 'frontDesk.coupons.always', defaultMessage: 'Valid with no end' },
  validity: { id: 'frontDesk.coupons.validity', defaultMessage: 'Valid' },
  venueFact: { id: 'frontDesk.coupons.venueFact', defaultMessage: 'Venue' },
  title: { id: 'frontDesk.coupons.title', defaultMessage: 'Title (Japanese)' },
  titleLatin: { id: 'frontDesk.coupons.titleLatin', defaultMessage: 'Title (Latin letters)' },
  venue: { id: 'frontDesk.coupons.venue', defaultMessage: 'Venue (Japanese)' },
  venueLatin: { id: 'frontDesk.coupons.venueLatin', defaultMessage: 'Venue (Latin letters)' },
  description: { id: 'frontDesk.coupons.description', defaultMessage: 'Description (Japanese)' },
  descriptionLatin: { id: 'frontDesk.coupons.descriptionLatin', defaultMessage: 'Description (Latin letters)' },
  latinHint: {
    id: 'frontDesk.coupons.latinHint',
    defaultMessage: 'Shown in English, Chinese and Korean; the Japanese when empty.',
  },
  validFrom: { id: 'frontDesk.coupons.validFrom', defaultMessage: 'Valid from' },
  validTo: { id: 'frontDesk.coupons.validTo', defaultMessage: 'Valid until' },
  date: { id: 'frontDesk.coupons.date', defaultMessage: 'Date' },
  time: { id: 'frontDesk.coupons.time', defaultMessage: 'Time' },
  url: { id: 'frontDesk.coupons.url', defaultMessage: 'Store link' },
  urlHint: { id: 'frontDesk.coupons.urlHint', defaultMessage: 'An https:// address, opened from the coupon.' },
  image: { id: 'frontDesk.coupons.image', defaultMessage: 'Image' },
  dateFormat: { id: 'frontDesk.coupons.dateFormat', defaultMessage: 'Enter a date, e.g. 2026-04-01.' },
  timeFormat: { id: 'frontDesk.coupons.timeFormat', defaultMessage: 'Enter a time as HH:mm, e.g. 09:00.' },
  toAfterFrom: {
    id: 'frontDesk.coupons.toAfterFrom',
    defaultMessage: 'The end of the validity must come after its start.',
  },
  https: { id: 'frontDesk.coupons.https', defaultMessage: 'Enter an address that starts with https://.' },
  titleTaken: {
    id: 'frontDesk.coupons.titleTaken',
    defaultMessage: 'Another coupon has this title: coupons are told apart by their title.',
  },
  gone: {
    id: 'frontDesk.coupons.gone',
    defaultMessage: 'This coupon is no longer in the list: another manager deleted it.',
  },
});

export const deleteQuestion = defineMessage<{ title: string }>({
  id: 'frontDesk.coupons.deleteQuestion',
  defaultMessage: 'Delete “{title}”? Guests no longer see it, and who used it is forgotten.',
});

export const validityRange = defineMessage<{ from: string; to: string }>({
  id: 'frontDesk.coupons.validityRange',
  defaultMessage: '{from} – {to}',
});

export const validityHint = defineMessage<{ timeZone: string }>({
  id: 'frontDesk.coupons.validityHint',
  defaultMessage: "On the hotel's clock ({timeZone}). Leave a date empty for no limit; an empty time is 00:00.",
});
