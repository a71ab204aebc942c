import type { ReactNode } from 'react';
import './StatusMessage.css';

/** A full-width message for empty, error and not-found states, with an optional action. */
export function StatusMessage({
  title,
  children,
  action,
}: {
  title: string;
  children?: ReactNode;
  action?: ReactNode;
}) {
  return (
    <section className="status-message" aria-labelledby="status-message-title">
      <h1 id="status-message-title" className="status-message__title">
        {title}
      </h1>
      {children && <p className="status-message__body">{children}</p>}
      {action && <div className="status-message__action">{action}</div>}
    </section>
  );
}
