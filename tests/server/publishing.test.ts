import { eq } from 'drizzle-orm';
import { describe, expect, it } from '../support/fixtures.ts';
import { contentChangeLog, contentSections, galleryImages } from '../../server/db/schema/index.ts';
import { contentChangeStats } from '../../server/modules/publishing/index.ts';
import { firstErrorCode, type GraphQLSession } from '../support/graphql.ts';
import { firstResult, subscriptionClient } from '../support/subscriptions.ts';
import type { TestServer } from '../support/test-server.ts';

/*
 * Staging and publishing end to end over HTTP (DESIGN.md, "Staged content, done right"): an edit
 * never changes what visitors see until it is published; publish applies pending changes (all or
 * one table) in one go; revert discards a pending change; published changes cannot be reverted.
 */

const PUBLIC_SECTIONS = `query ($type: ContentSectionType, $preview: Boolean) { contentSections(type: $type, preview: $preview) { id sectionKey title content isPublished } }`;
const PUBLIC_GALLERY = `query ($preview: Boolean) { galleryImages(preview: $preview) { id title category } }`;
const PUBLIC_SLIDES = `query ($preview: Boolean) { heroSlides(preview: $preview) { id title subtitle } }`;
const ADMIN_SECTIONS = `query ($type: ContentSectionType) { adminContentSections(type: $type) { id sectionKey title content isActive isPublished publishedAt } }`;
const UPDATE_SECTION = `mutation ($input: UpdateContentSectionInput!) { updateContentSection(input: $input) { contentSection { id title content isPublished } } }`;
const UPDATE_IMAGE = `mutation ($input: UpdateGalleryImageInput!) { updateGalleryImage(input: $input) { galleryImage { id title category isPublished } } }`;
const CREATE_IMAGE = `mutation ($input: CreateGalleryImageInput!) { createGalleryImage(input: $input) { galleryImage { id title isPublished publishedAt } } }`;
const UPDATE_SLIDE = `mutation ($input: UpdateHeroSlideInput!) { updateHeroSlide(input: $input) { heroSlide { id title subtitle isPublished } } }`;
const PUBLISH = `mutation ($input: PublishContentChangesInput!) { publishContentChanges(input: $input) { publishedCount } }`;
const REVERT = `mutation ($input: RevertContentChangeInput!) { revertContentChange(input: $input) { change { id status revertedAt } } }`;
const LOG = `query { contentChangeLog(first: 50) { nodes { id tableName recordId changeType status description createdBy createdAt publishedAt fieldChanges { field label oldValue newValue } } } }`;
const COUNT = `query ($tableName: ContentTable) { pendingChangeCount(tableName: $tableName) }`;
const STATS = `query { contentChangeStats { pending publishedToday pendingByTable { tableName count } } }`;

type Section = { id: string; sectionKey: string; title: string; content: string; isPublished: boolean };
type Change = {
  id: string;
  tableName: string;
  recordId: string;
  changeType: string;
  status: string;
  description: string;
  createdBy: string | null;
  fieldChanges: { field: string; label: string; oldValue: string | null; newValue: string | null }[];
};

async function publicSection(server: TestServer, key: string, type = 'EVENT', preview = false) {
  const { contentSections } = await server.session().data<{ contentSections: Section[] }>(PUBLIC_SECTIONS, { type, preview });
  return contentSections.find((section) => section.sectionKey === key);
}
async function adminPreviewSection(admin: GraphQLSession, key: string, type = 'EVENT') {
  const { contentSections } = await admin.data<{ contentSections: Section[] }>(PUBLIC_SECTIONS, { type, preview: true });
  return contentSections.find((section) => section.sectionKey === key);
}
async function sectionId(admin: GraphQLSession, key: string, type = 'EVENT') {
  const { adminContentSections } = await admin.data<{ adminContentSections: Section[] }>(ADMIN_SECTIONS, { type });
  return adminContentSections.find((section) => section.sectionKey === key)!.id;
}
const changeLog = async (admin: GraphQLSession) => (await admin.data<{ contentChangeLog: { nodes: Change[] } }>(LOG)).contentChangeLog.nodes;
const pending = async (admin: GraphQLSession, tableName?: string) => (await admin.data<{ pendingChangeCount: number }>(COUNT, { tableName })).pendingChangeCount;
const publishAll = async (admin: GraphQLSession) => (await admin.data<{ publishContentChanges: { publishedCount: number } }>(PUBLISH, { input: {} })).publishContentChanges.publishedCount;

