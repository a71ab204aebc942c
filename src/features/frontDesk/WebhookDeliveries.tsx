import { useState } from 'react';
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import {
  useListWebhookDeliveriesQuery,
  useResendWebhookDeliveryMutation,
  type WebhookDelivery,
} from '@/api/frontDeskApi';
import { formatDateTime } from '@/lib/dates';
import { deskMessages } from './frontDeskMessages';
import { DeskSection, ListProblem } from './ListState';
import { deliveryStatusNames, eventTypeNames } from './webhookMessages';
import { DeskError } from './DeskError';

const messages = defineMessages({
  title: { id: 'frontDesk.webhooks.deliveries', defaultMessage: 'Recent deliveries' },
  empty: { id: 'frontDesk.webhooks.noDeliveries', defaultMessage: 'No event has been sent to this endpoint yet.' },
  webhookId: { id: 'frontDesk.webhooks.webhookId', defaultMessage: 'Message ID (webhook-id)' },
  answer: { id: 'frontDesk.webhooks.answer', defaultMessage: 'Last answer' },
  noAnswer: { id: 'frontDesk.webhooks.noAnswer', defaultMessage: 'No answer' },
  notTried: { id: 'frontDesk.webhooks.notTried', defaultMessage: 'Not tried yet' },
  lastAttempt: { id: 'frontDesk.webhooks.lastAttempt', defaultMessage: 'Last attempt' },
  attempts: { id: 'frontDesk.webhooks.attempts', defaultMessage: 'Attempts' },
  nextAttempt: { id: 'frontDesk.webhooks.nextAttempt', defaultMessage: 'Next attempt' },
  resend: { id: 'frontDesk.webhooks.resend', defaultMessage: 'Send again' },
  older: { id: 'frontDesk.webhooks.older', defaultMessage: 'Show older deliveries' },
});

const httpAnswer = defineMessage<{ status: number }>({
  id: 'frontDesk.webhooks.httpStatus',
  defaultMessage: 'HTTP {status}',
});

/** An endpoint's deliveries, newest first, 50 a page (older pages on request), each with its answer, sent again on request. */
export function WebhookDeliveries({ endpointId, timeZone }: { endpointId: string; timeZone: string }) {
  const intl = useIntl();
  const query = useListWebhookDeliveriesQuery({ endpointId });
  return (
    <DeskSection
      id={`webhook-deliveries-${endpointId}`}
      title={intl.formatMessage(messages.title)}
      query={query}
      count={query.data?.deliveries.length}
      emptyText={intl.formatMessage(messages.empty)}
      timeZone={timeZone}
    >
      {query.data && <DeliveryPage endpointId={endpointId} page={query.data} timeZone={timeZone} />}
    </DeskSection>
  );
}

interface Page {
  deliveries: WebhookDelivery[];
  nextCursor: string | null;
}

/** One page's deliveries, then the next (older) page once asked for. */
function DeliveryPage({ endpointId, page, timeZone }: { endpointId: string; page: Page; timeZone: string }) {
  const intl = useIntl();
  const [older, setOlder] = useState(false);
  return (
    <>
      <ol className="desk-list">
        {page.deliveries.map((delivery) => (
          <DeliveryRow key={delivery.deliveryId} endpointId={endpointId} delivery={delivery} timeZone={timeZone} />
        ))}
      </ol>
      {page.nextCursor !== null &&
        (older ? (
          <OlderPage endpointId={endpointId} cursor={page.nextCursor} timeZone={timeZone} />
        ) : (
          <button type="button" className="button button--secondary" onClick={() => setOlder(true)}>
            {intl.formatMessage(messages.older)}
          </button>
        ))}
    </>
  );
}

function OlderPage({ endpointId, cursor, timeZone }: { endpointId: string; cursor: string; timeZone: string }) {
  const intl = useIntl();
  const query = useListWebhookDeliveriesQuery({ endpointId, cursor });
  if (query.isError) return <ListProblem error={query.error} onRetry={() => void query.refetch()} />;
  if (!query.data) return <p className="desk-section__quiet">{intl.formatMessage(deskMessages.loading)}</p>;
  return <DeliveryPage endpointId={endpointId} page={query.data} timeZone={timeZone} />;
}

function DeliveryRow({
  endpointId,
  delivery,
  timeZone,
}: {
  endpointId: string;
  delivery: WebhookDelivery;
  timeZone: string;
}) {
  const intl = useIntl();
  const [resend, resending] = useResendWebhookDeliveryMutation();
  const event = intl.formatMessage(eventTypeNames[delivery.eventType]);
  const answer =
    delivery.lastAttemptAt === null
      ? intl.formatMessage(messages.notTried)
      : delivery.lastStatus !== null
        ? intl.formatMessage(httpAnswer, { status: delivery.lastStatus })
        : `${intl.formatMessage(messages.noAnswer)} (${delivery.lastError ?? ''})`;
  return (
    <li className="desk-card" aria-label={`${event} ${delivery.webhookId}`}>
      <h3 className="desk-card__title">
        {event}: {intl.formatMessage(deliveryStatusNames[delivery.status])}
      </h3>
      <dl className="desk-card__facts">
        <dt>{intl.formatMessage(messages.webhookId)}</dt>
        <dd>
          <code>{delivery.webhookId}</code>
        </dd>
        <dt>{intl.formatMessage(messages.answer)}</dt>
        <dd>{answer}</dd>
        {delivery.lastAttemptAt !== null && (
          <>
            <dt>{intl.formatMessage(messages.lastAttempt)}</dt>
            <dd>
              <time dateTime={delivery.lastAttemptAt}>{formatDateTime(delivery.lastAttemptAt, timeZone)}</time>
            </dd>
          </>
        )}
        <dt>{intl.formatMessage(messages.attempts)}</dt>
        <dd>{delivery.attempts}</dd>
        {delivery.nextAttemptAt !== null && (
          <>
            <dt>{intl.formatMessage(messages.nextAttempt)}</dt>
            <dd>
              <time dateTime={delivery.nextAttemptAt}>{formatDateTime(delivery.nextAttemptAt, timeZone)}</time>
            </dd>
          </>
        )}
      </dl>
      {resending.error !== undefined && <DeskError error={resending.error} />}
      {delivery.status !== 'pending' && (
        <div className="desk-card__actions">
          <button
            type="button"
            className="button button--secondary"
            disabled={resending.isLoading}
            onClick={() => void resend({ endpointId, deliveryId: delivery.deliveryId })}
          >
            {intl.formatMessage(messages.resend)}
          </button>
        </div>
      )}
    </li>
  );
}
