import { useIntl } from 'react-intl';
import type { FrontDeskCheckin } from '@/api/frontDeskApi';
import { Modal } from '@/ui/Modal';
import { checkinMessages as messages } from './checkinMessages';

/** The reservation IDs of a check-in, or a dash (a check-in without a reservation). */
export const reservationIds = (checkin: FrontDeskCheckin) =>
  checkin.reservations.map((r) => r.reservationId).join(', ') || '—';

/**
 * The confirmation before a check-in is approved (the guest's app then shows it approved, and the
 * guest may check out): who, which reservation and which check-in ID, to check against the hotel's list.
 */
export function ApproveCheckinModal({
  checkin,
  busy,
  onConfirm,
  onClose,
}: {
  checkin: FrontDeskCheckin;
  busy: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) {
  const intl = useIntl();
  const t = intl.formatMessage;
  return (
    <Modal
      title={t(messages.confirmTitle)}
      onClose={onClose}
      closable={!busy}
      closeLabel={t(messages.cancel)}
      actions={
        <button type="button" className="button" onClick={onConfirm} disabled={busy} aria-busy={busy || undefined}>
          {t(messages.approve)}
        </button>
      }
    >
      <dl className="desk-confirm__facts">
        <div>
          <dt>{t(messages.confirmGuest)}</dt>
          <dd>{checkin.guestName}</dd>
        </div>
        <div>
          <dt>{t(messages.reservation)}</dt>
          <dd>{reservationIds(checkin)}</dd>
        </div>
        <div>
          <dt>{t(messages.checkinId)}</dt>
          <dd className="desk-card__code desk-card__id">{checkin.checkinCode}</dd>
        </div>
      </dl>
      <p>{t(messages.confirmText)}</p>
    </Modal>
  );
}
