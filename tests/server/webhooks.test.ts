import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Webhook } from 'standardwebhooks';
import { createApiToken } from '../../server/auth/api-tokens.ts';
import { apiTokens, users } from '../../server/db/schema/index.ts';
import { WEBHOOK_TOKEN_EXPIRED } from '../../server/modules/webhooks/index.ts';
import { WEBHOOK_ENDPOINTS_PER_TOKEN_MAX, WEBHOOK_MESSAGES } from '../../shared/webhooks.ts';
import { eq } from 'drizzle-orm';
import { graphql } from '../gql/index.ts';
import { signedInAs } from '../support/factories.ts';
import { describe, expect, test } from '../support/fixtures.ts';
import { firstErrorCode } from '../support/graphql.ts';
import { TEST_ADMIN } from '../support/test-admin.ts';

/*
 * Webhooks through the real server, as an integration meets them: the owner registers an endpoint
 * and gets its secret once; a visitor's inquiry is delivered, signed, to a receiver on loopback that
 * is down at first and comes back; the delivery log shows each attempt and replays; tokens read,
 * replay and delete but cannot register, unless created with WEBHOOKS_WRITE (then only their own, for
 * the areas they read, ending with the token); anonymous and non-admin callers are refused.
 */

test.override('serverOptions', { seed: false });

const CREATE = graphql(`
  mutation WebhooksTestCreate($input: CreateWebhookEndpointInput!) {
    createWebhookEndpoint(input: $input) {
      secret
      endpoint { id url eventTypes enabled secretHint version }
      userErrors { field code message }
    }
  }
`);

const LOG = graphql(`
  query WebhooksTestLog($endpointId: ID) {
    webhookEndpoints { id url pendingDeliveries failedDeliveries lastDelivery { id status } }
    webhookDeliveries(endpointId: $endpointId, first: 10) {
      totalCount
      nodes { id messageId eventType status attempts lastStatusCode lastError payload replayOf nextAttemptAt }
    }
  }
`);

const REPLAY = graphql(`
  mutation WebhooksTestReplay($input: ReplayWebhookDeliveryInput!) {
    replayWebhookDelivery(input: $input) { delivery { id status replayOf messageId } userErrors { message } }
  }
`);

const SUBMIT = /* GraphQL */ `
  mutation WebhooksTestSubmit($input: SubmitInquiryInput!) {
    submitInquiry(input: $input) { inquiry { id } }
  }
`;

/** A free loopback port: listened on, then let go, so nothing answers there until a receiver starts. */
async function freePort(): Promise<number> {
  const probe = http.createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

function startReceiver(port: number) {
  const received: { headers: http.IncomingHttpHeaders; body: string }[] = [];
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      received.push({ headers: req.headers, body });
      res.writeHead(204).end();
    });
  });
  return new Promise<{ received: typeof received; close(): Promise<void> }>((resolve) =>
    server.listen(port, '127.0.0.1', () => resolve({ received, close: () => new Promise<void>((done) => server.close(() => done())) })),
  );
}

