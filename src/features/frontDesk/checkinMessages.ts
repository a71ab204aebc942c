import { defineMessage, defineMessages } from 'react-intl';

/** The texts of the check-ins waiting for approval: the list, its rows and the approval's confirmation. */
export const checkinMessages = defineMessages({
  empty: { id: 'frontDesk.checkins.empty', defaultMessage: 'No check-ins are waiting for approval.' },
  reservation: { id: 'frontDesk.checkins.reservation', defaultMessage: 'Reservation ID' },
  bookedName: { id: 'frontDesk.checkins.bookedName', defaultMessage: 'Booking name' },
  phone: { id: 'frontDesk.checkins.phone', defaultMessage: 'Phone' },
  // The guest's word for it (the check-in's accept screen, the check-out): the same on the desk.
  checkinId: { id: 'frontDesk.checkins.checkinId', defaultMessage: 'Check-in ID' },
  arrival: { id: 'frontDesk.checkins.arrival', defaultMessage: 'Arrival' },
  nights: { id: 'frontDesk.checkins.nights', defaultMessage: 'Nights' },
  guests: { id: 'frontDesk.checkins.guests', defaultMessage: 'Guests' },
  rooms: { id: 'frontDesk.checkins.rooms', defaultMessage: 'Rooms' },
  submitted: { id: 'frontDesk.checkins.submitted', defaultMessage: 'Submitted' },
  approve: { id: 'frontDesk.checkins.approve', defaultMessage: 'Approve' },
  approved: { id: 'frontDesk.checkins.approved', defaultMessage: 'Approved' },
  undo: { id: 'frontDesk.checkins.undo', defaultMessage: 'Undo' },
  undone: { id: 'frontDesk.checkins.undone', defaultMessage: 'The approval was undone.' },
  confirmTitle: { id: 'frontDesk.checkins.confirmTitle', defaultMessage: 'Approve this check-in?' },
  confirmGuest: { id: 'frontDesk.checkins.confirmGuest', defaultMessage: 'Guest' },
  confirmText: {
    id: 'frontDesk.checkins.confirmText',
    defaultMessage: 'Check it against your reservation list. You can undo the approval for 5 minutes.',
  },
  cancel: { id: 'frontDesk.checkins.cancel', defaultMessage: 'Cancel' },
});

/** Until when an approval can be undone, on the hotel's clock. */
export const undoUntil = defineMessage<{ time: string }>({
  id: 'frontDesk.checkins.undoUntil',
  defaultMessage: 'You can undo it until {time}.',
});

/** How many passports the check-in holds: the desk checks them against the guests at approval. */
export const passports = defineMessage<{ count: number }>({
  id: 'frontDesk.checkins.passports',
  defaultMessage: 'Passport ×{count}',
});
