import { Field, Form, Formik, type FormikHelpers } from 'formik';
import { useId, useMemo, useState } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import * as yup from 'yup';
import { useCreateWebhookEndpointMutation, type WebhookEndpoint, type WebhookEventType } from '@/api/frontDeskApi';
import { useValidationRules } from '@/lib/validation/rules';
import { TextField, useShownError } from '@/ui/form/Field';
import { SubmitButton } from '@/ui/form/SubmitButton';
import { ValidateOnLanguageChange } from '@/ui/form/ValidateOnLanguageChange';
import { eventTypeNames, webhookMessages } from './webhookMessages';
import { DeskError } from './DeskError';

const messages = defineMessages({
  title: { id: 'frontDesk.webhooks.addTitle', defaultMessage: 'Add an endpoint' },
  submit: { id: 'frontDesk.webhooks.add', defaultMessage: 'Add' },
});

/** openapi.yaml WebhookEndpointInput: a URL of at most 2000 characters. */
const URL_MAX = 2000;

interface NewEndpoint {
  url: string;
  eventTypes: WebhookEventType[];
}

/** The Webhooks screen's form: a new endpoint, enabled; its secret goes to `onCreated`, to be shown once. */
export function WebhookForm({
  eventTypes,
  onCreated,
}: {
  eventTypes: WebhookEventType[];
  onCreated: (endpoint: WebhookEndpoint & { secret: string }) => void;
}) {
  const intl = useIntl();
  const titleId = useId();
  const rules = useValidationRules();
  const [create] = useCreateWebhookEndpointMutation();
  const [refusal, setRefusal] = useState<unknown>(null);
  const schema = useMemo(
    () =>
      yup.object({
        url: rules.requiredText().test(rules.url).test(rules.maxCharacters(URL_MAX)),
        eventTypes: rules.list().test(rules.required),
      }),
    [rules],
  );

  const submit = async (values: NewEndpoint, { resetForm }: FormikHelpers<NewEndpoint>) => {
    setRefusal(null);
    try {
      const created = await create({
        webhookEndpointInput: { url: values.url.trim(), eventTypes: values.eventTypes, enabled: true },
      }).unwrap();
      resetForm();
      onCreated(created);
    } catch (error) {
      setRefusal(error);
    }
  };

  return (
    <section className="desk-section" aria-labelledby={titleId}>
      <h2 id={titleId} className="desk-section__title">
        {intl.formatMessage(messages.title)}
      </h2>
      <Formik<NewEndpoint>
        initialValues={{ url: '', eventTypes: [] }}
        validateOnMount
        validationSchema={schema}
        onSubmit={submit}
      >
        {({ isValid, isSubmitting }) => (
          <Form className="form" noValidate>
            <ValidateOnLanguageChange />
            <TextField
              name="url"
              type="url"
              label={intl.formatMessage(webhookMessages.url)}
              hint={intl.formatMessage(webhookMessages.urlHint)}
              autoComplete="off"
              inputMode="url"
              required
            />
            <EventTypeBoxes eventTypes={eventTypes} />
            {refusal !== null && <DeskError error={refusal} />}
            <SubmitButton disabled={!isValid} busy={isSubmitting}>
              {intl.formatMessage(messages.submit)}
            </SubmitButton>
          </Form>
        )}
      </Formik>
    </section>
  );
}

/** A box per event type, at least one ticked. */
function EventTypeBoxes({ eventTypes }: { eventTypes: WebhookEventType[] }) {
  const intl = useIntl();
  const [, error] = useShownError('eventTypes');
  const errorId = useId();
  return (
    <fieldset
      className={`field field--radios${error ? ' field--invalid' : ''}`}
      aria-describedby={error ? errorId : undefined}
    >
      <legend className="field__label">
        {intl.formatMessage(webhookMessages.events)}
        <span className="field__required" aria-hidden="true">
          *
        </span>
      </legend>
      <div className="field__radios">
        {eventTypes.map((type) => (
          <label key={type} className="field__radio">
            <Field type="checkbox" name="eventTypes" value={type} />
            <span>{intl.formatMessage(eventTypeNames[type])}</span>
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
