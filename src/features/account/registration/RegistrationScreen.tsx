import { Form, Formik, type FormikHelpers } from 'formik';
import { useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { useGetUserInfoQuery, type User } from '@/api/providerApi';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { selectReservationPrefill } from '@/app/selectors';
import { selectLoginRedirect } from '@/domain/auth/authSlices';
import { useHotel } from '@/domain/hotel/hotelContext';
import type { Language } from '@/lib/language';
import { withAppQuery } from '@/lib/navigation';
import { guestToday } from '@/lib/dates';
import { isProfileComplete } from '@/domain/profile/profile';
import { profileSchema } from '@/domain/profile/profileSchema';
import { useDateRules } from '@/lib/validation/dateRules';
import { useValidationRules } from '@/lib/validation/rules';
import { useAppQuery } from '@/ui/AppLink';
import { ValidateOnLanguageChange } from '@/ui/form/ValidateOnLanguageChange';
import { showServerFieldErrors } from '@/ui/form/serverFieldErrors';
import { SubmitButton } from '@/ui/form/SubmitButton';
import { validationMessages } from '@/lib/validation/messages';
import { LoadFailed } from '@/ui/LoadFailed';
import { Page } from '@/ui/Page';
import { Spinner } from '@/ui/Spinner';
import { messages, ProfileFields } from '@/domain/profile/ProfileFields';
import { prefillValues, type RegistrationField, type RegistrationValues } from '@/domain/profile/profileForm';
import type { ReservationPrefill } from '@/domain/profile/reservationPrefill';
import { saveRegistration } from './registrationThunks';

const HOME = '/hotel-guide';

/** The profile's request fields (openapi.yaml UserProfileInput) as the form's. */
const PROFILE_FIELDS: Record<string, readonly RegistrationField[]> = {
  surname: ['surname'],
  name: ['name'],
  nameKana: ['familyNameKana', 'givenNameKana'],
  nationality: ['nationality'],
  birthDate: ['birthDate'],
  gender: ['gender'],
  telephone: ['telephone'],
  postalCode: ['postalCode'],
  address: ['address'],
  occupation: ['occupation'],
  otherOccupation: ['otherOccupation'],
  company: ['company'],
};

function RegistrationForm({
  user,
  language,
  reservation,
  onSaved,
}: {
  user: User;
  language: Language;
  reservation: ReservationPrefill;
  onSaved: (landing: string) => void;
}) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  // Filled once: later reloads of the member never overwrite what the guest is typing.
  const [initialValues] = useState(() => prefillValues({}, user, reservation));
  const rules = useValidationRules();
  const dates = useDateRules();
  const today = guestToday();
  const schema = useMemo(() => profileSchema(rules, dates, language, today), [rules, dates, language, today]);

  const submit = async (values: RegistrationValues, helpers: FormikHelpers<RegistrationValues>) => {
    try {
      onSaved(await dispatch(saveRegistration({ values, language, user })).unwrap());
    } catch (error) {
      // The global error handler shows the server's message; the fields it names say so too, and
      // the guest can correct and resend.
      showServerFieldErrors(error, helpers, PROFILE_FIELDS, intl.formatMessage(validationMessages.serverRejected));
    }
  };

  return (
    <Formik initialValues={initialValues} validateOnMount validationSchema={schema} onSubmit={submit}>
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
  const redirect = useAppSelector(selectLoginRedirect);
  const reservation = useAppSelector(selectReservationPrefill);
  const title = intl.formatMessage(messages.title);

  const onSaved = (landing: string) => navigate(withAppQuery(landing, appQuery), { replace: true });

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
