import { useId, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { formatTime } from './deskTime';
import { deskMessages, updatedAt } from './frontDeskMessages';
import { useErrorText } from './useErrorText';

/** A load that failed: why (the error catalogue) and a retry. */
export function ListProblem({ error, onRetry, busy = false }: { error: unknown; onRetry: () => void; busy?: boolean }) {
  const intl = useIntl();
  const errorText = useErrorText();
  return (
    <div className="desk-problem" role="alert">
      <p className="desk-problem__text">
        {intl.formatMessage(deskMessages.loadFailed)} {errorText(error)}
      </p>
      <button type="button" className="button button--secondary" onClick={onRetry} disabled={busy}>
        {intl.formatMessage(deskMessages.retry)}
      </button>
    </div>
  );
}

/** What a list section needs of its RTK Query result. */
export interface ListQuery {
  isLoading: boolean;
  isFetching: boolean;
  isError: boolean;
  error?: unknown;
  fulfilledTimeStamp?: number;
  refetch: () => unknown;
}

/**
 * One list of the desk: its heading with a refresh button and when it was read, then loading, the
 * error with a retry, the empty text or the rows. A failed refresh keeps the rows it had, with the error.
 */
export function DeskSection({
  id,
  title,
  query,
  count,
  headingCount = count,
  emptyText,
  timeZone,
  children,
  lead,
  outcome,
}: {
  id: string;
  title: string;
  query: ListQuery;
  /** Rows, once read (undefined while none has been read). */
  count: number | undefined;
  /** The number the heading shows, when not every row counts (the check-ins that still wait). */
  headingCount?: number;
  emptyText: string;
  timeZone: string;
  children: ReactNode;
  /** Shown under the heading whatever the list holds: what chooses the rows (the register's dates). */
  lead?: ReactNode;
  /** Shown whatever the list holds: what the desk's last action came to (the row may have left). */
  outcome?: ReactNode;
}) {
  const intl = useIntl();
  const headingId = useId();
  const retry = () => void query.refetch();
  let content: ReactNode;
  if (count === undefined && query.isError)
    content = <ListProblem error={query.error} onRetry={retry} busy={query.isFetching} />;
  else if (count === undefined)
    content = <p className="desk-section__quiet">{intl.formatMessage(deskMessages.loading)}</p>;
  else if (count === 0) content = <p className="desk-section__quiet">{emptyText}</p>;
  else content = children;

  return (
    <section id={id} className="desk-section" aria-labelledby={headingId} aria-busy={query.isFetching || undefined}>
      <div className="desk-section__head">
        <h2 id={headingId} className="desk-section__title">
          {title}
          {headingCount !== undefined && count !== undefined && count > 0 && (
            <span className="desk-section__count"> ({headingCount})</span>
          )}
        </h2>
        <button
          type="button"
          className="button button--secondary desk-section__refresh"
          onClick={retry}
          disabled={query.isFetching}
          aria-describedby={headingId}
        >
          {intl.formatMessage(deskMessages.refresh)}
        </button>
      </div>
      {lead}
      {query.fulfilledTimeStamp !== undefined && (
        <p className="desk-section__updated">
          {intl.formatMessage(updatedAt, { time: formatTime(query.fulfilledTimeStamp, timeZone) })}
        </p>
      )}
      {count !== undefined && query.isError && (
        <ListProblem error={query.error} onRetry={retry} busy={query.isFetching} />
      )}
      {content}
      {outcome}
    </section>
  );
}
