import { Outlet } from 'react-router-dom';
import { IntlRoot } from './IntlRoot';

/** Every page's frame, the guest's (routes.tsx) and the staff's (staff/staffRoutes.tsx): react-intl, then the screen. */
export function RootLayout() {
  return (
    <IntlRoot>
      <div className="page">
        <Outlet />
      </div>
    </IntlRoot>
  );
}