describe('staging an edit', () => {
  it('keeps the published version for visitors, shows the edit in preview, and logs a readable pending change', async ({ server, admin }) => {
    const id = await sectionId(admin, 'wedding_events');
    const result = await admin.data<{ updateContentSection: { contentSection: Section } }>(UPDATE_SECTION, {
      input: { id, title: 'Weddings & Elopements' },
    });
    expect(result.updateContentSection.contentSection).toMatchObject({ title: 'Weddings & Elopements', isPublished: false });

    expect((await publicSection(server, 'wedding_events'))?.title).toBe('Weddings');
    expect((await adminPreviewSection(admin, 'wedding_events'))?.title).toBe('Weddings & Elopements');
    // A visitor asking for preview still gets the live site.
    expect((await publicSection(server, 'wedding_events', 'EVENT', true))?.title).toBe('Weddings');

    const [latest] = await changeLog(admin);
    expect(latest).toMatchObject({
      tableName: 'CONTENT_SECTIONS',
      recordId: id,
      changeType: 'UPDATE',
      status: 'PENDING',
      description: "Updated title of 'Weddings' (event section)",
      createdBy: 'owner@venue.test',
    });
    expect(latest!.fieldChanges).toEqual([{ field: 'title', label: 'Title', oldValue: 'Weddings', newValue: 'Weddings & Elopements' }]);
  });

  it('merges repeated edits of the same item into its one pending entry', async ({ server, admin }) => {
    const id = await sectionId(admin, 'wedding_events');
    await admin.data(UPDATE_SECTION, { input: { id, content: 'Vows on the lawn, dinner under the chandeliers.' } });
    const entries = (await changeLog(admin)).filter((entry) => entry.recordId === id && entry.status === 'PENDING');
    expect(entries).toHaveLength(1);
    expect(entries[0]!.description).toBe("Updated title and content of 'Weddings' (event section)");
    expect(entries[0]!.fieldChanges.map((change) => change.field)).toEqual(['title', 'content']);
    // The live content is still the published one.
    expect((await publicSection(server, 'wedding_events'))?.content).toMatch(/^Ceremony on the willow lawn/);
  });

  it('writes nothing when saved values equal what is staged, and clears the entry when the edit is undone by hand', async ({ server, admin }) => {
    const id = await sectionId(admin, 'birthday_events');
    const before = await pending(admin);
    await admin.data(UPDATE_SECTION, { input: { id, title: 'Birthdays' } });
    expect(await pending(admin)).toBe(before);
    await admin.data(UPDATE_SECTION, { input: { id, title: 'Birthday Parties' } });
    expect(await pending(admin)).toBe(before + 1);
    await admin.data(UPDATE_SECTION, { input: { id, title: 'Birthdays' } });
    expect(await pending(admin)).toBe(before);
    const row = server.db.select().from(contentSections).where(eq(contentSections.id, id)).get()!;
    expect(row).toMatchObject({ staged: null, isPublished: true });
  });

  it('stages hero slide and gallery edits the same way', async ({ server, admin }) => {
    const { heroSlides } = await server.session().data<{ heroSlides: { id: string; title: string }[] }>(PUBLIC_SLIDES);
    const slide = heroSlides[0]!;
    await admin.data(UPDATE_SLIDE, { input: { id: slide.id, title: 'An evening under the chandeliers', subtitle: 'Up to 450 guests' } });
    expect((await server.session().data<{ heroSlides: { id: string; title: string }[] }>(PUBLIC_SLIDES)).heroSlides[0]!.title).toBe(slide.title);
    expect((await admin.data<{ heroSlides: { id: string; title: string }[] }>(PUBLIC_SLIDES, { preview: true })).heroSlides[0]!.title).toBe(
      'An evening under the chandeliers',
    );

    const { galleryImages } = await server.session().data<{ galleryImages: { id: string; title: string; category: string }[] }>(PUBLIC_GALLERY);
    const image = galleryImages[0]!;
    await admin.data(UPDATE_IMAGE, { input: { id: image.id, category: 'RECEPTIONS' } });
    const live = (await server.session().data<{ galleryImages: { id: string; category: string }[] }>(PUBLIC_GALLERY)).galleryImages;
    expect(live.find((candidate) => candidate.id === image.id)?.category).toBe(image.category);
    const [latest] = await changeLog(admin);
    expect(latest!.description).toBe(`Updated category of '${image.title}' (gallery image)`);
  });

  it('keeps a new gallery image off the site until it is published', async ({ server, admin }) => {
    const { createGalleryImage } = await admin.data<{ createGalleryImage: { galleryImage: { id: string; isPublished: boolean; publishedAt: string | null } } }>(
      CREATE_IMAGE,
      { input: { title: 'Spring garden party', category: 'RECEPTIONS', imageUrl: '/starter/gallery-string-lights.webp', altText: 'Lights' } },
    );
    expect(createGalleryImage.galleryImage).toMatchObject({ isPublished: false, publishedAt: null });
    const visitorTitles = (await server.session().data<{ galleryImages: { title: string }[] }>(PUBLIC_GALLERY)).galleryImages.map((i) => i.title);
    expect(visitorTitles).not.toContain('Spring garden party');
    const previewTitles = (await admin.data<{ galleryImages: { title: string }[] }>(PUBLIC_GALLERY, { preview: true })).galleryImages.map((i) => i.title);
    expect(previewTitles).toContain('Spring garden party');
    const [latest] = await changeLog(admin);
    expect(latest).toMatchObject({ changeType: 'CREATE', status: 'PENDING', description: "Added gallery image 'Spring garden party'" });
    expect(latest!.fieldChanges.find((change) => change.field === 'title')).toEqual({ field: 'title', label: 'Title', oldValue: null, newValue: 'Spring garden party' });
  });
});

