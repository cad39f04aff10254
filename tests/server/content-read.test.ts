import { eq } from 'drizzle-orm';
import { describe, expect, it, test } from '../support/fixtures.ts';
import { contentSections, galleryImages } from '../../server/db/schema/index.ts';

/*
 * The read side of staging (DESIGN.md): visitors see the published version; an admin asking for
 * preview sees staged edits and unpublished rows; ?preview=true from anyone else changes nothing.
 */
const SECTIONS = `query ($preview: Boolean) { contentSections(type: HERO, preview: $preview) { sectionKey title isPublished } }`;
const GALLERY = `query ($preview: Boolean) { galleryImages(preview: $preview) { title } }`;

test.beforeAll(async ({ server }) => {
  // Stage an edit of a published section, as the content editor will.
  server.db
    .update(contentSections)
    .set({ staged: { title: 'Staged hero title' }, isPublished: false })
    .where(eq(contentSections.sectionKey, 'hero_title'))
    .run();
  // A new, never-published gallery image.
  server.db
    .insert(galleryImages)
    .values({ title: 'Unpublished image', imageUrl: '/starter/x.webp', isPublished: false, publishedAt: null, sortOrder: 99 })
    .run();
});

const heroTitle = (result: { contentSections: { sectionKey: string; title: string }[] }) =>
  result.contentSections.find((section) => section.sectionKey === 'hero_title')?.title;

describe('published content for visitors', () => {
  it('keeps the published version on the site while an edit is staged', async ({ server }) => {
    expect(heroTitle(await server.session().data(SECTIONS))).toBe('Celebrate Under the Willow');
  });

  it('ignores preview for visitors and signed-in non-admins', async ({ server, nonAdmin: user }) => {
    expect(heroTitle(await server.session().data(SECTIONS, { preview: true }))).toBe('Celebrate Under the Willow');
    expect(heroTitle(await user.data(SECTIONS, { preview: true }))).toBe('Celebrate Under the Willow');
    const gallery = await user.data<{ galleryImages: { title: string }[] }>(GALLERY, { preview: true });
    expect(gallery.galleryImages.map((image) => image.title)).not.toContain('Unpublished image');
  });

  it('shows staged values and unpublished rows to an admin in preview, and the live site otherwise', async ({ admin }) => {
    expect(heroTitle(await admin.data(SECTIONS, { preview: true }))).toBe('Staged hero title');
    expect(heroTitle(await admin.data(SECTIONS))).toBe('Celebrate Under the Willow');
    const gallery = await admin.data<{ galleryImages: { title: string }[] }>(GALLERY, { preview: true });
    expect(gallery.galleryImages.map((image) => image.title)).toContain('Unpublished image');
  });

  it('hides inactive sections from everyone on the public site', async ({ server, admin }) => {
    server.db.update(contentSections).set({ isActive: false }).where(eq(contentSections.sectionKey, 'hero_subtitle')).run();
    const keys = (await admin.data<{ contentSections: { sectionKey: string }[] }>(SECTIONS, { preview: true })).contentSections.map(
      (section) => section.sectionKey,
    );
    expect(keys).not.toContain('hero_subtitle');
    server.db.update(contentSections).set({ isActive: true }).where(eq(contentSections.sectionKey, 'hero_subtitle')).run();
  });

  it('lists only active FAQs, in order', async ({ server }) => {
    const { faqs } = await server.session().data<{ faqs: { question: string; sortOrder: number }[] }>(`query { faqs { question sortOrder } }`);
    expect(faqs.length).toBeGreaterThanOrEqual(12);
    expect(faqs.map((faq) => faq.sortOrder)).toEqual([...faqs.map((faq) => faq.sortOrder)].sort((a, b) => a - b));
  });
});
