import { defineMessage, defineMessages } from 'react-intl';

/** Messages more than one sign-in screen shows. */
export const shared = defineMessages({
  email: { id: 'account.login.email', defaultMessage: 'Email address' },
  next: { id: 'account.login.next', defaultMessage: 'Next' },
  passwordHint: {
    id: 'account.emailLogin.passwordHint',
    defaultMessage: 'At least 8 characters with an upper-case letter, a lower-case letter and a number.',
  },
});

export const emailShown = defineMessage<{ email: string }>({
  id: 'account.emailLogin.as',
  defaultMessage: 'Email address: {email}',
});

/** The email sign-in screen for an address whose status is known. */
export const emailLoginPath = (email: string, userStatus: string) =>
  `/login-email?${new URLSearchParams({ email, userStatus })}`;
