import { Field, Form, Formik } from 'formik';
import { useEffect, useId, useMemo } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { formInput } from '@/lib/formInput';
import { useHotel } from '@/domain/hotel/hotelContext';
import { useValidationRules } from '@/lib/validation/rules';
import { RadioGroupField } from '@/ui/form/Field';
import { KeepFormInput, useKeptInput } from '@/ui/form/KeepFormInput';
import { SubmitButton } from '@/ui/form/SubmitButton';
import { ValidateOnLanguageChange } from '@/ui/form/ValidateOnLanguageChange';
import { Page } from '@/ui/Page';
import { Spinner } from '@/ui/Spinner';
import {
  CHECKOUT_PATHS,
  IMPROVEMENTS,
  improvementLabels,
  selectionEntryRedirect,
  type Improvement,
} from './checkoutFlow';
import { checkoutReviewSchema, COMMENT_MAX, REVIEW_POINTS } from './checkoutSchema';
import { selectCheckoutCheckins, selectCheckoutProgress, selectCheckoutReservations } from './checkoutSlice';
import { finishCheckout } from './checkoutThunks';
import { useCheckoutNavigation } from './useCheckoutNavigation';
import './Checkout.css';

const messages = defineMessages({
  title: { id: 'checkout.review.title', defaultMessage: 'Review and check-out' },
  rooms: { id: 'checkout.review.rooms', defaultMessage: 'Checking out' },
  reservationId: { id: 'checkout.review.reservationId', defaultMessage: 'Reservation ID' },
  checkinCode: { id: 'checkout.review.checkinCode', defaultMessage: 'Check-in ID' },
  room: { id: 'checkout.review.room', defaultMessage: 'Room' },
  point: {
    id: 'checkout.review.point',
    defaultMessage: 'How likely are you to recommend this hotel to a friend? (1 = not at all, 10 = very likely)',
  },
  improvement: { id: 'checkout.review.improvement', defaultMessage: 'What could we improve? (any number)' },
  staff: { id: 'checkout.review.staff', defaultMessage: 'Staff' },
  food: { id: 'checkout.review.food', defaultMessage: 'Food' },
  cleanliness: { id: 'checkout.review.cleanliness', defaultMessage: 'Cleanliness' },
  roomArea: { id: 'checkout.review.roomArea', defaultMessage: 'Room' },
  facility: { id: 'checkout.review.facility', defaultMessage: 'Facilities' },
  other: { id: 'checkout.review.other', defaultMessage: 'Other' },
  comment: { id: 'checkout.review.comment', defaultMessage: 'Comments' },
  submit: { id: 'checkout.review.submit', defaultMessage: 'Check out' },
});
const AREA_LABELS = {
  staff: messages.staff,
  food: messages.food,
  cleanliness: messages.cleanliness,
  room: messages.roomArea,
  facility: messages.facility,
  other: messages.other,
} as const;

const FORM_ID = 'checkout.review';
interface Values {
  point: string;
  improvement: Improvement[];
  comment: string;
}

/**
 * Check-out review (spec doc 2 "checkoutReview", rule 4): the rooms and reservation IDs being checked
 * out, a score from 1 to 10, the areas to improve and a comment; Check out sends the reviews and the
 * check-outs, then thanks. A failure keeps the input and resumes where it stopped.
 */
export default function CheckoutReviewScreen() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const { go, redirect } = useCheckoutNavigation();
  const { guide } = useHotel();
  const commentId = useId();
  const reservations = useAppSelector(selectCheckoutReservations);
  const checkins = useAppSelector(selectCheckoutCheckins);
  const progress = useAppSelector(selectCheckoutProgress);
  const kept = useKeptInput<Values>(FORM_ID);
  const rules = useValidationRules();
  const schema = useMemo(() => checkoutReviewSchema(rules), [rules]);

  useEffect(() => {
    const away = selectionEntryRedirect(reservations, checkins) ?? (progress ? null : 'search');
    if (away) redirect(away);
  }, [reservations, checkins, progress, redirect]);

  const title = intl.formatMessage(messages.title);
  const back = { to: CHECKOUT_PATHS.search };
  if (!progress || (reservations?.length ?? 0) + (checkins?.length ?? 0) === 0) {
    return (
      <Page title={title} back={back}>
        <Spinner />
      </Page>
    );
  }

  const submit = async (values: Values) => {
    try {
      const review = {
        point: Number(values.point),
        improvement: improvementLabels(values.improvement),
        comment: values.comment,
      };
      const next = await dispatch(finishCheckout({ review, plugins: guide.plugins })).unwrap();
      dispatch(formInput.actions.forget(FORM_ID));
      go(next, { replace: true });
    } catch {
      // The global handler says why; what was sent is not sent again on the next try.
    }
  };

  return (
    <Page title={title} back={back}>
      <Formik<Values>
        initialValues={kept ?? { point: '', improvement: [], comment: '' }}
        validateOnMount
        validationSchema={schema}
        onSubmit={submit}
      >
        {({ isValid, isSubmitting }) => (
          <Form className="form" noValidate>
            <ValidateOnLanguageChange />
            <KeepFormInput id={FORM_ID} />
            <section className="checkout-rooms" aria-labelledby="checkout-rooms">
              <h2 id="checkout-rooms" className="checkout__heading">
                {intl.formatMessage(messages.rooms)}
              </h2>
              <ul className="checkout-rooms__list">
                {(reservations ?? []).map((r) => (
                  <li key={r.id}>
                    {[r.room, r.roomNumbers.join(', ')].filter(Boolean).join(' ・ ')}
                    <span className="checkout-rooms__id">
                      {intl.formatMessage(messages.reservationId)} {r.reservationId}
                    </span>
                  </li>
                ))}
                {(checkins ?? []).map((c) => (
                  <li key={c.id}>
                    {c.roomNumbers.length > 0 && `${intl.formatMessage(messages.room)} ${c.roomNumbers.join(', ')}`}
                    <span className="checkout-rooms__id">
                      {intl.formatMessage(messages.checkinCode)} {c.checkinCode}
                    </span>
                  </li>
                ))}
              </ul>
            </section>
            <div className="checkout-score">
              <RadioGroupField
                name="point"
                legend={intl.formatMessage(messages.point)}
                required
                options={REVIEW_POINTS.map((value) => ({ value, label: value }))}
              />
            </div>
            <fieldset className="field field--checkboxes">
              <legend className="field__label">{intl.formatMessage(messages.improvement)}</legend>
              <div className="checkout-areas">
                {(Object.keys(IMPROVEMENTS) as Improvement[]).map((area) => (
                  <label key={area} className="checkout-areas__choice">
                    <Field type="checkbox" name="improvement" value={area} />
                    <span>{intl.formatMessage(AREA_LABELS[area])}</span>
                  </label>
                ))}
              </div>
            </fieldset>
            <div className="field">
              <label className="field__label" htmlFor={commentId}>
                {intl.formatMessage(messages.comment)}
              </label>
              <Field
                as="textarea"
                id={commentId}
                name="comment"
                className="field__input field__textarea"
                maxLength={COMMENT_MAX}
              />
            </div>
            <SubmitButton disabled={!isValid} busy={isSubmitting}>
              {intl.formatMessage(messages.submit)}
            </SubmitButton>
          </Form>
        )}
      </Formik>
    </Page>
  );
}
