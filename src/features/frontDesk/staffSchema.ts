import * as yup from 'yup';
import type { ValidationRules } from '@/lib/validation/rules';
import { STAFF_PASSWORD_MAX } from './frontDeskSchema';

/** openapi.yaml addHotelStaff: a name of at most 100 characters. */
export const STAFF_NAME_MAX = 100;

export const STAFF_ROLES = ['frontDesk', 'manager'] as const;

/**
 * A new staff member (the managers' Staff screen): name, a valid email address, a role, and an
 * initial password by the members' rule (the server's too), which the manager hands over.
 */
export const newStaffSchema = (rules: ValidationRules) =>
  yup.object({
    name: rules.requiredText().test(rules.maxCharacters(STAFF_NAME_MAX)),
    email: rules.requiredText().test(rules.email),
    role: yup.string().oneOf(STAFF_ROLES).required(),
    password: rules.requiredText().test(rules.password).test(rules.maxCharacters(STAFF_PASSWORD_MAX)),
  });
