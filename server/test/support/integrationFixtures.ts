import assert from 'node:assert/strict';
import type { InjectOptions } from 'fastify';
import type { Schema } from '../../src/contract.ts';
import { callOperation } from './callOperation.ts';
import { assertMatchesContract } from './contract.ts';
import type { TestApp } from './helpers.ts';

/** The integration API's server tests: keys made through the console, PMS calls checked against the contract. */

export const hotelToday = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Tokyo' }).format(new Date());

/** A reservation as a PMS pushes it (today, one night), with changes on top. */
export function pmsReservation(overrides: Record<string, unknown> = {}) {
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
  /** A call of the integration API with this key, whose answer must match the contract. */
  async function pms(operationId: string, key: string | null, request: InjectOptions) {
    const response = await t().app.inject({
      ...request,
      headers: { ...(key === null ? {} : { authorization: `Bearer ${key}` }), ...request.headers },
    });
    const body = response.json();
    assertMatchesContract(operationId, response.statusCode, body);
    return { status: response.statusCode, body, headers: response.headers };
  }

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

  const put = (key: string | null, externalId: string, payload: object) =>
    pms('upsertIntegrationReservation', key, {
      method: 'PUT',
      url: `/api/integration/reservations/${externalId}`,
      payload: payload as Record<string, unknown>,
    });

  return { pms, createKey, put };
}
