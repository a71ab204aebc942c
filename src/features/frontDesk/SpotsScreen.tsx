import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { useGetHotelSpotsQuery, type HotelSetupSpot } from '@/api/frontDeskApi';
import { consoleMessages } from './consoleMessages';
import { saveSpots } from './consoleListThunks';
import { RowActions, useListSave } from './consoleListParts';
import { useFrontDeskDispatch } from './frontDeskHooks';
import { DeskSection } from './ListState';
import './ConsoleLists.css';
import { SpotForm } from './SpotForm';
import { categoryNames, spotMessages } from './spotMessages';
import { SPOT_CATEGORIES, type SpotCategory } from './spotValues';

/** The list with the spot at `index` swapped with the next one of its category above (-1) or below (1). */
function movedInCategory(spots: readonly HotelSetupSpot[], index: number, by: -1 | 1): HotelSetupSpot[] {
  const same = spots.flatMap((s, i) => (s.category === spots[index]!.category ? [i] : []));
  const other = same[same.indexOf(index) + by];
  const next = [...spots];
  if (other === undefined) return next;
  [next[index], next[other]] = [next[other]!, next[index]!];
  return next;
}

/**
 * The managers' Travel guide screen (issue 32): the guide's spots by category (food, activity,
 * shopping; the hotel's own if it has any), each category in the guide's order, moved up or down
 * here, and one spot at a time in its form (SpotForm). Each change saves the whole list with the
 * version it was read at (409 edit_conflict when another manager saved meanwhile).
 */
export function SpotsScreen({ timeZone }: { timeZone: string }) {
  const intl = useIntl();
  const dispatch = useFrontDeskDispatch();
  const query = useGetHotelSpotsQuery();
  // The spot open in the form by its placeId; null for a new one.
  const [editing, setEditing] = useState<{ placeId: string | null } | null>(null);
  const { busy, save, outcome } = useListSave(() => query.refetch());
  const loaded = query.data;

  if (editing && loaded) {
    return (
      <SpotForm
        loaded={loaded}
        placeId={editing.placeId}
        onSaved={(placeId) => setEditing({ placeId })}
        onBack={() => setEditing(null)}
        reload={async () => (await query.refetch()).data}
      />
    );
  }

  const move = async (index: number, by: -1 | 1) => {
    if (!loaded) return;
    await save(() =>
      dispatch(saveSpots({ version: loaded.version, spots: movedInCategory(loaded.spots, index, by) })).unwrap(),
    );
  };

  const spots = loaded?.spots;
  // The hotel's own spots (category 0) only when it has some: the console adds food, activity and shopping.
  const categories = SPOT_CATEGORIES.filter((c) => c !== 0 || spots?.some((s) => s.category === 0));
  return (
    <DeskSection
      id="front-desk-spots"
      title={intl.formatMessage(consoleMessages.spots)}
      query={query}
      count={spots?.length}
      emptyText={intl.formatMessage(spotMessages.empty)}
      timeZone={timeZone}
      lead={
        <>
          <p className="front-desk__lead">{intl.formatMessage(spotMessages.lead)}</p>
          <button type="button" className="button console-list__add" onClick={() => setEditing({ placeId: null })}>
            {intl.formatMessage(spotMessages.add)}
          </button>
        </>
      }
      outcome={outcome}
    >
      {spots &&
        categories.map((category) => (
          <CategoryList
            key={category}
            category={category}
            spots={spots}
            busy={busy}
            onEdit={(placeId) => setEditing({ placeId })}
            onMove={(index, by) => void move(index, by)}
          />
        ))}
    </DeskSection>
  );
}

function CategoryList({
  category,
  spots,
  busy,
  onEdit,
  onMove,
}: {
  category: SpotCategory;
  spots: HotelSetupSpot[];
  busy: boolean;
  onEdit: (placeId: string) => void;
  onMove: (index: number, by: -1 | 1) => void;
}) {
  const intl = useIntl();
  const headingId = useId();
  const inCategory = spots.flatMap((spot, index) => (spot.category === category ? [{ spot, index }] : []));
  return (
    <section className="console-list__category" aria-labelledby={headingId}>
      <h3 id={headingId} className="console-list__category-title">
        {intl.formatMessage(categoryNames[category])}
      </h3>
      {inCategory.length === 0 ? (
        <p className="desk-section__quiet">{intl.formatMessage(spotMessages.emptyCategory)}</p>
      ) : (
        <ul className="desk-list">
          {inCategory.map(({ spot, index }, position) => (
            <SpotRow
              key={spot.placeId}
              spot={spot}
              index={position}
              count={inCategory.length}
              busy={busy}
              onEdit={() => onEdit(spot.placeId)}
              onMove={(by) => onMove(index, by)}
            />
          ))}
        </ul>
      )}
    </section>
  );
}

function SpotRow({
  spot,
  ...actions
}: {
  spot: HotelSetupSpot;
  index: number;
  count: number;
  busy: boolean;
  onEdit: () => void;
  onMove: (by: -1 | 1) => void;
}) {
  const titleId = useId();
  return (
    <li className="desk-card" aria-labelledby={titleId}>
      <h4 className="desk-card__title" id={titleId}>
        {spot.name.ja}
      </h4>
      {spot.name.en && <p>{spot.name.en}</p>}
      {spot.address && <p>{spot.address}</p>}
      <RowActions words={spotMessages} titleId={titleId} {...actions} />
    </li>
  );
}
