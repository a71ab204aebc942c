import { useEffect, useState, type ReactNode } from 'react';
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import {
  useGetCheckinsListQuery,
  useGetStayReservationsQuery,
  type CheckinListItem,
  type CheckoutReservation,
} from '@/api/providerApi';
import { useAppDispatch } from '@/app/hooks';
import { formatDateTime } from '@/lib/dates';
import { formInput } from '@/lib/formInput';
import { useHotel } from '@/domain/hotel/hotelContext';
import { pickLocalized } from '@/lib/localized';
import { AppLink } from '@/ui/AppLink';
import { useKeptInput } from '@/ui/form/KeepFormInput';
import { SubmitButton } from '@/ui/form/SubmitButton';
import { Page } from '@/ui/Page';
import { Spinner } from '@/ui/Spinner';
import { approvedCheckins, CHECKOUT_PATHS, listEntryRedirect } from './checkoutFlow';
import { chooseForCheckout } from './checkoutThunks';
import { useCheckoutNavigation } from './useCheckoutNavigation';
import './Checkout.css';

const messages = defineMessages({
  reservationsTitle: { id: 'checkout.list.reservationsTitle', defaultMessage: 'Your stay' },
  checkinsTitle: { id: 'checkout.list.checkinsTitle', defaultMessage: 'Your check-ins' },
  lead: { id: 'checkout.list.lead', defaultMessage: 'Select the rooms you are checking out of.' },
  reservationId: { id: 'checkout.list.reservationId', defaultMessage: 'Reservation ID' },
  checkinCode: { id: 'checkout.list.checkinCode', defaultMessage: 'Check-in ID' },
  room: { id: 'checkout.list.room', defaultMessage: 'Room' },
  plan: { id: 'checkout.list.plan', defaultMessage: 'Plan' },
  guest: { id: 'checkout.list.guest', defaultMessage: 'Guest' },
  checkinTime: { id: 'checkout.list.checkinTime', defaultMessage: 'Checked in' },
  next: { id: 'checkout.list.next', defaultMessage: 'Next' },
  searchAgain: { id: 'checkout.list.searchAgain', defaultMessage: 'Search again' },
});
const nightsMessage = defineMessage<{ count: number }>({
  id: 'checkout.list.nights',
  defaultMessage: '{count, plural, one {# night} other {# nights}}',
});

export type CheckoutListKind = 'reservations' | 'checkins';

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="checkout-card__row">
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

function Card({
  id,
  heading,
  selected,
  onToggle,
  children,
}: {
  id: string;
  heading: string;
  selected: boolean;
  onToggle: () => void;
  children: ReactNode;
}) {
  const labelId = `checkout-item-${id}`;
  return (
    <li className={`checkout-card${selected ? ' checkout-card--selected' : ''}`}>
      <label className="checkout-card__head">
        <input type="checkbox" checked={selected} onChange={onToggle} aria-describedby={`${labelId}-details`} />
        <span id={labelId}>{heading}</span>
      </label>
      <dl className="checkout-card__details" id={`${labelId}-details`}>
        {children}
      </dl>
    </li>
  );
}

function ReservationDetails({ item }: { item: CheckoutReservation }) {
  const intl = useIntl();
  const { language, guide } = useHotel();
  const plan = pickLocalized(item.plan, language);
  return (
    <>
      {(item.room || item.roomNumbers.length > 0) && (
        <Detail label={intl.formatMessage(messages.room)}>
          {[item.room, item.roomNumbers.join(', ')].filter(Boolean).join(' ・ ')}
        </Detail>
      )}
      {plan && <Detail label={intl.formatMessage(messages.plan)}>{plan}</Detail>}
      {item.guestName && <Detail label={intl.formatMessage(messages.guest)}>{item.guestName}</Detail>}
      {item.checkinTime && (
        <Detail label={intl.formatMessage(messages.checkinTime)}>
          {formatDateTime(item.checkinTime, guide.facilityBasicInfo.timeZone)}
        </Detail>
      )}
    </>
  );
}