describe('publishing', () => {
  it('publishes one table only, leaving the others pending', async ({ server, admin }) => {
    const sectionsPending = await pending(admin, 'CONTENT_SECTIONS');
    const galleryPending = await pending(admin, 'GALLERY_IMAGES');
    const slidesPending = await pending(admin, 'HERO_SLIDES');
    expect(sectionsPending).toBeGreaterThan(0);
    expect(galleryPending).toBe(2);
    expect(slidesPending).toBe(1);

    const { publishContentChanges } = await admin.data(PUBLISH, { input: { tableName: 'GALLERY_IMAGES' } });
    expect(publishContentChanges.publishedCount).toBe(2);
    expect(await pending(admin, 'GALLERY_IMAGES')).toBe(0);
    expect(await pending(admin, 'CONTENT_SECTIONS')).toBe(sectionsPending);
    expect(await pending(admin, 'HERO_SLIDES')).toBe(slidesPending);

    const visitorTitles = (await server.session().data<{ galleryImages: { title: string }[] }>(PUBLIC_GALLERY)).galleryImages.map((i) => i.title);
    expect(visitorTitles).toContain('Spring garden party');
    const row = server.db.select().from(galleryImages).where(eq(galleryImages.title, 'Spring garden party')).get()!;
    expect(row).toMatchObject({ isPublished: true, staged: null });
    expect(row.publishedAt).toBeInstanceOf(Date);
  });

  it('publishes everything that is pending in one go and returns the count', async ({ server, admin }) => {
    const total = await pending(admin);
    expect(total).toBeGreaterThan(0);
    expect(await publishAll(admin)).toBe(total);
    expect(await pending(admin)).toBe(0);

    expect((await publicSection(server, 'wedding_events'))).toMatchObject({ title: 'Weddings & Elopements', content: 'Vows on the lawn, dinner under the chandeliers.', isPublished: true });
    const row = server.db.select().from(contentSections).where(eq(contentSections.sectionKey, 'wedding_events')).get()!;
    expect(row.staged).toBeNull();
    const published = (await changeLog(admin)).filter((entry) => entry.status === 'PUBLISHED');
    expect(published.length).toBeGreaterThanOrEqual(total);
    expect(server.db.select().from(contentChangeLog).where(eq(contentChangeLog.status, 'pending')).all()).toHaveLength(0);
    // Nothing left: publishing again publishes nothing.
    expect(await publishAll(admin)).toBe(0);
  });

  it("counts 'Published Today' in the venue's time zone", async ({ server, admin }) => {
    const { contentChangeStats: stats } = await admin.data<{ contentChangeStats: { pending: number; publishedToday: number } }>(STATS);
    expect(stats.pending).toBe(0);
    expect(stats.publishedToday).toBeGreaterThanOrEqual(4);
    // 03:30 UTC on 2 March is still 1 March in New York: a change published then belongs to 1 March.
    const entry = server.db.select().from(contentChangeLog).where(eq(contentChangeLog.status, 'published')).get()!;
    server.db.update(contentChangeLog).set({ publishedAt: new Date('2030-03-02T03:30:00Z') }).where(eq(contentChangeLog.id, entry.id)).run();
    expect(contentChangeStats(server.db, { timeZone: 'America/New_York', now: new Date('2030-03-01T15:00:00Z') }).publishedToday).toBe(1);
    expect(contentChangeStats(server.db, { timeZone: 'America/New_York', now: new Date('2030-03-02T15:00:00Z') }).publishedToday).toBe(0);
    expect(contentChangeStats(server.db, { timeZone: 'UTC', now: new Date('2030-03-02T15:00:00Z') }).publishedToday).toBe(1);
  });
});

