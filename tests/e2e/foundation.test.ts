import { describe, expect, it } from '../support/browser-fixtures.ts';
import type { Page } from 'playwright-core';
import { createTestUser } from '../support/factories.ts';
import { screenshot, signInThroughUi, toast, waitForTitle } from '../support/browser.ts';
import { TEST_ADMIN } from '../support/test-server.ts';

async function collectConsole(page: Page) {
  const messages: string[] = [];
  page.on('console', (message) => messages.push(`${message.type()}: ${message.text()}`));
  return messages;
}

describe('the public shell', () => {
  it('shows the home page with starter content, navigation from page settings and the footer', async ({ server, browser }) => {
    const page = await browser.newPage();
    await page.goto(server.url);
    await page.getByRole('heading', { level: 1, name: 'Celebrate Under the Willow' }).waitFor();
    const nav = page.getByRole('navigation', { name: 'Main' }).first();
    for (const label of ['Home', 'About', 'Events & Pricing', 'Gallery', 'FAQ', 'Availability', 'Contact']) {
      await nav.getByRole('link', { name: label, exact: true }).waitFor();
    }
    // Resources is hidden in the starter content, and visitors get no Admin link.
    expect(await nav.getByRole('link', { name: 'Resources' }).count()).toBe(0);
    expect(await nav.getByRole('link', { name: 'Admin' }).count()).toBe(0);
    await page.getByRole('link', { name: 'Book Your Event' }).waitFor();
    await page.getByRole('link', { name: 'Check Availability' }).waitFor();
    await page.getByRole('link', { name: 'Explore the Venue' }).waitFor();
    const footer = page.getByRole('contentinfo');
    await footer.getByText('(631) 555-0142').waitFor();
    expect(await footer.getByRole('link', { name: 'Photo Gallery' }).getAttribute('href')).toBe('/gallery');
    await waitForTitle(page, 'Grand Willow Hall');
    await screenshot(page, 'home-desktop');
    await page.close();
  });

  it('opens the same links from a menu toggle on a phone', async ({ server, browser }) => {
    const page = await browser.newPage({ width: 390, height: 844 });
    await page.goto(server.url);
    // A native disclosure's <summary>, so the menu opens without JavaScript (no-js-browse.test.ts).
    const toggle = page.locator('header summary', { hasText: 'Open menu' });
    await toggle.click();
    const menu = page.locator('#mobile-menu');
    await menu.getByRole('link', { name: 'Contact' }).click();
    await page.waitForURL(`${server.url}/contact`);
    await waitForTitle(page, 'Contact · Grand Willow Hall');
    await page.goto(server.url);
    await page.getByRole('heading', { level: 1 }).waitFor();
    await screenshot(page, 'home-phone');
    await page.close();
  });

  it('shows Loading… while the code of the first screen arrives, never a blank page', async ({ server, browser }) => {
    const page = await browser.newPage();
    // /auth is rendered in the browser: hold its chunk back until the loading state has been seen.
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/AuthPage-[\w-]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    const navigation = page.goto(`${server.url}/auth`);
    await page.getByRole('status').filter({ hasText: 'Loading…' }).waitFor();
    release();
    await navigation;
    await page.getByRole('heading', { name: 'Admin Access' }).waitFor();
    expect(await page.getByText('Loading…').count()).toBe(0);

    // A visitor page comes rendered by the server: its content shows before its island's code has arrived.
    let releaseFaq: () => void = () => {};
    const heldFaq = new Promise<void>((resolve) => (releaseFaq = resolve));
    // The FAQ island's own chunk (scripts/production/island-chunks.ts names it island-faq-*).
    await page.route(/\/assets\/island-faq-[\w-]+\.js$/, async (route) => {
      await heldFaq;
      await route.continue();
    });
    const faq = page.goto(`${server.url}/faq`);
    await page.getByRole('heading', { level: 1, name: 'Frequently Asked Questions' }).waitFor();
    expect(await page.locator('html').getAttribute('data-hydrated')).toBeNull();
    releaseFaq();
    await faq;
    expect(await page.locator('html').getAttribute('data-hydrated')).toBe('true');
    await page.close();
  });

  it('shows the 404 page for an unknown path, logs the path, and links home', async ({ server, browser }) => {
    const page = await browser.newPage();
    const messages = await collectConsole(page);
    const response = await page.goto(`${server.url}/no/such/page`);
    expect(response?.status()).toBe(404);
    await page.getByText('Oops! Page not found').waitFor();
    expect(messages.some((line) => line.includes('/no/such/page'))).toBe(true);
    await page.getByRole('link', { name: 'Return to Home' }).click();
    await page.waitForURL(`${server.url}/`);
    await page.close();
  });
});

