import { defineMessages } from 'react-intl';

/** The managers' Features screen: the plugin codes with what each switches (spec docs 1 and 2), the icons, payments. */
export const featureMessages = defineMessages({
  lead: {
    id: 'frontDesk.features.lead',
    defaultMessage:
      'What the guest app offers at this hotel: the plugins, the buttons on the home screen, and how guests may pay.',
  },
  plugins: { id: 'frontDesk.features.plugins', defaultMessage: 'Plugins' },
  icons: { id: 'frontDesk.features.icons', defaultMessage: 'Buttons on the home screen' },
  iconsHint: {
    id: 'frontDesk.features.iconsHint',
    defaultMessage: 'Call the front desk shows only when the hotel has a telephone number.',
  },
  payments: { id: 'frontDesk.features.payments', defaultMessage: 'Payment' },
  on: { id: 'frontDesk.features.on', defaultMessage: 'On' },
  off: { id: 'frontDesk.features.off', defaultMessage: 'Off' },
  unset: { id: 'frontDesk.features.unset', defaultMessage: 'Not set' },
  enabled: { id: 'frontDesk.features.enabled', defaultMessage: 'Guests may pay online here' },
  frontDesk: { id: 'frontDesk.features.frontDesk', defaultMessage: 'At the front desk' },
  creditCard: { id: 'frontDesk.features.creditCard', defaultMessage: 'By credit card' },
  needsMethod: {
    id: 'frontDesk.features.needsMethod',
    defaultMessage: 'A payment that is on needs at least one method: at the front desk or by credit card.',
  },
});

export const PLUGIN_CODES = ['PA', 'TL', 'TM', 'NP', 'CN', 'RK', 'CC', 'KSK', 'TKT', 'BR', 'GUE', 'CU'] as const;
export type PluginCode = (typeof PLUGIN_CODES)[number];

const names = defineMessages({
  reservationLink: { id: 'frontDesk.features.plugin.reservationLink', defaultMessage: 'Reservation link' },
  PA: { id: 'frontDesk.features.plugin.PA', defaultMessage: 'Payment' },
  CC: { id: 'frontDesk.features.plugin.CC', defaultMessage: 'Check-in questions' },
  KSK: { id: 'frontDesk.features.plugin.KSK', defaultMessage: 'Check-in machine' },
  TKT: { id: 'frontDesk.features.plugin.TKT', defaultMessage: 'Tickets' },
  BR: { id: 'frontDesk.features.plugin.BR', defaultMessage: 'Reviews' },
  GUE: { id: 'frontDesk.features.plugin.GUE', defaultMessage: 'Separate guest app' },
  CU: { id: 'frontDesk.features.plugin.CU', defaultMessage: 'Coupons' },
});

/** Each plugin's name (shown with its code: the reservation links share one). */
export const pluginNames: Record<PluginCode, (typeof names)[keyof typeof names]> = {
  ...names,
  TL: names.reservationLink,
  TM: names.reservationLink,
  NP: names.reservationLink,
  CN: names.reservationLink,
  RK: names.reservationLink,
};

const explanations = defineMessages({
  reservationLink: {
    id: 'frontDesk.features.explain.reservationLink',
    defaultMessage:
      'While set, on or off, online check-in looks up the guest’s reservations by telephone number and offers payment.',
  },
  PA: {
    id: 'frontDesk.features.explain.PA',
    defaultMessage:
      'Online check-in looks up the reservations and, when there is something to pay, offers the check-in payment methods below.',
  },
  CC: {
    id: 'frontDesk.features.explain.CC',
    defaultMessage: 'Online check-in asks the hotel’s check-in questions (the Check-in questions screen).',
  },
  KSK: {
    id: 'frontDesk.features.explain.KSK',
    defaultMessage:
      'The check-in’s last screen asks the guest to hold the QR code over the check-in machine, instead of saying it was emailed.',
  },
  TKT: {
    id: 'frontDesk.features.explain.TKT',
    defaultMessage: 'The check-in’s last screen shows the guest’s tickets with their QR codes.',
  },
  BR: {
    id: 'frontDesk.features.explain.BR',
    defaultMessage: 'Check-out sends the guest’s review of each stay checked in online.',
  },
  GUE: {
    id: 'frontDesk.features.explain.GUE',
    defaultMessage: 'Requests open the hotel’s separate guest app when the hotel has one set up for requests.',
  },
  CU: { id: 'frontDesk.features.explain.CU', defaultMessage: 'The home screen shows the hotel’s coupons.' },
});

/** What each plugin code switches; the reservation links share one explanation. */
export const pluginExplanations: Record<PluginCode, (typeof explanations)[keyof typeof explanations]> = {
  ...explanations,
  TL: explanations.reservationLink,
  TM: explanations.reservationLink,
  NP: explanations.reservationLink,
  CN: explanations.reservationLink,
  RK: explanations.reservationLink,
};

export const ICON_NAMES = [
  'checkin',
  'checkout',
  'hotelGuide',
  'aroundSpot',
  'mobileRequest',
  'frontTelephone',
  'wifi',
] as const;

export const iconNames = defineMessages({
  checkin: { id: 'frontDesk.features.icon.checkin', defaultMessage: 'Check-in' },
  checkout: { id: 'frontDesk.features.icon.checkout', defaultMessage: 'Check-out' },
  hotelGuide: { id: 'frontDesk.features.icon.hotelGuide', defaultMessage: 'Hotel guide' },
  aroundSpot: { id: 'frontDesk.features.icon.aroundSpot', defaultMessage: 'Travel guide' },
  mobileRequest: { id: 'frontDesk.features.icon.mobileRequest', defaultMessage: 'Requests' },
  frontTelephone: { id: 'frontDesk.features.icon.frontTelephone', defaultMessage: 'Call the front desk' },
  wifi: { id: 'frontDesk.features.icon.wifi', defaultMessage: 'Wi-Fi' },
});

export const PAYMENT_TIMES = ['checkin', 'checkout', 'mobileRequest'] as const;

export const paymentTimeNames = defineMessages({
  checkin: { id: 'frontDesk.features.payment.checkin', defaultMessage: 'At check-in' },
  checkout: { id: 'frontDesk.features.payment.checkout', defaultMessage: 'At check-out' },
  mobileRequest: { id: 'frontDesk.features.payment.mobileRequest', defaultMessage: 'For requests' },
});
