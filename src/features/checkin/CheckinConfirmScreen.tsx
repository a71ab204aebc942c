import { skipToken } from '@reduxjs/toolkit/query';
import { Fragment, useEffect, useRef, useState, type ReactNode } from 'react';
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import { useGetCustomCheckinFieldsQuery, useGetUserInfoQuery, type Reservation } from '@/api/providerApi';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { memberDetailRows } from '@/domain/profile/memberDetails';
import { SUPPORT_EMAIL } from '@/lib/config';
import { dateWithWeekday } from '@/lib/dateNames';
import { useHotel } from '@/domain/hotel/hotelContext';
import { formatYen } from '@/lib/money';
import { fullName, isProfileComplete } from '@/domain/profile/profile';
import { AppLink } from '@/ui/AppLink';
import { SubmitButton } from '@/ui/form/SubmitButton';
import { LoadFailed } from '@/ui/LoadFailed';
import { Page } from '@/ui/Page';
import { useSavedCard } from '@/domain/payment/SavedCardPanel';
import { Spinner } from '@/ui/Spinner';
import { CHECKIN_PATHS, confirmBackTarget, confirmEntryRedirect } from './checkinFlow';
import {
  selectCheckinDraft,
  selectCheckinGuidance,
  selectCheckinPaymentData,
  selectCustomCheckinData,
  selectSearchReservations,
  type Accommodation,
  type CheckinDraft,
} from './checkinSlice';
import { submitCheckin } from './checkinThunks';
import { arrivalTimeLabel, checkinWindow } from './checkinFormOptions';
import { answerText } from './GuidanceFields';
import { useCountries, countryName } from './countries';
import { passportMessages, registeredMessage } from './PassportFields';
import { NON_JAPANESE, registerComplete } from './passports';
import { reservationMessages, roomsText, stayDatesText } from './reservationText';
import { useCheckinNavigation } from './useCheckinNavigation';
import './Checkin.css';

const messages = defineMessages({
  title: { id: 'checkin.confirm.title', defaultMessage: 'Confirm your check-in' },
  reservations: { id: 'checkin.confirm.reservations', defaultMessage: 'Reservations' },
  dates: { id: 'checkin.confirm.dates', defaultMessage: 'Dates' },
  stay: { id: 'checkin.confirm.stay', defaultMessage: 'Accommodation information' },
  arrival: { id: 'checkin.confirm.arrival', defaultMessage: 'Arrival date and time' },
  guests: { id: 'checkin.confirm.guests', defaultMessage: 'Number of guests' },
  companions: { id: 'checkin.confirm.companions', defaultMessage: 'Companions' },
  knowsContacts: {
    id: 'checkin.confirm.knowsContacts',
    defaultMessage: 'The representative knows everyone’s contacts',
  },
  previous: { id: 'checkin.confirm.previous', defaultMessage: 'Previous accommodation' },
  next: { id: 'checkin.confirm.next', defaultMessage: 'Next destination' },
  home: { id: 'checkin.confirm.home', defaultMessage: 'Home' },
  phone: { id: 'checkin.confirm.phone', defaultMessage: 'Phone number of the reservation' },
  representative: { id: 'checkin.confirm.representative', defaultMessage: 'Representative information' },
  guidance: { id: 'checkin.confirm.guidance', defaultMessage: 'Guidance from the hotel' },
  payment: { id: 'checkin.confirm.payment', defaultMessage: 'Payment details' },
  amount: { id: 'checkin.confirm.amount', defaultMessage: 'Amount billed' },
  method: { id: 'checkin.confirm.method', defaultMessage: 'Payment method' },
  frontDesk: { id: 'checkin.confirm.frontDesk', defaultMessage: 'Pay at the front desk' },
  creditCard: { id: 'checkin.confirm.creditCard', defaultMessage: 'Credit card' },
  receiptName: { id: 'checkin.confirm.receiptName', defaultMessage: 'Name on the receipt' },
  submit: { id: 'checkin.confirm.submit', defaultMessage: 'Check in' },
  mileage: { id: 'checkin.confirm.mileage', defaultMessage: 'Mileage Guide' },
});
const editLabel = defineMessage<{ block: string }>({ id: 'checkin.confirm.edit', defaultMessage: 'Edit {block}' });
const guestCount = defineMessage<{ count: number }>({
  id: 'checkin.confirm.guestCount',
  defaultMessage: '{count, plural, one {# guest} other {# guests}}',
});
// Spec doc 1 §9 "Mileage guide text": the campaign's label, and that it has ended, with the contact address.
const mileageLabel = defineMessage({
  id: 'checkin.confirm.mileageLabel',
  defaultMessage: 'Earn 100 miles by registering',
});
const mileageNote = defineMessage({
  id: 'checkin.confirm.mileageNote',
  defaultMessage: 'The mileage campaign has temporarily ended. For any questions, please contact:',
});

