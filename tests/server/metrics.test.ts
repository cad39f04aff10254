import { describe, expect, it } from 'vitest';
import { signedInAs } from '../support/factories.ts';
import { freePort } from '../support/process.ts';
import { startTestServer } from '../support/test-server.ts';

/*
 * Prometheus metrics: for admins at /metrics on the site (a session or an admin's API token), on
 * 127.0.0.1:METRICS_PORT for a scraper on the machine; nobody else learns they exist.
 */
const CREATE_TOKEN = 'mutation ($input: CreateApiTokenInput!) { createApiToken(input: $input) { secret } }';

/** One sample's value from the text format, or undefined. */
function sample(text: string, name: string, labels: Record<string, string> = {}): number | undefined {
  for (const line of text.split('\n')) {
    if (!line.startsWith(`${name}{`) && !line.startsWith(`${name} `)) continue;
    const wanted = Object.entries(labels).every(([key, value]) => line.includes(`${key}="${value}"`));
    if (wanted) return Number(line.slice(line.lastIndexOf(' ') + 1));
  }
  return undefined;
}

describe('/metrics on the site', () => {
  it('answers an admin session and an admin API token, and 404 to anyone else', { timeout: 60_000 }, async () => {
    const port = await freePort();
    const server = await startTestServer({ config: { metricsPort: port } });
    try {
      const anonymous = await fetch(`${server.url}/metrics`);
      expect(anonymous.status).toBe(404);
      const { session: user } = await signedInAs(server, 'user');
      expect((await fetch(`${server.url}/metrics`, { headers: { cookie: user.cookieHeader()! } })).status).toBe(404);

      // Some traffic to count: a page of the API, a refusal, an e-mail in the outbox.
      await server.session().request('{ faqs { id } }');
      await server.session().request('{ adminFaqs { id } }');
      await server.session().request('mutation ($input: SubmitInquiryInput!) { submitInquiry(input: $input) { inquiry { id } } }', {
        input: { name: 'Mia Metrics', email: 'mia.metrics@example.com', message: 'Counting things.' },
      });

      const admin = await server.adminSession();
      const response = await fetch(`${server.url}/metrics`, { headers: { cookie: admin.cookieHeader()! } });
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toContain('text/plain');
      const text = await response.text();
      expect(sample(text, 'venue_http_requests_total', { route: 'graphql', method: 'POST', status: '2xx' })).toBeGreaterThanOrEqual(3);
      expect(sample(text, 'venue_graphql_errors_total', { code: 'UNAUTHENTICATED' })).toBeGreaterThanOrEqual(1);
      expect(sample(text, 'venue_email_outbox_messages', { status: 'queued' })).toBeGreaterThanOrEqual(1);
      expect(sample(text, 'venue_disk_free_bytes')).toBeGreaterThan(0);
      expect(sample(text, 'venue_database_bytes')).toBeGreaterThan(0);
      expect(sample(text, 'venue_websockets_open')).toBe(0);
      expect(sample(text, 'process_resident_memory_bytes')).toBeGreaterThan(0);
      expect(text).toContain('venue_http_request_duration_seconds_bucket{le="0.1",route="graphql"}');
      // No raw address becomes a label: unknown paths share one.
      await fetch(`${server.url}/no/such/page-${Date.now()}`);
      const after = await (await fetch(`${server.url}/metrics`, { headers: { cookie: admin.cookieHeader()! } })).text();
      expect(after).not.toContain('page-');
      expect(sample(after, 'venue_http_requests_total', { route: 'unknown', status: '4xx' })).toBeGreaterThanOrEqual(1);

      const { createApiToken } = await admin.data<{ createApiToken: { secret: string } }>(CREATE_TOKEN, { input: { name: 'Prometheus', readOnly: true } });
      const withToken = await fetch(`${server.url}/metrics`, { headers: { authorization: `Bearer ${createApiToken.secret}` } });
      expect(withToken.status).toBe(200);
      expect(await withToken.text()).toContain('venue_http_requests_total');
      expect((await fetch(`${server.url}/metrics`, { headers: { authorization: 'Bearer vat_not.valid' } })).status).toBe(404);

      // METRICS_PORT: the same registry on the loopback interface, /metrics only.
      const scraped = await fetch(`http://127.0.0.1:${port}/metrics`);
      expect(scraped.status).toBe(200);
      expect(await scraped.text()).toContain('venue_http_requests_total');
      expect((await fetch(`http://127.0.0.1:${port}/`)).status).toBe(404);
      expect(server.app.listening().metrics).toBe(`127.0.0.1:${port}`);
    } finally {
      await server.close();
    }
  });
});
