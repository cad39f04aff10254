import { createClient } from 'graphql-ws';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { Webhook } from 'standardwebhooks';
import path from 'node:path';
import WebSocket from 'ws';
import { eq } from 'drizzle-orm';
import { rootDir } from '../../server/config.ts';
import { bookings } from '../../server/db/schema/index.ts';
import { test as base, describe, expect } from '../support/fixtures.ts';
import { TEST_ADMIN } from '../support/test-server.ts';
import { waitFor } from '../support/wait.ts';
import { day } from '../support/days.ts';

/*
 * The examples in docs/api.md work as written. Each `<!-- example: name -->` code
 * block is taken from the file and run against the real server with a third-party client only:
 * global fetch and the graphql-ws client on the ws package (its `import` lines are bound to those
 * same packages here). The API address, credentials and token come in through process.env, as the
 * examples read them.
 */

const docs = fs.readFileSync(path.join(rootDir, 'docs', 'api.md'), 'utf8');

function example(name: string): string {
  const match = new RegExp(`<!-- example: ${name} -->\\s*\`\`\`js\\n([\\s\\S]*?)\`\`\``).exec(docs);
  if (!match) throw new Error(`docs/api.md has no example "${name}"`);
  return match[1]!;
}

const AsyncFunction = Object.getPrototypeOf(async () => {}).constructor as new (...args: string[]) => (...values: unknown[]) => Promise<void>;

/** Runs an example with the given environment; resolves with what it printed. */
async function run(name: string, env: Record<string, string>): Promise<string[]> {
  const code = example(name).replace(/^import .*$/gm, '');
  const printed: string[] = [];
  const fakeConsole = { log: (...args: unknown[]) => printed.push(args.map((arg) => (typeof arg === 'string' ? arg : JSON.stringify(arg))).join(' ')) };
  await new AsyncFunction('process', 'console', 'createClient', 'WebSocket', 'http', 'Webhook', code)({ env }, fakeConsole, createClient, WebSocket, http, Webhook);
  return printed;
}

/**
 * The read-only API token the examples use, made once for the file beside a full token, with a
 * booking next month for them to read. The file's server is seeded (the default): bookings need
 * the venue's event space from the starter content.
 */
const test = base.extend('readOnlyToken', { scope: 'file' }, async ({ admin }) => {
  const create = 'mutation ($input: CreateApiTokenInput!) { createApiToken(input: $input) { secret } }';
  await admin.data(create, { input: { name: 'Docs examples' } });
  const readOnlyToken: string = (await admin.data(create, { input: { name: 'Docs examples (read-only)', readOnly: true } })).createApiToken.secret;
  // A booking next month, made the way the admin does it.
  const now = new Date();
  const nextMonth = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 12)).toISOString().slice(0, 10);
  await admin.data(
    `mutation ($input: CreateBookingInput!) { createBooking(input: $input) { booking { id } } }`,
    { input: { eventDate: nextMonth, timeSlot: 'DAYTIME', guestCount: 80, eventType: 'WEDDING', clientName: 'Grace Hopper', clientEmail: 'grace@example.com' } },
  );
  return readOnlyToken;
});
const it = test;

