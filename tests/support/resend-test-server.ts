import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { INQUIRY_LIMITS } from '../../server/modules/bookings/booking-rules.ts';
import { RESET_REQUEST_LIMITS } from '../../server/modules/accounts/passwords.service.ts';
import { resetResend } from '../mocks/resend.ts';
import { mswServer, startMsw } from '../mocks/server.ts';
import type { GraphQLSession } from './graphql.ts';
import { startTestServer, type TestServer } from './test-server.ts';

export interface ResendTestServer {
  server: TestServer;
  admin: GraphQLSession;
}

/**
 * A test file's server that sends through the fake Resend (msw), with an admin session; the
 * inquiry and password-reset limits start afresh for every test and the sent mail is forgotten
 * after each. Read `server` and `admin` inside tests or hooks (they are set in beforeAll).
 */
export function useResendTestServer(): ResendTestServer {
  const fixture = {} as ResendTestServer;
  beforeAll(async () => {
    startMsw();
    fixture.server = await startTestServer({ resend: true });
    fixture.admin = await fixture.server.adminSession();
  });
  beforeEach(() => {
    const { rateLimiter } = fixture.server.services;
    rateLimiter(INQUIRY_LIMITS.perAddress.name, INQUIRY_LIMITS.perAddress).reset();
    rateLimiter(INQUIRY_LIMITS.overall.name, INQUIRY_LIMITS.overall).reset();
    rateLimiter('password-reset-ip', RESET_REQUEST_LIMITS.perIp).reset();
    rateLimiter('password-reset-email', RESET_REQUEST_LIMITS.perEmail).reset();
  });
  afterEach(() => {
    resetResend();
    mswServer.resetHandlers();
  });
  afterAll(async () => {
    mswServer.close();
    await fixture.server?.close();
  });
  return fixture;
}
