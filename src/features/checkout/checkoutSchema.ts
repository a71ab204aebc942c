import * as yup from 'yup';
import type { PaymentMethodName } from '@/domain/payment/paymentSettings';
import type { ValidationRules } from '@/lib/validation/rules';

/** Spec doc 2 §9: the recommendation score runs from 1 to 10 (the radio values). */
export const REVIEW_POINTS = Array.from({ length: 10 }, (_, i) => String(i + 1));
/** The review comment's upper bound (the spec shows none; the textarea stops there too). */
export const COMMENT_MAX = 2000;

/** Check-out search (spec doc 2 §5): the telephone is required and a valid phone number. */
export const checkoutSearchSchema = (rules: ValidationRules) =>
  yup.object({ telephone: rules.requiredText().test(rules.phone) });

/**
 * Check-out payment (spec doc 2 §5: the payment option is required when options are shown): one
 * of the hotel's CHECKOUT methods. The step is only reached when there is one (checkoutFlow
 * `afterSelection`), so the options are always shown here.
 */
export const checkoutPaymentSchema = (rules: ValidationRules, methods: readonly PaymentMethodName[]) =>
  yup.object({ paymentMethod: rules.requiredText().test(rules.oneOf(methods)) });

/** Check-out review (spec doc 2 §2 "checkoutReview"): a score from 1 to 10; the areas and the comment are optional. */
export const checkoutReviewSchema = (rules: ValidationRules) =>
  yup.object({
    point: rules.requiredText().test(rules.oneOf(REVIEW_POINTS)),
    improvement: rules.list(),
    comment: rules.text().test(rules.maxCharacters(COMMENT_MAX)),
  });
