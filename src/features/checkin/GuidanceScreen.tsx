import { Form, Formik } from 'formik';
import { useEffect, useMemo } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { useGetCustomCheckinFieldsQuery } from '@/api/providerApi';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { useHotel } from '@/domain/hotel/hotelContext';
import { formInput } from '@/lib/formInput';
import { useValidationRules } from '@/lib/validation/rules';
import { KeepFormInput, useKeptInput } from '@/ui/form/KeepFormInput';
import { SubmitButton } from '@/ui/form/SubmitButton';
import { ValidateOnLanguageChange } from '@/ui/form/ValidateOnLanguageChange';
import { LoadFailed } from '@/ui/LoadFailed';
import { Page } from '@/ui/Page';
import { Spinner } from '@/ui/Spinner';
import { CHECKIN_PATHS } from './checkinFlow';
import { selectCheckinDraft, selectCustomCheckinData, selectSearchReservations } from './checkinSlice';
import { saveGuidance } from './checkinThunks';
import { answerValues, GuidanceFields, toAnswers, type AnswerValues } from './GuidanceFields';
import { guidanceSchema } from './guidanceSchema';
import { useCheckinNavigation } from './useCheckinNavigation';
import './Checkin.css';

const FORM_ID = 'checkin.guidance';

const messages = defineMessages({
  title: { id: 'checkin.guidance.title', defaultMessage: 'Guidance from the hotel' },
  lead: {
    id: 'checkin.guidance.lead',
    defaultMessage: 'Please read the hotel’s guidance and answer its questions. Fields marked * are required.',
  },
  next: { id: 'checkin.guidance.next', defaultMessage: 'Next' },
});

/** The hotel's guidance form (spec doc 2 "checkinCustomForm"); its submit is rule 4. */
export default function GuidanceScreen() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const { go, redirect } = useCheckinNavigation();
  const { hotelId, language, guide } = useHotel();
  const draft = useAppSelector(selectCheckinDraft);
  const saved = useAppSelector(selectCustomCheckinData);
  const found = useAppSelector(selectSearchReservations);
  const fields = useGetCustomCheckinFieldsQuery({ hotelId, lang: language });
  const kept = useKeptInput<AnswerValues>(FORM_ID);
  const rules = useValidationRules();
  const list = fields.data?.customCheckin;
  const schema = useMemo(() => guidanceSchema(rules, list ?? []), [rules, list]);

  useEffect(() => {
    if (!draft) redirect('form');
  }, [draft, redirect]);

  const title = intl.formatMessage(messages.title);
  const back = { to: found ? CHECKIN_PATHS.reservationList : CHECKIN_PATHS.form };
  if (!draft) return <Spinner />;
  if (!list) {
    return (
      <Page title={title} back={back}>
        {fields.isError ? <LoadFailed onRetry={() => void fields.refetch()} busy={fields.isFetching} /> : <Spinner />}
      </Page>
    );
  }
  const submit = async (values: AnswerValues) => {
    try {
      const next = await dispatch(
        saveGuidance({ answers: toAnswers(list, values), hotelId, plugins: guide.plugins }),
      ).unwrap();
      dispatch(formInput.actions.forget(FORM_ID));
      go(next);
    } catch {
      // The global handler says why; the answers stay.
    }
  };

  return (
    <Page title={title} back={back}>
      <Formik
        initialValues={kept ?? answerValues(list, saved)}
        validateOnMount
        validationSchema={schema}
        onSubmit={submit}
      >
        {({ isValid, isSubmitting }) => (
          <Form className="form" noValidate>
            <ValidateOnLanguageChange />
            <KeepFormInput id={FORM_ID} />
            <p className="form__lead">{intl.formatMessage(messages.lead)}</p>
            <GuidanceFields fields={list} />
            <SubmitButton disabled={!isValid} busy={isSubmitting}>
              {intl.formatMessage(messages.next)}
            </SubmitButton>
          </Form>
        )}
      </Formik>
    </Page>
  );
}
