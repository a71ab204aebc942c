import { useEffect, useRef, useState } from 'react';
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import type { Reservation } from '@/api/providerApi';
import { httpStatus } from '@/api/errors';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { dateWithWeekday } from '@/lib/dateNames';
import { useHotel } from '@/domain/hotel/hotelContext';
import { inScript } from '@/domain/profile/profile';
import { StayCard } from '@/domain/stays/StayCard';
import { useStaySelection } from '@/domain/stays/useStaySelection';
import { AppLink } from '@/ui/AppLink';
import { formInput } from '@/lib/formInput';
import { SubmitButton } from '@/ui/form/SubmitButton';
import { LoadFailed } from '@/ui/LoadFailed';
import { Page } from '@/ui/Page';
import { Spinner } from '@/ui/Spinner';
import { CHECKIN_PATHS, reservationListEntryRedirect } from './checkinFlow';
import { selectCheckinDraft, selectSearchReservations } from './checkinSlice';
import { confirmReservations, searchForCheckin } from './checkinThunks';
import { nightsMessage, reservationMessages, roomsText } from './reservationText';
import { useCheckinNavigation } from './useCheckinNavigation';
import './Checkin.css';

/** The ticked reservations, kept while not yet confirmed (src/lib/formInput.ts). */
const FORM_ID = 'checkin.list';

const messages = defineMessages({
  title: { id: 'checkin.list.title', defaultMessage: 'Your reservations' },
  lead: { id: 'checkin.list.lead', defaultMessage: 'Select the reservations you are checking in to.' },
  guests: { id: 'checkin.list.guests', defaultMessage: 'Guests' },
  holder: { id: 'checkin.list.holder', defaultMessage: 'Reservation holder' },
  confirmedGuest: { id: 'checkin.list.confirmedGuest', defaultMessage: 'Confirmed guest' },
  next: { id: 'checkin.list.next', defaultMessage: 'Next' },
  searchAgain: { id: 'checkin.list.searchAgain', defaultMessage: 'Search for another reservation' },
});
const guestCountMessage = defineMessage<{ count: number }>({
  id: 'checkin.list.guestCount',
  defaultMessage: '{count, plural, one {# guest} other {# guests}}',
});

function ReservationCard({
  reservation,
  selected,
  onToggle,
}: {
  reservation: Reservation;
  selected: boolean;
  onToggle: () => void;
}) {
  const intl = useIntl();
  const { language } = useHotel();
  const name = (japanese: string | null, latin: string | null) =>
    inScript(japanese ?? latin ?? '', latin ?? japanese ?? '', language) || '—';
  const labels = { ...messages, ...reservationMessages };
  const detail = (label: keyof typeof labels, value: React.ReactNode) => ({
    label: intl.formatMessage(labels[label]),
    value,
  });
  return (
    <StayCard
      idPrefix="reservation"
      id={reservation.id}
      heading={
        <>
          {dateWithWeekday(reservation.checkinDate, language)} ・{' '}
          {intl.formatMessage(nightsMessage, { count: reservation.nights })}
        </>
      }
      details={[
        reservation.plan && detail('plan', reservation.plan),
        detail('rooms', roomsText(intl, reservation)),
        detail('guests', intl.formatMessage(guestCountMessage, { count: reservation.paxTotal })),
        detail('holder', name(reservation.userName, reservation.userNameEn)),
        detail('confirmedGuest', name(reservation.guestName, reservation.guestNameEn)),
        detail('reservationId', reservation.reservationId),
      ]}
      selected={selected}
      onToggle={onToggle}
    />
  );
}

/**
 * The reservations found (spec doc 2 "confirmReservationsList"): one card each, Next with at least
 * one chosen (rule 3). Without a draft: the check-in form (rule 9). Opened without search results
 * (a reload after they were lost), the phone search runs again; nothing found: the form (spec §8).
 */
export default function ReservationListScreen() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const { go, redirect, redirectAfterFailure } = useCheckinNavigation();
  const { hotelId, language, guide } = useHotel();
  const draft = useAppSelector(selectCheckinDraft);
  const found = useAppSelector(selectSearchReservations);
  const { selected, toggle } = useStaySelection(FORM_ID, () => draft?.reservationIds ?? []);
  const [busy, setBusy] = useState(false);
  const [searchFailed, setSearchFailed] = useState(false);
  const searched = useRef(false);

  useEffect(() => {
    const away = reservationListEntryRedirect(Boolean(draft));
    if (away) {
      redirect(away);
      return;
    }
    if (found || searched.current || !draft) return;
    searched.current = true;
    dispatch(
      searchForCheckin({
        by: 'phone',
        values: {
          reservationTel: draft.reservationTel,
          reservationId: '',
          reservationFamilyName: '',
          reservationGivenName: '',
        },
        hotelId,
        lang: language,
      }),
    )
      .unwrap()
      .catch((error: unknown) => {
        if (httpStatus(error as FetchBaseQueryError) === 404) redirectAfterFailure('form');
        else setSearchFailed(true);
      });
  }, [draft, found, dispatch, hotelId, language, redirect, redirectAfterFailure, searchFailed]);

  const title = intl.formatMessage(messages.title);
  const back = { to: CHECKIN_PATHS.form };
  if (!draft || !found) {
    const retry = () => {
      searched.current = false;
      setSearchFailed(false);
    };
    return (
      <Page title={title} back={back}>
        {searchFailed ? <LoadFailed onRetry={retry} /> : <Spinner />}
      </Page>
    );
  }

  const next = async (event: React.FormEvent) => {
    event.preventDefault();
    if (busy || selected.length === 0) return;
    setBusy(true);
    try {
      const step = await dispatch(
        confirmReservations({ reservationIds: selected, hotelId, plugins: guide.plugins }),
      ).unwrap();
      dispatch(formInput.actions.forget(FORM_ID));
      go(step);
    } catch {
      // The global handler says why (a reservation checked in meanwhile, say); the choice stays.
      setBusy(false);
    }
  };

  return (
    <Page title={title} back={back}>
      <form className="form" onSubmit={next} noValidate>
        <p className="form__lead">{intl.formatMessage(messages.lead)}</p>
        <ul className="stay-cards reservation-cards">
          {found.map((reservation) => (
            <ReservationCard
              key={reservation.id}
              reservation={reservation}
              selected={selected.includes(reservation.id)}
              onToggle={() => toggle(reservation.id)}
            />
          ))}
        </ul>
        <SubmitButton disabled={selected.length === 0} busy={busy}>
          {intl.formatMessage(messages.next)}
        </SubmitButton>
        <AppLink className="form__link" to={CHECKIN_PATHS.search}>
          {intl.formatMessage(messages.searchAgain)}
        </AppLink>
      </form>
    </Page>
  );
}
