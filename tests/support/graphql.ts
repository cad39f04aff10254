import type { GraphQLFormattedError } from 'graphql';
import http from 'node:http';

export interface GraphQLResult<TData> {
  data?: TData | null;
  errors?: GraphQLFormattedError[];
  /** The HTTP status, for tests about transport-level refusals. */
  status: number;
}

const SESSION_COOKIE_NAME = 'venue_session';

export interface GraphQLSessionOptions {
  /**
   * Send from this loopback address (127.0.0.2, 127.0.0.3, …) instead of 127.0.0.1: a different
   * client address as the server sees it, without trusting X-Forwarded-For.
   */
  from?: string;
}

/**
 * A GraphQL client for tests that behaves like one browser: it keeps the cookies the server sets
 * (the session cookie and the sign-in device cookie) and sends them back, and speaks JSON over
 * HTTP to the real /graphql endpoint.
 */
export class GraphQLSession {
  /** The session cookie as sent (`venue_session=…`), null when there is none. */
  cookie: string | null = null;
  /** Every other cookie the server set, by name, as sent (`name=value`). */
  readonly otherCookies = new Map<string, string>();

  constructor(
    readonly url: string,
    readonly options: GraphQLSessionOptions = {},
  ) {}

  /** The Cookie header this browser would send. */
  cookieHeader(): string | null {
    const pairs = [...(this.cookie ? [this.cookie] : []), ...this.otherCookies.values()];
    return pairs.length ? pairs.join('; ') : null;
  }

  async request<TData = Record<string, unknown>>(
    query: string,
    variables?: Record<string, unknown>,
    headers: Record<string, string> = {},
  ): Promise<GraphQLResult<TData>> {
    const cookieHeader = this.cookieHeader();
    const response = await this.post(JSON.stringify({ query, variables }), {
      'content-type': 'application/json',
      ...(cookieHeader ? { cookie: cookieHeader } : {}),
      ...headers,
    });
    for (const setCookie of response.setCookies) {
      const [pair] = setCookie.split(';');
      if (!pair || !pair.includes('=')) continue;
      const name = pair.slice(0, pair.indexOf('='));
      const value = pair.slice(pair.indexOf('=') + 1);
      if (name === SESSION_COOKIE_NAME) this.cookie = value ? pair : null;
      else if (value) this.otherCookies.set(name, pair);
      else this.otherCookies.delete(name);
    }
    const body = JSON.parse(response.text) as Omit<GraphQLResult<TData>, 'status'>;
    return { ...body, status: response.status };
  }

  private async post(body: string, headers: Record<string, string>): Promise<{ status: number; setCookies: string[]; text: string }> {
    const from = this.options.from;
    if (!from) {
      const response = await fetch(`${this.url}/graphql`, { method: 'POST', headers, body });
      return { status: response.status, setCookies: response.headers.getSetCookie(), text: await response.text() };
    }
    // fetch cannot choose its local address without undici's Agent (not a dependency here).
    const target = new URL(`${this.url}/graphql`);
    return new Promise((resolve, reject) => {
      const request = http.request(
        {
          host: target.hostname,
          port: target.port,
          path: target.pathname,
          method: 'POST',
          localAddress: from,
          headers: { ...headers, 'content-length': String(Buffer.byteLength(body)) },
        },
        (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () =>
            resolve({ status: response.statusCode ?? 0, setCookies: response.headers['set-cookie'] ?? [], text: Buffer.concat(chunks).toString('utf8') }),
          );
          response.on('error', reject);
        },
      );
      request.on('error', reject);
      request.end(body);
    });
  }

  /** Runs an operation that must succeed and returns its data. */
  async data<TData = Record<string, any>>(query: string, variables?: Record<string, unknown>): Promise<TData> {
    const result = await this.request<TData>(query, variables);
    if (result.errors?.length || !result.data) {
      throw new Error(`GraphQL operation failed: ${JSON.stringify(result.errors ?? result)}`);
    }
    return result.data;
  }

  async signIn(email: string, password: string) {
    return this.data<{ signIn: { viewer: { id: string; email: string; role: string } } }>(
      `mutation SignIn($input: SignInInput!) { signIn(input: $input) { viewer { id email role } } }`,
      { input: { email, password } },
    );
  }
}

/** The error code of the first error, for assertions. */
export function firstErrorCode(result: GraphQLResult<unknown>): unknown {
  return result.errors?.[0]?.extensions?.code;
}
