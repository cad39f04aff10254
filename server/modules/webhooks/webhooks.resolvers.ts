import type { GraphQLContext } from '../../context.ts';
import type { Resolvers } from '../../graphql/types.generated.ts';
import type { PubSubEvents } from '../../pubsub.ts';
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

/**
 * Open Webhooks screens refetch: a change made by the admin in another tab or by an API token
 * (which registers and pauses its own endpoints). Published once the change is stored; a refused
 * call throws first and announces nothing.
 */
function changed(ctx: GraphQLContext, change: PubSubEvents['webhooksChanged']['change'], endpointId: string) {
  ctx.pubsub.publish('webhooksChanged', { change, endpointId });
}

export const webhooksResolvers: Resolvers = {
  Query: {
    webhookEndpoints: (_parent, _args, ctx) => listWebhookEndpoints(ctx.db, tokenCaller(ctx.viewer)),
    webhookDeliveries: (_parent, { endpointId, status, updatedSince, orderBy, ...page }, ctx) =>
      webhookDeliveriesConnection(ctx.db, page, { endpointId, status, updatedSince }, orderBy ?? undefined, tokenCaller(ctx.viewer)),
  },
  Mutation: {
    createWebhookEndpoint: (_parent, { input }, ctx) => {
      const created = createWebhookEndpoint(ctx.db, input, tokenCaller(ctx.viewer));
      changed(ctx, 'ENDPOINT', created.endpoint.id);
      return created;
    },
    updateWebhookEndpoint: (_parent, { input }, ctx) => {
      const endpoint = updateWebhookEndpoint(ctx.db, input, tokenCaller(ctx.viewer));
      changed(ctx, 'ENDPOINT', endpoint.id);
      return { endpoint };
    },
    rotateWebhookSecret: (_parent, { input }, ctx) => {
      const rotated = rotateWebhookSecret(ctx.db, input.id, tokenCaller(ctx.viewer));
      changed(ctx, 'ENDPOINT', rotated.endpoint.id);
      return rotated;
    },
    deleteWebhookEndpoint: (_parent, { input }, ctx) => {
      const deleted = deleteWebhookEndpoint(ctx.db, input.id, tokenCaller(ctx.viewer));
      changed(ctx, 'ENDPOINT', deleted.deletedEndpointId);
      return deleted;
    },
    replayWebhookDelivery: (_parent, { input }, ctx) => {
      const delivery = replayWebhookDelivery(ctx.db, input.id, tokenCaller(ctx.viewer));
      changed(ctx, 'DELIVERY', delivery.endpointId);
      ctx.webhooks.kick();
      return { delivery };
    },
  },
  Subscription: {
    webhooksChanged: {
      subscribe: (_parent, _args, ctx) => ctx.pubsub.subscribe('webhooksChanged'),
      resolve: (payload: PubSubEvents['webhooksChanged']) => ({ change: payload.change, changedAt: new Date() }),
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
