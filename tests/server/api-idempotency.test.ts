import { eq } from 'drizzle-orm';
import { bookings, idempotencyKeys, inquiries, ledgerEntries } from '../../server/db/schema/index.ts';
import { IDEMPOTENCY_MESSAGES } from '../../server/http/idempotency.ts';
import { adminApiToken, apiCall } from '../support/api-client.ts';
import { describe, expect, it } from '../support/fixtures.ts';

/*
 * Retrying safely (docs/api.md): a mutation sent with an `Idempotency-Key` gets its first answer
 * again for 24 hours instead of running twice; the same key with another request is refused; keys
 * are their caller's own; the database keeps neither the key nor a readable answer.
 */

const CREATE_BOOKING = `mutation Create($input: CreateBookingInput!) {
  createBooking(input: $input) { booking { id clientName status } userErrors { field code message } }
}`;
const RECORD_PAYMENT = `mutation Pay($input: RecordPaymentInput!) {
  recordPayment(input: $input) { payment { id amountCents } userErrors { field code message } }
}`;
const bookingInput = (clientEmail: string, eventDate: string) => ({
  eventDate,
  timeSlot: 'EVENING',
  guestCount: 120,
  eventType: 'WEDDING',
  clientName: 'Retry Ridley',
  clientEmail,
});
const keyed = (key: string) => ({ 'idempotency-key': key });
const newKey = () => crypto.randomUUID();

describe('a mutation retried with the same Idempotency-Key', () => {
  it('runs once: createBooking twice makes one booking, and the retry gets the first answer, marked replayed', async ({ server, factories }) => {
    const token = adminApiToken(server);
    const key = newKey();
    const variables = { input: bookingInput('retry.ridley@example.test', factories.day(240)) };
    const first = await apiCall(server, CREATE_BOOKING, { token: token.secret, variables, headers: keyed(key) });
    expect(first.status).toBe(200);
    expect(first.errors).toBeUndefined();
    expect(first.headers.get('idempotent-replayed')).toBeNull();
    const again = await apiCall(server, CREATE_BOOKING, { token: token.secret, variables, headers: keyed(key) });
    expect(again.status).toBe(200);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(again.data).toEqual(first.data);
    expect(server.db.select().from(bookings).where(eq(bookings.clientEmail, 'retry.ridley@example.test')).all()).toHaveLength(1);
    // Without a key, the same request is a new booking (an integration asks for that explicitly).
    await apiCall(server, CREATE_BOOKING, { token: token.secret, variables });
    expect(server.db.select().from(bookings).where(eq(bookings.clientEmail, 'retry.ridley@example.test')).all()).toHaveLength(2);
  });

  it('records one payment for recordPayment sent twice, even with the variables written in another order', async ({ server, factories }) => {
    const token = adminApiToken(server);
    const booking = factories.booking({ eventDate: factories.day(241), status: 'confirmed' });
    const key = newKey();
    const input = { bookingId: booking.id, amountCents: 50_000, receivedOn: factories.day(0), method: 'BANK_TRANSFER' };
    const reordered = { method: input.method, receivedOn: input.receivedOn, amountCents: input.amountCents, bookingId: input.bookingId };
    const first = await apiCall(server, RECORD_PAYMENT, { token: token.secret, variables: { input }, headers: keyed(key) });
    expect(first.errors).toBeUndefined();
    expect(first.data?.recordPayment.payment.amountCents).toBe(50_000);
    const again = await apiCall(server, RECORD_PAYMENT, { token: token.secret, variables: { input: reordered }, headers: keyed(key) });
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(again.data).toEqual(first.data);
    expect(server.db.select().from(ledgerEntries).where(eq(ledgerEntries.bookingId, booking.id)).all().filter((entry) => entry.kind === 'payment')).toHaveLength(1);
  });

  it('refuses the same key with another request (422), running nothing', async ({ server, factories }) => {
    const token = adminApiToken(server);
    const key = newKey();
    await apiCall(server, CREATE_BOOKING, { token: token.secret, variables: { input: bookingInput('first.use@example.test', factories.day(242)) }, headers: keyed(key) });
    const reused = await apiCall(server, CREATE_BOOKING, {
      token: token.secret,
      variables: { input: bookingInput('second.use@example.test', factories.day(243)) },
      headers: keyed(key),
    });
    expect(reused.status).toBe(422);
    expect(reused.errors?.[0]).toEqual({ message: IDEMPOTENCY_MESSAGES.reused, extensions: { code: 'IDEMPOTENCY_KEY_REUSED' } });
    expect(server.db.select().from(bookings).where(eq(bookings.clientEmail, 'second.use@example.test')).all()).toHaveLength(0);
  });

  it('answers 409 with Retry-After while the first request with the key is still running', async ({ server, factories }) => {
    const token = adminApiToken(server);
    const key = newKey();
    const variables = { input: bookingInput('still.running@example.test', factories.day(244)) };
    await apiCall(server, CREATE_BOOKING, { token: token.secret, variables, headers: keyed(key) });
    // As if the first request had not answered yet.
    server.db.update(idempotencyKeys).set({ responseStatus: null, responseBody: null }).where(eq(idempotencyKeys.scope, `token:${token.id}`)).run();
    const running = await apiCall(server, CREATE_BOOKING, { token: token.secret, variables, headers: keyed(key) });
    expect(running.status).toBe(409);
    expect(running.headers.get('retry-after')).toBe('1');
    expect(running.errors?.[0]).toEqual({ message: IDEMPOTENCY_MESSAGES.running, extensions: { code: 'IDEMPOTENCY_KEY_IN_USE' } });
    expect(server.db.select().from(bookings).where(eq(bookings.clientEmail, 'still.running@example.test')).all()).toHaveLength(1);
  });

  it('keeps the answer for 24 hours: after that the key is free and the request runs again', async ({ server, factories }) => {
    const token = adminApiToken(server);
    const key = newKey();
    const variables = { input: bookingInput('a.day.later@example.test', factories.day(245)) };
    await apiCall(server, CREATE_BOOKING, { token: token.secret, variables, headers: keyed(key) });
    server.db
      .update(idempotencyKeys)
      .set({ createdAt: new Date(Date.now() - 24 * 60 * 60 * 1000 - 60_000) })
      .where(eq(idempotencyKeys.scope, `token:${token.id}`))
      .run();
    const later = await apiCall(server, CREATE_BOOKING, { token: token.secret, variables, headers: keyed(key) });
    expect(later.headers.get('idempotent-replayed')).toBeNull();
    expect(server.db.select().from(bookings).where(eq(bookings.clientEmail, 'a.day.later@example.test')).all()).toHaveLength(2);
  });

  it('replays a refusal of the input too: the same request gets the same userErrors, nothing is written', async ({ server }) => {
    const token = adminApiToken(server);
    const key = newKey();
    const variables = { input: { ...bookingInput('nope', '2001-01-01'), guestCount: 9000 } };
    const first = await apiCall(server, CREATE_BOOKING, { token: token.secret, variables, headers: keyed(key) });
    expect(first.data?.createBooking.userErrors.map((error: { field: string }) => error.field)).toEqual(expect.arrayContaining(['eventDate', 'guestCount', 'clientEmail']));
    const again = await apiCall(server, CREATE_BOOKING, { token: token.secret, variables, headers: keyed(key) });
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(again.data).toEqual(first.data);
  });
});

