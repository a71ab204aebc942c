import { useFormikContext } from 'formik';
import { useEffect } from 'react';
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import { dateWithWeekday } from '@/lib/dateNames';
import type { Language } from '@/lib/language';
import { SelectField, TextField } from '@/ui/form/Field';
import { companionRows, showsCompanions } from './companions';
import { arrivalTimeLabel, MAX_GUESTS, MIN_GUESTS, type ArrivalOptions } from './checkinFormOptions';
import type { CheckinFormValues } from './checkinThunks';

export const accommodationMessages = defineMessages({
  arrivalDate: { id: 'checkin.form.arrivalDate', defaultMessage: 'Arrival date' },
  checkinTime: { id: 'checkin.form.checkinTime', defaultMessage: 'Check-in time' },
  guests: { id: 'checkin.form.guests', defaultMessage: 'Number of guests' },
  knowsContacts: { id: 'checkin.form.knowsContacts', defaultMessage: 'I know everyone’s contacts' },
  companions: { id: 'checkin.form.companions', defaultMessage: 'Companions' },
  surname: { id: 'checkin.form.surname', defaultMessage: 'Family name' },
  name: { id: 'checkin.form.name', defaultMessage: 'Given name' },
  // The spec's "Add entry field" says what it adds: a guest (and their row).
  add: { id: 'checkin.form.add', defaultMessage: 'Add a guest' },
  phone: { id: 'checkin.form.phone', defaultMessage: 'Phone number of the reservation' },
  phoneHint: { id: 'checkin.form.phoneHint', defaultMessage: 'Digits only, e.g. 09012345678' },
  choose: { id: 'checkin.form.choose', defaultMessage: 'Please choose' },
});
const removeMessage = defineMessage<{ number: number }>({
  id: 'checkin.form.remove',
  defaultMessage: 'Remove guest {number}',
});
export const companionMessage = defineMessage<{ number: number }>({
  id: 'checkin.form.companion',
  defaultMessage: 'Guest {number}',
});
const guestCountMessage = defineMessage<{ count: number }>({
  id: 'checkin.form.guestCount',
  defaultMessage: '{count, plural, one {# guest} other {# guests}}',
});

/**
 * The form's other lists with one entry per companion row (the edit screen's passports): a removed
 * row takes its entries with it, fewer guests drop the last ones.
 */
function alignLists(
  values: CheckinFormValues,
  lists: readonly string[],
  change: (list: unknown[]) => unknown[],
): Record<string, unknown[]> {
  const all = values as unknown as Record<string, unknown[] | undefined>;
  return Object.fromEntries(lists.map((key) => [key, change(all[key] ?? [])]));
}

function CompanionRow({
  index,
  language,
  alignedLists,
}: {
  index: number;
  language: Language;
  alignedLists: readonly string[];
}) {
  const intl = useIntl();
  const { values, setValues } = useFormikContext<CheckinFormValues>();
  const number = index + 2;
  const surname = (
    <TextField
      name={`companionsList.${index}.surname`}
      label={intl.formatMessage(accommodationMessages.surname)}
      required
      autoComplete="off"
    />
  );
  const given = (
    <TextField
      name={`companionsList.${index}.name`}
      label={intl.formatMessage(accommodationMessages.name)}
      required
      autoComplete="off"
    />
  );
  // Removing a row is one guest less (spec §5).
  const remove = () => {
    const rows = companionRows(values.companionsList, values.totalMembers).filter((_, i) => i !== index);
    void setValues({
      ...values,
      ...alignLists(values, alignedLists, (list) => list.filter((_, i) => i !== index)),
      totalMembers: values.totalMembers - 1,
      companionsList: rows,
    });
  };
  return (
    <fieldset className="companion">
      <legend className="companion__legend">{intl.formatMessage(companionMessage, { number })}</legend>
      <div className="companion__names">
        {/* Last name then first name in Japanese, reversed otherwise (spec §2). */}
        {language === 'ja' ? (
          <>
            {surname}
            {given}
          </>
        ) : (
          <>
            {given}
            {surname}
          </>
        )}
      </div>
      <button type="button" className="companion__remove" onClick={remove}>
        {intl.formatMessage(removeMessage, { number })}
      </button>
    </fieldset>
  );
}

/**
 * The arrival a form starts with: the one given while it is still offered, else the first date
 * offered and its first time (spec doc 2 §5: the default is the first option), or none.
 */
export function offeredArrival(
  options: ArrivalOptions,
  from?: Pick<CheckinFormValues, 'inDate' | 'inTime'>,
): Pick<CheckinFormValues, 'inDate' | 'inTime'> {
  if (from && options.times[from.inDate]?.includes(from.inTime)) return { inDate: from.inDate, inTime: from.inTime };
  const inDate = from && options.times[from.inDate] ? from.inDate : (options.dates[0] ?? '');
  return { inDate, inTime: options.times[inDate]?.[0] ?? '' };
}

/**
 * A chosen arrival as far as it is still offered: a time no longer offered on its date (it has
 * passed) is taken out, a date no longer offered (made on an earlier day, or the business day has
 * changed) with its time. The guest chooses again: moving it on could change their arrival by hours.
 */
