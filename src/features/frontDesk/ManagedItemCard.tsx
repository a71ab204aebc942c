import { Fragment, useState, type ReactNode } from 'react';
import { ConfirmQuestion } from './consoleListParts';
import { DeskError } from './DeskError';

/** One fact of an item's card: its term and what it says. */
export interface CardFact {
  term: string;
  value: ReactNode;
}

/** The item's removal: its button, and the question asked once more before it is done. */
export interface CardRemoval {
  label: string;
  question: string;
  confirm: string;
  cancel: string;
  /** Removes the item; the question closes once it has answered. */
  onConfirm: () => Promise<unknown>;
}

/**
 * One row of a manager's list (an API key, a staff account, a webhook endpoint): its title and
 * facts, the error of its latest change, and its actions, the last of which removes it after asking
 * once more.
 */
export function ManagedItemCard({
  name,
  title = name,
  facts,
  error,
  busy,
  actions,
  removal,
  children,
}: {
  /** The row's accessible name: the item's own. */
  name: string;
  /** The heading, where it says more than the name. */
  title?: string;
  facts: CardFact[];
  /** The latest change's error; undefined when there is none. */
  error: unknown;
  /** A change is under way: the actions wait. */
  busy: boolean;
  /** The buttons before the removal's. */
  actions: ReactNode;
  removal: CardRemoval;
  /** Shown under the actions (an endpoint's deliveries). */
  children?: ReactNode;
}) {
  const [confirming, setConfirming] = useState(false);
  return (
    <li className="desk-card" aria-label={name}>
      <h3 className="desk-card__title">{title}</h3>
      <dl className="desk-card__facts">
        {facts.map(({ term, value }) => (
          <Fragment key={term}>
            <dt>{term}</dt>
            <dd>{value}</dd>
          </Fragment>
        ))}
      </dl>
      {error !== undefined && <DeskError error={error} />}
      {confirming ? (
        <ConfirmQuestion
          question={removal.question}
          confirm={removal.confirm}
          cancel={removal.cancel}
          busy={busy}
          onConfirm={() => void removal.onConfirm().finally(() => setConfirming(false))}
          onCancel={() => setConfirming(false)}
        />
      ) : (
        <div className="desk-card__actions">
          {actions}
          <button
            type="button"
            className="button button--secondary"
            disabled={busy}
            onClick={() => setConfirming(true)}
          >
            {removal.label}
          </button>
        </div>
      )}
      {children}
    </li>
  );
}
