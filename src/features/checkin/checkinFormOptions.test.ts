import { ARRIVAL_CASES } from '../../../test/contract/arrivalCases';
import { hotelWallClockToUnix } from '@/lib/dates';
import {
  ARRIVAL_DAYS,
  arrivalAccepted,
  arrivalDates,
  arrivalInstant,
  arrivalOptions,
  businessDay,
  checkinTimes,
} from './checkinFormOptions';

// smartCheckin's arrival rule (openapi.yaml "Arrival"), on the table the server's tests run too
// (server/test/arrivalRule.test.ts): the same business day and last arrival date, the same arrivals accepted.
describe('the arrival rule shared with the server', () => {
  it.each(ARRIVAL_CASES.map((c) => [c.name, c] as const))('%s', (_, c) => {
    const window = { ...c.window, timeZone: c.timeZone };
    const now = new Date(c.now);
    expect(businessDay(window, now)).toBe(c.businessDay);
    const { dates, times } = arrivalOptions(window, now);
    expect({ first: dates[0], last: dates.at(-1), count: dates.length }).toEqual(c.dates);
    expect(times[dates[0]!]).toEqual(c.firstTimes);
    const accepted = c.arrivals.map(({ at }) => {
      const [date, time] = at.split(' ') as [string, string];
      return { at, accepted: arrivalAccepted(window, hotelWallClockToUnix(date, time, c.timeZone), now) };
    });
    expect(accepted).toEqual(c.arrivals);
    // Everything offered is accepted.
    for (const date of dates)
      for (const time of times[date]!)
        expect(arrivalAccepted(window, arrivalInstant(date, time, window.begin, window.timeZone), now)).toBe(true);
  });
});

describe('check-in form options (spec doc 2 §5)', () => {
  it('offers today and the next 14 days on the hotel’s calendar', () => {
    expect(ARRIVAL_DAYS).toBe(15);
    // 2026-11-21 20:00 UTC is already 2026-11-22 (05:00) in Tokyo, still 2026-11-21 (15:00) in New York.
    const tokyo = { begin: '15:00', end: '23:00', timeZone: 'Asia/Tokyo' };
    const dates = arrivalDates(tokyo, new Date('2026-11-21T20:00:00Z'));
    expect(dates).toHaveLength(15);
    expect(dates[0]).toBe('2026-11-22');
    expect(dates[14]).toBe('2026-12-06');
    const newYork = { ...tokyo, timeZone: 'America/New_York' };
    expect(arrivalDates(newYork, new Date('2026-11-21T20:00:00Z'))[0]).toBe('2026-11-21');
    expect(arrivalDates(tokyo, new Date('2026-12-25T03:00:00Z')).slice(6, 9)).toEqual([
      '2026-12-31',
      '2027-01-01',
      '2027-01-02',
    ]);
  });

  it('offers hourly check-in times inside the hotel’s window, wrapping past midnight', () => {
    expect(checkinTimes('15:00', '18:00')).toEqual(['15:00', '16:00', '17:00', '18:00']);
    expect(checkinTimes('22:00', '02:00')).toEqual(['22:00', '23:00', '00:00', '01:00', '02:00']);
    expect(checkinTimes('15:00', '15:00')).toEqual(['15:00']);
    expect(checkinTimes('bad', '02:00')).toEqual([]);
    expect(checkinTimes('24:00', '02:00')).toEqual([]);
  });

  it('starts at the window’s own begin when it is off the hour, and ends inside the window', () => {
    expect(checkinTimes('15:30', '23:30')).toEqual([
      '15:30',
      '16:30',
      '17:30',
      '18:30',
      '19:30',
      '20:30',
      '21:30',
      '22:30',
      '23:30',
    ]);
    expect(checkinTimes('15:30', '18:00')).toEqual(['15:30', '16:30', '17:30']);
    expect(checkinTimes('22:45', '01:15')).toEqual(['22:45', '23:45', '00:45']);
    // The first slot of an off-hour window is the same day, not the next one.
    expect(arrivalInstant('2026-11-22', '15:30', '15:30', 'Asia/Tokyo')).toBe(
      Date.parse('2026-11-22T06:30:00Z') / 1000,
    );
  });

  it('starts the dates with last night while a window past midnight is still open', () => {
    const window = { begin: '15:00', end: '02:00', timeZone: 'Asia/Tokyo' };
    // 00:30 on 2026-11-23 in Tokyo: the night of the 22nd is still on, its 15:00 long past.
    const halfPastMidnight = new Date('2026-11-22T15:30:00Z');
    const { dates, times } = arrivalOptions(window, halfPastMidnight);
    expect(dates).toHaveLength(15);
    expect(dates[0]).toBe('2026-11-22');
    expect(times['2026-11-22']).toEqual(['01:00', '02:00']);
    expect(times['2026-11-23']).toEqual(checkinTimes('15:00', '02:00'));
    // Its 01:00 is today, 2026-11-23 01:00 in Tokyo.
    expect(arrivalInstant(dates[0]!, '01:00', window.begin, 'Asia/Tokyo')).toBe(
      Date.parse('2026-11-22T16:00:00Z') / 1000,
    );
    // At 01:59 the night is still on; at 02:00, the window's end, the new day begins.
    expect(arrivalDates(window, new Date('2026-11-22T16:59:00Z'))[0]).toBe('2026-11-22');
    expect(arrivalDates(window, new Date('2026-11-22T17:00:00Z'))[0]).toBe('2026-11-23');
    // A window that ends before midnight leaves today as the first date.
    expect(arrivalDates({ ...window, end: '23:00' }, halfPastMidnight)[0]).toBe('2026-11-23');
  });
});

describe('arrival instant', () => {
  it('reads the arrival on the hotel’s clock, past midnight as the next day', () => {
    expect(arrivalInstant('2026-11-22', '15:00', '15:00', 'Asia/Tokyo')).toBe(
      Date.parse('2026-11-22T06:00:00Z') / 1000,
    );
    expect(arrivalInstant('2026-11-22', '01:00', '22:00', 'Asia/Tokyo')).toBe(
      Date.parse('2026-11-22T16:00:00Z') / 1000,
    );
  });

  it('follows the hotel’s own zone and its daylight-saving time', () => {
    // New York: UTC-4 in summer, UTC-5 in winter.
    expect(arrivalInstant('2026-07-01', '15:00', '15:00', 'America/New_York')).toBe(
      Date.parse('2026-07-01T19:00:00Z') / 1000,
    );
    expect(arrivalInstant('2026-12-01', '15:00', '15:00', 'America/New_York')).toBe(
      Date.parse('2026-12-01T20:00:00Z') / 1000,
    );
  });
});
