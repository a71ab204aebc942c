import { Form, Formik, useFormikContext } from 'formik';
import { useId, useMemo, type TextareaHTMLAttributes } from 'react';
import { useIntl } from 'react-intl';
import { useValidationRules } from '@/lib/validation/rules';
import { describedBy, FieldFrame, SelectField, TextField, useShownError } from '@/ui/form/Field';
import { SubmitButton } from '@/ui/form/SubmitButton';
import { ValidateOnLanguageChange } from '@/ui/form/ValidateOnLanguageChange';
import { fieldMessages, fieldTypes, optionCount } from './checkinFieldMessages';
import { fieldSchema, type FieldValues } from './checkinFieldValues';
import { editMessages } from './EditRefusal';
import { CheckField } from './FeatureFields';
import { languageNames, PAGE_LANGUAGES } from './pageMessages';

function TextAreaField({
  name,
  label,
  ...props
}: { name: string; label: string } & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'name' | 'id'>) {
  const id = `${useId()}-${name}`;
  const [[field], error] = useShownError(name);
  return (
    <FieldFrame id={id} label={label} error={error}>
      <textarea
        {...field}
        value={field.value ?? ''}
        {...props}
        id={id}
        className="field__input console-fields__options"
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error)}
      />
    </FieldFrame>
  );
}

/**
 * One check-in question's form: its kind, whether guests must answer, and per language its title,
 * explanation (HTML, kept as the guests' pages allow it) and a list's choices. `onSave` saves the
 * whole list with this field in it; what it throws (a 409, a 400) the screen shows beside the form.
 */
export function CheckinFieldForm({
  initialValues,
  onSave,
  children,
}: {
  initialValues: FieldValues;
  onSave: (values: FieldValues) => Promise<void>;
  /** The refusal or the saved notice, shown above the Save button. */
  children?: React.ReactNode;
}) {
  const intl = useIntl();
  const rules = useValidationRules();
  const schema = useMemo(
    () =>
      fieldSchema(rules, {
        optionsNeeded: intl.formatMessage(fieldMessages.optionsNeeded),
        optionCount: (count) => intl.formatMessage(optionCount, { count }),
      }),
    [rules, intl],
  );
  return (
    <Formik<FieldValues> initialValues={initialValues} validationSchema={schema} validateOnMount onSubmit={onSave}>
      {({ isValid, isSubmitting }) => (
        <Form className="form" noValidate>
          <ValidateOnLanguageChange />
          <SelectField
            name="type"
            label={intl.formatMessage(fieldMessages.type)}
            options={(['textArea', 'selectBox', 'none'] as const).map((type) => ({
              value: type,
              label: intl.formatMessage(fieldTypes[type]),
            }))}
          />
          <TypeDependent />
          <p className="field__hint">{intl.formatMessage(fieldMessages.fallback)}</p>
          <fieldset className="console-form__group">
            <legend>{intl.formatMessage(fieldMessages.title)}</legend>
            {PAGE_LANGUAGES.map((lang) => (
              <TextField
                key={lang}
                name={`title.${lang}`}
                label={`${intl.formatMessage(fieldMessages.title)}: ${intl.formatMessage(languageNames[lang])}`}
                required={lang === 'ja'}
                autoComplete="off"
              />
            ))}
          </fieldset>
          <fieldset className="console-form__group">
            <legend>{intl.formatMessage(fieldMessages.content)}</legend>
            {PAGE_LANGUAGES.map((lang) => (
              <TextAreaField
                key={lang}
                name={`content.${lang}`}
                label={`${intl.formatMessage(fieldMessages.content)}: ${intl.formatMessage(languageNames[lang])}`}
              />
            ))}
          </fieldset>
          {children}
          <SubmitButton disabled={!isValid} busy={isSubmitting}>
            {intl.formatMessage(editMessages.save)}
          </SubmitButton>
        </Form>
      )}
    </Formik>
  );
}

/** "Guests must answer" for a question with an answer; the choices for a list. */
function TypeDependent() {
  const intl = useIntl();
  const { values } = useFormikContext<FieldValues>();
  return (
    <>
      {values.type !== 'none' && <CheckField name="required" label={intl.formatMessage(fieldMessages.required)} />}
      {values.type === 'selectBox' && (
        <fieldset className="console-form__group">
          <legend>{intl.formatMessage(fieldMessages.options)}</legend>
          {PAGE_LANGUAGES.map((lang) => (
            <TextAreaField
              key={lang}
              name={`options.${lang}`}
              label={`${intl.formatMessage(fieldMessages.options)}: ${intl.formatMessage(languageNames[lang])}`}
            />
          ))}
        </fieldset>
      )}
    </>
  );
}
