import { reservationPrefill, selectedReservation } from '@/domain/profile/reservationPrefill';
import { draft, reservation } from '../../../test/setup/checkin';

const reservations = [
  {
    id: 1,
    reservationId: 'R-100',
    guestNameKana: 'たなか いちろう',
    guestTel: '03-1111-2222',
    guestAddr: '大阪府大阪市',
  },
  {
    id: 2,
    reservationId: 'R-200',
    guestNameKana: 'スズキ　ハナコ',
    guestTel: '09012345678',
    guestAddr: '東京都台東区',
  },
  { id: 3, reservationId: 'R-300', guestName: 'No kana' },
];

describe('selectedReservation', () => {
  it('finds the reservation whose reservationId or id is selected', () => {
    expect(selectedReservation(reservations, { reservationIds: ['R-200'] })?.id).toBe(2);
    expect(selectedReservation(reservations, { reservationIds: [1] })?.reservationId).toBe('R-100');
    expect(selectedReservation(reservations, { reservationIds: ['2'] })?.reservationId).toBe('R-200');
  });

  it('finds nothing without a selection, a list or a match', () => {
    expect(selectedReservation(reservations, null)).toBeUndefined();
    expect(selectedReservation(reservations, { reservationIds: [] })).toBeUndefined();
    expect(selectedReservation(null, { reservationIds: ['R-100'] })).toBeUndefined();
    expect(selectedReservation(reservations, { reservationIds: ['R-999'] })).toBeUndefined();
  });
});

describe('reservationPrefill', () => {
  it('reads the selected reservation as the session keeps it, hiragana kana as katakana', () => {
    const found = [
      reservation({
        id: 'R-1',
        reservationId: 'R-100',
        guestNameKana: 'たなか いちろう',
        guestTel: '03-1111-2222',
        guestAddr: '大阪府大阪市',
      }),
    ];
    expect(reservationPrefill(found, draft({ reservationIds: ['R-100'] }))).toEqual({
      familyNameKana: 'タナカ',
      givenNameKana: 'イチロウ',
      telephone: '0311112222',
      address: '大阪府大阪市',
    });
  });

  it('splits kana on an ideographic space and keeps katakana', () => {
    expect(reservationPrefill(reservations, { reservationIds: ['R-200'] })).toEqual({
      familyNameKana: 'スズキ',
      givenNameKana: 'ハナコ',
      telephone: '09012345678',
      address: '東京都台東区',
    });
  });

  it('turns half-width katakana full-width and keeps a single name as the family name', () => {
    expect(reservationPrefill([{ id: 9, guestNameKana: 'ﾔﾏﾀﾞ' }], { reservationIds: [9] })).toEqual({
      familyNameKana: 'ヤマダ',
    });
  });

  it('fills nothing the reservation does not have', () => {
    expect(reservationPrefill(reservations, { reservationIds: ['R-300'] })).toEqual({});
    expect(reservationPrefill(reservations, null)).toEqual({});
    expect(reservationPrefill(undefined, undefined)).toEqual({});
  });
});
