import { HeaderMap, type ApolloServerPlugin } from '@apollo/server';
import { ApolloArmor } from '@escape.tech/graphql-armor';
import type { NextFunction, Request, Response } from 'express';
import {
  execute,
  getOperationAST,
  type FormattedExecutionResult,
  GraphQLError,
  parse,
  specifiedRules,
  validate,
  visit,
  type DocumentNode,
  type GraphQLSchema,
  type ValidationRule,
} from 'graphql';
import type { SubscribePayload } from 'graphql-ws';
import { isAdmin, type Viewer } from '../auth/access.ts';
import { isInputValueError, withoutSuggestions } from '../graphql/errors.ts';
import type { Config } from '../config.ts';
import { publicPartOf } from '../graphql/public-schema.ts';

/*
 * Limits on what one GraphQL request may ask for, the same over HTTP and the WebSocket. They are
 * generous for the real client (every document in client/src/gql must pass, which
 * tests/server/security-limits.test.ts checks, as well as a 60-field, depth-5 dashboard-like query)
 * and refuse what only an attacker sends: deep nesting, alias floods, huge documents.
 */
export const GRAPHQL_LIMITS = {
  /** Characters in the document (the query text; variables are bounded by the body size). */
  maxDocumentLength: 20_000,
  /** Lexical tokens in the document, checked while parsing (graphql-js `maxTokens`). */
  maxTokens: 3_000,
  /** Nesting of fields (fragments flattened). */
  maxDepth: 10,
  /** Aliased fields in one operation. */
  maxAliases: 30,
  /** Directives in one operation. */
  maxDirectives: 20,
  /** JSON body of an HTTP request. */
  maxBodyBytes: 1024 * 1024,
  /** One WebSocket message (a subscribe message is a few hundred bytes). */
  maxWebSocketMessageBytes: 64 * 1024,
  /** Subscriptions open at once on one WebSocket (an admin screen opens a handful). */
  maxSubscriptionsPerSocket: 50,
  /** WebSockets open at once from one client address (a tab opens one). */
  maxSocketsPerAddress: 20,
  /** WebSockets open at once without a session, from everyone (visitors subscribe only in preview). */
  maxAnonymousSockets: 100,
} as const;

const validationError = (message: string) =>
  new GraphQLError(message, { extensions: { code: 'GRAPHQL_VALIDATION_FAILED' } });

/**
 * graphql-armor's protections for Apollo Server 5: depth, aliases, directives and cost as
 * validation rules. Suggestions ("Did you mean …?") are removed in production, where the schema
 * is not public, by the error formatter (`withoutSuggestions`). Armor's token limit is not used: it throws from a `parsingDidStart` hook,
 * which Apollo Server 5 treats as an unexpected error (HTTP 500); graphql-js's own `maxTokens`
 * parse option gives a clean GRAPHQL_PARSE_FAILED instead (see `parseOptions`).
 */
function armor() {
  return new ApolloArmor({
    maxDepth: { n: GRAPHQL_LIMITS.maxDepth, flattenFragments: true },
    // armor lets `__typename` be aliased without limit by default; nothing needs that.
    maxAliases: { n: GRAPHQL_LIMITS.maxAliases, allowList: [] },
    maxDirectives: { n: GRAPHQL_LIMITS.maxDirectives },
    // The cost limit is our own (security/query-cost.ts): armor's ignores page sizes given as variables.
    costLimit: { enabled: false },
    maxTokens: { enabled: false },
    // Suggestions are removed by the error formatter (server/graphql/errors.ts) instead: armor's
    // mask misses enum values ("Did you mean the enum value …") and leaves a stray "?" behind.
    blockFieldSuggestion: { enabled: false },
  }).protect();
}

/** Apollo keeps each parsed document and hands the same object to every request that sends it. */
const askedForSchema = new WeakMap<DocumentNode, boolean>();

/** True when the document asks for the schema (`__schema` or `__type`; `__typename` is fine). */
export function asksForSchema(document: DocumentNode): boolean {
  let found = askedForSchema.get(document);
  if (found === undefined) {
    found = findsSchemaField(document);
    askedForSchema.set(document, found);
  }
  return found;
}

