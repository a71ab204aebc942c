import { useFormikContext } from 'formik';
import { useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';

/**
 * Formik keeps error texts as they were written: when the language changes, check the form again
 * so the errors shown (and rules that depend on the language) follow it. Put it inside the form.
 */
export function ValidateOnLanguageChange() {
  const { locale } = useIntl();
  const { validateForm } = useFormikContext();
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    void validateForm();
  }, [locale, validateForm]);
  return null;
}
