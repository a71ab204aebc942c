import { useId, useState } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { Modal } from '@/ui/Modal';

const messages = defineMessages({
  title: { id: 'account.lineNotes.title', defaultMessage: 'Before you log in with LINE' },
  lead: { id: 'account.lineNotes.lead', defaultMessage: 'LINE login works only when all of these apply:' },
  privateMode: {
    id: 'account.lineNotes.privateMode',
    defaultMessage: 'Your browser is not in private (incognito) mode.',
  },
  email: {
    id: 'account.lineNotes.email',
    defaultMessage: 'An email address is registered in your LINE account.',
  },
  permission: {
    id: 'account.lineNotes.permission',
    defaultMessage: 'You allow LINE to share your contact information (email address) when it asks.',
  },
  checked: { id: 'account.lineNotes.checked', defaultMessage: 'I checked' },
  login: { id: 'account.lineNotes.login', defaultMessage: 'Login' },
  back: { id: 'account.lineNotes.back', defaultMessage: 'Go back' },
});

/** The LINE notes (spec doc 1 "login"): three conditions and an I-checked box that enables Login. */
export function LineNotesModal({ onLogin, onBack }: { onLogin: () => void; onBack: () => void }) {
  const intl = useIntl();
  const [checked, setChecked] = useState(false);
  const checkboxId = useId();
  return (
    <Modal
      title={intl.formatMessage(messages.title)}
      onClose={onBack}
      closable={false}
      actions={
        <>
          <button type="button" className="button button--secondary" onClick={onBack}>
            {intl.formatMessage(messages.back)}
          </button>
          <button type="button" className="button" onClick={onLogin} disabled={!checked}>
            {intl.formatMessage(messages.login)}
          </button>
        </>
      }
    >
      <p>{intl.formatMessage(messages.lead)}</p>
      <ol className="signin__line-notes">
        <li>{intl.formatMessage(messages.privateMode)}</li>
        <li>{intl.formatMessage(messages.email)}</li>
        <li>{intl.formatMessage(messages.permission)}</li>
      </ol>
      <label className="signin__check" htmlFor={checkboxId}>
        <input id={checkboxId} type="checkbox" checked={checked} onChange={(e) => setChecked(e.target.checked)} />
        {intl.formatMessage(messages.checked)}
      </label>
    </Modal>
  );
}
