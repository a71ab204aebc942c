import { useId } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { describedBy, FieldFrame, TextField, useShownError } from '@/ui/form/Field';
import { LANGUAGES, type Language } from './catalogueSchema';

/** A name in the four languages: Japanese required (it is the item's identity), the others optional. */
export function NameFields({ labels }: { labels: Record<Language, MessageDescriptor> }) {
  const intl = useIntl();
  return (
    <>
      {LANGUAGES.map((lang) => (
        <TextField
          key={lang}
          name={`name.${lang}`}
          label={intl.formatMessage(labels[lang])}
          autoComplete="off"
          required={lang === 'ja'}
        />
      ))}
    </>
  );
}

/** A plain text area bound to a Formik field (a product's description in one language). */
export function TextAreaField({ name, label }: { name: string; label: string }) {
  const id = `${useId()}-${name}`;
  const [[field], error] = useShownError(name);
  return (
    <FieldFrame id={id} label={label} error={error}>
      <textarea
        {...field}
        value={field.value ?? ''}
        id={id}
        rows={3}
        className="field__input catalogue__description"
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error)}
      />
    </FieldFrame>
  );
}
