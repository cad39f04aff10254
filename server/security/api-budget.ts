import { HeaderMap, type ApolloServerPlugin } from '@apollo/server';
import { GraphQLError, type GraphQLSchema, type DocumentNode } from 'graphql';
import type { Viewer } from '../auth/access.ts';
import { API_COST } from '../../shared/api-limits.ts';
import { costExceededError, requestCost } from './query-cost.ts';
import type { TokenBudgets, TokenBudgetState } from './token-budget.ts';

/*
 * Cost and budget around every GraphQL request (docs/api.md, "Cost" and "Rate limits"): the
 * request's cost is computed once its variables are known and refused over API_COST.maxPerRequest
 * (MAX_COST_EXCEEDED); a token call spends its cost from the token's hourly budget or is refused
 * with HTTP 429 and Retry-After; every answer reports its cost in `extensions.cost`, and a token
 * call's answer carries the RateLimit-* headers (draft-ietf-httpapi-ratelimit-headers).
 */

export interface RequestCost {
  /** The request's cost in points. */
  cost: number;
  /** The token's budget after this request, for token calls. */
  budget?: TokenBudgetState;
}

/** The cost of the request a context belongs to, once known (the rateLimit query reads it). */
const costs = new WeakMap<object, RequestCost>();
export const costOfRequest = (context: object): RequestCost | undefined => costs.get(context);

const secondsUntil = (date: Date) => Math.max(0, Math.ceil((date.getTime() - Date.now()) / 1000));

/** The RateLimit-* headers of a token call (limit, what is left, seconds until the window resets). */
export function rateLimitHeaders(state: TokenBudgetState): [string, string][] {
  return [
    ['ratelimit-limit', String(state.limit)],
    ['ratelimit-remaining', String(state.remaining)],
    ['ratelimit-reset', String(secondsUntil(state.resetAt))],
    ['ratelimit-policy', `${state.limit};w=${state.windowSeconds}`],
  ];
}

/** The refusal of a token call whose budget cannot pay for it (HTTP 429 with Retry-After). */
export function budgetExhaustedError(cost: number, state: TokenBudgetState): GraphQLError {
  const retryAfterSeconds = secondsUntil(state.resetAt);
  const headers = new HeaderMap([...rateLimitHeaders(state), ['retry-after', String(retryAfterSeconds)]]);
  return new GraphQLError(
    `This API token has ${state.remaining.toLocaleString('en-US')} of its ${state.limit.toLocaleString('en-US')} points an hour left, and this request costs ${cost.toLocaleString('en-US')}. Try again in ${Math.max(1, Math.ceil(retryAfterSeconds / 60))} minute(s) (docs/api.md, Rate limits).`,
    {
      extensions: {
        code: 'TOO_MANY_REQUESTS',
        retryAfterSeconds,
        cost,
        limit: state.limit,
        remaining: state.remaining,
        resetAt: state.resetAt.toISOString(),
        http: { status: 429, headers },
      },
    },
  );
}

/**
 * Prices one request and, for a token call, spends it from the token's budget; throws the refusal
 * (MAX_COST_EXCEEDED or TOO_MANY_REQUESTS). Shared by HTTP (the plugin below) and the WebSocket.
 */
export function priceRequest(
  budgets: TokenBudgets,
  request: { schema: GraphQLSchema; document: DocumentNode; operationName?: string | null; variables?: Record<string, unknown> | null; apiTokenId?: string | null },
): RequestCost {
  const cost = requestCost(request.schema, request.document, request.operationName, request.variables) ?? 0;
  if (cost > API_COST.maxPerRequest) throw costExceededError(cost);
  if (!request.apiTokenId) return { cost };
  const { allowed, state } = budgets.charge(request.apiTokenId, cost);
  if (!allowed) throw budgetExhaustedError(cost, state);
  return { cost, budget: state };
}

/** The answer's `extensions.cost`. */
export function costExtension({ cost, budget }: RequestCost) {
  return {
    requested: cost,
    limit: API_COST.maxPerRequest,
    ...(budget ? { rateLimit: { limit: budget.limit, remaining: budget.remaining, resetAt: budget.resetAt.toISOString() } } : {}),
  };
}

export function apiBudgetPlugin(budgets: TokenBudgets): ApolloServerPlugin<{ viewer: Viewer }> {
  return {
    async requestDidStart() {
      return {
        async didResolveOperation({ document, request, schema, contextValue }) {
          try {
            costs.set(contextValue, priceRequest(budgets, { schema, document, operationName: request.operationName, variables: request.variables, apiTokenId: contextValue.viewer?.apiToken?.id }));
          } catch (error) {
            // A refused token call still says where its budget stands.
            const token = contextValue.viewer?.apiToken;
            if (token) costs.set(contextValue, { cost: 0, budget: budgets.peek(token.id) });
            throw error;
          }
        },
        async willSendResponse({ response, contextValue }) {
          const entry = costs.get(contextValue);
          if (!entry) return;
          if (entry.budget) for (const [name, value] of rateLimitHeaders(entry.budget)) response.http.headers.set(name, value);
          if (response.body.kind === 'single' && entry.cost > 0) {
            response.body.singleResult.extensions = { ...response.body.singleResult.extensions, cost: costExtension(entry) };
          }
        },
      };
    },
  };
}
