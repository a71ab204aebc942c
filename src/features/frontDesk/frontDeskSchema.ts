import * as yup from 'yup';
import type { ValidationRules } from '@/lib/validation/rules';

/** The contract's limit on a staff password (openapi.yaml frontDeskLogin). */
export const STAFF_PASSWORD_MAX = 128;

/**
 * The staff sign-in form: a valid email address and a password, both required. The password is only
 * checked for length: its rules are the account's, and a wrong one is the server's to say.
 */
export const staffSignInSchema = (rules: ValidationRules) =>
  yup.object({
    email: rules.requiredText().test(rules.email),
    password: rules.requiredText().test(rules.maxCharacters(STAFF_PASSWORD_MAX)),
  });
