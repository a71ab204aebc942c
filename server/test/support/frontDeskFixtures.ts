import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../src/db/database.ts';
import { findHotel } from '../../src/services/checkin.ts';
import { businessDate } from '../../src/services/hotelTime.ts';

/**
 * The test server's front-desk fixtures (never part of the app itself): the payment gateway's record
 * of a charge for an order, as the sandbox writes it when it charged a card and the process stopped
 * before recording the payment. With a pending fixture order (/test-fixtures/paid-order, result
 * pending), the front desk then sees a payment the gateway charged, to settle. And a reservation of
 * its own for a test's online check-in, so that approving it changes no other test's data.
 */
export function registerFrontDeskFixtures(app: FastifyInstance, db: Db): void {
  app.post<{ Body: { orderId: string; amount: number } }>('/test-fixtures/gateway-charge', async (request) => {
    const { orderId, amount } = request.body;
    const transactionNumber = `TX${randomBytes(8).toString('hex').toUpperCase()}`;
    await db
      .insertInto('gateway_charges')
      .values({
        order_id: orderId,
        card_token: 'fixture',
        amount,
        result: 'success',
        transaction_number: transactionNumber,
      })
      .execute();
    return { transactionNumber };
  });

  // A booked reservation at the hotel arriving on its today, one night, one guest, in room `roomNumber`.
  app.post<{ Body: { hotelId: string; guestName: string; telephone: string; roomNumber: string } }>(
    '/test-fixtures/reservation',
    async (request) => {
      const { hotelId, guestName, telephone, roomNumber } = request.body;
      const hotel = await findHotel(db, hotelId);
      const code = `FX-${randomBytes(3).toString('hex').toUpperCase()}`;
      const { id, public_id } = await db
        .insertInto('reservations')
        .values({
          hotel_id: hotelId,
          reservation_code: code,
          checkin_date: businessDate(hotel),
          nights: 1,
          pax_total: 1,
          guest_name: guestName,
          telephone,
        })
        .returning(['id', 'public_id'])
        .executeTakeFirstOrThrow();
      await db
        .insertInto('reservation_rooms')
        .values({ reservation_id: id, type_name: 'ダブル', room_type: 'DBL', room_number: roomNumber })
        .execute();
      return { id: public_id, reservationId: code };
    },
  );
}
