import fs from 'node:fs';
import path from 'node:path';
import { createClient } from 'graphql-ws';
import sharp from 'sharp';
import WebSocket from 'ws';
import { API_TOKEN_INVALID, API_TOKEN_NOT_FOR_ACCOUNT, API_TOKEN_READ_ONLY_UPLOAD } from '../../server/auth/api-tokens.ts';
import { CROSS_SITE_REFUSED } from '../../server/security/origin.ts';
import { describe, expect, it, test } from '../support/fixtures.ts';
import type { GraphQLSession } from '../support/graphql.ts';
import { firstResult } from '../support/subscriptions.ts';
import { waitFor } from '../support/wait.ts';

/*
 * API tokens beyond /graphql: `Authorization: Bearer` authenticates POST /api/uploads. Write
 * tokens upload site images; read-only tokens are refused (403) with a clear message; a token is
 * not held to the cross-site (Origin) rule, which still guards the cookie.
 */

test.override('serverOptions', { seed: false });

async function createToken(admin: GraphQLSession, name: string, readOnly: boolean): Promise<string> {
  const data = await admin.data<{ createApiToken: { secret: string } }>(
    `mutation Create($input: CreateApiTokenInput!) { createApiToken(input: $input) { secret } }`,
    { input: { name, readOnly } },
  );
  return data.createApiToken.secret;
}

const image = () => sharp({ create: { width: 800, height: 600, channels: 3, background: '#4a7c59' } }).jpeg().toBuffer();

function upload(url: string, headers: Record<string, string>, body: Buffer, purpose = 'gallery') {
  return fetch(`${url}/api/uploads?purpose=${purpose}`, {
    method: 'POST',
    headers: { 'content-type': 'application/octet-stream', ...headers },
    body: new Uint8Array(body),
  });
}

const storedFiles = (dir: string) => (fs.existsSync(dir) ? fs.readdirSync(dir).length : 0);

describe('POST /api/uploads with an API token', () => {
  // The first test starts the file's server; the machine running the suite may be busy.
  it('stores a site image for a write token, also from a foreign Origin (no cookie, no CSRF rule)', { timeout: 60_000 }, async ({ server, admin }) => {
    const token = await createToken(admin, 'Gallery sync', false);
    const response = await upload(server.url, { authorization: `Bearer ${token}`, origin: 'https://elsewhere.example' }, await image());
    expect(response.status).toBe(201);
    const stored = (await response.json()) as { url: string };
    expect(stored.url).toMatch(/^\/uploads\/gallery-.+\.webp$/);
    expect(fs.existsSync(path.join(server.services.config.uploadsDir, path.basename(stored.url)))).toBe(true);
  });

  it('refuses a read-only token with 403 and says why; nothing is stored', async ({ server, admin }) => {
    const token = await createToken(admin, 'Read-only reports', true);
    const before = storedFiles(server.services.config.uploadsDir);
    const response = await upload(server.url, { authorization: `Bearer ${token}` }, await image());
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ error: API_TOKEN_READ_ONLY_UPLOAD });
    expect(storedFiles(server.services.config.uploadsDir)).toBe(before);
  });

  it('refuses an unknown or malformed token with 401, and a profile picture (an account matter) with 403', async ({ server, admin }) => {
    for (const header of ['Bearer vat_nope.nope', 'Bearer']) {
      const response = await upload(server.url, { authorization: header }, await image());
      expect(response.status).toBe(401);
      expect(await response.json()).toEqual({ error: API_TOKEN_INVALID });
    }
    const token = await createToken(admin, 'Avatar bot', false);
    const avatar = await upload(server.url, { authorization: `Bearer ${token}` }, await image(), 'avatar');
    expect(avatar.status).toBe(403);
    expect(await avatar.json()).toEqual({ error: API_TOKEN_NOT_FOR_ACCOUNT });
  });

  it('still refuses the admin cookie from a foreign Origin', async ({ server, admin }) => {
    const response = await upload(server.url, { cookie: admin.cookie!, origin: 'https://elsewhere.example' }, await image());
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ error: CROSS_SITE_REFUSED });
  });
});

describe("the explorer's subscriptions with a token", () => {
  // GraphiQL sends its Headers tab as graphql-ws connectionParams, keys as typed: {"Authorization": "Bearer vat_..."}.
  it('a socket opened with {"Authorization": "Bearer …"} in connectionParams runs admin subscriptions without a cookie', async ({ server, admin }) => {
    const token = await createToken(admin, 'Explorer', true);
    const client = createClient({
      url: `${server.url.replace(/^http/, 'ws')}/graphql`,
      webSocketImpl: WebSocket,
      connectionParams: { Authorization: `Bearer ${token}` },
      retryAttempts: 0,
      lazy: true,
    });
    try {
      const event = firstResult<{ outboxChanged: { status: string } }>(client, 'subscription { outboxChanged { status } }');
      await waitFor(() => server.services.pubsub.listenerCount('outboxChanged') > 0);
      server.services.outbox.enqueue({ kind: 'test_message', to: 'dev@example.com', subject: 'Hi', html: '<p>Hi</p>', text: 'Hi' });
      expect((await event).data?.outboxChanged.status).toBe('QUEUED');
    } finally {
      await client.dispose();
    }
  });
});
