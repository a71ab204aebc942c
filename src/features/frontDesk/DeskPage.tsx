import { useEffect, useState } from 'react';
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import type { FacilityBasicInfo } from '@/api/coreApi';
import { useGetFrontDeskStaffQuery } from '@/api/frontDeskApi';
import { Spinner } from '@/ui/Spinner';
import { CheckinsSection } from './CheckinsSection';
import { deskMessages, sectionTitles } from './frontDeskMessages';
import { useFrontDeskDispatch } from './frontDeskHooks';
import { staffSignOut } from './frontDeskThunks';
import { ListProblem } from './ListState';
import { PaymentsSection } from './PaymentsSection';
import { RegisterSection } from './RegisterSection';
import { RequestsSection } from './RequestsSection';
import { LanguageSwitcher } from '@/ui/LanguageSwitcher';
// The language switch's look.
import '@/ui/Footer.css';

const messages = defineMessages({
  signOut: { id: 'frontDesk.page.signOut', defaultMessage: 'Sign out' },
  sections: { id: 'frontDesk.page.sections', defaultMessage: 'Sections' },
});

const signedInAs = defineMessage<{ name: string }>({
  id: 'frontDesk.page.signedInAs',
  defaultMessage: 'Signed in as {name}',
});

/** The hotel's public guide as FrontDeskScreen reads it (from the guest's store, no token). */
export interface HotelGuideRead {
  basics: FacilityBasicInfo | undefined;
  error: unknown;
  retry: () => void;
  /** Tells which hotel's guide to read: the signed-in staff member's. */
  onHotel: (hotelId: string) => void;
}

/**
 * The signed-in desk: the hotel's name, sign-out, today's three lists and the guest register. Times are on the hotel's clock,
 * its time zone from the hotel's guide.
 */
export function DeskPage({ hotelGuide }: { hotelGuide: HotelGuideRead }) {
  const intl = useIntl();
  const dispatch = useFrontDeskDispatch();
  const staff = useGetFrontDeskStaffQuery();
  const hotelId = staff.data?.hotelId;
  const { basics, onHotel } = hotelGuide;
  useEffect(() => {
    if (hotelId) onHotel(hotelId);
  }, [hotelId, onHotel]);
  const [signingOut, setSigningOut] = useState(false);
  const hotelName = intl.locale === 'ja' || !basics ? staff.data?.hotelName : basics.hotelNameLatin || basics.hotelName;

  const signOut = async () => {
    setSigningOut(true);
    await dispatch(staffSignOut());
  };

  let body;
  if (staff.isError) body = <ListProblem error={staff.error} onRetry={() => void staff.refetch()} />;
  else if (hotelGuide.error) body = <ListProblem error={hotelGuide.error} onRetry={hotelGuide.retry} />;
  else if (!basics) body = <Spinner inline label={intl.formatMessage(deskMessages.loading)} />;
  else {
    const { timeZone } = basics;
    body = (
      <>
        <nav className="front-desk__sections" aria-label={intl.formatMessage(messages.sections)}>
          <a href="#front-desk-checkins">{intl.formatMessage(sectionTitles.checkins)}</a>
          <a href="#front-desk-requests">{intl.formatMessage(sectionTitles.requests)}</a>
          <a href="#front-desk-payments">{intl.formatMessage(sectionTitles.payments)}</a>
          <a href="#front-desk-register">{intl.formatMessage(sectionTitles.register)}</a>
        </nav>
        <CheckinsSection timeZone={timeZone} />
        <RequestsSection timeZone={timeZone} />
        <PaymentsSection timeZone={timeZone} />
        <RegisterSection timeZone={timeZone} />
      </>
    );
  }

  return (
    <>
      <header className="front-desk__bar">
        <div className="front-desk__heading">
          <p className="front-desk__brand">{intl.formatMessage(deskMessages.pageTitle)}</p>
          <h1 className="front-desk__hotel">{hotelName ?? intl.formatMessage(deskMessages.pageTitle)}</h1>
          {staff.data && (
            <p className="front-desk__staff">{intl.formatMessage(signedInAs, { name: staff.data.name })}</p>
          )}
        </div>
        <div className="front-desk__tools">
          <LanguageSwitcher />
          <button
            type="button"
            className="button button--secondary front-desk__sign-out"
            onClick={() => void signOut()}
            disabled={signingOut}
          >
            {intl.formatMessage(messages.signOut)}
          </button>
        </div>
      </header>
      <main className="front-desk__main">{body}</main>
    </>
  );
}
