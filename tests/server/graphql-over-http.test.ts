import fs from 'node:fs';
import path from 'node:path';
import { serverAudits } from 'graphql-http';
import { rootDir } from '../../server/config.ts';
import { describe, expect, it } from '../support/fixtures.ts';

/*
 * The GraphQL over HTTP specification, checked with graphql-http's own audit suite against the
 * real server: no requirement (MUST) fails, and every recommendation (SHOULD) it does not follow
 * is explained in docs/api.md ("GraphQL over HTTP") under its audit id. Anonymous GET queries work
 * without Apollo's preflight header when no session cookie is sent.
 */

describe('the graphql-http audit suite', () => {
  it('finds no error, and only warnings docs/api.md explains', async ({ server }) => {
    const results: { id: string; name: string; status: string; reason?: string }[] = [];
    for (const audit of serverAudits({ url: `${server.url}/graphql`, fetchFn: fetch })) {
      const result = await audit.fn();
      results.push({ id: audit.id, name: audit.name, status: result.status, ...(result.status === 'ok' ? {} : { reason: result.reason }) });
    }
    expect(results.length).toBeGreaterThan(40);
    expect(results.filter((result) => result.status === 'error')).toEqual([]);
    const docs = fs.readFileSync(path.join(rootDir, 'docs', 'api.md'), 'utf8');
    const unexplained = results.filter((result) => result.status !== 'ok' && !docs.includes(`\`${result.id}\``));
    expect(unexplained).toEqual([]);
  });
});

describe('GET queries', () => {
  const get = (server: { url: string }, query: string, headers: Record<string, string> = {}) =>
    fetch(`${server.url}/graphql?query=${encodeURIComponent(query)}`, { headers: { accept: 'application/graphql-response+json', ...headers } });

  it('run anonymously without a preflight header when no session cookie is sent', async ({ server }) => {
    const response = await get(server, '{ navigationPages { pageName } }');
    expect(response.status).toBe(200);
    const body = (await response.json()) as { data: { navigationPages: unknown[] } };
    expect(body.data.navigationPages.length).toBeGreaterThan(0);
    // Another site's cookies change nothing: only the session cookie is a credential here.
    expect((await get(server, '{ __typename }', { cookie: 'theme=dark' })).status).toBe(200);
  });

  it('still need the preflight header when the session cookie is sent (CSRF), and never run mutations', async ({ server, admin }) => {
    expect((await get(server, '{ viewer { email } }', { cookie: admin.cookie! })).status).toBe(400);
    expect((await get(server, '{ viewer { email } }', { cookie: admin.cookie!, 'apollo-require-preflight': 'true' })).status).toBe(200);
    expect((await get(server, 'mutation { signOut { signedOut } }')).status).toBe(405);
  });
});
