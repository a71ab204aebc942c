import * as yup from 'yup';
import type { ValidationRules } from '@/lib/validation/rules';

/**
 * The card form's rules (spec doc 1 §5 "Card", doc 2 §5): all four fields required; the number 16
 * digits once spaces are removed, the expiry an MM/YY month not yet over (at `now`, else when
 * validated), the CVV 3 or 4 digits.
 */
export function cardSchema(rules: ValidationRules, now?: Date) {
  return yup.object({
    cardNumber: rules.requiredText().test(rules.cardNumber),
    cardExpire: rules.requiredText().test(rules.cardExpiry(now)),
    name: rules.requiredText(),
    securityCode: rules.requiredText().test(rules.securityCode),
  });
}
