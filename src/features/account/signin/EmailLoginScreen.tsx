import { Form, Formik, type FormikHelpers } from 'formik';
import { useMemo, useState } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useAppDispatch } from '@/app/hooks';
import { useHotel } from '@/domain/hotel/hotelContext';
import { withAppQuery } from '@/lib/navigation';
import { useValidationRules } from '@/lib/validation/rules';
import { AppLink, useAppQuery } from '@/ui/AppLink';
import { TextField } from '@/ui/form/Field';
import { SubmitButton } from '@/ui/form/SubmitButton';
import { ValidateOnLanguageChange } from '@/ui/form/ValidateOnLanguageChange';
import { EmailField } from './EmailField';
import { Page } from '@/ui/Page';
import { ResetMailModal } from './ResetMailModal';
import { emailLoginPath, emailShown, shared } from './sharedMessages';
import { emailLoginSchema } from './signInSchema';
import { emailSignIn, type EmailStatus } from './signInThunks';
import './SignIn.css';

const messages = defineMessages({
  title: { id: 'account.emailLogin.title', defaultMessage: 'Login' },
  newTitle: { id: 'account.emailLogin.newTitle', defaultMessage: 'Create an account' },
  newLead: {
    id: 'account.emailLogin.newLead',
    defaultMessage: 'This email address has no account yet. Choose a password to create one.',
  },
  password: { id: 'account.emailLogin.password', defaultMessage: 'Password' },
  forgot: { id: 'account.emailLogin.forgot', defaultMessage: 'Forgot your password?' },
  // Spec doc 1 §8: said at the password field when the account exists and the password is not its own.
  passwordIncorrect: { id: 'account.emailLogin.passwordIncorrect', defaultMessage: 'Your password is incorrect' },
});

const STATUSES: EmailStatus[] = ['exists', 'reset', 'new'];

/** Password sign-in or registration (spec doc 1 "emailLogin", §4 "Email login"). */
export default function EmailLoginScreen() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const appQuery = useAppQuery();
  const { hotelId, language } = useHotel();
  const [params] = useSearchParams();
  const queryEmail = params.get('email')?.trim() || '';
  const queryStatus = STATUSES.find((s) => s === params.get('userStatus')) ?? null;
  const isNew = queryEmail !== '' && queryStatus === 'new';
  const [resetFor, setResetFor] = useState<string | null>(null);
  const rules = useValidationRules();
  const schema = useMemo(() => emailLoginSchema(rules, { asksEmail: !queryEmail, isNew }), [rules, queryEmail, isNew]);

  const submit = async (
    values: { email: string; password: string },
    helpers: FormikHelpers<{ email: string; password: string }>,
  ) => {
    const address = (queryEmail || values.email).trim();
    try {
      const result = await dispatch(
        emailSignIn({
          email: address,
          password: values.password,
          // The status belongs to the email it was asked for.
          status: queryEmail ? queryStatus : null,
          hotelId,
          lang: language,
        }),
      ).unwrap();
      if (result.kind === 'reset') setResetFor(address);
      else if (result.kind === 'wrongPassword') {
        // The toast says "Wrong email or password."; the field the guest types again says what is wrong.
        void helpers.setFieldTouched('password', true, false);
        helpers.setFieldError('password', intl.formatMessage(messages.passwordIncorrect));
      } else navigate(withAppQuery(result.landing, appQuery), { replace: true });
    } catch {
      // The global handler shows why (wait before retrying, no connection, ...).
    }
  };

  const forgotLink = `/forget-password${queryEmail ? `?${new URLSearchParams({ email: queryEmail })}` : ''}`;

  return (
    <Page title={intl.formatMessage(isNew ? messages.newTitle : messages.title)} back="history">
      <Formik initialValues={{ email: '', password: '' }} validateOnMount validationSchema={schema} onSubmit={submit}>
        {({ isValid, isSubmitting }) => (
          <Form className="form" noValidate>
            <ValidateOnLanguageChange />
            {isNew && <p className="form__lead">{intl.formatMessage(messages.newLead)}</p>}
            {queryEmail ? (
              <>
                <p className="signin__email">{intl.formatMessage(emailShown, { email: queryEmail })}</p>
                {/* For password managers: the account the password belongs to. */}
                <input type="email" name="username" autoComplete="username" value={queryEmail} readOnly hidden />
              </>
            ) : (
              <EmailField />
            )}
            <TextField
              name="password"
              type="password"
              label={intl.formatMessage(messages.password)}
              autoComplete={isNew ? 'new-password' : 'current-password'}
              hint={isNew ? intl.formatMessage(shared.passwordHint) : undefined}
              required
            />
            {!isNew && (
              <AppLink className="signin__link" to={forgotLink}>
                {intl.formatMessage(messages.forgot)}
              </AppLink>
            )}
            <SubmitButton disabled={!isValid} busy={isSubmitting}>
              {intl.formatMessage(shared.next)}
            </SubmitButton>
          </Form>
        )}
      </Formik>
      {resetFor && (
        <ResetMailModal
          email={resetFor}
          isMigration
          hotelId={hotelId}
          lang={language}
          onClose={() => {
            setResetFor(null);
            navigate(withAppQuery(emailLoginPath(resetFor, 'exists'), appQuery), { replace: true });
          }}
        />
      )}
    </Page>
  );
}
