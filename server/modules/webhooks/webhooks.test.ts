import { eq } from 'drizzle-orm';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Webhook } from 'standardwebhooks';
import { bookings, inquiries, webhookDeliveries, webhookEvents } from '../../db/schema/index.ts';
import { acceptedQuoteScenario, bookingScenario } from '../../../tests/support/scenarios.ts';
import { describe, expect, test } from '../../../tests/support/service-world.ts';
import type { ServiceWorld } from '../../../tests/support/service-world.ts';
import { WEBHOOK_EVENT_TYPES, WEBHOOK_MAX_ATTEMPTS, WEBHOOK_MESSAGES, type WebhookEventType } from '../../../shared/webhooks.ts';
import { recordPayment } from '../bookings/index.ts';
import { webhookTriggerStatements } from './webhook-triggers.ts';
import { createWebhookEndpoint, deleteWebhookEndpoint, replayWebhookDelivery, updateWebhookEndpoint, webhookDeliveriesConnection } from './webhooks.service.ts';

/*
 * Webhooks' rules at the database and on the wire: every change the API promises an event for
 * stores one, with a delivery per endpoint that wants it, in the same transaction; nothing is stored
 * for nobody; the worker signs each delivery per Standard Webhooks, retries on the schedule, and a
 * replay sends the same message again.
 */

const ALL = [...WEBHOOK_EVENT_TYPES];

function stored(world: ServiceWorld) {
  return world.db
    .select({ type: webhookEvents.type, data: webhookEvents.data, endpointId: webhookDeliveries.endpointId, status: webhookDeliveries.status })
    .from(webhookDeliveries)
    .innerJoin(webhookEvents, eq(webhookEvents.seq, webhookDeliveries.eventSeq))
    .all();
}

const typesOf = (world: ServiceWorld) => stored(world).map((row) => row.type);

