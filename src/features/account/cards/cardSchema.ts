import * as yup from 'yup';
import type { ValidationRules } from '@/lib/validation/rules';

/**
 * The card form's rules (spec doc 1 §5 "Card", doc 2 §5): all four fields required; the number 16
 * digits once spaces are removed, the expiry an MM/YY month not yet over (at `now`, else when
 * validated), the CVV 3 or 4 digits.
 */
export function cardSchema(rules: ValidationRules, now?: Date) {
  const required = () => rules.text().test(rules.required);
  return yup.object({
    cardNumber: required().test(rules.cardNumber),
    cardExpire: required().test(rules.cardExpiry(now)),
    name: required(),
    securityCode: required().test(rules.securityCode),
  });
}
