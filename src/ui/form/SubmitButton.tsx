import type { ReactNode } from 'react';
import './Form.css';

/** The form's main button: disabled until the form is valid (spec doc 1 §5) and while it is sending. */
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
    <button type="submit" className="button form__submit" disabled={disabled || busy} aria-busy={busy || undefined}>
      {busy && <span className="form__submit-spinner" aria-hidden="true" />}
      {children}
    </button>
  );
}
