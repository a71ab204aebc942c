import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { createServiceHandlers } from '../src/handlers/index.ts';
import { operations } from './support/contract.ts';

// Every call of section 7 of both spec documents, by the action name the contract uses.
const SPEC_CALLS = {
  'doc 1 §7': [
    'getIconDisplay',
    'getHotelGuide',
    'getHotelAsset',
    'getFacilityInfo',
    'getPaymentSetting',
    'checkEmail',
    'login',
    'auth0Callback',
    'register',
    'logout',
    'forgotPassword',
    'resetPassword',
    'getUserInfo',
    'updateUserInfo',
    'getUserPayment',
    'getInvoiceDetails',
    'getCheckinHistory',
    'getCheckinHistoryDetail',
    'addCreditCard',
    'getCreditCard',
    'deleteCreditCard',
    'zipcodeSearch',
    'getAroundSpots',
    'getAroundSpotDetail',
  ],
  'doc 2 §7': [
    'searchCheckin',
    'getCustomCheckinFields',
    'getPaymentSetting',
    'getCheckinPayments',
    'getReservatinsPayments',
    'setCheckin',
    'getCreditCard',
    'deleteCreditCard',
    'addCreditCard',
    'updateUserInfo',
    'smartCheckin',
    'getCheckinHistoryDetail', // doc 2 calls it getUserCheckinDetails
    'getCheckinApproved',
    'getStayReservations',
    'getCheckinsList',
    'sendReservationReview',
    'sendCheckinReview',
    'checkout',
    'isEnabledPlugin',
    'getUserPayment',
    'getInvoiceDetails',
    'getFacilityInfo',
    'creditCardPay',
    'sendmailCheckoutPaymentInfo',
    'postCheckoutInfo',
    'backupReceiptPDF',
    'getUserInfo',
    'getProductsList',
    'getGuestRoomByTelephone',
    'creditCardPayForMobileRequest',
    'makeRequestOrder',
    'makeSales',
    'sendmailMobileRequestInfoForUser',
    'sendmailMobileRequestInfoForAdmin',
    'getHotelGuide',
    'getHotelAsset',
    'getHotelCoupon',
    'takeHotelCoupons',
  ],
  'implied by the screens': ['getHotelCoupons', 'getPlacePhoto', 'getReceiptPdf'],
};

describe('openapi.yaml', () => {
  const ids = operations.map((o) => o.operationId);

  for (const [source, calls] of Object.entries(SPEC_CALLS)) {
    it(`has an operation for every call of ${source}`, () => {
      assert.deepEqual(
        calls.filter((c) => !ids.includes(c)),
        [],
      );
    });
  }

  it('has unique lowerCamel operationIds, all under /api', () => {
    assert.equal(new Set(ids).size, ids.length);
    for (const op of operations) {
      assert.match(op.operationId, /^[a-z][A-Za-z0-9]*$/);
      assert.match(op.path, /^\/api\//);
    }
  });

  it('documents 400 on every operation and 401 on every signed-in one', () => {
    for (const op of operations) {
      assert.ok(op.responses['400'], `${op.operationId} lacks 400`);
      const needsToken =
        op.security?.some((s) => 'bearerAuth' in s || 'staffAuth' in s || 'integrationKey' in s) &&
        !op.security.some((s) => Object.keys(s).length === 0);
      if (needsToken) assert.ok(op.responses['401'], `${op.operationId} lacks 401`);
    }
  });

  // tsc holds createServiceHandlers to the whole table of contract.gen.ts (OperationHandlers); this
  // holds the table to openapi.yaml itself: no operation without its handler, no handler of none.
  it('has exactly one handler per operation, so none answers 501', () => {
    const handled = Object.keys(createServiceHandlers({} as never, {} as never)).sort();
    assert.deepEqual(handled, [...ids].sort());
    assert.deepEqual(
      operations.filter((op) => op.responses['501']).map((op) => op.operationId),
      [],
    );
  });
});
