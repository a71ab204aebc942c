import { useIntl } from 'react-intl';
import { Link, useLocation } from 'react-router-dom';
import { consoleMessages } from './consoleMessages';

/**
 * The staff page's views: the front desk and two-step verification for everyone, and for managers
 * their hotel's staff, audit log, settings, pages, catalogue, coupons, travel guide, features,
 * check-in questions, and its own systems: their API keys (Integration), webhooks and the reservation
 * CSV import.
 */
export const CONSOLE_VIEWS = [
  { path: '/front-desk', message: consoleMessages.desk, managers: false },
  { path: '/front-desk/staff', message: consoleMessages.staff, managers: true },
  { path: '/front-desk/audit-log', message: consoleMessages.auditLog, managers: true },
  { path: '/front-desk/hotel', message: consoleMessages.hotel, managers: true },
  { path: '/front-desk/pages', message: consoleMessages.pages, managers: true },
  { path: '/front-desk/catalogue', message: consoleMessages.catalogue, managers: true },
  { path: '/front-desk/features', message: consoleMessages.features, managers: true },
  { path: '/front-desk/checkin-fields', message: consoleMessages.checkinFields, managers: true },
  { path: '/front-desk/coupons', message: consoleMessages.coupons, managers: true },
  { path: '/front-desk/spots', message: consoleMessages.spots, managers: true },
  { path: '/front-desk/integration', message: consoleMessages.integration, managers: true },
  { path: '/front-desk/webhooks', message: consoleMessages.webhooks, managers: true },
  { path: '/front-desk/reservation-import', message: consoleMessages.reservationImport, managers: true },
  { path: '/front-desk/two-step', message: consoleMessages.twoStep, managers: false },
] as const;

export type ConsolePath = (typeof CONSOLE_VIEWS)[number]['path'];

/** The links between the views this staff member may open; the current one is marked for assistive technology. */
export function ConsoleNav({ current, isManager }: { current: ConsolePath; isManager: boolean }) {
  const intl = useIntl();
  // The address's query (its ?lang=) goes along: the page keeps its language.
  const { search } = useLocation();
  return (
    <nav className="front-desk__views" aria-label={intl.formatMessage(consoleMessages.views)}>
      {CONSOLE_VIEWS.filter((view) => isManager || !view.managers).map(({ path, message }) => (
        <Link key={path} to={{ pathname: path, search }} aria-current={path === current ? 'page' : undefined}>
          {intl.formatMessage(message)}
        </Link>
      ))}
    </nav>
  );
}
