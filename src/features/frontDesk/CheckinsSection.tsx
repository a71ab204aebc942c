import { useId } from 'react';
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import {
  APPROVED,
  useApproveFrontDeskCheckinMutation,
  useListFrontDeskCheckinsQuery,
  type FrontDeskCheckin,
} from '@/api/frontDeskApi';
import { formatDate, formatDateTime } from '@/lib/dates';
import { sectionTitles } from './frontDeskMessages';
import { LIST_POLLING } from './listPolling';
import { DeskSection } from './ListState';
import { useErrorText } from './useErrorText';

const messages = defineMessages({
  empty: { id: 'frontDesk.checkins.empty', defaultMessage: 'No check-ins are waiting for approval.' },
  code: { id: 'frontDesk.checkins.code', defaultMessage: 'Check-in code' },
  arrival: { id: 'frontDesk.checkins.arrival', defaultMessage: 'Arrival' },
  nights: { id: 'frontDesk.checkins.nights', defaultMessage: 'Nights' },
  guests: { id: 'frontDesk.checkins.guests', defaultMessage: 'Guests' },
  rooms: { id: 'frontDesk.checkins.rooms', defaultMessage: 'Rooms' },
  submitted: { id: 'frontDesk.checkins.submitted', defaultMessage: 'Submitted' },
  approve: { id: 'frontDesk.checkins.approve', defaultMessage: 'Approve' },
  approved: { id: 'frontDesk.checkins.approved', defaultMessage: 'Approved' },
});

/** How many passports the check-in holds: the desk checks them against the guests at approval. */
const passports = defineMessage<{ count: number }>({
  id: 'frontDesk.checkins.passports',
  defaultMessage: 'Passport ×{count}',
});

/** Online check-ins of the staff's hotel waiting for the hotel's approval, oldest first. */
export function CheckinsSection({ timeZone }: { timeZone: string }) {
  const intl = useIntl();
  const query = useListFrontDeskCheckinsQuery(undefined, LIST_POLLING);
  const checkins = query.data?.checkins;
  return (
    <DeskSection
      id="front-desk-checkins"
      title={intl.formatMessage(sectionTitles.checkins)}
      query={query}
      count={checkins?.length}
      emptyText={intl.formatMessage(messages.empty)}
      timeZone={timeZone}
    >
      <ul className="desk-list">
        {checkins?.map((checkin) => (
          <CheckinRow key={checkin.checkinId} checkin={checkin} timeZone={timeZone} />
        ))}
      </ul>
    </DeskSection>
  );
}

const dash = (value: number | string | null) => (value === null ? '—' : String(value));

function CheckinRow({ checkin, timeZone }: { checkin: FrontDeskCheckin; timeZone: string }) {
  const intl = useIntl();
  const nameId = useId();
  const errorText = useErrorText();
  const [approve, approval] = useApproveFrontDeskCheckinMutation();
  const approved = checkin.approvedStatus === APPROVED;
  const t = intl.formatMessage;
  return (
    <li className={`desk-card${approved ? ' desk-card--done' : ''}`} aria-labelledby={nameId}>
      <h3 id={nameId} className="desk-card__title">
        {checkin.guestName}
      </h3>
      {checkin.passports > 0 && (
        <p className="desk-tag desk-tag--passport">{t(passports, { count: checkin.passports })}</p>
      )}
      <dl className="desk-card__facts">
        <div>
          <dt>{t(messages.code)}</dt>
          <dd className="desk-card__code">{checkin.checkinCode}</dd>
        </div>
        <div>
          <dt>{t(messages.arrival)}</dt>
          <dd>{checkin.arrivalDate ? formatDate(checkin.arrivalDate) : '—'}</dd>
        </div>
        <div>
          <dt>{t(messages.nights)}</dt>
          <dd>{dash(checkin.nights)}</dd>
        </div>
        <div>
          <dt>{t(messages.guests)}</dt>
          <dd>{dash(checkin.totalMembers)}</dd>
        </div>
        <div>
          <dt>{t(messages.rooms)}</dt>
          <dd>{checkin.roomCount}</dd>
        </div>
        <div>
          <dt>{t(messages.submitted)}</dt>
          <dd>{formatDateTime(checkin.submittedAt, timeZone)}</dd>
        </div>
      </dl>
      <div className="desk-card__actions">
        {approved ? (
          <p className="desk-card__done" role="status">
            {t(messages.approved)}
          </p>
        ) : (
          <button
            type="button"
            className="button"
            aria-describedby={nameId}
            disabled={approval.isLoading}
            aria-busy={approval.isLoading || undefined}
            onClick={() => void approve({ checkinId: checkin.checkinId })}
          >
            {t(messages.approve)}
          </button>
        )}
      </div>
      {approval.isError && (
        <p className="front-desk__error" role="alert">
          {errorText(approval.error)}
        </p>
      )}
    </li>
  );
}
