import { useField } from 'formik';
import { useId, useState } from 'react';
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import type { HotelImageUpload } from '@/api/frontDeskApi';
import { codeMessages } from '@/api/errorCatalogue';
import { PICTURE_TYPES, uploadPicture } from './consoleEditThunks';
import { useFrontDeskDispatch } from './frontDeskHooks';
import { useErrorText } from './useErrorText';

export const imageMessages = defineMessages({
  hint: {
    id: 'frontDesk.image.hint',
    defaultMessage: 'A photo or picture (JPEG, PNG, WebP, GIF or HEIC), up to 10 MB. Kept at most 1600 pixels wide.',
  },
  choose: { id: 'frontDesk.image.choose', defaultMessage: 'Choose a picture' },
  replace: { id: 'frontDesk.image.replace', defaultMessage: 'Replace the picture' },
  remove: { id: 'frontDesk.image.remove', defaultMessage: 'Remove the picture' },
  uploading: { id: 'frontDesk.image.uploading', defaultMessage: 'Uploading the picture…' },
  none: { id: 'frontDesk.image.none', defaultMessage: 'No picture.' },
});

/** The preview's text alternative names the field it shows. */
const previewText = defineMessage<{ label: string }>({
  id: 'frontDesk.image.preview',
  defaultMessage: 'The current picture: {label}',
});

export const MAX_BYTES = 10 * 1024 * 1024;
/** The file inputs offer pictures; a HEIC file may come without its type. */
export const ACCEPT = `${PICTURE_TYPES.join(',')},.heic,.heif`;

/** The contract's type of a chosen file, or null for a file the server would not read. */
export function pictureType(file: File): HotelImageUpload['type'] | null {
  if ((PICTURE_TYPES as readonly string[]).includes(file.type)) return file.type as HotelImageUpload['type'];
  return file.type === '' && /\.hei[cf]$/i.test(file.name) ? 'image/heic' : null;
}

/**
 * A picture of the hotel's (a product's, a coupon's, a page's...) in a console form: the Formik field
 * holds its reference as the hotel file does ('' for none). A chosen file (a phone offers its camera
 * too) is checked here (type, 10 MB), uploaded at once (uploadHotelImage: the server makes it upright,
 * smaller and WebP), previewed, and its address put into the field; the form's Save keeps it. A `hint`
 * says where guests see it.
 */
export function ImageField({ name, label, hint }: { name: string; label: string; hint?: string }) {
  const intl = useIntl();
  const dispatch = useFrontDeskDispatch();
  const errorText = useErrorText();
  const [field, , helpers] = useField<string>(name);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const id = useId();

  const choose = async (event: React.ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // The same file chosen again after a failure still counts as a choice.
    event.target.value = '';
    if (!file) return;
    const type = pictureType(file);
    if (!type) return setProblem(intl.formatMessage(codeMessages.image_invalid));
    if (file.size > MAX_BYTES) return setProblem(intl.formatMessage(codeMessages.image_too_large));
    setProblem(null);
    setBusy(true);
    try {
      const { url } = await dispatch(uploadPicture({ file, type })).unwrap();
      await helpers.setValue(url);
    } catch (error) {
      setProblem(errorText(error));
    } finally {
      setBusy(false);
    }
  };

  const value = field.value ?? '';
  return (
    <fieldset
      className="field console-image"
      aria-describedby={hint ? `${id}-use ${id}-hint` : `${id}-hint`}
      aria-busy={busy || undefined}
    >
      <legend className="field__label">{label}</legend>
      {hint && (
        <p className="field__hint" id={`${id}-use`}>
          {hint}
        </p>
      )}
      <p className="field__hint" id={`${id}-hint`}>
        {intl.formatMessage(imageMessages.hint)}
      </p>
      {value ? (
        <img className="console-image__preview" src={value} alt={intl.formatMessage(previewText, { label })} />
      ) : (
        <p className="console-image__none">{intl.formatMessage(imageMessages.none)}</p>
      )}
      <div className="console-image__buttons">
        <label className="button button--secondary button--file">
          <input type="file" className="visually-hidden" accept={ACCEPT} disabled={busy} onChange={choose} />
          {intl.formatMessage(value ? imageMessages.replace : imageMessages.choose)}
        </label>
        {value && (
          <button
            type="button"
            className="button button--secondary"
            disabled={busy}
            onClick={() => void helpers.setValue('')}
          >
            {intl.formatMessage(imageMessages.remove)}
          </button>
        )}
      </div>
      {busy && (
        <p className="console-image__busy" role="status">
          {intl.formatMessage(imageMessages.uploading)}
        </p>
      )}
      {problem && (
        <p className="field__error" role="alert">
          {problem}
        </p>
      )}
    </fieldset>
  );
}