/** A receiver on loopback that answers with the status asked for and keeps what it got. */
async function receiver(answer: () => number = () => 204) {
  const received: { headers: http.IncomingHttpHeaders; body: string }[] = [];
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      received.push({ headers: req.headers, body });
      res.writeHead(answer(), { 'content-type': 'text/plain' }).end('thanks');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}/hooks`, port, received, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

describe('events are stored with the change they report', () => {
  test('a migrated database has exactly the triggers webhook-triggers.ts describes', ({ world }) => {
    const normalize = (text: string) => text.replace(/\s+/g, ' ').trim().replace(/;$/, '');
    const found = new Map(
      (world.db.$client.prepare("select name, sql from sqlite_master where type = 'trigger'").all() as { name: string; sql: string }[]).map((row) => [row.name, normalize(row.sql)]),
    );
    for (const [name, statement] of webhookTriggerStatements()) expect(found.get(name), name).toBe(normalize(statement));
  });

  test('without an endpoint that wants it, nothing is stored', ({ world }) => {
    bookingScenario(world);
    expect(world.db.select().from(webhookEvents).all()).toEqual([]);
  });

  test('each booking move is one event, with the payload the API names', async ({ world }) => {
    const { endpoint } = createWebhookEndpoint(world.db, { url: 'https://crm.example.com/hooks', eventTypes: ALL });
    const booking = bookingScenario(world, { clientName: 'Ada Lovelace', guestCount: 120 });
    world.db.update(bookings).set({ status: 'confirmed' }).where(eq(bookings.id, booking.id)).run();
    world.db.update(bookings).set({ adminNotes: 'Called back' }).where(eq(bookings.id, booking.id)).run();
    world.db.update(bookings).set({ eventDate: world.day(45), startTime: '12:00', endTime: '16:00' }).where(eq(bookings.id, booking.id)).run();
    world.db.update(bookings).set({ status: 'cancelled' }).where(eq(bookings.id, booking.id)).run();
    const rows = stored(world);
    expect(rows.map((row) => row.type)).toEqual(['booking.created', 'booking.confirmed', 'booking.rescheduled', 'booking.cancelled']);
    expect(rows.every((row) => row.endpointId === endpoint.id && row.status === 'pending')).toBe(true);
    expect(rows[0]!.data).toEqual({
      id: booking.id,
      status: 'PENDING',
      clientName: 'Ada Lovelace',
      clientEmail: booking.clientEmail,
      eventDate: booking.eventDate,
      startTime: '17:00',
      endTime: '00:00',
      guestCount: 120,
      inquiryId: null,
    });
    expect(rows[2]!.data).toMatchObject({ eventDate: world.day(45), startTime: '12:00', previous: { eventDate: booking.eventDate, startTime: '17:00', endTime: '00:00' } });
  });

  test('a booking made confirmed is created and confirmed', ({ world }) => {
    createWebhookEndpoint(world.db, { url: 'https://crm.example.com/hooks', eventTypes: ['booking.confirmed'] });
    bookingScenario(world, { status: 'confirmed' });
    expect(typesOf(world)).toEqual(['booking.confirmed']);
  });

  test('an inquiry held for review is sent when released, not before', ({ world }) => {
    createWebhookEndpoint(world.db, { url: 'https://crm.example.com/hooks', eventTypes: ['inquiry.received'] });
    const held = world.db.insert(inquiries).values({ name: 'Maybe Spam', email: 'spam@example.com', status: 'held' }).returning().get();
    world.db.insert(inquiries).values({ name: 'Grace Hopper', email: 'grace@example.com' }).run();
    expect(stored(world).map((row) => row.data.name)).toEqual(['Grace Hopper']);
    world.db.update(inquiries).set({ status: 'new' }).where(eq(inquiries.id, held.id)).run();
    expect(stored(world).map((row) => row.data.name)).toEqual(['Grace Hopper', 'Maybe Spam']);
  });

  test('a quote accepted and a payment recorded, through their services', async ({ world }) => {
    createWebhookEndpoint(world.db, { url: 'https://crm.example.com/hooks', eventTypes: ['quote.accepted', 'payment.recorded'] });
    const { booking, quote } = await acceptedQuoteScenario(world);
    await recordPayment(world, { bookingId: booking.id, amountCents: 25_000, occurredOn: world.day(0), method: 'bank_transfer' }, { kind: 'admin', userId: world.adminId });
    const rows = stored(world);
    expect(rows.map((row) => row.type)).toEqual(['quote.accepted', 'payment.recorded']);
    expect(rows[0]!.data).toMatchObject({ id: quote.id, bookingId: booking.id, status: 'ACCEPTED', acceptedName: 'Ada Client' });
    expect(rows[0]!.data.acceptedAt).toBe(quote.acceptedAt!.toISOString());
    expect(rows[1]!.data).toMatchObject({ bookingId: booking.id, amountCents: 25_000, method: 'BANK_TRANSFER' });
  });

  test('each endpoint gets what it asked for; a disabled one gets nothing new', ({ world }) => {
    const confirmations = createWebhookEndpoint(world.db, { url: 'https://a.example.com/', eventTypes: ['booking.confirmed'] }).endpoint;
    const everything = createWebhookEndpoint(world.db, { url: 'https://b.example.com/', eventTypes: ALL }).endpoint;
    const paused = createWebhookEndpoint(world.db, { url: 'https://c.example.com/', eventTypes: ALL }).endpoint;
    updateWebhookEndpoint(world.db, { id: paused.id, enabled: false });
    bookingScenario(world, { status: 'confirmed' });
    const byEndpoint = (id: string) =>
      stored(world)
        .filter((row) => row.endpointId === id)
        .map((row) => row.type);
    expect(byEndpoint(confirmations.id)).toEqual(['booking.confirmed']);
    expect(byEndpoint(everything.id).sort()).toEqual(['booking.confirmed', 'booking.created']);
    expect(byEndpoint(paused.id)).toEqual([]);
    // One event, whoever receives it: both deliveries of the confirmation carry the same message id.
    expect(world.db.select().from(webhookEvents).all().filter((event) => event.type === 'booking.confirmed')).toHaveLength(1);
  });

  test('a change rolled back leaves no event', ({ world }) => {
    createWebhookEndpoint(world.db, { url: 'https://crm.example.com/hooks', eventTypes: ALL });
    expect(() =>
      world.db.transaction((tx) => {
        bookingScenario({ ...world, db: tx as never });
        throw new Error('changed my mind');
      }),
    ).toThrow('changed my mind');
    expect(world.db.select().from(webhookEvents).all()).toEqual([]);
  });
});

describe('endpoints', () => {
  test('bad input is refused field by field and nothing is stored', ({ world }) => {
    let error: unknown;
    try {
      createWebhookEndpoint(world.db, { url: 'ftp://user:pw@example.com', description: 'x'.repeat(201), eventTypes: [] as WebhookEventType[] });
    } catch (caught) {
      error = caught;
    }
    expect((error as { extensions: { userErrors: unknown[] } }).extensions.userErrors).toEqual([
      { field: 'url', code: 'INVALID', message: WEBHOOK_MESSAGES.urlInvalid },
      { field: 'description', code: 'TOO_LONG', message: WEBHOOK_MESSAGES.descriptionTooLong },
      { field: 'eventTypes', code: 'REQUIRED', message: WEBHOOK_MESSAGES.eventTypesRequired },
    ]);
    expect(() => createWebhookEndpoint(world.db, { url: 'https://user:pw@example.com/', eventTypes: ALL })).toThrow(WEBHOOK_MESSAGES.urlCredentials);
    expect(webhookDeliveriesConnection(world.db, {}, {}).nodes).toEqual([]);
  });

  test('deleting an endpoint takes its deliveries, and leaves tombstones for both', ({ world }) => {
    const { endpoint } = createWebhookEndpoint(world.db, { url: 'https://crm.example.com/hooks', eventTypes: ALL });
    bookingScenario(world);
    const [delivery] = webhookDeliveriesConnection(world.db, {}, { endpointId: endpoint.id }).nodes;
    deleteWebhookEndpoint(world.db, endpoint.id);
    expect(webhookDeliveriesConnection(world.db, {}, {}).nodes).toEqual([]);
    const gone = world.db.$client.prepare('select record_type, record_id from tombstones').all();
    expect(gone).toEqual(expect.arrayContaining([{ record_type: 'WebhookEndpoint', record_id: endpoint.id }, { record_type: 'WebhookDelivery', record_id: delivery!.id }]));
  });
});

describe('the delivery worker', () => {
  test('signs per Standard Webhooks; a receiver that is down gets it when it is back, on the retry schedule', async ({ world }) => {
    // A port nobody listens on yet: the receiver is down.
    const probe = await receiver();
    await probe.close();
    const { endpoint, secret } = createWebhookEndpoint(world.db, { url: probe.url, eventTypes: ['booking.created'] });
    const booking = bookingScenario(world, { clientName: 'Edsger Dijkstra' });
    const start = new Date();

    expect(await world.webhooks.processDue(start)).toBe(1);
    let [delivery] = webhookDeliveriesConnection(world.db, {}, { endpointId: endpoint.id }).nodes;
    expect(delivery).toMatchObject({ status: 'pending', attempts: 1, lastStatusCode: null });
    expect(delivery!.lastError).toMatch(/refused the connection/);
    expect(delivery!.nextAttemptAt.getTime()).toBe(start.getTime() + 5_000);
    // Not due before then.
    expect(await world.webhooks.processDue(new Date(start.getTime() + 4_000))).toBe(0);

    // The receiver comes back on the same address.
    const back = http.createServer();
    const received: { headers: http.IncomingHttpHeaders; body: string }[] = [];
    back.on('request', (req, res) => {
      let body = '';
      req.on('data', (chunk) => (body += chunk));
      req.on('end', () => {
        received.push({ headers: req.headers, body });
        res.writeHead(200).end('ok');
      });
    });
    await new Promise<void>((resolve) => back.listen(probe.port, '127.0.0.1', resolve));
    try {
      const later = new Date(start.getTime() + 5_000);
      expect(await world.webhooks.processDue(later)).toBe(1);
      [delivery] = webhookDeliveriesConnection(world.db, {}, { endpointId: endpoint.id }).nodes;
      expect(delivery).toMatchObject({ status: 'delivered', attempts: 2, lastStatusCode: 200, lastError: null, lastResponse: 'ok' });
      expect(received).toHaveLength(1);
      const { headers, body } = received[0]!;
      expect(headers['webhook-timestamp']).toBe(String(Math.floor(later.getTime() / 1000)));
      expect(headers['content-type']).toBe('application/json');
      // The receiver's check, with the library a receiver would use (the attempt's time is within its five minutes).
      const verified = new Webhook(secret).verify(body, headers as Record<string, string>);
      expect(verified).toMatchObject({ type: 'booking.created', data: { id: booking.id, clientName: 'Edsger Dijkstra' } });
      expect(() => new Webhook(`whsec_${Buffer.from('another secret of 24 bytes').toString('base64')}`).verify(body, headers as Record<string, string>)).toThrow();
      // The signature sent is the one for the attempt's own timestamp.
      expect(headers['webhook-signature']).toBe(new Webhook(secret).sign(headers['webhook-id'] as string, later, body));
      expect(headers['webhook-id']).toMatch(/^msg_[0-9a-f]{32}$/);

      // A replay sends the same message (same id, same body) as a new delivery; the log keeps both.
      const replay = replayWebhookDelivery(world.db, delivery!.id);
      expect(replay.replayOf).toBe(delivery!.id);
      expect(await world.webhooks.processDue(new Date())).toBe(1);
      expect(received).toHaveLength(2);
      expect(received[1]!.headers['webhook-id']).toBe(headers['webhook-id']);
      expect(received[1]!.body).toBe(body);
      expect(webhookDeliveriesConnection(world.db, {}, { endpointId: endpoint.id }).nodes.map((row) => row.status)).toEqual(['delivered', 'delivered']);
    } finally {
      await new Promise<void>((resolve) => back.close(() => resolve()));
    }
  });

  test('a redirect is not followed: the signed body goes only to the address the owner gave', async ({ world }) => {
    const elsewhere = await receiver();
    const redirecting = http.createServer((_req, res) => res.writeHead(307, { location: elsewhere.url }).end());
    await new Promise<void>((resolve) => redirecting.listen(0, '127.0.0.1', resolve));
    try {
      createWebhookEndpoint(world.db, { url: `http://127.0.0.1:${(redirecting.address() as AddressInfo).port}/`, eventTypes: ['booking.created'] });
      bookingScenario(world);
      expect(await world.webhooks.processDue(new Date())).toBe(1);
      const [delivery] = webhookDeliveriesConnection(world.db, {}, {}).nodes;
      expect(delivery).toMatchObject({ status: 'pending', lastStatusCode: 307, lastError: 'The endpoint answered HTTP 307.' });
      expect(elsewhere.received).toEqual([]);
    } finally {
      await new Promise<void>((resolve) => redirecting.close(() => resolve()));
      await elsewhere.close();
    }
  });

  test('a receiver answering errors is retried until the last attempt, then the delivery has failed', async ({ world }) => {
    const failing = await receiver(() => 500);
    try {
      createWebhookEndpoint(world.db, { url: failing.url, eventTypes: ['booking.created'] });
      bookingScenario(world);
      let now = Date.now();
      for (let attempt = 1; attempt <= WEBHOOK_MAX_ATTEMPTS; attempt += 1) {
        expect(await world.webhooks.processDue(new Date(now))).toBe(1);
        const [delivery] = webhookDeliveriesConnection(world.db, {}, {}).nodes;
        expect(delivery).toMatchObject({ attempts: attempt, lastStatusCode: 500, status: attempt < WEBHOOK_MAX_ATTEMPTS ? 'pending' : 'failed' });
        expect(delivery!.lastError).toBe('The endpoint answered HTTP 500.');
        now = delivery!.nextAttemptAt.getTime();
      }
      expect(await world.webhooks.processDue(new Date(now + 86_400_000))).toBe(0);
      expect(failing.received).toHaveLength(WEBHOOK_MAX_ATTEMPTS);
      // Every attempt carries the same message id.
      expect(new Set(failing.received.map((request) => request.headers['webhook-id'])).size).toBe(1);
    } finally {
      await failing.close();
    }
  });
});
