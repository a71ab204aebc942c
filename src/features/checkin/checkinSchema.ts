import * as yup from 'yup';
import type { PaymentMethodName } from '@/domain/payment/paymentSettings';
import type { ValidationRules } from '@/lib/validation/rules';
import type { ArrivalOptions } from './checkinFormOptions';
import type { SearchBy } from './checkinThunks';
import { showsCompanions } from './companions';

/** The receipt name's upper bound (the spec shows none; the input stops there too). */
export const RECEIPT_NAME_MAX = 100;

/**
 * The stay (spec doc 2 §5), in the check-in form and the edit screen: the arrival date among the
 * offered ones and a time offered on that date, guests 1 to 20, and, while the companion rows are
 * shown, one row per further guest with its family and given name. Hidden rows have no rules.
 */
export function accommodationSchema(rules: ValidationRules, arrival: ArrivalOptions) {
  const companion = yup.object({ surname: rules.requiredText(), name: rules.requiredText() });
  return yup.object({
    inDate: rules.requiredText().test(rules.oneOf(arrival.dates)),
    // Without a date on offer, the date says what is missing.
    inTime: rules.requiredText().when('inDate', ([inDate], time) => {
      const offered = arrival.times[inDate as string];
      return offered ? time.test(rules.oneOf(offered)) : time;
    }),
    totalMembers: rules.number().test(rules.guests),
    companionsList: rules
      .list()
      .when(['knowsContacts', 'totalMembers'], ([knowsContacts, totalMembers], list) =>
        showsCompanions({ knowsContacts, totalMembers })
          ? list.test(rules.companions('totalMembers')).of(companion)
          : list,
      ),
  });
}

/** The check-in form (spec doc 2 "checkIn"): the stay and the reservation's phone number. */
export const checkinFormSchema = (rules: ValidationRules, arrival: ArrivalOptions) =>
  accommodationSchema(rules, arrival).shape({ reservationTel: rules.requiredText().test(rules.phone) });

/**
 * Reservation search (spec doc 2 §5): the radio choice decides what is required, the phone number
 * (a valid one), the reservation ID, or the guest's family and given names. The others are hidden.
 */
export function reservationSearchSchema(rules: ValidationRules) {
  const when = (by: SearchBy, field: ReturnType<ValidationRules['text']>) =>
    rules.text().when('by', { is: by, then: () => field });
  return yup.object({
    reservationTel: when('phone', rules.requiredText().test(rules.phone)),
    reservationId: when('reservationId', rules.requiredText()),
    reservationFamilyName: when('name', rules.requiredText()),
    reservationGivenName: when('name', rules.requiredText()),
  });
}

/**
 * Check-in payment (spec doc 2 §5: the payment option is required when options are shown): one of
 * the hotel's CHECKIN-time methods (the screen is left when there is none), and the receipt name.
 */
export const checkinPaymentSchema = (rules: ValidationRules, methods: readonly PaymentMethodName[]) =>
  yup.object({
    paymentMethod: rules.requiredText().test(rules.oneOf(methods)),
    receiptName: rules.text().test(rules.maxCharacters(RECEIPT_NAME_MAX)),
  });
