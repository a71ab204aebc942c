import { useField } from 'formik';
import { useId, type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes } from 'react';
import './Form.css';

/** Formik shows a field's error once the guest has left the field or tried to submit. */
export function useShownError(name: string): [ReturnType<typeof useField<string>>, string | undefined] {
  const field = useField<string>(name);
  const [, meta] = field;
  return [field, meta.touched && meta.error ? meta.error : undefined];
}

/** A field's label (with the required mark), its control, hint and error. */
export function FieldFrame({
  id,
  label,
  error,
  hint,
  required,
  children,
}: {
  id: string;
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
  required?: boolean;
  children: ReactNode;
}) {
  return (
    <div className={`field${error ? ' field--invalid' : ''}`}>
      <label className="field__label" htmlFor={id}>
        {label}
        {required && (
          <span className="field__required" aria-hidden="true">
            *
          </span>
        )}
      </label>
      {children}
      {hint && (
        <p className="field__hint" id={`${id}-hint`}>
          {hint}
        </p>
      )}
      {error && (
        <p className="field__error" id={`${id}-error`} role="alert">
          {error}
        </p>
      )}
    </div>
  );
}

export const describedBy = (id: string, error?: string, hint?: ReactNode) =>
  [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ') || undefined;

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'name' | 'id'> & {
  name: string;
  label: ReactNode;
  hint?: ReactNode;
};

/** A labelled text input bound to a Formik field, with its error under it. */
export function TextField({ name, label, hint, required, ...props }: InputProps) {
  const generated = useId();
  const id = `${generated}-${name}`;
  const [[field], error] = useShownError(name);
  return (
    <FieldFrame id={id} label={label} error={error} hint={hint} required={required}>
      <input
        {...field}
        value={field.value ?? ''}
        {...props}
        id={id}
        className="field__input"
        aria-required={required || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error, hint)}
      />
    </FieldFrame>
  );
}

type SelectProps = Omit<SelectHTMLAttributes<HTMLSelectElement>, 'name' | 'id'> & {
  name: string;
  label: ReactNode;
  options: { value: string; label: string }[];
};

/** A labelled select bound to a Formik field. */
export function SelectField({ name, label, options, required, ...props }: SelectProps) {
  const generated = useId();
  const id = `${generated}-${name}`;
  const [[field], error] = useShownError(name);
  return (
    <FieldFrame id={id} label={label} error={error} required={required}>
      <select
        {...field}
        value={field.value ?? ''}
        {...props}
        id={id}
        className="field__input field__select"
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error)}
      >
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </FieldFrame>
  );
}

/** A group of radio buttons bound to a Formik field (a fieldset with its legend). */
export function RadioGroupField({
  name,
  legend,
  options,
  required,
  onChange,
}: {
  name: string;
  legend: ReactNode;
  options: { value: string; label: string }[];
  required?: boolean;
  /** Instead of setting the field: for a choice that changes other fields too. */
  onChange?: (value: string) => void;
}) {
  const [[field, , helpers], error] = useShownError(name);
  const errorId = `${useId()}-${name}-error`;
  return (
    <fieldset
      className={`field field--radios${error ? ' field--invalid' : ''}`}
      aria-describedby={error ? errorId : undefined}
    >
      <legend className="field__label">
        {legend}
        {required && (
          <span className="field__required" aria-hidden="true">
            *
          </span>
        )}
      </legend>
      <div className="field__radios">
        {options.map((o) => (
          <label key={o.value} className="field__radio">
            <input
              type="radio"
              name={name}
              value={o.value}
              checked={field.value === o.value}
              onChange={() => (onChange ? onChange(o.value) : void helpers.setValue(o.value))}
              onBlur={field.onBlur}
            />
            <span>{o.label}</span>
          </label>
        ))}
      </div>
      {error && (
        <p className="field__error" id={errorId} role="alert">
          {error}
        </p>
      )}
    </fieldset>
  );
}