function EditIcon() {
  return (
    <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
      <path
        d="M4 17.3V20h2.7l8-8-2.7-2.7-8 8zm13.7-7.6a.7.7 0 0 0 0-1l-2.4-2.4a.7.7 0 0 0-1 0l-1.3 1.3 3.4 3.4 1.3-1.3z"
        fill="currentColor"
      />
    </svg>
  );
}

/** A block of the confirm screen with its edit icon. */
function Block({ title, editTo, children }: { title: string; editTo: string; children: ReactNode }) {
  const intl = useIntl();
  return (
    <section className="confirm-block" aria-label={title}>
      <div className="confirm-block__head">
        <h2 className="confirm-block__title">{title}</h2>
        <AppLink
          className="confirm-block__edit"
          to={editTo}
          aria-label={intl.formatMessage(editLabel, { block: title })}
        >
          <EditIcon />
        </AppLink>
      </div>
      <dl className="confirm-details">{children}</dl>
    </section>
  );
}

function Row({ label, children, className }: { label: string; children: ReactNode; className?: string }) {
  return (
    <div className={className ? `confirm-details__row ${className}` : 'confirm-details__row'}>
      <dt>{label}</dt>
      <dd>{children || '—'}</dd>
    </div>
  );
}

function StayRows({ draft }: { draft: CheckinDraft }) {
  const intl = useIntl();
  const { language, guide } = useHotel();
  const place = (accommodation: Accommodation, text: string) =>
    accommodation === 'Home' ? intl.formatMessage(messages.home) : text;
  const companions = draft.knowsContacts
    ? intl.formatMessage(messages.knowsContacts)
    : draft.companionsList.map((c) => fullName(c, language)).join('\n');
  return (
    <>
      <Row
        label={intl.formatMessage(messages.arrival)}
      >{`${dateWithWeekday(draft.inDate, language)} ${arrivalTimeLabel(intl, draft.inTime, guide.facilityBasicInfo.checkinBeginTime)}`}</Row>
      <Row label={intl.formatMessage(messages.guests)}>
        {intl.formatMessage(guestCount, { count: draft.totalMembers })}
      </Row>
      {draft.totalMembers > 1 && <Row label={intl.formatMessage(messages.companions)}>{companions}</Row>}
      <Row label={intl.formatMessage(messages.previous)}>{place(draft.previousAccommodation, draft.previousPlace)}</Row>
      <Row label={intl.formatMessage(messages.next)}>{place(draft.nextAccommodation, draft.nextPlace)}</Row>
      <Row label={intl.formatMessage(messages.phone)}>{draft.reservationTel}</Row>
    </>
  );
}

/**
 * The guest register's part (issue 24): whether the representative has an address in Japan, then
 * each captured passport by guest: nationality, the number masked, the photo registered.
 */
