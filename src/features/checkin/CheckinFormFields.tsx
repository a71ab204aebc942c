import { Form, Formik } from 'formik';
import { useMemo, useState } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { useHotel } from '@/domain/hotel/hotelContext';
import { useValidationRules } from '@/lib/validation/rules';
import { KeepFormInput, useKeptInput } from '@/ui/form/KeepFormInput';
import { SubmitButton } from '@/ui/form/SubmitButton';
import { ValidateOnLanguageChange } from '@/ui/form/ValidateOnLanguageChange';
import { AccommodationFields, offeredArrival } from './AccommodationFields';
import { checkinWindow } from './checkinFormOptions';
import { checkinFormSchema } from './checkinSchema';
import { selectCheckinDraft } from './checkinSlice';
import { submitCheckinForm, type CheckinFormValues } from './checkinThunks';
import { companionRows } from './companions';
import { useArrivalOptions } from './useArrivalOptions';
import { useCheckinNavigation } from './useCheckinNavigation';

const FORM_ID = 'checkin.form';

const messages = defineMessages({
  next: { id: 'checkin.form.next', defaultMessage: 'Next' },
});

/**
 * The check-in form's fields (spec doc 2 "checkIn"): the stay and the reservation phone, on yup's
 * rules and moment's dates. A draft in the session fills it again (going back loses nothing); the
 * submit starts the flow (rules 1 and 2).
 */
export default function CheckinFormFields() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const { go } = useCheckinNavigation();
  const { hotelId, language, guide } = useHotel();
  const draft = useAppSelector(selectCheckinDraft);
  const info = guide.facilityBasicInfo;
  const arrival = useArrivalOptions(checkinWindow(info));
  const kept = useKeptInput<CheckinFormValues>(FORM_ID);
  const [initialValues] = useState<CheckinFormValues>(() => {
    // What the guest typed and has not sent, else the draft they sent, else the defaults: the
    // first date and its first time still ahead (at 00:30 in a 15:00-02:00 window, last night at 01:00).
    const from = kept ?? draft;
    const totalMembers = from?.totalMembers ?? 1;
    return {
      ...offeredArrival(arrival, from ?? undefined),
      totalMembers,
      knowsContacts: from?.knowsContacts ?? false,
      // A row per further guest, also while hidden: unticking "I know everyone's contacts" shows them.
      companionsList: companionRows(from?.companionsList ?? [], totalMembers),
      reservationTel: from?.reservationTel ?? '',
    };
  });
  const rules = useValidationRules();
  const schema = useMemo(() => checkinFormSchema(rules, arrival), [rules, arrival]);

  const submit = async (values: CheckinFormValues) => {
    try {
      const next = await dispatch(
        submitCheckinForm({ values, hotelId, lang: language, plugins: guide.plugins }),
      ).unwrap();
      // No reservation for the phone (a 404): on to the search, its toast along.
      go(next, { keepToasts: next === 'search' });
    } catch {
      // The global handler shows why; the guest's input stays in the form.
    }
  };

  return (
    <Formik initialValues={initialValues} validateOnMount validationSchema={schema} onSubmit={submit}>
      {({ isValid, isSubmitting }) => (
        <Form className="checkin-form__fields" noValidate>
          <ValidateOnLanguageChange />
          <KeepFormInput id={FORM_ID} />
          <AccommodationFields options={arrival} windowBegin={info.checkinBeginTime} language={language} />
          <SubmitButton disabled={!isValid} busy={isSubmitting}>
            {intl.formatMessage(messages.next)}
          </SubmitButton>
        </Form>
      )}
    </Formik>
  );
}
