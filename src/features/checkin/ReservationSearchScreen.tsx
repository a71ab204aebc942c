import { Form, Formik } from 'formik';
import { useEffect, useMemo } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { useHotel } from '@/domain/hotel/hotelContext';
import { useValidationRules } from '@/lib/validation/rules';
import { RadioGroupField, TextField } from '@/ui/form/Field';
import { formInput } from '@/lib/formInput';
import { KeepFormInput, useKeptInput } from '@/ui/form/KeepFormInput';
import { SubmitButton } from '@/ui/form/SubmitButton';
import { ValidateOnLanguageChange } from '@/ui/form/ValidateOnLanguageChange';
import { Page } from '@/ui/Page';
import { Spinner } from '@/ui/Spinner';
import { CHECKIN_PATHS } from './checkinFlow';
import { reservationSearchSchema } from './checkinSchema';
import { selectCheckinDraft } from './checkinSlice';
import { searchForCheckin, type SearchBy, type SearchValues } from './checkinThunks';
import { useCheckinNavigation } from './useCheckinNavigation';
import './Checkin.css';

const messages = defineMessages({
  title: { id: 'checkin.search.title', defaultMessage: 'Find your reservation' },
  lead: {
    id: 'checkin.search.lead',
    defaultMessage:
      'Find your reservation by the phone number you booked with, the reservation ID or the guest’s name.',
  },
  by: { id: 'checkin.search.by', defaultMessage: 'Search by' },
  byPhone: { id: 'checkin.search.byPhone', defaultMessage: 'Phone number' },
  byReservationId: { id: 'checkin.search.byReservationId', defaultMessage: 'Reservation ID' },
  byName: { id: 'checkin.search.byName', defaultMessage: 'Reservation name' },
  phone: { id: 'checkin.search.phone', defaultMessage: 'Phone number of the reservation' },
  reservationId: { id: 'checkin.search.reservationId', defaultMessage: 'Reservation ID' },
  familyName: { id: 'checkin.search.familyName', defaultMessage: 'Guest family name' },
  givenName: { id: 'checkin.search.givenName', defaultMessage: 'Guest given name' },
  search: { id: 'checkin.search.submit', defaultMessage: 'Search' },
});

type Values = SearchValues & { by: SearchBy };
const FORM_ID = 'checkin.search';
const EMPTY: SearchValues = {
  reservationTel: '',
  reservationId: '',
  reservationFamilyName: '',
  reservationGivenName: '',
};

/** Reservation search (spec doc 2 "reservationSearch"): by phone, by reservation ID, or by the guest's name. */
export default function ReservationSearchScreen() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const { go, redirect } = useCheckinNavigation();
  const { hotelId, language } = useHotel();
  const draft = useAppSelector(selectCheckinDraft);
  const kept = useKeptInput<Values>(FORM_ID);
  const rules = useValidationRules();
  const schema = useMemo(() => reservationSearchSchema(rules), [rules]);

  // Without a draft there is no check-in to search for: the form (as the list does, rule 9).
  useEffect(() => {
    if (!draft) redirect('form');
  }, [draft, redirect]);
  if (!draft) return <Spinner />;

  const submit = async ({ by, ...values }: Values) => {
    try {
      const next = await dispatch(searchForCheckin({ by, values, hotelId, lang: language })).unwrap();
      dispatch(formInput.actions.forget(FORM_ID));
      go(next);
    } catch {
      // "There is no reservation information…" (or another failure) shows as a toast; the inputs stay.
    }
  };

  return (
    <Page title={intl.formatMessage(messages.title)} back={{ to: CHECKIN_PATHS.form }}>
      <Formik<Values>
        initialValues={kept ?? { ...EMPTY, reservationTel: draft.reservationTel, by: 'phone' }}
        validateOnMount
        validationSchema={schema}
        onSubmit={submit}
      >
        {({ values, isValid, isSubmitting, setValues, setTouched }) => (
          <Form className="form" noValidate>
            <ValidateOnLanguageChange />
            <KeepFormInput id={FORM_ID} />
            <p className="form__lead">{intl.formatMessage(messages.lead)}</p>
            <RadioGroupField
              name="by"
              legend={intl.formatMessage(messages.by)}
              onChange={(by) => {
                // Changing the choice clears every search input (spec §2).
                void setValues({ ...EMPTY, by: by as SearchBy });
                void setTouched({}, false);
              }}
              options={[
                { value: 'phone', label: intl.formatMessage(messages.byPhone) },
                { value: 'reservationId', label: intl.formatMessage(messages.byReservationId) },
                { value: 'name', label: intl.formatMessage(messages.byName) },
              ]}
            />
            {values.by === 'phone' && (
              <TextField
                name="reservationTel"
                type="tel"
                inputMode="numeric"
                autoComplete="tel"
                placeholder="09012345678"
                label={intl.formatMessage(messages.phone)}
                required
              />
            )}
            {values.by === 'reservationId' && (
              <TextField
                name="reservationId"
                autoComplete="off"
                label={intl.formatMessage(messages.reservationId)}
                required
              />
            )}
            {values.by === 'name' && (
              <div className="search-fields__pair">
                <TextField
                  name="reservationFamilyName"
                  autoComplete="family-name"
                  label={intl.formatMessage(messages.familyName)}
                  required
                />
                <TextField
                  name="reservationGivenName"
                  autoComplete="given-name"
                  label={intl.formatMessage(messages.givenName)}
                  required
                />
              </div>
            )}
            <SubmitButton disabled={!isValid} busy={isSubmitting}>
              {intl.formatMessage(messages.search)}
            </SubmitButton>
          </Form>
        )}
      </Formik>
    </Page>
  );
}
