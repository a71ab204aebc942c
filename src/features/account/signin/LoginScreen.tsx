import { Form, Formik } from 'formik';
import { useMemo, useState } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { useAppDispatch } from '@/app/hooks';
import { socialSignInEnabled } from '@/domain/auth/socialSignIn';
import { useHotel } from '@/domain/hotel/hotelContext';
import { withAppQuery } from '@/lib/navigation';
import { useValidationRules } from '@/lib/validation/rules';
import { useAppQuery } from '@/ui/AppLink';
import { SubmitButton } from '@/ui/form/SubmitButton';
import { ValidateOnLanguageChange } from '@/ui/form/ValidateOnLanguageChange';
import { EmailField } from './EmailField';
import { Page } from '@/ui/Page';
import { Agreement } from './Agreement';
import { ResetMailModal } from './ResetMailModal';
import { emailLoginPath, shared } from './sharedMessages';
import { emailSchema } from './signInSchema';
import { checkEmailForLogin } from './signInThunks';
import { SocialButtons } from './SocialButtons';
import { useSignInBack } from './useSignInBack';
import './SignIn.css';

const messages = defineMessages({
  title: { id: 'account.login.title', defaultMessage: 'Login' },
  lead: { id: 'account.login.lead', defaultMessage: 'Log in or create an account with your email address.' },
  or: { id: 'account.login.or', defaultMessage: 'or' },
});

/** The login screen (spec doc 1 "login", §4): an email and Next, or a social account. */
export default function LoginScreen() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const appQuery = useAppQuery();
  const { hotelId, language } = useHotel();
  const back = useSignInBack();
  const rules = useValidationRules();
  const schema = useMemo(() => emailSchema(rules), [rules]);
  const [resetFor, setResetFor] = useState<string | null>(null);

  const submit = async ({ email: address }: { email: string }) => {
    const value = address.trim();
    try {
      const next = await dispatch(checkEmailForLogin({ email: value, hotelId, lang: language })).unwrap();
      if (next.kind === 'reset') setResetFor(value);
      else navigate(withAppQuery(next.path, appQuery));
    } catch {
      // The global handler shows why (spec doc 1 §8); the form keeps the address.
    }
  };

  return (
    <Page title={intl.formatMessage(messages.title)} back={back}>
      <Formik initialValues={{ email: '' }} validateOnMount validationSchema={schema} onSubmit={submit}>
        {({ isValid, isSubmitting }) => (
          <Form className="form" noValidate>
            <ValidateOnLanguageChange />
            <p className="form__lead">{intl.formatMessage(messages.lead)}</p>
            <EmailField />
            <SubmitButton disabled={!isValid} busy={isSubmitting}>
              {intl.formatMessage(shared.next)}
            </SubmitButton>
          </Form>
        )}
      </Formik>
      {socialSignInEnabled() && (
        <>
          <p className="signin__or">
            <span>{intl.formatMessage(messages.or)}</span>
          </p>
          <SocialButtons hotelId={hotelId} lang={language} />
        </>
      )}
      <Agreement />
      {resetFor && (
        <ResetMailModal
          email={resetFor}
          isMigration
          hotelId={hotelId}
          lang={language}
          onClose={() => navigate(withAppQuery(emailLoginPath(resetFor, 'exists'), appQuery))}
        />
      )}
    </Page>
  );
}