function findsSchemaField(document: DocumentNode): boolean {
  let found = false;
  visit(document, {
    Field(node) {
      if (node.name.value === '__schema' || node.name.value === '__type') {
        found = true;
        return false;
      }
      return undefined;
    },
  });
  return found;
}

/**
 * In production the whole schema is shown only to admins (and admins' API tokens); anyone else who
 * asks for it (introspection) is answered from the public part of the schema: the @public root
 * fields and the types they reach (the explorer shows that part signed out instead of an
 * error). Outside production the whole schema is open, for developers.
 */
export function seesPublicSchemaOnly(config: Pick<Config, 'production'>, document: DocumentNode, viewer: Viewer): boolean {
  return config.production && asksForSchema(document) && !isAdmin(viewer);
}

/**
 * Per-request rules Apollo's options cannot express: the schema only for admins in production, and
 * no subscriptions over HTTP (graphql-js would run the subscription field's `resolve` once without
 * an event, which resolvers written for events do not expect).
 */
function operationPolicyPlugin(config: Pick<Config, 'production'>): ApolloServerPlugin<{ viewer: Viewer }> {
  /** Requests (by context) whose introspection is answered from the public part of the schema. */
  const publicOnly = new WeakSet<object>();
  return {
    async requestDidStart() {
      return {
        async didResolveOperation({ document, operation, contextValue }) {
          if (operation?.operation === 'subscription') {
            throw new GraphQLError('Subscriptions are served over the WebSocket at /graphql (graphql-ws), not over HTTP.', {
              extensions: { code: 'BAD_REQUEST', http: { status: 400 } },
            });
          }
          if (seesPublicSchemaOnly(config, document, contextValue.viewer)) publicOnly.add(contextValue);
        },
        async responseForOperation({ document, request, contextValue, schema }) {
          if (!publicOnly.has(contextValue)) return null;
          const visible = publicPartOf(schema);
          const errors = validate(visible, document);
          const result = errors.length ? { errors } : await execute({ schema: visible, document, variableValues: request.variables, operationName: request.operationName, contextValue });
          const formatted = JSON.parse(JSON.stringify(result)) as FormattedExecutionResult;
          return { http: { status: undefined, headers: new HeaderMap() }, body: { kind: 'single', singleResult: formatted } };
        },
      };
    },
  };
}

/** What Apollo Server needs: plugins, validation rules and parse options (spread into its config). */
export function apolloGraphQLLimits(config: Pick<Config, 'production'>) {
  const { plugins, validationRules } = armor();
  return {
    plugins: [...(plugins as ApolloServerPlugin<{ viewer: Viewer }>[]), operationPolicyPlugin(config)],
    validationRules: validationRules as ValidationRule[],
    parseOptions: { maxTokens: GRAPHQL_LIMITS.maxTokens },
    // Apollo's automatic persisted queries let a client store documents on the server; the client
    // does not use them.
    persistedQueries: false as const,
  };
}

/** The answer to a /graphql body over GRAPHQL_LIMITS.maxBodyBytes, in GraphQL's error shape. */
export function refuseGraphQLBodyTooLarge(res: Response): void {
  res.status(413).json({ errors: [{ message: GRAPHQL_BODY_TOO_LARGE, extensions: { code: 'BAD_REQUEST' } }] });
}
export const GRAPHQL_BODY_TOO_LARGE = `The request is too large (${GRAPHQL_LIMITS.maxBodyBytes / (1024 * 1024)} MB at most).`;

/**
 * Express middleware for /graphql, after the JSON body parser: refuses a document longer than
 * the limit before Apollo parses it, and answers body errors (too large, not JSON) in GraphQL's
 * error shape instead of the site's generic one.
 */
