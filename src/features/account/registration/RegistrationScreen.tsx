import { Form, Formik, useFormikContext } from 'formik';
import { useEffect, useMemo, useRef, useState } from 'react';
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import {
  useGetUserInfoQuery,
  useLazyZipcodeSearchQuery,
  useUpdateUserInfoMutation,
  type User,
} from '@/api/providerApi';
import { useAppSelector } from '@/app/hooks';
import { useHotel } from '@/lib/hotelContext';
import type { Language } from '@/lib/language';
import { withAppQuery } from '@/lib/navigation';
import { isProfileComplete } from '@/lib/profile';
import { useAppQuery } from '@/ui/AppLink';
import { DATE_FORMAT } from '@/ui/DatePicker';
import { DateField } from '@/ui/form/DateField';
import { ValidateOnLanguageChange } from '@/ui/form/ValidateOnLanguageChange';
import { RadioGroupField, SelectField, TextField } from '@/ui/form/Field';
import { SubmitButton } from '@/ui/form/SubmitButton';
import { LoadFailed } from '@/ui/LoadFailed';
import { Page } from '@/ui/Page';
import { Spinner } from '@/ui/Spinner';
import { landingAfterSignIn } from '../session';
import {
  OCCUPATIONS,
  OTHER_OCCUPATION,
  prefillValues,
  showsCompany,
  showsKana,
  showsOtherOccupation,
  showsPostalCode,
  todayText,
  toProfileInput,
  validateRegistration,
  type RegistrationValues,
} from './registrationSchema';
import { reservationPrefill, type ReservationPrefill } from './reservationPrefill';
import './Registration.css';

const messages = defineMessages({
  title: { id: 'account.registration.title', defaultMessage: 'Register' },
  lead: {
    id: 'account.registration.lead',
    defaultMessage: 'Please enter your details. Fields marked * are required.',
  },
  nationality: { id: 'account.registration.nationality', defaultMessage: 'Nationality' },
  nationalityJapanese: { id: 'account.registration.nationalityJapanese', defaultMessage: 'Japanese' },
  nationalityOther: { id: 'account.registration.nationalityOther', defaultMessage: 'Non-Japanese' },
  surname: { id: 'account.registration.surname', defaultMessage: 'Family name' },
  name: { id: 'account.registration.name', defaultMessage: 'Given name' },
  familyNameKana: { id: 'account.registration.familyNameKana', defaultMessage: 'Family name (katakana)' },
  givenNameKana: { id: 'account.registration.givenNameKana', defaultMessage: 'Given name (katakana)' },
  birthDate: { id: 'account.registration.birthDate', defaultMessage: 'Date of birth' },
  gender: { id: 'account.registration.gender', defaultMessage: 'Gender' },
  male: { id: 'account.registration.male', defaultMessage: 'Male' },
  female: { id: 'account.registration.female', defaultMessage: 'Female' },
  telephone: { id: 'account.registration.telephone', defaultMessage: 'Phone number' },
  telephoneHint: { id: 'account.registration.telephoneHint', defaultMessage: 'Digits only, without hyphens' },
  postalCode: { id: 'account.registration.postalCode', defaultMessage: 'Postal code' },
  postalCodeHint: {
    id: 'account.registration.postalCodeHint',
    defaultMessage: 'Enter the 7 digits and the address is filled in for you',
  },
  address: { id: 'account.registration.address', defaultMessage: 'Address' },
  occupation: { id: 'account.registration.occupation', defaultMessage: 'Occupation' },
  occupationEmployee: { id: 'account.registration.occupationEmployee', defaultMessage: 'Company employee' },
  occupationSelfEmployed: { id: 'account.registration.occupationSelfEmployed', defaultMessage: 'Self-employed' },
  occupationStudent: { id: 'account.registration.occupationStudent', defaultMessage: 'Student' },
  occupationNone: { id: 'account.registration.occupationNone', defaultMessage: 'Not employed' },
  occupationOther: { id: 'account.registration.occupationOther', defaultMessage: 'Other' },
  company: { id: 'account.registration.company', defaultMessage: 'Company name' },
  otherOccupation: { id: 'account.registration.otherOccupation', defaultMessage: 'Your occupation' },
  submit: { id: 'account.registration.submit', defaultMessage: 'Register' },
});
const birthDateHint = defineMessage<{ format: string }>({
  id: 'account.registration.birthDateHint',
  defaultMessage: 'Format: {format}',
});

