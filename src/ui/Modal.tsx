import { useEffect, useId, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { defineMessages, useIntl } from 'react-intl';
import './Modal.css';

const messages = defineMessages({
  close: { id: 'ui.modal.close', defaultMessage: 'Close' },
});

/**
 * A modal dialog: focus moves into it and back, Escape and the backdrop close it unless
 * `closable` is false (the spec has modals that must not close by clicking outside). Its own button
 * says Close, or `closeLabel` (a confirmation's Cancel).
 */
export function Modal({
  title,
  children,
  onClose,
  closable = true,
  closeLabel,
  actions,
}: {
  title: string;
  children: ReactNode;
  onClose: () => void;
  closable?: boolean;
  closeLabel?: string;
  actions?: ReactNode;
}) {
  const intl = useIntl();
  const titleId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const previous = document.activeElement as HTMLElement | null;
    dialogRef.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && closable) onClose();
      if (event.key === 'Tab' && dialogRef.current) {
        // Keep the focus inside the dialog.
        const focusable = dialogRef.current.querySelectorAll<HTMLElement>(
          'a[href], button:not([disabled]), input:not([disabled]), select, textarea, [tabindex="0"]',
        );
        const first = focusable[0];
        const last = focusable[focusable.length - 1];
        if (!first || !last) return;
        if (event.shiftKey && document.activeElement === first) {
          event.preventDefault();
          last.focus();
        } else if (!event.shiftKey && document.activeElement === last) {
          event.preventDefault();
          first.focus();
        }
      }
    };
    document.addEventListener('keydown', onKey);
    document.body.classList.add('modal-open');
    return () => {
      document.removeEventListener('keydown', onKey);
      document.body.classList.remove('modal-open');
      previous?.focus();
    };
  }, [closable, onClose]);

  return createPortal(
    <div className="modal" onClick={closable ? onClose : undefined}>
      <div
        ref={dialogRef}
        className="modal__dialog"
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        onClick={(event) => event.stopPropagation()}
      >
        <h2 id={titleId} className="modal__title">
          {title}
        </h2>
        <div className="modal__body">{children}</div>
        <div className="modal__actions">
          {actions}
          {closable && (
            <button type="button" className="button button--secondary" onClick={onClose}>
              {closeLabel ?? intl.formatMessage(messages.close)}
            </button>
          )}
        </div>
      </div>
    </div>,
    document.body,
  );
}
