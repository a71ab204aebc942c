import { useField } from 'formik';
import { useEffect, useId, useRef } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { passportPhoto, type PassportPhoto } from './passports';

export const photoMessages = defineMessages({
  photo: { id: 'checkin.passport.photo', defaultMessage: 'Photo of the passport’s photo page' },
  photoHint: {
    id: 'checkin.passport.photoHint',
    defaultMessage: 'The whole page, readable. JPEG, PNG or HEIC, up to 10 MB.',
  },
  takePhoto: { id: 'checkin.passport.takePhoto', defaultMessage: 'Take a photo' },
  chooseFile: { id: 'checkin.passport.chooseFile', defaultMessage: 'Choose a file' },
  preview: { id: 'checkin.passport.preview', defaultMessage: 'The chosen photo' },
});

/** What the file inputs offer: the types the server takes (a HEIC file may come without its type). */
const ACCEPT = 'image/jpeg,image/png,image/heic,.heic';

/** A small preview of the chosen photo; its object URL is let go when the photo changes or leaves. */
function PhotoPreview({ photo }: { photo: PassportPhoto }) {
  const intl = useIntl();
  const image = useRef<HTMLImageElement>(null);
  useEffect(() => {
    const url = URL.createObjectURL(photo.file);
    if (image.current) image.current.src = url;
    return () => URL.revokeObjectURL(url);
  }, [photo.file]);
  return (
    <figure className="passport-photo__preview">
      <img ref={image} alt={intl.formatMessage(photoMessages.preview)} width={96} height={68} />
      <figcaption>{photo.file.name}</figcaption>
    </figure>
  );
}

/**
 * The photo of a passport's photo page: "Take a photo" opens a phone's camera (`capture`), "Choose a
 * file" the files (on a phone `capture` allows the camera only, hence two inputs). The chosen file
 * is checked at once (type, size) and previewed with its name.
 */
export function PassportPhotoField({ name }: { name: string }) {
  const intl = useIntl();
  const [field, meta, helpers] = useField<PassportPhoto | null>(name);
  const id = useId();
  const error = meta.touched && meta.error ? meta.error : undefined;
  const choose = (event: React.ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // The same file chosen again after a fix still counts as a choice.
    event.target.value = '';
    if (!file) return;
    void helpers.setTouched(true, false);
    void helpers.setValue(passportPhoto(file));
  };
  const described = [`${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ');
  return (
    <fieldset className={`field passport-photo${error ? ' field--invalid' : ''}`} aria-describedby={described}>
      <legend className="field__label">
        {intl.formatMessage(photoMessages.photo)}
        <span className="field__required" aria-hidden="true">
          *
        </span>
      </legend>
      <p className="field__hint" id={`${id}-hint`}>
        {intl.formatMessage(photoMessages.photoHint)}
      </p>
      <div className="passport-photo__buttons">
        <label className="button button--secondary passport-photo__button">
          <input
            type="file"
            className="visually-hidden"
            accept={ACCEPT}
            capture="environment"
            onChange={choose}
            aria-invalid={error ? true : undefined}
          />
          {intl.formatMessage(photoMessages.takePhoto)}
        </label>
        <label className="button button--secondary passport-photo__button">
          <input
            type="file"
            className="visually-hidden"
            accept={ACCEPT}
            onChange={choose}
            aria-invalid={error ? true : undefined}
          />
          {intl.formatMessage(photoMessages.chooseFile)}
        </label>
      </div>
      {field.value && <PhotoPreview photo={field.value} />}
      {error && (
        <p className="field__error" id={`${id}-error`} role="alert">
          {error}
        </p>
      )}
    </fieldset>
  );
}
