import type { Page } from 'playwright-core';
import { describe, expect, it } from '../support/browser-fixtures.ts';
import { signInAsAdmin, toast } from '../support/browser.ts';

/*
 * A refused upload is answered without reading its body, and the connection is closed a moment
 * later (server/http/uploads.ts). Chromium sends the whole body before it reads an answer, so it
 * cannot finish a large one: it reads the answer when the server closes the connection. These
 * tests hold that a browser still shows why, not "the upload failed": the owner whose session
 * ended in another tab picks a 9 MB logo, and a script posts one with XMLHttpRequest (as the
 * gallery's image field does).
 */

const SIGNED_OUT = 'You must be signed in to upload images.';
/** Under the 10 MB the screens check before sending, and more than loopback's buffers take at once. */
const NINE_MB = 9 * 1024 * 1024;

async function signedOutBranding(page: Page, url: string) {
  await signInAsAdmin(page, url);
  await page.goto(`${url}/admin/branding`);
  await page.getByRole('heading', { name: 'Branding Settings' }).waitFor();
  // The session ends elsewhere (signed out in another tab, or expired): the screen is still open.
  await page.context().clearCookies();
}

describe('a refused upload in the browser', () => {
  it('the owner whose session ended sees why a 9 MB logo was refused', async ({ server, page }) => {
    await signedOutBranding(page, server.url);
    const [chooser] = await Promise.all([page.waitForEvent('filechooser'), page.getByRole('button', { name: 'Upload logo' }).click()]);
    await chooser.setFiles({ name: 'logo.png', mimeType: 'image/png', buffer: Buffer.alloc(NINE_MB, 0x61) });
    await toast(page, SIGNED_OUT).waitFor({ timeout: 15_000 });
  });

  it('an XMLHttpRequest upload gets the answer too, with its message', async ({ server, page }) => {
    await signedOutBranding(page, server.url);
    const answer = await page.evaluate(
      (bytes) =>
        new Promise<string>((resolve) => {
          const xhr = new XMLHttpRequest();
          xhr.open('POST', '/api/uploads?purpose=gallery');
          xhr.onload = () => resolve(`${xhr.status} ${xhr.responseText}`);
          xhr.onerror = () => resolve('network error');
          xhr.send(new Blob([new Uint8Array(bytes)]));
        }),
      NINE_MB,
    );
    expect(answer).toBe(`401 ${JSON.stringify({ error: SIGNED_OUT })}`);
  });
});
