import { checkinFormSchema, checkinPaymentSchema, RECEIPT_NAME_MAX, reservationSearchSchema } from './checkinSchema';
import type { CheckinFormValues } from './checkinThunks';
import { formikErrors, rulesIn } from '../../../test/setup/schemas';

const rules = { en: rulesIn('en'), ja: rulesIn('ja') };
const REQUIRED = { en: 'This field is required', ja: 'この項目は必須です' };
const PHONE = { en: 'Please input correct phone number.', ja: '正しい電話番号を入力してください。' };

describe('checkinFormSchema', () => {
  // The first date's 15:00 has passed: only its 16:00 is offered.
  const arrival = {
    dates: ['2026-11-22', '2026-11-23'],
    times: { '2026-11-22': ['16:00'], '2026-11-23': ['15:00', '16:00'] },
  };
  const form: CheckinFormValues = {
    inDate: '2026-11-22',
    inTime: '16:00',
    totalMembers: 1,
    knowsContacts: false,
    companionsList: [],
    reservationTel: '09012345678',
  };
  const check = (values: Partial<CheckinFormValues>, language: keyof typeof rules = 'en') =>
    formikErrors(checkinFormSchema(rules[language], arrival), { ...form, ...values });

  it('passes a complete form', async () => {
    expect(await check({})).toEqual({});
  });

  it.each(['en', 'ja'] as const)('wants a date and a time among those offered (%s)', async (language) => {
    expect(await check({ inDate: '', inTime: '' }, language)).toEqual({
      inDate: REQUIRED[language],
      inTime: REQUIRED[language],
    });
    // A date not offered: the date says so (its time cannot be among that date's).
    expect(await check({ inDate: '2026-11-21', inTime: '14:00' }, language)).toEqual({ inDate: REQUIRED[language] });
    expect(await check({ inTime: '14:00' }, language)).toEqual({ inTime: REQUIRED[language] });
  });

  it('wants a time offered on the chosen date, not one that has passed', async () => {
    expect(await check({ inDate: '2026-11-22', inTime: '15:00' })).toEqual({ inTime: REQUIRED.en });
    expect(await check({ inDate: '2026-11-23', inTime: '15:00' })).toEqual({});
  });

  it.each(['en', 'ja'] as const)('takes 1 to 20 guests (%s)', async (language) => {
    expect(await check({ totalMembers: 0 }, language)).toEqual({ totalMembers: REQUIRED[language] });
    expect(await check({ totalMembers: 21, knowsContacts: true }, language)).toEqual({
      totalMembers: REQUIRED[language],
    });
    expect(await check({ totalMembers: 20, knowsContacts: true }, language)).toEqual({});
  });

  it.each(['en', 'ja'] as const)('requires a valid phone number (%s)', async (language) => {
    expect(await check({ reservationTel: ' ' }, language)).toEqual({ reservationTel: REQUIRED[language] });
    expect(await check({ reservationTel: '090-1234-5678' }, language)).toEqual({ reservationTel: PHONE[language] });
  });

  it.each(['en', 'ja'] as const)('requires each shown companion’s family and given name (%s)', async (language) => {
    const rows = [
      { surname: 'Sato', name: '' },
      { surname: ' ', name: 'Ichiro' },
    ];
    expect(await check({ totalMembers: 3, companionsList: rows }, language)).toEqual({
      companionsList: [{ name: REQUIRED[language] }, { surname: REQUIRED[language] }],
    });
    const named = [
      { surname: 'Sato', name: 'Ken' },
      { surname: 'Suzuki', name: 'Ichiro' },
    ];
    expect(await check({ totalMembers: 3, companionsList: named }, language)).toEqual({});
  });

  it('wants one companion row per further guest while they are shown', async () => {
    expect(await check({ totalMembers: 3, companionsList: [{ surname: 'Sato', name: 'Ken' }] })).toEqual({
      companionsList: REQUIRED.en,
    });
  });

  it('has no companion rules while the rows are hidden (contacts known, or alone)', async () => {
    const blank = [{ surname: '', name: '' }];
    expect(await check({ totalMembers: 2, knowsContacts: true, companionsList: blank })).toEqual({});
    expect(await check({ totalMembers: 1, companionsList: blank })).toEqual({});
  });
});

describe('reservationSearchSchema', () => {
  const empty = { reservationTel: '', reservationId: '', reservationFamilyName: '', reservationGivenName: '' };
  const check = (values: object, language: keyof typeof rules = 'en') =>
    formikErrors(reservationSearchSchema(rules[language]), { ...empty, ...values });

  it.each(['en', 'ja'] as const)('requires only what the choice asks for (%s)', async (language) => {
    expect(await check({ by: 'phone' }, language)).toEqual({ reservationTel: REQUIRED[language] });
    expect(await check({ by: 'phone', reservationTel: '+81 90' }, language)).toEqual({
      reservationTel: PHONE[language],
    });
    expect(await check({ by: 'reservationId' }, language)).toEqual({ reservationId: REQUIRED[language] });
    expect(await check({ by: 'name', reservationGivenName: 'Ken' }, language)).toEqual({
      reservationFamilyName: REQUIRED[language],
    });
  });

  it('passes the chosen key alone', async () => {
    expect(await check({ by: 'phone', reservationTel: '09012345678' })).toEqual({});
    expect(await check({ by: 'reservationId', reservationId: 'SA-1004', reservationTel: 'not a phone' })).toEqual({});
    expect(await check({ by: 'name', reservationFamilyName: 'Johnson', reservationGivenName: 'Emily' })).toEqual({});
  });
});

describe('checkinPaymentSchema', () => {
  it.each(['en', 'ja'] as const)('requires one of the methods shown (%s)', async (language) => {
    const schema = checkinPaymentSchema(rules[language], ['cash']);
    expect(await formikErrors(schema, { paymentMethod: '', receiptName: '' })).toEqual({
      paymentMethod: REQUIRED[language],
    });
    // A method kept from an earlier visit that the hotel no longer takes reads as not chosen.
    expect(await formikErrors(schema, { paymentMethod: 'creditCard', receiptName: '' })).toEqual({
      paymentMethod: REQUIRED[language],
    });
    expect(await formikErrors(schema, { paymentMethod: 'cash', receiptName: '' })).toEqual({});
  });

  it('bounds the receipt name', async () => {
    const schema = (language: keyof typeof rules) => checkinPaymentSchema(rules[language], ['cash', 'creditCard']);
    const long = 'あ'.repeat(RECEIPT_NAME_MAX + 1);
    expect(await formikErrors(schema('en'), { paymentMethod: 'cash', receiptName: long })).toEqual({
      receiptName: 'The value must be less than or equal 100 characters.',
    });
    expect(await formikErrors(schema('ja'), { paymentMethod: 'cash', receiptName: long })).toEqual({
      receiptName: '100文字以内で入力してください。',
    });
    expect(await formikErrors(schema('en'), { paymentMethod: 'creditCard', receiptName: 'あ'.repeat(100) })).toEqual(
      {},
    );
  });
});
