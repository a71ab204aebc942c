import { defineMessage, defineMessages, useIntl } from 'react-intl';
import { Modal } from '@/ui/Modal';

const messages = defineMessages({
  title: { id: 'hotel.home.frontTelephone.title', defaultMessage: 'Front desk' },
  number: { id: 'hotel.home.frontTelephone.number', defaultMessage: 'Telephone' },
  hoursLabel: { id: 'hotel.home.frontTelephone.hoursLabel', defaultMessage: 'Hours' },
});
const hours = defineMessage<{ open: string; close: string }>({
  id: 'hotel.home.frontTelephone.hours',
  defaultMessage: '{open} – {close}',
});
const call = defineMessage<{ telephone: string }>({
  id: 'hotel.home.frontTelephone.call',
  defaultMessage: 'Call {telephone}',
});

/** The front desk's number, hours and a call link (spec: the frontTelephone modal). */
export function FrontTelephoneModal({
  telephone,
  openTime,
  closeTime,
  onClose,
}: {
  telephone: string;
  openTime: string | null;
  closeTime: string | null;
  onClose: () => void;
}) {
  const intl = useIntl();
  const dial = telephone.replace(/[^\d+]/g, '');
  return (
    <Modal
      title={intl.formatMessage(messages.title)}
      onClose={onClose}
      actions={
        <a className="button" href={`tel:${dial}`}>
          {intl.formatMessage(call, { telephone })}
        </a>
      }
    >
      <dl className="front-telephone">
        <dt>{intl.formatMessage(messages.number)}</dt>
        <dd className="front-telephone__number">{telephone}</dd>
        {openTime && closeTime && (
          <>
            <dt>{intl.formatMessage(messages.hoursLabel)}</dt>
            <dd>{intl.formatMessage(hours, { open: openTime, close: closeTime })}</dd>
          </>
        )}
      </dl>
    </Modal>
  );
}
