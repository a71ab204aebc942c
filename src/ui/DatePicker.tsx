import moment from 'moment';
import { useCallback, useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import { inLanguage } from '@/lib/dateNames';
import { API_DATE_FORMAT, DATE_FORMAT, EARLIEST_YEAR, parseStrict } from '@/lib/dates';
import { DEFAULT_LANGUAGE, isLanguage, type Language } from '@/lib/language';
import './DatePicker.css';

const messages = defineMessages({
  open: { id: 'ui.datePicker.open', defaultMessage: 'Choose from the calendar' },
  dialog: { id: 'ui.datePicker.dialog', defaultMessage: 'Calendar' },
  year: { id: 'ui.datePicker.year', defaultMessage: 'Year' },
  month: { id: 'ui.datePicker.month', defaultMessage: 'Month' },
  previousMonth: { id: 'ui.datePicker.previousMonth', defaultMessage: 'Previous month' },
  nextMonth: { id: 'ui.datePicker.nextMonth', defaultMessage: 'Next month' },
  close: { id: 'ui.datePicker.close', defaultMessage: 'Close' },
});

/** Spec doc 1 §9: a scroll (or swipe) over the calendar settles 300 ms after it stops, then turns one month. */
export const SCROLL_DEBOUNCE_MS = 300;
/** How far a finger must travel sideways for a swipe. */
const SWIPE_PX = 40;

/** The calendar's labels in each language, through moment's locales. */
const LABELS: Record<Language, { day: string; year: string; month: string }> = {
  ja: { day: 'LL dddd', year: 'YYYY年', month: 'YYYY年M月' },
  en: { day: 'dddd, LL', year: 'YYYY', month: 'MMMM YYYY' },
  zh: { day: 'LL dddd', year: 'YYYY年', month: 'YYYY年M月' },
  ko: { day: 'LL dddd', year: 'YYYY년', month: 'YYYY년 M월' },
};

interface Day {
  year: number;
  /** 0 to 11. */
  month: number;
  day: number;
}

const at = ({ year, month, day }: Day) => moment.utc([year, month, day]);
const toDay = (m: moment.Moment): Day => ({ year: m.year(), month: m.month(), day: m.date() });
const format = (day: Day) => at(day).format(DATE_FORMAT);
const daysIn = (year: number, month: number) => moment.utc([year, month, 1]).daysInMonth();

/** A real date written YYYY/MM/DD (or YYYY-MM-DD), else null. */
export function parseDate(text: string | undefined): Day | null {
  const parsed = parseStrict(text, DATE_FORMAT) ?? parseStrict(text, API_DATE_FORMAT);
  return parsed ? toDay(parsed) : null;
}

/** `day` moved by a number of days (the month and year follow). */
const addDays = (day: Day, delta: number): Day => toDay(at(day).add(delta, 'days'));

/** The same day of another month, cut to that month's last day. */
const addMonths = (day: Day, delta: number): Day => toDay(at(day).add(delta, 'months'));

export interface DatePickerProps {
  /** The text input's id (the field's label points at it). */
  id: string;
  name?: string;
  /** The text as typed or picked, YYYY/MM/DD when complete. */
  value: string;
  onChange: (value: string) => void;
  /** Called when the guest leaves the text input or has picked a day. */
  onBlur?: () => void;
  /** The day the calendar shows when the value is not a date (YYYY/MM/DD); else today. */
  defaultView?: string;
  /** First and last day that can be picked (YYYY/MM/DD). */
  min?: string;
  max?: string;
  /** The year select's range: from 1900 (spec doc 1 §5) to this year unless told. */
  minYear?: number;
  maxYear?: number;
  required?: boolean;
  invalid?: boolean;
  describedBy?: string;
  autoComplete?: string;
}

/**
 * A date field (spec doc 1 §5 "Date fields"): a text input for YYYY/MM/DD and a button that opens a
 * calendar with year and month selects and a grid of days. Arrow keys move between days, Page Up
 * and Page Down between months, Escape closes it.
 */
export function DatePicker({
  id,
  name,
  value,
  onChange,
  onBlur,
  defaultView,
  min,
  max,
  minYear = EARLIEST_YEAR,
  maxYear = moment().year(),
  required,
  invalid,
  describedBy,
  autoComplete = 'off',
}: DatePickerProps) {
  const intl = useIntl();
  const language = isLanguage(intl.locale) ? intl.locale : DEFAULT_LANGUAGE;
  const label = (day: Day, kind: keyof (typeof LABELS)[Language]) =>
    inLanguage(language, at(day)).format(LABELS[language][kind]);
  const dialogId = useId();
  const captionId = useId();
  const wrapperRef = useRef<HTMLDivElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const gridRef = useRef<HTMLTableElement>(null);
  const focusDayRef = useRef(false);
  const [focused, setFocused] = useState<Day | null>(null);
  const open = focused !== null;

  const clampYear = (day: Day): Day =>
    day.year < minYear
      ? { year: minYear, month: 0, day: 1 }
      : day.year > maxYear
        ? { year: maxYear, month: 11, day: 31 }
        : day;

  const openCalendar = () => {
    const today = toDay(moment());
    // The focus moves into the calendar, onto the day it opens at.
    focusDayRef.current = true;
    setFocused(clampYear(parseDate(value) ?? parseDate(defaultView) ?? today));
  };

  const close = (returnFocus: boolean) => {
    setFocused(null);
    if (returnFocus) toggleRef.current?.focus();
  };

  // A click outside the calendar closes it.
  useEffect(() => {
    if (!open) return;
    const onPointer = (event: MouseEvent) => {
      if (!wrapperRef.current?.contains(event.target as Node)) setFocused(null);
    };
    document.addEventListener('mousedown', onPointer);
    return () => document.removeEventListener('mousedown', onPointer);
  }, [open]);

  // On opening and after an arrow key, the focus follows the focused day.
  useEffect(() => {
    if (focused && focusDayRef.current) {
      focusDayRef.current = false;
      gridRef.current?.querySelector<HTMLButtonElement>('button[tabindex="0"]')?.focus();
    }
  }, [focused]);

  const outside = (day: Day) => (min !== undefined && format(day) < min) || (max !== undefined && format(day) > max);

  const pick = (day: Day) => {
    onChange(format(day));
    onBlur?.();
    close(true);
  };

  const moveTo = (day: Day, withFocus: boolean) => {
    if (day.year < minYear || day.year > maxYear || (withFocus && outside(day))) return;
    focusDayRef.current = withFocus;
    setFocused(day);
  };

  // Scrolling or swiping over the days turns the month: once the gesture has settled for 300 ms,
  // one month in its direction, however many events it sent.
  const gesture = useRef<{ delta: number; timer?: number }>({ delta: 0 });
  const settle = useCallback(
    (delta: number) => {
      const current = gesture.current;
      current.delta += delta;
      window.clearTimeout(current.timer);
      current.timer = window.setTimeout(() => {
        const step = Math.sign(current.delta);
        current.delta = 0;
        setFocused((day) => {
          const next = day && step ? addMonths(day, step) : day;
          return next && next.year >= minYear && next.year <= maxYear ? next : day;
        });
      }, SCROLL_DEBOUNCE_MS);
    },
    [minYear, maxYear],
  );
  useEffect(() => {
    const current = gesture.current;
    return () => window.clearTimeout(current.timer);
  }, []);
  // A wheel over the days scrolls the calendar, not the page (so the listener is not passive).
  useEffect(() => {
    const grid = gridRef.current;
    if (!open || !grid) return;
    const onWheel = (event: WheelEvent) => {
      event.preventDefault();
      settle(event.deltaY || event.deltaX);
    };
    grid.addEventListener('wheel', onWheel, { passive: false });
    return () => grid.removeEventListener('wheel', onWheel);
  }, [open, settle]);
  const touchStart = useRef<{ x: number; y: number } | null>(null);

  const onDayKey = (event: KeyboardEvent<HTMLButtonElement>, day: Day) => {
    const moves: Record<string, () => Day> = {
      ArrowLeft: () => addDays(day, -1),
      ArrowRight: () => addDays(day, 1),
      ArrowUp: () => addDays(day, -7),
      ArrowDown: () => addDays(day, 7),
      PageUp: () => addMonths(day, -1),
      PageDown: () => addMonths(day, 1),
    };
    const move = moves[event.key];
    if (move) {
      event.preventDefault();
      moveTo(move(), true);
    }
  };

  const selected = parseDate(value);
  const dayLabel = (day: Day) => label(day, 'day');

  let calendar: ReactNode = null;
  if (focused) {
    const { year, month } = focused;
    const lead = at({ year, month, day: 1 }).day();
    const cells: (Day | null)[] = [
      ...Array.from({ length: lead }, () => null),
      ...Array.from({ length: daysIn(year, month) }, (_, i) => ({ year, month, day: i + 1 })),
    ];
    const weeks: (Day | null)[][] = [];
    for (let i = 0; i < cells.length; i += 7) weeks.push(cells.slice(i, i + 7));
    // The week starts on Sunday (2023-01-01 was one).
    const weekdays = Array.from({ length: 7 }, (_, i) => inLanguage(language, moment.utc([2023, 0, 1 + i])));
    const years = Array.from({ length: maxYear - minYear + 1 }, (_, i) => minYear + i);
    const isSame = (a: Day | null, b: Day | null) =>
      Boolean(a && b && a.year === b.year && a.month === b.month && a.day === b.day);
    // The one day reached with Tab: the focused day, or the month's first day that can be picked.
    const tabbable = outside(focused) ? (cells.find((day) => day && !outside(day)) ?? null) : focused;

    calendar = (
      <div
        id={dialogId}
        className="date-picker__dialog"
        role="dialog"
        aria-label={intl.formatMessage(messages.dialog)}
        onKeyDown={(event) => {
          if (event.key === 'Escape') {
            event.stopPropagation();
            close(true);
          }
        }}
      >
        <div className="date-picker__head">
          <button
            type="button"
            className="date-picker__step"
            onClick={() => moveTo(addMonths(focused, -1), false)}
            disabled={year === minYear && month === 0}
            aria-label={intl.formatMessage(messages.previousMonth)}
          >
            <span aria-hidden="true">‹</span>
          </button>
          <select
            className="date-picker__select"
            aria-label={intl.formatMessage(messages.year)}
            value={year}
            onChange={(event) => moveTo(clampDay(Number(event.target.value), month, focused.day), false)}
          >
            {years.map((y) => (
              <option key={y} value={y}>
                {label({ year: y, month: 0, day: 1 }, 'year')}
              </option>
            ))}
          </select>
          <select
            className="date-picker__select"
            aria-label={intl.formatMessage(messages.month)}
            value={month}
            onChange={(event) => moveTo(clampDay(year, Number(event.target.value), focused.day), false)}
          >
            {Array.from({ length: 12 }, (_, m) => (
              <option key={m} value={m}>
                {inLanguage(language, moment.utc([2000, m, 1])).format('MMMM')}
              </option>
            ))}
          </select>
          <button
            type="button"
            className="date-picker__step"
            onClick={() => moveTo(addMonths(focused, 1), false)}
            disabled={year === maxYear && month === 11}
            aria-label={intl.formatMessage(messages.nextMonth)}
          >
            <span aria-hidden="true">›</span>
          </button>
        </div>
        <table
          className="date-picker__grid"
          ref={gridRef}
          aria-labelledby={captionId}
          onTouchStart={(event) => {
            const touch = event.touches[0];
            touchStart.current = touch ? { x: touch.clientX, y: touch.clientY } : null;
          }}
          onTouchEnd={(event) => {
            const start = touchStart.current;
            const touch = event.changedTouches[0];
            if (!start || !touch) return;
            const [dx, dy] = [touch.clientX - start.x, touch.clientY - start.y];
            // A swipe to the left shows the next month.
            if (Math.abs(dx) >= SWIPE_PX && Math.abs(dx) > Math.abs(dy)) settle(-dx);
          }}
        >
          <caption id={captionId} className="visually-hidden">
            {label({ year, month, day: 1 }, 'month')}
          </caption>
          <thead>
            <tr>
              {weekdays.map((weekday) => (
                <th key={weekday.day()} scope="col" abbr={weekday.format('dddd')}>
                  {weekday.format('dd')}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {weeks.map((week, w) => (
              <tr key={w}>
                {Array.from({ length: 7 }, (_, d) => {
                  const day = week[d] ?? null;
                  if (!day) return <td key={d} />;
                  return (
                    <td key={d}>
                      <button
                        type="button"
                        className="date-picker__day"
                        tabIndex={isSame(day, tabbable) ? 0 : -1}
                        aria-label={dayLabel(day)}
                        aria-pressed={isSame(day, selected)}
                        disabled={outside(day)}
                        onClick={() => pick(day)}
                        onKeyDown={(event) => onDayKey(event, day)}
                      >
                        {day.day}
                      </button>
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
        <button type="button" className="button button--secondary date-picker__close" onClick={() => close(true)}>
          {intl.formatMessage(messages.close)}
        </button>
      </div>
    );
  }

  return (
    <div className="date-picker" ref={wrapperRef}>
      <div className="date-picker__row">
        <input
          id={id}
          name={name}
          type="text"
          className="field__input date-picker__input"
          value={value}
          placeholder={DATE_FORMAT}
          autoComplete={autoComplete}
          onChange={(event) => onChange(event.target.value)}
          onBlur={onBlur}
          aria-required={required || undefined}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
        />
        <button
          ref={toggleRef}
          type="button"
          className="date-picker__toggle"
          onClick={() => (open ? close(false) : openCalendar())}
          aria-label={intl.formatMessage(messages.open)}
          aria-haspopup="dialog"
          aria-expanded={open}
          aria-controls={open ? dialogId : undefined}
        >
          <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
            <rect x="3.5" y="5" width="17" height="15" rx="2" fill="none" stroke="currentColor" strokeWidth="1.8" />
            <path d="M3.5 9.5h17M8 3v4M16 3v4" fill="none" stroke="currentColor" strokeWidth="1.8" />
          </svg>
        </button>
      </div>
      {calendar}
    </div>
  );
}

/** The day in another year or month, cut to that month's last day. */
function clampDay(year: number, month: number, day: number): Day {
  return { year, month, day: Math.min(day, daysIn(year, month)) };
}
