import { dateWithWeekday, formatDate, formatDateTime, weekdayOf } from './dateFormat';

describe('formatDateTime', () => {
  it('shows an ISO instant as YYYY/MM/DD HH:mm in Japan time', () => {
    expect(formatDateTime('2026-03-01T06:05:00.000Z')).toBe('2026/03/01 15:05');
  });

  it('moves to the next day in Japan late in the UTC evening', () => {
    expect(formatDateTime('2026-12-31T15:30:00Z')).toBe('2027/01/01 00:30');
  });

  it('uses 00 for midnight, not 24', () => {
    expect(formatDateTime('2026-05-04T15:00:00Z')).toBe('2026/05/05 00:00');
  });

  it('formats in another time zone when asked', () => {
    expect(formatDateTime('2026-03-01T06:05:00Z', 'UTC')).toBe('2026/03/01 06:05');
  });

  it('returns text that is no date as it is', () => {
    expect(formatDateTime('not a date')).toBe('not a date');
  });
});

describe('formatDate', () => {
  it('shows a stored date as YYYY/MM/DD', () => {
    expect(formatDate('1988-04-12')).toBe('1988/04/12');
  });

  it('returns anything else as it is', () => {
    expect(formatDate('12 April')).toBe('12 April');
  });
});

describe('weekdayOf and dateWithWeekday', () => {
  it('computes the weekday from the date itself, in each language (a formatter per language)', () => {
    expect(dateWithWeekday('2026-11-25', 'ja')).toBe('2026/11/25 (水)');
    expect(dateWithWeekday('2026-11-25', 'en')).toBe('2026/11/25 (Wed)');
    expect(weekdayOf('2026-11-26', 'en')).toBe('Thu');
    expect(weekdayOf('2026-11-26', 'ko')).toBe('목');
    expect(weekdayOf('2026-11-26', 'ja')).toBe('木');
  });
});
