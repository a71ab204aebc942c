import { useId } from 'react';
import { useIntl } from 'react-intl';
import type { RegisterEntry } from '@/api/frontDeskApi';
import { formatDate } from '@/lib/dates';
import { companion, registerMessages as messages } from './registerMessages';

/** One guest of the register: the stay's dates and check-in, who they are, their passport masked. */
export function RegisterRow({
  entry,
  nationality,
  onViewPassport,
}: {
  entry: RegisterEntry;
  /** The entry's nationality as the page says it (useNationalityText). */
  nationality: string;
  onViewPassport: () => void;
}) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const nameId = useId();
  const dash = (text: string | null) => text ?? '—';
  return (
    <li className="desk-card" aria-labelledby={nameId}>
      <h3 id={nameId} className="desk-card__title">
        {entry.name}{' '}
        <span className="desk-tag">
          {entry.guest === 0 ? t(messages.representative) : t(companion, { number: entry.guest })}
        </span>
      </h3>
      <dl className="desk-card__facts">
        <div>
          <dt>{t(messages.checkinDate)}</dt>
          <dd>{formatDate(entry.checkinDate)}</dd>
        </div>
        <div>
          <dt>{t(messages.checkoutDate)}</dt>
          <dd>{entry.checkoutDate ? formatDate(entry.checkoutDate) : t(messages.staying)}</dd>
        </div>
        {/* A whole line: the 16-character code unbroken. */}
        <div className="desk-card__wide">
          <dt>{t(messages.checkinId)}</dt>
          <dd className="desk-card__code">{entry.checkinCode}</dd>
        </div>
        <div>
          <dt>{t(messages.phone)}</dt>
          <dd>{dash(entry.telephone)}</dd>
        </div>
        <div>
          <dt>{t(messages.nationality)}</dt>
          <dd>{nationality}</dd>
        </div>
        <div className="desk-card__wide">
          <dt>{t(messages.address)}</dt>
          <dd>{dash(entry.address)}</dd>
        </div>
        {entry.passport && (
          <div>
            <dt>{t(messages.passport)}</dt>
            <dd className="desk-card__code">{entry.passport.maskedNumber}</dd>
          </div>
        )}
      </dl>
      {entry.passport && (
        <div className="desk-card__actions">
          <button type="button" className="button button--secondary" aria-describedby={nameId} onClick={onViewPassport}>
            {t(messages.viewPassport)}
          </button>
        </div>
      )}
    </li>
  );
}
