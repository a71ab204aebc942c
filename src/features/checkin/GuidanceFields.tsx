import { useId } from 'react';
import { defineMessages, useIntl, type IntlShape } from 'react-intl';
import type { CustomCheckinField } from '@/api/providerApi';
import { formErrors, maxCharacters, required, firstFailure } from '@/lib/validation';
import { describedBy, FieldFrame, SelectField, useShownError } from '@/ui/form/Field';
import { RichContent } from '@/ui/RichContent';
import type { GuidanceAnswer } from './checkinSlice';

const messages = defineMessages({
  choose: { id: 'checkin.guidance.choose', defaultMessage: 'Please choose' },
});

/** A free-text answer's limit (the hotel reads it in the check-in memo). */
const ANSWER_MAX = 1000;

/** The Formik name of a field's answer. */
export const answerName = (field: Pick<CustomCheckinField, 'id'>) => `f${field.id}`;
export type AnswerValues = Record<string, string>;

/** A saved answer as text in the fields' language: a chosen option in that language, typed text as typed. */
export function answerText(field: CustomCheckinField, answer: GuidanceAnswer | undefined): string {
  if (!answer) return '';
  const option = answer.option === undefined ? undefined : field.inputValue[answer.option];
  return field.inputType === 'selectBox' && option !== undefined ? option : answer.value;
}

/** The form's values: the saved answer, else the field's default. */
export function answerValues(fields: readonly CustomCheckinField[], saved: readonly GuidanceAnswer[] | null) {
  const values: AnswerValues = {};
  for (const field of fields) {
    if (field.inputType === 'none') continue;
    const answer = saved?.find((a) => a.id === field.id);
    values[answerName(field)] = answer ? answerText(field, answer) : (field.value ?? '');
  }
  return values;
}

/** The answers as the session keeps them. */
export function toAnswers(fields: readonly CustomCheckinField[], values: AnswerValues): GuidanceAnswer[] {
  return fields
    .filter((field) => field.inputType !== 'none')
    .map((field) => {
      const value = (values[answerName(field)] ?? '').trim();
      const option = field.inputType === 'selectBox' ? field.inputValue.indexOf(value) : -1;
      return option < 0 ? { id: field.id, value } : { id: field.id, value, option };
    });
}

/** Spec §5: a field is required only when isRequired is true; a select's answer is one of its options. */
export function guidanceErrors(intl: IntlShape, fields: readonly CustomCheckinField[], values: AnswerValues) {
  const results: Record<string, ReturnType<ReturnType<typeof required>>> = {};
  for (const field of fields) {
    if (field.inputType === 'none') continue;
    const value = values[answerName(field)] ?? '';
    results[answerName(field)] =
      field.inputType === 'selectBox'
        ? (required(field.isRequired)(value) ??
          (value !== '' && !field.inputValue.includes(value) ? required()('') : null))
        : firstFailure(required(field.isRequired), maxCharacters(ANSWER_MAX))(value);
  }
  return formErrors(intl, results);
}

function TextAreaField({ name, label, required: isRequired }: { name: string; label: string; required: boolean }) {
  const id = `${useId()}-${name}`;
  const [[field], error] = useShownError(name);
  return (
    <FieldFrame id={id} label={label} error={error} required={isRequired}>
      <textarea
        {...field}
        value={field.value ?? ''}
        id={id}
        className="field__input field__textarea"
        maxLength={ANSWER_MAX}
        aria-required={isRequired || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error)}
      />
    </FieldFrame>
  );
}

/** The hotel's guidance fields by inputType (spec doc 2 "checkinCustomForm"): selectBox, textArea, none. */
export function GuidanceFields({ fields, prefix = '' }: { fields: readonly CustomCheckinField[]; prefix?: string }) {
  const intl = useIntl();
  return (
    <>
      {fields.map((field) => {
        if (field.inputType === 'none') {
          return (
            <section key={field.id} className="guidance-note">
              <h3 className="guidance-note__title">{field.title}</h3>
              {field.content && <RichContent html={field.content} />}
            </section>
          );
        }
        const name = `${prefix}${answerName(field)}`;
        return (
          <div key={field.id} className="guidance-field">
            {field.inputType === 'selectBox' ? (
              <SelectField
                name={name}
                label={field.title}
                required={field.isRequired}
                options={[
                  { value: '', label: intl.formatMessage(messages.choose) },
                  ...field.inputValue.map((option) => ({ value: option, label: option })),
                ]}
              />
            ) : (
              <TextAreaField name={name} label={field.title} required={field.isRequired} />
            )}
            {field.content && (
              <div className="guidance-field__note">
                <RichContent html={field.content} />
              </div>
            )}
          </div>
        );
      })}
    </>
  );
}
