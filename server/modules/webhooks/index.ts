/*
 * Webhooks' front door (docs/api.md, Webhooks): endpoints and the delivery log (webhooks.service.ts),
 * the triggers that store events with the changes they report (webhook-triggers.ts) and the worker
 * that signs and sends them (webhook-dispatcher.ts).
 */
export { webhooksResolvers } from './webhooks.resolvers.ts';
export { createWebhookDispatcher, WEBHOOK_TOKEN_EXPIRED, type WebhookDispatcher } from './webhook-dispatcher.ts';
export type { WebhookDeliveryConnectionModel, WebhookDeliveryRow, WebhookEndpointRow } from './webhooks.service.ts';
