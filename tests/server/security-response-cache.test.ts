import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, vi } from 'vitest';
import { describe, expect, it } from '../support/fixtures.ts';
import { asc, eq } from 'drizzle-orm';
import { openDatabase } from '../../server/db/client.ts';
import { faqs } from '../../server/db/schema/index.ts';
import { createResponseCache, RESPONSE_CACHE_LIMITS } from '../../server/lib/cache.ts';
import { TEST_ADMIN, type TestServer } from '../support/test-server.ts';

/*
 * The response cache for anonymous queries (server/lib/cache.ts) must never serve something a
 * visitor should not see or something out of date: it is bypassed by signed-in callers, emptied by
 * every mutation, keeps only clean answers, and its answers carry the same headers as the server's.
 */

const NAVIGATION = JSON.stringify({ query: '{ navigationPages { id pageSlug pageName } }' });
const anonymous = (server: TestServer, body: string, headers: Record<string, string> = {}) =>
  fetch(`${server.url}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body });
const stats = (server: TestServer) => server.app.responseCache.stats();
// Every answer has its own request id (the access log's), also one replayed from the cache.
const headersOf = (response: Response) => Object.fromEntries([...response.headers].filter(([name]) => !['date', 'keep-alive', 'connection', 'x-request-id'].includes(name)));

describe('the response cache', () => {
  it('answers a repeated anonymous query from memory, byte for byte and header for header', async ({ server }) => {
    const first = await anonymous(server, NAVIGATION);
    const firstBody = await first.text();
    const hits = stats(server).hits;
    const second = await anonymous(server, NAVIGATION);
    expect(stats(server).hits).toBe(hits + 1);
    expect(await second.text()).toBe(firstBody);
    expect(headersOf(second)).toEqual(headersOf(first));
    expect(second.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    expect(second.headers.get('x-request-id')).not.toBe(first.headers.get('x-request-id'));
    expect(second.headers.get('content-security-policy')).toContain("default-src 'self'");
    expect(second.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('is emptied by a mutation: the next visitor sees the change at once', async ({ server, admin }) => {
    await anonymous(server, NAVIGATION);
    const { navigationPages } = (await (await anonymous(server, NAVIGATION)).json()).data as { navigationPages: { id: string; pageSlug: string; pageName: string }[] };
    const about = navigationPages.find((page) => page.pageSlug === 'about')!;
    const rename = 'mutation ($input: UpdatePageSettingInput!) { updatePageSetting(input: $input) { pageSetting { id } } }';
    try {
      await admin.data(rename, { input: { id: about.id, pageName: 'Our Hall' } });
      const after = (await (await anonymous(server, NAVIGATION)).json()).data as { navigationPages: { pageSlug: string; pageName: string }[] };
      expect(after.navigationPages.find((page) => page.pageSlug === 'about')!.pageName).toBe('Our Hall');
    } finally {
      await admin.data(rename, { input: { id: about.id, pageName: about.pageName } });
    }
  });

  it('never hides a write made outside GraphQL: on this connection or by another process', async ({ server }) => {
    const query = JSON.stringify({ query: '{ faqs { id question } }' });
    const question = () => anonymous(server, query).then(async (response) => ((await response.json()).data.faqs as { question: string }[])[0]!.question);
    const original = await question();
    expect(await question()).toBe(original); // now cached
    const first = server.db.select().from(faqs).orderBy(asc(faqs.sortOrder)).get()!;
    server.db.update(faqs).set({ question: 'Written straight to the database?' }).where(eq(faqs.id, first.id)).run();
    expect(await question()).toBe('Written straight to the database?');
    // Another connection, as `npm run create-admin` or a maintenance script would open.
    const other = openDatabase(server.config.databasePath);
    try {
      other.db.update(faqs).set({ question: 'Written by another process?' }).where(eq(faqs.id, first.id)).run();
    } finally {
      other.close();
    }
    expect(await question()).toBe('Written by another process?');
    server.db.update(faqs).set({ question: original }).where(eq(faqs.id, first.id)).run();
  });

  it('keys on a data version that sees this connection’s writes at once and another’s from the next turn of the event loop', async () => {
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'venue-data-version-')), 'venue.db');
    const own = openDatabase(file);
    const other = openDatabase(file);
    try {
      own.sqlite.exec('create table notes (text text)');
      const before = own.dataVersion();
      own.sqlite.exec("insert into notes values ('by this connection')");
      const afterOwnWrite = own.dataVersion();
      expect(afterOwnWrite).not.toBe(before); // in the same turn, without waiting
      other.sqlite.exec("insert into notes values ('by another connection')");
      await new Promise((resolve) => setImmediate(resolve));
      expect(own.dataVersion()).not.toBe(afterOwnWrite);
    } finally {
      other.close();
      own.close();
      fs.rmSync(path.dirname(file), { recursive: true, force: true });
    }
  });

  it('is bypassed by signed-in callers, so an admin’s preview never reaches a visitor', async ({ server, admin }) => {
    const query = JSON.stringify({ query: 'query ($preview: Boolean) { contentSections(type: HERO, preview: $preview) { sectionKey title } }', variables: { preview: true } });
    const sections = await admin.data<{ contentSections: { id: string; sectionKey: string; title: string }[] }>(
      'query { contentSections(type: HERO, preview: true) { id sectionKey title } }',
    );
    const section = sections.contentSections[0]!;
    // Stage an edit: admins see it in preview, visitors must not.
    server.db.$client.prepare("UPDATE content_sections SET staged = json_object('title', 'Staged title'), is_published = 0 WHERE id = ?").run(section.id);
    server.app.responseCache.invalidate();
    try {
      const before = stats(server);
      const adminAnswer = await fetch(`${server.url}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json', cookie: admin.cookie! }, body: query });
      expect(JSON.stringify(await adminAnswer.json())).toContain('Staged title');
      expect(stats(server).hits + stats(server).misses).toBe(before.hits + before.misses); // not even looked at
      const visitorAnswer = await anonymous(server, query);
      expect(JSON.stringify(await visitorAnswer.json())).not.toContain('Staged title');
    } finally {
      server.db.$client.prepare('UPDATE content_sections SET staged = NULL, is_published = 1 WHERE id = ?').run(section.id);
      server.app.responseCache.invalidate();
    }
  });

  it('decides "anonymous" with the parser that authenticates: no spelling of the session cookie stores a signed-in answer', async ({ server, admin }) => {
    const viewer = JSON.stringify({ query: '{ viewer { email } }' });
    const token = admin.cookie!.slice(admin.cookie!.indexOf('=') + 1);
    const encoded = [...token].map((char) => `%${char.charCodeAt(0).toString(16).padStart(2, '0')}`).join('');
    // Every one of these names the admin's session for cookie.parse, which authentication uses.
    const spellings = [`venue_session =${token}`, `venue_session\t=${token}`, ` venue_session= ${token}`, `theme=dark;venue_session =${token}`, `venue_session=${encoded}`];
    for (const spelling of spellings) {
      server.app.responseCache.invalidate();
      const signedIn = (await (await anonymous(server, viewer, { cookie: spelling })).json()) as { data: { viewer: { email: string } | null } };
      expect(signedIn.data.viewer?.email, spelling).toBe(TEST_ADMIN.email);
      const visitor = (await (await anonymous(server, viewer)).json()) as { data: { viewer: unknown } };
      expect(visitor.data.viewer, spelling).toBeNull();
    }
  });

  it('keeps no answer with errors', async ({ server }) => {
    const broken = JSON.stringify({ query: '{ navigationPages { nope } }' });
    await anonymous(server, broken);
    const hits = stats(server).hits;
    const again = await anonymous(server, broken);
    expect(again.status).toBe(400);
    expect(stats(server).hits).toBe(hits);
  });

  it('still refuses a foreign Origin, even for an answer it holds', async ({ server }) => {
    await anonymous(server, NAVIGATION);
    const response = await anonymous(server, NAVIGATION, { origin: 'https://evil.example' });
    expect(response.status).toBe(403);
    expect(response.headers.get('content-security-policy')).toContain("default-src 'self'");
  });

  it('hands mutations, invalid JSON and large bodies to the server as before', async ({ server }) => {
    const signOut = await anonymous(server, JSON.stringify({ query: 'mutation { signOut { signedOut } }' }));
    expect(await signOut.json()).toMatchObject({ data: { signOut: { signedOut: true } } });
    const notJson = await anonymous(server, '{"query": ');
    expect(notJson.status).toBe(400);
    expect(await notJson.json()).toEqual({ errors: [{ message: 'The request body is not valid JSON.', extensions: { code: 'BAD_REQUEST' } }] });
    expect(notJson.headers.get('content-security-policy')).toContain("default-src 'self'");
    const large = JSON.stringify({ query: '{ navigationPages { id } }', variables: { padding: 'x'.repeat(RESPONSE_CACHE_LIMITS.maxRequestBytes) } });
    const answer = await anonymous(server, large);
    expect(answer.status).toBe(200);
  });
});

