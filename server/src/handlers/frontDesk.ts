import type { FastifyReply } from 'fastify';
import type { SomeHandlers } from '../contract.ts';
import type { Db } from '../db/database.ts';
import type { PaymentGateway } from '../payments/gateway.ts';
import { approveHotelCheckin, listCheckinsAwaitingApproval, undoHotelApproval } from '../services/frontDeskCheckins.ts';
import { listTodaysRequestOrders, markOrderDelivered } from '../services/frontDeskOrders.ts';
import { listPendingPayments, resolvePendingPayment } from '../services/frontDeskPayments.ts';
import { exportRegister, listRegister, openPassport } from '../services/frontDeskRegister.ts';
import type { RegisterCipher } from '../services/registerCrypto.ts';
import { signInStaff, signOutStaff, staffProfile, staffSignInRules } from '../services/frontDeskStaff.ts';
import { confirmEnrolment, startEnrolment } from '../services/staffSecondFactor.ts';
import { bearerToken } from '../web/security.ts';

export interface FrontDeskOptions {
  gateway: PaymentGateway;
  /** Multiplies the per-address sign-in limit (tests from one address); 1 in service. */
  addressLimitFactor?: number;
  /** Opens the guest register's passports. */
  registerCipher: RegisterCipher;
  /** Staff must have a second factor (production without DEMO_MODE, productionCheck.ts). */
  staffSecondFactorRequired?: boolean;
}

/**
 * The hotel staff's front-desk page (issue 23): sign-in, approvals, today's request orders, and the
 * payments left pending, and the guest register (issue 24). The staffAuth security handler sets request.staff; every call acts on that
 * staff member's hotel only. The rules are in services/frontDesk*.ts.
 */
export function createFrontDeskHandlers(
  db: Db,
  { gateway, addressLimitFactor = 1, registerCipher, staffSecondFactorRequired = false }: FrontDeskOptions,
) {
  const hotelOf = (request: { staff?: { hotelId: string } }) => request.staff!.hotelId;

  return {
    async frontDeskLogin(request) {
      return signInStaff(db, request.body, { address: request.ip, addressLimitFactor }, staffSecondFactorRequired);
    },

    async frontDeskLogout(request) {
      await signOutStaff(db, bearerToken(request));
      return { status: 'ok' as const };
    },

    async getFrontDeskStaff(request) {
      return staffProfile(db, request.staff!.id, staffSecondFactorRequired);
    },

    async startStaffSecondFactorEnrolment(request) {
      return startEnrolment(db, request.staff!);
    },

    async confirmStaffSecondFactorEnrolment(request) {
      const rules = staffSignInRules(request.staff!.email, { address: request.ip, addressLimitFactor });
      return confirmEnrolment(db, request.staff!, request.body.code, rules);
    },

    async listFrontDeskCheckins(request) {
      return { checkins: await listCheckinsAwaitingApproval(db, hotelOf(request)) };
    },

    async approveFrontDeskCheckin(request) {
      return approveHotelCheckin(db, hotelOf(request), request.params.checkinId);
    },

    async undoFrontDeskCheckinApproval(request) {
      return undoHotelApproval(db, hotelOf(request), request.params.checkinId);
    },

    async listFrontDeskRequestOrders(request) {
      return listTodaysRequestOrders(db, hotelOf(request));
    },

    async markFrontDeskOrderDelivered(request) {
      return markOrderDelivered(db, hotelOf(request), request.params.orderId);
    },

    async listFrontDeskPendingPayments(request) {
      return { payments: await listPendingPayments(db, gateway, hotelOf(request), request.log) };
    },

    async resolveFrontDeskPendingPayment(request) {
      return resolvePendingPayment(
        db,
        gateway,
        hotelOf(request),
        request.params.orderId,
        request.body.action,
        request.log,
      );
    },

    async listFrontDeskRegister(request) {
      return { entries: await listRegister(db, request.staff!, request.query.from, request.query.to) };
    },

    async exportFrontDeskRegister(request, reply: FastifyReply) {
      const { from, to } = request.query;
      const { filename, csv } = await exportRegister(db, registerCipher, request.staff!, from, to);
      return reply
        .type('text/csv; charset=utf-8')
        .header('Content-Disposition', `attachment; filename="${filename}"`)
        .header('X-Content-Type-Options', 'nosniff')
        .send(Buffer.from(csv, 'utf8'));
    },

    async getFrontDeskPassport(request) {
      return openPassport(db, registerCipher, request.staff!, request.params.entryId);
    },
  } satisfies SomeHandlers;
}
