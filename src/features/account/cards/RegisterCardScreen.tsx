import { Form, Formik } from 'formik';
import { useMemo, useState, type ChangeEvent } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useGetUserInfoQuery } from '@/api/providerApi';
import { useAppDispatch } from '@/app/hooks';
import { CARD_RETURN_PARAM, cardReturnPath } from '@/domain/payment/cardReturn';
import { withAppQuery } from '@/lib/navigation';
import { useValidationRules } from '@/lib/validation/rules';
import { useAppQuery } from '@/ui/AppLink';
import { TextField } from '@/ui/form/Field';
import { SubmitButton } from '@/ui/form/SubmitButton';
import { ValidateOnLanguageChange } from '@/ui/form/ValidateOnLanguageChange';
import { LoadFailed } from '@/ui/LoadFailed';
import { Page } from '@/ui/Page';
import { Spinner } from '@/ui/Spinner';
import { maskCardNumber, maskExpiry, maskSecurityCode, type CardValues } from './cardForm';
import { cardMessages as messages } from './cardMessages';
import { cardSchema } from './cardSchema';
import { registerCard } from './registerCard';
import './Cards.css';

const EMPTY: CardValues = { cardNumber: '', cardExpire: '', name: '', securityCode: '' };
const CARD_PAGE = '/mypage/credit-card';

/**
 * Register a card (spec doc 1 "registerCard"): number in 4 groups of 4, MM/YY, cardholder name, CVV
 * up to 4 digits; Save is disabled until the form is valid. A refused card says why under the form
 * and keeps what was typed.
 */
export default function RegisterCardScreen() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const appQuery = useAppQuery();
  const [params] = useSearchParams();
  // Sent here by a payment: back to it once the card is saved.
  const returnTo = cardReturnPath(params.get(CARD_RETURN_PARAM));
  const user = useGetUserInfoQuery();
  const [refusal, setRefusal] = useState<MessageDescriptor | string | null>(null);
  const rules = useValidationRules();
  const schema = useMemo(() => cardSchema(rules), [rules]);
  const title = intl.formatMessage(messages.registerTitle);
  const back = { to: returnTo ?? CARD_PAGE };

  if (!user.data) {
    return (
      <Page title={title} back={back}>
        {user.isError ? <LoadFailed onRetry={() => void user.refetch()} busy={user.isFetching} /> : <Spinner />}
      </Page>
    );
  }
  const userId = user.data.user.id;

  const submit = async (values: CardValues) => {
    setRefusal(null);
    try {
      const refused = await dispatch(registerCard({ values, userId })).unwrap();
      if (refused) setRefusal(refused.message);
      else navigate(withAppQuery(returnTo ?? CARD_PAGE, appQuery), { replace: true });
    } catch {
      setRefusal(messages.cannotRegister);
    }
  };

  return (
    <Page title={title} back={back}>
      <Formik initialValues={EMPTY} validateOnMount validationSchema={schema} onSubmit={submit}>
        {({ isValid, isSubmitting, setFieldValue }) => {
          const masked =
            (field: keyof CardValues, mask: (text: string) => string) => (event: ChangeEvent<HTMLInputElement>) =>
              void setFieldValue(field, mask(event.target.value));
          return (
            <Form className="form" noValidate>
              <ValidateOnLanguageChange />
              <p className="form__lead">{intl.formatMessage(messages.secureNote)}</p>
              <TextField
                name="cardNumber"
                label={intl.formatMessage(messages.cardNumber)}
                inputMode="numeric"
                autoComplete="cc-number"
                placeholder="1234 5678 9012 3456"
                required
                onChange={masked('cardNumber', maskCardNumber)}
              />
              <div className="card-form__pair">
                <TextField
                  name="cardExpire"
                  label={intl.formatMessage(messages.cardExpire)}
                  inputMode="numeric"
                  autoComplete="cc-exp"
                  placeholder="MM/YY"
                  required
                  onChange={masked('cardExpire', maskExpiry)}
                />
                <TextField
                  name="securityCode"
                  type="password"
                  label={intl.formatMessage(messages.securityCode)}
                  hint={intl.formatMessage(messages.securityCodeHint)}
                  inputMode="numeric"
                  autoComplete="cc-csc"
                  required
                  onChange={masked('securityCode', maskSecurityCode)}
                />
              </div>
              <TextField name="name" label={intl.formatMessage(messages.name)} autoComplete="cc-name" required />
              {refusal && (
                <p className="card-form__refusal" role="alert">
                  {typeof refusal === 'string' ? refusal : intl.formatMessage(refusal)}
                </p>
              )}
              <SubmitButton disabled={!isValid} busy={isSubmitting}>
                {intl.formatMessage(messages.save)}
              </SubmitButton>
            </Form>
          );
        }}
      </Formik>
    </Page>
  );
}
