import { useIntl } from 'react-intl';
import type { FrontDeskPendingPayment } from '@/api/frontDeskApi';
import { formatYen } from '@/lib/money';
import { Modal } from '@/ui/Modal';
import { cardText, paymentMessages as messages, type ResolveAction } from './paymentMessages';

/** The confirmation before a payment is settled or released: the amount, card and what will be recorded. */
export function ResolvePaymentModal({
  payment,
  action,
  busy,
  onConfirm,
  onClose,
}: {
  payment: FrontDeskPendingPayment;
  action: ResolveAction;
  busy: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const settle = action === 'settle';
  const card = cardText(payment);
  return (
    <Modal
      title={t(settle ? messages.confirmSettleTitle : messages.confirmReleaseTitle)}
      onClose={onClose}
      closable={!busy}
      actions={
        <button type="button" className="button" onClick={onConfirm} disabled={busy} aria-busy={busy || undefined}>
          {t(settle ? messages.settle : messages.release)}
        </button>
      }
    >
      <p className="desk-confirm__summary">
        {formatYen(payment.amount, intl.locale)} · {t(messages.kinds[payment.kind])}
        {card && ` · ${card}`}
      </p>
      <p>{t(settle ? messages.confirmSettle : messages.confirmRelease)}</p>
    </Modal>
  );
}
