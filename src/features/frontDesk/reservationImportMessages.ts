import { defineMessage, defineMessages } from 'react-intl';
import type { ReservationImportColumn, ReservationImportRow } from '@/api/frontDeskApi';

/** The managers' Reservation import screen (issue 33): a hotel's reservation CSV, previewed then imported. */
export const reservationImportMessages = defineMessages({
  lead: {
    id: 'frontDesk.reservationImport.lead',
    defaultMessage:
      'For a hotel without a property-management system: choose a reservation file (CSV, UTF-8 or Shift_JIS as Excel saves it). The preview shows what each row will do; nothing changes until you import. The same file imported again changes nothing.',
  },
  columns: {
    id: 'frontDesk.reservationImport.columns',
    defaultMessage:
      'Required columns: booking number, check-in date, nights, guests, guest name, telephone, room type. Headers in Japanese or English; one row is one reservation.',
  },
  file: { id: 'frontDesk.reservationImport.file', defaultMessage: 'Reservation file (CSV)' },
  choose: { id: 'frontDesk.reservationImport.choose', defaultMessage: 'Choose a file' },
  chooseAnother: { id: 'frontDesk.reservationImport.chooseAnother', defaultMessage: 'Choose another file' },
  checking: { id: 'frontDesk.reservationImport.checking', defaultMessage: 'Checking the file…' },
  applying: { id: 'frontDesk.reservationImport.applying', defaultMessage: 'Importing…' },
  fixErrors: {
    id: 'frontDesk.reservationImport.fixErrors',
    defaultMessage: 'Nothing is imported while any row has an error: correct the file and choose it again.',
  },
  nothingToChange: {
    id: 'frontDesk.reservationImport.nothingToChange',
    defaultMessage: 'Every row is as stored: importing would change nothing.',
  },
  apply: { id: 'frontDesk.reservationImport.apply', defaultMessage: 'Import' },
  notApplied: {
    id: 'frontDesk.reservationImport.notApplied',
    defaultMessage:
      'Nothing was imported: the reservations changed since the preview, and rows have errors now. See the rows below.',
  },
  empty: { id: 'frontDesk.reservationImport.empty', defaultMessage: 'The file holds no reservations.' },
});

/** The preview table's column headings (the booking number and nights are the file's column names). */
export const headingMessages = defineMessages({
  line: { id: 'frontDesk.reservationImport.th.line', defaultMessage: 'Line' },
  guest: { id: 'frontDesk.reservationImport.th.guest', defaultMessage: 'Guest' },
  checkin: { id: 'frontDesk.reservationImport.th.checkin', defaultMessage: 'Check-in' },
  outcome: { id: 'frontDesk.reservationImport.th.outcome', defaultMessage: 'Result' },
  problems: { id: 'frontDesk.reservationImport.th.problems', defaultMessage: 'Problems' },
});

export const outcomeMessages = defineMessages<ReservationImportRow['outcome']>({
  create: { id: 'frontDesk.reservationImport.outcome.create', defaultMessage: 'New' },
  update: { id: 'frontDesk.reservationImport.outcome.update', defaultMessage: 'Changed' },
  unchanged: { id: 'frontDesk.reservationImport.outcome.unchanged', defaultMessage: 'Unchanged' },
  error: { id: 'frontDesk.reservationImport.outcome.error', defaultMessage: 'Error' },
});

