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
