import type { GraphQLFormattedError } from 'graphql';

export interface GraphQLResult<TData> {
  data?: TData | null;
  errors?: GraphQLFormattedError[];
  /** The HTTP status, for tests about transport-level refusals. */
  status: number;
}

/**
 * A GraphQL client for tests that behaves like one browser: it keeps the session cookie the
 * server sets and sends it back, and speaks JSON over HTTP to the real /graphql endpoint.
 */
export class GraphQLSession {
  cookie: string | null = null;

  constructor(readonly url: string) {}

  async request<TData = Record<string, unknown>>(
    query: string,
    variables?: Record<string, unknown>,
    headers: Record<string, string> = {},
  ): Promise<GraphQLResult<TData>> {
    const response = await fetch(`${this.url}/graphql`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(this.cookie ? { cookie: this.cookie } : {}),
        ...headers,
      },
      body: JSON.stringify({ query, variables }),
    });
    for (const setCookie of response.headers.getSetCookie()) {
      const [pair] = setCookie.split(';');
      if (!pair) continue;
      const value = pair.slice(pair.indexOf('=') + 1);
      this.cookie = value ? pair : null;
    }
    const body = (await response.json()) as Omit<GraphQLResult<TData>, 'status'>;
    return { ...body, status: response.status };
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