describe('reverting', () => {
  it('restores an edited item to its published value', async ({ server, admin }) => {
    const id = await sectionId(admin, 'retirement_events');
    await admin.data(UPDATE_SECTION, { input: { id, title: 'Retirement Send-offs' } });
    const entry = (await changeLog(admin)).find((change) => change.recordId === id && change.status === 'PENDING')!;
    const { revertContentChange } = await admin.data(REVERT, { input: { id: entry.id } });
    expect(revertContentChange.change.status).toBe('REVERTED');
    expect(revertContentChange.change.revertedAt).toBeTruthy();
    expect((await adminPreviewSection(admin, 'retirement_events'))?.title).toBe('Retirements');
    const row = server.db.select().from(contentSections).where(eq(contentSections.id, id)).get()!;
    expect(row).toMatchObject({ title: 'Retirements', staged: null, isPublished: true });
    expect(await pending(admin)).toBe(0);
  });

  it('deletes a new, never-published item', async ({ server, admin }) => {
    const { createGalleryImage } = await admin.data(CREATE_IMAGE, {
      input: { title: 'Rehearsal dinner', category: 'RECEPTIONS', imageUrl: '/starter/gallery-gala-dinner.webp' },
    });
    const id = createGalleryImage.galleryImage.id as string;
    const entry = (await changeLog(admin)).find((change) => change.recordId === id)!;
    await admin.data(REVERT, { input: { id: entry.id } });
    expect(server.db.select().from(galleryImages).where(eq(galleryImages.id, id)).get()).toBeUndefined();
  });

  it('refuses to revert a published change and changes nothing', async ({ server, admin }) => {
    const published = (await changeLog(admin)).find((change) => change.status === 'PUBLISHED' && change.changeType === 'UPDATE')!;
    const before = server.db.select().from(contentSections).all();
    const result = await admin.request(REVERT, { input: { id: published.id } });
    expect(result.errors?.[0]?.extensions).toMatchObject({ code: 'CONFLICT', reason: 'STATE', currentStatus: 'PUBLISHED' });
    expect(result.errors?.[0]?.message).toBe('This change has already been published and cannot be reverted. Only pending changes can be reverted.');
    expect(server.db.select().from(contentSections).all()).toEqual(before);
    expect((await changeLog(admin)).find((change) => change.id === published.id)!.status).toBe('PUBLISHED');
  });

  it('answers a change reverted already as it is (nothing changes), and says so for an unknown change', async ({ server, admin }) => {
    const reverted = (await changeLog(admin)).find((change) => change.status === 'REVERTED')!;
    const before = server.db.select().from(contentChangeLog).where(eq(contentChangeLog.id, reverted.id)).get();
    const again = await admin.data(REVERT, { input: { id: reverted.id } });
    expect(again.revertContentChange.change).toMatchObject({ id: reverted.id, status: 'REVERTED' });
    expect(server.db.select().from(contentChangeLog).where(eq(contentChangeLog.id, reverted.id)).get()).toEqual(before);
    const missing = await admin.request(REVERT, { input: { id: 'no-such-change' } });
    expect(firstErrorCode(missing)).toBe('NOT_FOUND');
  });
});

