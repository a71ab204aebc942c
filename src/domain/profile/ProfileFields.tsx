import { getIn, useField, useFormikContext } from 'formik';
import { useEffect, useRef } from 'react';
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import { useLazyZipcodeSearchQuery } from '@/api/providerApi';
import { guestToday } from '@/lib/dates';
import { halfWidthToFullWidthKatakana } from '@/lib/kana';
import type { Language } from '@/lib/language';
import { DATE_FORMAT } from '@/lib/dates';
import { DateField } from '@/ui/form/DateField';
import { RadioGroupField, SelectField, TextField } from '@/ui/form/Field';
import {
  OCCUPATIONS,
  OTHER_OCCUPATION,
  showsCompany,
  showsKana,
  showsOtherOccupation,
  showsPostalCode,
  type RegistrationValues,
} from '@/domain/profile/profileForm';
import './ProfileFields.css';

/**
 * A katakana field: half-width katakana (ｶﾀｶﾅ) is katakana too, turned full-width when the guest
 * leaves the field rather than refused (not while typing, which would disturb the phone's IME).
 */
function KanaField({ name, label }: { name: string; label: string }) {
  const [field, , helpers] = useField<string>(name);
  const onBlur = (event: React.FocusEvent<HTMLInputElement>) => {
    const fullWidth = halfWidthToFullWidthKatakana(event.target.value);
    if (fullWidth !== event.target.value) void helpers.setValue(fullWidth);
    field.onBlur(event);
  };
  return <TextField name={name} label={label} required onBlur={onBlur} />;
}

export const messages = defineMessages({
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

/** The calendar opens here while no birth date is entered (spec doc 1 "registrationForm"). */
const BIRTH_DATE_VIEW = '1985/01/01';
/** 7 digits, with or without the hyphen after the third. */
const POSTAL_CODE = /^[0-9]{3}-?[0-9]{4}$/;

/** Entering a postal code looks the address up and fills it with the three parts joined. */
function PostalCodeLookup({ prefix }: { prefix: string }) {
  const { values, setFieldValue } = useFormikContext<Record<string, unknown>>();
  const [search] = useLazyZipcodeSearchQuery();
  const code = String(getIn(values, `${prefix}postalCode`) ?? '').trim();
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
        if (current && first)
          void setFieldValue(`${prefix}address`, `${first.address1}${first.address2}${first.address3}`);
      })
      // Spec doc 1 §8: a failed lookup is only logged; the guest types the address.
      .catch((error: unknown) => console.warn('Postal code lookup failed', error));
    return () => {
      current = false;
    };
  }, [code, prefix, search, setFieldValue]);
  return null;
}

/**
 * The member's details as form fields (spec doc 1 "registrationForm"), shared by the registration
 * form and the check-in edit screen. `prefix` is where the values sit in the Formik form ('' or
 * 'profile.').
 */
export function ProfileFields({ prefix = '', language }: { prefix?: string; language: Language }) {
  const intl = useIntl();
  const { values } = useFormikContext<Record<string, unknown>>();
  const profile = (prefix ? getIn(values, prefix.slice(0, -1)) : values) as RegistrationValues;
  const occupations = [
    { value: OCCUPATIONS.employee, label: intl.formatMessage(messages.occupationEmployee) },
    { value: OCCUPATIONS.selfEmployed, label: intl.formatMessage(messages.occupationSelfEmployed) },
    { value: OCCUPATIONS.student, label: intl.formatMessage(messages.occupationStudent) },
    { value: OCCUPATIONS.none, label: intl.formatMessage(messages.occupationNone) },
    { value: OTHER_OCCUPATION, label: intl.formatMessage(messages.occupationOther) },
  ];

  return (
    <>
      <PostalCodeLookup prefix={prefix} />
      <RadioGroupField
        name={`${prefix}nationality`}
        legend={intl.formatMessage(messages.nationality)}
        required
        options={[
          { value: 'JPN', label: intl.formatMessage(messages.nationalityJapanese) },
          { value: 'NJP', label: intl.formatMessage(messages.nationalityOther) },
        ]}
      />
      <div className="registration__pair">
        <TextField
          name={`${prefix}surname`}
          label={intl.formatMessage(messages.surname)}
          required
          autoComplete="family-name"
        />
        <TextField
          name={`${prefix}name`}
          label={intl.formatMessage(messages.name)}
          required
          autoComplete="given-name"
        />
      </div>
      {showsKana(profile, language) && (
        <div className="registration__pair">
          <KanaField name={`${prefix}familyNameKana`} label={intl.formatMessage(messages.familyNameKana)} />
          <KanaField name={`${prefix}givenNameKana`} label={intl.formatMessage(messages.givenNameKana)} />
        </div>
      )}
      <DateField
        name={`${prefix}birthDate`}
        label={intl.formatMessage(messages.birthDate)}
        hint={intl.formatMessage(birthDateHint, { format: DATE_FORMAT })}
        required
        defaultView={BIRTH_DATE_VIEW}
        max={guestToday()}
        autoComplete="bday"
      />
      <RadioGroupField
        name={`${prefix}gender`}
        legend={intl.formatMessage(messages.gender)}
        required
        options={[
          { value: 'M', label: intl.formatMessage(messages.male) },
          { value: 'F', label: intl.formatMessage(messages.female) },
        ]}
      />
      <TextField
        name={`${prefix}telephone`}
        type="tel"
        inputMode="numeric"
        autoComplete="tel"
        label={intl.formatMessage(messages.telephone)}
        hint={intl.formatMessage(messages.telephoneHint)}
        required
      />
      {showsPostalCode(profile) && (
        <TextField
          name={`${prefix}postalCode`}
          inputMode="numeric"
          autoComplete="postal-code"
          label={intl.formatMessage(messages.postalCode)}
          hint={intl.formatMessage(messages.postalCodeHint)}
        />
      )}
      <TextField
        name={`${prefix}address`}
        autoComplete="street-address"
        label={intl.formatMessage(messages.address)}
        required
      />
      <SelectField name={`${prefix}occupation`} label={intl.formatMessage(messages.occupation)} options={occupations} />
      {showsCompany(profile) && (
        <TextField name={`${prefix}company`} autoComplete="organization" label={intl.formatMessage(messages.company)} />
      )}
      {showsOtherOccupation(profile) && (
        <TextField name={`${prefix}otherOccupation`} label={intl.formatMessage(messages.otherOccupation)} />
      )}
    </>
  );
}
