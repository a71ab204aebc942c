import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import {
  APPROVED,
  useApproveFrontDeskCheckinMutation,
  useUndoFrontDeskCheckinApprovalMutation,
  type FrontDeskCheckin,
} from '@/api/frontDeskApi';
import { formatDate, formatDateTime } from '@/lib/dates';
import { ApproveCheckinModal } from './ApproveCheckinModal';
import { checkinMessages as messages, passports, undoUntil } from './checkinMessages';
import { formatTime } from './deskTime';
import { useUntil } from './useUntil';
import { DeskError } from './DeskError';

const dash = (value: number | string | null) => (value === null ? '—' : String(value));
/** Distinct values, or none. */
const distinct = (values: (string | null)[]) => [...new Set(values.filter((v): v is string => Boolean(v)))];

/**
 * Reservation IDs or phone numbers, each whole (a line breaks between them, never inside one), or a
 * dash when there is none.
 */
function Tokens({ values }: { values: string[] }) {
  if (values.length === 0) return <>—</>;
  return values.map((value, i) => (
    <span key={value}>
      {i > 0 && ', '}
      <span className="desk-card__token">{value}</span>
    </span>
  ));
}

/** What the desk last did on the row: its answer is shown in the row. */
type Outcome = { kind: 'undone' } | { kind: 'failed'; error: unknown } | null;

/**
 * One online check-in: the guest (their profile name), what the desk finds it by in its own list
 * (the reservation as booked: ID, name, phone; the check-in ID the guest shows), the stay, when it
 * was sent. Approve asks first; an approval can be undone while the server allows it (undoUntil).
 */
export function CheckinRow({ checkin, timeZone }: { checkin: FrontDeskCheckin; timeZone: string }) {
  const intl = useIntl();
  const nameId = useId();
  const [approve, approval] = useApproveFrontDeskCheckinMutation();
  const [undo, undoing] = useUndoFrontDeskCheckinApprovalMutation();
  const [confirming, setConfirming] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const approved = checkin.approvedStatus === APPROVED;
  const undoable = useUntil(approved ? checkin.undoUntil : null);
  const t = intl.formatMessage;
  const { reservations } = checkin;

  const run = async (action: () => Promise<unknown>, done: Outcome) => {
    setOutcome(null);
    try {
      await action();
      setOutcome(done);
    } catch (error) {
      setOutcome({ kind: 'failed', error });
    }
  };
  const confirm = async () => {
    await run(() => approve({ checkinId: checkin.checkinId }).unwrap(), null);
    setConfirming(false);
  };

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
          <dt>{t(messages.reservation)}</dt>
          <dd>
            <Tokens values={reservations.map((r) => r.reservationId)} />
          </dd>
        </div>
        <div>
          <dt>{t(messages.phone)}</dt>
          <dd>
            <Tokens
              values={distinct(reservations.length > 0 ? reservations.map((r) => r.telephone) : [checkin.telephone])}
            />
          </dd>
        </div>
        <div className="desk-card__wide">
          <dt>{t(messages.bookedName)}</dt>
          <dd>{distinct(reservations.map((r) => r.bookedName)).join(', ') || '—'}</dd>
        </div>
        <div className="desk-card__wide">
          <dt>{t(messages.checkinId)}</dt>
          <dd className="desk-card__code desk-card__id">{checkin.checkinCode}</dd>
        </div>
        <div>
          <dt>{t(messages.arrival)}</dt>
          <dd>
            {checkin.arrivalTime
              ? formatDateTime(checkin.arrivalTime, timeZone)
              : checkin.arrivalDate
                ? formatDate(checkin.arrivalDate)
                : '—'}
          </dd>
        </div>
        <div>
          <dt>{t(messages.submitted)}</dt>
          <dd>{formatDateTime(checkin.submittedAt, timeZone)}</dd>
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
      </dl>
      <p className="desk-card__done" role="status">
        {approved ? t(messages.approved) : outcome?.kind === 'undone' && t(messages.undone)}
      </p>
      {approved && undoable && (
        <p className="desk-card__hint">{t(undoUntil, { time: formatTime(checkin.undoUntil!, timeZone) })}</p>
      )}
      <div className="desk-card__actions">
        {!approved && (
          <button
            type="button"
            className="button"
            aria-describedby={nameId}
            disabled={approval.isLoading}
            onClick={() => (setOutcome(null), setConfirming(true))}
          >
            {t(messages.approve)}
          </button>
        )}
        {approved && undoable && (
          <button
            type="button"
            className="button button--secondary"
            aria-describedby={nameId}
            disabled={undoing.isLoading}
            aria-busy={undoing.isLoading || undefined}
            onClick={() => void run(() => undo({ checkinId: checkin.checkinId }).unwrap(), { kind: 'undone' })}
          >
            {t(messages.undo)}
          </button>
        )}
      </div>
      {outcome?.kind === 'failed' && <DeskError error={outcome.error} />}
      {confirming && (
        <ApproveCheckinModal
          checkin={checkin}
          busy={approval.isLoading}
          onConfirm={() => void confirm()}
          onClose={() => setConfirming(false)}
        />
      )}
    </li>
  );
}