describe('the cache on its own', () => {
  let calls = 0;
  let release: (() => void) | null = null;
  let clock = 0;
  let hold = false;
  const cache = createResponseCache({ allowed: () => true, now: () => clock });
  const backend = http.createServer((req, res) =>
    cache.handle(req, res, async () => {
      calls += 1;
      if (hold) await new Promise<void>((resolve) => (release = resolve));
      res.setHeader('content-type', 'application/json; charset=utf-8');
      res.end(JSON.stringify({ data: { calls } }));
    }),
  );
  let url: string;
  beforeAll(async () => {
    await new Promise<void>((resolve) => backend.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(backend.address() as AddressInfo).port}/graphql`;
  });
  afterAll(() => new Promise((resolve) => backend.close(resolve)));
  const ask = async () => (await (await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"query":"{ x }"}' })).json()) as { data: { calls: number } };

  it('expires entries after the time limit', async () => {
    cache.invalidate();
    const first = await ask();
    expect((await ask()).data.calls).toBe(first.data.calls);
    clock += RESPONSE_CACHE_LIMITS.ttlMs + 1;
    expect((await ask()).data.calls).toBe(first.data.calls + 1);
  });

  it('does not store an answer computed while a write happened', async () => {
    cache.invalidate();
    hold = true;
    const pending = ask();
    await new Promise((resolve) => setTimeout(resolve, 50));
    cache.invalidate(); // a mutation ran while the query was being answered
    hold = false;
    release!();
    const answered = await pending;
    expect((await ask()).data.calls).toBe(answered.data.calls + 1);
  });

  it('bounds its size', async () => {
    const small = createResponseCache({ allowed: () => true, limits: { ...RESPONSE_CACHE_LIMITS, maxEntries: 2 } });
    const server2 = http.createServer((req, res) =>
      small.handle(req, res, () => {
        res.setHeader('content-type', 'application/json');
        res.end('{"data":{"ok":true}}');
      }),
    );
    await new Promise<void>((resolve) => server2.listen(0, '127.0.0.1', resolve));
    const target = `http://127.0.0.1:${(server2.address() as AddressInfo).port}/graphql`;
    for (let i = 0; i < 5; i++) {
      await fetch(target, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query: `{ f${i} }` }) });
    }
    expect(small.stats().entries).toBe(2);
    await new Promise((resolve) => server2.close(resolve));
  });

  it('lets expired entries go with nobody asking for them again', async () => {
    const ttlMs = 300;
    const brief = createResponseCache({ allowed: () => true, limits: { ...RESPONSE_CACHE_LIMITS, ttlMs } });
    const server2 = http.createServer((req, res) =>
      brief.handle(req, res, () => {
        res.setHeader('content-type', 'application/json');
        res.end('{"data":{"ok":true}}');
      }),
    );
    await new Promise<void>((resolve) => server2.listen(0, '127.0.0.1', resolve));
    try {
      const target = `http://127.0.0.1:${(server2.address() as AddressInfo).port}/graphql`;
      for (let i = 0; i < 5; i++) {
        await fetch(target, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query: `{ f${i} }` }) });
      }
      // The first may already be gone on a busy machine; the last is there.
      expect(brief.stats().entries).toBeGreaterThan(0);
      await vi.waitFor(() => expect(brief.stats()).toMatchObject({ entries: 0, bytes: 0 }), { timeout: 10_000, interval: ttlMs });
    } finally {
      await new Promise((resolve) => server2.close(resolve));
    }
  });
});
