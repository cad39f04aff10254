import Database from 'better-sqlite3';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { rateLimitHits } from '../../server/db/schema/index.ts';
import { INQUIRY_LIMITS } from '../../server/modules/intake/index.ts';
import { graphqlRequest, startServerProcess, type ServerProcess } from '../support/server-process.ts';
import { startTestServer } from '../support/test-server.ts';

/*
 * "Also": the public forms' rate limits were kept in memory, so restarting the server
 * (a deploy, a crash, a kill an attacker could provoke) gave every address a fresh allowance. They
 * are kept in SQLite now, like the sign-in throttle's failures.
 */

const SUBMIT = 'mutation ($input: SubmitInquiryInput!) { submitInquiry(input: $input) { inquiry { id } } }';
const submit = (url: string, n: number) =>
  graphqlRequest<{ submitInquiry: { inquiry: { id: string } } }>(url, SUBMIT, {
    input: { name: `Persistent Guest ${n}`, email: `persistent-${n}@example.com`, message: `Inquiry ${n}` },
  });

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'venue-rate-limits-'));
let server: ServerProcess | undefined;
afterAll(async () => {
  await server?.kill('SIGKILL');
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('public-form rate limits', () => {
  it('an address that used up its inquiry allowance is still refused after the server restarts', async () => {
    server = await startServerProcess(dataDir);
    for (let n = 1; n <= INQUIRY_LIMITS.perAddress.limit; n += 1) {
      const sent = await submit(server.url, n);
      expect(sent.errors, `inquiry ${n}`).toBeUndefined();
    }
    const refused = await submit(server.url, 99);
    expect(refused.errors?.[0]?.extensions?.code).toBe('TOO_MANY_REQUESTS');

    expect(await server.kill('SIGTERM')).toBe('0');
    server = await startServerProcess(dataDir);
    const afterRestart = await submit(server.url, 100);
    expect(afterRestart.errors?.[0]?.extensions?.code).toBe('TOO_MANY_REQUESTS');
    expect(afterRestart.errors?.[0]?.message).toMatch(/^You have sent several requests in a short time\. Please wait \d+ minutes? and try again/);

    // Only hashes of the keys are stored, never the visitor's address.
    await server.kill('SIGTERM');
    server = undefined;
    const db = new Database(path.join(dataDir, 'venue.db'), { readonly: true });
    try {
      const keys = db.prepare('SELECT DISTINCT key_hash FROM rate_limit_hits').pluck().all() as string[];
      expect(keys.length).toBeGreaterThan(0);
      for (const key of keys) expect(key).toMatch(/^[0-9a-f]{64}$/);
      const inquiriesStored = db.prepare("SELECT count(*) FROM inquiries WHERE email LIKE 'persistent-%'").pluck().get();
      expect(inquiriesStored).toBe(INQUIRY_LIMITS.perAddress.limit);
    } finally {
      db.close();
    }
  }, 120_000);

  it('counts in a sliding window and prunes attempts older than the window', async () => {
    const app = await startTestServer({ seed: false });
    try {
      const limiter = app.services.rateLimiter('test-window', { limit: 2, windowMs: 60_000 });
      const start = Date.now() - 10 * 60_000;
      expect((await limiter.hit('203.0.113.9', start)).allowed).toBe(true);
      expect((await limiter.hit('203.0.113.9', start + 1_000)).allowed).toBe(true);
      const refused = await limiter.hit('203.0.113.9', start + 2_000);
      expect(refused).toEqual({ allowed: false, retryAfterMs: 58_000 });
      // Another key has its own allowance.
      expect((await limiter.hit('198.51.100.7', start + 2_000)).allowed).toBe(true);
      const rows = () => app.db.select().from(rateLimitHits).all().filter((row) => row.limiter === 'test-window');
      expect(rows()).toHaveLength(3);

      // A minute later the old attempts no longer count, and their rows are gone.
      expect((await limiter.hit('203.0.113.9', start + 62_000)).allowed).toBe(true);
      expect(rows()).toHaveLength(1);
    } finally {
      await app.close();
    }
  });
});