function PassportRows({ draft }: { draft: CheckinDraft }) {
  const intl = useIntl();
  const { language } = useHotel();
  const countries = useCountries(language);
  const guestName = (guest: number) => {
    const companion = draft.companionsList[guest - 1];
    return guest === 0 || !companion
      ? intl.formatMessage(passportMessages.representative)
      : fullName(companion, language);
  };
  return (
    <>
      <Row label={intl.formatMessage(passportMessages.residesInJapan)}>
        {intl.formatMessage(draft.residesInJapan ? passportMessages.yes : passportMessages.no)}
      </Row>
      {(draft.passports ?? []).map((passport) => (
        <Row key={passport.guest} label={guestName(passport.guest)}>
          {[
            countryName(countries, passport.nationality),
            intl.formatMessage(registeredMessage, { number: passport.maskedNumber }),
            intl.formatMessage(passportMessages.photoRegistered),
          ].join('\n')}
        </Row>
      ))}
    </>
  );
}

/**
 * What is being checked in: each chosen reservation's ID, dates, and plan or rooms (one phone can
 * hold two bookings, so the guest sees which one this is).
 */
function ReservationRows({ reservations }: { reservations: Reservation[] }) {
  const intl = useIntl();
  const { language } = useHotel();
  return reservations.map((reservation) => (
    <Fragment key={reservation.id}>
      <Row label={intl.formatMessage(reservationMessages.reservationId)} className="confirm-details__row--first">
        {reservation.reservationId}
      </Row>
      <Row label={intl.formatMessage(messages.dates)}>{stayDatesText(intl, reservation, language)}</Row>
      {reservation.plan ? (
        <Row label={intl.formatMessage(reservationMessages.plan)}>{reservation.plan}</Row>
      ) : (
        <Row label={intl.formatMessage(reservationMessages.rooms)}>{roomsText(intl, reservation)}</Row>
      )}
    </Fragment>
  ));
}

/**
 * The confirm screen (spec doc 2 "checkinConfirm"): every block with its edit icon, the payment,
 * the Check-in button (rule 6) and the Mileage Guide footnote. Entry (rule 5): no draft → the form;
 * guidance unanswered → guidance; an incomplete profile, or an NJP representative's register
 * unanswered or without their passport (issue 24) → edit. Back follows rule 7.
 */
