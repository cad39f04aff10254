import type { Page } from 'playwright-core';
import { describe, expect, it } from '../support/browser-fixtures.ts';
import { screenshot, signInAsAdmin, toast, openAdminTab } from '../support/browser.ts';

/*
 * The owner's profile and the venue's alert switches are saved against the version the screen
 * showed. Two browser contexts: the second saves first; the first's save is
 * refused, nothing of it is written, and it is shown the saved record beside its own.
 */

describe('two tabs, one profile', () => {
  it('refuses the second display-name save, shows the name saved meanwhile beside the owner’s, and saves the owner’s on request', async ({ server, browser, otherBrowser, admin: api }) => {
    const [a, b] = await Promise.all([openAdminTab({ server, browser }, 'profile'), openAdminTab({ server, browser: otherBrowser }, 'profile')]);
    const mine = 'Rosa Delgado';
    const theirs = 'Rosa (events)';
    await a.getByRole('textbox', { name: 'Display name' }).fill(mine);
    await b.getByRole('textbox', { name: 'Display name' }).fill(theirs);
    await b.getByRole('button', { name: 'Update Profile' }).click();
    await toast(b, 'Your profile has been saved.').waitFor();

    await a.getByRole('button', { name: 'Update Profile' }).click();
    const dialog = a.getByRole('dialog').filter({ hasText: 'saved meanwhile' });
    await dialog.getByRole('group', { name: 'Display name: saved meanwhile' }).getByText(theirs).waitFor();
    await expect(dialog.getByRole('textbox', { name: 'Display name: your version' }).inputValue()).resolves.toBe(mine);
    const before = await api.data<{ viewer: { displayName: string } }>('{ viewer { displayName } }');
    expect(before.viewer.displayName).toBe(theirs);
    await screenshot(a, 'stale-profile-desktop', { fullPage: false });

    await dialog.getByRole('button', { name: 'Save My Version' }).click();
    await toast(a, 'Your profile has been saved.').waitFor();
    const after = await api.data<{ viewer: { displayName: string } }>('{ viewer { displayName } }');
    expect(after.viewer.displayName).toBe(mine);
    await Promise.all([a.close(), b.close()]);
  });
});

describe('two tabs, one venue alert', () => {
  it('a switch made on an alert switched meanwhile is not made: the notice shows it as it is now', async ({ server, browser, otherBrowser }) => {
    const a = await openAdminTab({ server, browser }, 'follow-ups');
    // B's live updates never arrive, so it still shows the alert as it was read.
    const b = await otherBrowser.newPage({ width: 1440, height: 900 });
    await b.routeWebSocket(/.*/, () => {});
    await signInAsAdmin(b, server.url);
    await b.goto(`${server.url}/admin/follow-ups`);
    const alert = (page: Page) => page.getByRole('switch', { name: 'A payment is overdue' });
    await Promise.all([alert(a).waitFor(), alert(b).waitFor()]);
    // B has read everything its screen asks for before A switches: a read still under way on a busy
    // machine would otherwise bring B the newer version, and B's switch would simply be made.
    await b.waitForLoadState('networkidle');

    await alert(a).click({ force: true });
    await toast(a, 'A payment is overdue: off.').waitFor();
    await alert(b).click({ force: true });
    const notice = b.getByRole('dialog').filter({ hasText: 'Changed since you opened it' });
    await notice.getByText('Nothing was switched', { exact: false }).waitFor();
    await notice.getByRole('button', { name: 'Leave It' }).click();
    await notice.waitFor({ state: 'hidden' });
    await expect.poll(() => alert(b).isChecked()).toBe(false);
    await Promise.all([a.close(), b.close()]);
  });
});
