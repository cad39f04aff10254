import { createApiToken } from '../../server/auth/api-tokens.ts';
import type { ApiTokenScope } from '../../shared/api-tokens.ts';
import { findUserByEmail } from '../../server/modules/accounts/index.ts';
import { TEST_ADMIN } from './test-admin.ts';
import type { TestServer } from './test-server.ts';

/*
 * An integration's view of the API: an API token of the test admin, and raw HTTP calls that keep
 * the status and headers (what an integrator reads: RateLimit-*, Retry-After, WWW-Authenticate).
 */

/** A new API token of the test admin (written straight to the database), as its secret. */
export function adminApiToken(
  server: TestServer,
  input: { name?: string; readOnly?: boolean; scopes?: ApiTokenScope[]; expiresAt?: Date } = {},
): { secret: string; id: string } {
  const admin = findUserByEmail(server.db, TEST_ADMIN.email);
  if (!admin) throw new Error('The test admin is missing');
  const { token, row } = createApiToken(server.db, admin.id, {
    name: input.name ?? `integration ${Math.random().toString(36).slice(2, 8)}`,
    readOnly: input.readOnly,
    scopes: input.scopes,
    expiresAt: input.expiresAt,
  });
  return { secret: token, id: row.id };
}

export interface ApiAnswer<TData = Record<string, any>> {
  status: number;
  headers: Headers;
  data?: TData | null;
  errors?: { message: string; extensions?: Record<string, any> }[];
  extensions?: Record<string, any>;
}

/** POSTs one GraphQL request as an integration would (JSON), with the token when given. */
export async function apiCall<TData = Record<string, any>>(
  server: Pick<TestServer, 'url'>,
  query: string,
  { token, variables, headers = {} }: { token?: string; variables?: Record<string, unknown>; headers?: Record<string, string> } = {},
): Promise<ApiAnswer<TData>> {
  const response = await fetch(`${server.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await response.json()) as Omit<ApiAnswer<TData>, 'status' | 'headers'>;
  return { status: response.status, headers: response.headers, ...body };
}
