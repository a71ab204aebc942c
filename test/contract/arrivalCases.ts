/**
 * The arrival rule of smartCheckin (openapi.yaml, "Arrival"), one table for both sides: the server's
 * tests (server/test/arrivalRule.test.ts) and the SPA's (src/features/checkin/checkinFormOptions.test.ts)
 * run every case, so the app offers what the server accepts and both change day at the same minute.
 * Times are on the hotel's clock; `now` carries the hotel's offset.
 */
export interface ArrivalCase {
  name: string;
  /** The hotel guide's checkinBeginTime and checkinEndTime. */
  window: { begin: string; end: string };
  timeZone: string;
  now: string;
  /** The hotel's business day now. */
  businessDay: string;
  /** The arrival dates the app offers: the first, the last (the last arrival date), how many. */
  dates: { first: string; last: string; count: number };
  /** The times the app offers on its first date (those still ahead), the first of them the default. */
  firstTimes: string[];
  /**
   * Arrivals (date and time on the hotel's clock, YYYY-MM-DD HH:mm) and whether they are accepted
   * now: not past, their minute not over, up to the window's end on the last arrival date.
   */
  arrivals: { at: string; accepted: boolean }[];
}

const LATE_NIGHT = { begin: '15:00', end: '02:00' };
const EVENING = { begin: '16:00', end: '23:00' };
const ALL_NIGHT_SLOTS = ['15:00', '16:00', '17:00', '18:00', '19:00', '20:00', '21:00', '22:00', '23:00'];
const ALL_LATE_SLOTS = [...ALL_NIGHT_SLOTS, '00:00', '01:00', '02:00'];
const ALL_EVENING_SLOTS = ['16:00', '17:00', '18:00', '19:00', '20:00', '21:00', '22:00', '23:00'];

