import WebSocket from 'ws';
import { describe, expect, test } from '../support/fixtures.ts';
import { RegisterWebhook } from './src/documents.ts';
import { SyncClient } from './src/sync-client.ts';
import { startWebhookReceiver } from './src/webhook-receiver.ts';

/*
 * The API client project (tests/api-client/src: typed by its own codegen from the committed
 * schema.graphql, importing nothing of the server) as an integrator runs it against a real server:
 * a full sync, then incremental syncs by updatedSince and deletedSince; live changes over graphql-ws;
 * a dropped socket caught up by re-syncing when it comes back (a deletion meanwhile included, which
 * no event carries); and a webhook endpoint it registers itself, received and verified on loopback.
 */

const CREATE_TOKEN = /* GraphQL */ `
  mutation ApiClientTestToken($input: CreateApiTokenInput!) { createApiToken(input: $input) { secret } }
`;
const SUBMIT = /* GraphQL */ `
  mutation ApiClientTestSubmit($input: SubmitInquiryInput!) { submitInquiry(input: $input) { inquiry { id } } }
`;
const namesOf = (client: SyncClient) => [...client.inquiries.values()].map((inquiry) => inquiry.name);

describe('the API client project', () => {
  test('syncs everything, then what changed, through a dropped socket, and receives its webhook on loopback', async ({ server, admin }) => {
    const { createApiToken } = await admin.data(CREATE_TOKEN, { input: { name: 'Warehouse sync', readOnly: true } });
    // The client's sockets, so the test can cut one and keep the next from connecting for a while.
    const sockets: WebSocket[] = [];
    let offline = false;
    class TrackedWebSocket extends WebSocket {
      constructor(url: string, protocols?: string | string[]) {
        super(offline ? 'ws://127.0.0.1:9/graphql' : url, protocols);
        sockets.push(this);
      }
    }
    const client = new SyncClient({ url: server.url, token: createApiToken.secret, webSocketImpl: TrackedWebSocket });

    // Full sync: the copy holds what the server holds.
    await client.sync();
    const counts = await admin.data('{ bookings(first: 0) { totalCount } inquiries(first: 0) { totalCount } adminFaqs { id } }');
    expect(client.bookings.size).toBeGreaterThan(0);
    expect(client.bookings.size).toBe(counts.bookings.totalCount);
    expect(client.inquiries.size).toBe(counts.inquiries.totalCount);
    expect([...client.faqs.keys()].sort()).toEqual(counts.adminFaqs.map((faq: { id: string }) => faq.id).sort());
    const fullSince = { ...client.since };

    // Incremental: a new inquiry, an edited FAQ and a deleted one.
    const [edited, deleted] = counts.adminFaqs as { id: string }[];
    await admin.data('mutation ($input: CreateInquiryInput!) { createInquiry(input: $input) { inquiry { id } userErrors { message } } }', {
      input: { name: 'Priya Raman', email: 'priya@example.com', message: 'An anniversary dinner for 60.', source: 'PAST_EVENT' },
    });
    await admin.data('mutation ($input: UpdateFaqInput!) { updateFaq(input: $input) { faq { id } userErrors { message } } }', {
      input: { id: edited!.id, answer: 'Yes: 120 free spaces behind the hall.' },
    });
    await admin.data('mutation ($input: DeleteFaqInput!) { deleteFaq(input: $input) { deletedId } }', { input: { id: deleted!.id } });
    await client.sync();
    expect(namesOf(client)).toContain('Priya Raman');
    expect(client.faqs.get(edited!.id)?.answer).toBe('Yes: 120 free spaces behind the hall.');
    expect(client.faqs.has(deleted!.id)).toBe(false);
    expect(client.since.inquiries! >= fullSince.inquiries!).toBe(true);
    expect(client.since.tombstones).not.toBeNull();
    expect(client.inquiries.size).toBe(counts.inquiries.totalCount + 1);

    // Live: a visitor's inquiry arrives over the socket, with no sync.
    const watcher = await client.watch();
    try {
      const syncsBefore = client.syncs;
      await server.session().data(SUBMIT, { input: { name: 'Tomás Ortega', email: 'tomas@example.com', message: 'A birthday for 40 in May.' } });
      await expect.poll(() => namesOf(client), { timeout: 10_000 }).toContain('Tomás Ortega');
      expect(client.syncs).toBe(syncsBefore);

      // The socket drops and cannot come back for a while; meanwhile a FAQ is deleted (no event
      // carries a deletion) and an inquiry arrives. When the socket is back the client re-syncs.
      offline = true;
      sockets.at(-1)!.terminate();
      const [, gone] = (await admin.data('{ adminFaqs { id } }')).adminFaqs as { id: string }[];
      await admin.data('mutation ($input: DeleteFaqInput!) { deleteFaq(input: $input) { deletedId } }', { input: { id: gone!.id } });
      await server.session().data(SUBMIT, { input: { name: 'Wen Li', email: 'wen@example.com', message: 'A company party in autumn.' } });
      await expect.poll(() => sockets.length, { timeout: 10_000 }).toBeGreaterThan(2);
      offline = false;
      await expect.poll(() => client.reconnections, { timeout: 15_000 }).toBeGreaterThan(0);
      await expect.poll(() => client.faqs.has(gone!.id), { timeout: 10_000 }).toBe(false);
      await expect.poll(() => namesOf(client), { timeout: 10_000 }).toContain('Wen Li');
      expect(client.syncs).toBeGreaterThan(syncsBefore);

      // The integration registers its own webhook endpoint with a token scoped to do so, and
      // receives the next inquiry on loopback, signed.
      const receiver = await startWebhookReceiver();
      try {
        const hooks = await admin.data(CREATE_TOKEN, { input: { name: 'Warehouse hooks', scopes: ['WEBHOOKS_WRITE', 'INQUIRIES_READ'] } });
        const registrar = new SyncClient({ url: server.url, token: hooks.createApiToken.secret });
        const { createWebhookEndpoint } = await registrar.request(RegisterWebhook, { input: { url: receiver.url, eventTypes: ['INQUIRY_RECEIVED'] } });
        expect(createWebhookEndpoint.userErrors).toEqual([]);
        expect(createWebhookEndpoint.endpoint?.registeredByApiToken).toBe('Warehouse hooks');
        receiver.setSecret(createWebhookEndpoint.secret!);

        const { submitInquiry } = await server.session().data(SUBMIT, { input: { name: 'Amara Okafor', email: 'amara@example.com', message: 'A wedding for 200.' } });
        await expect
          .poll(
            async () => {
              await server.services.webhooks.processDue(new Date());
              return receiver.events.map((event) => [event.type, event.data.id]);
            },
            { timeout: 10_000 },
          )
          .toContainEqual(['inquiry.received', submitInquiry.inquiry.id]);
        expect(receiver.refused).toBe(0);
        await expect.poll(() => client.inquiries.has(submitInquiry.inquiry.id), { timeout: 10_000 }).toBe(true);
      } finally {
        await receiver.close();
      }
    } finally {
      await watcher.close();
    }
  });
});
