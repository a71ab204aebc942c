import { hoursByDay, todayInTimeZone, weekdayName, weekOrder } from './businessHours';
import { categoriesFor, selectedCategory, shortName } from './spots';

describe('categories', () => {
  it('puts popular first, and only with a booking widget', () => {
    expect(categoriesFor(true)).toEqual(['popular', '0', '1', '2', '3']);
    expect(categoriesFor(false)).toEqual(['0', '1', '2', '3']);
  });
  it('takes the query’s category when it is a pill, else the first', () => {
    expect(selectedCategory('2', categoriesFor(true))).toBe('2');
    expect(selectedCategory(null, categoriesFor(true))).toBe('popular');
    expect(selectedCategory('popular', categoriesFor(false))).toBe('0');
    expect(selectedCategory('9', categoriesFor(false))).toBe('0');
    expect(selectedCategory('<script>', categoriesFor(true))).toBe('popular');
  });
});

describe('shortName', () => {
  it('keeps names of 12 characters or fewer', () => {
    expect(shortName('浅草寺')).toBe('浅草寺');
    expect(shortName('123456789012')).toBe('123456789012');
  });
  it('cuts longer names to 11 characters', () => {
    expect(shortName('1234567890123')).toBe('12345678901…');
    expect(shortName('Tempura Kaminari Honten')).toBe('Tempura Kam…');
  });
  it('counts characters, not UTF-16 units', () => {
    expect(shortName('𠮷'.repeat(13))).toBe(`${'𠮷'.repeat(11)}…`);
  });
});

describe('business hours', () => {
  it('starts the week on Sunday in Japanese and on Monday otherwise', () => {
    expect(weekOrder('ja')[0]).toBe(0);
    expect(weekOrder('en')[0]).toBe(1);
    expect(weekOrder('ko')).toHaveLength(7);
  });

  it('takes today in the hotel’s time zone, from the actual date', () => {
    // Saturday 21 November 2026, 16:00 UTC is already Sunday 01:00 in Tokyo.
    const now = new Date('2026-11-21T16:00:00Z');
    expect(todayInTimeZone('Asia/Tokyo', now)).toBe(0);
    expect(todayInTimeZone('UTC', now)).toBe(6);
    expect(todayInTimeZone('America/Los_Angeles', now)).toBe(6);
  });

  it('falls back to Tokyo for an unknown time zone', () => {
    expect(todayInTimeZone('Not/AZone', new Date('2026-11-21T16:00:00Z'))).toBe(0);
  });

  it('groups periods by day in time order', () => {
    const byDay = hoursByDay([
      { day: 1, startTime: '17:00', endTime: '22:00' },
      { day: 1, startTime: '11:30', endTime: '14:30' },
      { day: 3, startTime: '10:00', endTime: '18:00' },
    ]);
    expect(byDay.get(1)!.map((h) => h.startTime)).toEqual(['11:30', '17:00']);
    expect(byDay.has(2)).toBe(false);
  });

  it('names weekdays in the guest’s language', () => {
    expect(weekdayName(0, 'en')).toBe('Sunday');
    expect(weekdayName(0, 'ja')).toBe('日曜日');
    expect(weekdayName(6, 'ko')).toBe('토요일');
  });
});
