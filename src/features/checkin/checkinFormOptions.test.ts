import { weekdayOf } from '@/lib/dateFormat';
import { arrivalDates, arrivalInstant, checkinTimes } from './checkinFormOptions';

describe('check-in form options (spec doc 2 §5)', () => {
  it('offers today and the next 14 days on the hotel’s calendar', () => {
    // 2026-11-21 20:00 UTC is already 2026-11-22 in Tokyo.
    const dates = arrivalDates(new Date('2026-11-21T20:00:00Z'));
    expect(dates).toHaveLength(15);
    expect(dates[0]).toBe('2026-11-22');
    expect(dates[14]).toBe('2026-12-06');
    expect(arrivalDates(new Date('2026-12-25T03:00:00Z')).slice(6, 9)).toEqual([
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
  });
});

describe('arrival instant and weekday', () => {
  it('reads the arrival on the hotel’s clock, past midnight as the next day', () => {
    expect(arrivalInstant('2026-11-22', '15:00', '15:00')).toBe(Date.parse('2026-11-22T06:00:00Z') / 1000);
    expect(arrivalInstant('2026-11-22', '01:00', '22:00')).toBe(Date.parse('2026-11-22T16:00:00Z') / 1000);
  });

  it('names the weekday of the date itself', () => {
    expect(weekdayOf('2026-11-22', 'en')).toBe('Sun');
    expect(weekdayOf('2026-11-23', 'ja')).toBe('月');
  });
});