describe('whose key it is', () => {
  it('is each caller’s own: another token with the same key runs its own request', async ({ server, factories }) => {
    const one = adminApiToken(server);
    const other = adminApiToken(server);
    const key = newKey();
    const variables = { input: bookingInput('two.callers@example.test', factories.day(246)) };
    const first = await apiCall(server, CREATE_BOOKING, { token: one.secret, variables, headers: keyed(key) });
    const second = await apiCall(server, CREATE_BOOKING, { token: other.secret, variables, headers: keyed(key) });
    expect(second.headers.get('idempotent-replayed')).toBeNull();
    expect(second.data?.createBooking.booking.id).not.toBe(first.data?.createBooking.booking.id);
  });

  it('lets a visitor’s form retry send once (the key is the visitor’s address’s)', async ({ server }) => {
    const key = newKey();
    const variables = { input: { name: 'Keyed Visitor', email: 'keyed.visitor@example.test', message: 'Is June free?' } };
    const SUBMIT = 'mutation Submit($input: SubmitInquiryInput!) { submitInquiry(input: $input) { inquiry { id } userErrors { field message } } }';
    const first = await apiCall(server, SUBMIT, { variables, headers: keyed(key) });
    expect(first.errors).toBeUndefined();
    const again = await apiCall(server, SUBMIT, { variables, headers: keyed(key) });
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(again.data).toEqual(first.data);
    expect(server.db.select().from(inquiries).where(eq(inquiries.email, 'keyed.visitor@example.test')).all()).toHaveLength(1);
  });

  it('keeps neither the key nor a readable answer: a new API token’s secret is not in the database', async ({ server, admin }) => {
    const key = `token-for-the-bookkeeper-${newKey()}`;
    const created = await admin.request<{ createApiToken: { secret: string } }>(
      'mutation Make($input: CreateApiTokenInput!) { createApiToken(input: $input) { secret userErrors { field message } } }',
      { input: { name: 'Bookkeeper' } },
      keyed(key),
    );
    const secret = created.data!.createApiToken.secret;
    expect(secret).toMatch(/^vat_/);
    const again = await admin.request<{ createApiToken: { secret: string } }>(
      'mutation Make($input: CreateApiTokenInput!) { createApiToken(input: $input) { secret userErrors { field message } } }',
      { input: { name: 'Bookkeeper' } },
      keyed(key),
    );
    expect(again.data!.createApiToken.secret).toBe(secret);
    const rows = server.db.select().from(idempotencyKeys).all();
    const stored = JSON.stringify(rows);
    expect(stored).not.toContain(secret);
    expect(stored).not.toContain(secret.split('.')[1]);
    expect(stored).not.toContain(key);
    expect(stored).not.toContain('Bookkeeper');
  });
});

