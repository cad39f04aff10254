import type { Resolvers } from '../../graphql/types.generated.ts';
import {
  createWebhookEndpoint,
  deleteWebhookEndpoint,
  deliveryCount,
  deliveryPayload,
  eventOf,
  lastDelivery,
  listWebhookEndpoints,
  replayWebhookDelivery,
  rotateWebhookSecret,
  secretHint,
  updateWebhookEndpoint,
  webhookDeliveriesConnection,
} from './webhooks.service.ts';

export const webhooksResolvers: Resolvers = {
  Query: {
    webhookEndpoints: (_parent, _args, ctx) => listWebhookEndpoints(ctx.db),
    webhookDeliveries: (_parent, { endpointId, status, updatedSince, orderBy, ...page }, ctx) =>
      webhookDeliveriesConnection(ctx.db, page, { endpointId, status, updatedSince }, orderBy ?? undefined),
  },
  Mutation: {
    createWebhookEndpoint: (_parent, { input }, ctx) => createWebhookEndpoint(ctx.db, input),
    updateWebhookEndpoint: (_parent, { input }, ctx) => ({ endpoint: updateWebhookEndpoint(ctx.db, input) }),
    rotateWebhookSecret: (_parent, { input }, ctx) => rotateWebhookSecret(ctx.db, input.id),
    deleteWebhookEndpoint: (_parent, { input }, ctx) => deleteWebhookEndpoint(ctx.db, input.id),
    replayWebhookDelivery: (_parent, { input }, ctx) => {
      const delivery = replayWebhookDelivery(ctx.db, input.id);
      ctx.webhooks.kick();
      return { delivery };
    },
  },
  WebhookEndpoint: {
    secretHint: (endpoint) => secretHint(endpoint.secret),
    pendingDeliveries: (endpoint, _args, ctx) => deliveryCount(ctx.db, endpoint.id, 'pending'),
    failedDeliveries: (endpoint, _args, ctx) => deliveryCount(ctx.db, endpoint.id, 'failed'),
    lastDelivery: (endpoint, _args, ctx) => lastDelivery(ctx.db, endpoint.id),
  },
  WebhookDelivery: {
    messageId: (delivery, _args, ctx) => eventOf(ctx.db, delivery).id,
    eventType: (delivery, _args, ctx) => eventOf(ctx.db, delivery).type,
    occurredAt: (delivery, _args, ctx) => eventOf(ctx.db, delivery).occurredAt,
    payload: (delivery, _args, ctx) => deliveryPayload(ctx.db, delivery),
  },
  WebhookDeliveryConnection: {
    totalCount: (page) => page.totalCount(),
  },
};
