import { useId, useState, type ChangeEvent } from 'react';
import { useIntl } from 'react-intl';
import {
  useApplyReservationImportMutation,
  usePreviewReservationImportMutation,
  type ReservationImport,
  type ReservationImportRow,
} from '@/api/frontDeskApi';
import { base64Of } from '@/lib/base64Of';
import { consoleMessages } from './consoleMessages';
import { deskMessages } from './frontDeskMessages';
import {
  columnMessages,
  doneText,
  headingMessages,
  outcomeMessages,
  previewTitle,
  problemMessages,
  problemOf,
  reservationImportMessages as messages,
  resultTitle,
  summaryText,
} from './reservationImportMessages';
import { useErrorText } from './useErrorText';
import { DeskError } from './DeskError';
import './ReservationImport.css';

/** The server's limit (openapi.yaml previewReservationImport): a larger file is refused before it is sent. */
const MAX_BYTES = 2 * 1024 * 1024;
/** The server's answer to a larger file, said without sending it. */
const TOO_LARGE = { status: 413, data: { code: 'import_too_large' } };

/** A file chosen, its bytes in base64 as the contract takes them. */
interface Chosen {
  name: string;
  content: string;
}

const count = (report: ReservationImport, outcome: ReservationImportRow['outcome']) =>
  report.rows.filter((row) => row.outcome === outcome).length;

/**
 * The managers' Reservation import screen (issue 33), for a hotel without a PMS: a CSV file chosen
 * is previewed at once (what each row will do, or why it cannot be imported); Import sends the same
 * bytes again, and the server writes every row or, while any row has an error, none: the button
 * stays off then, and when nothing would change. A failed preview or import can be tried again.
 */
export function ReservationImportScreen() {
  const intl = useIntl();
  const errorText = useErrorText();
  const headingId = useId();
  const fileLabelId = useId();
  const [chosen, setChosen] = useState<Chosen | null>(null);
  const [tooLarge, setTooLarge] = useState(false);
  const [preview, previewing] = usePreviewReservationImportMutation();
  const [apply, applying] = useApplyReservationImportMutation();

  const check = (file: Chosen) => {
    applying.reset();
    void preview({ reservationImportFile: { content: file.content } });
  };
  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    previewing.reset();
    applying.reset();
    setChosen(null);
    setTooLarge(false);
    if (!file) return;
    if (file.size > MAX_BYTES) {
      setTooLarge(true);
      return;
    }
    const next = { name: file.name, content: await base64Of(file) };
    setChosen(next);
    check(next);
  };
  const importFile = () => {
    if (chosen) void apply({ reservationImportFile: { content: chosen.content } });
  };

  // What the page shows: the import's answer once there is one, else the preview's.
  const report = applying.data ?? previewing.data;
  const failed = applying.error ?? previewing.error;
  const busy = previewing.isLoading || applying.isLoading;
  const errors = report ? count(report, 'error') : 0;
  const changes = report ? count(report, 'create') + count(report, 'update') : 0;
  const applied = applying.data?.applied === true;

  return (
    <section className="desk-section desk-import" aria-labelledby={headingId} aria-busy={busy || undefined}>
      <div className="desk-section__head">
        <h2 id={headingId} className="desk-section__title">
          {intl.formatMessage(consoleMessages.reservationImport)}
        </h2>
      </div>
      <p className="desk-section__quiet">{intl.formatMessage(messages.lead)}</p>
      <p className="desk-section__quiet">{intl.formatMessage(messages.columns)}</p>
      <div className="desk-import__file">
        <span id={fileLabelId} className="desk-import__label">
          {intl.formatMessage(messages.file)}
        </span>
        {/* The button's words are the page's language, not the browser's "Choose File". */}
        <label className="button button--secondary button--file">
          <input
            type="file"
            className="visually-hidden"
            aria-labelledby={fileLabelId}
            accept=".csv,text/csv"
            disabled={busy}
            onChange={(event) => void choose(event)}
          />
          {intl.formatMessage(chosen ? messages.chooseAnother : messages.choose)}
        </label>
      </div>
      {tooLarge && <DeskError error={TOO_LARGE} />}
      {busy && (
        <p className="desk-section__quiet" role="status">
          {intl.formatMessage(previewing.isLoading ? messages.checking : messages.applying)}
        </p>
      )}
      {failed !== undefined && chosen && (
        <div className="desk-problem" role="alert">
          <p className="desk-problem__text">{errorText(failed)}</p>
          <button
            type="button"
            className="button button--secondary"
            disabled={busy}
            onClick={() => (applying.error ? importFile() : check(chosen))}
          >
            {intl.formatMessage(deskMessages.retry)}
          </button>
        </div>
      )}
      {report && chosen && !busy && (
        <>
          <h3 className="desk-import__title">
            {intl.formatMessage(applied ? resultTitle : previewTitle, { name: chosen.name })}
          </h3>
          {applied ? (
            <p className="desk-section__outcome" role="status">
              {intl.formatMessage(doneText, {
                create: count(report, 'create'),
                update: count(report, 'update'),
                unchanged: count(report, 'unchanged'),
              })}
            </p>
          ) : (
            <p role="status">
              {intl.formatMessage(summaryText, {
                create: count(report, 'create'),
                update: count(report, 'update'),
                unchanged: count(report, 'unchanged'),
                error: errors,
              })}
            </p>
          )}
          {applying.data && !applied && <DeskError>{intl.formatMessage(messages.notApplied)}</DeskError>}
          {report.rows.length === 0 ? (
            <p className="desk-section__quiet">{intl.formatMessage(messages.empty)}</p>
          ) : (
            <PreviewTable rows={report.rows} />
          )}
          {!applied && errors > 0 && <p className="front-desk__notice">{intl.formatMessage(messages.fixErrors)}</p>}
          {!applied && errors === 0 && changes === 0 && report.rows.length > 0 && (
            <p className="desk-section__quiet">{intl.formatMessage(messages.nothingToChange)}</p>
          )}
          {!applied && (
            <div className="desk-import__actions">
              <button type="button" className="button" disabled={errors > 0 || changes === 0} onClick={importFile}>
                {intl.formatMessage(messages.apply)}
              </button>
            </div>
          )}
        </>
      )}
    </section>
  );
}

