import { useCallback, useState } from 'react';
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import { useParams, useSearchParams } from 'react-router-dom';
import { skipToken } from '@reduxjs/toolkit/query';
import { httpStatus } from '@/api/errors';
import { useGetCheckinHistoryDetailQuery, type CheckinDetails } from '@/api/providerApi';
import { formatDateTime } from '@/lib/dates';
import { useHotel } from '@/domain/hotel/hotelContext';
import { AppLink } from '@/ui/AppLink';
import { LoadFailed } from '@/ui/LoadFailed';
import { Page } from '@/ui/Page';
import { Spinner } from '@/ui/Spinner';
import { StatusMessage } from '@/ui/StatusMessage';
import { checkinPass, groupTickets, walletPassUrl, type TicketGroup } from '@/domain/stays/checkinPass';
import { TicketModal } from './TicketModal';
import '../mypage/MemberScreens.css';
import './History.css';
import { inScript } from '@/domain/profile/profile';
import { QrCode } from '@/ui/QrCode';

const messages = defineMessages({
  title: { id: 'account.checkinInfo.title', defaultMessage: 'Check-in information' },
  checkinTime: { id: 'account.checkinInfo.checkinTime', defaultMessage: 'Check-in date and time' },
  checkinId: { id: 'account.checkinInfo.checkinId', defaultMessage: 'Check-in ID' },
  qrCode: { id: 'account.checkinInfo.qrCode', defaultMessage: 'Check-in QR code' },
  wallet: { id: 'account.checkinInfo.wallet', defaultMessage: 'Save to wallet' },
  tickets: { id: 'account.checkinInfo.tickets', defaultMessage: 'Tickets' },
  showTickets: { id: 'account.checkinInfo.showTickets', defaultMessage: 'Show QR codes' },
  notFoundTitle: { id: 'account.checkinInfo.notFoundTitle', defaultMessage: 'Check-in not found' },
  notFoundBody: {
    id: 'account.checkinInfo.notFoundBody',
    defaultMessage: 'This check-in does not exist or belongs to another account.',
  },
  backToList: { id: 'account.checkinInfo.backToList', defaultMessage: 'Back to check-in history' },
});
const ticketCount = defineMessage<{ count: number }>({
  id: 'account.checkinInfo.ticketCount',
  defaultMessage: '{count, plural, one {# ticket} other {# tickets}}',
});

function Tickets({ details }: { details: CheckinDetails }) {
  const intl = useIntl();
  const [open, setOpen] = useState<TicketGroup | null>(null);
  const close = useCallback(() => setOpen(null), []);
  const groups = groupTickets(details.ticket);
  if (groups.length === 0) return null;
  return (
    <section aria-labelledby="checkin-info-tickets">
      <h2 id="checkin-info-tickets" className="checkin-info__section-title">
        {intl.formatMessage(messages.tickets)}
      </h2>
      <ul className="ticket-groups">
        {groups.map((group) => (
          <li key={group.name} className="ticket-group">
            <span className="ticket-group__text">
              <span className="ticket-group__name">{group.name}</span>
              <span className="ticket-group__count">
                {intl.formatMessage(ticketCount, { count: group.codes.length })}
              </span>
            </span>
            <button type="button" className="button" aria-haspopup="dialog" onClick={() => setOpen(group)}>
              {intl.formatMessage(messages.showTickets)}
              <span className="visually-hidden">{` (${group.name})`}</span>
            </button>
          </li>
        ))}
      </ul>
      {open && <TicketModal group={open} onClose={close} />}
    </section>
  );
}

function Details({ details }: { details: CheckinDetails }) {
  const intl = useIntl();
  const { language } = useHotel();
  const pass = checkinPass(details.qr_json);
  return (
    <>
      <h2 className="checkin-info__hotel">{inScript(details.hotel_name, details.hotel_name_latin, language)}</h2>
      <dl className="member-details">
        <div className="member-details__row">
          <dt>{intl.formatMessage(messages.checkinTime)}</dt>
          <dd>
            <time dateTime={details.checkin_time}>{formatDateTime(details.checkin_time, details.time_zone)}</time>
          </dd>
        </div>
        <div className="member-details__row">
          <dt>{intl.formatMessage(messages.checkinId)}</dt>
          <dd className="checkin-info__code">{details.checkin_code}</dd>
        </div>
      </dl>
      <div className="checkin-info__pass">
        <QrCode value={pass.qrValue} label={intl.formatMessage(messages.qrCode)} />
        {pass.passId && (
          <a className="button checkin-info__wallet" href={walletPassUrl(pass.passId)}>
            {intl.formatMessage(messages.wallet)}
          </a>
        )}
      </div>
      <Tickets details={details} />
    </>
  );
}

/**
 * One check-in of the member (spec doc 2 "checkinInfoView"): its QR code, wallet pass and tickets.
 * The tickets follow the check-in's hotel (the server sends them when its TKT plugin is on), not the
 * hotel whose app shows the history, which may be another.
 */
export default function CheckinInfoScreen() {
  const intl = useIntl();
  const { id = '' } = useParams();
  const [params] = useSearchParams();
  const checkinCode = params.get('checkinCode') ?? '';
  // Without its code a check-in cannot be asked for: it is as unknown as a wrong one.
  const detail = useGetCheckinHistoryDetailQuery(checkinCode ? { checkinId: id, checkinCode } : skipToken);
  const details = detail.currentData?.checkinHistory[0];

  let content;
  if (details) {
    content = <Details details={details} />;
  } else if (!checkinCode || detail.currentData || httpStatus(detail.error) === 404) {
    content = (
      <StatusMessage
        title={intl.formatMessage(messages.notFoundTitle)}
        action={
          <AppLink className="button" to="/mypage/checkin-history">
            {intl.formatMessage(messages.backToList)}
          </AppLink>
        }
      >
        {intl.formatMessage(messages.notFoundBody)}
      </StatusMessage>
    );
  } else if (detail.isError) {
    content = <LoadFailed onRetry={() => void detail.refetch()} busy={detail.isFetching} />;
  } else {
    content = <Spinner />;
  }

  return (
    <Page title={intl.formatMessage(messages.title)} back={{ to: '/mypage/checkin-history' }}>
      {content}
    </Page>
  );
}
