import { useEffect, useRef, useState } from 'react';
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import type { Language } from '@/api/providerApi';
import { useAppDispatch } from '@/app/hooks';
import { Modal } from '@/ui/Modal';
import { sendResetMail } from './signInThunks';

/** Spec doc 1 §9: the reset mail can be sent again 60 seconds after the last one. */
export const RESEND_WAIT_MS = 60_000;

const messages = defineMessages({
  title: { id: 'account.resetModal.title', defaultMessage: 'Password reset' },
  migrationTitle: {
    id: 'account.resetModal.migrationTitle',
    defaultMessage: 'Our system has moved: please set a new password',
  },
  resend: { id: 'account.resetModal.resend', defaultMessage: 'Resend' },
  resent: { id: 'account.resetModal.resent', defaultMessage: 'Resend completed' },
  close: { id: 'account.resetModal.close', defaultMessage: 'Close' },
});
const sent = defineMessage<{ email: string }>({
  id: 'account.resetModal.sent',
  defaultMessage:
    'We have sent an email to {email}. Please open the link in it within 30 minutes to set a new password.',
});
const migration = defineMessage<{ email: string }>({
  id: 'account.resetModal.migration',
  defaultMessage:
    'Because our member system has moved, the password of {email} must be set again. We have sent an email with a link: please open it within 30 minutes.',
});

/**
 * The modal after a reset mail (spec doc 1 §4 "Reset modal"): Resend waits 60 seconds after opening
 * and after each resend, reading Resend completed after a resend; the migration wording for an
 * account that must reset; it cannot be closed by clicking outside, only by its Close button.
 */
export function ResetMailModal({
  email,
  isMigration,
  hotelId,
  lang,
  onClose,
}: {
  email: string;
  isMigration: boolean;
  hotelId: string;
  lang: Language;
  onClose: () => void;
}) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const [sending, setSending] = useState(false);
  const [waiting, setWaiting] = useState(true);
  const [resentOnce, setResentOnce] = useState(false);
  const closeRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!waiting) return;
    const timer = window.setTimeout(() => setWaiting(false), RESEND_WAIT_MS);
    return () => window.clearTimeout(timer);
  }, [waiting]);

  const resend = async () => {
    setWaiting(true);
    // The Resend button disables itself: keep the focus in the dialog.
    closeRef.current?.focus();
    setSending(true);
    try {
      await dispatch(sendResetMail({ email, hotelId, lang })).unwrap();
      setResentOnce(true);
    } catch {
      // The toast says why; the guest may try again after the wait.
      setResentOnce(false);
    } finally {
      setSending(false);
    }
  };

  return (
    <Modal
      title={intl.formatMessage(isMigration ? messages.migrationTitle : messages.title)}
      onClose={onClose}
      closable={false}
      actions={
        <>
          <button
            type="button"
            className="button button--secondary"
            onClick={() => void resend()}
            disabled={waiting || sending}
          >
            {intl.formatMessage(resentOnce && waiting ? messages.resent : messages.resend)}
          </button>
          <button ref={closeRef} type="button" className="button" onClick={onClose}>
            {intl.formatMessage(messages.close)}
          </button>
        </>
      }
    >
      <p>{intl.formatMessage(isMigration ? migration : sent, { email })}</p>
      <p className="visually-hidden" role="status">
        {resentOnce && waiting ? intl.formatMessage(messages.resent) : ''}
      </p>
    </Modal>
  );
}
