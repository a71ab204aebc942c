import { useId, useState, type ReactNode, type TextareaHTMLAttributes } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { describedBy, FieldFrame, useShownError } from '@/ui/form/Field';
import { EditRefusal } from './EditRefusal';

/** The pieces the Coupons and Travel guide screens share: their list's and their form's buttons, each with its screen's words. */
export interface ListWords {
  edit: MessageDescriptor;
  moveUp: MessageDescriptor;
  moveDown: MessageDescriptor;
  delete: MessageDescriptor;
  confirmDelete: MessageDescriptor;
  cancel: MessageDescriptor;
}

/**
 * A list screen's save of the whole list from the list itself (a move): busy while it runs, and a
 * refusal shown above the list with the way to the latest version (`refetch`).
 */
export function useListSave(refetch: () => unknown) {
  const [refusal, setRefusal] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);
  const save = async (run: () => Promise<unknown>) => {
    setRefusal(null);
    setBusy(true);
    try {
      await run();
    } catch (error) {
      setRefusal(error);
    } finally {
      setBusy(false);
    }
  };
  const outcome = refusal !== null && (
    <EditRefusal
      error={refusal}
      onReload={() => {
        setRefusal(null);
        void refetch();
      }}
    />
  );
  return { busy, save, outcome };
}

/** A list's item to a new place: the list with the item at `index` moved by `by` (-1 up, 1 down). */
export function moved<T>(items: readonly T[], index: number, by: -1 | 1): T[] {
  const next = [...items];
  const [item] = next.splice(index, 1);
  next.splice(index + by, 0, item!);
  return next;
}

/** An item's row buttons: edit it, and move it up or down in the guests' order (each names the item). */
export function RowActions({
  words,
  titleId,
  index,
  count,
  busy,
  onEdit,
  onMove,
}: {
  words: ListWords;
  titleId: string;
  index: number;
  count: number;
  busy: boolean;
  onEdit: () => void;
  onMove: (by: -1 | 1) => void;
}) {
  const intl = useIntl();
  return (
    <div className="desk-card__actions">
      <button type="button" className="button button--secondary" onClick={onEdit} aria-describedby={titleId}>
        {intl.formatMessage(words.edit)}
      </button>
      <button
        type="button"
        className="button button--secondary"
        onClick={() => onMove(-1)}
        disabled={busy || index === 0}
        aria-describedby={titleId}
      >
        {intl.formatMessage(words.moveUp)}
      </button>
      <button
        type="button"
        className="button button--secondary"
        onClick={() => onMove(1)}
        disabled={busy || index === count - 1}
        aria-describedby={titleId}
      >
        {intl.formatMessage(words.moveDown)}
      </button>
    </div>
  );
}

/** A question asked before a change that cannot be undone: its own button, and Cancel. */
export function ConfirmQuestion({
  question,
  confirm,
  cancel,
  busy,
  onConfirm,
  onCancel,
  label,
}: {
  question: ReactNode;
  confirm: ReactNode;
  cancel: ReactNode;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
  /** The group's name, when the buttons around it do not say what is asked. */
  label?: string;
}) {
  return (
    <div className="desk-card__actions" {...(label !== undefined && { role: 'group', 'aria-label': label })}>
      <p>{question}</p>
      <button type="button" className="button" disabled={busy} onClick={onConfirm}>
        {confirm}
      </button>
      <button type="button" className="button button--secondary" onClick={onCancel}>
        {cancel}
      </button>
    </div>
  );
}

/** Delete, then the question and "Delete for good" or "Cancel". */
export function DeleteWithConfirmation({
  words,
  question,
  busy,
  onDelete,
}: {
  words: ListWords;
  question: ReactNode;
  busy: boolean;
  onDelete: () => void;
}) {
  const intl = useIntl();
  const [confirming, setConfirming] = useState(false);
  if (!confirming) {
    return (
      <button type="button" className="button button--secondary" disabled={busy} onClick={() => setConfirming(true)}>
        {intl.formatMessage(words.delete)}
      </button>
    );
  }
  return (
    <ConfirmQuestion
      label={intl.formatMessage(words.delete)}
      question={question}
      confirm={intl.formatMessage(words.confirmDelete)}
      cancel={intl.formatMessage(words.cancel)}
      busy={busy}
      onConfirm={onDelete}
      onCancel={() => setConfirming(false)}
    />
  );
}

type TextAreaProps = Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'name' | 'id'> & {
  name: string;
  label: ReactNode;
  hint?: ReactNode;
};

/** A labelled text area bound to a Formik field, with its error under it (as TextField is). */
export function TextAreaField({ name, label, hint, required, rows = 4, ...props }: TextAreaProps) {
  const id = `${useId()}-${name}`;
  const [[field], error] = useShownError(name);
  return (
    <FieldFrame id={id} label={label} error={error} hint={hint} required={required}>
      <textarea
        {...field}
        value={field.value ?? ''}
        {...props}
        rows={rows}
        id={id}
        className="field__input console-list__text"
        aria-required={required || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error, hint)}
      />
    </FieldFrame>
  );
}
