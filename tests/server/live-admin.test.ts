import { eq } from 'drizzle-orm';
import { emailOutbox } from '../../server/db/schema/index.ts';
import type { Client } from 'graphql-ws';
import { signedInAs } from '../support/factories.ts';
import { describe, expect, it } from '../support/fixtures.ts';
import { firstResult, subscriptionClient } from '../support/subscriptions.ts';
import { waitFor } from '../support/wait.ts';

/*
 * Live admin screens: the Profile screen follows the account's own changes
 * made in another tab; the E-mail Outbox screen follows the outbox. Both over graphql-ws.
 */

/** Collects a subscription's results until disposed. */
function collect<T>(client: Client, query: string) {
  const results: { data?: T; errors?: readonly { message: string }[] }[] = [];
  const dispose = client.subscribe<T>({ query }, { next: (result) => void results.push(result as never), error: () => {}, complete: () => {} });
  return { results, dispose };
}

const ACCOUNT_CHANGED = 'subscription { accountChanged { change changedAt } }';

describe('accountChanged', () => {
  it('tells the account its own profile, e-mail, password and session changes, and nothing of another account', async ({ server }) => {
    const owner = await signedInAs(server, 'admin');
    const other = await signedInAs(server, 'admin');
    const client = subscriptionClient(server.url, { cookie: owner.session.cookie });
    try {
      const events = collect<{ accountChanged: { change: string } }>(client, ACCOUNT_CHANGED);
      await waitFor(() => server.services.pubsub.listenerCount('accountChanged') > 0);
      // Another account's change is not heard.
      await other.session.data(`mutation { updateProfile(input: { displayName: "Someone else" }) { viewer { id } } }`);
      await owner.session.data(`mutation { updateProfile(input: { displayName: "Rosa" }) { viewer { id } } }`);
      await owner.session.data(`mutation R($input: RequestEmailChangeInput!) { requestEmailChange(input: $input) { pendingEmail } }`, {
        input: { newEmail: `new-${owner.user.email}`, currentPassword: owner.user.password },
      });
      await owner.session.data(`mutation C($input: ChangePasswordInput!) { changePassword(input: $input) { signedOutSessions } }`, {
        input: { currentPassword: owner.user.password, newPassword: 'another-good-password', confirmPassword: 'another-good-password' },
      });
      await owner.session.data(`mutation { signOutOtherSessions { signedOutSessions } }`);
      await expect.poll(() => events.results.length).toBe(4);
      expect(events.results.map((result) => result.data?.accountChanged.change)).toEqual(['PROFILE', 'EMAIL', 'PASSWORD', 'SESSIONS']);
      events.dispose();
    } finally {
      await client.dispose();
    }
  });

  it('is refused to an anonymous caller', async ({ server }) => {
    const client = subscriptionClient(server.url);
    try {
      const refused = await firstResult(client, ACCOUNT_CHANGED);
      expect(refused.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    } finally {
      await client.dispose();
    }
  });
});

const OUTBOX_CHANGED = 'subscription { outboxChanged { messageId status changedAt } }';

describe('outboxChanged', () => {
  it('tells admins when a message is queued and when a failed one is queued again', async ({ server, admin }) => {
    const client = subscriptionClient(server.url, { cookie: admin.cookie });
    try {
      const events = collect<{ outboxChanged: { messageId: string; status: string } }>(client, OUTBOX_CHANGED);
      await waitFor(() => server.services.pubsub.listenerCount('outboxChanged') > 0);
      const message = server.services.outbox.enqueue({ kind: 'test_message', to: 'guest@example.com', subject: 'Hello', html: '<p>Hello</p>', text: 'Hello' });
      await expect.poll(() => events.results.length).toBe(1);
      expect(events.results[0]?.data?.outboxChanged).toMatchObject({ messageId: message.id, status: 'QUEUED' });

      server.db.update(emailOutbox).set({ status: 'failed' }).where(eq(emailOutbox.id, message.id)).run();
      await admin.data(`mutation R($input: RetryOutboxMessageInput!) { retryOutboxMessage(input: $input) { message { id } } }`, { input: { id: message.id } });
      await expect.poll(() => events.results.length).toBe(2);
      expect(events.results[1]?.data?.outboxChanged).toMatchObject({ messageId: message.id, status: 'QUEUED' });
      events.dispose();
    } finally {
      await client.dispose();
    }
  });

  it('is refused to an anonymous caller and to a signed-in non-admin', async ({ server }) => {
    const anonymous = subscriptionClient(server.url);
    const { session } = await signedInAs(server, 'user');
    const user = subscriptionClient(server.url, { cookie: session.cookie });
    try {
      expect((await firstResult(anonymous, OUTBOX_CHANGED)).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
      expect((await firstResult(user, OUTBOX_CHANGED)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    } finally {
      await anonymous.dispose();
      await user.dispose();
    }
  });
});
