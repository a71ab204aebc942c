import { useState } from 'react';
import { useIntl } from 'react-intl';
import {
  useListIntegrationKeysQuery,
  useRevokeIntegrationKeyMutation,
  useRotateIntegrationKeyMutation,
  type IntegrationKey,
} from '@/api/frontDeskApi';
import { DATE_FORMAT, onHotelClock, TIME_FORMAT } from '@/lib/dates';
import { consoleMessages } from './consoleMessages';
import { IntegrationKeyForm } from './IntegrationKeyForm';
import { integrationMessages as messages, revokeQuestion, secretShown } from './integrationMessages';
import { DeskSection } from './ListState';
import { ManagedItemCard } from './ManagedItemCard';

/** A key's whole secret, shown once after its creation or rotation. */
export interface ShownSecret {
  name: string;
  secret: string;
}

/**
 * The managers' Integration screen (issue 33): the hotel's API keys for its property-management
 * system, by name and prefix, with what they may reach and when they were last used; a key gets a
 * new secret or is revoked (asked once more) from its row, and a new one is made below. The whole key
 * shows once, above the list, after its creation or rotation: the server keeps only its hash.
 */
export function IntegrationScreen({ timeZone }: { timeZone: string }) {
  const intl = useIntl();
  const query = useListIntegrationKeysQuery();
  const [shown, setShown] = useState<ShownSecret | null>(null);
  const keys = query.data?.keys;
  return (
    <>
      <DeskSection
        id="front-desk-integration"
        title={intl.formatMessage(consoleMessages.integration)}
        query={query}
        count={keys?.length}
        emptyText={intl.formatMessage(messages.empty)}
        timeZone={timeZone}
        lead={<p className="desk-section__quiet">{intl.formatMessage(messages.lead)}</p>}
        outcome={
          shown && (
            <div className="front-desk__notice" role="status">
              <p>{intl.formatMessage(secretShown, { name: shown.name })}</p>
              <code className="desk-card__json">{shown.secret}</code>
            </div>
          )
        }
      >
        <ul className="desk-list">
          {keys?.map((key) => (
            <KeyRow key={key.keyId} integrationKey={key} timeZone={timeZone} onSecret={setShown} />
          ))}
        </ul>
      </DeskSection>
      <IntegrationKeyForm onSecret={setShown} />
    </>
  );
}

function KeyRow({
  integrationKey: key,
  timeZone,
  onSecret,
}: {
  integrationKey: IntegrationKey;
  timeZone: string;
  onSecret: (shown: ShownSecret) => void;
}) {
  const intl = useIntl();
  const [rotate, rotation] = useRotateIntegrationKeyMutation();
  const [revoke, revocation] = useRevokeIntegrationKeyMutation();
  const busy = rotation.isLoading || revocation.isLoading;
  const error = rotation.error ?? revocation.error;
  const when = (at: string) => (
    <time dateTime={at}>{onHotelClock(at, timeZone).format(`${DATE_FORMAT} ${TIME_FORMAT}`)}</time>
  );
  const scopes = key.scopes.map((scope) => intl.formatMessage(messages[`scope_${scope}`])).join(', ');
  return (
    <ManagedItemCard
      name={key.name}
      facts={[
        { term: intl.formatMessage(messages.prefix), value: <code>{key.prefix}</code> },
        { term: intl.formatMessage(messages.scopes), value: scopes },
        { term: intl.formatMessage(messages.created), value: when(key.createdAt) },
        {
          term: intl.formatMessage(messages.lastUsed),
          value: key.lastUsedAt === null ? intl.formatMessage(messages.never) : when(key.lastUsedAt),
        },
      ]}
      error={error}
      busy={busy}
      actions={
        <button
          type="button"
          className="button button--secondary"
          disabled={busy}
          onClick={() => {
            revocation.reset();
            void rotate({ keyId: key.keyId })
              .unwrap()
              .then(({ key: rotated, secret }) => onSecret({ name: rotated.name, secret }))
              .catch(() => {
                // The row says why (its own error).
              });
          }}
        >
          {intl.formatMessage(messages.rotate)}
        </button>
      }
      removal={{
        label: intl.formatMessage(messages.revoke),
        question: intl.formatMessage(revokeQuestion, { name: key.name }),
        confirm: intl.formatMessage(messages.confirmRevoke),
        cancel: intl.formatMessage(messages.cancel),
        onConfirm: () => {
          rotation.reset();
          return revoke({ keyId: key.keyId });
        },
      }}
    />
  );
}
