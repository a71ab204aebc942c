import type { IconDisplay } from '@/api/providerApi';
import type { NavIconName } from './navIcons';

/** Home navigation buttons (spec doc 1 "home"): the icon flag that shows each, and its target. */
export interface NavItem {
  name: NavIconName;
  /** The icon_display flag that shows it; My Page has none (always shown). */
  flag: keyof IconDisplay | null;
  /** Route, or null for the front-telephone button that opens a modal. */
  to: string | null;
}

export const NAV_ITEMS: NavItem[] = [
  { name: 'checkin', flag: 'checkin', to: '/checkin' },
  { name: 'checkout', flag: 'checkout', to: '/checkout' },
  { name: 'hotelGuide', flag: 'hotelGuide', to: '/hotel-guide/detail' },
  { name: 'aroundSpot', flag: 'aroundSpot', to: '/around-spot' },
  { name: 'mobileRequest', flag: 'mobileRequest', to: '/request' },
  { name: 'wifi', flag: 'wifi', to: '/wifi' },
  { name: 'frontTelephone', flag: 'frontTelephone', to: null },
  { name: 'myPage', flag: null, to: '/mypage' },
];

/** A button shows when the hotel has no icon setting or its flag is 1; My Page always shows. */
export function isShown(item: NavItem, setting: IconDisplay | undefined): boolean {
  if (item.flag === null || setting === undefined) return true;
  return setting[item.flag] === 1;
}