/**
 * The rows: a table at a desk, a card per row on a phone (ReservationImport.css); an error row says so
 * in words. The table's roles are written out: a table whose cells are made blocks on a phone loses them
 * in Chromium's accessibility tree otherwise.
 */
function PreviewTable({ rows }: { rows: ReservationImportRow[] }) {
  const intl = useIntl();
  const heading = {
    line: intl.formatMessage(headingMessages.line),
    bookingNumber: intl.formatMessage(columnMessages.bookingNumber),
    guest: intl.formatMessage(headingMessages.guest),
    checkin: intl.formatMessage(headingMessages.checkin),
    nights: intl.formatMessage(columnMessages.nights),
    outcome: intl.formatMessage(headingMessages.outcome),
    problems: intl.formatMessage(headingMessages.problems),
  };
  return (
    <table className="desk-import__table" role="table">
      <thead role="rowgroup">
        <tr role="row">
          {Object.values(heading).map((text) => (
            <th key={text} scope="col" role="columnheader">
              {text}
            </th>
          ))}
        </tr>
      </thead>
      <tbody role="rowgroup">
        {rows.map((row) => (
          <tr key={row.line} role="row" className={row.outcome === 'error' ? 'desk-import__row--error' : undefined}>
            <td role="cell" data-label={heading.line}>
              {row.line}
            </td>
            <td role="cell" data-label={heading.bookingNumber}>
              {row.bookingNumber}
            </td>
            <td role="cell" data-label={heading.guest}>
              {row.guestName}
            </td>
            <td role="cell" data-label={heading.checkin}>
              {row.checkinDate}
            </td>
            <td role="cell" data-label={heading.nights}>
              {row.nights}
            </td>
            <td
              role="cell"
              data-label={heading.outcome}
              className={`desk-import__outcome desk-import__outcome--${row.outcome}`}
            >
              <span>
                {row.outcome === 'error' && (
                  <span className="desk-import__mark" aria-hidden="true">
                    !
                  </span>
                )}
                {intl.formatMessage(outcomeMessages[row.outcome])}
              </span>
            </td>
            <td role="cell" data-label={heading.problems} className="desk-import__problems">
              {row.problems.length > 0 && (
                <ul>
                  {row.problems.map(({ column, code }) => {
                    const problem = intl.formatMessage(problemMessages[code]);
                    return (
                      <li key={`${column ?? ''}:${code}`}>
                        {column === undefined
                          ? problem
                          : intl.formatMessage(problemOf, {
                              column: intl.formatMessage(columnMessages[column]),
                              problem,
                            })}
                      </li>
                    );
                  })}
                </ul>
              )}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
