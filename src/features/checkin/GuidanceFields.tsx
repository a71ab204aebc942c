import { useId } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import type { CustomCheckinField } from '@/api/providerApi';
import { describedBy, FieldFrame, SelectField, useShownError } from '@/ui/form/Field';
import { RichContent } from '@/ui/RichContent';
import type { GuidanceAnswer } from './checkinSlice';

const messages = defineMessages({
  choose: { id: 'checkin.guidance.choose', defaultMessage: 'Please choose' },
});

/** A free-text answer's limit (the hotel reads it in the check-in memo). */
export const ANSWER_MAX = 1000;

/** The Formik name of a field's answer. */
export const answerName = (field: Pick<CustomCheckinField, 'id'>) => `f${field.id}`;
/**
 * The form's values: typed text, or for a select the chosen option's place in the list ('' for
 * none), so a choice survives a language switch (the options are translated, their order is not).
 */
export type AnswerValues = Record<string, string>;

/** A select's value: the option's place, if the text is one of the options. */
const optionValue = (field: CustomCheckinField, index: number | undefined) =>
  index !== undefined && index >= 0 && index < field.inputValue.length ? String(index) : '';

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
    if (field.inputType === 'selectBox') {
      const text = answer?.value ?? field.value ?? '';
      values[answerName(field)] = optionValue(field, answer?.option ?? field.inputValue.indexOf(text));
    } else {
      values[answerName(field)] = answer?.value ?? field.value ?? '';
    }
  }
  return values;
}

/** The answers as the session keeps them. */
export function toAnswers(fields: readonly CustomCheckinField[], values: AnswerValues): GuidanceAnswer[] {
  return fields
    .filter((field) => field.inputType !== 'none')
    .map((field) => {
      const value = (values[answerName(field)] ?? '').trim();
      if (field.inputType !== 'selectBox') return { id: field.id, value };
      const option = optionValue(field, value === '' ? undefined : Number(value));
      return option === ''
        ? { id: field.id, value: '' }
        : { id: field.id, value: field.inputValue[Number(option)]!, option: Number(option) };
    });
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
export function GuidanceFields({
  fields,
  prefix = '',
  headingLevel = 2,
}: {
  fields: readonly CustomCheckinField[];
  prefix?: string;
  /** The level of the notes' titles: under the screen's h1, or under a section's h2. */
  headingLevel?: 2 | 3;
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const intl = useIntl();
  return (
    <>
      {fields.map((field) => {
        if (field.inputType === 'none') {
          return (
            <section key={field.id} className="guidance-note">
              <Heading className="guidance-note__title">{field.title}</Heading>
              {field.content && <RichContent html={field.content} headingsFrom={headingLevel === 2 ? 3 : 4} />}
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
                  ...field.inputValue.map((option, index) => ({ value: String(index), label: option })),
                ]}
              />
            ) : (
              <TextAreaField name={name} label={field.title} required={field.isRequired} />
            )}
            {field.content && (
              <div className="guidance-field__note">
                {/* A field is no section of its own: its note's headings stand beside the notes' titles. */}
                <RichContent html={field.content} headingsFrom={headingLevel} />
              </div>
            )}
          </div>
        );
      })}
    </>
  );
}
