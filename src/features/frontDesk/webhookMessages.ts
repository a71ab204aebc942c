import { defineMessages, type MessageDescriptor } from 'react-intl';
import type { WebhookDelivery, WebhookEventType } from '@/api/frontDeskApi';

/** The events an endpoint may want (the contract's WebhookEventType), by name in the page's language. */
export const eventTypeNames: Record<WebhookEventType, MessageDescriptor> = defineMessages({
  'checkin.submitted': { id: 'frontDesk.webhooks.event.checkinSubmitted', defaultMessage: 'Online check-in sent' },
  'checkin.approved': { id: 'frontDesk.webhooks.event.checkinApproved', defaultMessage: 'Check-in approved' },
  'checkout.completed': {
    id: 'frontDesk.webhooks.event.checkoutCompleted',
    defaultMessage: 'Checked out (with review)',
  },
  'order.placed': { id: 'frontDesk.webhooks.event.orderPlaced', defaultMessage: 'Room order placed' },
  'payment.captured': { id: 'frontDesk.webhooks.event.paymentCaptured', defaultMessage: 'Card payment captured' },
  'payment.released': { id: 'frontDesk.webhooks.event.paymentReleased', defaultMessage: 'Card payment released' },
});

/** A delivery's state. */
export const deliveryStatusNames: Record<WebhookDelivery['status'], MessageDescriptor> = defineMessages({
  pending: { id: 'frontDesk.webhooks.status.pending', defaultMessage: 'Waiting to be sent' },
  delivered: { id: 'frontDesk.webhooks.status.delivered', defaultMessage: 'Delivered' },
  failed: { id: 'frontDesk.webhooks.status.failed', defaultMessage: 'Failed' },
});

export const webhookMessages = defineMessages({
  url: { id: 'frontDesk.webhooks.url', defaultMessage: 'Endpoint URL' },
  urlHint: {
    id: 'frontDesk.webhooks.urlHint',
    defaultMessage: 'An https address of your system that receives the events.',
  },
  events: { id: 'frontDesk.webhooks.events', defaultMessage: 'Events' },
  enabled: { id: 'frontDesk.webhooks.enabled', defaultMessage: 'Enabled' },
  disabled: { id: 'frontDesk.webhooks.disabled', defaultMessage: 'Disabled' },
  secretTitle: { id: 'frontDesk.webhooks.secretTitle', defaultMessage: 'Signing secret' },
  secretLead: {
    id: 'frontDesk.webhooks.secretLead',
    defaultMessage: 'Copy it into your system now: it is shown only this once.',
  },
});
