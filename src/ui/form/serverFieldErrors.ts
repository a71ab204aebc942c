import type { FormikHelpers } from 'formik';

type Bag = Record<string, unknown>;
const isBag = (v: unknown): v is Bag => typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * The request fields a 400 `validation_error` names (its `errors` object: field path → the
 * server's English reason, e.g. `{ telephone: "must match pattern ..." }`), by their first segment.
 */
export function rejectedFields(error: unknown): string[] {
  if (!isBag(error) || error.status !== 400 || !isBag(error.data)) return [];
  const { code, errors } = error.data;
  if (code !== 'validation_error' || !isBag(errors)) return [];
  return [...new Set(Object.keys(errors).map((path) => path.split('.')[0]!))];
}

/**
 * Shows a refused submit's field errors at the fields too (the toast says it for the whole form):
 * each field the server named that the form has (`fields` maps a request field to the form's,
 * e.g. nameKana to both kana fields) gets `message`, in the page's language: the server's reason is
 * English and written for developers. Fields the form does not have stay with the toast.
 */
export function showServerFieldErrors<Values>(
  error: unknown,
  helpers: Pick<FormikHelpers<Values>, 'setFieldError' | 'setFieldTouched'>,
  fields: Record<string, readonly (keyof Values & string)[]>,
  message: string,
): void {
  for (const requestField of rejectedFields(error)) {
    for (const field of fields[requestField] ?? []) {
      // Touched first without validating, so the error shows and no validation run replaces it.
      void helpers.setFieldTouched(field, true, false);
      helpers.setFieldError(field, message);
    }
  }
}
