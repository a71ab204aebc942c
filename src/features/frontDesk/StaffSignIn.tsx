import { Form, Formik } from 'formik';
import { useMemo, useState } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { useValidationRules } from '@/lib/validation/rules';
import { TextField } from '@/ui/form/Field';
import { SubmitButton } from '@/ui/form/SubmitButton';
import { ValidateOnLanguageChange } from '@/ui/form/ValidateOnLanguageChange';
import { deskMessages } from './frontDeskMessages';
import { useFrontDeskDispatch, useFrontDeskSelector } from './frontDeskHooks';
import { errorCode } from './errorCode';
import { staffSignInSchema } from './frontDeskSchema';
import { staffSignIn, type StaffCredentials } from './frontDeskThunks';
import { SecondFactorStep } from './SecondFactorStep';
import { selectSessionEnded } from './staffSessionSlice';
import { LanguageSwitcher } from '@/ui/LanguageSwitcher';
// The language switch's look.
import '@/ui/Footer.css';
import { DeskError } from './DeskError';

const messages = defineMessages({
  title: { id: 'frontDesk.signIn.title', defaultMessage: 'Front desk sign-in' },
  lead: {
    id: 'frontDesk.signIn.lead',
    defaultMessage: 'For hotel staff. Sign in with the staff account of your hotel.',
  },
  email: { id: 'frontDesk.signIn.email', defaultMessage: 'Email address' },
  password: { id: 'frontDesk.signIn.password', defaultMessage: 'Password' },
  submit: { id: 'frontDesk.signIn.submit', defaultMessage: 'Sign in' },
  ended: {
    id: 'frontDesk.signIn.sessionEnded',
    defaultMessage: 'Your sign-in has ended. Please sign in again.',
  },
});

/**
 * The staff sign-in (email and password, then the second factor's code for those who have one): the
 * server's refusal (wrong password, 429) shows above the button.
 */
export function StaffSignIn() {
  const intl = useIntl();
  const dispatch = useFrontDeskDispatch();
  const ended = useFrontDeskSelector(selectSessionEnded);
  const [refusal, setRefusal] = useState<unknown>(null);
  const rules = useValidationRules();
  const schema = useMemo(() => staffSignInSchema(rules), [rules]);

  // The password was right and a second factor is needed: the code step (SecondFactorStep).
  const [needsCode, setNeedsCode] = useState<StaffCredentials | null>(null);

  const submit = async (values: StaffCredentials) => {
    setRefusal(null);
    try {
      await dispatch(staffSignIn(values)).unwrap();
    } catch (error) {
      if (errorCode(error) === 'second_factor_required') setNeedsCode(values);
      else setRefusal(error);
    }
  };

  return (
    <>
      <header className="front-desk__bar">
        <p className="front-desk__brand">{intl.formatMessage(deskMessages.pageTitle)}</p>
        <LanguageSwitcher />
      </header>
      <main className="front-desk__sign-in">
        <h1 className="front-desk__title">{intl.formatMessage(messages.title)}</h1>
        <p className="front-desk__lead">{intl.formatMessage(messages.lead)}</p>
        {needsCode && <SecondFactorStep credentials={needsCode} onBack={() => setNeedsCode(null)} />}
        {!needsCode && ended && !refusal && (
          <p className="front-desk__notice" role="status">
            {intl.formatMessage(messages.ended)}
          </p>
        )}
        {!needsCode && (
          <Formik<StaffCredentials>
            initialValues={{ email: '', password: '' }}
            validateOnMount
            validationSchema={schema}
            onSubmit={submit}
          >
            {({ isValid, isSubmitting }) => (
              <Form className="form" noValidate>
                <ValidateOnLanguageChange />
                <TextField
                  name="email"
                  type="email"
                  label={intl.formatMessage(messages.email)}
                  autoComplete="username"
                  inputMode="email"
                  required
                />
                <TextField
                  name="password"
                  type="password"
                  label={intl.formatMessage(messages.password)}
                  autoComplete="current-password"
                  required
                />
                {refusal !== null && <DeskError error={refusal} />}
                <SubmitButton disabled={!isValid} busy={isSubmitting}>
                  {intl.formatMessage(messages.submit)}
                </SubmitButton>
              </Form>
            )}
          </Formik>
        )}
      </main>
    </>
  );
}
