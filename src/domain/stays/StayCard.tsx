import type { ReactNode } from 'react';
import './StayCard.css';

/** One line of a card's details: its label and what it says; a falsy one is left out. */
export type StayDetail = { label: string; value: ReactNode } | false | '' | null | undefined;

/**
 * A reservation or check-in the guest can tick in a list (check-in's reservations, check-out's
 * stays and check-ins), in a `stay-cards` list: a checkbox with the heading, then the details.
 * `idPrefix` names the heading's and the details' ids.
 */
export function StayCard({
  idPrefix,
  id,
  heading,
  details,
  selected,
  onToggle,
}: {
  idPrefix: string;
  id: string;
  heading: ReactNode;
  details: StayDetail[];
  selected: boolean;
  onToggle: () => void;
}) {
  const labelId = `${idPrefix}-${id}`;
  return (
    <li className={selected ? 'stay-card stay-card--selected' : 'stay-card'}>
      <label className="stay-card__head">
        <input type="checkbox" checked={selected} onChange={onToggle} aria-describedby={`${labelId}-details`} />
        <span id={labelId}>{heading}</span>
      </label>
      <dl className="stay-card__details" id={`${labelId}-details`}>
        {details.map(
          (detail) =>
            detail && (
              <div key={detail.label} className="stay-card__row">
                <dt>{detail.label}</dt>
                <dd>{detail.value}</dd>
              </div>
            ),
        )}
      </dl>
    </li>
  );
}
