import { defineMessage, defineMessages, useIntl } from 'react-intl';
import type { BusinessHour } from '@/api/providerApi';
import type { Language } from '@/lib/language';
import { hoursByDay, todayInTimeZone, weekdayName, weekOrder } from './businessHours';

const messages = defineMessages({
  heading: { id: 'travel.hours.heading', defaultMessage: 'Business hours' },
  allDays: { id: 'travel.hours.allDays', defaultMessage: 'All week' },
  closed: { id: 'travel.hours.closed', defaultMessage: 'Closed' },
  noData: { id: 'travel.hours.noData', defaultMessage: 'No business hours information' },
  today: { id: 'travel.hours.today', defaultMessage: 'Today' },
});
const period = defineMessage<{ start: string; end: string }>({
  id: 'travel.hours.period',
  defaultMessage: '{start}–{end}',
});

/**
 * Opening hours by weekday (spec): collapsed behind today's hours when today's are known,
 * otherwise the whole week is shown; the week starts on Sunday in Japanese.
 */
export function BusinessHours({
  hours,
  language,
  timeZone,
  now,
}: {
  hours: BusinessHour[];
  language: Language;
  timeZone: string;
  now?: Date;
}) {
  const intl = useIntl();
  const byDay = hoursByDay(hours);
  const today = todayInTimeZone(timeZone, now);
  const text = (day: number) => {
    const periods = byDay.get(day);
    if (!periods) return intl.formatMessage(messages.closed);
    return periods.map((p) => intl.formatMessage(period, { start: p.startTime, end: p.endTime })).join(', ');
  };

  let body;
  if (hours.length === 0) {
    body = <p className="spot-detail__muted">{intl.formatMessage(messages.noData)}</p>;
  } else {
    const week = (
      <table className="hours">
        <tbody>
          {weekOrder(language).map((day) => (
            <tr
              key={day}
              className={day === today ? 'hours__today' : undefined}
              aria-current={day === today ? 'date' : undefined}
            >
              <th scope="row">{weekdayName(day, language)}</th>
              <td>{text(day)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    );
    body = byDay.has(today) ? (
      <details className="hours__details">
        <summary>
          <span className="hours__summary-label">{intl.formatMessage(messages.today)}</span> {text(today)}
          <span className="hours__toggle">{intl.formatMessage(messages.allDays)}</span>
        </summary>
        {week}
      </details>
    ) : (
      week
    );
  }
  return (
    <section className="spot-detail__section" aria-labelledby="hours-heading">
      <h2 id="hours-heading">{intl.formatMessage(messages.heading)}</h2>
      {body}
    </section>
  );
}
