import { Form, Formik } from 'formik';
import { useMemo, useState } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { hotelName, useHotel } from '@/lib/hotelContext';
import { KeepFormInput, useKeptInput } from '@/ui/form/KeepFormInput';
import { SubmitButton } from '@/ui/form/SubmitButton';
import { ValidateOnLanguageChange } from '@/ui/form/ValidateOnLanguageChange';
import { Page } from '@/ui/Page';
import { AccommodationFields } from './AccommodationFields';
import { accommodationErrors, accommodationRules } from './accommodationRules';
import { arrivalDates, checkinTimes } from './checkinFormOptions';
import { submitCheckinForm, type CheckinFormValues } from './checkinThunks';
import { useCheckinNavigation } from './useCheckinNavigation';
import './Checkin.css';

const FORM_ID = 'checkin.form';

const messages = defineMessages({
  heading: { id: 'checkin.form.heading', defaultMessage: 'Online check-in' },
  lead: {
    id: 'checkin.form.lead',
    defaultMessage: 'Tell us when you arrive and who is staying. Fields marked * are required.',
  },
  next: { id: 'checkin.form.next', defaultMessage: 'Next' },
});

/**
 * The check-in form (spec doc 2 "checkIn", also at /leaflet-checkin): the hotel's name in the
 * header, the stay, and the reservation phone. A draft in the session fills it again (going back
 * loses nothing); the submit starts the flow (rules 1 and 2).
 */
export default function CheckinFormScreen() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const { go } = useCheckinNavigation();
  const { hotelId, language, guide } = useHotel();
  const draft = useAppSelector((s) => s.checkin.checkinData.value);
  const info = guide.facilityBasicInfo;
  const [dates] = useState(() => arrivalDates());
  const times = useMemo(
    () => checkinTimes(info.checkinBeginTime, info.checkinEndTime),
    [info.checkinBeginTime, info.checkinEndTime],
  );
  const kept = useKeptInput<CheckinFormValues>(FORM_ID);
  const [initialValues] = useState<CheckinFormValues>(() => {
    // What the guest typed and has not sent, else the draft they sent, else the defaults.
    const from = kept ?? draft;
    return {
      inDate: from && dates.includes(from.inDate) ? from.inDate : dates[0]!,
      inTime: from && times.includes(from.inTime) ? from.inTime : (times[0] ?? ''),
      totalMembers: from?.totalMembers ?? 1,
      knowsContacts: from?.knowsContacts ?? false,
      companionsList: from?.companionsList ?? [],
      reservationTel: from?.reservationTel ?? '',
    };
  });
  const validate = (values: CheckinFormValues) => accommodationErrors(intl, accommodationRules(values, dates, times));

  const submit = async (values: CheckinFormValues) => {
    try {
      const next = await dispatch(
        submitCheckinForm({ values, hotelId, lang: language, plugins: guide.plugins }),
      ).unwrap();
      go(next);
    } catch {
      // The global handler shows why; the guest's input stays in the form.
    }
  };

  return (
    <Page title={hotelName(guide, language)} back="history">
      <Formik initialValues={initialValues} validateOnMount validate={validate} onSubmit={submit}>
        {({ isValid, isSubmitting }) => (
          <Form className="form checkin-form" noValidate>
            <ValidateOnLanguageChange />
            <KeepFormInput id={FORM_ID} />
            <h2 className="checkin__heading">{intl.formatMessage(messages.heading)}</h2>
            <p className="form__lead">{intl.formatMessage(messages.lead)}</p>
            <AccommodationFields dates={dates} times={times} language={language} />
            <SubmitButton disabled={!isValid} busy={isSubmitting}>
              {intl.formatMessage(messages.next)}
            </SubmitButton>
          </Form>
        )}
      </Formik>
    </Page>
  );
}
