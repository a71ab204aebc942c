import { skipToken } from '@reduxjs/toolkit/query';
import { Form, Formik, useFormikContext } from 'formik';
import { useEffect, useMemo, useState } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { useLocation } from 'react-router-dom';
import { useGetCustomCheckinFieldsQuery, useGetUserInfoQuery, type User } from '@/api/providerApi';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { ProfileFields } from '@/domain/profile/ProfileFields';
import { prefillValues, toProfileInput, type RegistrationValues } from '@/domain/profile/profileForm';
import { reservationPrefill } from '@/domain/profile/reservationPrefill';
import { useHotel } from '@/domain/hotel/hotelContext';
import { isProfileComplete } from '@/domain/profile/profile';
import { useDateRules } from '@/lib/validation/dateRules';
import { useValidationRules } from '@/lib/validation/rules';
import { RadioGroupField, TextField } from '@/ui/form/Field';
import { formInput } from '@/lib/formInput';
import { KeepFormInput, useKeptInput } from '@/ui/form/KeepFormInput';
import { SubmitButton } from '@/ui/form/SubmitButton';
import { ValidateOnLanguageChange } from '@/ui/form/ValidateOnLanguageChange';
import { LoadFailed } from '@/ui/LoadFailed';
import { Page } from '@/ui/Page';
import { Spinner } from '@/ui/Spinner';
import { AccommodationFields, stillOffered } from './AccommodationFields';
import { checkinWindow } from './checkinFormOptions';
import { checkinEditSchema, PLACE_MAX } from './checkinEditSchema';
import { CHECKIN_PATHS, confirmBackTarget } from './checkinFlow';
import {
  selectCheckinDraft,
  selectCheckinGuidance,
  selectCheckinPaymentData,
  selectCustomCheckinData,
  selectSearchReservations,
  type CheckinDraft,
  type GuidanceAnswer,
} from './checkinSlice';
import { saveCheckinEdit, type DraftEdit } from './checkinThunks';
import { companionRows } from './companions';
import { answerValues, GuidanceFields, toAnswers, type AnswerValues } from './GuidanceFields';
import { PassportFields } from './PassportFields';
import {
  passportValues,
  registerComplete,
  registerEdit,
  withoutPassportSecrets,
  type PassportValues,
} from './passports';
import { useArrivalOptions } from './useArrivalOptions';
import { useCheckinNavigation } from './useCheckinNavigation';
import './Checkin.css';

const messages = defineMessages({
  title: { id: 'checkin.edit.title', defaultMessage: 'Edit registration' },
  stay: { id: 'checkin.edit.stay', defaultMessage: 'Accommodation information' },
  previous: { id: 'checkin.edit.previous', defaultMessage: 'Previous accommodation' },
  next: { id: 'checkin.edit.next', defaultMessage: 'Next destination' },
  home: { id: 'checkin.edit.home', defaultMessage: 'Home' },
  other: { id: 'checkin.edit.other', defaultMessage: 'Other' },
  previousPlace: { id: 'checkin.edit.previousPlace', defaultMessage: 'Where you stayed before' },
  nextPlace: { id: 'checkin.edit.nextPlace', defaultMessage: 'Where you go next' },
  representative: { id: 'checkin.edit.representative', defaultMessage: 'Representative information' },
  guidance: { id: 'checkin.edit.guidance', defaultMessage: 'Guidance from the hotel' },
  confirm: { id: 'checkin.edit.confirm', defaultMessage: 'Confirm' },
  placePlaceholder: { id: 'checkin.edit.placePlaceholder', defaultMessage: 'Tokyo/Hotel name' },
});

const FORM_ID = 'checkin.edit';

type Values = DraftEdit & PassportValues & { profile: RegistrationValues; answers: AnswerValues };

/** The passport part of the form is on the companion rows' side: a removed row takes its passport. */
const ALIGNED_LISTS = ['companionPassports'];

/**
 * The section the confirm screen's edit icon points at (#stay, #representative, #passport,
 * #guidance) comes into view.
 */
function ScrollToSection() {
  const { hash } = useLocation();
  useEffect(() => {
    if (hash) document.getElementById(hash.slice(1))?.scrollIntoView();
  }, [hash]);
  return null;
}

function PlaceField({ kind }: { kind: 'previous' | 'next' }) {
  const intl = useIntl();
  const { values } = useFormikContext<Values>();
  const choice = kind === 'previous' ? 'previousAccommodation' : 'nextAccommodation';
  const text = kind === 'previous' ? 'previousPlace' : 'nextPlace';
  return (
    <>
      <RadioGroupField
        name={choice}
        legend={intl.formatMessage(messages[kind])}
        required
        options={[
          { value: 'Home', label: intl.formatMessage(messages.home) },
          { value: 'Other', label: intl.formatMessage(messages.other) },
        ]}
      />
      {values[choice] === 'Other' && (
        <TextField
          name={text}
          label={intl.formatMessage(kind === 'previous' ? messages.previousPlace : messages.nextPlace)}
          placeholder={intl.formatMessage(messages.placePlaceholder)}
          maxLength={PLACE_MAX}
          required
        />
      )}
    </>
  );
}

