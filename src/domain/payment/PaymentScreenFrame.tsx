import { Form, Formik, type FormikValues } from 'formik';
import type { ReactNode } from 'react';
import type { AnySchema } from 'yup';
import { KeepFormInput } from '@/ui/form/KeepFormInput';
import { SubmitButton } from '@/ui/form/SubmitButton';
import { ValidateOnLanguageChange } from '@/ui/form/ValidateOnLanguageChange';
import { LoadFailed } from '@/ui/LoadFailed';
import { Page } from '@/ui/Page';
import { Spinner } from '@/ui/Spinner';
import { FinishingSteps } from './FinishingSteps';
import { CARD_METHOD } from './PaymentChoice';
import type { FinishPayment } from './useFinishPayment';

/** A payment begun and not finished (useFinishPayment), and what the view says while it is finished. */
export interface Finishing {
  payment: FinishPayment;
  text: string;
  retryLabel: string;
}

/** What the form waits for (the hotel's payment settings, the member): its RTK Query result, failed or loading. */
export interface Loading {
  isError: boolean;
  isFetching: boolean;
  refetch: () => unknown;
}

/**
 * The frame of a screen that takes a payment (check-out's payment, ordering's confirmation): a
 * payment under way is finished before anything else; until what the form needs has loaded, a
 * spinner (or the failed-load notice with Retry); then the form, its typed input kept, with the
 * flow's own content (what is paid for, the choice of method) and the submit button, which pays by
 * card only once the saved card and the member are there.
 */
export function PaymentScreenFrame<V extends FormikValues>({
  title,
  back,
  finishing,
  loading,
  formId,
  initialValues,
  validationSchema,
  onSubmit,
  methodField,
  cardReady,
  submitLabel,
  children,
}: {
  title: string;
  back: { to: string };
  /** The flow's payment begun and not finished, if it has one: finished before the form shows. */
  finishing?: Finishing;
  /** Set while the form cannot show yet: what it waits for. */
  loading?: Loading;
  formId: string;
  initialValues: V;
  validationSchema: AnySchema;
  onSubmit: (values: V) => Promise<void>;
  /** The field the method is chosen by. */
  methodField: keyof V & string;
  /** Whether the saved card and the member are there to pay by card. */
  cardReady: boolean;
  /** The submit button's label, paying by card or not. */
  submitLabel: (byCard: boolean) => string;
  children: ReactNode;
}) {
  if (finishing?.payment.begun) {
    const { payment, text, retryLabel } = finishing;
    return (
      <Page title={title} back={back}>
        <FinishingSteps text={text} retryLabel={retryLabel} failed={payment.failed} onRetry={payment.retry} />
      </Page>
    );
  }
  if (loading) {
    return (
      <Page title={title} back={back}>
        {loading.isError ? (
          <LoadFailed onRetry={() => void loading.refetch()} busy={loading.isFetching} />
        ) : (
          <Spinner />
        )}
      </Page>
    );
  }
  return (
    <Page title={title} back={back}>
      <Formik<V> initialValues={initialValues} validateOnMount validationSchema={validationSchema} onSubmit={onSubmit}>
        {({ values, isValid, isSubmitting }) => {
          const byCard = values[methodField] === CARD_METHOD;
          return (
            <Form className="form" noValidate>
              <ValidateOnLanguageChange />
              <KeepFormInput id={formId} />
              {children}
              <SubmitButton disabled={!isValid || (byCard && !cardReady)} busy={isSubmitting}>
                {submitLabel(byCard)}
              </SubmitButton>
            </Form>
          );
        }}
      </Formik>
    </Page>
  );
}
