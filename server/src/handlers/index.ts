import type { OperationHandlers } from '../contract.ts';
import type { Db } from '../db/database.ts';
import type { IdentityVerifier } from '../services/identity.ts';
import type { PaymentGateway } from '../payments/gateway.ts';
import type { Mailer } from '../services/mail.ts';
import type { PlacePhotoSource } from '../services/placePhotos.ts';
import type { RegisterCipher } from '../services/registerCrypto.ts';
import { createAccountHandlers } from './account.ts';
import { createAuthHandlers } from './auth.ts';
import { createCardHandlers } from './cards.ts';
import { createCheckinHandlers } from './checkin.ts';
import { createCheckoutHandlers } from './checkout.ts';
import { createConsoleHandlers } from './console.ts';
import { createConsoleWebhookHandlers } from './consoleWebhooks.ts';
import { createCouponHandlers } from './coupons.ts';
import { createFrontDeskHandlers } from './frontDesk.ts';
import { createAnswerCache, type AnswerCache } from '../services/answerCache.ts';
import { createHotelHandlers } from './hotel.ts';
import { createIntegrationHandlers } from './integration.ts';
import { createInvoiceHandlers } from './invoices.ts';
import { createOrderingCatalogueHandlers } from './orderingCatalogue.ts';
import { createPaymentHandlers } from './payments.ts';
import { createOrderingHandlers } from './ordering.ts';
import { createReservationImportHandlers } from './consoleReservationImport.ts';
import { createReviewHandlers } from './reviews.ts';
import { createTravelHandlers } from './travel.ts';
import { createZipcodeHandlers } from './zipcode.ts';

/** What the handlers use besides the database. */
export interface Services {
  placePhotos: PlacePhotoSource;
  mailer: Mailer;
  identity: IdentityVerifier;
  /** The card service: the sandbox unless a real one is configured. */
  gateway: PaymentGateway;
  /** Base URL of the app, for links in mails. */
  publicUrl: string;
  /** Multiplies the per-address attempt limits (tests from one address); 1 in service. */
  addressLimitFactor?: number;
  /** The guide and products list kept in memory (services/answerCache.ts); one of its own (keeping nothing) unless given. */
  answerCache?: AnswerCache;
  /** Encrypts and decrypts the guest register's passports (services/registerCrypto.ts). */
  registerCipher: RegisterCipher;
  /** Staff must have a second factor (production without DEMO_MODE, productionCheck.ts). */
  staffSecondFactorRequired?: boolean;
  /** Production: webhook endpoints must be https, even to localhost. */
  production?: boolean;
}

/**
 * One handler per operationId of openapi.yaml, each typed by its operation (contract.ts): an
 * operation without a handler, or a handler of another shape, fails to compile.
 */
export function createServiceHandlers(db: Db, services: Services): OperationHandlers {
  const answerCache = services.answerCache ?? createAnswerCache();
  return {
    ...createHotelHandlers(db, { answerCache }),
    ...createAuthHandlers(db, services),
    ...createAccountHandlers(db),
    ...createCheckinHandlers(db, services),
    ...createCheckoutHandlers(db, services),
    ...createCouponHandlers(db),
    ...createReviewHandlers(db),
    ...createCardHandlers(db, services.gateway),
    ...createInvoiceHandlers(db),
    ...createPaymentHandlers(db, services),
    ...createOrderingCatalogueHandlers(db, { ...services, answerCache }),
    ...createOrderingHandlers(db, services),
    ...createTravelHandlers(db, services.placePhotos),
    ...createZipcodeHandlers(),
    ...createFrontDeskHandlers(db, services),
    ...createConsoleHandlers(db),
    ...createIntegrationHandlers(db),
    ...createConsoleWebhookHandlers(db, { production: services.production ?? false }),
    ...createReservationImportHandlers(db),
  };
}
