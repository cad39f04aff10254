import { forbidden } from '../../errors.ts';
import { API_ORIGIN_MESSAGES } from '../../../shared/api-origins.ts';
import type { Resolvers } from '../../graphql/types.generated.ts';
import { requireAdmin } from '../../auth/access.ts';
import type { PubSubEvents } from '../../pubsub.ts';
import { apiOriginsVersion, listApiOrigins, setApiOrigins } from './api-origins.ts';
import { API_COST } from '../../../shared/api-limits.ts';
import { costOfRequest } from '../../security/api-budget.ts';
import { requestCost } from '../../security/query-cost.ts';

export const apiResolvers: Resolvers = {
  Query: {
    rateLimit: (_parent, _args, ctx, info) => {
      // Priced before it ran (HTTP and WebSocket); a server-side render is priced here.
      const priced = costOfRequest(ctx);
      const cost =
        priced?.cost ??
        requestCost(info.schema, { kind: 'Document' as never, definitions: [info.operation, ...Object.values(info.fragments)] }, info.operation.name?.value, info.variableValues) ??
        0;
      const budget = priced?.budget ?? (ctx.viewer?.apiToken ? ctx.tokenBudgets.peek(ctx.viewer.apiToken.id) : undefined);
      return {
        cost,
        maxCostPerRequest: API_COST.maxPerRequest,
        limit: budget?.limit ?? null,
        used: budget?.used ?? null,
        remaining: budget?.remaining ?? null,
        resetAt: budget?.resetAt ?? null,
      };
    },
    apiAllowedOrigins: (_parent, _args, ctx) => listApiOrigins(ctx.db),
    apiAllowedOriginsVersion: (_parent, _args, ctx) => apiOriginsVersion(ctx.db),
  },
  Mutation: {
    setApiAllowedOrigins: (_parent, { input }, ctx) => {
      // Which sites may call with a token is the owner's decision, made with the password proved.
      if (ctx.viewer?.apiToken) throw forbidden(API_ORIGIN_MESSAGES.tokenRefused);
      return setApiOrigins(ctx, input, { userId: requireAdmin(ctx).user.id });
    },
  },
  Subscription: {
    apiAllowedOriginsChanged: {
      subscribe: (_parent, _args, ctx) => ctx.pubsub.subscribe('apiAllowedOriginsChanged'),
      resolve: (payload: PubSubEvents['apiAllowedOriginsChanged']) => ({ version: payload.version, changedAt: new Date() }),
    },
  },
};
