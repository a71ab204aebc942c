// The staff app's pages (src/app/staff/staffRoutes.tsx, served as staff.html): read by the guest's
// service worker, which leaves them to the network. test/unit/staffPages.test.ts holds this list and the
// staff route table together.

/** The first segment of every staff page's path. */
export const STAFF_PAGE_ROOTS: readonly string[] = ['/front-desk'];

/** Whether `pathname` is one of the staff app's pages (a root above, or a path under it). */
export const isStaffPage = (pathname: string): boolean =>
  STAFF_PAGE_ROOTS.some((root) => pathname === root || pathname.startsWith(`${root}/`));