describe('what the header does not change', () => {
  it('refuses a malformed key with 400 before anything runs', async ({ server, factories }) => {
    const token = adminApiToken(server);
    for (const key of ['', 'x'.repeat(256), 'tab\there', 'caf\u00e9']) {
      const refused = await apiCall(server, CREATE_BOOKING, {
        token: token.secret,
        variables: { input: bookingInput('bad.key@example.test', factories.day(247)) },
        headers: keyed(key),
      });
      expect(refused.status, key).toBe(400);
      expect(refused.errors?.[0]).toEqual({ message: IDEMPOTENCY_MESSAGES.badKey, extensions: { code: 'BAD_REQUEST' } });
    }
    expect(server.db.select().from(bookings).where(eq(bookings.clientEmail, 'bad.key@example.test')).all()).toHaveLength(0);
  });

  it('ignores a key on a query, and keeps no answer for a caller the API refuses', async ({ server }) => {
    const key = newKey();
    const kept = () => server.db.select().from(idempotencyKeys).all().length;
    const before = kept();
    const query = await apiCall(server, '{ navigationPages { id } }', { headers: keyed(key) });
    expect(query.status).toBe(200);
    expect(query.headers.get('idempotent-replayed')).toBeNull();
    const refused = await apiCall(server, CREATE_BOOKING, {
      token: 'vat_not.a-token',
      variables: { input: bookingInput('no.token@example.test', '2030-01-01') },
      headers: keyed(key),
    });
    expect(refused.status).toBe(401);
    expect(kept()).toBe(before);
  });
});

describe('repeating a state change without a key (one rule for all)', () => {
  it('answers the state a record already has as success with nothing changed, and a move its state does not allow as CONFLICT naming it', async ({ server, factories }) => {
    const token = adminApiToken(server);
    const call = (query: string, input: Record<string, unknown>) => apiCall(server, query, { token: token.secret, variables: { input } });

    const inquiry = factories.inquiry();
    const STATUS = 'mutation S($input: UpdateInquiryStatusInput!) { updateInquiryStatus(input: $input) { inquiry { id status } userErrors { field message } } }';
    const handled = await call(STATUS, { id: inquiry.id, status: 'HANDLED' });
    expect(handled.data?.updateInquiryStatus.inquiry.status).toBe('HANDLED');
    const handledAt = server.db.select().from(inquiries).where(eq(inquiries.id, inquiry.id)).get()!.handledAt;
    const again = await call(STATUS, { id: inquiry.id, status: 'HANDLED' });
    expect(again.errors).toBeUndefined();
    expect(again.data).toEqual(handled.data);
    expect(server.db.select().from(inquiries).where(eq(inquiries.id, inquiry.id)).get()!.handledAt).toEqual(handledAt);

    const booking = factories.booking({ eventDate: factories.day(248) });
    const created = await call('mutation C($input: CreateQuoteInput!) { createQuote(input: $input) { quote { id } } }', { bookingId: booking.id });
    const quoteId = created.data?.createQuote.quote.id as string;
    const WITHDRAW = 'mutation W($input: WithdrawQuoteInput!) { withdrawQuote(input: $input) { quote { id status } } }';
    const withdrawn = await call(WITHDRAW, { id: quoteId });
    expect(withdrawn.data?.withdrawQuote.quote.status).toBe('WITHDRAWN');
    expect((await call(WITHDRAW, { id: quoteId })).data).toEqual(withdrawn.data);
    const send = await call('mutation Send($input: SendQuoteInput!) { sendQuote(input: $input) { quote { id } } }', { id: quoteId });
    expect(send.errors?.[0]?.extensions).toMatchObject({ code: 'CONFLICT', reason: 'STATE', currentStatus: 'WITHDRAWN' });
  });
});
