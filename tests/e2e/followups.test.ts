import { eq } from 'drizzle-orm';
import { followUpSettings } from '../../server/db/schema/index.ts';
import { FOLLOW_UPS } from '../../shared/followups.ts';
import { screenshot, signInAsAdmin, toast } from '../support/browser.ts';
import { describe, expect, test } from '../support/browser-fixtures.ts';
import { untilSubscribed } from '../support/test-server.ts';

/*
 * The owner's Follow-ups screen: edit a template with a placeholder inserted
 * by a click, read the live preview, switch another follow-up off, save, reload and find both
 * kept. An unknown placeholder is named before saving; leaving with unsaved edits asks first.
 */

describe('Follow-ups', () => {
  test('the owner edits a template, sees the preview, switches one off, saves, and finds it kept after a reload', { timeout: 120_000 }, async ({ server, browser }) => {
    const page = await browser.newPage({ width: 1440, height: 1000 });
    await signInAsAdmin(page, server.url);
    await page.goto(`${server.url}/admin/follow-ups`);
    await page.getByRole('heading', { level: 1, name: 'Follow-ups' }).waitFor();

    const overdue = page.getByRole('region', { name: 'Payment overdue' });
    const subject = overdue.getByRole('textbox', { name: 'Subject' });
    await subject.fill('Reminder: ');
    await overdue.getByRole('button', { name: '{{amountDue}}' }).click();
    await expect.poll(() => subject.inputValue()).toBe('Reminder: {{amountDue}}');
    await subject.pressSequentially(' is open');
    const body = overdue.getByRole('textbox', { name: 'Message' });
    await body.fill('Hello {{clientName}}, please pay by {{dueDate}}.');

    // The preview fills sample values (shared/followups.ts) as the owner types.
    const preview = page.getByRole('region', { name: 'Preview of "Payment overdue"' });
    await preview.getByText('Reminder: $1,250.00 is open', { exact: true }).waitFor();
    await preview.getByText('Hello Jordan Ellis, please pay by Monday, November 30, 2026.').waitFor();

    // An unknown placeholder is named at once, and the preview says why it cannot render.
    await body.fill('Hello {{clientNmae}}');
    await overdue.getByText('{{clientNmae}} is not a placeholder of "Payment overdue"').first().waitFor();
    await preview.getByText(/clientNmae/).waitFor();
    await body.fill('Hello {{clientName}}, please pay by {{dueDate}}.');
    await overdue.getByRole('button', { name: 'Save' }).click();
    await toast(page, 'Follow-up saved.').waitFor();

    // Another follow-up switched off.
    const due = page.getByRole('region', { name: 'Payment due' });
    const dueSwitch = due.getByRole('switch', { name: 'Send this follow-up' });
    expect(await dueSwitch.isChecked()).toBe(true);
    await dueSwitch.click({ force: true });
    await due.getByText('Unsaved changes').waitFor();
    await screenshot(page, 'follow-ups-1440');
    await due.getByRole('button', { name: 'Save' }).click();
    await due.getByText('Off', { exact: true }).waitFor();

    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Follow-ups' }).waitFor();
    expect(await page.getByRole('region', { name: 'Payment overdue' }).getByRole('textbox', { name: 'Subject' }).inputValue()).toBe('Reminder: {{amountDue}} is open');
    expect(await page.getByRole('region', { name: 'Payment due' }).getByRole('switch', { name: 'Send this follow-up' }).isChecked()).toBe(false);
    expect(server.db.select().from(followUpSettings).where(eq(followUpSettings.kind, 'payment_due')).get()!.enabled).toBe(false);

    // Reset to default brings the texts back (the switch stays as saved).
    await page.getByRole('region', { name: 'Payment overdue' }).getByRole('button', { name: 'Reset to default' }).click();
    await toast(page, 'Texts reset to the default.').waitFor();
    expect(await page.getByRole('region', { name: 'Payment overdue' }).getByRole('textbox', { name: 'Subject' }).inputValue()).toBe(FOLLOW_UPS.payment_overdue.defaultSubject);
    await page.close();
  });

  test('unsaved edits ask before leaving the screen', async ({ server, browser }) => {
    const page = await browser.newPage({ width: 1440, height: 1000 });
    await signInAsAdmin(page, server.url);
    await page.goto(`${server.url}/admin/follow-ups`);
    await page.getByRole('heading', { level: 1, name: 'Follow-ups' }).waitFor();
    const days = page.getByRole('region', { name: 'Quote not accepted' }).getByRole('textbox', { name: 'Days after the quote was sent' });
    await days.fill('5');
    await page.getByRole('navigation', { name: 'Admin sections' }).getByRole('link', { name: 'Dashboard', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Leave without saving?' });
    await dialog.waitFor({ timeout: 3000 });
    await dialog.getByRole('button', { name: 'Stay and Keep Editing' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(await days.inputValue()).toBe('5');
    await page.close();
  });

  test('a follow-up saved in another tab shows here without a reload; unsaved edits here stay', async ({ server, browser }) => {
    // With no screen open only the follow-up scheduler listens (one listener); a page closed by the
    // previous test may take a moment to let go of its subscription.
    await expect.poll(() => server.services.pubsub.listenerCount('followUpsChanged')).toBe(1);
    const page = await browser.newPage({ width: 1440, height: 1000 });
    await signInAsAdmin(page, server.url);
    await page.goto(`${server.url}/admin/follow-ups`);
    await page.getByRole('heading', { level: 1, name: 'Follow-ups' }).waitFor();
    const other = await browser.newPage({ width: 1440, height: 1000, keepCookies: true });
    try {
      await other.goto(`${server.url}/admin/follow-ups`);
      await other.getByRole('heading', { level: 1, name: 'Follow-ups' }).waitFor();
      await untilSubscribed(server, 'followUpsChanged', 3); // the scheduler and both tabs

      // An unsaved edit here, in the card the other tab switches off.
      const quoteHere = page.getByRole('region', { name: 'Quote not accepted' });
      await quoteHere.getByRole('textbox', { name: 'Message' }).fill('Still deciding? Reply to this e-mail.');

      const holdThere = other.getByRole('region', { name: 'Hold expiring' });
      await holdThere.getByRole('textbox', { name: 'Subject' }).fill('{{clientName}}, your hold on {{eventDate}} ends soon');
      await holdThere.getByRole('button', { name: 'Save' }).click();
      await toast(other, 'Follow-up saved.').waitFor();
      const quoteThere = other.getByRole('region', { name: 'Quote not accepted' });
      await quoteThere.getByRole('switch', { name: 'Send this follow-up' }).click({ force: true });
      await quoteThere.getByRole('button', { name: 'Save' }).click();
      await quoteThere.getByText('Off', { exact: true }).waitFor();

      const holdHere = page.getByRole('region', { name: 'Hold expiring' }).getByRole('textbox', { name: 'Subject' });
      await expect.poll(() => holdHere.inputValue(), { timeout: 10_000 }).toBe('{{clientName}}, your hold on {{eventDate}} ends soon');
      // The card being edited here keeps the owner's words; the new saved state is what it compares with.
      expect(await quoteHere.getByRole('textbox', { name: 'Message' }).inputValue()).toBe('Still deciding? Reply to this e-mail.');
      await quoteHere.getByText('Unsaved changes').waitFor();
    } finally {
      await other.close();
      await page.close();
    }
  });

  test('at phone width the screen fits', async ({ server, browser }) => {
    const page = await browser.newPage({ width: 390, height: 844 });
    await signInAsAdmin(page, server.url);
    await page.goto(`${server.url}/admin/follow-ups`);
    await page.getByRole('region', { name: 'Preview of "Inquiry not answered"' }).getByTestId('preview-subject').waitFor();
    await screenshot(page, 'follow-ups-390');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.close();
  });
});
