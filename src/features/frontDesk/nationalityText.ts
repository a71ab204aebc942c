import { useIntl } from 'react-intl';
import { useCountryName } from './countryNames';
import { registerMessages } from './registerMessages';

/**
 * A register entry's nationality as the desk reads it: a country's name in the page's language
 * (its code while the names load), the foreign resident's text for NJP, a dash when not asked.
 */
export function useNationalityText(): (code: string | null) => string {
  const intl = useIntl();
  const countryName = useCountryName();
  return (code) => {
    if (code === null) return '—';
    if (code === 'NJP') return intl.formatMessage(registerMessages.foreignResident);
    return countryName(code) ?? code;
  };
}
