import { useState } from 'react';
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import {
  useDeleteWebhookEndpointMutation,
  useListWebhookEndpointsQuery,
  useRotateWebhookSecretMutation,
  useUpdateWebhookEndpointMutation,
  type WebhookEndpoint,
} from '@/api/frontDeskApi';
import { consoleMessages } from './consoleMessages';
import { DeskSection } from './ListState';
import { ManagedItemCard } from './ManagedItemCard';
import { WebhookDeliveries } from './WebhookDeliveries';
import { WebhookForm } from './WebhookForm';
import { eventTypeNames, webhookMessages } from './webhookMessages';

const messages = defineMessages({
  lead: {
    id: 'frontDesk.webhooks.lead',
    defaultMessage:
      'Your systems hear of the hotel’s events here: each is sent signed (Standard Webhooks) and tried again for a day while the endpoint does not answer.',
  },
  empty: { id: 'frontDesk.webhooks.empty', defaultMessage: 'No endpoints yet.' },
  state: { id: 'frontDesk.webhooks.state', defaultMessage: 'State' },
  showDeliveries: { id: 'frontDesk.webhooks.showDeliveries', defaultMessage: 'Show deliveries' },
  hideDeliveries: { id: 'frontDesk.webhooks.hideDeliveries', defaultMessage: 'Hide deliveries' },
  enable: { id: 'frontDesk.webhooks.enable', defaultMessage: 'Enable' },
  disable: { id: 'frontDesk.webhooks.disable', defaultMessage: 'Disable' },
  rotate: { id: 'frontDesk.webhooks.rotate', defaultMessage: 'New secret' },
  remove: { id: 'frontDesk.webhooks.remove', defaultMessage: 'Remove' },
  confirmRemove: { id: 'frontDesk.webhooks.confirmRemove', defaultMessage: 'Remove for good' },
  cancel: { id: 'frontDesk.webhooks.cancel', defaultMessage: 'Cancel' },
});

const removeQuestion = defineMessage<{ url: string }>({
  id: 'frontDesk.webhooks.removeQuestion',
  defaultMessage: 'Remove {url}? Events waiting for it are dropped.',
});

const secretFor = defineMessage<{ url: string }>({
  id: 'frontDesk.webhooks.secretFor',
  defaultMessage: 'For {url}:',
});

/**
 * The managers' Webhooks screen (issue 33): the hotel's endpoints with the events they want, each
 * enabled or disabled, its secret replaced, removed (asking once more), and its latest deliveries
 * with their answers, sent again on request. A new or replaced secret is shown once, above the list.
 */
export function WebhooksScreen({ timeZone }: { timeZone: string }) {
  const intl = useIntl();
  const query = useListWebhookEndpointsQuery();
  const endpoints = query.data?.endpoints;
  const [secret, setSecret] = useState<{ url: string; secret: string } | null>(null);
  const showSecret = (endpoint: WebhookEndpoint & { secret: string }) =>
    setSecret({ url: endpoint.url, secret: endpoint.secret });
  return (
    <>
      {secret && (
        <section className="desk-section" aria-label={intl.formatMessage(webhookMessages.secretTitle)} role="status">
          <h2 className="desk-section__title">{intl.formatMessage(webhookMessages.secretTitle)}</h2>
          <p>{intl.formatMessage(secretFor, { url: secret.url })}</p>
          <p>
            <code>{secret.secret}</code>
          </p>
          <p className="front-desk__lead">{intl.formatMessage(webhookMessages.secretLead)}</p>
        </section>
      )}
      <DeskSection
        id="front-desk-webhooks"
        title={intl.formatMessage(consoleMessages.webhooks)}
        query={query}
        count={endpoints?.length}
        emptyText={intl.formatMessage(messages.empty)}
        timeZone={timeZone}
        lead={<p className="desk-section__quiet">{intl.formatMessage(messages.lead)}</p>}
      >
        <ul className="desk-list">
          {endpoints?.map((endpoint) => (
            <EndpointRow key={endpoint.endpointId} endpoint={endpoint} timeZone={timeZone} onSecret={showSecret} />
          ))}
        </ul>
      </DeskSection>
      {query.data && <WebhookForm eventTypes={query.data.eventTypes} onCreated={showSecret} />}
    </>
  );
}

function EndpointRow({
  endpoint,
  timeZone,
  onSecret,
}: {
  endpoint: WebhookEndpoint;
  timeZone: string;
  onSecret: (endpoint: WebhookEndpoint & { secret: string }) => void;
}) {
  const intl = useIntl();
  const [update, updating] = useUpdateWebhookEndpointMutation();
  const [rotate, rotating] = useRotateWebhookSecretMutation();
  const [remove, removal] = useDeleteWebhookEndpointMutation();
  const [showDeliveries, setShowDeliveries] = useState(false);
  const busy = updating.isLoading || rotating.isLoading || removal.isLoading;
  const error = updating.error ?? rotating.error ?? removal.error;
  const { endpointId, url, eventTypes, enabled } = endpoint;
  return (
    <ManagedItemCard
      name={url}
      facts={[
        {
          term: intl.formatMessage(webhookMessages.events),
          value: eventTypes.map((type) => intl.formatMessage(eventTypeNames[type])).join(', '),
        },
        {
          term: intl.formatMessage(messages.state),
          value: intl.formatMessage(enabled ? webhookMessages.enabled : webhookMessages.disabled),
        },
      ]}
      error={error}
      busy={busy}
      actions={
        <>
          <button
            type="button"
            className="button button--secondary"
            aria-expanded={showDeliveries}
            onClick={() => setShowDeliveries(!showDeliveries)}
          >
            {intl.formatMessage(showDeliveries ? messages.hideDeliveries : messages.showDeliveries)}
          </button>
          <button
            type="button"
            className="button button--secondary"
            disabled={busy}
            onClick={() => void update({ endpointId, webhookEndpointInput: { url, eventTypes, enabled: !enabled } })}
          >
            {intl.formatMessage(enabled ? messages.disable : messages.enable)}
          </button>
          <button
            type="button"
            className="button button--secondary"
            disabled={busy}
            onClick={() =>
              void rotate({ endpointId })
                .unwrap()
                .then(onSecret, () => undefined)
            }
          >
            {intl.formatMessage(messages.rotate)}
          </button>
        </>
      }
      removal={{
        label: intl.formatMessage(messages.remove),
        question: intl.formatMessage(removeQuestion, { url }),
        confirm: intl.formatMessage(messages.confirmRemove),
        cancel: intl.formatMessage(messages.cancel),
        onConfirm: () => remove({ endpointId }),
      }}
    >
      {showDeliveries && <WebhookDeliveries endpointId={endpointId} timeZone={timeZone} />}
    </ManagedItemCard>
  );
}