export const ARRIVAL_CASES: ArrivalCase[] = [
  {
    name: 'in the evening, today’s times already past are neither offered nor accepted',
    window: LATE_NIGHT,
    timeZone: 'Asia/Tokyo',
    now: '2026-11-22T18:30:00+09:00',
    businessDay: '2026-11-22',
    dates: { first: '2026-11-22', last: '2026-12-06', count: 15 },
    firstTimes: ['19:00', '20:00', '21:00', '22:00', '23:00', '00:00', '01:00', '02:00'],
    arrivals: [
      { at: '2026-11-22 18:00', accepted: false },
      { at: '2026-11-22 19:00', accepted: true },
      // The last date's last time, 02:00 past its midnight; nothing after it.
      { at: '2026-12-07 02:00', accepted: true },
      { at: '2026-12-07 15:00', accepted: false },
    ],
  },
  {
    name: 'at 00:30 last night is still on, and its next time, 01:00, comes first',
    window: LATE_NIGHT,
    timeZone: 'Asia/Tokyo',
    now: '2026-11-23T00:30:00+09:00',
    businessDay: '2026-11-22',
    dates: { first: '2026-11-22', last: '2026-12-06', count: 15 },
    firstTimes: ['01:00', '02:00'],
    arrivals: [
      { at: '2026-11-22 15:00', accepted: false },
      { at: '2026-11-23 00:00', accepted: false },
      { at: '2026-11-23 01:00', accepted: true },
      { at: '2026-12-07 02:00', accepted: true },
    ],
  },
  {
    name: 'in the last second before the window’s end, last night offers its 02:00',
    window: LATE_NIGHT,
    timeZone: 'Asia/Tokyo',
    now: '2026-11-23T01:59:59+09:00',
    businessDay: '2026-11-22',
    dates: { first: '2026-11-22', last: '2026-12-06', count: 15 },
    firstTimes: ['02:00'],
    arrivals: [{ at: '2026-11-23 02:00', accepted: true }],
  },
  {
    name: 'the window’s end minute begins the new day; last night’s 02:00 is accepted until its minute is over',
    window: LATE_NIGHT,
    timeZone: 'Asia/Tokyo',
    now: '2026-11-23T02:00:00+09:00',
    businessDay: '2026-11-23',
    dates: { first: '2026-11-23', last: '2026-12-07', count: 15 },
    firstTimes: ALL_LATE_SLOTS,
    arrivals: [
      { at: '2026-11-23 02:00', accepted: true },
      { at: '2026-11-23 15:00', accepted: true },
      { at: '2026-12-08 02:00', accepted: true },
      { at: '2026-12-08 15:00', accepted: false },
    ],
  },
  {
    name: 'a guest who chose 02:00 before it and sends in its minute is accepted',
    window: LATE_NIGHT,
    timeZone: 'Asia/Tokyo',
    now: '2026-11-23T02:00:59+09:00',
    businessDay: '2026-11-23',
    dates: { first: '2026-11-23', last: '2026-12-07', count: 15 },
    firstTimes: ALL_LATE_SLOTS,
    arrivals: [{ at: '2026-11-23 02:00', accepted: true }],
  },
  {
    name: 'on the minute of a time, it is no longer offered but still accepted',
    window: EVENING,
    timeZone: 'Asia/Tokyo',
    now: '2026-11-22T19:00:00+09:00',
    businessDay: '2026-11-22',
    dates: { first: '2026-11-22', last: '2026-12-06', count: 15 },
    firstTimes: ['20:00', '21:00', '22:00', '23:00'],
    arrivals: [
      { at: '2026-11-22 19:00', accepted: true },
      { at: '2026-11-22 18:00', accepted: false },
    ],
  },
  {
    name: 'once 02:00 is over, it is past',
    window: LATE_NIGHT,
    timeZone: 'Asia/Tokyo',
    now: '2026-11-23T02:01:00+09:00',
    businessDay: '2026-11-23',
    dates: { first: '2026-11-23', last: '2026-12-07', count: 15 },
    firstTimes: ALL_LATE_SLOTS,
    arrivals: [
      { at: '2026-11-23 02:00', accepted: false },
      { at: '2026-11-23 15:00', accepted: true },
    ],
  },
  {
    name: 'a window that ended today leaves today out: 14 dates from tomorrow',
    window: EVENING,
    timeZone: 'Asia/Tokyo',
    now: '2026-11-22T23:30:00+09:00',
    businessDay: '2026-11-22',
    dates: { first: '2026-11-23', last: '2026-12-06', count: 14 },
    firstTimes: ALL_EVENING_SLOTS,
    arrivals: [
      { at: '2026-11-22 23:00', accepted: false },
      { at: '2026-12-06 23:00', accepted: true },
      { at: '2026-12-06 23:01', accepted: false },
    ],
  },
  {
    name: 'a window that ends before midnight starts the day at midnight',
    window: EVENING,
    timeZone: 'Asia/Tokyo',
    now: '2026-11-23T00:30:00+09:00',
    businessDay: '2026-11-23',
    dates: { first: '2026-11-23', last: '2026-12-07', count: 15 },
    firstTimes: ALL_EVENING_SLOTS,
    arrivals: [
      { at: '2026-11-22 23:00', accepted: false },
      { at: '2026-11-23 16:00', accepted: true },
    ],
  },
  {
    name: 'a window off the hour offers its own times still ahead',
    window: { begin: '15:30', end: '23:30' },
    timeZone: 'Asia/Tokyo',
    now: '2026-11-22T17:45:00+09:00',
    businessDay: '2026-11-22',
    dates: { first: '2026-11-22', last: '2026-12-06', count: 15 },
    firstTimes: ['18:30', '19:30', '20:30', '21:30', '22:30', '23:30'],
    arrivals: [
      { at: '2026-11-22 17:30', accepted: false },
      { at: '2026-11-22 18:30', accepted: true },
    ],
  },
  {
    name: 'the hotel’s own time zone decides, not the phone’s or the server’s',
    window: LATE_NIGHT,
    timeZone: 'America/New_York',
    now: '2026-11-22T00:30:00-05:00',
    businessDay: '2026-11-21',
    dates: { first: '2026-11-21', last: '2026-12-05', count: 15 },
    firstTimes: ['01:00', '02:00'],
    arrivals: [
      { at: '2026-11-21 23:00', accepted: false },
      { at: '2026-11-22 01:00', accepted: true },
    ],
  },
];
