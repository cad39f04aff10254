import type { Page } from 'playwright-core';
import { describe, expect, it } from '../support/browser-fixtures.ts';
import { openAdminTab, screenshot, toast } from '../support/browser.ts';

/*
 * An inquiry's status and source are changed on the version its card shows. Two browser contexts:
 * the second changes the inquiry, the first (whose live updates never arrive) then changes it as it
 * still shows it; nothing changes, the first is shown the inquiry as saved now, and may leave it or
 * apply its change again on that version.
 */

function staleNotice(page: Page) {
  return page.getByRole('dialog').filter({ hasText: 'Changed since you opened it' });
}

interface AdminInquiry {
  inquiry: { status: string; source: string; version: number };
}

const CREATE = `mutation C($input: CreateInquiryInput!) { createInquiry(input: $input) { inquiry { id } } }`;
const READ = `query I($id: ID!) { inquiry(id: $id) { status source version } }`;

async function createInquiry(api: { data<T>(query: string, variables?: Record<string, unknown>): Promise<T> }, name: string): Promise<string> {
  const created = await api.data<{ createInquiry: { inquiry: { id: string } } }>(CREATE, { input: { name, email: `${name.split(' ')[0]!.toLowerCase()}@example.com`, message: 'An autumn wedding for 120.' } });
  return created.createInquiry.inquiry.id;
}

describe('a stale inquiry status', () => {
  it('marking read an inquiry another browser marked handled changes nothing: the notice shows it handled; left, the card shows it as saved', async ({ server, browser, otherBrowser, admin: api }) => {
    const name = 'Odette Stale-Status';
    const id = await createInquiry(api, name);
    // Tab a misses live updates (its connection dropped a moment), so it still shows what it read.
    const [a, b] = await Promise.all([openAdminTab({ server, browser }, 'inquiries', { liveUpdates: false }), openAdminTab({ server, browser: otherBrowser }, 'inquiries')]);
    const cardA = a.getByRole('article', { name });
    const cardB = b.getByRole('article', { name });
    await cardA.getByRole('button', { name: 'Mark as Read' }).waitFor();

    await cardB.getByRole('button', { name: 'Mark Handled' }).click();
    await toast(b, 'Inquiry marked as handled.').waitFor();

    await cardA.getByRole('button', { name: 'Mark as Read' }).click();
    const notice = staleNotice(a);
    await notice.getByText('Nothing was changed', { exact: false }).waitFor();
    await notice.getByText('(status changed)', { exact: false }).waitFor();
    await notice.getByRole('group', { name: 'As saved now' }).getByText('Handled').waitFor();
    await screenshot(a, 'stale-inquiry-status-desktop', { fullPage: false });
    await a.setViewportSize({ width: 390, height: 844 });
    await screenshot(a, 'stale-inquiry-status-phone', { fullPage: false });
    await a.setViewportSize({ width: 1440, height: 900 });
    expect((await api.data<AdminInquiry>(READ, { id })).inquiry.status).toBe('HANDLED');

    // Left as it is: the card reads the inquiry again and shows it handled.
    await notice.getByRole('button', { name: 'Leave It' }).click();
    await notice.waitFor({ state: 'hidden' });
    await cardA.getByRole('button', { name: 'Reopen' }).waitFor();
    expect((await api.data<AdminInquiry>(READ, { id })).inquiry.status).toBe('HANDLED');
    await Promise.all([a.close(), b.close()]);
  });

  it('a source changed in another browser is shown; applied again, the owner’s source is saved and both are kept', async ({ server, browser, otherBrowser, admin: api }) => {
    const name = 'Pavel Stale-Source';
    const id = await createInquiry(api, name);
    // Tab a misses live updates (its connection dropped a moment), so it still shows what it read.
    const [a, b] = await Promise.all([openAdminTab({ server, browser }, 'inquiries', { liveUpdates: false }), openAdminTab({ server, browser: otherBrowser }, 'inquiries')]);
    const sourceA = a.getByRole('article', { name }).getByRole('combobox');
    await sourceA.waitFor();

    await b.getByRole('article', { name }).getByRole('combobox').selectOption({ label: 'Search engine' });
    await toast(b, 'Source set to search engine.').waitFor();

    await sourceA.selectOption({ label: 'Social media' });
    const notice = staleNotice(a);
    await notice.getByText('(source changed)', { exact: false }).waitFor();
    await notice.getByRole('group', { name: 'As saved now' }).getByText('Search engine').waitFor();
    expect((await api.data<AdminInquiry>(READ, { id })).inquiry.source).toBe('SEARCH_ENGINE');

    await notice.getByRole('button', { name: 'Set It to Social media' }).click();
    await toast(a, 'Source set to social media.').waitFor();
    expect((await api.data<AdminInquiry>(READ, { id })).inquiry).toMatchObject({ source: 'SOCIAL_MEDIA' });
    const kept = await api.data<{ savedVersions: { nodes: { summary: string }[] } }>(`query V($id: ID) { savedVersions(kind: INQUIRY, recordId: $id) { nodes { summary } } }`, { id });
    expect(kept.savedVersions.nodes).toHaveLength(2);
    await Promise.all([a.close(), b.close()]);
  });
});
