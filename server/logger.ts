/*
 * The server's logger: pino underneath, one JSON object per line in production (what journald,
 * Loki or `jq` read), pino-pretty's coloured lines in development when it is installed (a
 * devDependency), and under Vitest lines written through console.* so that an error logged during a
 * test fails it (STYLE.md). error is for genuinely unexpected failures only.
 *
 * Every line logged while a request is being answered carries that request's id (`requestId`,
 * from an AsyncLocalStorage set by the access log: server/http/access-log.ts), so an error can be
 * matched with its access line and with the id the client was shown.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { createRequire } from 'node:module';
import pino, { type DestinationStream, type Logger as PinoLogger } from 'pino';
import { redactSecrets } from '../shared/route-match.ts';

const LEVELS = ['debug', 'info', 'warn', 'error', 'silent'] as const;
type Level = (typeof LEVELS)[number];
export type LogFormat = 'json' | 'pretty' | 'console';

/**
 * The request being answered: its id, for every line logged on its behalf, and what the access
 * line reports about its GraphQL operation (server/http/access-log.ts, noteGraphQL).
 */
export interface RequestScope {
  requestId: string;
  graphql?: { operation: string | null; errorCodes: string[] };
}
export const requestScope = new AsyncLocalStorage<RequestScope>();

/**
 * Records the GraphQL operation being answered and its error codes for the request's access line.
 * Called by Apollo (accessLogPlugin in http/access-log.ts), by the response cache for an answer it replays, and by the
 * refusals written before Apollo (noteGraphQLRefusal). Codes are kept once each, in order.
 */
export function noteGraphQL(operation: string | null | undefined, errorCodes: readonly unknown[] = []) {
  noteGraphQLIn(requestScope.getStore(), operation, errorCodes);
}

/** The same, for a request whose scope the caller holds (the response cache's hits run outside it). */
export function noteGraphQLIn(scope: RequestScope | undefined, operation: string | null | undefined, errorCodes: readonly unknown[] = []) {
  if (!scope) return;
  const graphql = (scope.graphql ??= { operation: null, errorCodes: [] });
  if (operation) graphql.operation = operation;
  for (const code of errorCodes) if (typeof code === 'string' && !graphql.errorCodes.includes(code)) graphql.errorCodes.push(code);
}

/**
 * The fields every line of a request carries: a new object each time. pino merges a line's own
 * fields INTO the object the mixin returns (Object.assign(mixin, fields)); returning the scope
 * itself let one line's fields (a failed sign-in's masked e-mail) ride on every later line.
 */
export function requestFields(): { requestId?: string } {
  const scope = requestScope.getStore();
  return scope ? { requestId: scope.requestId } : {};
}

function wantedLevel(env: NodeJS.ProcessEnv): Level {
  const wanted = env.LOG_LEVEL ?? (env.VITEST ? 'warn' : 'info');
  return (LEVELS as readonly string[]).includes(wanted) ? (wanted as Level) : 'info';
}

/** LOG_FORMAT if set; else console under Vitest, JSON in production, pretty elsewhere. */
export function logFormat(env: NodeJS.ProcessEnv = process.env): LogFormat {
  const wanted = env.LOG_FORMAT;
  if (wanted === 'json' || wanted === 'pretty' || wanted === 'console') return wanted;
  if (env.VITEST) return 'console';
  return env.NODE_ENV === 'production' ? 'json' : 'pretty';
}

/** pino's lines handed to console.error / console.warn / console.log by level (tests). */
const consoleStream: DestinationStream = {
  write(line: string) {
    const level = (JSON.parse(line) as { level?: string }).level;
    const text = line.trimEnd();
    if (level === 'error' || level === 'fatal') console.error(text);
    else if (level === 'warn') console.warn(text);
    else console.log(text);
  },
};

function prettyStream(): DestinationStream | undefined {
  try {
    // Loaded only when present: a production install (npm ci --omit=dev) has no pino-pretty.
    const pretty = createRequire(import.meta.url)('pino-pretty') as (options: object) => DestinationStream;
    return pretty({ colorize: process.stdout.isTTY, translateTime: 'SYS:HH:MM:ss.l', ignore: 'pid,hostname' });
  } catch {
    return undefined;
  }
}

export function createPinoLogger(env: NodeJS.ProcessEnv = process.env, destination?: DestinationStream): PinoLogger {
  const format = logFormat(env);
  const stream = destination ?? (format === 'console' ? consoleStream : format === 'pretty' ? prettyStream() : undefined);
  return pino(
    {
      level: wantedLevel(env),
      base: undefined, // no pid or hostname: the service manager records both
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
      mixin: requestFields,
      // No line carries a credential of the route table (a quote's or a calendar feed's token in an
      // address), whichever code logged it and however it was spelled.
      hooks: {
        logMethod(args, method) {
          return method.apply(this, args.map((arg) => withoutSecrets(arg, 3)) as Parameters<typeof method>);
        },
      },
    },
    // Written asynchronously (lines queued and written together), so one access line per request
    // does not cost a blocking write each: it was a third of a cached page's CPU time. pino flushes
    // what is queued when the process exits (its exit handler for destinations it builds).
    stream ?? pino.destination({ dest: 1, sync: false }),
  );
}

/** A value with every secret address segment in its strings redacted; the same value when there was none. */
function withoutSecrets(value: unknown, depth: number): unknown {
  if (typeof value === 'string') return redactSecrets(value);
  if (depth === 0 || value === null || typeof value !== 'object') return value;
  if (value instanceof Error) {
    const message = redactSecrets(value.message);
    const stack = value.stack === undefined ? undefined : redactSecrets(value.stack);
    if (message === value.message && stack === value.stack) return value;
    return { type: value.name, message, stack };
  }
  if (Array.isArray(value)) {
    const items = value.map((item) => withoutSecrets(item, depth - 1));
    return items.some((item, i) => item !== value[i]) ? items : value;
  }
  if (Object.getPrototypeOf(value) !== Object.prototype) return value;
  let changed: Record<string, unknown> | null = null;
  for (const [key, item] of Object.entries(value)) {
    const scrubbed = withoutSecrets(item, depth - 1);
    if (scrubbed !== item) (changed ??= { ...value })[key] = scrubbed;
  }
  return changed ?? value;
}

const base = createPinoLogger();

type Details = Record<string, unknown>;
const write = (level: Exclude<Level, 'silent'>) => (message: string, details?: Details) =>
  details && Object.keys(details).length > 0 ? base[level](details, message) : base[level](message);

export const logger = {
  debug: write('debug'),
  info: write('info'),
  warn: write('warn'),
  error: write('error'),
};
export type Logger = typeof logger;
/** The pino instance behind `logger`, for the access log. */
export const pinoLogger = base;

/** 'jane.doe@example.com' → 'ja***@example.com': enough to spot a pattern, not to identify. */
export function maskEmail(email: string): string {
  const [local = '', domain = ''] = email.split('@');
  const visible = local.slice(0, Math.min(2, Math.max(1, local.length - 1)));
  return domain ? `${visible}***@${domain}` : `${visible}***`;
}