const HOME = '/hotel-guide';
/** The calendar opens here while no birth date is entered (spec doc 1 "registrationForm"). */
const BIRTH_DATE_VIEW = '1985/01/01';
/** 7 digits, with or without the hyphen after the third. */
const POSTAL_CODE = /^[0-9]{3}-?[0-9]{4}$/;

/** Entering a postal code looks the address up and fills it with the three parts joined. */
function PostalCodeLookup() {
  const { values, setFieldValue } = useFormikContext<RegistrationValues>();
  const [search] = useLazyZipcodeSearchQuery();
  const code = values.postalCode.trim();
  // The code the form opened with (the stored member's) looks nothing up: its address is kept.
  const looked = useRef(code);

  useEffect(() => {
    if (code === looked.current) return;
    looked.current = code;
    if (!POSTAL_CODE.test(code)) return;
    let current = true;
    search({ zipcode: code }, true)
      .unwrap()
      .then(({ results }) => {
        const first = results[0];
        if (current && first) void setFieldValue('address', `${first.address1}${first.address2}${first.address3}`);
      })
      // Spec doc 1 §8: a failed lookup is only logged; the guest types the address.
      .catch((error: unknown) => console.warn('Postal code lookup failed', error));
    return () => {
      current = false;
    };
  }, [code, search, setFieldValue]);
  return null;
}

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

  const occupations = [
    { value: OCCUPATIONS.employee, label: intl.formatMessage(messages.occupationEmployee) },
    { value: OCCUPATIONS.selfEmployed, label: intl.formatMessage(messages.occupationSelfEmployed) },
    { value: OCCUPATIONS.student, label: intl.formatMessage(messages.occupationStudent) },
    { value: OCCUPATIONS.none, label: intl.formatMessage(messages.occupationNone) },
    { value: OTHER_OCCUPATION, label: intl.formatMessage(messages.occupationOther) },
  ];

  return (
    <Formik initialValues={initialValues} validateOnMount validate={validate} onSubmit={submit}>
      {({ values, isValid, isSubmitting }) => (
        <Form className="form registration" noValidate>
          {/* The rules depend on the language too (kana only in Japanese). */}
          <ValidateOnLanguageChange />
          <PostalCodeLookup />
          <p className="form__lead">{intl.formatMessage(messages.lead)}</p>
          <RadioGroupField
            name="nationality"
            legend={intl.formatMessage(messages.nationality)}
            required
            options={[
              { value: 'JPN', label: intl.formatMessage(messages.nationalityJapanese) },
              { value: 'NJP', label: intl.formatMessage(messages.nationalityOther) },
            ]}
          />
          <div className="registration__pair">
            <TextField
              name="surname"
              label={intl.formatMessage(messages.surname)}
              required
              autoComplete="family-name"
            />
            <TextField name="name" label={intl.formatMessage(messages.name)} required autoComplete="given-name" />
          </div>
          {showsKana(values, language) && (
            <div className="registration__pair">
              <TextField name="familyNameKana" label={intl.formatMessage(messages.familyNameKana)} required />
              <TextField name="givenNameKana" label={intl.formatMessage(messages.givenNameKana)} required />
            </div>
          )}
          <DateField
            name="birthDate"
            label={intl.formatMessage(messages.birthDate)}
            hint={intl.formatMessage(birthDateHint, { format: DATE_FORMAT })}
            required
            defaultView={BIRTH_DATE_VIEW}
            max={today}
            autoComplete="bday"
          />
          <RadioGroupField
            name="gender"
            legend={intl.formatMessage(messages.gender)}
            required
            options={[
              { value: 'M', label: intl.formatMessage(messages.male) },
              { value: 'F', label: intl.formatMessage(messages.female) },
            ]}
          />
          <TextField
            name="telephone"
            type="tel"
            inputMode="numeric"
            autoComplete="tel"
            label={intl.formatMessage(messages.telephone)}
            hint={intl.formatMessage(messages.telephoneHint)}
            required
          />
          {showsPostalCode(values) && (
            <TextField
              name="postalCode"
              inputMode="numeric"
              autoComplete="postal-code"
              label={intl.formatMessage(messages.postalCode)}
              hint={intl.formatMessage(messages.postalCodeHint)}
            />
          )}
          <TextField
            name="address"
            autoComplete="street-address"
            label={intl.formatMessage(messages.address)}
            required
          />
          <SelectField name="occupation" label={intl.formatMessage(messages.occupation)} options={occupations} />
          {showsCompany(values) && (
            <TextField name="company" autoComplete="organization" label={intl.formatMessage(messages.company)} />
          )}
          {showsOtherOccupation(values) && (
            <TextField name="otherOccupation" label={intl.formatMessage(messages.otherOccupation)} />
          )}
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
