import type { MessageDescriptor } from 'react-intl';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { providerApi } from '@/api/providerApi';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { selectLoginRedirect } from '@/domain/auth/authSlices';
import { DEFAULT_LANGUAGE, resolveLanguage } from '@/lib/language';
import { withAppQuery } from '@/lib/navigation';
import { captureSignInReturn, forgetSignInReturn } from '@/domain/auth/signInReturn';
import { takePendingSignIn } from '@/domain/auth/socialSignIn';
import { readStoredHotelId, readStoredLanguage } from '@/lib/storage';
import { codeMessages, errorMessages } from '@/api/errorCatalogue';
import { showToast } from '@/ui/toastSlice';
import { useToastsKept } from '@/ui/useToastsKept';
import { Spinner } from '@/ui/Spinner';
import { landingAfterSignIn, signedIn } from '../../../domain/auth/session';

/**
 * The social sign-in callback at `/` (spec doc 1 §2): only a spinner. The token left the address
 * bar before the app started (src/index.tsx); with a token it is exchanged for ours and the guest
 * goes to the stored redirect or My Page, or to the registration form while the profile is
 * incomplete; without one, home (or /404 when no hotel is known); on a failure, login.
 */
export default function AuthCallbackScreen() {
  const dispatch = useAppDispatch();
  const toastsKept = useToastsKept();
  const navigate = useNavigate();
  const redirect = useAppSelector(selectLoginRedirect);
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const returned = captureSignInReturn();
    forgetSignInReturn();
    const pending = returned ? takePendingSignIn() : null;
    const hotelId = pending?.hotelId || readStoredHotelId();
    const lang = resolveLanguage(pending?.lang ?? null, readStoredLanguage());
    const go = (path: string, state?: unknown) =>
      navigate(withAppQuery(path, { hotelId, lang }), { replace: true, state });

    if (!returned) {
      // Nothing to exchange: home, or the hotel-missing page when no hotel is known anywhere.
      if (hotelId) go('/hotel-guide');
      else navigate(`/404?lang=${lang ?? DEFAULT_LANGUAGE}`, { replace: true });
      return;
    }
    // The provider refused (spec doc 1 §8: access_denied reads as a failed sign-in), or an answer
    // this browser did not ask for (its state does not match).
    if (!returned.idToken || !pending || pending.state !== returned.state) {
      let message: MessageDescriptor = codeMessages.invalid_id_token;
      if (!returned.idToken)
        message = returned.error === 'access_denied' ? codeMessages.wrong_email_or_password : errorMessages.unknown;
      dispatch(showToast({ kind: 'error', parts: [message] }));
      go('/login', toastsKept());
      return;
    }
    void (async () => {
      try {
        const session = await dispatch(
          // Untracked: the answer (our token, the member) is not kept in the API cache.
          providerApi.endpoints.auth0Callback.initiate(
            { body: { token: returned.idToken!, nonce: pending.nonce } },
            { track: false },
          ),
        ).unwrap();
        await dispatch(signedIn(session));
        go(landingAfterSignIn(session.user, redirect));
      } catch {
        // The global error handler has shown why (its toast goes along).
        go('/login', toastsKept());
      }
    })();
  }, [dispatch, navigate, redirect, toastsKept]);

  return <Spinner />;
}