export function graphqlHttpLimits() {
  const tooLong = (res: Response) =>
    res.status(413).json({
      errors: [
        {
          message: `The GraphQL document is too long (at most ${GRAPHQL_LIMITS.maxDocumentLength} characters).`,
          extensions: { code: 'BAD_REQUEST' },
        },
      ],
    });
  return [
    (error: unknown, _req: Request, res: Response, next: NextFunction) => {
      const { status, type } = error as { status?: number; type?: string };
      // Answered already: a chunked body refused as it passed the limit (refuseBodyOver).
      if (res.headersSent) return next(error);
      if (status === 413) return void refuseGraphQLBodyTooLarge(res);
      if (status && status >= 400 && status < 500) {
        const message = type === 'entity.parse.failed' ? 'The request body is not valid JSON.' : 'The request could not be read.';
        return void res.status(400).json({ errors: [{ message, extensions: { code: 'BAD_REQUEST' } }] });
      }
      next(error);
    },
    (req: Request, res: Response, next: NextFunction) => {
      // The response cache (server/lib/cache.ts) read the body first and found it was not JSON.
      if ((req as Request & { bodyNotJson?: boolean }).bodyNotJson) {
        return void res.status(400).json({ errors: [{ message: 'The request body is not valid JSON.', extensions: { code: 'BAD_REQUEST' } }] });
      }
      const body = req.body as { query?: unknown } | undefined;
      const query = req.method === 'GET' ? req.query.query : body?.query;
      if (typeof query === 'string' && query.length > GRAPHQL_LIMITS.maxDocumentLength) return void tooLong(res);
      next();
    },
  ];
}

/**
 * The same limits for operations over the WebSocket (graphql-ws `onSubscribe`): length, tokens,
 * the standard and armor validation rules. Only subscriptions are accepted there; queries and
 * mutations go over HTTP, where CSRF prevention, body limits and cookies apply (and so the schema
 * cannot be asked for over the socket: `__schema` exists only on Query). Returns the execution
 * arguments, or the errors to send, each with a code (graphql-ws's own parse and validation would
 * send errors without one, which the error formatter masks and logs as internal errors).
 */
export function webSocketOperationGuard(config: Pick<Config, 'production'>, schema: GraphQLSchema) {
  const { validationRules } = armor();
  const rules = [...specifiedRules, ...(validationRules as ValidationRule[])];
  return (payload: SubscribePayload) => {
    if (typeof payload.query !== 'string' || payload.query.length > GRAPHQL_LIMITS.maxDocumentLength) {
      return [validationError(`The GraphQL document is too long (at most ${GRAPHQL_LIMITS.maxDocumentLength} characters).`)];
    }
    let document: DocumentNode;
    try {
      document = parse(payload.query, { maxTokens: GRAPHQL_LIMITS.maxTokens });
    } catch (error) {
      const message = error instanceof Error ? error.message : 'The GraphQL document could not be parsed.';
      return [new GraphQLError(message, { extensions: { code: 'GRAPHQL_PARSE_FAILED' } })];
    }
    let errors: readonly GraphQLError[];
    try {
      errors = validate(schema, document, rules);
    } catch (error) {
      // graphql-js's SingleFieldSubscriptionsRule evaluates @include/@skip and throws on a bad
      // argument value instead of reporting it (graphql-js 16); it is the caller's bad value.
      if (!(error instanceof GraphQLError)) throw error;
      errors = [error];
    }
    if (errors.length > 0) {
      return errors.map((error) => {
        const message = config.production ? withoutSuggestions(error.message) : error.message;
        const code = isInputValueError(error) || error.message.startsWith('Argument "') ? 'BAD_USER_INPUT' : 'GRAPHQL_VALIDATION_FAILED';
        return new GraphQLError(message, { nodes: error.nodes, extensions: { code } });
      });
    }
    const operation = getOperationAST(document, payload.operationName);
    if (!operation) return [validationError('Name the operation to run.')];
    if (operation.operation !== 'subscription') {
      return [
        new GraphQLError('Only subscriptions are accepted over the WebSocket; send queries and mutations over HTTP.', {
          extensions: { code: 'BAD_REQUEST' },
        }),
      ];
    }
    return {
      schema,
      document,
      operationName: payload.operationName ?? null,
      variableValues: payload.variables ?? null,
    };
  };
}