describe('docs/api.md examples, run with fetch and graphql-ws', () => {
  it('signs in with a cookie from a script', async ({ server }) => {
    const printed = await run('sign-in', { VENUE_API: server.url, VENUE_EMAIL: TEST_ADMIN.email, VENUE_PASSWORD: TEST_ADMIN.password });
    expect(printed).toEqual([JSON.stringify({ email: TEST_ADMIN.email, isAdmin: true })]);
  });

  it("reads next month's bookings with a token", async ({ server, readOnlyToken }) => {
    const printed = await run('next-month-bookings', { VENUE_API: server.url, VENUE_TOKEN: readOnlyToken });
    // The starter content has bookings of its own: ours is among them, and every line has the form.
    expect(printed.filter((line) => /^\d{4}-\d{2}-12 10:00-16:00 Grace Hopper \(80\) PENDING$/.test(line))).toHaveLength(1);
    for (const line of printed) expect(line).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}-\d{2}:\d{2} .+ \(\d+\) [A-Z]+$/);
  });

  it('subscribes to new inquiries over graphql-ws with a token in connectionParams', async ({ server, readOnlyToken }) => {
    const before = server.services.pubsub.listenerCount('inquiriesChanged');
    const running = run('new-inquiries', { VENUE_API: server.url, VENUE_TOKEN: readOnlyToken });
    await waitFor(() => server.services.pubsub.listenerCount('inquiriesChanged') > before);
    await server.session().data(
      `mutation { submitInquiry(input: { name: "Ada Lovelace", email: "ada@example.com", message: "Is June free?" }) { inquiry { id } } }`,
    );
    expect(await running).toEqual(['New inquiry from Ada Lovelace <ada@example.com>: Is June free?']);
  });

  it('keeps a copy of the bookings: everything the first time, then what changed and what was deleted', async ({ server, admin, readOnlyToken }) => {
    const env = { VENUE_API: server.url, VENUE_TOKEN: readOnlyToken };
    const count = () => server.db.select({ id: bookings.id }).from(bookings).all().length;
    const first = await run('sync-bookings', env);
    expect(first).toHaveLength(1);
    const [, held, since, deletedSince] = /^(\d+) bookings; next run: SYNC_SINCE=(\S+) SYNC_DELETED_SINCE=(\S*)$/.exec(first[0]!) ?? [];
    expect(Number(held)).toBe(count());
    const copy = JSON.stringify(server.db.select({ id: bookings.id }).from(bookings).all().map((row) => [row.id, row]));

    // Meanwhile one booking is deleted and two are added: only a copy that took both in counts right.
    const [gone] = server.db.select({ id: bookings.id }).from(bookings).limit(1).all();
    server.db.delete(bookings).where(eq(bookings.id, gone!.id)).run();
    for (const clientName of ['Alan Turing', 'Barbara Liskov']) {
      await admin.data(`mutation ($input: CreateBookingInput!) { createBooking(input: $input) { booking { id } } }`, {
        input: { eventDate: day(60), timeSlot: 'EVENING', guestCount: 40, eventType: 'BIRTHDAY_PARTY', clientName, clientEmail: 'alan@example.com' },
      });
    }
    expect(count()).toBe(Number(held) + 1);
    const second = await run('sync-bookings', { ...env, SYNC_COPY: copy, SYNC_SINCE: since!, SYNC_DELETED_SINCE: deletedSince! });
    expect(second[0]).toMatch(new RegExp(`^${count()} bookings; next run: SYNC_SINCE=\\S+ SYNC_DELETED_SINCE=\\S+$`));
  });

  it('receives webhooks: verifies each delivery, refuses a forged one', async ({ server, admin }) => {
    const probe = net.createServer();
    await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
    const { port } = probe.address() as AddressInfo;
    await new Promise<void>((resolve) => probe.close(() => resolve()));
    const { createWebhookEndpoint } = await admin.data('mutation ($input: CreateWebhookEndpointInput!) { createWebhookEndpoint(input: $input) { secret endpoint { id } } }', {
      input: { url: `http://127.0.0.1:${port}/hooks`, eventTypes: ['INQUIRY_RECEIVED'] },
    });
    const running = run('webhook-receiver', { VENUE_WEBHOOK_SECRET: createWebhookEndpoint.secret, PORT: String(port), STOP_AFTER_ONE: '1' });
    await waitFor(
      () =>
        new Promise<boolean>((resolve) => {
          const socket = net.connect(port, '127.0.0.1', () => {
            socket.end();
            resolve(true);
          });
          socket.on('error', () => resolve(false));
        }),
    );
    // Someone who does not hold the secret is refused.
    const forged = await fetch(`http://127.0.0.1:${port}/hooks`, {
      method: 'POST',
      headers: { 'webhook-id': 'msg_forged', 'webhook-timestamp': String(Math.floor(Date.now() / 1000)), 'webhook-signature': 'v1,AAAA' },
      body: JSON.stringify({ type: 'inquiry.received', data: { id: 'forged' } }),
    });
    expect(forged.status).toBe(400);
    const { submitInquiry } = await server.session().data('mutation { submitInquiry(input: { name: "Hedy Lamarr", email: "hedy@example.com" }) { inquiry { id } } }');
    expect(await server.services.webhooks.processDue()).toBe(1);
    expect(await running).toEqual([`inquiry.received ${submitInquiry.inquiry.id}`]);
    await admin.data('mutation ($input: WebhookEndpointIdInput!) { deleteWebhookEndpoint(input: $input) { deletedEndpointId } }', { input: { id: createWebhookEndpoint.endpoint.id } });
  });

  it('the token example refuses a revoked token the way the page says (401, UNAUTHENTICATED)', async ({ server }) => {
    const response = await fetch(`${server.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: 'Bearer vat_revoked.token' },
      body: JSON.stringify({ query: '{ viewer { email } }' }),
    });
    expect(response.status).toBe(401);
    expect(((await response.json()) as { errors: { extensions: { code: string } }[] }).errors[0]!.extensions.code).toBe('UNAUTHENTICATED');
    await expect(run('next-month-bookings', { VENUE_API: server.url, VENUE_TOKEN: 'vat_revoked.token' })).rejects.toThrow(/UNAUTHENTICATED/);
  });
});
