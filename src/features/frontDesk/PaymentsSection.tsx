import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import {
  useListFrontDeskPendingPaymentsQuery,
  useResolveFrontDeskPendingPaymentMutation,
  type FrontDeskPendingPayment,
} from '@/api/frontDeskApi';
import { formatDateTime } from '@/lib/dates';
import { formatYen } from '@/lib/money';
import { sectionTitles } from './frontDeskMessages';
import { LIST_POLLING } from './listPolling';
import { DeskSection } from './ListState';
import { cardText, paymentMessages as messages, type ResolveAction } from './paymentMessages';
import { ResolvePaymentModal } from './ResolvePaymentModal';
import { DeskError } from './DeskError';

/** The gateway's record decides what may be done: settle a charged card, release one never charged. */
const ALLOWED: Record<FrontDeskPendingPayment['gateway']['status'], ResolveAction | null> = {
  charged: 'settle',
  not_charged: 'release',
  unknown: null,
};

type Outcome = { kind: 'done'; action: ResolveAction; amount: number } | { kind: 'failed'; error: unknown };

/**
 * Card payments left pending (a process stopped between the charge and its record), each with what
 * the gateway says it did; settle or release after a confirmation, since it decides about money.
 */
export function PaymentsSection({ timeZone }: { timeZone: string }) {
  const intl = useIntl();
  const query = useListFrontDeskPendingPaymentsQuery(undefined, LIST_POLLING);
  const [resolve, resolving] = useResolveFrontDeskPendingPaymentMutation();
  const [confirming, setConfirming] = useState<{ payment: FrontDeskPendingPayment; action: ResolveAction } | null>(
    null,
  );
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const payments = query.data?.payments;

  const confirm = async () => {
    if (!confirming) return;
    const { payment, action } = confirming;
    try {
      await resolve({ orderId: payment.orderId, body: { action } }).unwrap();
      setOutcome({ kind: 'done', action, amount: payment.amount });
    } catch (error) {
      setOutcome({ kind: 'failed', error });
    }
    setConfirming(null);
  };

  return (
    <DeskSection
      id="front-desk-payments"
      title={intl.formatMessage(sectionTitles.payments)}
      query={query}
      count={payments?.length}
      emptyText={intl.formatMessage(messages.empty)}
      timeZone={timeZone}
      outcome={
        <>
          {/* The outcome stays after the list is read again (a resolved payment leaves it). */}
          <div role="status" className="desk-section__outcome">
            {outcome?.kind === 'done' &&
              intl.formatMessage(outcome.action === 'settle' ? messages.settled : messages.released, {
                amount: formatYen(outcome.amount, intl.locale),
              })}
          </div>
          {outcome?.kind === 'failed' && <DeskError error={outcome.error} />}
          {confirming && (
            <ResolvePaymentModal
              payment={confirming.payment}
              action={confirming.action}
              busy={resolving.isLoading}
              onConfirm={() => void confirm()}
              onClose={() => setConfirming(null)}
            />
          )}
        </>
      }
    >
      <ul className="desk-list">
        {payments?.map((payment) => (
          <PaymentRow
            key={payment.orderId}
            payment={payment}
            timeZone={timeZone}
            onChoose={(action) => (setOutcome(null), setConfirming({ payment, action }))}
          />
        ))}
      </ul>
    </DeskSection>
  );
}

function PaymentRow({
  payment,
  timeZone,
  onChoose,
}: {
  payment: FrontDeskPendingPayment;
  timeZone: string;
  onChoose: (action: ResolveAction) => void;
}) {
  const intl = useIntl();
  const amountId = useId();
  const t = intl.formatMessage;
  const allowed = ALLOWED[payment.gateway.status];
  return (
    <li className="desk-card" aria-labelledby={amountId}>
      <h3 id={amountId} className="desk-card__title">
        {formatYen(payment.amount, intl.locale)} · {t(messages.kinds[payment.kind])}
      </h3>
      <dl className="desk-card__facts">
        <div>
          <dt>{t(messages.card)}</dt>
          <dd>{cardText(payment) ?? '—'}</dd>
        </div>
        <div>
          <dt>{t(messages.created)}</dt>
          <dd>{formatDateTime(payment.createdAt, timeZone)}</dd>
        </div>
        <div className="desk-card__wide">
          <dt>{t(messages.gateway)}</dt>
          <dd>
            {t(messages.gatewayStatus[payment.gateway.status])}
            {payment.gateway.transactionNumber && (
              <span className="desk-card__code"> ({payment.gateway.transactionNumber})</span>
            )}
          </dd>
        </div>
      </dl>
      {allowed === null && <p className="desk-card__hint">{t(messages.unknownHint)}</p>}
      <div className="desk-card__actions">
        <button
          type="button"
          className="button"
          aria-describedby={amountId}
          disabled={allowed !== 'settle'}
          onClick={() => onChoose('settle')}
        >
          {t(messages.settle)}
        </button>
        <button
          type="button"
          className="button button--secondary"
          aria-describedby={amountId}
          disabled={allowed !== 'release'}
          onClick={() => onChoose('release')}
        >
          {t(messages.release)}
        </button>
      </div>
    </li>
  );
}
