import { frontDeskApi } from '@/api/frontDeskApi';
import { createFrontDeskThunk } from './frontDeskThunk';

/** The second factor's answers are secrets: never kept in the API cache. */
const UNTRACKED = { track: false } as const;

/** Starts the enrolment: the new secret and its otpauth URI (for the QR code). */
export const startTwoStep = createFrontDeskThunk<{ secret: string; otpauthUri: string }, void>(
  'frontDesk/startTwoStep',
  async (_arg, { dispatch, rejectWithValue }) => {
    try {
      return await dispatch(
        frontDeskApi.endpoints.startStaffSecondFactorEnrolment.initiate(undefined, UNTRACKED),
      ).unwrap();
    } catch (error) {
      return rejectWithValue(error);
    }
  },
);

/** Confirms the enrolment with the app's code: the recovery codes, shown this once. */
export const confirmTwoStep = createFrontDeskThunk<{ recoveryCodes: string[] }, { code: string }>(
  'frontDesk/confirmTwoStep',
  async ({ code }, { dispatch, rejectWithValue }) => {
    const body = { code: code.trim() };
    try {
      return await dispatch(
        frontDeskApi.endpoints.confirmStaffSecondFactorEnrolment.initiate({ body }, UNTRACKED),
      ).unwrap();
    } catch (error) {
      return rejectWithValue(error);
    }
  },
);

/**
 * The recovery codes were saved: the staff member is shown as enrolled from now on (which opens the
 * rest of the page where it was required), without asking the server again.
 */
export const finishTwoStep = createFrontDeskThunk<void, void>('frontDesk/finishTwoStep', async (_arg, { dispatch }) => {
  dispatch(
    frontDeskApi.util.updateQueryData('getFrontDeskStaff', undefined, (staff) => {
      staff.secondFactor = 'enrolled';
    }),
  );
});
