import { defineMessage, defineMessages, type MessageDescriptor } from 'react-intl';
import type { SpotCategory, SpotLanguage } from './spotValues';

/** The managers' Travel guide screen (issue 32). */
export const spotMessages = defineMessages({
  lead: {
    id: 'frontDesk.spots.lead',
    defaultMessage: "The spots of the guests' travel guide, by category, in the guide's order.",
  },
  edit: { id: 'frontDesk.spots.edit', defaultMessage: 'Edit' },
  moveUp: { id: 'frontDesk.spots.moveUp', defaultMessage: 'Move up' },
  moveDown: { id: 'frontDesk.spots.moveDown', defaultMessage: 'Move down' },
  delete: { id: 'frontDesk.spots.delete', defaultMessage: 'Delete' },
  confirmDelete: { id: 'frontDesk.spots.confirmDelete', defaultMessage: 'Delete for good' },
  cancel: { id: 'frontDesk.spots.cancel', defaultMessage: 'Cancel' },
  empty: { id: 'frontDesk.spots.empty', defaultMessage: 'No spots yet.' },
  emptyCategory: { id: 'frontDesk.spots.emptyCategory', defaultMessage: 'None in this category.' },
  add: { id: 'frontDesk.spots.add', defaultMessage: 'Add a spot' },
  back: { id: 'frontDesk.spots.back', defaultMessage: 'All spots' },
  newSpot: { id: 'frontDesk.spots.newSpot', defaultMessage: 'New spot' },
  category: { id: 'frontDesk.spots.category', defaultMessage: 'Category' },
  type: { id: 'frontDesk.spots.type', defaultMessage: 'Type' },
  typeHint: {
    id: 'frontDesk.spots.typeHint',
    defaultMessage:
      'A place type such as restaurant, cafe, temple or park: the guide shows known ones in each language.',
  },
  names: { id: 'frontDesk.spots.names', defaultMessage: 'Name' },
  comments: { id: 'frontDesk.spots.comments', defaultMessage: "The hotel's recommendation" },
  commentHint: {
    id: 'frontDesk.spots.commentHint',
    defaultMessage: 'Where a language is empty, guests see the Japanese.',
  },
  location: { id: 'frontDesk.spots.location', defaultMessage: 'Location' },
  lat: { id: 'frontDesk.spots.lat', defaultMessage: 'Latitude' },
  lng: { id: 'frontDesk.spots.lng', defaultMessage: 'Longitude' },
  locationHint: {
    id: 'frontDesk.spots.locationHint',
    defaultMessage: 'In degrees, e.g. 35.7117 and 139.7948: the guide routes guests there.',
  },
  address: { id: 'frontDesk.spots.address', defaultMessage: 'Address' },
  telephone: { id: 'frontDesk.spots.telephone', defaultMessage: 'Telephone' },
  website: { id: 'frontDesk.spots.website', defaultMessage: 'Website' },
  photo: { id: 'frontDesk.spots.photo', defaultMessage: 'Photo reference' },
  photoHint: {
    id: 'frontDesk.spots.photoHint',
    defaultMessage:
      "The photo's reference in the maps service (letters, digits, - and _). The guide shows the spot's photo from there.",
  },
  hours: { id: 'frontDesk.spots.hours', defaultMessage: 'Opening hours' },
  hoursHint: {
    id: 'frontDesk.spots.hoursHint',
    defaultMessage: 'One row per opening; a day may have several. An end before the start is past midnight.',
  },
  noHours: { id: 'frontDesk.spots.noHours', defaultMessage: 'No opening hours given.' },
  addHours: { id: 'frontDesk.spots.addHours', defaultMessage: 'Add opening hours' },
  removeHours: { id: 'frontDesk.spots.removeHours', defaultMessage: 'Remove these hours' },
  day: { id: 'frontDesk.spots.day', defaultMessage: 'Day' },
  opens: { id: 'frontDesk.spots.opens', defaultMessage: 'Opens' },
  closes: { id: 'frontDesk.spots.closes', defaultMessage: 'Closes' },
  number: { id: 'frontDesk.spots.number', defaultMessage: 'Enter a number, e.g. 35.7117.' },
  latRange: { id: 'frontDesk.spots.latRange', defaultMessage: 'A latitude is from -90 to 90.' },
  lngRange: { id: 'frontDesk.spots.lngRange', defaultMessage: 'A longitude is from -180 to 180.' },
  photoFormat: {
    id: 'frontDesk.spots.photoFormat',
    defaultMessage: 'Use letters, digits, - and _ only.',
  },
  timeFormat: { id: 'frontDesk.spots.timeFormat', defaultMessage: 'Enter a time as HH:mm, e.g. 11:30.' },
  sameTimes: { id: 'frontDesk.spots.sameTimes', defaultMessage: 'The closing time must differ from the opening time.' },
  gone: {
    id: 'frontDesk.spots.gone',
    defaultMessage: 'This spot is no longer in the guide: another manager deleted it.',
  },
});

export const categoryNames: Record<SpotCategory, MessageDescriptor> = defineMessages({
  1: { id: 'frontDesk.spots.categoryFood', defaultMessage: 'Food' },
  2: { id: 'frontDesk.spots.categoryActivity', defaultMessage: 'Activity' },
  3: { id: 'frontDesk.spots.categoryShopping', defaultMessage: 'Shopping' },
  0: { id: 'frontDesk.spots.categoryHotel', defaultMessage: 'The hotel' },
});

export const languageLabels: Record<SpotLanguage, MessageDescriptor> = defineMessages({
  ja: { id: 'frontDesk.spots.inJapanese', defaultMessage: 'Japanese' },
  en: { id: 'frontDesk.spots.inEnglish', defaultMessage: 'English' },
  zh: { id: 'frontDesk.spots.inChinese', defaultMessage: 'Chinese' },
  ko: { id: 'frontDesk.spots.inKorean', defaultMessage: 'Korean' },
});

/** Weekdays as BusinessHour numbers them: 0 Sunday ... 6 Saturday. */
export const dayNames: MessageDescriptor[] = [
  defineMessage({ id: 'frontDesk.spots.day0', defaultMessage: 'Sunday' }),
  defineMessage({ id: 'frontDesk.spots.day1', defaultMessage: 'Monday' }),
  defineMessage({ id: 'frontDesk.spots.day2', defaultMessage: 'Tuesday' }),
  defineMessage({ id: 'frontDesk.spots.day3', defaultMessage: 'Wednesday' }),
  defineMessage({ id: 'frontDesk.spots.day4', defaultMessage: 'Thursday' }),
  defineMessage({ id: 'frontDesk.spots.day5', defaultMessage: 'Friday' }),
  defineMessage({ id: 'frontDesk.spots.day6', defaultMessage: 'Saturday' }),
];

export const deleteSpotQuestion = defineMessage<{ name: string }>({
  id: 'frontDesk.spots.deleteQuestion',
  defaultMessage: 'Delete “{name}” from the travel guide?',
});

/** A text field's label per language: "Name: English". */
export const inLanguage = defineMessage<{ field: string; language: string }>({
  id: 'frontDesk.spots.inLanguage',
  defaultMessage: '{field}: {language}',
});

export const hoursRow = defineMessage<{ row: number }>({
  id: 'frontDesk.spots.hoursRow',
  defaultMessage: 'Opening hours {row}',
});
