import Database from 'better-sqlite3';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_ADMIN } from '../support/test-server.ts';
import { adminCookie, graphqlRequest, startServerProcess, type ServerProcess } from '../support/server-process.ts';
import { day } from '../support/days.ts';

/*
 * Crash durability: the real server (node + tsx, server/index.ts) in a child process takes
 * concurrent writes and is killed with SIGKILL while requests are in flight, then restarted on the
 * same files. The database must pass PRAGMA integrity_check and hold every write the server had
 * acknowledged. SQLite runs in WAL mode with synchronous=NORMAL (server/db/client.ts): a committed
 * transaction is in the WAL before the answer is sent, so a killed process loses nothing it
 * acknowledged (only a power cut could lose the last transactions).
 *
 * Each kind of write sends numbered writes and later checks them: sign-ins, page updates, and the
 * visitors' own writes, inquiries and booking requests (each from its own address, as the public
 * forms are rate limited per address; the server trusts X-Forwarded-For here).
 */

interface Context {
  url: string;
  cookie: string;
}

interface WriteKind<Ack> {
  name: string;
  workers: number;
  prepare?(ctx: Context): Promise<void>;
  /** Sends one write; resolves with what the server acknowledged, throws when it did not. */
  send(ctx: Context, worker: number, n: number): Promise<Ack>;
  /** After a restart: every acknowledged write is there. */
  verify(ctx: Context & { db: Database.Database }, acks: Ack[]): Promise<void> | void;
}

const must = <T>(result: { data?: T; errors?: unknown[] }): T => {
  if (result.errors?.length || !result.data) throw new Error(`not acknowledged: ${JSON.stringify(result.errors)}`);
  return result.data;
};

/** Signing in creates a session row; its cookie must still work after the crash. */
const sessions: WriteKind<{ sessionId: string; cookie: string }> = {
  name: 'sign-ins (new session rows)',
  workers: 2,
  async send(ctx) {
    const result = await graphqlRequest(ctx.url, 'mutation ($input: SignInInput!) { signIn(input: $input) { viewer { id } } }', {
      input: { email: TEST_ADMIN.email, password: TEST_ADMIN.password },
    });
    must(result);
    const cookie = result.setCookie[0]!.split(';')[0]!;
    return { cookie, sessionId: cookie.split('=')[1]!.split('.')[0]! };
  },
  async verify(ctx, acks) {
    const stored = new Set(ctx.db.prepare('SELECT id FROM sessions').pluck().all() as string[]);
    expect(acks.filter((ack) => !stored.has(ack.sessionId))).toEqual([]);
    // And the server still accepts them (a sample, to keep it quick).
    for (const ack of acks.slice(-3)) {
      const viewer = must(await graphqlRequest<{ viewer: { email: string } | null }>(ctx.url, '{ viewer { email } }', {}, ack.cookie));
      expect(viewer.viewer?.email).toBe(TEST_ADMIN.email);
    }
  },
};

/** Each worker rewrites one page's description with an increasing number. */
const pageIds: string[] = [];
const pageUpdates: WriteKind<{ pageId: string; n: number }> = {
  name: 'page setting updates',
  workers: 4,
  async prepare(ctx) {
    if (pageIds.length) return;
    const data = must(await graphqlRequest<{ pageSettings: { id: string }[] }>(ctx.url, '{ pageSettings { id } }', {}, ctx.cookie));
    pageIds.push(...data.pageSettings.map((page) => page.id));
  },
  async send(ctx, worker, n) {
    const pageId = pageIds[worker % pageIds.length]!;
    must(
      await graphqlRequest(
        ctx.url,
        'mutation ($input: UpdatePageSettingInput!) { updatePageSetting(input: $input) { pageSetting { id } } }',
        { input: { id: pageId, description: `durability ${n}` } },
        ctx.cookie,
      ),
    );
    return { pageId, n };
  },
  verify(ctx, acks) {
    const lastAcked = new Map<string, number>();
    for (const ack of acks) lastAcked.set(ack.pageId, Math.max(lastAcked.get(ack.pageId) ?? 0, ack.n));
    for (const [pageId, n] of lastAcked) {
      const description = ctx.db.prepare('SELECT description FROM page_settings WHERE id = ?').pluck().get(pageId) as string;
      // The last acknowledged value, or a later one that was committed but not yet answered.
      expect(Number(description.replace('durability ', '')), pageId).toBeGreaterThanOrEqual(n);
    }
  },
};

