import { Form, Formik } from 'formik';
import { useMemo } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { useAppDispatch } from '@/app/hooks';
import { formInput } from '@/lib/formInput';
import { useHotel } from '@/domain/hotel/hotelContext';
import { useValidationRules } from '@/lib/validation/rules';
import { TextField } from '@/ui/form/Field';
import { KeepFormInput, useKeptInput } from '@/ui/form/KeepFormInput';
import { SubmitButton } from '@/ui/form/SubmitButton';
import { ValidateOnLanguageChange } from '@/ui/form/ValidateOnLanguageChange';
import { Page } from '@/ui/Page';
import { CHECKOUT_PATHS } from './checkoutFlow';
import { checkoutSearchSchema } from './checkoutSchema';
import { searchForCheckout } from './checkoutThunks';
import { useCheckoutNavigation } from './useCheckoutNavigation';
import './Checkout.css';

const messages = defineMessages({
  title: { id: 'checkout.search.title', defaultMessage: 'Check-out' },
  lead: {
    id: 'checkout.search.lead',
    defaultMessage: 'Enter the phone number you gave for your stay to find your room.',
  },
  phone: { id: 'checkout.search.phone', defaultMessage: 'Phone number' },
  search: { id: 'checkout.search.submit', defaultMessage: 'Search' },
});

const FORM_ID = 'checkout.search';
interface Values {
  telephone: string;
}

/** Check-out search (spec doc 2 "checkoutSearch"): the phone number finds the stay (rule 1). */
export default function CheckoutSearchScreen() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const { go } = useCheckoutNavigation();
  const { hotelId } = useHotel();
  const kept = useKeptInput<Values>(FORM_ID);
  const rules = useValidationRules();
  const schema = useMemo(() => checkoutSearchSchema(rules), [rules]);

  const submit = async (values: Values) => {
    try {
      const next = await dispatch(searchForCheckout({ telephone: values.telephone, hotelId })).unwrap();
      if (!next) return;
      dispatch(formInput.actions.forget(FORM_ID));
      go(next, next === 'reservations' || next === 'checkins' ? { telephone: values.telephone.trim() } : {});
    } catch {
      // The global handler says why; the number stays.
    }
  };

  return (
    <Page title={intl.formatMessage(messages.title)} back={{ to: CHECKOUT_PATHS.home }}>
      <Formik<Values>
        initialValues={kept ?? { telephone: '' }}
        validateOnMount
        validationSchema={schema}
        onSubmit={submit}
      >
        {({ isValid, isSubmitting }) => (
          <Form className="form" noValidate>
            <ValidateOnLanguageChange />
            <KeepFormInput id={FORM_ID} />
            <p className="form__lead">{intl.formatMessage(messages.lead)}</p>
            <TextField
              name="telephone"
              type="tel"
              inputMode="numeric"
              autoComplete="tel"
              placeholder="09012345678"
              label={intl.formatMessage(messages.phone)}
              required
            />
            <SubmitButton disabled={!isValid} busy={isSubmitting}>
              {intl.formatMessage(messages.search)}
            </SubmitButton>
          </Form>
        )}
      </Formik>
    </Page>
  );
}
