import assert from 'node:assert/strict';
import type { Schema } from '../../src/contract.ts';
import { callOperation } from './callOperation.ts';
import type { TestApp } from './helpers.ts';

/** The integration API's server tests: keys made through the console, reservations pushed as a PMS does. */

export const hotelToday = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Tokyo' }).format(new Date());

/** Some of T's properties left out, for the server to default. */
type Defaulted<T, K extends keyof T> = Omit<T, K> & Partial<Pick<T, K>>;

/**
 * A reservation as a PMS sends it: payAtFrontDesk, a room's count and a charge's quantity may be left
 * out for openapi.yaml's defaults (the generated type has them as the server reads them, defaulted).
 */
export type PmsReservation = Defaulted<
  Omit<Schema<'IntegrationReservationInput'>, 'rooms' | 'charges'>,
  'payAtFrontDesk'
> & {
  rooms: Defaulted<Schema<'IntegrationRoom'>, 'count'>[];
  charges?: Defaulted<Schema<'IntegrationCharge'>, 'quantity'>[];
};

/** A reservation as a PMS pushes it (today, one night), with changes on top. */
export function pmsReservation(overrides: Partial<PmsReservation> = {}): PmsReservation {
  return {
    revision: 1,
    bookingNumber: `PMS-${Math.random().toString(36).slice(2, 10).toUpperCase()}`,
    status: 'booked',
    checkinDate: hotelToday(),
    nights: 1,
    plan: { ja: '素泊まり', en: 'Room only' },
    guestCount: 2,
    holder: { name: '連携 太郎', nameLatin: 'Taro Renkei' },
    guest: { name: '連携 花子', nameLatin: 'Hanako Renkei', nameKana: 'レンケイ ハナコ' },
    telephone: '09012340000',
    rooms: [{ typeName: 'シングル Single', typeCode: 'SGL', roomNumber: null }],
    charges: [{ date: hotelToday(), name: '宿泊料金 Room charge', unitPrice: 12000, taxRate: 10 }],
    ...overrides,
  };
}

export function integrationClient(t: () => TestApp) {
  /** A new key of the manager's hotel with these scopes: the whole key. */
  async function createKey(
    managerToken: string,
    scopes: Schema<'IntegrationScopes'>,
    name = 'PMS',
  ): Promise<{ keyId: string; key: string }> {
    const { status, body } = await callOperation(t().app, 'createIntegrationKey', {
      token: managerToken,
      body: { name, scopes },
    });
    assert.equal(status, 200, JSON.stringify(body));
    return { keyId: body.key.keyId, key: body.secret };
  }

  /** The PMS pushes a reservation with this key (upsertIntegrationReservation). */
  const put = (key: string, externalId: string, body: PmsReservation) =>
    callOperation(t().app, 'upsertIntegrationReservation', {
      token: key,
      params: { externalId },
      body: body as Schema<'IntegrationReservationInput'>,
    });

  return { createKey, put };
}
