import { arrivalDates, arrivalInstant, checkinTimes } from './checkinFormOptions';

describe('check-in form options (spec doc 2 §5)', () => {
  it('offers today and the next 14 days on the hotel’s calendar', () => {
    // 2026-11-21 20:00 UTC is already 2026-11-22 in Tokyo, still 2026-11-21 in New York.
    const dates = arrivalDates('Asia/Tokyo', new Date('2026-11-21T20:00:00Z'));
    expect(dates).toHaveLength(15);
    expect(dates[0]).toBe('2026-11-22');
    expect(dates[14]).toBe('2026-12-06');
    expect(arrivalDates('America/New_York', new Date('2026-11-21T20:00:00Z'))[0]).toBe('2026-11-21');
    expect(arrivalDates('Asia/Tokyo', new Date('2026-12-25T03:00:00Z')).slice(6, 9)).toEqual([
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
    const window = { begin: '15:00', end: '02:00' };
    // 00:30 on 2026-11-23 in Tokyo: the night of the 22nd is still on.
    const halfPastMidnight = new Date('2026-11-22T15:30:00Z');
    const dates = arrivalDates('Asia/Tokyo', halfPastMidnight, window);
    expect(dates).toHaveLength(15);
    expect(dates[0]).toBe('2026-11-22');
    // Its 01:00 is today, 2026-11-23 01:00 in Tokyo.
    expect(arrivalInstant(dates[0]!, '01:00', window.begin, 'Asia/Tokyo')).toBe(
      Date.parse('2026-11-22T16:00:00Z') / 1000,
    );
    // At 02:00 the window is still open; at 02:01 the night is over.
    expect(arrivalDates('Asia/Tokyo', new Date('2026-11-22T17:00:00Z'), window)[0]).toBe('2026-11-22');
    expect(arrivalDates('Asia/Tokyo', new Date('2026-11-22T17:01:00Z'), window)[0]).toBe('2026-11-23');
    // A window that ends before midnight leaves today as the first date.
    expect(arrivalDates('Asia/Tokyo', halfPastMidnight, { begin: '15:00', end: '23:00' })[0]).toBe('2026-11-23');
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
