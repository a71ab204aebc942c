import { useId, type ReactNode } from 'react';
import { DatePicker, type DatePickerProps } from '../DatePicker';
import { describedBy, FieldFrame, useShownError } from './Field';

/**
 * A labelled date picker bound to a Formik field, with its error under it (like the fields of
 * Field.tsx). The form's validate checks the text with the `date` rule.
 */
export function DateField({
  name,
  label,
  hint,
  required,
  ...props
}: Omit<DatePickerProps, 'id' | 'value' | 'onChange' | 'onBlur' | 'invalid' | 'describedBy'> & {
  name: string;
  label: ReactNode;
  hint?: ReactNode;
}) {
  const id = `${useId()}-${name}`;
  const [[field, , helpers], error] = useShownError(name);
  return (
    <FieldFrame id={id} label={label} error={error} hint={hint} required={required}>
      <DatePicker
        {...props}
        id={id}
        name={name}
        value={field.value ?? ''}
        onChange={(value) => void helpers.setValue(value)}
        onBlur={() => void helpers.setTouched(true)}
        required={required}
        invalid={Boolean(error)}
        describedBy={describedBy(id, error, hint)}
      />
    </FieldFrame>
  );
}
