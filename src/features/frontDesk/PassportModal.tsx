import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useGetFrontDeskPassportQuery, type RegisterEntry } from '@/api/frontDeskApi';
import { Modal } from '@/ui/Modal';
import { Spinner } from '@/ui/Spinner';
import { deskMessages } from './frontDeskMessages';
import { passportPhoto, passportTitle, registerMessages as messages } from './registerMessages';
import { useErrorText } from './useErrorText';

/**
 * A register entry's passport: first the confirmation that viewing it is recorded, then (only then
 * read from the server) its number, nationality and photo. Closing drops it from the cache.
 */
export function PassportModal({
  entry,
  nationality,
  onClose,
}: {
  entry: RegisterEntry;
  nationality: (code: string | null) => string;
  onClose: () => void;
}) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const [confirmed, setConfirmed] = useState(false);
  // Two dialogs (keys), so the focus moves into the second as it did into the first.
  if (!confirmed) {
    return (
      <Modal
        key="confirm"
        title={t(messages.confirmViewTitle)}
        onClose={onClose}
        actions={
          <button type="button" className="button" onClick={() => setConfirmed(true)}>
            {t(messages.viewPassport)}
          </button>
        }
      >
        <p className="desk-confirm__summary">
          {entry.name} · <span className="desk-card__code">{entry.passport?.maskedNumber}</span>
        </p>
        <p>{t(messages.viewRecorded)}</p>
      </Modal>
    );
  }
  return (
    <Modal key="passport" title={t(passportTitle, { name: entry.name })} onClose={onClose}>
      <PassportView entry={entry} nationality={nationality} />
    </Modal>
  );
}

/** The passport as the server gives it (each read recorded there); kept in the cache only while shown. */
function PassportView({ entry, nationality }: { entry: RegisterEntry; nationality: (code: string | null) => string }) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const errorText = useErrorText();
  const passport = useGetFrontDeskPassportQuery({ entryId: entry.entryId }, { refetchOnMountOrArgChange: true });
  if (passport.isError) {
    return (
      <div className="desk-problem" role="alert">
        <p className="desk-problem__text">{errorText(passport.error)}</p>
        <button
          type="button"
          className="button button--secondary"
          onClick={() => void passport.refetch()}
          disabled={passport.isFetching}
        >
          {t(deskMessages.retry)}
        </button>
      </div>
    );
  }
  if (!passport.data) return <Spinner inline label={t(deskMessages.loading)} />;
  const { passportNumber, image } = passport.data;
  const photo = `data:${image.type};base64,${image.data}`;
  return (
    <>
      <dl className="desk-card__facts desk-passport__facts">
        <div className="desk-card__wide">
          <dt>{t(messages.passportNumber)}</dt>
          <dd className="desk-card__code desk-passport__number">{passportNumber}</dd>
        </div>
        <div className="desk-card__wide">
          <dt>{t(messages.nationality)}</dt>
          <dd>
            {nationality(passport.data.nationality)} ({passport.data.nationality})
          </dd>
        </div>
      </dl>
      {image.type === 'image/heic' ? (
        <div className="desk-passport__heic">
          <p>{t(messages.heic)}</p>
          <a className="button button--secondary" href={photo} download={`passport-${entry.entryId}.heic`}>
            {t(messages.downloadPhoto)}
          </a>
        </div>
      ) : (
        <img className="desk-passport__photo" src={photo} alt={t(passportPhoto, { name: entry.name })} />
      )}
    </>
  );
}
