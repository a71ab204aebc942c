import { Form, Formik } from 'formik';
import { useMemo, useState } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useAppDispatch } from '@/app/hooks';
import { useHotel } from '@/domain/hotel/hotelContext';
import { withAppQuery } from '@/lib/navigation';
import { useValidationRules } from '@/lib/validation/rules';
import { useAppQuery } from '@/ui/AppLink';
import { SubmitButton } from '@/ui/form/SubmitButton';
import { ValidateOnLanguageChange } from '@/ui/form/ValidateOnLanguageChange';
import { EmailField } from './EmailField';
import { Page } from '@/ui/Page';
import { ResetMailModal } from './ResetMailModal';
import { emailLoginPath } from './sharedMessages';
import { emailSchema } from './signInSchema';
import { sendResetMail } from './signInThunks';
import './SignIn.css';

const messages = defineMessages({
  title: { id: 'account.resetPassword.title', defaultMessage: 'Reset your password' },
  lead: {
    id: 'account.resetPassword.lead',
    defaultMessage: 'Enter the email address of your account. We will send you a link to set a new password.',
  },
  send: { id: 'account.resetPassword.send', defaultMessage: 'Send' },
});

/** Asks for a reset mail (spec doc 1 "resetPassword"); the modal's close returns to emailLogin. */
export default function ResetPasswordScreen() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const appQuery = useAppQuery();
  const { hotelId, language } = useHotel();
  const [params] = useSearchParams();
  const rules = useValidationRules();
  const schema = useMemo(() => emailSchema(rules), [rules]);
  const [sentTo, setSentTo] = useState<string | null>(null);

  const submit = async (values: { email: string }) => {
    const address = values.email.trim();
    try {
      await dispatch(sendResetMail({ email: address, hotelId, lang: language })).unwrap();
      setSentTo(address);
    } catch {
      // The global handler shows why (e.g. Please wait before retrying.).
    }
  };

  return (
    <Page title={intl.formatMessage(messages.title)} back="history">
      <Formik
        initialValues={{ email: params.get('email') ?? '' }}
        validateOnMount
        validationSchema={schema}
        onSubmit={submit}
      >
        {({ isValid, isSubmitting }) => (
          <Form className="form" noValidate>
            <ValidateOnLanguageChange />
            <p className="form__lead">{intl.formatMessage(messages.lead)}</p>
            <EmailField />
            <SubmitButton disabled={!isValid} busy={isSubmitting}>
              {intl.formatMessage(messages.send)}
            </SubmitButton>
          </Form>
        )}
      </Formik>
      {sentTo && (
        <ResetMailModal
          email={sentTo}
          isMigration={false}
          hotelId={hotelId}
          lang={language}
          onClose={() => navigate(withAppQuery(emailLoginPath(sentTo, 'exists'), appQuery), { replace: true })}
        />
      )}
    </Page>
  );
}
