import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { INQUIRY_LIMITS } from '../../server/modules/bookings/index.ts';
import { RESET_REQUEST_LIMITS } from '../../server/modules/accounts/index.ts';
import { resetResend } from '../mocks/resend.ts';
import { mswServer, startMsw } from '../mocks/server.ts';
import type { GraphQLSession } from './graphql.ts';
import { startTestServer, type TestServer } from './test-server.ts';

export interface ResendTestServer {
  server: TestServer;
  admin: GraphQLSession;
}

/**
 * The fake Resend (msw) for a file whose server sends through it (with the shared fixtures:
 * `test.override('serverOptions', { resend: true })`): msw listens for the file, the inquiry and
 * password-reset limits start afresh for every test and the sent mail is forgotten after each.
 * `server` is read in beforeEach, so hand a getter for the file's server.
 */
export function useFakeResend(server: () => TestServer) {
  beforeAll(() => startMsw());
  beforeEach(() => {
    const { rateLimiter } = server().services;
    rateLimiter(INQUIRY_LIMITS.perAddress.name, INQUIRY_LIMITS.perAddress).reset();
    rateLimiter(INQUIRY_LIMITS.overall.name, INQUIRY_LIMITS.overall).reset();
    rateLimiter('password-reset-ip', RESET_REQUEST_LIMITS.perIp).reset();
    rateLimiter('password-reset-email', RESET_REQUEST_LIMITS.perEmail).reset();
  });
  afterEach(() => {
    resetResend();
    mswServer.resetHandlers();
  });
  afterAll(() => mswServer.close());
}

/**
 * A test file's server that sends through the fake Resend (msw), with an admin session (see
 * useFakeResend). Read `server` and `admin` inside tests or hooks (they are set in beforeAll).
 * Files on the shared fixtures use useFakeResend instead.
 */
export function useResendTestServer(): ResendTestServer {
  const fixture = {} as ResendTestServer;
  useFakeResend(() => fixture.server);
  beforeAll(async () => {
    fixture.server = await startTestServer({ resend: true });
    fixture.admin = await fixture.server.adminSession();
  });
  afterAll(async () => {
    await fixture.server?.close();
  });
  return fixture;
}
