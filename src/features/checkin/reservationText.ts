import { defineMessage, defineMessages, type IntlShape } from 'react-intl';
import type { Reservation } from '@/api/providerApi';
import { dateWithWeekday } from '@/lib/dateNames';
import { addDays } from '@/lib/dates';
import type { Language } from '@/lib/language';

/**
 * How a reservation reads (spec doc 2 §3 "Reservation"), the same on the reservation list's cards
 * and on the confirm screen: its nights, its rooms (room number, else type and count).
 */
export const reservationMessages = defineMessages({
  plan: { id: 'checkin.list.plan', defaultMessage: 'Plan' },
  rooms: { id: 'checkin.list.rooms', defaultMessage: 'Rooms' },
  reservationId: { id: 'checkin.list.reservationId', defaultMessage: 'Reservation ID' },
});
const roomNumberMessage = defineMessage<{ number: string }>({
  id: 'checkin.list.roomNumber',
  defaultMessage: 'Room {number}',
});
const roomCountMessage = defineMessage<{ type: string; count: number }>({
  id: 'checkin.list.roomCount',
  defaultMessage: '{type} × {count}',
});
export const nightsMessage = defineMessage<{ count: number }>({
  id: 'checkin.list.nights',
  defaultMessage: '{count, plural, one {# night} other {# nights}}',
});
const stayDatesMessage = defineMessage<{ from: string; to: string; nights: string }>({
  id: 'checkin.confirm.stayDates',
  defaultMessage: '{from} – {to}, {nights}',
});

/** The room number, else each room type with its count. */
export const roomsText = (intl: IntlShape, reservation: Reservation) =>
  reservation.roomNumber
    ? intl.formatMessage(roomNumberMessage, { number: reservation.roomNumber })
    : reservation.reservationRoom
        .map((room) => intl.formatMessage(roomCountMessage, { type: room.typeName, count: room.roomNum }))
        .join(', ');

/** Arrival to departure with the nights: "2026/11/22 (Sun) – 2026/11/24 (Tue), 2 nights". */
export const stayDatesText = (intl: IntlShape, reservation: Reservation, language: Language) =>
  intl.formatMessage(stayDatesMessage, {
    from: dateWithWeekday(reservation.checkinDate, language),
    to: dateWithWeekday(addDays(reservation.checkinDate, reservation.nights), language),
    nights: intl.formatMessage(nightsMessage, { count: reservation.nights }),
  });
