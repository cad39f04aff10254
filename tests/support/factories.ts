import { randomUUID } from 'node:crypto';
import type { Role } from '../../server/db/schema/index.ts';
import { createUser } from '../../server/modules/accounts/accounts.service.ts';
import type { TestServer } from './test-server.ts';
import { GraphQLSession } from './graphql.ts';

/** A new user with a role and a known password. */
export async function createTestUser(server: TestServer, role: Role = 'user', overrides: { email?: string; password?: string } = {}) {
  const email = overrides.email ?? `${role}-${randomUUID().slice(0, 8)}@example.com`;
  const password = overrides.password ?? 'a-good-password';
  const user = await createUser(server.db, { email, password, role });
  return { ...user, email, password };
}

/** A signed-in session for a fresh user of the given role. */
export async function signedInAs(server: TestServer, role: Role) {
  const user = await createTestUser(server, role);
  const session = new GraphQLSession(server.url);
  await session.signIn(user.email, user.password);
  return { user, session };
}
