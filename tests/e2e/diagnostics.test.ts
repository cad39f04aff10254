import { describe, expect, it } from '../support/browser-fixtures.ts';
import { contentSections } from '../../server/db/schema/index.ts';
import { createTestUser } from '../support/factories.ts';
import { screenshot, signInAsAdmin, toast } from '../support/browser.ts';
import { TEST_ADMIN } from '../support/test-server.ts';

describe('Admin Database Test (/admin-test)', () => {
  it('tells a visitor to log in, with FAIL results and the failure toasts', async ({ server, browser }) => {
    const page = await browser.newPage({ width: 390, height: 844 });
    await page.goto(`${server.url}/admin-test`);
    await page.getByRole('heading', { name: 'Admin Database Test' }).waitFor();
    await page.getByText('Not signed in').waitFor();
    await page.getByRole('button', { name: 'Run All Tests' }).click();
    await toast(page, 'Database Test Failed').getByText('User not authenticated. Please log in first.').waitFor();
    await toast(page, 'Content Test Failed').getByText('Please log in as admin first').waitFor();
    const database = page.getByLabel('Admin database test: FAIL');
    await database.getByText('FAIL', { exact: true }).waitFor();
    await database.getByText('Session: User not authenticated. Please log in first.').waitFor();
    await page.getByLabel('Content editing test: FAIL').waitFor();
    expect(await page.getByText('Show details').count()).toBe(0);
    await screenshot(page, 'diagnostics-visitor-390');
    await page.close();
  });

  it('tells a signed-in non-admin their role', async ({ server, browser }) => {
    const user = await createTestUser(server, 'user');
    const page = await browser.newPage();
    await page.goto(`${server.url}/auth`);
    await page.getByLabel('Email').fill(user.email);
    await page.getByRole('textbox', { name: 'Password' }).fill(user.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL(`${server.url}/`);
    await page.goto(`${server.url}/admin-test`);
    await page.getByRole('button', { name: 'Test Admin Database' }).click();
    await toast(page, 'Database Test Failed').getByText('User role: user. Admin access required.').waitFor();
    // The check says its name once: "User role: user. Admin access required.", not "User role: User role: ...".
    const database = page.getByLabel('Admin database test: FAIL');
    await database.getByText('User role: user. Admin access required.', { exact: true }).first().waitFor();
    expect(await database.getByText(/User role: User role/i).count()).toBe(0);
    await page.close();
  });

  it('passes every check for an admin, shows the details, and changes nothing', async ({ server, browser }) => {
    const before = server.db.select().from(contentSections).all();
    const page = await browser.newPage();
    await signInAsAdmin(page, server.url);
    await page.goto(`${server.url}/admin-test`);
    await page.getByText(`Signed in as ${TEST_ADMIN.email}`).waitFor();

    await page.getByRole('button', { name: 'Test Admin Database' }).click();
    await toast(page, 'Database Test Passed').getByText('Admin database test successful!').waitFor();
    await page.getByRole('button', { name: 'Test Content Editing' }).click();
    await toast(page, 'Content Test Passed').getByText('Content editing test complete').waitFor();

    await page.getByRole('button', { name: 'Run All Tests' }).click();
    const database = page.getByLabel('Admin database test: PASS');
    const content = page.getByLabel('Content editing test: PASS');
    await database.waitFor();
    await content.waitFor();
    for (const check of ['User role: admin', 'Integrity check: PRAGMA integrity_check: ok']) {
      await database.getByText(check, { exact: true }).waitFor();
    }
    expect(await page.getByText(/User role: (Role|User role)/).count()).toBe(0);
    await database.getByText(/Update test: Updated ".+" inside a transaction, then rolled back: nothing changed/).waitFor();
    await database.getByText(/Migrations: Latest applied: \d{4}_\w+/).waitFor();
    await database.getByRole('button', { name: 'Show details' }).click();
    await database.getByText('"canUpdate": true').waitFor();
    await database.getByText('"contentSections": 5').waitFor();
    await screenshot(page, 'diagnostics-admin-1440');

    expect(server.db.select().from(contentSections).all()).toEqual(before);
    await page.close();
  });
});
