import type { SomeHandlers } from '../contract.ts';
import type { Db } from '../db/database.ts';
import * as webhooks from '../services/consoleWebhooks.ts';

/**
 * The hotel's webhook endpoints and their deliveries in the managers' console (issue 33); the
 * manager's role is checked by the route (`x-staff-role: manager`). The rules are in
 * services/consoleWebhooks.ts; `production` refuses http URLs even to localhost.
 */
export function createConsoleWebhookHandlers(db: Db, { production }: { production: boolean }) {
  return {
    async listWebhookEndpoints(request) {
      return webhooks.listWebhookEndpoints(db, request.staff!);
    },

    async createWebhookEndpoint(request) {
      return webhooks.createWebhookEndpoint(db, request.staff!, request.body, production);
    },

    async updateWebhookEndpoint(request) {
      return webhooks.updateWebhookEndpoint(db, request.staff!, request.params.endpointId, request.body, production);
    },

    async deleteWebhookEndpoint(request) {
      return webhooks.deleteWebhookEndpoint(db, request.staff!, request.params.endpointId);
    },

    async rotateWebhookSecret(request) {
      return webhooks.rotateWebhookSecret(db, request.staff!, request.params.endpointId);
    },

    async listWebhookDeliveries(request) {
      return webhooks.listWebhookDeliveries(db, request.staff!, request.params.endpointId, request.query.cursor);
    },

    async resendWebhookDelivery(request) {
      const { endpointId, deliveryId } = request.params;
      return webhooks.resendWebhookDelivery(db, request.staff!, endpointId, deliveryId);
    },
  } satisfies SomeHandlers;
}
