import { formatLongDate } from '../../shared/dates.ts';
import { describe, expect, it } from '../support/browser-fixtures.ts';
import { screenshot, toast, openAdminTab } from '../support/browser.ts';

/*
 * No edit is lost on Calendar Settings and Page Management either: two browser contexts edit the
 * same special date or page name; the second save is refused, the conflict view shows the text
 * saved meanwhile beside the owner's, and the owner's choice is what is saved.
 */

describe('two admins, one special date', () => {
  it('refuses the second save of its notes and shows the notes saved meanwhile above the edit dialog', async ({ server, admin, factories, browser, otherBrowser }) => {
    const date = factories.day(130);
    factories.specialDate({ date, status: 'premium_rate', premiumMultiplier: 1.5, notes: 'Peak season' });
    const [a, b] = await Promise.all([openAdminTab({ server, browser }, 'calendar'), openAdminTab({ server, browser: otherBrowser }, 'calendar')]);
    const title = `Edit ${formatLongDate(date)}`;
    for (const page of [a, b]) await page.getByRole('button', { name: title }).last().click();
    const mine = 'Holiday weekend: two-night minimum';
    const theirs = 'Peak season, Saturday rate';
    await a.getByRole('dialog', { name: title }).getByLabel('Notes').fill(mine);
    await b.getByRole('dialog', { name: title }).getByLabel('Notes').fill(theirs);
    await b.getByRole('button', { name: 'Save Changes' }).click();
    await toast(b, 'Special date updated successfully').waitFor();

    await a.getByRole('button', { name: 'Save Changes' }).click();
    const conflict = a.getByRole('dialog').filter({ hasText: 'This special date was saved meanwhile' });
    await conflict.getByRole('group', { name: 'Notes: saved meanwhile' }).getByText(theirs).waitFor();
    await expect(conflict.getByRole('textbox', { name: 'Notes: your version' }).inputValue()).resolves.toBe(mine);
    await screenshot(a, 'version-conflict-special-date-desktop', { fullPage: false });
    await conflict.getByRole('button', { name: 'Save My Version' }).click();
    await toast(a, 'Special date updated successfully').waitFor();
    const { specialDates } = await admin.data<{ specialDates: { nodes: { notes: string | null; version: number }[] } }>(
      'query ($from: LocalDate!) { specialDates(from: $from, to: $from) { nodes { notes version } } }',
      { from: date },
    );
    expect(specialDates.nodes).toEqual([{ notes: mine, version: 3 }]);
    await Promise.all([a.close(), b.close()]);
  }, 120_000);
});

describe('two admins, one page name', () => {
  it('refuses the second rename and lets the owner keep the name saved meanwhile', async ({ server, admin, browser, otherBrowser }) => {
    const [a, b] = await Promise.all([openAdminTab({ server, browser }, 'pages'), openAdminTab({ server, browser: otherBrowser }, 'pages')]);
    for (const page of [a, b]) await page.getByRole('button', { name: 'Edit Gallery' }).click();
    await a.getByRole('textbox', { name: 'Page name' }).fill('Photos');
    await b.getByRole('textbox', { name: 'Page name' }).fill('Our Gallery');
    await b.getByRole('button', { name: 'Save', exact: true }).click();
    await toast(b, 'Page setting updated successfully').waitFor();

    await a.getByRole('button', { name: 'Save', exact: true }).click();
    const conflict = a.getByRole('dialog').filter({ hasText: 'This page was saved meanwhile' });
    await conflict.getByRole('group', { name: 'Page name: saved meanwhile' }).getByText('Our Gallery').waitFor();
    await conflict.getByRole('button', { name: 'Use the Saved Version' }).click();
    await expect(a.getByRole('textbox', { name: 'Page name' }).inputValue()).resolves.toBe('Our Gallery');
    const { pageSettings } = await admin.data<{ pageSettings: { pageSlug: string; pageName: string }[] }>('{ pageSettings { pageSlug pageName } }');
    expect(pageSettings.find((page) => page.pageSlug === 'gallery')?.pageName).toBe('Our Gallery');
    await Promise.all([a.close(), b.close()]);
  }, 120_000);
});