describe('signing in and the admin guard', () => {
  it('sends an anonymous visitor from /admin to /auth with the specification toast', async ({ server, browser }) => {
    const page = await browser.newPage();
    await page.goto(`${server.url}/admin`);
    await page.waitForURL(`${server.url}/auth`);
    await toast(page, 'You must be logged in to access the admin panel.').waitFor();
    await page.getByRole('heading', { name: 'Admin Access' }).waitFor();
    await page.close();
  });

  it('validates the sign-in form and reports bad credentials with "Login Failed"', async ({ server, browser }) => {
    const page = await browser.newPage();
    await page.goto(`${server.url}/auth`);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.getByText('Email and password are required').first().waitFor();
    await page.getByLabel('Email').fill('not-an-email');
    await page.getByRole('textbox', { name: 'Password' }).fill('x');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.getByText('Invalid email format').waitFor();
    await page.getByLabel('Email').fill(TEST_ADMIN.email);
    await page.getByRole('textbox', { name: 'Password' }).fill('wrong password');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await toast(page, 'Login Failed').getByText('Invalid email or password. Please try again.').waitFor();
    await page.close();
  });

  it('signs the admin in, shows the dashboard with every section, and signs out', async ({ server, browser }) => {
    const page = await browser.newPage();
    await signInThroughUi(page, server.url, `  ${TEST_ADMIN.email.toUpperCase()}  `, TEST_ADMIN.password);
    await toast(page, 'Welcome back!').getByText('You have successfully signed in.').waitFor();
    const sidebar = page.getByRole('navigation', { name: 'Admin sections' });
    // The content group (and the others that matter daily) are open; settings and account expand on click.
    for (const label of ['Dashboard', 'Bookings', 'Homepage', 'About', 'FAQ', 'Events', 'Gallery', 'Calendar', 'Contact', 'Pages', 'Change Log']) {
      await sidebar.getByRole('link', { name: label, exact: true }).waitFor();
    }
    await sidebar.getByRole('button', { name: 'Site Settings' }).click();
    for (const label of ['Social & Footer', 'Branding', 'SEO', 'AI Receptionist']) {
      await sidebar.getByRole('link', { name: label, exact: true }).waitFor();
    }
    await sidebar.getByRole('button', { name: 'Account & Help' }).click();
    for (const label of ['Profile', 'E-mail Outbox', 'Dashboard Guide']) {
      await sidebar.getByRole('link', { name: label, exact: true }).waitFor();
    }
    // Each section is at its own address: reload and back keep it.
    await sidebar.getByRole('link', { name: 'FAQ', exact: true }).click();
    await page.waitForURL(`${server.url}/admin/faq`);
    await page.getByRole('heading', { name: 'FAQ Management' }).waitFor();
    await page.reload();
    await page.getByRole('heading', { name: 'FAQ Management' }).waitFor();
    await page.goBack();
    await page.waitForURL(`${server.url}/admin`);
    // An old link naming an unknown section falls back to the dashboard; an address under /admin
    // that is no section is not found.
    await page.goto(`${server.url}/admin?section=nonsense`);
    await page.waitForURL(`${server.url}/admin`);
    await page.getByRole('heading', { name: 'Dashboard Overview' }).waitFor();
    // An old link followed inside the app goes where the server sends it.
    await page.evaluate(() => {
      window.history.pushState(null, '', '/admin?section=faq&x=1');
      window.dispatchEvent(new PopStateEvent('popstate', { state: null }));
    });
    await page.waitForURL(`${server.url}/admin/faq?x=1`);
    await page.getByRole('heading', { name: 'FAQ Management' }).waitFor();
    await page.goto(`${server.url}/admin/nonsense`);
    await page.getByText('Oops! Page not found').waitFor();
    await page.goto(`${server.url}/admin`);
    await page.getByRole('heading', { name: 'Dashboard Overview' }).waitFor();
    await screenshot(page, 'admin-desktop');
    // The public site now shows the Admin link.
    await page.goto(server.url);
    await page.getByRole('navigation', { name: 'Main' }).first().getByRole('link', { name: 'Admin' }).click();
    await page.waitForURL(`${server.url}/admin`);
    await page.getByRole('button', { name: 'Sign Out' }).click();
    await page.waitForURL(`${server.url}/`);
    await page.goto(`${server.url}/admin`);
    await page.waitForURL(`${server.url}/auth`);
    await page.close();
  });

  it('sends a signed-in non-admin from /admin to / with "Access Denied"', async ({ server, browser }) => {
    const user = await createTestUser(server, 'user');
    const page = await browser.newPage();
    await page.goto(`${server.url}/auth`);
    await page.getByLabel('Email').fill(user.email);
    await page.getByRole('textbox', { name: 'Password' }).fill(user.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL(`${server.url}/`);
    await toast(page, 'Access Denied').getByText("You don't have permission to access the admin panel. Admin privileges required.").waitFor();
    await page.close();
  });
});
