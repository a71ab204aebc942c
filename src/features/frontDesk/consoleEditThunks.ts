import {
  frontDeskApi,
  type CheckinFields,
  type HotelFeatures,
  type HotelImage,
  type HotelImageUpload,
  type HotelPageContent,
  type HotelPageName,
  type HotelSettingsFields,
} from '@/api/frontDeskApi';
import { base64Of } from '@/lib/base64Of';
import { createFrontDeskThunk } from './frontDeskThunk';

/** Saves the hotel's settings read at `version`; a refusal (409 edit_conflict, 400) is the rejection's value. */
export const saveHotelSettings = createFrontDeskThunk<void, { version: string; settings: HotelSettingsFields }>(
  'frontDesk/saveHotelSettings',
  async (body, { dispatch, rejectWithValue }) => {
    try {
      await dispatch(
        frontDeskApi.endpoints.updateHotelSettings.initiate({ hotelSettingsUpdate: body }, { track: false }),
      ).unwrap();
    } catch (error) {
      return rejectWithValue(error);
    }
  },
);

export interface PageSave {
  pageName: HotelPageName;
  version: string;
  visible: boolean;
  content: HotelPageContent;
}

/** Saves a page read at `version`; the answer is the page as the server kept it (its HTML cleaned). */
export const saveHotelPage = createFrontDeskThunk<void, PageSave>(
  'frontDesk/saveHotelPage',
  async ({ pageName, ...hotelPageUpdate }, { dispatch, rejectWithValue }) => {
    try {
      await dispatch(
        frontDeskApi.endpoints.updateHotelPage.initiate({ pageName, hotelPageUpdate }, { track: false }),
      ).unwrap();
    } catch (error) {
      return rejectWithValue(error);
    }
  },
);

/** The picture types the server reads (uploadHotelImage); a file the browser names otherwise is refused here. */
export const PICTURE_TYPES: readonly HotelImageUpload['type'][] = [
  'image/jpeg',
  'image/png',
  'image/webp',
  'image/gif',
  'image/avif',
  'image/heic',
  'image/heif',
];

/** Uploads a picture for the hotel; the answer names where it is served. A refusal is the rejection's value. */
export const uploadPicture = createFrontDeskThunk<HotelImage, { file: File; type: HotelImageUpload['type'] }>(
  'frontDesk/uploadPicture',
  async ({ file, type }, { dispatch, rejectWithValue }) => {
    try {
      const data = await base64Of(file);
      return await dispatch(
        frontDeskApi.endpoints.uploadHotelImage.initiate({ hotelImageUpload: { type, data } }, { track: false }),
      ).unwrap();
    } catch (error) {
      return rejectWithValue(error);
    }
  },
);

/** Saves the plugins, icons and payments read at `version`; a refusal (409, 400) is the rejection's value. */
export const saveHotelFeatures = createFrontDeskThunk<void, HotelFeatures>(
  'frontDesk/saveHotelFeatures',
  async (hotelFeaturesUpdate, { dispatch, rejectWithValue }) => {
    try {
      await dispatch(
        frontDeskApi.endpoints.updateHotelFeatures.initiate({ hotelFeaturesUpdate }, { track: false }),
      ).unwrap();
    } catch (error) {
      return rejectWithValue(error);
    }
  },
);

/** Saves the whole list of guidance fields read at `version` (the screen composes it from the loaded one). */
export const saveCheckinFields = createFrontDeskThunk<void, CheckinFields>(
  'frontDesk/saveCheckinFields',
  async (checkinFieldsUpdate, { dispatch, rejectWithValue }) => {
    try {
      await dispatch(
        frontDeskApi.endpoints.updateCheckinFields.initiate({ checkinFieldsUpdate }, { track: false }),
      ).unwrap();
    } catch (error) {
      return rejectWithValue(error);
    }
  },
);
