import { useEffect, useRef, useState } from 'react';
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import { Modal } from '@/ui/Modal';
import type { TicketGroup } from '@/domain/stays/checkinPass';
import { QrCode } from '@/ui/QrCode';

const messages = defineMessages({
  previous: { id: 'account.checkinInfo.ticketModal.previous', defaultMessage: 'Previous' },
  next: { id: 'account.checkinInfo.ticketModal.next', defaultMessage: 'Next' },
});
const qrLabel = defineMessage<{ name: string }>({
  id: 'account.checkinInfo.ticketModal.qrLabel',
  defaultMessage: 'QR code of the ticket {name}',
});

/** One ticket group's QR codes (each encodes the ticket's exchange code), one at a time with n / total. */
export function TicketModal({ group, onClose }: { group: TicketGroup; onClose: () => void }) {
  const intl = useIntl();
  const [index, setIndex] = useState(0);
  const previousRef = useRef<HTMLButtonElement>(null);
  const nextRef = useRef<HTMLButtonElement>(null);
  const total = group.codes.length;
  const code = group.codes[index] ?? '';

  // The button just used is disabled at either end, which would drop the focus: it moves to the other one.
  const paged = useRef(false);
  useEffect(() => {
    if (!paged.current) return;
    paged.current = false;
    if (index === 0) nextRef.current?.focus();
    else if (index === total - 1) previousRef.current?.focus();
  }, [index, total]);
  const go = (to: number) => {
    paged.current = true;
    setIndex(to);
  };

  return (
    <Modal title={group.name} onClose={onClose}>
      <div className="ticket-modal">
        <QrCode value={code} label={intl.formatMessage(qrLabel, { name: group.name })} />
        <p className="ticket-modal__code">{code}</p>
        <div className="ticket-modal__pager">
          <button
            ref={previousRef}
            type="button"
            className="button button--secondary"
            onClick={() => go(index - 1)}
            disabled={index === 0}
          >
            {intl.formatMessage(messages.previous)}
          </button>
          <p className="ticket-modal__position" aria-live="polite">{`${index + 1} / ${total}`}</p>
          <button
            ref={nextRef}
            type="button"
            className="button button--secondary"
            onClick={() => go(index + 1)}
            disabled={index >= total - 1}
          >
            {intl.formatMessage(messages.next)}
          </button>
        </div>
      </div>
    </Modal>
  );
}