function CheckinDetails({ item }: { item: CheckinListItem }) {
  const intl = useIntl();
  const { guide } = useHotel();
  return (
    <>
      {item.roomNumbers.length > 0 && (
        <Detail label={intl.formatMessage(messages.room)}>{item.roomNumbers.join(', ')}</Detail>
      )}
      {item.guestName && <Detail label={intl.formatMessage(messages.guest)}>{item.guestName}</Detail>}
      <Detail label={intl.formatMessage(messages.checkinTime)}>
        {formatDateTime(item.checkinTime, guide.facilityBasicInfo.timeZone)}
      </Detail>
    </>
  );
}

/**
 * The stay reservations or approved check-ins of the phone number (spec doc 2 "confirmCheckout…"):
 * selectable cards, Next with at least one chosen, and a new search. Without the telephone query,
 * or when the list fails to load, the search (rule 2).
 */
export function CheckoutList({ kind }: { kind: CheckoutListKind }) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const [params] = useSearchParams();
  const { go, redirect } = useCheckoutNavigation();
  const { hotelId, guide } = useHotel();
  const telephone = params.get('telephone');
  const args = telephone ? { telephone, hotelId } : undefined;
  const stays = useGetStayReservationsQuery(args!, { skip: kind !== 'reservations' || !args });
  const checkins = useGetCheckinsListQuery(args!, { skip: kind !== 'checkins' || !args });
  const formId = `checkout.list.${kind}`;
  const kept = useKeptInput<string[]>(formId);
  const [selected, setSelected] = useState<string[]>(() => kept ?? []);
  const [busy, setBusy] = useState(false);
  const failed = kind === 'reservations' ? stays.isError : checkins.isError;

  useEffect(() => {
    const away = listEntryRedirect(telephone) ?? (failed ? 'search' : null);
    if (away) redirect(away);
  }, [telephone, failed, redirect]);

  const items: (CheckoutReservation | CheckinListItem)[] | undefined =
    kind === 'reservations' ? stays.data?.stayReservations : checkins.data && approvedCheckins(checkins.data.checkin);
  const title = intl.formatMessage(kind === 'reservations' ? messages.reservationsTitle : messages.checkinsTitle);
  const back = { to: CHECKOUT_PATHS.search };
  if (!items) {
    return (
      <Page title={title} back={back}>
        <Spinner />
      </Page>
    );
  }

  const toggle = (id: string) => {
    const next = selected.includes(id) ? selected.filter((x) => x !== id) : [...selected, id];
    setSelected(next);
    dispatch(formInput.actions.keep({ id: formId, values: next }));
  };
  const chosen = selected.filter((id) => items.some((item) => item.id === id));
  const next = async (event: React.FormEvent) => {
    event.preventDefault();
    if (busy || chosen.length === 0) return;
    setBusy(true);
    try {
      const step = await dispatch(chooseForCheckout({ kind, ids: chosen, hotelId, plugins: guide.plugins })).unwrap();
      dispatch(formInput.actions.forget(formId));
      go(step);
    } catch {
      // Spec §8: an error on the check-out list returns to the search (the global handler says why).
      dispatch(formInput.actions.forget(formId));
      redirect('search');
    }
  };

  return (
    <Page title={title} back={back}>
      <form className="form" onSubmit={next} noValidate>
        <p className="form__lead">{intl.formatMessage(messages.lead)}</p>
        <ul className="checkout-cards">
          {items.map((item) =>
            'reservationId' in item ? (
              <Card
                key={item.id}
                id={item.id}
                heading={`${intl.formatMessage(messages.reservationId)} ${item.reservationId} ・ ${intl.formatMessage(nightsMessage, { count: item.nights })}`}
                selected={chosen.includes(item.id)}
                onToggle={() => toggle(item.id)}
              >
                <ReservationDetails item={item} />
              </Card>
            ) : (
              <Card
                key={item.id}
                id={item.id}
                heading={`${intl.formatMessage(messages.checkinCode)} ${item.checkinCode}`}
                selected={chosen.includes(item.id)}
                onToggle={() => toggle(item.id)}
              >
                <CheckinDetails item={item} />
              </Card>
            ),
          )}
        </ul>
        <SubmitButton disabled={chosen.length === 0} busy={busy}>
          {intl.formatMessage(messages.next)}
        </SubmitButton>
        <AppLink className="form__link" to={CHECKOUT_PATHS.search}>
          {intl.formatMessage(messages.searchAgain)}
        </AppLink>
      </form>
    </Page>
  );
}