/** Where a numbered visitor write comes from: a different address each time. */
// Each visitor on a network of its own: the forms' limits count an IPv4 /24 as one sender.
const visitorAddress = (n: number) => `10.${(n >> 8) & 255}.${n & 255}.7`;

/** Visitors' inquiries from the contact form; each acknowledged one is stored with its e-mails queued. */
const inquiries: WriteKind<{ id: string; email: string }> = {
  name: 'inquiries',
  workers: 1,
  async send(ctx, _worker, n) {
    const email = `durable-${n}@example.com`;
    const data = must(
      await graphqlRequest<{ submitInquiry: { inquiry: { id: string } } }>(
        ctx.url,
        'mutation ($input: SubmitInquiryInput!) { submitInquiry(input: $input) { inquiry { id } } }',
        { input: { name: `Durable Guest ${n}`, email, eventType: 'WEDDING', message: `Inquiry number ${n}` } },
        undefined,
        { 'x-forwarded-for': visitorAddress(n) },
      ),
    );
    return { id: data.submitInquiry.inquiry.id, email };
  },
  verify(ctx, acks) {
    const stored = new Map((ctx.db.prepare('SELECT id, email FROM inquiries').all() as { id: string; email: string }[]).map((row) => [row.id, row.email]));
    expect(acks.filter((ack) => stored.get(ack.id) !== ack.email)).toEqual([]);
    // The inquiry and the customer's confirmation were one transaction: no acknowledged inquiry lacks it.
    const queued = ctx.db.prepare('SELECT count(*) FROM email_outbox WHERE "to" = ?').pluck();
    for (const ack of acks.slice(-3)) expect(queued.get(ack.email), ack.email).toBeGreaterThanOrEqual(1);
  },
};

/** Visitors' booking requests from the public calendar, each a pending booking. */
const requestDate = day(150);
const bookingRequests: WriteKind<{ id: string; email: string }> = {
  name: 'booking requests',
  workers: 1,
  async send(ctx, _worker, n) {
    const email = `request-${n}@example.com`;
    const data = must(
      await graphqlRequest<{ requestBooking: { booking: { id: string } } }>(
        ctx.url,
        'mutation ($input: RequestBookingInput!) { requestBooking(input: $input) { booking { id } } }',
        {
          input: { eventDate: requestDate, timeSlot: 'DAYTIME', guestCount: 80, eventType: 'BIRTHDAY_PARTY', clientName: `Requester ${n}`, clientEmail: email },
        },
        undefined,
        { 'x-forwarded-for': visitorAddress(n) },
      ),
    );
    return { id: data.requestBooking.booking.id, email };
  },
  verify(ctx, acks) {
    const stored = new Map(
      (ctx.db.prepare('SELECT id, client_email AS email, status FROM bookings').all() as { id: string; email: string; status: string }[]).map((row) => [
        row.id,
        `${row.email} ${row.status}`,
      ]),
    );
    expect(acks.filter((ack) => stored.get(ack.id) !== `${ack.email} pending`)).toEqual([]);
  },
};

const KINDS: WriteKind<any>[] = [sessions, pageUpdates, inquiries, bookingRequests];
const CYCLES = 2;
const WRITE_AT_LEAST_MS = 1_500;
const MIN_ACKS_PER_KIND = 3;

let dataDir: string;
let server: ServerProcess | undefined;

