import { useIntl } from 'react-intl';
import { Link, useLocation } from 'react-router-dom';
import { consoleMessages } from './consoleMessages';

/** The staff page's views (the front desk, and for managers their hotel's staff, audit log, settings and pages). */
export const CONSOLE_VIEWS = [
  { path: '/front-desk', message: consoleMessages.desk },
  { path: '/front-desk/staff', message: consoleMessages.staff },
  { path: '/front-desk/audit-log', message: consoleMessages.auditLog },
  { path: '/front-desk/hotel', message: consoleMessages.hotel },
  { path: '/front-desk/pages', message: consoleMessages.pages },
] as const;

export type ConsolePath = (typeof CONSOLE_VIEWS)[number]['path'];

/** A manager's links between the views; the current one is marked for assistive technology. */
export function ConsoleNav({ current }: { current: ConsolePath }) {
  const intl = useIntl();
  // The address's query (its ?lang=) goes along: the page keeps its language.
  const { search } = useLocation();
  return (
    <nav className="front-desk__views" aria-label={intl.formatMessage(consoleMessages.views)}>
      {CONSOLE_VIEWS.map(({ path, message }) => (
        <Link key={path} to={{ pathname: path, search }} aria-current={path === current ? 'page' : undefined}>
          {intl.formatMessage(message)}
        </Link>
      ))}
    </nav>
  );
}
