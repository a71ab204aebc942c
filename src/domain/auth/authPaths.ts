/** The routes that sign-in moves between (spec doc 1 route table). */
export const HOME_PATH = '/hotel-guide';
export const LOGIN_PATH = '/login';
export const MY_PAGE_PATH = '/mypage';
export const REGISTRATION_PATH = '/register-account';

/** The screens of signing in: never a place to come back to, nor where to land after it (spec doc 1 §4). */
const SIGN_IN_PATHS = [LOGIN_PATH, '/login-email', '/forget-password', '/reset-password'];

export function isSignInPath(to: string): boolean {
  const path = to.split(/[?#]/)[0]!.replace(/\/$/, '');
  return path === '' || SIGN_IN_PATHS.some((p) => path === p || path.startsWith(`${p}/`));
}