export function stillOffered(
  options: ArrivalOptions,
  { inDate, inTime }: Pick<CheckinFormValues, 'inDate' | 'inTime'>,
): Pick<CheckinFormValues, 'inDate' | 'inTime'> {
  const times = options.times[inDate];
  if (!times) return { inDate: '', inTime: '' };
  return { inDate, inTime: times.includes(inTime) ? inTime : '' };
}

/** Takes out what is no longer offered while the form is open (stillOffered). */
function useStillOffered(options: ArrivalOptions) {
  const { values, setValues } = useFormikContext<CheckinFormValues>();
  const { inDate, inTime } = values;
  useEffect(() => {
    const kept = stillOffered(options, { inDate, inTime });
    if (kept.inDate !== inDate || kept.inTime !== inTime) void setValues((current) => ({ ...current, ...kept }));
  }, [options, inDate, inTime, setValues]);
}

/**
 * The accommodation part of the check-in form and of the edit screen (spec doc 2 §2 "checkIn"):
 * arrival date, time, guests, the contacts checkbox, one companion row per further guest, the phone.
 * The arrival offers what `options` offers now (useArrivalOptions), each date with its own times.
 */
export function AccommodationFields({
  options,
  windowBegin,
  language,
  withPhone = true,
  alignedLists = [],
}: {
  options: ArrivalOptions;
  /** The window's begin: later times before it are past midnight. */
  windowBegin: string;
  language: Language;
  withPhone?: boolean;
  /** Top-level lists of the form with an entry per companion row, kept in step with the rows. */
  alignedLists?: readonly string[];
}) {
  const intl = useIntl();
  const { values, setValues } = useFormikContext<CheckinFormValues>();
  useStillOffered(options);
  const times = options.times[values.inDate] ?? [];
  const choose = intl.formatMessage(accommodationMessages.choose);
  // Another date keeps the time when that date offers it, else takes its first.
  const setDate = (inDate: string) =>
    void setValues({ ...values, inDate, inTime: offeredArrival(options, { inDate, inTime: values.inTime }).inTime });
  const setGuests = (totalMembers: number) =>
    void setValues({
      ...values,
      ...alignLists(values, alignedLists, (list) => list.slice(0, Math.max(0, totalMembers - 1))),
      totalMembers,
      companionsList: companionRows(values.companionsList, totalMembers),
    });
  const guests = Array.from({ length: MAX_GUESTS - MIN_GUESTS + 1 }, (_, i) => String(MIN_GUESTS + i));

  return (
    <>
      <SelectField
        name="inDate"
        label={intl.formatMessage(accommodationMessages.arrivalDate)}
        required
        onChange={(event) => setDate(event.target.value)}
        options={[
          // Only while no date is chosen (a date no longer on offer).
          ...(values.inDate === '' ? [{ value: '', label: choose }] : []),
          ...options.dates.map((date) => ({ value: date, label: dateWithWeekday(date, language) })),
        ]}
      />
      <SelectField
        name="inTime"
        label={intl.formatMessage(accommodationMessages.checkinTime)}
        required
        options={[
          // Only while no time is chosen (a time that has passed, or no date).
          ...(values.inTime === '' ? [{ value: '', label: choose }] : []),
          ...times.map((time) => ({ value: time, label: arrivalTimeLabel(intl, time, windowBegin) })),
        ]}
      />
      <SelectField
        name="totalMembers"
        label={intl.formatMessage(accommodationMessages.guests)}
        required
        value={String(values.totalMembers)}
        onChange={(event) => setGuests(Number(event.target.value))}
        options={guests.map((count) => ({
          value: count,
          label: intl.formatMessage(guestCountMessage, { count: Number(count) }),
        }))}
      />
      {values.totalMembers > 1 && (
        <label className="checkbox">
          <input
            type="checkbox"
            checked={values.knowsContacts}
            onChange={(event) => void setValues({ ...values, knowsContacts: event.target.checked })}
          />
          <span>{intl.formatMessage(accommodationMessages.knowsContacts)}</span>
        </label>
      )}
      {showsCompanions(values) && (
        <section className="companions" aria-label={intl.formatMessage(accommodationMessages.companions)}>
          {companionRows(values.companionsList, values.totalMembers).map((_, index) => (
            <CompanionRow key={index} index={index} language={language} alignedLists={alignedLists} />
          ))}
        </section>
      )}
      {!values.knowsContacts && (
        <button
          type="button"
          className="button button--secondary companions__add"
          disabled={values.totalMembers >= MAX_GUESTS}
          onClick={() => setGuests(values.totalMembers + 1)}
        >
          {intl.formatMessage(accommodationMessages.add)}
        </button>
      )}
      {withPhone && (
        <TextField
          name="reservationTel"
          type="tel"
          inputMode="numeric"
          autoComplete="tel"
          placeholder="09012345678"
          label={intl.formatMessage(accommodationMessages.phone)}
          hint={intl.formatMessage(accommodationMessages.phoneHint)}
          required
        />
      )}
    </>
  );
}