describe('webhooks over the API', () => {
  test('an inquiry reaches a receiver that was down and came back, signed; the log shows it and replays it', async ({ server, admin }) => {
    const port = await freePort();
    const url = `http://127.0.0.1:${port}/venue-events`;
    const created = (await admin.data(CREATE, { input: { url, description: 'CRM', eventTypes: ['INQUIRY_RECEIVED'] } })).createWebhookEndpoint;
    expect(created.userErrors).toEqual([]);
    expect(created.secret).toMatch(/^whsec_[A-Za-z0-9+/=]{32}$/);
    expect(created.endpoint).toMatchObject({ url, eventTypes: ['INQUIRY_RECEIVED'], enabled: true, version: 1 });
    expect(created.endpoint!.secretHint).toBe(`${created.secret!.slice(0, 10)}…`);
    const endpointId = created.endpoint!.id;

    const { submitInquiry } = await server.session().data(SUBMIT, { input: { name: 'Clara Whitfield', email: 'clara@example.com', message: 'A summer wedding, 120 guests.' } });

    // Down: the attempt fails and is scheduled again.
    const start = new Date();
    expect(await server.services.webhooks.processDue(start)).toBe(1);
    let log = await admin.data(LOG, { endpointId });
    expect(log.webhookDeliveries.totalCount).toBe(1);
    const first = log.webhookDeliveries.nodes[0]!;
    expect(first).toMatchObject({ eventType: 'INQUIRY_RECEIVED', status: 'PENDING', attempts: 1, lastStatusCode: null });
    expect(first.lastError).toMatch(/refused the connection/);
    expect(log.webhookEndpoints).toEqual([{ id: endpointId, url, pendingDeliveries: 1, failedDeliveries: 0, lastDelivery: { id: first.id, status: 'PENDING' } }]);

    // Back: the retry is delivered.
    const receiver = await startReceiver(port);
    try {
      expect(await server.services.webhooks.processDue(new Date(first.nextAttemptAt))).toBe(1);
      log = await admin.data(LOG, { endpointId });
      expect(log.webhookDeliveries.nodes[0]).toMatchObject({ id: first.id, status: 'DELIVERED', attempts: 2, lastStatusCode: 204, lastError: null });
      expect(receiver.received).toHaveLength(1);
      const { headers, body } = receiver.received[0]!;
      expect(body).toBe(first.payload);
      const event = new Webhook(created.secret!).verify(body, headers as Record<string, string>);
      expect(event).toMatchObject({ type: 'inquiry.received', data: { id: submitInquiry.inquiry.id, name: 'Clara Whitfield', email: 'clara@example.com', status: 'NEW' } });
      expect(headers['webhook-id']).toBe(first.messageId);

      // Replay from the log: the same message again, as a new entry.
      const { replayWebhookDelivery } = await admin.data(REPLAY, { input: { id: first.id } });
      expect(replayWebhookDelivery.delivery).toMatchObject({ status: 'PENDING', replayOf: first.id, messageId: first.messageId });
      expect(await server.services.webhooks.processDue(new Date())).toBe(1);
      expect(receiver.received.map((request) => request.headers['webhook-id'])).toEqual([first.messageId, first.messageId]);
      expect(receiver.received[1]!.body).toBe(body);
      log = await admin.data(LOG, { endpointId });
      expect(log.webhookDeliveries.nodes.map((node) => node.status)).toEqual(['DELIVERED', 'DELIVERED']);
    } finally {
      await receiver.close();
    }
  });

  test('bad input answers every problem as userErrors and registers nothing', async ({ admin }) => {
    const before = (await admin.data(LOG, {})).webhookEndpoints.length;
    const { createWebhookEndpoint } = await admin.data(CREATE, { input: { url: 'not a url', description: 'x'.repeat(300), eventTypes: [] } });
    expect(createWebhookEndpoint.endpoint).toBeNull();
    expect(createWebhookEndpoint.secret).toBeNull();
    expect(createWebhookEndpoint.userErrors.map((error) => [error.field, error.code])).toEqual([
      ['url', 'INVALID'],
      ['description', 'TOO_LONG'],
      ['eventTypes', 'REQUIRED'],
    ]);
    expect((await admin.data(LOG, {})).webhookEndpoints.length).toBe(before);
  });

  test('a token reads the log, replays and deletes, but cannot register, repoint or rotate', async ({ server, admin }) => {
    const { createWebhookEndpoint } = await admin.data(CREATE, { input: { url: 'https://collector.example.com/hooks', eventTypes: ['BOOKING_CREATED'] } });
    const endpointId = createWebhookEndpoint.endpoint!.id;
    const adminId = server.db.select({ id: users.id }).from(users).where(eq(users.email, TEST_ADMIN.email)).get()!.id;
    const { token } = createApiToken(server.db, adminId, { name: 'Integration' });
    const call = async (query: string, variables: Record<string, unknown> = {}) =>
      (await fetch(`${server.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({ query, variables }),
      }).then((response) => response.json())) as { data?: any; errors?: { message: string; extensions?: { code?: string } }[] };

    const read = await call('{ webhookEndpoints { id secretHint } }');
    expect(read.data.webhookEndpoints).toEqual(expect.arrayContaining([{ id: endpointId, secretHint: expect.stringMatching(/^whsec_/) }]));
    for (const mutation of [
      'mutation { createWebhookEndpoint(input: { url: "https://evil.example.com/", eventTypes: [INQUIRY_RECEIVED] }) { secret } }',
      `mutation { updateWebhookEndpoint(input: { id: "${endpointId}", url: "https://evil.example.com/" }) { endpoint { url } } }`,
      `mutation { rotateWebhookSecret(input: { id: "${endpointId}" }) { secret } }`,
    ]) {
      expect(firstErrorCode((await call(mutation)) as never), mutation).toBe('FORBIDDEN');
    }
    expect((await admin.data(LOG, {})).webhookEndpoints.find((endpoint) => endpoint.id === endpointId)!.url).toBe('https://collector.example.com/hooks');
    const deleted = await call(`mutation { deleteWebhookEndpoint(input: { id: "${endpointId}" }) { deletedEndpointId } }`);
    expect(deleted.data.deleteWebhookEndpoint.deletedEndpointId).toBe(endpointId);
  });

  test('a token with WEBHOOKS_WRITE registers endpoints for the areas it reads, sees only its own, and they end with it', async ({ server, admin }) => {
    const owners = (await admin.data(CREATE, { input: { url: 'https://owner.example.com/hooks', eventTypes: ['INQUIRY_RECEIVED'] } })).createWebhookEndpoint.endpoint!.id;
    const adminId = server.db.select({ id: users.id }).from(users).where(eq(users.email, TEST_ADMIN.email)).get()!.id;
    const scoped = createApiToken(server.db, adminId, { name: 'Bookkeeping sync', scopes: ['WEBHOOKS_WRITE', 'BOOKINGS_READ'] });
    const readOnlyHooks = createApiToken(server.db, adminId, { name: 'Hook watcher', scopes: ['WEBHOOKS_READ', 'BOOKINGS_READ'] });
    const call = async (token: string, query: string, variables: Record<string, unknown> = {}) =>
      (await fetch(`${server.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({ query, variables }),
      }).then((response) => response.json())) as { data?: any; errors?: { message: string; extensions?: { code?: string } }[] };
    const register = (token: string, eventTypes: string[]) =>
      call(
        token,
        'mutation ($input: CreateWebhookEndpointInput!) { createWebhookEndpoint(input: $input) { secret endpoint { id registeredByApiToken } userErrors { field code message } } }',
        { input: { url: 'https://books.example.com/venue', eventTypes } },
      );

    // Events of an area the token cannot read are refused, naming the scope it lacks; nothing is stored.
    const outOfScope = (await register(scoped.token, ['BOOKING_CREATED', 'INQUIRY_RECEIVED'])).data.createWebhookEndpoint;
    expect(outOfScope.endpoint).toBeNull();
    expect(outOfScope.userErrors).toEqual([{ field: 'eventTypes', code: 'NOT_ALLOWED', message: expect.stringContaining('INQUIRIES_READ') }]);
    // A token that may only read webhooks cannot register one.
    const readOnly = await register(readOnlyHooks.token, ['BOOKING_CREATED']);
    expect(firstErrorCode(readOnly as never)).toBe('FORBIDDEN');
    expect(readOnly.errors![0]!.message).toContain('WEBHOOKS_WRITE');

    const created = (await register(scoped.token, ['BOOKING_CREATED', 'PAYMENT_RECORDED'])).data.createWebhookEndpoint;
    expect(created.userErrors).toEqual([]);
    expect(created.secret).toMatch(/^whsec_/);
    expect(created.endpoint.registeredByApiToken).toBe('Bookkeeping sync');
    const own = created.endpoint.id as string;

    // The token sees and acts on its own endpoint only; the owner sees both, and who registered each.
    expect((await call(scoped.token, '{ webhookEndpoints { id } }')).data.webhookEndpoints).toEqual([{ id: own }]);
    expect((await call(readOnlyHooks.token, '{ webhookEndpoints { id } }')).data.webhookEndpoints).toEqual([]);
    const ownerView = await admin.data('{ webhookEndpoints { id registeredByApiToken } }');
    expect(ownerView.webhookEndpoints).toEqual(expect.arrayContaining([{ id: owners, registeredByApiToken: null }, { id: own, registeredByApiToken: 'Bookkeeping sync' }]));
    for (const mutation of [
      `mutation { deleteWebhookEndpoint(input: { id: "${owners}" }) { deletedEndpointId } }`,
      `mutation { rotateWebhookSecret(input: { id: "${owners}" }) { secret } }`,
      `mutation { updateWebhookEndpoint(input: { id: "${owners}", url: "https://evil.example.com/" }) { endpoint { url } } }`,
    ]) {
      expect(firstErrorCode((await call(scoped.token, mutation)) as never), mutation).toBe('NOT_FOUND');
    }
    // One token registers at most WEBHOOK_ENDPOINTS_PER_TOKEN_MAX endpoints, leaving the venue's others free.
    for (let n = 1; n < WEBHOOK_ENDPOINTS_PER_TOKEN_MAX; n += 1) expect((await register(scoped.token, ['BOOKING_CREATED'])).data.createWebhookEndpoint.userErrors).toEqual([]);
    const oneTooMany = (await register(scoped.token, ['BOOKING_CREATED'])).data.createWebhookEndpoint;
    expect(oneTooMany.userErrors).toEqual([{ field: null, code: 'NOT_ALLOWED', message: WEBHOOK_MESSAGES.tooManyForToken }]);
    expect((await call(scoped.token, '{ webhookEndpoints { id } }')).data.webhookEndpoints).toHaveLength(WEBHOOK_ENDPOINTS_PER_TOKEN_MAX);
    const repointed = await call(scoped.token, `mutation { updateWebhookEndpoint(input: { id: "${own}", url: "https://books.example.com/v2" }) { endpoint { url } } }`);
    expect(repointed.data.updateWebhookEndpoint.endpoint.url).toBe('https://books.example.com/v2');
    // A token without scopes still cannot register (it was never given the scope that allows it).
    const unscoped = createApiToken(server.db, adminId, { name: 'Everything' });
    expect(firstErrorCode((await register(unscoped.token, ['BOOKING_CREATED'])) as never)).toBe('FORBIDDEN');

    // Revoking the token deletes the endpoints it registered; the owner's stays.
    const mine = (await call(scoped.token, '{ webhookEndpoints { id } }')).data.webhookEndpoints.map((endpoint: { id: string }) => endpoint.id);
    await admin.data('mutation ($input: RevokeApiTokenInput!) { revokeApiToken(input: $input) { revokedTokenId } }', { input: { id: scoped.row.id } });
    const after = (await admin.data('{ webhookEndpoints { id } }')).webhookEndpoints.map((endpoint: { id: string }) => endpoint.id);
    expect(after).toContain(owners);
    expect(after).not.toContain(own);
    expect(after.filter((id: string) => mine.includes(id))).toEqual([]);
  });

  test("an endpoint whose token has expired is sent nothing; the log says why", async ({ server, admin }) => {
    const port = await freePort();
    const receiver = await startReceiver(port);
    try {
      const adminId = server.db.select({ id: users.id }).from(users).where(eq(users.email, TEST_ADMIN.email)).get()!.id;
      const scoped = createApiToken(server.db, adminId, { name: 'Short-lived', scopes: ['WEBHOOKS_WRITE', 'INQUIRIES_READ'], expiresAt: new Date(Date.now() + 3_600_000) });
      const created = await fetch(`${server.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${scoped.token}` },
        body: JSON.stringify({
          query: 'mutation ($input: CreateWebhookEndpointInput!) { createWebhookEndpoint(input: $input) { endpoint { id } userErrors { message } } }',
          variables: { input: { url: `http://127.0.0.1:${port}/hooks`, eventTypes: ['INQUIRY_RECEIVED'] } },
        }),
      }).then((response) => response.json() as Promise<any>);
      const endpointId = created.data.createWebhookEndpoint.endpoint.id as string;

      await server.session().data(SUBMIT, { input: { name: 'Ines Moreau', email: 'ines@example.com', message: 'A retirement party in June.' } });
      // (Endpoints of the tests before this one get their deliveries too.)
      await server.services.webhooks.processDue(new Date());
      expect(receiver.received).toHaveLength(1);

      await server.session().data(SUBMIT, { input: { name: 'Omar Haddad', email: 'omar@example.com', message: 'A company dinner for 80.' } });
      // The token's expiry passes before the worker gets to the second delivery.
      server.db.update(apiTokens).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(apiTokens.id, scoped.row.id)).run();
      await server.services.webhooks.processDue(new Date());
      expect(receiver.received).toHaveLength(1);
      const log = await admin.data(LOG, { endpointId });
      expect(log.webhookDeliveries.nodes.map((node) => [node.status, node.lastError])).toEqual([
        ['FAILED', WEBHOOK_TOKEN_EXPIRED],
        ['DELIVERED', null],
      ]);
    } finally {
      await receiver.close();
    }
  });

  test('anonymous and non-admin callers are refused', async ({ server }) => {
    const anonymous = await server.session().request(LOG, {});
    expect(firstErrorCode(anonymous)).toBe('UNAUTHENTICATED');
    const { session } = await signedInAs(server, 'user');
    expect(firstErrorCode(await session.request(LOG, {}))).toBe('FORBIDDEN');
    expect(firstErrorCode(await session.request(CREATE, { input: { url: 'https://x.example.com/', eventTypes: ['BOOKING_CREATED'] } }))).toBe('FORBIDDEN');
  });
});
