import { defineMessages, useIntl } from 'react-intl';
import { useErrorText } from './useErrorText';

export const editMessages = defineMessages({
  save: { id: 'frontDesk.edit.save', defaultMessage: 'Save' },
  saved: { id: 'frontDesk.edit.saved', defaultMessage: 'Saved. Guests see it now.' },
  reload: { id: 'frontDesk.edit.reload', defaultMessage: 'Load the latest (your edits are dropped)' },
});

/** Whether a refused save is a version conflict (409 edit_conflict: someone saved meanwhile). */
export const isEditConflict = (error: unknown) =>
  typeof error === 'object' &&
  error !== null &&
  (error as { data?: { code?: unknown } }).data?.code === 'edit_conflict';

/**
 * A console form's refused save, beside its button: the reason in the page's language, and for a
 * conflict the way out, the latest version loaded into the form (the manager's edits stay until then).
 */
export function EditRefusal({ error, onReload }: { error: unknown; onReload: () => void }) {
  const intl = useIntl();
  const errorText = useErrorText();
  return (
    <div className="front-desk__error" role="alert">
      <p>{errorText(error)}</p>
      {isEditConflict(error) && (
        <button type="button" className="button button--secondary" onClick={onReload}>
          {intl.formatMessage(editMessages.reload)}
        </button>
      )}
    </div>
  );
}
