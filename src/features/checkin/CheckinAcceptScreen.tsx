import { useEffect } from 'react';
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import { gotNoAnswer } from '@/api/errors';
import { useGetUserInfoQuery } from '@/api/providerApi';
import { useAppSelector } from '@/app/hooks';
import { checkinPass, walletPassUrl } from '@/domain/stays/checkinPass';
import { MY_PAGE_PATH } from '@/domain/auth/authPaths';
import { useHotel } from '@/domain/hotel/hotelContext';
import { pluginEnabled } from '@/domain/hotel/plugins';
import { fullName } from '@/domain/profile/profile';
import { AppLink } from '@/ui/AppLink';
import { LoadFailed } from '@/ui/LoadFailed';
import { Page } from '@/ui/Page';
import { Spinner } from '@/ui/Spinner';
import { acceptEntryRedirect, CHECKIN_PATHS } from './checkinFlow';
import { selectApprovedCheckin } from './checkinSlice';
import { useCheckinNavigation } from './useCheckinNavigation';
import { QrCode } from '@/ui/QrCode';
import './Checkin.css';

const messages = defineMessages({
  title: { id: 'checkin.accept.title', defaultMessage: 'Check-in complete' },
  welcome: { id: 'checkin.accept.welcome', defaultMessage: 'Welcome!' },
  qrCode: { id: 'checkin.accept.qrCode', defaultMessage: 'Check-in QR code' },
  kiosk: { id: 'checkin.accept.kiosk', defaultMessage: 'Please hold the QR code over the check-in machine.' },
  wallet: { id: 'checkin.accept.wallet', defaultMessage: 'Save to wallet' },
  top: { id: 'checkin.accept.top', defaultMessage: 'Back to TOP' },
  myPage: { id: 'checkin.accept.myPage', defaultMessage: 'My Page' },
});
const guestName = defineMessage<{ name: string }>({ id: 'checkin.accept.name', defaultMessage: '{name}' });
const checkinId = defineMessage<{ code: string }>({
  id: 'checkin.accept.checkinId',
  defaultMessage: 'Check-in ID: {code}',
});
const mailSent = defineMessage<{ email: string }>({
  id: 'checkin.accept.mailSent',
  defaultMessage: 'Your registration information has been sent to your email address ({email}).',
});

/**
 * The check-in accepted (spec doc 2 "checkinAccept"): welcome, the guest's name (with the honorific
 * in Japanese), the QR code of the pass payload without pass_id (rule 11) at 235 px, the check-in
 * ID, the wallet link, the kiosk or mail note, TOP and My Page. No approved data: home (rule 9).
 * Offline the member's details cannot load: the pass shows without the name and the mail note.
 */
export default function CheckinAcceptScreen() {
  const intl = useIntl();
  const { redirect } = useCheckinNavigation();
  const { language, guide } = useHotel();
  const approved = useAppSelector(selectApprovedCheckin);
  const user = useGetUserInfoQuery();

  useEffect(() => {
    const away = acceptEntryRedirect(Boolean(approved));
    if (away) redirect(away);
  }, [approved, redirect]);

  const title = intl.formatMessage(messages.title);
  const member = user.data?.user;
  // Offline, the member cannot load: the pass (kept in session storage) shows without the name. Judged
  // by the failed request, not navigator.onLine (true on Wi-Fi with no internet behind it).
  const passOnly = gotNoAnswer(user.error);
  if (!approved || (!member && !passOnly)) {
    return (
      <Page title={title}>
        {approved && user.isError ? (
          <LoadFailed onRetry={() => void user.refetch()} busy={user.isFetching} />
        ) : (
          <Spinner />
        )}
      </Page>
    );
  }
  const pass = checkinPass(approved.qrJson);
  return (
    <Page title={title}>
      <section className="checkin-accept">
        <h2 className="checkin-accept__welcome">{intl.formatMessage(messages.welcome)}</h2>
        {member && (
          <p className="checkin-accept__name">{intl.formatMessage(guestName, { name: fullName(member, language) })}</p>
        )}
        <QrCode value={pass.qrValue} label={intl.formatMessage(messages.qrCode)} />
        <p className="checkin-accept__code">{intl.formatMessage(checkinId, { code: approved.checkinCode })}</p>
        {pass.passId && (
          <a className="button button--secondary" href={walletPassUrl(pass.passId)}>
            {intl.formatMessage(messages.wallet)}
          </a>
        )}
        {pluginEnabled(guide.plugins, 'KSK') ? (
          <p className="checkin-accept__note">{intl.formatMessage(messages.kiosk)}</p>
        ) : (
          member && <p className="checkin-accept__note">{intl.formatMessage(mailSent, { email: member.email })}</p>
        )}
        <AppLink className="button" to={CHECKIN_PATHS.home}>
          {intl.formatMessage(messages.top)}
        </AppLink>
        <AppLink className="button button--secondary" to={MY_PAGE_PATH}>
          {intl.formatMessage(messages.myPage)}
        </AppLink>
      </section>
    </Page>
  );
}
