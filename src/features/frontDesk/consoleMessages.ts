import { defineMessages } from 'react-intl';

/** The managers' console inside the staff page: its views and the roles' names. */
export const consoleMessages = defineMessages({
  views: { id: 'frontDesk.console.views', defaultMessage: 'Screens' },
  desk: { id: 'frontDesk.console.desk', defaultMessage: 'Front desk' },
  staff: { id: 'frontDesk.console.staff', defaultMessage: 'Staff' },
  auditLog: { id: 'frontDesk.console.auditLog', defaultMessage: 'Audit log' },
  twoStep: { id: 'frontDesk.console.twoStep', defaultMessage: 'Two-step verification' },
  hotel: { id: 'frontDesk.console.hotel', defaultMessage: 'Hotel' },
  pages: { id: 'frontDesk.console.pages', defaultMessage: 'Pages' },
  catalogue: { id: 'frontDesk.console.catalogue', defaultMessage: 'Catalogue' },
  features: { id: 'frontDesk.console.features', defaultMessage: 'Features' },
  checkinFields: { id: 'frontDesk.console.checkinFields', defaultMessage: 'Check-in questions' },
  coupons: { id: 'frontDesk.console.coupons', defaultMessage: 'Coupons' },
  spots: { id: 'frontDesk.console.spots', defaultMessage: 'Travel guide' },
  integration: { id: 'frontDesk.console.integration', defaultMessage: 'Integration' },
  webhooks: { id: 'frontDesk.console.webhooks', defaultMessage: 'Webhooks' },
  reservationImport: { id: 'frontDesk.console.reservationImport', defaultMessage: 'Reservation import' },
});

export const roleNames = defineMessages({
  manager: { id: 'frontDesk.role.manager', defaultMessage: 'Manager' },
  frontDesk: { id: 'frontDesk.role.frontDesk', defaultMessage: 'Front desk' },
});
