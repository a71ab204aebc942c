import { useEffect, useRef, useState } from 'react';
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { useGetUserInfoQuery } from '@/api/providerApi';
import { useAppDispatch } from '@/app/hooks';
import { HELP_URL, PROVIDER_SITE_URL } from '@/lib/config';
import { useHotel } from '@/domain/hotel/hotelContext';
import { withAppQuery } from '@/lib/navigation';
import { fullName } from '@/domain/profile/profile';
import { AppLink } from '@/ui/AppLink';
import { LoadFailed } from '@/ui/LoadFailed';
import { NewTabHint } from '@/ui/NewTabHint';
import { Page } from '@/ui/Page';
import { Spinner } from '@/ui/Spinner';
import { showToast } from '@/ui/toastSlice';
import { signOut } from '../../../domain/auth/session';
import './MemberScreens.css';

const messages = defineMessages({
  title: { id: 'account.myPage.title', defaultMessage: 'My Page' },
  menu: { id: 'account.myPage.menu', defaultMessage: 'My Page menu' },
  memberInfo: { id: 'account.myPage.memberInfo', defaultMessage: 'Member information' },
  checkinHistory: { id: 'account.myPage.checkinHistory', defaultMessage: 'Check-in history' },
  creditCard: { id: 'account.myPage.creditCard', defaultMessage: 'Credit card' },
  invoices: { id: 'account.myPage.invoices', defaultMessage: 'Invoices' },
  help: { id: 'account.myPage.help', defaultMessage: 'Help' },
  providerSite: { id: 'account.myPage.providerSite', defaultMessage: 'Operating company' },
  termsOfUse: { id: 'account.myPage.termsOfUse', defaultMessage: 'Terms of use' },
  privacyPolicy: { id: 'account.myPage.privacyPolicy', defaultMessage: 'Privacy policy' },
  securityPolicy: { id: 'account.myPage.securityPolicy', defaultMessage: 'Security policy' },
  signOut: { id: 'account.myPage.signOut', defaultMessage: 'Sign out' },
});

/**
 * Said on home once the member is signed out, so the tap on Sign out is seen to have worked. An id
 * of the `errors` group: the group of the toasts' texts, which loads with the first toast (home
 * loads no account messages).
 */
const signedOutMessage = defineMessage({ id: 'errors.signedOut', defaultMessage: 'You have signed out.' });

type MenuItem =
  { key: keyof typeof messages; to: string; newTab?: boolean } | { key: keyof typeof messages; href: string };

const MENU: MenuItem[] = [
  { key: 'memberInfo', to: '/mypage/account' },
  { key: 'checkinHistory', to: '/mypage/checkin-history' },
  { key: 'creditCard', to: '/mypage/credit-card' },
  { key: 'invoices', to: '/mypage/usage-detail' },
  { key: 'help', href: HELP_URL },
  { key: 'providerSite', href: PROVIDER_SITE_URL },
  { key: 'termsOfUse', to: '/about-terms-of-use', newTab: true },
  { key: 'privacyPolicy', to: '/about-privacy-policy', newTab: true },
  { key: 'securityPolicy', to: '/about-security-policy', newTab: true },
];

function DefaultPicture() {
  return (
    <span className="mypage__picture mypage__picture--default" aria-hidden="true">
      <svg viewBox="0 0 24 24" width="40" height="40">
        <circle cx="12" cy="8" r="4" fill="currentColor" />
        <path d="M4 20c0-4 3.6-6.5 8-6.5s8 2.5 8 6.5z" fill="currentColor" />
      </svg>
    </span>
  );
}

/** The member's page (spec doc 1 "myPage"): who is signed in, the member screens, help and legal links, sign out. */
export default function MyPageScreen() {
  const intl = useIntl();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const { hotelId, language } = useHotel();
  const user = useGetUserInfoQuery();
  const [signingOut, setSigningOut] = useState(false);

  // Sign out once this screen is gone (spec doc 1 §4: home first), so that the navigation guard
  // never sees a member screen without a token and sends the guest to the login screen.
  const signOutOnLeave = useRef(false);
  useEffect(
    () => () => {
      if (!signOutOnLeave.current) return;
      void dispatch(signOut()).then(() => dispatch(showToast({ kind: 'info', parts: [signedOutMessage] })));
    },
    [dispatch],
  );
  const onSignOut = () => {
    signOutOnLeave.current = true;
    setSigningOut(true);
    void navigate(withAppQuery('/hotel-guide', { hotelId, lang: language }), { replace: true });
  };

  let content;
  if (user.data) {
    const member = user.data.user;
    content = (
      <>
        <div className="mypage__profile">
          {member.picture ? (
            <img className="mypage__picture" src={member.picture} alt="" width={64} height={64} />
          ) : (
            <DefaultPicture />
          )}
          <div className="mypage__who">
            <h2 className="mypage__name">{fullName(member, language)}</h2>
            {/* Which account is signed in: one phone may have been used with another. */}
            <p className="mypage__email">{member.email}</p>
          </div>
        </div>
        <nav aria-label={intl.formatMessage(messages.menu)}>
          <ul className="member-menu">
            {MENU.map((item) => {
              const label = intl.formatMessage(messages[item.key]);
              if ('href' in item) {
                return (
                  <li key={item.key}>
                    <a
                      className="member-menu__link member-menu__link--external"
                      href={item.href}
                      target="_blank"
                      rel="noopener noreferrer"
                    >
                      <span>
                        {label}
                        <NewTabHint />
                      </span>
                    </a>
                  </li>
                );
              }
              return (
                <li key={item.key}>
                  {item.newTab ? (
                    <AppLink
                      className="member-menu__link member-menu__link--external"
                      to={item.to}
                      target="_blank"
                      rel="noopener noreferrer"
                    >
                      <span>
                        {label}
                        <NewTabHint />
                      </span>
                    </AppLink>
                  ) : (
                    <AppLink className="member-menu__link" to={item.to}>
                      {label}
                    </AppLink>
                  )}
                </li>
              );
            })}
          </ul>
        </nav>
        <div className="mypage__sign-out">
          <button type="button" className="button button--secondary" onClick={onSignOut} disabled={signingOut}>
            {intl.formatMessage(messages.signOut)}
          </button>
        </div>
      </>
    );
  } else if (user.isError) {
    content = <LoadFailed onRetry={() => void user.refetch()} busy={user.isFetching} />;
  } else {
    content = <Spinner />;
  }

  return (
    <Page title={intl.formatMessage(messages.title)} back={{ to: '/hotel-guide' }}>
      {content}
    </Page>
  );
}
