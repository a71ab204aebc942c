import { Form, Formik } from 'formik';
import { useCallback, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { useListFrontDeskRegisterQuery, type RegisterEntry, type RegisterRange } from '@/api/frontDeskApi';
import { API_DATE_FORMAT, DATE_FORMAT, formatDate, hotelToday, parseStrict } from '@/lib/dates';
import { useDateRules } from '@/lib/validation/dateRules';
import { useValidationRules } from '@/lib/validation/rules';
import { DateField } from '@/ui/form/DateField';
import { SubmitButton } from '@/ui/form/SubmitButton';
import { ValidateOnLanguageChange } from '@/ui/form/ValidateOnLanguageChange';
import { sectionTitles } from './frontDeskMessages';
import { useFrontDeskDispatch } from './frontDeskHooks';
import { registerRangeSchema } from './frontDeskSchema';
import { DeskSection } from './ListState';
import { useNationalityText } from './nationalityText';
import { PassportModal } from './PassportModal';
import { exported, period, registerMessages as messages } from './registerMessages';
import { RegisterRow } from './RegisterRow';
import { exportRegister, readRegister } from './registerThunks';
import { DeskError } from './DeskError';

/** The range as the date fields hold it (YYYY/MM/DD). */
interface RangeFields {
  from: string;
  to: string;
}

const toApiDate = (text: string) => parseStrict(text, DATE_FORMAT)?.format(API_DATE_FORMAT) ?? text;

type ExportOutcome = { kind: 'done'; file: string } | { kind: 'failed'; error: unknown };

/**
 * The hotel's guest register (issue 24): its guests by check-in date, today's at first, for a range
 * the desk chooses; each passport masked, shown in full after a confirmation (the server records it);
 * the range exported as the server's CSV file.
 */
export function RegisterSection({ timeZone }: { timeZone: string }) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const dispatch = useFrontDeskDispatch();
  const nationality = useNationalityText();
  const [range, setRange] = useState<RegisterRange>(() => {
    const today = hotelToday(timeZone);
    return { from: today, to: today };
  });
  const query = useListFrontDeskRegisterQuery(range);
  // Only the chosen range's rows: another range's stay hidden while it is read.
  const entries = query.currentData?.entries;
  const [viewing, setViewing] = useState<RegisterEntry | null>(null);
  // One function for the dialog's life: the modal takes the focus again when its onClose changes.
  const closePassport = useCallback(() => setViewing(null), []);
  const [exporting, setExporting] = useState(false);
  const [exportOutcome, setExportOutcome] = useState<ExportOutcome | null>(null);

  const rules = useValidationRules();
  const dates = useDateRules();
  const schema = useMemo(() => registerRangeSchema(rules, dates, intl), [rules, dates, intl]);
  const initialValues: RangeFields = { from: formatDate(range.from), to: formatDate(range.to) };

  const show = async (values: RangeFields) => {
    const chosen = { from: toApiDate(values.from), to: toApiDate(values.to) };
    setExportOutcome(null);
    setRange(chosen);
    await dispatch(readRegister(chosen));
  };

  const exportCsv = async () => {
    setExporting(true);
    setExportOutcome(null);
    try {
      setExportOutcome({ kind: 'done', file: await dispatch(exportRegister(range)).unwrap() });
    } catch (error) {
      setExportOutcome({ kind: 'failed', error });
    }
    setExporting(false);
  };

  const lead = (
    <>
      <Formik<RangeFields> initialValues={initialValues} validationSchema={schema} onSubmit={show}>
        {({ isValid, isSubmitting }) => (
          <Form className="desk-range" noValidate aria-label={t(messages.range)}>
            <ValidateOnLanguageChange />
            <DateField name="from" label={t(messages.from)} required maxYear={new Date().getFullYear() + 1} />
            <DateField name="to" label={t(messages.to)} required maxYear={new Date().getFullYear() + 1} />
            <SubmitButton disabled={!isValid} busy={isSubmitting}>
              {t(messages.show)}
            </SubmitButton>
          </Form>
        )}
      </Formik>
      <div className="desk-range__chosen">
        <p>{t(period, { from: formatDate(range.from), to: formatDate(range.to) })}</p>
        <button
          type="button"
          className="button button--secondary"
          onClick={() => void exportCsv()}
          disabled={exporting}
          aria-busy={exporting || undefined}
        >
          {t(messages.export)}
        </button>
      </div>
      <div role="status" className="desk-section__outcome">
        {exportOutcome?.kind === 'done' && t(exported, { file: exportOutcome.file })}
      </div>
      {exportOutcome?.kind === 'failed' && <DeskError error={exportOutcome.error} />}
    </>
  );

  return (
    <DeskSection
      id="front-desk-register"
      title={t(sectionTitles.register)}
      query={query}
      count={entries?.length}
      emptyText={t(messages.empty)}
      timeZone={timeZone}
      lead={lead}
      outcome={viewing?.passport && <PassportModal entry={viewing} nationality={nationality} onClose={closePassport} />}
    >
      <ul className="desk-list">
        {entries?.map((entry) => (
          <RegisterRow
            key={entry.entryId}
            entry={entry}
            nationality={nationality(entry.nationality)}
            onViewPassport={() => setViewing(entry)}
          />
        ))}
      </ul>
    </DeskSection>
  );
}
