import http from 'node:http';
import { Webhook } from 'standardwebhooks';
import { screenshot, signInAsAdmin, toast } from '../support/browser.ts';
import { freePort } from '../support/process.ts';
import { describe, expect, test } from '../support/browser-fixtures.ts';

/*
 * Account → Webhooks in Chromium: the owner adds an endpoint and copies its secret (shown once), a
 * visitor's inquiry is stored for it, the receiver on loopback is down at first, the delivery log
 * says so, the receiver comes back and the retry is delivered, and Replay sends it again. At phone
 * width the screen still reads and works.
 */

test.override('serverOptions', { seed: false });


describe('the Webhooks screen', () => {
  test('adds an endpoint, shows its log through an outage, and replays a delivery', async ({ server, browser }) => {
    const port = await freePort();
    const url = `http://127.0.0.1:${port}/crm/venue`;
    const page = await browser.newPage({ width: 1440, height: 900 });
    page.on('dialog', (dialog) => void dialog.accept());
    await signInAsAdmin(page, server.url);
    await page.goto(`${server.url}/admin/webhooks`);
    await page.getByRole('heading', { name: 'Webhooks', exact: true }).waitFor();
    await page.getByText('No endpoints yet.').waitFor();

    // A bad address is refused on the spot, in the shared words.
    await page.getByLabel('Endpoint address').fill('crm.example.com');
    await page.getByRole('button', { name: 'Add endpoint' }).click();
    await page.getByText('Enter a full web address starting with https:// (or http://).').waitFor();

    await page.getByLabel('Endpoint address').fill(url);
    await page.getByLabel('Description').fill('Our CRM');
    await page.getByLabel('Booking created').uncheck();
    await page.getByRole('button', { name: 'Add endpoint' }).click();
    await toast(page, 'Webhook Endpoint Added').waitFor();
    const secret = (await page.getByLabel('New signing secret').textContent())!.trim();
    expect(secret).toMatch(/^whsec_/);
    const card = page.getByRole('region', { name: 'Endpoint Our CRM' });
    await card.getByText('Inquiry received').waitFor();
    expect(await card.getByText('Booking created').count()).toBe(0);
    await card.getByText('No deliveries yet.').waitFor();

    // A visitor's inquiry; the receiver is down.
    await server.session().data('mutation ($input: SubmitInquiryInput!) { submitInquiry(input: $input) { inquiry { id } } }', {
      input: { name: 'Clara Whitfield', email: 'clara@example.com', message: 'An autumn wedding.' },
    });
    const start = new Date();
    expect(await server.services.webhooks.processDue(start)).toBe(1);
    await card.getByRole('button', { name: 'Delivery log of Our CRM' }).click();
    const log = page.getByRole('region', { name: 'Delivery log' });
    const row = log.getByRole('row').filter({ hasText: 'Inquiry received' });
    await row.getByText('Waiting').waitFor();
    await row.getByText(/refused the connection/).waitFor();
    await row.getByText(/Next try/).waitFor();
    await screenshot(page, 'webhooks-waiting');

    // The receiver comes back; the retry is delivered.
    const received: { headers: http.IncomingHttpHeaders; body: string }[] = [];
    const receiver = http.createServer((req, res) => {
      let body = '';
      req.on('data', (chunk) => (body += chunk));
      req.on('end', () => {
        received.push({ headers: req.headers, body });
        res.writeHead(202).end('accepted');
      });
    });
    await new Promise<void>((resolve) => receiver.listen(port, '127.0.0.1', resolve));
    try {
      expect(await server.services.webhooks.processDue(new Date(start.getTime() + 5_000))).toBe(1);
      await log.getByRole('button', { name: 'Refresh' }).click();
      await row.getByText('Delivered').waitFor();
      await row.getByText('HTTP 202').waitFor();
      expect(new Webhook(secret).verify(received[0]!.body, received[0]!.headers as Record<string, string>)).toMatchObject({ type: 'inquiry.received', data: { name: 'Clara Whitfield' } });

      // Details show the exact payload; Replay sends the same message again.
      await row.getByRole('button', { name: /^Details of Inquiry received/ }).click();
      await page.getByRole('dialog').getByText('"name": "Clara Whitfield"').waitFor();
      await page.keyboard.press('Escape');
      await row.getByRole('button', { name: /^Replay Inquiry received/ }).click();
      await toast(page, 'Delivery Replayed').waitFor();
      await expect.poll(() => log.getByRole('row').filter({ hasText: 'Inquiry received' }).count()).toBe(2);
      expect(await server.services.webhooks.processDue(new Date())).toBe(1);
      expect(received.map((request) => request.headers['webhook-id'])).toEqual([received[0]!.headers['webhook-id'], received[0]!.headers['webhook-id']]);
      await log.getByRole('button', { name: 'Refresh' }).click();
      await expect.poll(() => log.getByText('Delivered', { exact: true }).count()).toBe(2);
      await log.getByText('Replay ·', { exact: false }).waitFor();
      await screenshot(page, 'webhooks');
    } finally {
      await new Promise<void>((resolve) => receiver.close(() => resolve()));
    }

    // Paused, then deleted.
    await card.getByRole('button', { name: 'Pause' }).click();
    await toast(page, 'Webhook Endpoint Paused').waitFor();
    await card.getByText('Paused', { exact: true }).waitFor();
    await card.getByRole('button', { name: 'Delete Our CRM' }).click();
    await toast(page, 'Webhook Endpoint Deleted').waitFor();
    await page.getByText('No endpoints yet.').waitFor();
    await page.close();
  });

  test('reads and works at phone width', async ({ server, browser, admin }) => {
    await admin.data('mutation ($input: CreateWebhookEndpointInput!) { createWebhookEndpoint(input: $input) { secret } }', {
      input: { url: 'https://hooks.example-crm.com/venue/grand-willow-hall/events', description: 'Bookkeeping', eventTypes: ['PAYMENT_RECORDED', 'QUOTE_ACCEPTED'] },
    });
    // An endpoint an integration registered with its own WEBHOOKS_WRITE token says so on its card.
    const { createApiToken } = await admin.data('mutation ($input: CreateApiTokenInput!) { createApiToken(input: $input) { secret } }', {
      input: { name: 'CRM hooks', scopes: ['WEBHOOKS_WRITE', 'INQUIRIES_READ'] },
    });
    const registered = await fetch(`${server.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${createApiToken.secret}` },
      body: JSON.stringify({
        query: 'mutation ($input: CreateWebhookEndpointInput!) { createWebhookEndpoint(input: $input) { endpoint { id } userErrors { message } } }',
        variables: { input: { url: 'https://crm.example.com/hooks', description: 'CRM intake', eventTypes: ['INQUIRY_RECEIVED'] } },
      }),
    }).then((response) => response.json() as Promise<{ data: { createWebhookEndpoint: { userErrors: unknown[] } } }>);
    expect(registered.data.createWebhookEndpoint.userErrors).toEqual([]);
    const page = await browser.newPage({ width: 390, height: 844 });
    await signInAsAdmin(page, server.url);
    await page.goto(`${server.url}/admin/webhooks`);
    const card = page.getByRole('region', { name: 'Endpoint Bookkeeping' });
    await card.getByText('Payment recorded').waitFor();
    await page.getByRole('region', { name: 'Endpoint CRM intake' }).getByText('Registered by the API token “CRM hooks”').waitFor();
    expect(await card.getByText('Registered by the API token').count()).toBe(0);
    // Nothing wider than the phone.
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await screenshot(page, 'webhooks-phone');
    await page.close();
  });
});