export default function CheckinConfirmScreen() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const { go, redirect } = useCheckinNavigation();
  const { hotelId, language, guide } = useHotel();
  const draft = useAppSelector(selectCheckinDraft);
  const answers = useAppSelector(selectCustomCheckinData);
  const payment = useAppSelector(selectCheckinPaymentData);
  const savedCard = useSavedCard();
  const found = useAppSelector(selectSearchReservations);
  const guidance = useAppSelector(selectCheckinGuidance);
  const user = useGetUserInfoQuery();
  const fields = useGetCustomCheckinFieldsQuery(guidance ? { hotelId, lang: language } : skipToken);
  const [busy, setBusy] = useState(false);
  // Once sent, the cleared draft must not send the guest back to the form on the way to accept.
  const submitted = useRef(false);

  const member = user.data?.user;
  useEffect(() => {
    if (submitted.current || !member) return;
    const away = confirmEntryRedirect({
      hasDraft: Boolean(draft),
      guidance,
      hasCustomData: Boolean(answers),
      profileComplete: isProfileComplete(member),
      registerComplete: !draft || registerComplete(member.nationality, draft),
    });
    if (away) redirect(away);
  }, [draft, guidance, answers, member, redirect]);

  const title = intl.formatMessage(messages.title);
  const back = {
    to: CHECKIN_PATHS[
      confirmBackTarget({ hasPaymentData: Boolean(payment), guidance, hasSearchResults: Boolean(found) })
    ],
  };
  if (user.isError) {
    return (
      <Page title={title} back={back}>
        <LoadFailed onRetry={() => void user.refetch()} busy={user.isFetching} />
      </Page>
    );
  }
  if (
    !draft ||
    !member ||
    !isProfileComplete(member) ||
    !registerComplete(member.nationality, draft) ||
    (guidance && (!answers || !fields.data))
  ) {
    return (
      <Page title={title} back={back}>
        {fields.isError ? <LoadFailed onRetry={() => void fields.refetch()} busy={fields.isFetching} /> : <Spinner />}
      </Page>
    );
  }

  const list = fields.data?.customCheckin ?? [];
  const chosen = (found ?? []).filter((reservation) => draft.reservationIds.includes(reservation.id));
  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    submitted.current = true;
    try {
      const next = await dispatch(
        submitCheckin({
          hotelId,
          lang: language,
          user: member,
          fields: list,
          window: checkinWindow(guide.facilityBasicInfo),
        }),
      ).unwrap();
      // Back to edit (the arrival passed) or to payment (the card refused): their toast goes along.
      go(next, { replace: true, keepToasts: next !== 'accept' });
    } catch {
      // The global handler says why; the draft (and its submission key, for a retry) stays.
      submitted.current = false;
      setBusy(false);
    }
  };

  return (
    <Page title={title} back={back}>
      <form onSubmit={submit} noValidate>
        {chosen.length > 0 && (
          <Block title={intl.formatMessage(messages.reservations)} editTo={CHECKIN_PATHS.reservationList}>
            <ReservationRows reservations={chosen} />
          </Block>
        )}
        <Block title={intl.formatMessage(messages.stay)} editTo={`${CHECKIN_PATHS.edit}#stay`}>
          <StayRows draft={draft} />
        </Block>
        <Block title={intl.formatMessage(messages.representative)} editTo={`${CHECKIN_PATHS.edit}#representative`}>
          {memberDetailRows(intl, member, language).map(([label, value]) => (
            <Row key={label} label={label}>
              {value}
            </Row>
          ))}
        </Block>
        {member.nationality === NON_JAPANESE && (
          <Block title={intl.formatMessage(passportMessages.title)} editTo={`${CHECKIN_PATHS.edit}#passport`}>
            <PassportRows draft={draft} />
          </Block>
        )}
        {guidance === 1 && (
          <Block title={intl.formatMessage(messages.guidance)} editTo={`${CHECKIN_PATHS.edit}#guidance`}>
            {list
              .filter((field) => field.inputType !== 'none')
              .map((field) => (
                <Row key={field.id} label={field.title}>
                  {answerText(
                    field,
                    answers?.find((answer) => answer.id === field.id),
                  )}
                </Row>
              ))}
          </Block>
        )}
        {payment && (
          <Block title={intl.formatMessage(messages.payment)} editTo={CHECKIN_PATHS.payment}>
            <Row label={intl.formatMessage(messages.amount)}>{formatYen(payment.paymentAmount, intl.locale)}</Row>
            <Row label={intl.formatMessage(messages.method)}>
              {payment.paymentMethod === 'creditCard'
                ? // Spec: the card number (masked) for a card payment.
                  [intl.formatMessage(messages.creditCard), savedCard.card?.cardBrand, savedCard.card?.cardNumber]
                    .filter(Boolean)
                    .join(' ')
                : intl.formatMessage(messages.frontDesk)}
            </Row>
            {payment.receiptName && <Row label={intl.formatMessage(messages.receiptName)}>{payment.receiptName}</Row>}
          </Block>
        )}
        <div className="checkin-actions">
          <SubmitButton busy={busy}>{intl.formatMessage(messages.submit)}</SubmitButton>
        </div>
        <div className="checkin-footnote" role="note" aria-labelledby="mileage-guide">
          <p className="checkin-footnote__title" id="mileage-guide">
            {intl.formatMessage(messages.mileage)}
          </p>
          <p className="checkin-footnote__label">{intl.formatMessage(mileageLabel)}</p>
          <p>
            {intl.formatMessage(mileageNote)} <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>
          </p>
        </div>
      </form>
    </Page>
  );
}
