import { Form, Formik } from 'formik';
import { useId, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import type { HotelCoupons, HotelSetupCoupon } from '@/api/frontDeskApi';
import { useValidationRules } from '@/lib/validation/rules';
import { TextField } from '@/ui/form/Field';
import { SubmitButton } from '@/ui/form/SubmitButton';
import { ValidateOnLanguageChange } from '@/ui/form/ValidateOnLanguageChange';
import { saveCoupons, type CouponRename } from './consoleListThunks';
import { DeleteWithConfirmation, TextAreaField } from './consoleListParts';
import { couponMessages, deleteQuestion, validityHint } from './couponMessages';
import { couponOf, couponSchema, couponValues, EMPTY_COUPON, type CouponValues } from './couponValues';
import { EditRefusal, editMessages } from './EditRefusal';
import { useFrontDeskDispatch } from './frontDeskHooks';
import { ImageField } from './ImageField';
import { DeskError } from './DeskError';

/**
 * One coupon in the managers' console (issue 32): its texts in Japanese and Latin letters, its
 * validity on the hotel's clock, store link and image. Saving sends the whole list with this coupon
 * in its place (a new one last) and the version the list was read at; a title changed is sent as a
 * rename, so the coupon stays the one guests took. A refused save keeps the edits (EditRefusal).
 */
export function CouponForm({
  loaded,
  title,
  timeZone,
  onSaved,
  onBack,
  reload,
}: {
  loaded: HotelCoupons;
  /** The coupon's title as saved; null for a new coupon. */
  title: string | null;
  timeZone: string;
  onSaved: (title: string) => void;
  onBack: () => void;
  reload: () => Promise<HotelCoupons | undefined>;
}) {
  const intl = useIntl();
  const headingId = useId();
  const dispatch = useFrontDeskDispatch();
  const rules = useValidationRules();
  const [refusal, setRefusal] = useState<unknown>(null);
  const [saved, setSaved] = useState(false);
  const [deleting, setDeleting] = useState(false);
  // Counts "load the latest": the form starts again from the list as read then.
  const [generation, setGeneration] = useState(0);
  // A save's new title, while it is under way: the list saved may come before onSaved names it.
  const [pendingTitle, setPendingTitle] = useState<string | null>(null);
  const index = title === null ? -1 : loaded.coupons.findIndex((c) => c.title === title || c.title === pendingTitle);
  const coupon: HotelSetupCoupon | undefined = loaded.coupons[index];
  const otherTitles = useMemo(
    () => loaded.coupons.map((c) => c.title).filter((t) => t !== title),
    [loaded.coupons, title],
  );
  const schema = useMemo(
    () =>
      couponSchema(
        rules,
        {
          date: intl.formatMessage(couponMessages.dateFormat),
          time: intl.formatMessage(couponMessages.timeFormat),
          toAfterFrom: intl.formatMessage(couponMessages.toAfterFrom),
          https: intl.formatMessage(couponMessages.https),
          titleTaken: intl.formatMessage(couponMessages.titleTaken),
        },
        { timeZone, otherTitles },
      ),
    [rules, intl, timeZone, otherTitles],
  );

  const save = async (coupons: HotelSetupCoupon[], renames?: CouponRename[]) => {
    setRefusal(null);
    setSaved(false);
    try {
      await dispatch(saveCoupons({ version: loaded.version, coupons, renames })).unwrap();
      return true;
    } catch (error) {
      setRefusal(error);
      return false;
    }
  };

  const submit = async (values: CouponValues) => {
    const next = couponOf(values, timeZone);
    const coupons = index < 0 ? [...loaded.coupons, next] : loaded.coupons.map((c, i) => (i === index ? next : c));
    const renames = title !== null && title !== next.title ? [{ from: title, to: next.title }] : undefined;
    setPendingTitle(next.title);
    const done = await save(coupons, renames);
    setPendingTitle(null);
    if (done) {
      setSaved(true);
      onSaved(next.title);
    }
  };

  const remove = async () => {
    setDeleting(true);
    const done = await save(loaded.coupons.filter((_, i) => i !== index));
    setDeleting(false);
    if (done) onBack();
  };

  const loadLatest = async () => {
    setRefusal(null);
    const latest = await reload();
    if (title !== null && !latest?.coupons.some((c) => c.title === title)) onBack();
    else setGeneration((g) => g + 1);
  };

  const heading = title ?? intl.formatMessage(couponMessages.newCoupon);
  let body;
  // Not while deleting it: the list saved without it comes before the screen goes back.
  if (title !== null && !coupon && !deleting) {
    body = <DeskError>{intl.formatMessage(couponMessages.gone)}</DeskError>;
  } else {
    body = (
      <Formik<CouponValues>
        key={`${generation}`}
        initialValues={coupon ? couponValues(coupon, timeZone) : EMPTY_COUPON}
        validationSchema={schema}
        onSubmit={submit}
      >
        {({ isSubmitting }) => (
          <Form className="form console-list__form" noValidate>
            <ValidateOnLanguageChange />
            <TextField name="title" label={intl.formatMessage(couponMessages.title)} autoComplete="off" required />
            <TextField
              name="titleLatin"
              label={intl.formatMessage(couponMessages.titleLatin)}
              hint={intl.formatMessage(couponMessages.latinHint)}
              autoComplete="off"
            />
            <TextField name="venue" label={intl.formatMessage(couponMessages.venue)} autoComplete="off" />
            <TextField name="venueLatin" label={intl.formatMessage(couponMessages.venueLatin)} autoComplete="off" />
            <TextAreaField name="description" label={intl.formatMessage(couponMessages.description)} />
            <TextAreaField name="descriptionLatin" label={intl.formatMessage(couponMessages.descriptionLatin)} />
            <Validity which="from" timeZone={timeZone} />
            <Validity which="to" timeZone={timeZone} />
            <TextField
              name="url"
              type="url"
              inputMode="url"
              label={intl.formatMessage(couponMessages.url)}
              hint={intl.formatMessage(couponMessages.urlHint)}
              autoComplete="off"
            />
            <ImageField name="image" label={intl.formatMessage(couponMessages.image)} />
            {refusal !== null && <EditRefusal error={refusal} onReload={() => void loadLatest()} />}
            {saved && (
              <p className="front-desk__notice" role="status">
                {intl.formatMessage(editMessages.saved)}
              </p>
            )}
            <div className="console-list__buttons">
              <SubmitButton busy={isSubmitting}>{intl.formatMessage(editMessages.save)}</SubmitButton>
              {coupon && (
                <DeleteWithConfirmation
                  words={couponMessages}
                  question={intl.formatMessage(deleteQuestion, { title: coupon.title })}
                  busy={deleting || isSubmitting}
                  onDelete={() => void remove()}
                />
              )}
            </div>
          </Form>
        )}
      </Formik>
    );
  }

  return (
    <section className="desk-section" aria-labelledby={headingId}>
      <button type="button" className="button button--secondary console-page__back" onClick={onBack}>
        {intl.formatMessage(couponMessages.back)}
      </button>
      <h2 id={headingId} className="desk-section__title">
        {heading}
      </h2>
      {body}
    </section>
  );
}

/** The validity's start or end: a date and a time on the hotel's clock. */
function Validity({ which, timeZone }: { which: 'from' | 'to'; timeZone: string }) {
  const intl = useIntl();
  return (
    <fieldset className="console-form__group">
      <legend>{intl.formatMessage(which === 'from' ? couponMessages.validFrom : couponMessages.validTo)}</legend>
      <p className="field__hint">{intl.formatMessage(validityHint, { timeZone })}</p>
      <div className="console-form__pair">
        <TextField name={`${which}Date`} type="date" label={intl.formatMessage(couponMessages.date)} />
        <TextField name={`${which}Time`} type="time" label={intl.formatMessage(couponMessages.time)} />
      </div>
    </fieldset>
  );
}
