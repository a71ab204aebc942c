import { getIn, useField, useFormikContext } from 'formik';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import { featureMessages, paymentTimeNames, pluginExplanations, pluginNames, type PluginCode } from './featureMessages';
import type { FeatureValues, PluginState } from './featuresValues';

/** A ticked or unticked box bound to a boolean Formik field. */
export function CheckField({ name, label }: { name: string; label: string }) {
  const [{ checked, onChange, onBlur }] = useField<boolean>({ name, type: 'checkbox' });
  return (
    <label className="console-check">
      <input type="checkbox" name={name} checked={checked} onChange={onChange} onBlur={onBlur} />
      {label}
    </label>
  );
}

/** One plugin code: its name, what it switches, and on, off or not set. */
export function PluginField({ code }: { code: PluginCode }) {
  const intl = useIntl();
  const id = useId();
  const [field] = useField<PluginState>(`plugins.${code}`);
  const states: PluginState[] = ['on', 'off', 'unset'];
  return (
    <li className="console-features__plugin">
      <label htmlFor={id} className="console-features__plugin-name">
        {intl.formatMessage(pluginNames[code])} <code>{code}</code>
      </label>
      <p id={`${id}-about`} className="console-features__about">
        {intl.formatMessage(pluginExplanations[code])}
      </p>
      <select {...field} id={id} className="field__input field__select" aria-describedby={`${id}-about`}>
        {states.map((state) => (
          <option key={state} value={state}>
            {intl.formatMessage(featureMessages[state])}
          </option>
        ))}
      </select>
    </li>
  );
}

/** One payment time: whether guests pay online then and how; an enabled one without a method says so. */
export function PaymentGroup({ time }: { time: keyof FeatureValues['payments'] }) {
  const intl = useIntl();
  const errorId = useId();
  const { errors } = useFormikContext<FeatureValues>();
  const error = getIn(errors, `payments.${time}`) as string | undefined;
  return (
    <fieldset
      className={`console-form__group${error ? ' field--invalid' : ''}`}
      aria-describedby={error ? errorId : undefined}
    >
      <legend>{intl.formatMessage(paymentTimeNames[time])}</legend>
      <CheckField name={`payments.${time}.enabled`} label={intl.formatMessage(featureMessages.enabled)} />
      <CheckField name={`payments.${time}.frontDesk`} label={intl.formatMessage(featureMessages.frontDesk)} />
      <CheckField name={`payments.${time}.creditCard`} label={intl.formatMessage(featureMessages.creditCard)} />
      {error && (
        <p className="field__error" id={errorId} role="alert">
          {error}
        </p>
      )}
    </fieldset>
  );
}
