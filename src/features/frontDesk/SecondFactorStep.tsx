import { Form, Formik } from 'formik';
import { useId, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { useValidationRules } from '@/lib/validation/rules';
import { TextField } from '@/ui/form/Field';
import { SubmitButton } from '@/ui/form/SubmitButton';
import { ValidateOnLanguageChange } from '@/ui/form/ValidateOnLanguageChange';
import { useFrontDeskDispatch } from './frontDeskHooks';
import { staffSignIn, type StaffCredentials } from './frontDeskThunks';
import { signInCodeSchema } from './secondFactorSchema';
import { twoStepMessages } from './twoStepMessages';
import { DeskError } from './DeskError';

/**
 * The sign-in's second step, for a staff member with two-step verification: the password was right
 * (the server answered second_factor_required), now the app's code or a recovery code. A wrong code
 * (or too many tries) shows above the button; Back returns to the email and password.
 */
export function SecondFactorStep({ credentials, onBack }: { credentials: StaffCredentials; onBack: () => void }) {
  const intl = useIntl();
  const titleId = useId();
  const dispatch = useFrontDeskDispatch();
  const [refusal, setRefusal] = useState<unknown>(null);
  const rules = useValidationRules();
  const schema = useMemo(() => signInCodeSchema(rules, intl), [rules, intl]);

  const submit = async ({ code }: { code: string }) => {
    setRefusal(null);
    try {
      await dispatch(staffSignIn({ ...credentials, code })).unwrap();
    } catch (error) {
      setRefusal(error);
    }
  };

  return (
    <section aria-labelledby={titleId}>
      <h2 id={titleId} className="desk-section__title">
        {intl.formatMessage(twoStepMessages.codeTitle)}
      </h2>
      <p className="front-desk__lead">{intl.formatMessage(twoStepMessages.codeLead)}</p>
      <Formik initialValues={{ code: '' }} validateOnMount validationSchema={schema} onSubmit={submit}>
        {({ isValid, isSubmitting }) => (
          <Form className="form" noValidate>
            <ValidateOnLanguageChange />
            <TextField
              name="code"
              label={intl.formatMessage(twoStepMessages.code)}
              autoComplete="one-time-code"
              autoCapitalize="none"
              spellCheck={false}
              required
            />
            {refusal !== null && <DeskError error={refusal} />}
            <SubmitButton disabled={!isValid} busy={isSubmitting}>
              {intl.formatMessage(twoStepMessages.verify)}
            </SubmitButton>
            <button type="button" className="button button--secondary" onClick={onBack} disabled={isSubmitting}>
              {intl.formatMessage(twoStepMessages.back)}
            </button>
          </Form>
        )}
      </Formik>
    </section>
  );
}
