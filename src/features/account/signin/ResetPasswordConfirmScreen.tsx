import { Form, Formik } from 'formik';
import { useMemo, useState } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { useAppDispatch } from '@/app/hooks';
import { withAppQuery } from '@/lib/navigation';
import { useValidationRules } from '@/lib/validation/rules';
import { useAppQuery } from '@/ui/AppLink';
import { TextField } from '@/ui/form/Field';
import { SubmitButton } from '@/ui/form/SubmitButton';
import { ValidateOnLanguageChange } from '@/ui/form/ValidateOnLanguageChange';
import { Modal } from '@/ui/Modal';
import { Page } from '@/ui/Page';
import { emailLoginPath, emailShown, shared } from './sharedMessages';
import { resetPasswordConfirmSchema } from './signInSchema';
import { setNewPassword } from './signInThunks';
import './SignIn.css';

const messages = defineMessages({
  title: { id: 'account.resetConfirm.title', defaultMessage: 'Set a new password' },
  password: { id: 'account.resetConfirm.password', defaultMessage: 'New password' },
  confirmation: { id: 'account.resetConfirm.confirmation', defaultMessage: 'Re-enter the new password' },
  save: { id: 'account.resetConfirm.save', defaultMessage: 'Update password' },
  updatedTitle: { id: 'account.resetConfirm.updatedTitle', defaultMessage: 'Password Updated' },
  updatedBody: {
    id: 'account.resetConfirm.updatedBody',
    defaultMessage: 'Your password has been updated. Please log in again with your new password.',
  },
  login: { id: 'account.resetConfirm.login', defaultMessage: 'Log in' },
});

/** Sets a new password from the mailed link (spec doc 1 "resetPasswordConfirm", §4). */
export default function ResetPasswordConfirmScreen() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const appQuery = useAppQuery();
  const { token = '' } = useParams();
  const [params] = useSearchParams();
  const address = params.get('email') ?? '';
  const rules = useValidationRules();
  const schema = useMemo(() => resetPasswordConfirmSchema(rules), [rules]);
  const [updated, setUpdated] = useState(false);

  const submit = async (values: { password: string; confirmation: string }) => {
    try {
      await dispatch(setNewPassword({ token, email: address, ...values })).unwrap();
      setUpdated(true);
    } catch {
      // The global handler shows why (an expired or used link, a weak password).
    }
  };

  return (
    <Page title={intl.formatMessage(messages.title)}>
      <Formik
        initialValues={{ password: '', confirmation: '' }}
        validateOnMount
        validationSchema={schema}
        onSubmit={submit}
      >
        {({ isValid, isSubmitting }) => (
          <Form className="form" noValidate>
            <ValidateOnLanguageChange />
            {address && <p className="signin__email">{intl.formatMessage(emailShown, { email: address })}</p>}
            <TextField
              name="password"
              type="password"
              label={intl.formatMessage(messages.password)}
              autoComplete="new-password"
              hint={intl.formatMessage(shared.passwordHint)}
              required
            />
            <TextField
              name="confirmation"
              type="password"
              label={intl.formatMessage(messages.confirmation)}
              autoComplete="new-password"
              required
            />
            <SubmitButton disabled={!isValid || !token || !address} busy={isSubmitting}>
              {intl.formatMessage(messages.save)}
            </SubmitButton>
          </Form>
        )}
      </Formik>
      {updated && (
        <Modal
          title={intl.formatMessage(messages.updatedTitle)}
          closable={false}
          onClose={() => undefined}
          actions={
            <button
              type="button"
              className="button"
              onClick={() => navigate(withAppQuery(emailLoginPath(address, 'exists'), appQuery), { replace: true })}
            >
              {intl.formatMessage(messages.login)}
            </button>
          }
        >
          <p>{intl.formatMessage(messages.updatedBody)}</p>
        </Modal>
      )}
    </Page>
  );
}
