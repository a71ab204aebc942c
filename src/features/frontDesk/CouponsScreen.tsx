import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { useGetConsoleCouponsQuery, type HotelSetupCoupon } from '@/api/frontDeskApi';
import { formatDateTime } from '@/lib/dates';
import { consoleMessages } from './consoleMessages';
import { saveCoupons } from './consoleListThunks';
import { moved, RowActions, useListSave } from './consoleListParts';
import { CouponForm } from './CouponForm';
import { couponMessages, validityRange } from './couponMessages';
import { useFrontDeskDispatch } from './frontDeskHooks';
import { DeskSection } from './ListState';
import './ConsoleLists.css';

/**
 * The managers' Coupons screen (issue 32): the hotel's coupons in the guests' order, moved up or down
 * here, and one coupon at a time in its form (CouponForm). Each change saves the whole list with the
 * version it was read at (409 edit_conflict when another manager saved meanwhile).
 */
export function CouponsScreen({ timeZone }: { timeZone: string }) {
  const intl = useIntl();
  const dispatch = useFrontDeskDispatch();
  const query = useGetConsoleCouponsQuery();
  // The coupon open in the form by its title as saved; null for a new one.
  const [editing, setEditing] = useState<{ title: string | null } | null>(null);
  const { busy, save, outcome } = useListSave(() => query.refetch());
  const loaded = query.data;

  if (editing && loaded) {
    return (
      <CouponForm
        loaded={loaded}
        title={editing.title}
        timeZone={timeZone}
        onSaved={(title) => setEditing({ title })}
        onBack={() => setEditing(null)}
        reload={async () => (await query.refetch()).data}
      />
    );
  }

  const move = async (index: number, by: -1 | 1) => {
    if (!loaded) return;
    await save(() =>
      dispatch(saveCoupons({ version: loaded.version, coupons: moved(loaded.coupons, index, by) })).unwrap(),
    );
  };

  const coupons = loaded?.coupons;
  return (
    <DeskSection
      id="front-desk-coupons"
      title={intl.formatMessage(consoleMessages.coupons)}
      query={query}
      count={coupons?.length}
      emptyText={intl.formatMessage(couponMessages.empty)}
      timeZone={timeZone}
      lead={
        <>
          <p className="front-desk__lead">{intl.formatMessage(couponMessages.lead)}</p>
          <button type="button" className="button console-list__add" onClick={() => setEditing({ title: null })}>
            {intl.formatMessage(couponMessages.add)}
          </button>
        </>
      }
      outcome={outcome}
    >
      <ul className="desk-list">
        {coupons?.map((coupon, index) => (
          <CouponRow
            key={coupon.title}
            coupon={coupon}
            timeZone={timeZone}
            index={index}
            count={coupons.length}
            busy={busy}
            onEdit={() => setEditing({ title: coupon.title })}
            onMove={(by) => void move(index, by)}
          />
        ))}
      </ul>
    </DeskSection>
  );
}

function CouponRow({
  coupon,
  timeZone,
  ...actions
}: {
  coupon: HotelSetupCoupon;
  timeZone: string;
  index: number;
  count: number;
  busy: boolean;
  onEdit: () => void;
  onMove: (by: -1 | 1) => void;
}) {
  const intl = useIntl();
  const titleId = useId();
  const at = (iso: string | undefined) => (iso ? formatDateTime(iso, timeZone) : '');
  const validity =
    coupon.validFrom || coupon.validTo
      ? intl.formatMessage(validityRange, { from: at(coupon.validFrom), to: at(coupon.validTo) })
      : intl.formatMessage(couponMessages.always);
  return (
    <li className="desk-card" aria-labelledby={titleId}>
      <h3 className="desk-card__title" id={titleId}>
        {coupon.title}
      </h3>
      {coupon.titleLatin && <p>{coupon.titleLatin}</p>}
      <dl className="desk-card__facts">
        {coupon.venue && (
          <>
            <dt>{intl.formatMessage(couponMessages.venueFact)}</dt>
            <dd>{coupon.venue}</dd>
          </>
        )}
        <dt>{intl.formatMessage(couponMessages.validity)}</dt>
        <dd>{validity}</dd>
      </dl>
      <RowActions words={couponMessages} titleId={titleId} {...actions} />
    </li>
  );
}
