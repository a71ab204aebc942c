import { frontDeskApi } from '@/api/frontDeskApi';
import type { CatalogueSave } from './catalogueEdit';
import { createFrontDeskThunk } from './frontDeskThunk';

/** Saves the catalogue composed from the one read at `version`; a refusal (409 edit_conflict, 400) is the rejection's value. */
export const saveHotelCatalogue = createFrontDeskThunk<void, CatalogueSave & { version: string }>(
  'frontDesk/saveHotelCatalogue',
  async (hotelCatalogueUpdate, { dispatch, rejectWithValue }) => {
    try {
      await dispatch(
        frontDeskApi.endpoints.updateHotelCatalogue.initiate({ hotelCatalogueUpdate }, { track: false }),
      ).unwrap();
    } catch (error) {
      return rejectWithValue(error);
    }
  },
);
