import * as yup from 'yup';
import type { ValidationRules } from '@/lib/validation/rules';

/**
 * The sign-in forms' rules (spec doc 1 §5): an email address is required and valid; a password
 * chosen for a new account or as a reset follows the password rule, the password of an existing
 * account is only required; the re-entered password equals the new one.
 */

const email = (rules: ValidationRules) => rules.requiredText().test(rules.email);
const newPassword = (rules: ValidationRules) => rules.requiredText().test(rules.password);

/** The login and reset-password forms: an email address. */
export const emailSchema = (rules: ValidationRules) => yup.object({ email: email(rules) });

/** The email login: the email only when the link has none; the password rule only for a new account. */
export function emailLoginSchema(rules: ValidationRules, { asksEmail, isNew }: { asksEmail: boolean; isNew: boolean }) {
  return yup.object({
    ...(asksEmail && { email: email(rules) }),
    password: isNew ? newPassword(rules) : rules.requiredText(),
  });
}

/** The new password from a reset link, and the same again. */
export const resetPasswordConfirmSchema = (rules: ValidationRules) =>
  yup.object({
    password: newPassword(rules),
    confirmation: rules.requiredText().test(rules.sameAs('password')),
  });
