import { defineMessage, defineMessages } from 'react-intl';

/** The guest register's texts (its title is in sectionTitles, as the page's section link). */
export const registerMessages = defineMessages({
  range: { id: 'frontDesk.register.range', defaultMessage: 'Check-in dates' },
  from: { id: 'frontDesk.register.from', defaultMessage: 'From' },
  to: { id: 'frontDesk.register.to', defaultMessage: 'To' },
  show: { id: 'frontDesk.register.show', defaultMessage: 'Show' },
  empty: { id: 'frontDesk.register.empty', defaultMessage: 'No guests in this period.' },
  rangeOrder: {
    id: 'frontDesk.register.rangeOrder',
    defaultMessage: 'The end date must be on or after the start date.',
  },
  checkinDate: { id: 'frontDesk.register.checkinDate', defaultMessage: 'Check-in' },
  checkoutDate: { id: 'frontDesk.register.checkoutDate', defaultMessage: 'Check-out' },
  staying: { id: 'frontDesk.register.staying', defaultMessage: 'Staying' },
  checkinId: { id: 'frontDesk.register.checkinId', defaultMessage: 'Check-in ID' },
  representative: { id: 'frontDesk.register.representative', defaultMessage: 'Representative' },
  address: { id: 'frontDesk.register.address', defaultMessage: 'Address' },
  phone: { id: 'frontDesk.register.phone', defaultMessage: 'Phone' },
  nationality: { id: 'frontDesk.register.nationality', defaultMessage: 'Nationality' },
  foreignResident: { id: 'frontDesk.register.foreignResident', defaultMessage: 'Foreign national living in Japan' },
  passport: { id: 'frontDesk.register.passport', defaultMessage: 'Passport' },
  viewPassport: { id: 'frontDesk.register.viewPassport', defaultMessage: 'View passport' },
  confirmViewTitle: { id: 'frontDesk.register.confirmViewTitle', defaultMessage: 'View this passport?' },
  viewRecorded: {
    id: 'frontDesk.register.viewRecorded',
    defaultMessage: 'Viewing a passport is recorded with your name.',
  },
  passportNumber: { id: 'frontDesk.register.passportNumber', defaultMessage: 'Passport number' },
  heic: {
    id: 'frontDesk.register.heic',
    defaultMessage: 'This photo is HEIC, which browsers cannot show: download it to view.',
  },
  downloadPhoto: { id: 'frontDesk.register.downloadPhoto', defaultMessage: 'Download the photo (HEIC)' },
  export: { id: 'frontDesk.register.export', defaultMessage: 'Export CSV' },
});

export const rangeLength = defineMessage<{ days: number }>({
  id: 'frontDesk.register.rangeLength',
  defaultMessage: 'Please choose a period of at most {days} days.',
});

export const period = defineMessage<{ from: string; to: string }>({
  id: 'frontDesk.register.period',
  defaultMessage: 'Check-ins from {from} to {to}',
});

export const companion = defineMessage<{ number: number }>({
  id: 'frontDesk.register.companion',
  defaultMessage: 'Companion {number}',
});

type Named = { name: string };

export const passportTitle = defineMessage<Named>({
  id: 'frontDesk.register.passportTitle',
  defaultMessage: 'Passport: {name}',
});

export const passportPhoto = defineMessage<Named>({
  id: 'frontDesk.register.photo',
  defaultMessage: 'Photo page of the passport of {name}',
});

export const exported = defineMessage<{ file: string }>({
  id: 'frontDesk.register.exported',
  defaultMessage: '{file} was downloaded.',
});
