import type { Page } from 'playwright-core';
import { formatLongDate } from '../../shared/dates.ts';
import { describe, expect, it } from '../support/browser-fixtures.ts';
import { screenshot, openAdminTab } from '../support/browser.ts';

/*
 * Every admin dialog with inputs asks before it drops what was typed: Esc, ✕ and a click outside
 * ask "Discard your changes?"; Keep Editing leaves the text as it was; the dialog's own Cancel
 * closes without asking, and an untouched dialog closes at once.
 */

const asking = (page: Page) => page.getByRole('dialog', { name: 'Discard your changes?' });

/** Clicks the dimmed page around the dialog (Mantine's overlay). */
async function clickOutside(page: Page) {
  await page.mouse.click(8, 450);
}

describe('dialogs with inputs ask before closing', () => {
  it('Place hold and Mark as lost on an inquiry card: Esc, ✕ and a click outside ask; Keep Editing keeps the text', async ({ server, browser, factories }) => {
    const name = 'Dana Dialogue';
    factories.inquiry({ name, email: 'dana.dialogue@example.com', desiredDate: factories.day(90) });
    const page = await openAdminTab({ server, browser }, 'inquiries');
    const card = page.getByRole('article', { name });

    // Place hold: a changed length, then Esc.
    await card.getByRole('button', { name: 'Place hold' }).click();
    const hold = page.getByRole('dialog', { name: `Place a hold for ${name}` });
    const days = hold.getByLabel('Hold for (days)');
    await days.fill('3');
    await page.keyboard.press('Escape');
    await asking(page).waitFor();
    await screenshot(page, 'guarded-place-hold-desktop', { fullPage: false });
    await asking(page).getByRole('button', { name: 'Keep Editing' }).click();
    await asking(page).waitFor({ state: 'hidden' });
    await expect(days.inputValue()).resolves.toBe('3');
    // A click outside asks too; Discard closes, and the next opening starts from the defaults.
    await clickOutside(page);
    await asking(page).getByRole('button', { name: 'Discard Changes' }).click();
    await hold.waitFor({ state: 'hidden' });
    await card.getByRole('button', { name: 'Place hold' }).click();
    await expect(hold.getByLabel('Hold for (days)').inputValue()).resolves.toBe('7');
    // Untouched: Esc closes at once.
    await page.keyboard.press('Escape');
    await hold.waitFor({ state: 'hidden' });

    // Mark as lost: a typed note, then ✕.
    await card.getByRole('button', { name: 'Mark as lost' }).click();
    const lost = page.getByRole('dialog', { name: `Mark ${name}'s inquiry as lost` });
    const note = lost.getByLabel('Note (optional)');
    await note.fill('They chose a venue closer to home.');
    await lost.getByRole('button', { name: 'Close' }).click();
    await asking(page).getByRole('button', { name: 'Keep Editing' }).click();
    await expect(note.inputValue()).resolves.toBe('They chose a venue closer to home.');
    // The dialog's own Cancel does not ask.
    await lost.getByRole('button', { name: 'Cancel' }).click();
    await lost.waitFor({ state: 'hidden' });
    expect(await asking(page).count()).toBe(0);
    await page.close();
  }, 120_000);

  it('Edit special date: Esc with a changed note asks; Discard leaves the date as it was', async ({ server, browser, factories, admin }) => {
    const date = factories.day(120);
    factories.specialDate({ date, status: 'premium_rate', premiumMultiplier: 1.5, notes: 'Peak season' });
    const page = await openAdminTab({ server, browser }, 'calendar');
    await page.getByRole('button', { name: `Edit ${formatLongDate(date)}` }).last().click();
    const dialog = page.getByRole('dialog', { name: `Edit ${formatLongDate(date)}` });
    const notes = dialog.getByLabel('Notes');
    await expect(notes.inputValue()).resolves.toBe('Peak season');
    await notes.fill('Holiday weekend');
    await page.keyboard.press('Escape');
    await asking(page).getByRole('button', { name: 'Keep Editing' }).click();
    await expect(notes.inputValue()).resolves.toBe('Holiday weekend');
    await page.setViewportSize({ width: 390, height: 844 });
    await screenshot(page, 'guarded-special-date-phone', { fullPage: false });
    await page.setViewportSize({ width: 1440, height: 900 });
    await clickOutside(page);
    await asking(page).getByRole('button', { name: 'Discard Changes' }).click();
    await dialog.waitFor({ state: 'hidden' });
    const { specialDates } = await admin.data<{ specialDates: { nodes: { date: string; notes: string | null }[] } }>(
      'query ($from: LocalDate!) { specialDates(from: $from, to: $from) { nodes { date notes } } }',
      { from: date },
    );
    expect(specialDates.nodes).toEqual([{ date, notes: 'Peak season' }]);
    await page.close();
  }, 120_000);
});
