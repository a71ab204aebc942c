import { dateWithWeekday, weekdayOf } from './dateNames';
import {
  addDays,
  followingDays,
  formatDate,
  formatDateTime,
  guestToday,
  hotelToday,
  hotelWallClockToUnix,
  parseStrict,
  weekdayNow,
  zoneOffsetMinutes,
} from './dates';

describe('formatDateTime: YYYY/MM/DD HH:mm on the hotel’s clock', () => {
  it('shows an ISO instant in Japan time for a hotel in Japan', () => {
    expect(formatDateTime('2026-03-01T06:05:00.000Z', 'Asia/Tokyo')).toBe('2026/03/01 15:05');
  });

  it('moves to the next day in Japan late in the UTC evening, and writes midnight as 00', () => {
    expect(formatDateTime('2026-12-31T15:30:00Z', 'Asia/Tokyo')).toBe('2027/01/01 00:30');
    expect(formatDateTime('2026-05-04T15:00:00Z', 'Asia/Tokyo')).toBe('2026/05/05 00:00');
  });

  it('follows any zone, with its daylight-saving time', () => {
    expect(formatDateTime('2026-03-01T06:05:00Z', 'UTC')).toBe('2026/03/01 06:05');
    expect(formatDateTime('2026-07-01T12:00:00Z', 'Europe/London')).toBe('2026/07/01 13:00');
    expect(formatDateTime('2026-12-01T12:00:00Z', 'Europe/London')).toBe('2026/12/01 12:00');
    expect(formatDateTime('2026-07-01T12:00:00Z', 'Asia/Kolkata')).toBe('2026/07/01 17:30');
  });

  it('returns text that is no date as it is', () => {
    expect(formatDateTime('not a date', 'Asia/Tokyo')).toBe('not a date');
  });
});

describe('calendar dates', () => {
  it('shows a stored date as YYYY/MM/DD and anything else as it is', () => {
    expect(formatDate('1988-04-12')).toBe('1988/04/12');
    expect(formatDate('1988-04-12T00:00:00Z')).toBe('1988/04/12');
    expect(formatDate('12 April')).toBe('12 April');
    expect(formatDate('2023-02-29')).toBe('2023-02-29');
  });

  it('adds days across months and years', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
  });

  it('lists the days from a date on, across months and years', () => {
    expect(followingDays('2027-12-30', 4)).toEqual(['2027-12-30', '2027-12-31', '2028-01-01', '2028-01-02']);
    expect(followingDays('2028-02-28', 2)).toEqual(['2028-02-28', '2028-02-29']);
  });

  it('parses the spec’s formats strictly', () => {
    expect(parseStrict('2026/02/03', 'YYYY/MM/DD')?.format('YYYY-MM-DD')).toBe('2026-02-03');
    expect(parseStrict('2026/2/3', 'YYYY/MM/DD')).toBeNull();
    expect(parseStrict('2026/02/30', 'YYYY/MM/DD')).toBeNull();
    expect(parseStrict('23:59', 'HH:mm')?.hours()).toBe(23);
    expect(parseStrict('7:00', 'HH:mm')).toBeNull();
  });
});

describe('the hotel’s today and wall clock', () => {
  const instant = new Date('2026-11-21T20:00:00Z');
  it('is today on the hotel’s calendar, not the phone’s', () => {
    expect(hotelToday('Asia/Tokyo', instant)).toBe('2026-11-22');
    expect(hotelToday('America/Los_Angeles', instant)).toBe('2026-11-21');
    expect(weekdayNow('Asia/Tokyo', instant)).toBe(0);
    expect(weekdayNow('America/Los_Angeles', instant)).toBe(6);
  });

  it('reads a wall-clock time as the instant it is in the zone, on both sides of a daylight-saving change', () => {
    expect(hotelWallClockToUnix('2026-11-22', '15:00', 'Asia/Tokyo')).toBe(Date.parse('2026-11-22T06:00:00Z') / 1000);
    // Europe/Paris moves from UTC+1 to UTC+2 on 2026-03-29 at 02:00.
    expect(hotelWallClockToUnix('2026-03-28', '15:00', 'Europe/Paris')).toBe(Date.parse('2026-03-28T14:00:00Z') / 1000);
    expect(hotelWallClockToUnix('2026-03-29', '15:00', 'Europe/Paris')).toBe(Date.parse('2026-03-29T13:00:00Z') / 1000);
  });

  it('knows a zone’s offset at an instant', () => {
    expect(zoneOffsetMinutes(Date.parse('2026-01-01T00:00:00Z'), 'Asia/Tokyo')).toBe(540);
    expect(zoneOffsetMinutes(Date.parse('2026-07-01T00:00:00Z'), 'America/New_York')).toBe(-240);
  });

  it('gives the guest’s own today as YYYY/MM/DD', () => {
    expect(guestToday(new Date(2026, 0, 9, 12))).toBe('2026/01/09');
  });
});

describe('weekdays in the guest’s language', () => {
  it('computes the weekday from the date itself, in the four languages', () => {
    expect(dateWithWeekday('2026-11-25', 'ja')).toBe('2026/11/25 (水)');
    expect(dateWithWeekday('2026-11-25', 'en')).toBe('2026/11/25 (Wed)');
    expect(weekdayOf('2026-11-26', 'en')).toBe('Thu');
    expect(weekdayOf('2026-11-26', 'ko')).toBe('목');
    expect(weekdayOf('2026-11-26', 'ja')).toBe('木');
    expect(weekdayOf('2026-11-26', 'zh')).toBe('周四');
  });
});
