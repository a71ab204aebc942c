import { Form, Formik } from 'formik';
import { useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { useGetUserInfoQuery, useUpdateUserInfoMutation, type User } from '@/api/providerApi';
import { useAppSelector } from '@/app/hooks';
import { useHotel } from '@/lib/hotelContext';
import type { Language } from '@/lib/language';
import { withAppQuery } from '@/lib/navigation';
import { isProfileComplete } from '@/lib/profile';
import { useAppQuery } from '@/ui/AppLink';
import { ValidateOnLanguageChange } from '@/ui/form/ValidateOnLanguageChange';
import { SubmitButton } from '@/ui/form/SubmitButton';
import { LoadFailed } from '@/ui/LoadFailed';
import { Page } from '@/ui/Page';
import { Spinner } from '@/ui/Spinner';
import { landingAfterSignIn } from '../session';
import { messages, ProfileFields } from '@/ui/profile/ProfileFields';
import {
  prefillValues,
  todayText,
  toProfileInput,
  validateRegistration,
  type RegistrationValues,
} from '@/lib/profileForm';
import { reservationPrefill, type ReservationPrefill } from '@/lib/reservationPrefill';

const HOME = '/hotel-guide';

function RegistrationForm({
  user,
  language,
  reservation,
  onSaved,
}: {
  user: User;
  language: Language;
  reservation: ReservationPrefill;
  onSaved: (user: User) => void;
}) {
  const intl = useIntl();
  const [updateUser] = useUpdateUserInfoMutation();
  // Filled once: later reloads of the member never overwrite what the guest is typing.
  const [initialValues] = useState(() => prefillValues({}, user, reservation));
  const today = todayText();
  const validate = useMemo(() => validateRegistration(intl, language, today), [intl, language, today]);

  const submit = async (values: RegistrationValues) => {
    try {
      const saved = await updateUser({ userProfileInput: toProfileInput(values, language, user) }).unwrap();
      onSaved(saved.user);
    } catch {
      // The global error handler shows the server's message; the guest can correct and resend.
    }
  };

  return (
    <Formik initialValues={initialValues} validateOnMount validate={validate} onSubmit={submit}>
      {({ isValid, isSubmitting }) => (
        <Form className="form registration" noValidate>
          {/* The rules depend on the language too (kana only in Japanese). */}
          <ValidateOnLanguageChange />
          <p className="form__lead">{intl.formatMessage(messages.lead)}</p>
          <ProfileFields language={language} />
          <SubmitButton disabled={!isValid} busy={isSubmitting}>
            {intl.formatMessage(messages.submit)}
          </SubmitButton>
        </Form>
      )}
    </Formik>
  );
}

/**
 * The registration form (spec doc 1 "registrationForm"): a member completes or corrects the
 * profile, then goes on to where the sign-in was heading, or My Page. While the profile is
 * incomplete there is no way back.
 */
export default function RegistrationScreen() {
  const intl = useIntl();
  const navigate = useNavigate();
  const appQuery = useAppQuery();
  const { language } = useHotel();
  const user = useGetUserInfoQuery();
  const redirect = useAppSelector((s) => s.auth.loginRedirect.value);
  const reservations = useAppSelector((s) => s.checkin.searchReservations.value);
  const checkinData = useAppSelector((s) => s.checkin.checkinData.value);
  const reservation = useMemo(() => reservationPrefill(reservations, checkinData), [reservations, checkinData]);
  const title = intl.formatMessage(messages.title);

  const onSaved = (saved: User) => {
    navigate(withAppQuery(landingAfterSignIn(saved, redirect), appQuery), { replace: true });
  };

  if (!user.data) {
    return (
      <Page title={title}>
        {user.isError ? <LoadFailed onRetry={() => void user.refetch()} busy={user.isFetching} /> : <Spinner />}
      </Page>
    );
  }
  const member = user.data.user;
  const back = isProfileComplete(member) ? { to: redirect?.redirectedFrom || HOME } : undefined;
  return (
    <Page title={title} back={back}>
      <RegistrationForm user={member} language={language} reservation={reservation} onSaved={onSaved} />
    </Page>
  );
}
