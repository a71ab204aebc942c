import { Field, Form, Formik, type FormikHelpers } from 'formik';
import { useId, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { useCreateIntegrationKeyMutation } from '@/api/frontDeskApi';
import { useValidationRules } from '@/lib/validation/rules';
import { TextField, useShownError } from '@/ui/form/Field';
import { SubmitButton } from '@/ui/form/SubmitButton';
import { ValidateOnLanguageChange } from '@/ui/form/ValidateOnLanguageChange';
import { DATA_SCOPES, keyBody, NEW_KEY, newKeySchema, type NewKeyValues } from './integrationKeySchema';
import { integrationMessages as messages } from './integrationMessages';
import type { ShownSecret } from './IntegrationScreen';
import { DeskError } from './DeskError';

/** The Integration screen's form: a new key of the manager's hotel; its whole secret goes up to the screen. */
export function IntegrationKeyForm({ onSecret }: { onSecret: (shown: ShownSecret) => void }) {
  const intl = useIntl();
  const titleId = useId();
  const rules = useValidationRules();
  const schema = useMemo(() => newKeySchema(rules, intl.formatMessage(messages.noScope)), [rules, intl]);
  const [create] = useCreateIntegrationKeyMutation();
  const [refusal, setRefusal] = useState<unknown>(null);

  const submit = async (values: NewKeyValues, { resetForm }: FormikHelpers<NewKeyValues>) => {
    setRefusal(null);
    try {
      const { key, secret } = await create({ body: keyBody(values) }).unwrap();
      resetForm();
      onSecret({ name: key.name, secret });
    } catch (error) {
      setRefusal(error);
    }
  };

  return (
    <section className="desk-section" aria-labelledby={titleId}>
      <h2 id={titleId} className="desk-section__title">
        {intl.formatMessage(messages.formTitle)}
      </h2>
      <Formik<NewKeyValues> initialValues={NEW_KEY} validateOnMount validationSchema={schema} onSubmit={submit}>
        {({ isValid, isSubmitting }) => (
          <Form className="form" noValidate>
            <ValidateOnLanguageChange />
            <TextField name="name" label={intl.formatMessage(messages.name)} autoComplete="off" required />
            <ScopeBoxes />
            <div className="field">
              <label className="field__radio">
                <Field type="checkbox" name="readOnly" />
                <span>{intl.formatMessage(messages.readOnlyBox)}</span>
              </label>
            </div>
            {refusal !== null && <DeskError error={refusal} />}
            <SubmitButton disabled={!isValid} busy={isSubmitting}>
              {intl.formatMessage(messages.create)}
            </SubmitButton>
          </Form>
        )}
      </Formik>
    </section>
  );
}

/** The kinds of data the key may reach, one box each; at least one. */
function ScopeBoxes() {
  const intl = useIntl();
  const [, error] = useShownError('scopes');
  const errorId = `${useId()}-scopes-error`;
  return (
    <fieldset
      className={`field field--radios${error ? ' field--invalid' : ''}`}
      aria-describedby={error ? errorId : undefined}
    >
      <legend className="field__label">{intl.formatMessage(messages.data)}</legend>
      <div className="field__radios">
        {DATA_SCOPES.map((scope) => (
          <label key={scope} className="field__radio">
            <Field type="checkbox" name="scopes" value={scope} />
            <span>{intl.formatMessage(messages[`scope_${scope}`])}</span>
          </label>
        ))}
      </div>
      {error && (
        <p className="field__error" id={errorId} role="alert">
          {error}
        </p>
      )}
    </fieldset>
  );
}
