import { createAsyncThunk } from '@reduxjs/toolkit';
import { frontDeskApi, type HotelSetupCoupon, type HotelSetupSpot } from '@/api/frontDeskApi';
import type { ThunkApi } from './frontDeskThunks';

/** A coupon renamed in the form: the server keeps it the same coupon (its id, who used it). */
export interface CouponRename {
  from: string;
  to: string;
}

/**
 * Saves the whole list of coupons read at `version` (the screen composes it from the list it
 * loaded); a refusal (409 edit_conflict, 400) is the rejection's value.
 */
export const saveCoupons = createAsyncThunk<
  void,
  { version: string; coupons: HotelSetupCoupon[]; renames?: CouponRename[] },
  ThunkApi
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
export const saveSpots = createAsyncThunk<void, { version: string; spots: HotelSetupSpot[] }, ThunkApi>(
  'frontDesk/saveSpots',
  async (hotelSpotsUpdate, { dispatch, rejectWithValue }) => {
    try {
      await dispatch(frontDeskApi.endpoints.updateHotelSpots.initiate({ hotelSpotsUpdate }, { track: false })).unwrap();
    } catch (error) {
      return rejectWithValue(error);
    }
  },
);
