import { describe, expect, it } from '../support/fixtures.ts';
import { firstErrorCode, type GraphQLSession } from '../support/graphql.ts';
import { firstResult, subscriptionClient } from '../support/subscriptions.ts';
import { waitFor } from '../support/wait.ts';

const NAVIGATION = `query { navigationPages { id pageSlug pageName path sortOrder } }`;
const ALL_PAGES = `query { pageSettings { id pageSlug pageName isActive sortOrder } }`;
const UPDATE = `mutation ($input: UpdatePageSettingInput!) { updatePageSetting(input: $input) { pageSetting { id pageName description isActive } } }`;
const REORDER = `mutation ($input: ReorderPageSettingsInput!) { reorderPageSettings(input: $input) { pageSettings { pageSlug sortOrder } } }`;

type Page = { id: string; pageSlug: string; pageName: string; isActive: boolean; sortOrder: number; path: string };

const pageBySlug = async (admin: GraphQLSession, slug: string) =>
  (await admin.data<{ pageSettings: Page[] }>(ALL_PAGES)).pageSettings.find((page) => page.pageSlug === slug)!;

describe('navigation', () => {
  it('lists the active pages in order with their paths, home at /', async ({ server }) => {
    const { navigationPages } = await server.session().data<{ navigationPages: Page[] }>(NAVIGATION);
    expect(navigationPages.map((page) => page.pageSlug)).toEqual(['home', 'about', 'events', 'gallery', 'faq', 'calendar', 'contact']);
    expect(navigationPages[0]!.path).toBe('/');
    expect(navigationPages[1]!.path).toBe('/about');
  });

  it('drops a hidden page at once and brings it back when shown', async ({ server, admin }) => {
    const gallery = await pageBySlug(admin, 'gallery');
    await admin.data(UPDATE, { input: { id: gallery.id, isActive: false } });
    let nav = (await server.session().data<{ navigationPages: Page[] }>(NAVIGATION)).navigationPages;
    expect(nav.map((page) => page.pageSlug)).not.toContain('gallery');
    await admin.data(UPDATE, { input: { id: gallery.id, isActive: true } });
    nav = (await server.session().data<{ navigationPages: Page[] }>(NAVIGATION)).navigationPages;
    expect(nav.map((page) => page.pageSlug)).toContain('gallery');
  });

  it('gives visitors null for a hidden page and admins the page', async ({ server, admin }) => {
    const query = `query { page(slug: "resources") { pageName isActive } }`;
    expect((await server.session().data(query)).page).toBeNull();
    expect((await admin.data(query)).page).toEqual({ pageName: 'Resources', isActive: false });
  });
});

describe('updating a page setting', () => {
  it('renames a page and edits its description, trimmed', async ({ admin }) => {
    const about = await pageBySlug(admin, 'about');
    const { updatePageSetting } = await admin.data(UPDATE, { input: { id: about.id, pageName: '  Our Story ', description: ' The hall and its people. ' } });
    expect(updatePageSetting.pageSetting).toMatchObject({ pageName: 'Our Story', description: 'The hall and its people.' });
    await admin.data(UPDATE, { input: { id: about.id, pageName: 'About' } });
  });

  it('refuses an empty name and changes nothing', async ({ admin }) => {
    const about = await pageBySlug(admin, 'about');
    const result = await admin.request(UPDATE, { input: { id: about.id, pageName: '   ' } });
    expect(firstErrorCode(result)).toBe('BAD_USER_INPUT');
    expect(result.errors?.[0]?.message).toBe('Page name is required.');
    expect((await pageBySlug(admin, 'about')).pageName).toBe('About');
  });

  it('says so when the page does not exist', async ({ admin }) => {
    const result = await admin.request(UPDATE, { input: { id: 'missing', isActive: true } });
    expect(firstErrorCode(result)).toBe('NOT_FOUND');
  });
});

describe('reordering pages', () => {
  it('writes 1-based positions in the given order and keeps unlisted pages after them', async ({ server, admin }) => {
    const nav = (await server.session().data<{ navigationPages: Page[] }>(NAVIGATION)).navigationPages;
    const reversed = [...nav].reverse();
    const { reorderPageSettings } = await admin.data(REORDER, { input: { ids: reversed.map((page) => page.id) } });
    expect(reorderPageSettings.pageSettings.slice(0, nav.length)).toEqual(
      reversed.map((page, index) => ({ pageSlug: page.pageSlug, sortOrder: index + 1 })),
    );
    expect(reorderPageSettings.pageSettings.at(-1)).toEqual({ pageSlug: 'resources', sortOrder: nav.length + 1 });
    const after = (await server.session().data<{ navigationPages: Page[] }>(NAVIGATION)).navigationPages;
    expect(after.map((page) => page.pageSlug)).toEqual(reversed.map((page) => page.pageSlug));
  });

  it('refuses duplicates and unknown ids, changing nothing', async ({ admin }) => {
    const before = (await admin.data<{ pageSettings: Page[] }>(ALL_PAGES)).pageSettings;
    const duplicate = await admin.request(REORDER, { input: { ids: [before[0]!.id, before[0]!.id] } });
    expect(duplicate.errors?.[0]?.message).toBe('A page appears twice in the new order.');
    const unknown = await admin.request(REORDER, { input: { ids: [before[1]!.id, 'nope'] } });
    expect(firstErrorCode(unknown)).toBe('NOT_FOUND');
    expect((await admin.data<{ pageSettings: Page[] }>(ALL_PAGES)).pageSettings).toEqual(before);
  });
});

describe('realtime', () => {
  it('tells subscribers over graphql-ws when a page setting changes', async ({ server, admin }) => {
    const client = subscriptionClient(server.url);
    try {
      const event = firstResult<{ pageSettingsChanged: { changedAt: string } }>(client, `subscription { pageSettingsChanged { changedAt } }`);
      // Give the subscription a moment to be registered before changing something.
      await waitFor(() => server.services.pubsub.listenerCount('pageSettingsChanged') > 0);
      const faq = await pageBySlug(admin, 'faq');
      await admin.data(UPDATE, { input: { id: faq.id, description: 'Questions, answered.' } });
      const result = await event;
      expect(result.errors).toBeUndefined();
      expect(new Date(result.data!.pageSettingsChanged.changedAt).getTime()).toBeGreaterThan(Date.now() - 10_000);
    } finally {
      await client.dispose();
    }
  });
});

