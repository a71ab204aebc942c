import { useEffect, useState } from 'react';
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
import { StayCard } from '@/domain/stays/StayCard';
import { useStaySelection } from '@/domain/stays/useStaySelection';
import { AppLink } from '@/ui/AppLink';
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

/** The card of a stay reservation or an approved check-in, as the list shows it. */
function CheckoutCard({
  item,
  selected,
  onToggle,
}: {
  item: CheckoutReservation | CheckinListItem;
  selected: boolean;
  onToggle: () => void;
}) {
  const intl = useIntl();
  const { language, guide } = useHotel();
  const label = (key: keyof typeof messages) => intl.formatMessage(messages[key]);
  const checkedIn = (time: string) => formatDateTime(time, guide.facilityBasicInfo.timeZone);
  const card = { idPrefix: 'checkout-item', id: item.id, selected, onToggle };
  if ('reservationId' in item) {
    const plan = pickLocalized(item.plan, language);
    return (
      <StayCard
        {...card}
        heading={`${label('reservationId')} ${item.reservationId} ・ ${intl.formatMessage(nightsMessage, { count: item.nights })}`}
        details={[
          (item.room || item.roomNumbers.length > 0) && {
            label: label('room'),
            value: [item.room, item.roomNumbers.join(', ')].filter(Boolean).join(' ・ '),
          },
          plan && { label: label('plan'), value: plan },
          item.guestName && { label: label('guest'), value: item.guestName },
          item.checkinTime && { label: label('checkinTime'), value: checkedIn(item.checkinTime) },
        ]}
      />
    );
  }
  return (
    <StayCard
      {...card}
      heading={`${label('checkinCode')} ${item.checkinCode}`}
      details={[
        item.roomNumbers.length > 0 && { label: label('room'), value: item.roomNumbers.join(', ') },
        item.guestName && { label: label('guest'), value: item.guestName },
        { label: label('checkinTime'), value: checkedIn(item.checkinTime) },
      ]}
    />
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
  const { go, redirect, redirectAfterFailure } = useCheckoutNavigation();
  const { hotelId, guide } = useHotel();
  const telephone = params.get('telephone');
  const args = telephone ? { telephone, hotelId } : undefined;
  const stays = useGetStayReservationsQuery(args!, { skip: kind !== 'reservations' || !args });
  const checkins = useGetCheckinsListQuery(args!, { skip: kind !== 'checkins' || !args });
  const formId = `checkout.list.${kind}`;
  const { selected, toggle } = useStaySelection(formId);
  const [busy, setBusy] = useState(false);
  const failed = kind === 'reservations' ? stays.isError : checkins.isError;

  useEffect(() => {
    const away = listEntryRedirect(telephone);
    if (away) redirect(away);
    // Spec §8: a list that fails to load returns to the search (the global handler says why).
    else if (failed) redirectAfterFailure('search');
  }, [telephone, failed, redirect, redirectAfterFailure]);

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
      redirectAfterFailure('search');
    }
  };

  return (
    <Page title={title} back={back}>
      <form className="form" onSubmit={next} noValidate>
        <p className="form__lead">{intl.formatMessage(messages.lead)}</p>
        <ul className="stay-cards">
          {items.map((item) => (
            <CheckoutCard
              key={item.id}
              item={item}
              selected={chosen.includes(item.id)}
              onToggle={() => toggle(item.id)}
            />
          ))}
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
