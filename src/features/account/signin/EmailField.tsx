import { useIntl } from 'react-intl';
import { TextField } from '@/ui/form/Field';
import { shared } from './sharedMessages';

/** The email address field of the sign-in forms. */
export function EmailField() {
  const intl = useIntl();
  return (
    <TextField
      name="email"
      type="email"
      label={intl.formatMessage(shared.email)}
      autoComplete="email"
      inputMode="email"
      required
    />
  );
}
