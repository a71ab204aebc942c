import { frontDeskApi, type HotelSetupCoupon, type HotelSetupSpot } from '@/api/frontDeskApi';
import { createFrontDeskThunk } from './frontDeskThunk';

/** A coupon renamed in the form: the server keeps it the same coupon (its id, who used it). */
export interface CouponRename {
  from: string;
  to: string;
}

/**
 * Saves the whole list of coupons read at `version` (the screen composes it from the list it
 * loaded); a refusal (409 edit_conflict, 400) is the rejection's value.
 */
export const saveCoupons = createFrontDeskThunk<
  void,
  { version: string; coupons: HotelSetupCoupon[]; renames?: CouponRename[] }
>('frontDesk/saveCoupons', async (hotelCouponsUpdate, { dispatch, rejectWithValue }) => {
  try {
    await dispatch(
      frontDeskApi.endpoints.updateConsoleCoupons.initiate({ hotelCouponsUpdate }, { track: false }),
    ).unwrap();
  } catch (error) {
    return rejectWithValue(error);
  }
});

/** Saves the whole list of the travel guide's spots read at `version`, as saveCoupons does. */
export const saveSpots = createFrontDeskThunk<void, { version: string; spots: HotelSetupSpot[] }>(
  'frontDesk/saveSpots',
  async (hotelSpotsUpdate, { dispatch, rejectWithValue }) => {
    try {
      await dispatch(frontDeskApi.endpoints.updateHotelSpots.initiate({ hotelSpotsUpdate }, { track: false })).unwrap();
    } catch (error) {
      return rejectWithValue(error);
    }
  },
);
