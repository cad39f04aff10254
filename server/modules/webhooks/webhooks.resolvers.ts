import type { Resolvers } from '../../graphql/types.generated.ts';
import {
  createWebhookEndpoint,
  deleteWebhookEndpoint,
  deliveryCount,
  deliveryPayload,
  eventOf,
  lastDelivery,
  listWebhookEndpoints,
  registeringTokenName,
  replayWebhookDelivery,
  rotateWebhookSecret,
  secretHint,
  tokenCaller,
  updateWebhookEndpoint,
  webhookDeliveriesConnection,
} from './webhooks.service.ts';

export const webhooksResolvers: Resolvers = {
  Query: {
    webhookEndpoints: (_parent, _args, ctx) => listWebhookEndpoints(ctx.db, tokenCaller(ctx.viewer)),
    webhookDeliveries: (_parent, { endpointId, status, updatedSince, orderBy, ...page }, ctx) =>
      webhookDeliveriesConnection(ctx.db, page, { endpointId, status, updatedSince }, orderBy ?? undefined, tokenCaller(ctx.viewer)),
  },
  Mutation: {
    createWebhookEndpoint: (_parent, { input }, ctx) => createWebhookEndpoint(ctx.db, input, tokenCaller(ctx.viewer)),
    updateWebhookEndpoint: (_parent, { input }, ctx) => ({ endpoint: updateWebhookEndpoint(ctx.db, input, tokenCaller(ctx.viewer)) }),
    rotateWebhookSecret: (_parent, { input }, ctx) => rotateWebhookSecret(ctx.db, input.id, tokenCaller(ctx.viewer)),
    deleteWebhookEndpoint: (_parent, { input }, ctx) => deleteWebhookEndpoint(ctx.db, input.id, tokenCaller(ctx.viewer)),
    replayWebhookDelivery: (_parent, { input }, ctx) => {
      const delivery = replayWebhookDelivery(ctx.db, input.id, tokenCaller(ctx.viewer));
      ctx.webhooks.kick();
      return { delivery };
    },
  },
  WebhookEndpoint: {
    secretHint: (endpoint) => secretHint(endpoint.secret),
    registeredByApiToken: (endpoint, _args, ctx) => registeringTokenName(ctx.db, endpoint),
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
