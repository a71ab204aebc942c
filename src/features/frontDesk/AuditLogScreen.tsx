import { useState } from 'react';
import { defineMessages, useIntl, type MessageDescriptor } from 'react-intl';
import { useListAuditLogQuery, type AuditEntry, type AuditOperation } from '@/api/frontDeskApi';
import { DATE_FORMAT, onHotelClock, TIME_FORMAT } from '@/lib/dates';
import { consoleMessages } from './consoleMessages';
import { deskMessages } from './frontDeskMessages';
import { DeskSection, ListProblem } from './ListState';

const messages = defineMessages({
  empty: { id: 'frontDesk.audit.empty', defaultMessage: 'Nothing has been changed yet.' },
  lead: {
    id: 'frontDesk.audit.lead',
    defaultMessage:
      'Every change to the hotel’s staff and setup, newest first. Passwords and passports are never recorded.',
  },
  when: { id: 'frontDesk.audit.when', defaultMessage: 'When' },
  who: { id: 'frontDesk.audit.who', defaultMessage: 'By' },
  target: { id: 'frontDesk.audit.target', defaultMessage: 'On' },
  before: { id: 'frontDesk.audit.before', defaultMessage: 'Before' },
  after: { id: 'frontDesk.audit.after', defaultMessage: 'After' },
  nothing: { id: 'frontDesk.audit.nothing', defaultMessage: '(none)' },
  operator: { id: 'frontDesk.audit.operator', defaultMessage: 'The operator (command line)' },
  older: { id: 'frontDesk.audit.older', defaultMessage: 'Show older changes' },
});

/** Every kind of change the log holds (the contract's AuditOperation), by name in the page's language. */
const operationNames: Record<AuditOperation, MessageDescriptor> = defineMessages({
  'hotel.create': { id: 'frontDesk.audit.op.hotelCreate', defaultMessage: 'Hotel created' },
  'hotel.updateSettings': { id: 'frontDesk.audit.op.hotelUpdateSettings', defaultMessage: 'Hotel settings changed' },
  'hotel.updateFeatures': { id: 'frontDesk.audit.op.hotelUpdateFeatures', defaultMessage: 'Features changed' },
  'page.update': { id: 'frontDesk.audit.op.pageUpdate', defaultMessage: 'Page changed' },
  'image.upload': { id: 'frontDesk.audit.op.imageUpload', defaultMessage: 'Picture uploaded' },
  'catalogue.update': { id: 'frontDesk.catalogue.auditName', defaultMessage: 'Catalogue changed' },
  'coupons.update': { id: 'frontDesk.audit.op.couponsUpdate', defaultMessage: 'Coupons changed' },
  'spots.update': { id: 'frontDesk.audit.op.spotsUpdate', defaultMessage: 'Travel guide changed' },
  'checkinFields.update': {
    id: 'frontDesk.audit.op.checkinFieldsUpdate',
    defaultMessage: 'Check-in questions changed',
  },
  'staff.add': { id: 'frontDesk.audit.op.staffAdd', defaultMessage: 'Staff member added' },
  'staff.changeRole': { id: 'frontDesk.audit.op.staffChangeRole', defaultMessage: 'Role changed' },
  'staff.remove': { id: 'frontDesk.audit.op.staffRemove', defaultMessage: 'Staff member removed' },
  'staff.secondFactorEnrol': {
    id: 'frontDesk.audit.op.staffSecondFactorEnrol',
    defaultMessage: 'Two-step verification set up',
  },
  'staff.recoveryCodeUse': { id: 'frontDesk.audit.op.staffRecoveryCodeUse', defaultMessage: 'Recovery code used' },
  'integrationKey.create': { id: 'frontDesk.audit.op.integrationKeyCreate', defaultMessage: 'Integration key created' },
  'integrationKey.rotate': { id: 'frontDesk.audit.op.integrationKeyRotate', defaultMessage: 'Integration key rotated' },
  'integrationKey.revoke': { id: 'frontDesk.audit.op.integrationKeyRevoke', defaultMessage: 'Integration key revoked' },
  'webhook.create': { id: 'frontDesk.audit.op.webhookCreate', defaultMessage: 'Webhook endpoint added' },
  'webhook.update': { id: 'frontDesk.audit.op.webhookUpdate', defaultMessage: 'Webhook endpoint changed' },
  'webhook.delete': { id: 'frontDesk.audit.op.webhookDelete', defaultMessage: 'Webhook endpoint removed' },
  'webhook.rotateSecret': { id: 'frontDesk.audit.op.webhookRotateSecret', defaultMessage: 'Webhook secret replaced' },
  'webhook.resend': { id: 'frontDesk.audit.op.webhookResend', defaultMessage: 'Webhook sent again' },
  'reservationImport.apply': {
    id: 'frontDesk.audit.op.reservationImportApply',
    defaultMessage: 'Reservations imported from CSV',
  },
});

