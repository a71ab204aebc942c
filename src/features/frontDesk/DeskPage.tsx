import { lazy, Suspense, useEffect, useState } from 'react';
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import type { FacilityBasicInfo } from '@/api/coreApi';
import { useGetFrontDeskStaffQuery } from '@/api/frontDeskApi';
import { useLocation } from 'react-router-dom';
import { Spinner } from '@/ui/Spinner';
import { CheckinsSection } from './CheckinsSection';
import { CONSOLE_VIEWS, ConsoleNav, type ConsolePath } from './ConsoleNav';
import { deskMessages, sectionTitles } from './frontDeskMessages';
import { useFrontDeskDispatch } from './frontDeskHooks';
import { staffSignOut } from './frontDeskThunks';
import { ListProblem } from './ListState';
import { PaymentsSection } from './PaymentsSection';
import { RegisterSection } from './RegisterSection';
import { RequestsSection } from './RequestsSection';
import { TwoStepScreen } from './TwoStepScreen';
import { LanguageSwitcher } from '@/ui/LanguageSwitcher';
// The language switch's look.
import '@/ui/Footer.css';

// Each manager's screen (its forms, lists and messages) is a chunk of its own, loaded when opened: a desk
// member never downloads them, and the desk's chunk keeps within the 50 KB budget of a lazy chunk
// (scripts/bundle-budget.mjs). While one loads, the page shows the loading spinner (one Suspense below).
const StaffScreen = lazy(() =>
  import(/* webpackChunkName: "console-staff" */ './StaffScreen').then((m) => ({ default: m.StaffScreen })),
);
const AuditLogScreen = lazy(() =>
  import(/* webpackChunkName: "console-audit-log" */ './AuditLogScreen').then((m) => ({ default: m.AuditLogScreen })),
);
const HotelSettingsScreen = lazy(() =>
  import(/* webpackChunkName: "console-hotel" */ './HotelSettingsScreen').then((m) => ({
    default: m.HotelSettingsScreen,
  })),
);
const PagesScreen = lazy(() =>
  import(/* webpackChunkName: "console-pages" */ './PagesScreen').then((m) => ({ default: m.PagesScreen })),
);
const CatalogueScreen = lazy(() =>
  import(/* webpackChunkName: "console-catalogue" */ './CatalogueScreen').then((m) => ({ default: m.CatalogueScreen })),
);
const FeaturesScreen = lazy(() =>
  import(/* webpackChunkName: "console-features" */ './FeaturesScreen').then((m) => ({ default: m.FeaturesScreen })),
);
const CheckinFieldsScreen = lazy(() =>
  import(/* webpackChunkName: "console-checkin-fields" */ './CheckinFieldsScreen').then((m) => ({
    default: m.CheckinFieldsScreen,
  })),
);
const CouponsScreen = lazy(() =>
  import(/* webpackChunkName: "console-coupons" */ './CouponsScreen').then((m) => ({ default: m.CouponsScreen })),
);
const SpotsScreen = lazy(() =>
  import(/* webpackChunkName: "console-spots" */ './SpotsScreen').then((m) => ({ default: m.SpotsScreen })),
);
const IntegrationScreen = lazy(() =>
  import(/* webpackChunkName: "console-integration" */ './IntegrationScreen').then((m) => ({
    default: m.IntegrationScreen,
  })),
);
const WebhooksScreen = lazy(() =>
  import(/* webpackChunkName: "console-webhooks" */ './WebhooksScreen').then((m) => ({ default: m.WebhooksScreen })),
);
const ReservationImportScreen = lazy(() =>
  import(/* webpackChunkName: "console-reservation-import" */ './ReservationImportScreen').then((m) => ({
    default: m.ReservationImportScreen,
  })),
);

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

/** The view of the page's address (/front-desk, /front-desk/two-step, or a manager's staff, audit-log, hotel, pages, catalogue). */
function useView(): ConsolePath {
  const path = useLocation().pathname.replace(/\/+$/, '');
  return CONSOLE_VIEWS.find((view) => view.path === path)?.path ?? '/front-desk';
}

/**
 * The signed-in desk: the hotel's name, sign-out, today's three lists and the guest register; for
 * the hotel's managers also its Staff, Audit log, Hotel, Pages and Catalogue screens (issue 32), one at a time by the
 * address. Times are on the hotel's clock, its time zone from the hotel's guide.
 */
export function DeskPage({ hotelGuide }: { hotelGuide: HotelGuideRead }) {
  const intl = useIntl();
  const dispatch = useFrontDeskDispatch();
  const staff = useGetFrontDeskStaffQuery();
  const addressView = useView();
  const hotelId = staff.data?.hotelId;
  const { basics, onHotel } = hotelGuide;
  useEffect(() => {
    if (hotelId) onHotel(hotelId);
  }, [hotelId, onHotel]);
  const [signingOut, setSigningOut] = useState(false);
  const isManager = staff.data?.role === 'manager';
  // Where a second factor is required, one without it sees only its enrolment (the server refuses the rest).
  const mustEnrol = staff.data?.secondFactor === 'required';
  const managersView = CONSOLE_VIEWS.find((v) => v.path === addressView)?.managers ?? false;
  // A front-desk member who opens a manager's address sees the desk (the server refuses them anyway).
  const view: ConsolePath = mustEnrol
    ? '/front-desk/two-step'
    : isManager || !managersView
      ? addressView
      : '/front-desk';
  const hotelName = intl.locale === 'ja' || !basics ? staff.data?.hotelName : basics.hotelNameLatin || basics.hotelName;

  const signOut = async () => {
    setSigningOut(true);
    await dispatch(staffSignOut());
  };

  const loading = <Spinner inline label={intl.formatMessage(deskMessages.loading)} />;
  let body;
  if (staff.isError) body = <ListProblem error={staff.error} onRetry={() => void staff.refetch()} />;
  else if (view === '/front-desk/two-step' && staff.data)
    body = <TwoStepScreen secondFactor={staff.data.secondFactor} />;
  else if (hotelGuide.error) body = <ListProblem error={hotelGuide.error} onRetry={hotelGuide.retry} />;
  else if (!basics) body = loading;
  else if (view === '/front-desk/staff') body = <StaffScreen timeZone={basics.timeZone} myEmail={staff.data!.email} />;
  else if (view === '/front-desk/audit-log') body = <AuditLogScreen timeZone={basics.timeZone} />;
  else if (view === '/front-desk/hotel') body = <HotelSettingsScreen />;
  else if (view === '/front-desk/pages') body = <PagesScreen timeZone={basics.timeZone} />;
  else if (view === '/front-desk/catalogue') body = <CatalogueScreen />;
  else if (view === '/front-desk/features') body = <FeaturesScreen />;
  else if (view === '/front-desk/checkin-fields') body = <CheckinFieldsScreen />;
  else if (view === '/front-desk/coupons') body = <CouponsScreen timeZone={basics.timeZone} />;
  else if (view === '/front-desk/spots') body = <SpotsScreen timeZone={basics.timeZone} />;
  else if (view === '/front-desk/integration') body = <IntegrationScreen timeZone={basics.timeZone} />;
  else if (view === '/front-desk/webhooks') body = <WebhooksScreen timeZone={basics.timeZone} />;
  else if (view === '/front-desk/reservation-import') body = <ReservationImportScreen />;
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
      {staff.data && !mustEnrol && <ConsoleNav current={view} isManager={isManager} />}
      <main className="front-desk__main">
        <Suspense fallback={loading}>{body}</Suspense>
      </main>
    </>
  );
}
