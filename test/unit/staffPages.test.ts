import { isStaffPage, STAFF_PAGE_ROOTS } from '@/lib/staffPages';

// The staff app's routes (src/app/staff/staffRoutes.tsx, served as staff.html) and the list the guest's
// service worker leaves to the network (src/lib/staffPages.ts) are the same pages; no guest route is one.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { screenRoutes, staffScreenRoutes } = require('../../scripts/webpack/screenRoutes.cjs') as {
  screenRoutes: () => { path: string; chunk: string }[];
  staffScreenRoutes: () => { path: string; chunk: string }[];
};

describe("the staff app's pages", () => {
  it('are the staff route table, each a staff page, every root with a route', () => {
    const staff = staffScreenRoutes().map((route) => route.path);
    expect(staff).toContain('/front-desk/*');
    for (const path of staff) expect([path, isStaffPage(path)]).toEqual([path, true]);
    for (const root of STAFF_PAGE_ROOTS) expect(staff.some((path) => path.startsWith(root))).toBe(true);
  });

  it("leave every guest route to the guest's app, and the guest's table holds no staff route", () => {
    const guest = screenRoutes().map((route) => route.path);
    expect(guest).toContain('/hotel-guide');
    expect(guest.filter(isStaffPage)).toEqual([]);
    expect(['/front-desk-x', '/', '/front'].filter(isStaffPage)).toEqual([]);
    expect(['/front-desk', '/front-desk/', '/front-desk/console'].every(isStaffPage)).toBe(true);
  });
});
