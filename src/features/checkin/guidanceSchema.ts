import * as yup from 'yup';
import type { CustomCheckinField } from '@/api/providerApi';
import type { ValidationRules } from '@/lib/validation/rules';
import { ANSWER_MAX, answerName } from './GuidanceFields';

/**
 * The hotel's guidance form (spec doc 2 §5): an answer is required only when its field isRequired;
 * a required select needs one of its options (held by their place in the list), typed text has an
 * upper bound. Display-only fields (inputType none) have no answer. An optional select left on a
 * place no longer offered counts as no choice (`toAnswers` keeps it empty).
 */
export function guidanceSchema(rules: ValidationRules, fields: readonly CustomCheckinField[]) {
  const answer = (field: CustomCheckinField) => {
    const text = field.isRequired ? rules.requiredText() : rules.text();
    if (field.inputType !== 'selectBox') return text.test(rules.maxCharacters(ANSWER_MAX));
    return field.isRequired ? text.test(rules.oneOf(field.inputValue.map((_, index) => String(index)))) : text;
  };
  const answered = fields.filter((field) => field.inputType !== 'none');
  return yup.object(Object.fromEntries(answered.map((field) => [answerName(field), answer(field)])));
}
