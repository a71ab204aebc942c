import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { errorParts, formatErrorParts } from '@/api/errorMessage';

/**
 * An API error as the page says it, in its language: a code of the contract from the error
 * catalogue (wrong password, 429, 409 payment_not_pending, ...), no answer as "failed to send".
 * The front desk shows it beside what failed, not in a toast.
 */
export function useErrorText(): (error: unknown) => string {
  const intl = useIntl();
  return useCallback((error: unknown) => formatErrorParts(errorParts(error), intl.formatMessage), [intl]);
}