beforeAll(() => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'venue-durability-'));
});
afterAll(async () => {
  await server?.kill('SIGKILL');
  fs.rmSync(dataDir, { recursive: true, force: true });
});

/** Numbers every write, across crashes, so a later write always has a higher number. */
let counter = 0;

/** Runs every kind's workers until stopped; resolves with the acknowledged writes per kind. */
function writeConcurrently(ctx: Context) {
  let stopped = false;
  let inFlight = 0;
  const acks = new Map<WriteKind<unknown>, unknown[]>(KINDS.map((kind) => [kind, []]));
  const workers = KINDS.flatMap((kind) =>
    Array.from({ length: kind.workers }, async (_, worker) => {
      while (!stopped) {
        const n = ++counter;
        inFlight += 1;
        try {
          acks.get(kind)!.push(await kind.send(ctx, worker, n));
        } catch {
          // Not acknowledged (the process died under it): nothing is promised.
        } finally {
          inFlight -= 1;
        }
      }
    }),
  );
  return {
    acks,
    inFlight: () => inFlight,
    ackCounts: () => KINDS.map((kind) => acks.get(kind)!.length),
    async stop() {
      stopped = true;
      await Promise.all(workers);
    },
  };
}

describe('a server killed with SIGKILL in the middle of writes', () => {
  it(`restarts with an intact database holding every acknowledged write (${CYCLES} crashes)`, async () => {
    const allAcks = new Map<WriteKind<unknown>, unknown[]>(KINDS.map((kind) => [kind, []]));
    server = await startServerProcess(dataDir, { env: { TRUST_PROXY: '1' } });

    for (let cycle = 1; cycle <= CYCLES; cycle++) {
      const ctx: Context = { url: server.url, cookie: await adminCookie(server.url) };
      for (const kind of KINDS) await kind.prepare?.(ctx);

      const writing = writeConcurrently(ctx);
      const started = Date.now();
      while (Date.now() - started < WRITE_AT_LEAST_MS || writing.ackCounts().some((count) => count < MIN_ACKS_PER_KIND)) {
        if (Date.now() - started > 30_000) throw new Error(`Too few writes acknowledged: ${writing.ackCounts()}\n${server.output()}`);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      const inFlightAtKill = writing.inFlight();
      expect(await server.kill('SIGKILL')).toBe('SIGKILL');
      await writing.stop();
      expect(inFlightAtKill, 'the kill should land while requests are in flight').toBeGreaterThan(0);
      for (const kind of KINDS) allAcks.get(kind)!.push(...writing.acks.get(kind)!);
      // Public-form limits are kept in the database and survive the restart; the
      // visitors' writes of one cycle can use up the hourly allowance for everyone together, so the
      // next cycle starts with a fresh one, as a new hour would.
      const counts = new Database(path.join(dataDir, 'venue.db'));
      counts.exec('DELETE FROM rate_limit_hits');
      counts.close();

      server = await startServerProcess(dataDir, { env: { TRUST_PROXY: '1' } });
      const db = new Database(path.join(dataDir, 'venue.db'), { readonly: true });
      try {
        expect(db.pragma('integrity_check', { simple: true })).toBe('ok');
        expect(db.pragma('foreign_key_check')).toEqual([]);
        const verifyCtx = { url: server.url, cookie: await adminCookie(server.url), db };
        for (const kind of KINDS) await kind.verify(verifyCtx, allAcks.get(kind)!);
      } finally {
        db.close();
      }
    }

    // Writes keep working after the last restart, and a SIGTERM stops the server cleanly.
    const cookie = await adminCookie(server.url);
    must(await graphqlRequest(server.url, '{ pageSettings { id } }', {}, cookie));
    expect(await server.kill('SIGTERM')).toBe('0');
    server = undefined;
    const totals = KINDS.map((kind) => `${kind.name}: ${allAcks.get(kind)!.length}`).join(', ');
    console.info(`Acknowledged writes checked after ${CYCLES} crashes: ${totals}`);
  }, 180_000);
});
