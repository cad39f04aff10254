import { vi } from 'vitest';
import { describe, expect, it } from '../support/browser-fixtures.ts';
import { logger } from '../../server/logger.ts';
import { signInAttempts } from '../../server/db/schema/index.ts';
import { createTestUser } from '../support/factories.ts';
import { screenshot, signInThroughUi, toast } from '../support/browser.ts';
import { TEST_ADMIN } from '../support/test-server.ts';

describe('the admin guard (specification section 6)', () => {
  it('shows "Security Check" while the session is being verified', async ({ server, browser }) => {
    const page = await browser.newPage();
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/graphql', async (route) => {
      if ((route.request().postData() ?? '').includes('query Viewer')) await held;
      await route.continue();
    });
    await page.goto(`${server.url}/admin`);
    await page.getByRole('heading', { name: 'Security Check' }).waitFor();
    await page.getByText('Verifying access...').waitFor();
    release();
    await page.waitForURL(`${server.url}/auth`);
    await page.close();
  });

  it('sends an anonymous visitor to /auth with "Authentication Required"', async ({ server, browser }) => {
    const page = await browser.newPage();
    await page.goto(`${server.url}/admin/bookings`);
    await page.waitForURL(`${server.url}/auth`);
    await toast(page, 'Authentication Required').getByText('You must be logged in to access the admin panel.').waitFor();
    await page.getByRole('heading', { name: 'Admin Access' }).waitFor();
    await page.close();
  });

  it('sends a signed-in non-admin home with "Access Denied", after showing their role', async ({ server, browser }) => {
    const user = await createTestUser(server, 'user');
    const page = await browser.newPage();
    // Record what the guard rendered before redirecting (the role screen shows only for a moment).
    await page.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { __seen: string[] }).__seen = seen;
      new MutationObserver(() => {
        const text = document.body?.innerText ?? '';
        if (text.includes('Your current role')) seen.push(text);
      }).observe(document, { subtree: true, childList: true, characterData: true });
    });
    await page.goto(`${server.url}/auth`);
    await page.getByLabel('Email').fill(user.email);
    await page.getByRole('textbox', { name: 'Password' }).fill(user.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL(`${server.url}/admin`).catch(() => {});
    await page.waitForURL(`${server.url}/`);
    await toast(page, 'Access Denied').getByText("You don't have permission to access the admin panel. Admin privileges required.").waitFor();
    const seen = await page.evaluate(() => (window as unknown as { __seen: string[] }).__seen.join('\n'));
    expect(seen).toContain('Your current role');
    expect(seen.toLowerCase()).toContain('user');
    await page.close();
  });

  it('offers a signed-in non-admin Sign Out on /auth instead of bouncing them away', async ({ server, browser }) => {
    const user = await createTestUser(server, 'user');
    const page = await browser.newPage({ width: 390, height: 844 });
    await page.goto(`${server.url}/auth`);
    await page.getByLabel('Email').fill(user.email);
    await page.getByRole('textbox', { name: 'Password' }).fill(user.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL(`${server.url}/`);
    await toast(page, 'Access Denied').waitFor();

    // Back on /auth: who is signed in, their role, Sign Out and Return Home; no redirect.
    await page.goto(`${server.url}/auth`);
    await page.getByRole('heading', { name: 'Admin Access' }).waitFor();
    await page.getByText(`Signed in as ${user.email}`).waitFor();
    await page.getByText('Your current role:').waitFor();
    await page.getByRole('link', { name: 'Return Home' }).waitFor();
    expect(page.url()).toBe(`${server.url}/auth`);
    expect(await page.getByLabel('Email').count()).toBe(0);
    await screenshot(page, 'auth-signed-in-non-admin-390');

    await page.getByRole('button', { name: 'Sign Out' }).click();
    await toast(page, 'Signed out').waitFor();
    // Signed out: the sign-in form is back, and an admin can now sign in from it.
    await page.getByLabel('Email').fill(TEST_ADMIN.email);
    await page.getByRole('textbox', { name: 'Password' }).fill(TEST_ADMIN.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL(`${server.url}/admin`);
    await page.getByRole('heading', { name: 'Dashboard Overview' }).waitFor();
    await page.close();
  });

  it('has Sign Out on the Access Denied screen', async ({ server, browser }) => {
    const user = await createTestUser(server, 'user');
    const page = await browser.newPage();
    await page.goto(`${server.url}/auth`);
    await page.getByLabel('Email').fill(user.email);
    await page.getByRole('textbox', { name: 'Password' }).fill(user.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL(`${server.url}/`);
    // The screen shows only a moment before the redirect home: record its buttons as it renders.
    await page.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { __buttons: string[] }).__buttons = seen;
      new MutationObserver(() => {
        if (!document.body?.innerText.includes('Your current role')) return;
        for (const element of Array.from(document.querySelectorAll('a, button'))) seen.push((element as HTMLElement).innerText.trim());
      }).observe(document, { subtree: true, childList: true, characterData: true });
    });
    await page.goto(`${server.url}/admin`);
    await page.waitForURL(`${server.url}/`);
    const buttons = await page.evaluate(() => (window as unknown as { __buttons: string[] }).__buttons);
    expect(buttons).toEqual(expect.arrayContaining(['Return Home', 'Sign Out']));
    await page.close();
  });

  it('signs the admin in and out', async ({ server, browser }) => {
    const page = await browser.newPage();
    await signInThroughUi(page, server.url, TEST_ADMIN.email, TEST_ADMIN.password);
    await page.getByRole('heading', { name: 'Dashboard Overview' }).waitFor();
    await page.getByRole('button', { name: 'Sign Out' }).click();
    await page.waitForURL(`${server.url}/`);
    await page.goto(`${server.url}/admin`);
    await page.waitForURL(`${server.url}/auth`);
    await page.close();
  });

  it('says clearly on /auth when sign-in is delayed, and for how long', async ({ server, browser }) => {
    const warn = vi.spyOn(logger, 'warn').mockImplementation(() => {});
    // Ten wrong guesses against the admin from ten other addresses, as from a botnet: the owner's
    // browser (a stranger here: newPage clears its cookies) is delayed by seconds, not locked out.
    for (let i = 1; i <= 10; i += 1) {
      server.db.insert(signInAttempts).values({ email: TEST_ADMIN.email, ipAddress: `203.0.113.${i}` }).run();
    }
    const page = await browser.newPage();
    try {
      await page.goto(`${server.url}/auth`);
      await page.getByLabel('Email').fill(TEST_ADMIN.email);
      // Even the right password waits out the delay.
      await page.getByRole('textbox', { name: 'Password' }).fill(TEST_ADMIN.password);
      await page.getByRole('button', { name: 'Sign In' }).click();
      await toast(page, 'Too many attempts').getByText(/^Too many failed sign-in attempts\. Please wait \d+ seconds? and try again\.$/).waitFor();
      expect(page.url()).toBe(`${server.url}/auth`);
    } finally {
      server.db.delete(signInAttempts).run();
      warn.mockRestore();
      await page.close();
    }
  });
});
