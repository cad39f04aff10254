import { afterAll, afterEach, beforeAll } from 'vitest';
import { INQUIRY_LIMITS } from '../../server/modules/intake/index.ts';
import { RESET_REQUEST_LIMITS } from '../../server/modules/accounts/index.ts';
import { resetResend } from '../mocks/resend.ts';
import { mswServer, startMsw } from '../mocks/server.ts';
import { test } from './fixtures.ts';

/**
 * The fake Resend (msw) for a file whose server sends through it (with the shared fixtures:
 * `test.override('serverOptions', { resend: true })`): msw listens for the file, the inquiry and
 * password-reset limits of the file's server start afresh for every test and the sent mail is
 * forgotten after each.
 */
export function useFakeResend() {
  beforeAll(() => startMsw());
  test.beforeEach(({ server }) => {
    const { rateLimiter } = server.services;
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
