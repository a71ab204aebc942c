import { createAppAsyncThunk } from '@/app/appThunk';
import type { SerializedError } from '@reduxjs/toolkit';
import { providerApi, type User } from '@/api/providerApi';
import { selectLoginRedirect } from '@/domain/auth/authSlices';
import type { Language } from '@/lib/language';
import { toProfileInput, type RegistrationValues } from '@/domain/profile/profileForm';
import { landingAfterSignIn } from '../../../domain/auth/session';

/**
 * Saves the registration form (spec doc 1 "registrationForm", §4): the profile is updated (the
 * endpoint puts the saved member in the cache and reloads it), then the guest goes to the stored
 * post-login redirect, else My Page. Resolves with that path.
 */
export const saveRegistration = createAppAsyncThunk<
  string,
  { values: RegistrationValues; language: Language; user: User }
>(
  'account/saveRegistration',
  async ({ values, language, user }, { dispatch, getState }) => {
    const userProfileInput = toProfileInput(values, language, user);
    const saved = await dispatch(
      providerApi.endpoints.updateUserInfo.initiate({ userProfileInput }, { track: false }),
    ).unwrap();
    return landingAfterSignIn(saved.user, selectLoginRedirect(getState()));
  },
  // The API's error as it came (status and answer, plain data), so the form can show the fields a
  // 400 names at the fields; the default would keep only a message.
  { serializeError: (error) => error as SerializedError },
);