describe('the change log', () => {
  it('lists the entries newest first, a page at a time: older ones follow the first 50', async ({ admin }) => {
    const id = await sectionId(admin, 'anniversary_events');
    for (let i = 0; i < 50; i++) {
      // Alternating titles, publishing each time, so every edit is a new entry.
      await admin.data(UPDATE_SECTION, { input: { id, title: `Anniversaries ${i}` } });
      await publishAll(admin);
    }
    const firstPage = (
      await admin.data<{ contentChangeLog: { totalCount: number; pageInfo: { hasNextPage: boolean }; nodes: Change[] } }>(
        `query { contentChangeLog(first: 50) { totalCount pageInfo { hasNextPage } nodes { description createdAt } } }`,
      )
    ).contentChangeLog;
    expect(firstPage.totalCount).toBeGreaterThan(50);
    expect(firstPage.pageInfo.hasNextPage).toBe(true);
    const log = firstPage.nodes;
    expect(log).toHaveLength(50);
    const times = log.map((entry) => new Date((entry as unknown as { createdAt: string }).createdAt).getTime());
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(log[0]!.description).toBe("Updated title of 'Anniversaries 48' (event section)");
  });

  it('tells subscribed admin screens about staged changes, publishes and reverts', async ({ server, admin }) => {
    const client = subscriptionClient(server.url, { cookie: admin.cookie });
    try {
      const event = firstResult<{ contentChangeLogChanged: { reason: string } }>(client, `subscription { contentChangeLogChanged { reason changedAt } }`);
      // Give the subscription a moment to be registered before changing something.
      await new Promise((resolve) => setTimeout(resolve, 150));
      await admin.data(UPDATE_SECTION, { input: { id: await sectionId(admin, 'welcome', 'HERO'), content: 'Welcome, friends.' } });
      expect((await event).data?.contentChangeLogChanged.reason).toBe('staged');
      const published = firstResult<{ contentChangeLogChanged: { reason: string } }>(client, `subscription { contentChangeLogChanged { reason } }`);
      await new Promise((resolve) => setTimeout(resolve, 150));
      await publishAll(admin);
      expect((await published).data?.contentChangeLogChanged.reason).toBe('published');
    } finally {
      await client.dispose();
    }
  });
});
