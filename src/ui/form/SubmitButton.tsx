import type { ReactNode } from 'react';
import './Form.css';

/**
 * The form's main button: disabled until the form is valid (spec doc 1 §5). While the form is
 * sending it refuses clicks but stays focusable (aria-disabled), so the focus is not lost.
 */
export function SubmitButton({
  children,
  disabled,
  busy,
}: {
  children: ReactNode;
  disabled?: boolean;
  busy?: boolean;
}) {
  return (
    <button
      type="submit"
      className="button form__submit"
      disabled={disabled}
      aria-disabled={busy || undefined}
      aria-busy={busy || undefined}
      onClick={(event) => {
        if (busy) event.preventDefault();
      }}
    >
      {busy && <span className="form__submit-spinner" aria-hidden="true" />}
      {children}
    </button>
  );
}
