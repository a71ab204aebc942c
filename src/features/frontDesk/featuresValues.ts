import * as yup from 'yup';
import type { HotelFeatures, HotelSetupPayment, HotelSetupPayments, HotelSetupPlugins } from '@/api/frontDeskApi';
import { PAYMENT_TIMES, PLUGIN_CODES, type PluginCode } from './featureMessages';

/** A plugin code set on, set off, or not set (the reservation links count when set, even off). */
export type PluginState = 'on' | 'off' | 'unset';
type PaymentTime = (typeof PAYMENT_TIMES)[number];
type PaymentValues = Required<HotelSetupPayment>;

export interface FeatureValues {
  plugins: Record<PluginCode, PluginState>;
  icons: HotelFeatures['icons'];
  payments: Record<PaymentTime, PaymentValues>;
}

const stateOf = (value: boolean | undefined): PluginState => (value === undefined ? 'unset' : value ? 'on' : 'off');

/** The form's values of the loaded features: a payment setting not set shows unticked. */
export function featureValues(features: HotelFeatures): FeatureValues {
  const payment = (time: PaymentTime): PaymentValues => ({
    enabled: features.payments[time]?.enabled ?? false,
    frontDesk: features.payments[time]?.frontDesk ?? false,
    creditCard: features.payments[time]?.creditCard ?? false,
  });
  return {
    plugins: Object.fromEntries(
      PLUGIN_CODES.map((code) => [code, stateOf(features.plugins[code])]),
    ) as FeatureValues['plugins'],
    icons: { ...features.icons },
    payments: Object.fromEntries(PAYMENT_TIMES.map((time) => [time, payment(time)])) as FeatureValues['payments'],
  };
}

/**
 * The features to save, composed from the loaded ones: a payment setting left unticked that was not
 * set stays not set, so a save changes only what the manager changed.
 */
export function featuresOfValues(values: FeatureValues, loaded: HotelFeatures): HotelFeatures {
  const plugins: HotelSetupPlugins = {};
  for (const code of PLUGIN_CODES) {
    if (values.plugins[code] !== 'unset') plugins[code] = values.plugins[code] === 'on';
  }
  const payments: HotelSetupPayments = {};
  for (const time of PAYMENT_TIMES) {
    const was = loaded.payments[time] ?? {};
    const payment: HotelSetupPayment = {};
    for (const key of ['enabled', 'frontDesk', 'creditCard'] as const) {
      if (values.payments[time][key] || was[key] !== undefined) payment[key] = values.payments[time][key];
    }
    if (Object.keys(payment).length > 0) payments[time] = payment;
  }
  return { version: loaded.version, plugins, icons: values.icons, payments };
}

/** The rule yup checks before the server does: a payment that is on offers a method. */
export const featuresSchema = (needsMethod: string) =>
  yup.object({
    payments: yup.object(
      Object.fromEntries(
        PAYMENT_TIMES.map((time) => [
          time,
          yup
            .object()
            .test(
              'method',
              needsMethod,
              (payment) =>
                !(payment as PaymentValues).enabled ||
                (payment as PaymentValues).frontDesk ||
                (payment as PaymentValues).creditCard,
            ),
        ]),
      ),
    ),
  });
