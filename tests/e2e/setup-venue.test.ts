import { adminNotes, bookings } from '../../server/db/schema/index.ts';
import { screenshot, signInAsAdmin } from '../support/browser.ts';
import { describe, expect, it } from '../support/browser-fixtures.ts';
import { startTestServer } from '../support/test-server.ts';

/*
 * The dashboard while the venue is set up, as the owner sees it: a note from an upgrade, shown
 * until "Got it"; the "Set up your venue" checklist with a link per step; the demo data removed
 * after a confirmation, the lists and figures following. The empty venue a production install
 * starts with shows placeholders and no demo phone to visitors.
 */
describe('the dashboard of a venue being set up', () => {
  it('shows the note once, the checklist with its links, and removes the demo data after asking', { timeout: 150_000 }, async ({ server, browser }) => {
    server.db.insert(adminNotes).values({ title: 'Check your contact details', body: 'Your footer and your contact page showed different contact details.\nPhone: kept “(802) 555-0177” (shown in the footer).' }).run();
    for (const width of [390, 1440]) {
      const page = await browser.newPage({ width, height: 900 });
      try {
        await signInAsAdmin(page, server.url);
        await page.goto(`${server.url}/admin`);
        const checklist = page.getByRole('region', { name: 'Set up your venue' });
        await checklist.waitFor();
        await page.getByRole('alert').filter({ hasText: 'Check your contact details' }).waitFor();
        await screenshot(page, `setup-checklist-${width}`);
        if (width === 390) continue;

        await page.getByRole('button', { name: 'Got it' }).click();
        await page.getByText('Check your contact details').waitFor({ state: 'detached' });

        // A step's link opens its screen.
        await checklist.getByRole('listitem').filter({ hasText: 'Name your venue' }).getByRole('link', { name: 'Open' }).click();
        await expect.poll(() => new URL(page.url()).pathname).toBe('/admin/branding');
        await page.goBack();
        await checklist.waitFor();

        expect(server.db.select().from(bookings).all().length).toBe(9);
        await checklist.getByRole('button', { name: 'Remove demo data' }).click();
        const dialog = page.getByRole('dialog', { name: 'Remove the demo data?' });
        await dialog.getByText('9 sample bookings').waitFor();
        await dialog.getByRole('button', { name: 'Remove demo data' }).click();
        await page.getByText('Removed the demo data: 9 bookings, 2 inquiries').waitFor();
        await expect.poll(() => server.db.select().from(bookings).all().length).toBe(0);
        await checklist.getByText('Remove the demo bookings and inquiries').waitFor({ state: 'detached' });
        // The dashboard's figures follow.
        await page.getByText('No bookings yet.').first().waitFor();
        await screenshot(page, 'setup-checklist-after-demo-removed');

        await checklist.getByRole('button', { name: 'Hide checklist' }).click();
        await page.getByRole('button', { name: /Show the setup checklist/ }).waitFor();
      } finally {
        await page.close();
      }
    }
  });
});

describe('an empty venue', () => {
  it('shows visitors placeholders in brackets and none of the demo venue', { timeout: 150_000 }, async ({ browser }) => {
    const server = await startTestServer({ config: { starterVenue: 'empty' } });
    const page = await browser.newPage({ width: 390, height: 900 });
    try {
      await page.goto(`${server.url}/`);
      const html = await page.content();
      expect(html).toContain('[Your Venue]');
      expect(html).toContain('[Your headline]');
      expect(html).not.toContain('(631) 555-0142');
      expect(html).not.toContain('Grand Willow');
      await screenshot(page, 'empty-venue-home-390');
      await page.goto(`${server.url}/contact`);
      expect(await page.content()).not.toContain('555-0142');
      await screenshot(page, 'empty-venue-contact-390');
    } finally {
      await page.close();
      await server.close();
    }
  });
});
