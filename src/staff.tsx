import { createBrowserRouter } from 'react-router-dom';
import { mountApp } from '@/app/mountApp';
import { makeStaffStore } from '@/app/staff/staffStore';
import { staffRoutes } from '@/app/staff/staffRoutes';
import '@/ui/global.css';

// The staff app (webpack entry `staff`, its own runtime, served as staff.html for the staff pages: the
// front desk today). It shares the guest's code through the module graph (the API, react-intl and the
// messages' loaders, the UI components) but none of its chunks: the guest's runtime lists no staff file,
// and the guest's service worker precaches none. No service worker is registered here (a staff page is
// never kept offline), and the address keeps no hotelId (a staff member's hotel comes with the sign-in).
const container = document.getElementById('root');
if (!container) throw new Error('staff.html has no #root element');
mountApp(container, { store: makeStaffStore(), router: createBrowserRouter(staffRoutes) });
