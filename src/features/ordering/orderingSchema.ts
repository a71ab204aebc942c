import * as yup from 'yup';
import type { ValidationRules } from '@/lib/validation/rules';
import type { OrderPaymentChoice } from './orderingFlow';

/**
 * Cart confirmation (spec doc 2 §5: the cart telephone is required and a valid phone number). The
 * quantities are not form values: they are the cart itself, kept within 0 and the stock where they
 * change (cartRules `clampQuantity`).
 */
export const cartSchema = (rules: ValidationRules) => yup.object({ telephone: rules.requiredText().test(rules.phone) });

/**
 * Order confirmation (spec doc 2 §5): one of the rooms found is required, and one of the payment
 * choices when the hotel offers any (none offered: the order goes with "no payment method").
 */
export const orderSchema = (
  rules: ValidationRules,
  rooms: readonly { value: string }[],
  choices: readonly OrderPaymentChoice[],
) =>
  yup.object({
    room: rules.requiredText().test(rules.oneOf(rooms.map((room) => room.value))),
    payment: choices.length > 0 ? rules.requiredText().test(rules.oneOf(choices)) : rules.text(),
  });