function EditForm({
  draft,
  user,
  answers,
  fields,
}: {
  draft: CheckinDraft;
  user: User;
  answers: GuidanceAnswer[] | null;
  fields: Parameters<typeof GuidanceFields>[0]['fields'] | null;
}) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const { go } = useCheckinNavigation();
  const { hotelId, language, guide } = useHotel();
  const found = useAppSelector(selectSearchReservations);
  const kept = useKeptInput<Values>(FORM_ID);
  const info = guide.facilityBasicInfo;
  const arrival = useArrivalOptions(checkinWindow(info));
  const [initialValues] = useState<Values>(() =>
    kept && arrival.times[kept.inDate]
      ? // The kept input has no passport number or photo: those are typed and chosen again.
        { ...passportValues(draft), ...kept, ...stillOffered(arrival, kept) }
      : {
          // An arrival no longer on offer (a draft of an earlier day, a time passed): the guest chooses again.
          ...stillOffered(arrival, draft),
          totalMembers: draft.totalMembers,
          knowsContacts: draft.knowsContacts,
          companionsList: companionRows(draft.companionsList, draft.totalMembers),
          reservationTel: draft.reservationTel,
          previousAccommodation: draft.previousAccommodation,
          previousPlace: draft.previousPlace,
          nextAccommodation: draft.nextAccommodation,
          nextPlace: draft.nextPlace,
          profile: prefillValues({}, user, reservationPrefill(found, draft)),
          answers: fields ? answerValues(fields, answers) : {},
          ...passportValues(draft),
        },
  );
  const rules = useValidationRules();
  const dateRules = useDateRules();
  const schema = useMemo(
    () => checkinEditSchema(rules, dateRules, { arrival, language, fields }),
    [rules, dateRules, arrival, language, fields],
  );

  const submit = async (values: Values) => {
    // The passport part goes to the register, the rest to the draft.
    const {
      profile,
      answers: answerValuesNow,
      residesInJapan: _residesInJapan,
      passport: _passport,
      companionPassports: _companionPassports,
      ...edit
    } = values;
    try {
      const next = await dispatch(
        saveCheckinEdit({
          edit,
          answers: fields ? toAnswers(fields, answerValuesNow) : null,
          profile: toProfileInput(profile, language, user),
          register: registerEdit(values),
          hotelId,
        }),
      ).unwrap();
      dispatch(formInput.actions.forget(FORM_ID));
      go(next, { replace: true });
    } catch {
      // The global handler says why; everything typed stays.
    }
  };

  return (
    <Formik initialValues={initialValues} validateOnMount validationSchema={schema} onSubmit={submit}>
      {({ isValid, isSubmitting }) => (
        <Form className="form" noValidate>
          <ValidateOnLanguageChange />
          <ScrollToSection />
          <KeepFormInput id={FORM_ID} keep={withoutPassportSecrets<Values>} />
          <section id="stay" className="edit-section" aria-labelledby="edit-stay">
            <h2 id="edit-stay" className="checkin__heading">
              {intl.formatMessage(messages.stay)}
            </h2>
            <AccommodationFields
              options={arrival}
              windowBegin={info.checkinBeginTime}
              language={language}
              withPhone={false}
              alignedLists={ALIGNED_LISTS}
            />
            <PlaceField kind="previous" />
            <PlaceField kind="next" />
          </section>
          <section id="representative" className="edit-section" aria-labelledby="edit-representative">
            <h2 id="edit-representative" className="checkin__heading">
              {intl.formatMessage(messages.representative)}
            </h2>
            <ProfileFields prefix="profile." language={language} />
          </section>
          <PassportFields language={language} />
          {fields && fields.length > 0 && (
            <section id="guidance" className="edit-section" aria-labelledby="edit-guidance">
              <h2 id="edit-guidance" className="checkin__heading">
                {intl.formatMessage(messages.guidance)}
              </h2>
              <GuidanceFields fields={fields} prefix="answers." headingLevel={3} />
            </section>
          )}
          <SubmitButton disabled={!isValid} busy={isSubmitting}>
            {intl.formatMessage(messages.confirm)}
          </SubmitButton>
        </Form>
      )}
    </Formik>
  );
}

/**
 * Edit registration (spec doc 2 "checkinEdit"): the stay, previous and next place, the
 * representative (the member's profile) and the guidance answers; Confirm saves all three and
 * returns to confirm (rule 8). Without a draft: the check-in form.
 */
export default function CheckinEditScreen() {
  const intl = useIntl();
  const { redirect } = useCheckinNavigation();
  const { hotelId, language } = useHotel();
  const draft = useAppSelector(selectCheckinDraft);
  const answers = useAppSelector(selectCustomCheckinData);
  const guidance = useAppSelector(selectCheckinGuidance);
  const payment = useAppSelector(selectCheckinPaymentData);
  const found = useAppSelector(selectSearchReservations);
  const user = useGetUserInfoQuery();
  const fields = useGetCustomCheckinFieldsQuery(guidance ? { hotelId, lang: language } : skipToken);

  useEffect(() => {
    if (!draft) redirect('form');
  }, [draft, redirect]);

  const title = intl.formatMessage(messages.title);
  // Confirm sends an incomplete profile or register back here (rule 5): then back goes where
  // confirm's back goes (rule 7).
  const back = {
    to:
      user.data &&
      (!isProfileComplete(user.data.user) || (draft && !registerComplete(user.data.user.nationality, draft)))
        ? CHECKIN_PATHS[
            confirmBackTarget({ hasPaymentData: Boolean(payment), guidance, hasSearchResults: Boolean(found) })
          ]
        : CHECKIN_PATHS.confirm,
  };
  const failed = user.isError || fields.isError;
  if (!draft || !user.data || (guidance && !fields.data)) {
    return (
      <Page title={title} back={back}>
        {failed ? (
          <LoadFailed
            onRetry={() => {
              void user.refetch();
              if (guidance) void fields.refetch();
            }}
          />
        ) : (
          <Spinner />
        )}
      </Page>
    );
  }
  return (
    <Page title={title} back={back}>
      <EditForm draft={draft} user={user.data.user} answers={answers} fields={fields.data?.customCheckin ?? null} />
    </Page>
  );
}