/** The managers' Audit log screen (issue 32): the hotel's changes, newest first, 50 at a time. */
export function AuditLogScreen({ timeZone }: { timeZone: string }) {
  const intl = useIntl();
  const query = useListAuditLogQuery({});
  return (
    <DeskSection
      id="front-desk-audit-log"
      title={intl.formatMessage(consoleMessages.auditLog)}
      query={query}
      count={query.data?.entries.length}
      emptyText={intl.formatMessage(messages.empty)}
      timeZone={timeZone}
      lead={<p className="desk-section__quiet">{intl.formatMessage(messages.lead)}</p>}
    >
      {query.data && <AuditPage page={query.data} timeZone={timeZone} />}
    </DeskSection>
  );
}

interface Page {
  entries: AuditEntry[];
  nextCursor: string | null;
}

/** One page's entries, then the next (older) page once asked for. */
function AuditPage({ page, timeZone }: { page: Page; timeZone: string }) {
  const intl = useIntl();
  const [older, setOlder] = useState(false);
  return (
    <>
      <ol className="desk-list">
        {page.entries.map((entry) => (
          <AuditRow key={entry.id} entry={entry} timeZone={timeZone} />
        ))}
      </ol>
      {page.nextCursor !== null &&
        (older ? (
          <OlderPage cursor={page.nextCursor} timeZone={timeZone} />
        ) : (
          <button type="button" className="button button--secondary" onClick={() => setOlder(true)}>
            {intl.formatMessage(messages.older)}
          </button>
        ))}
    </>
  );
}

function OlderPage({ cursor, timeZone }: { cursor: string; timeZone: string }) {
  const intl = useIntl();
  const query = useListAuditLogQuery({ cursor });
  if (query.isError) return <ListProblem error={query.error} onRetry={() => void query.refetch()} />;
  if (!query.data) return <p className="desk-section__quiet">{intl.formatMessage(deskMessages.loading)}</p>;
  return <AuditPage page={query.data} timeZone={timeZone} />;
}

function AuditRow({ entry, timeZone }: { entry: AuditEntry; timeZone: string }) {
  const intl = useIntl();
  const at = onHotelClock(entry.at, timeZone);
  const json = (value: AuditEntry['before']) =>
    value ? <code className="desk-card__json">{JSON.stringify(value)}</code> : intl.formatMessage(messages.nothing);
  return (
    <li className="desk-card">
      <h3 className="desk-card__title">{intl.formatMessage(operationNames[entry.operation])}</h3>
      <dl className="desk-card__facts">
        <dt>{intl.formatMessage(messages.when)}</dt>
        <dd>
          <time dateTime={entry.at}>{at.format(`${DATE_FORMAT} ${TIME_FORMAT}`)}</time>
        </dd>
        <dt>{intl.formatMessage(messages.who)}</dt>
        <dd>{entry.actor === 'operator' ? intl.formatMessage(messages.operator) : entry.actor}</dd>
        <dt>{intl.formatMessage(messages.target)}</dt>
        {/* A target may be a picture's address: broken where it must, never past the card. */}
        <dd>{entry.target}</dd>
        <dt>{intl.formatMessage(messages.before)}</dt>
        <dd className="desk-card__wide">{json(entry.before)}</dd>
        <dt>{intl.formatMessage(messages.after)}</dt>
        <dd className="desk-card__wide">{json(entry.after)}</dd>
      </dl>
    </li>
  );
}
