import type { ReactNode } from 'react';

/** One line of a card's details: its label and what it says; a falsy one is left out. */
export type StayDetail = { label: string; value: ReactNode } | false | '' | null | undefined;

/**
 * A reservation or check-in the guest can tick in a list (check-in's reservations, check-out's
 * stays and check-ins): a checkbox with the heading, then the details. `block` is the list's own
 * class name (`reservation-card`, `checkout-card`), `idPrefix` names the heading's and the
 * details' ids.
 */
export function StayCard({
  block,
  idPrefix,
  id,
  heading,
  details,
  selected,
  onToggle,
}: {
  block: string;
  idPrefix: string;
  id: string;
  heading: ReactNode;
  details: StayDetail[];
  selected: boolean;
  onToggle: () => void;
}) {
  const labelId = `${idPrefix}-${id}`;
  return (
    <li className={`${block}${selected ? ` ${block}--selected` : ''}`}>
      <label className={`${block}__head`}>
        <input type="checkbox" checked={selected} onChange={onToggle} aria-describedby={`${labelId}-details`} />
        <span id={labelId}>{heading}</span>
      </label>
      <dl className={`${block}__details`} id={`${labelId}-details`}>
        {details.map(
          (detail) =>
            detail && (
              <div key={detail.label} className={`${block}__row`}>
                <dt>{detail.label}</dt>
                <dd>{detail.value}</dd>
              </div>
            ),
        )}
      </dl>
    </li>
  );
}
