import { createContext, useContext } from 'react';
import type { HotelGuide } from '@/api/providerApi';
import type { Language } from '@/lib/language';
import { inScript } from '../profile/profile';

/** What every hotel screen knows: the hotel (loaded once by the navigation guard) and the language. */
export interface HotelContextValue {
  hotelId: string;
  language: Language;
  guide: HotelGuide;
}

export const HotelContext = createContext<HotelContextValue | null>(null);

/** The current hotel. Only screens under the guard (not the hotel-free pages) may call it. */
export function useHotel(): HotelContextValue {
  const value = useContext(HotelContext);
  if (!value) throw new Error('useHotel() outside a hotel route');
  return value;
}

/** The hotel's name in the right script: Japanese in ja, Latin otherwise (spec). */
export function hotelName(guide: HotelGuide, language: Language): string {
  const info = guide.facilityBasicInfo;
  return inScript(info.hotelName, info.hotelNameLatin, language);
}