export const problemMessages = defineMessages<ReservationImportRow['problems'][number]['code']>({
  required: { id: 'frontDesk.reservationImport.problem.required', defaultMessage: 'Required, but empty' },
  too_long: { id: 'frontDesk.reservationImport.problem.too_long', defaultMessage: 'Too long' },
  invalid_date: {
    id: 'frontDesk.reservationImport.problem.invalid_date',
    defaultMessage: 'Not a date (e.g. 2026/08/01)',
  },
  invalid_number: { id: 'frontDesk.reservationImport.problem.invalid_number', defaultMessage: 'Not a whole number' },
  out_of_range: { id: 'frontDesk.reservationImport.problem.out_of_range', defaultMessage: 'Out of range' },
  invalid_telephone: {
    id: 'frontDesk.reservationImport.problem.invalid_telephone',
    defaultMessage: 'Not a telephone number',
  },
  invalid_value: {
    id: 'frontDesk.reservationImport.problem.invalid_value',
    defaultMessage: 'Not a value this column takes',
  },
  extra_cells: {
    id: 'frontDesk.reservationImport.problem.extra_cells',
    defaultMessage: 'More cells than the header names',
  },
  duplicate_booking_number: {
    id: 'frontDesk.reservationImport.problem.duplicate_booking_number',
    defaultMessage: 'An earlier row has the same booking number',
  },
  booking_number_taken: {
    id: 'frontDesk.reservationImport.problem.booking_number_taken',
    defaultMessage: 'A reservation not imported from CSV has this booking number',
  },
  already_checked_in: {
    id: 'frontDesk.reservationImport.problem.already_checked_in',
    defaultMessage: 'The guest has checked in: it cannot be cancelled',
  },
  already_paid: {
    id: 'frontDesk.reservationImport.problem.already_paid',
    defaultMessage: 'Its charges are paid: the amount cannot change',
  },
});

/** The file's columns, by the names the documented headers give them. */
export const columnMessages = defineMessages<ReservationImportColumn>({
  bookingNumber: { id: 'frontDesk.reservationImport.column.bookingNumber', defaultMessage: 'Booking number' },
  status: { id: 'frontDesk.reservationImport.column.status', defaultMessage: 'Status' },
  checkinDate: { id: 'frontDesk.reservationImport.column.checkinDate', defaultMessage: 'Check-in date' },
  nights: { id: 'frontDesk.reservationImport.column.nights', defaultMessage: 'Nights' },
  guestCount: { id: 'frontDesk.reservationImport.column.guestCount', defaultMessage: 'Guests' },
  guestName: { id: 'frontDesk.reservationImport.column.guestName', defaultMessage: 'Guest name' },
  guestNameLatin: { id: 'frontDesk.reservationImport.column.guestNameLatin', defaultMessage: 'Guest name (Latin)' },
  guestNameKana: { id: 'frontDesk.reservationImport.column.guestNameKana', defaultMessage: 'Guest name (kana)' },
  holderName: { id: 'frontDesk.reservationImport.column.holderName', defaultMessage: 'Booker name' },
  telephone: { id: 'frontDesk.reservationImport.column.telephone', defaultMessage: 'Telephone' },
  address: { id: 'frontDesk.reservationImport.column.address', defaultMessage: 'Address' },
  plan: { id: 'frontDesk.reservationImport.column.plan', defaultMessage: 'Plan' },
  planLatin: { id: 'frontDesk.reservationImport.column.planLatin', defaultMessage: 'Plan (English)' },
  roomType: { id: 'frontDesk.reservationImport.column.roomType', defaultMessage: 'Room type' },
  roomTypeCode: { id: 'frontDesk.reservationImport.column.roomTypeCode', defaultMessage: 'Room type code' },
  roomNumber: { id: 'frontDesk.reservationImport.column.roomNumber', defaultMessage: 'Room number' },
  roomCount: { id: 'frontDesk.reservationImport.column.roomCount', defaultMessage: 'Rooms' },
  amount: { id: 'frontDesk.reservationImport.column.amount', defaultMessage: 'Amount' },
  payAtFrontDesk: { id: 'frontDesk.reservationImport.column.payAtFrontDesk', defaultMessage: 'Pay at front desk' },
});

export const previewTitle = defineMessage<{ name: string }>({
  id: 'frontDesk.reservationImport.previewTitle',
  defaultMessage: 'Preview: {name}',
});

export const resultTitle = defineMessage<{ name: string }>({
  id: 'frontDesk.reservationImport.resultTitle',
  defaultMessage: 'Imported: {name}',
});

export const summaryText = defineMessage<{ create: number; update: number; unchanged: number; error: number }>({
  id: 'frontDesk.reservationImport.summary',
  defaultMessage: '{create} new, {update} changed, {unchanged} unchanged, {error} with errors',
});

export const doneText = defineMessage<{ create: number; update: number; unchanged: number }>({
  id: 'frontDesk.reservationImport.done',
  defaultMessage: 'Imported: {create} created, {update} changed, {unchanged} unchanged.',
});

export const problemOf = defineMessage<{ column: string; problem: string }>({
  id: 'frontDesk.reservationImport.problemOf',
  defaultMessage: '{column}: {problem}',
});
