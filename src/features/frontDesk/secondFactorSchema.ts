import type { IntlShape } from 'react-intl';
import * as yup from 'yup';
import type { ValidationRules } from '@/lib/validation/rules';
import { twoStepMessages } from './twoStepMessages';

/** The authenticator app's code: 6 digits (openapi.yaml confirmStaffSecondFactorEnrolment). */
export const APP_CODE = /^[0-9]{6}$/;
/** A recovery code as the server makes them (10 letters and digits), typed with or without its hyphen. */
const RECOVERY_CODE = /^[a-z0-9]{10}$/i;

const appOrRecoveryCode = (text: string) =>
  APP_CODE.test(text.trim()) || RECOVERY_CODE.test(text.replace(/[\s-]/g, ''));

/** The sign-in's code step: the app's 6 digits or a recovery code. */
export const signInCodeSchema = (rules: ValidationRules, intl: IntlShape) =>
  yup.object({
    code: rules
      .requiredText()
      .test('code', intl.formatMessage(twoStepMessages.codeFormat), (value) => !value || appOrRecoveryCode(value)),
  });

/** The enrolment's confirmation: the app's 6 digits. */
export const enrolCodeSchema = (rules: ValidationRules, intl: IntlShape) =>
  yup.object({
    code: rules
      .requiredText()
      .test(
        'code',
        intl.formatMessage(twoStepMessages.appCodeFormat),
        (value) => !value || APP_CODE.test(value.trim()),
      ),
  });
