import { eq } from 'drizzle-orm';
import { describe, expect, test } from '../../../tests/support/service-world.ts';
import type { ServiceWorld } from '../../../tests/support/service-world.ts';
import { asAdmin, expectStale, keptVersions, refusal } from '../../../tests/support/versions.ts';
import { contentSections, faqs, galleryImages, heroSlides, pageSettings } from '../../db/schema/index.ts';
import {
  createContentSection,
  createGalleryImage,
  deleteContentSection,
  deleteGalleryImage,
  setContentSectionActive,
  setGalleryImageActive,
  setHeroSlideActive,
  updateContentSection,
  updateGalleryImage,
  updateHeroSlide,
} from '../content/index.ts';
import { createFaq, deleteFaq, listFaqs, reorderFaqs, updateFaq } from '../faqs/index.ts';
import { listPages, reorderPageSettings, updatePageSetting } from '../pages/index.ts';

/*
 * Switches, deletes and reorders name the version the owner was shown, like edits do: one made
 * on a record saved since is refused with CONFLICT (and the record as it is now), writes nothing,
 * and the newer version is not lost; named with the current version it applies and moves it on.
 */

const deps = (world: ServiceWorld) => ({ db: world.db, pubsub: world.pubsub, userId: world.adminId });

describe('Live/Hidden switches', () => {
  test('a gallery image switched from a stale version stays as it is; from the current one it switches and is kept', async ({ world }) => {
    const image = await createGalleryImage(deps(world), { title: 'Porch', category: 'Weddings', imageUrl: '/starter/porch.jpg' });
    // Another tab retitles it; this tab still shows version 1.
    const renamed = await updateGalleryImage(deps(world), { id: image.id, title: 'Front porch', version: 1 });
    const error = await refusal(setGalleryImageActive(deps(world), { id: image.id, isActive: false, version: 1 }));
    expectStale(error, { kind: 'gallery_image', yours: 1, current: renamed.version });
    expect(error.extensions.current).toMatchObject({ title: 'Front porch', isActive: true });
    expect(world.db.select().from(galleryImages).where(eq(galleryImages.id, image.id)).get()).toMatchObject({ isActive: true, version: renamed.version });

    const hidden = await setGalleryImageActive(deps(world), { id: image.id, isActive: false, version: renamed.version });
    expect(hidden).toMatchObject({ isActive: false, version: renamed.version + 1 });
    expect(keptVersions(world, 'gallery_image', image.id)[0]).toMatchObject({ change: 'update', oldValues: { isActive: true }, newValues: { isActive: false } });
    expect(keptVersions(world, 'gallery_image', image.id)[0]!.summary).toBe("Updated live on the site of 'Front porch' (gallery image)");
  });

  test('switching to what the record already shows writes nothing and keeps its version', async ({ world }) => {
    const image = await createGalleryImage(deps(world), { title: 'Hall', imageUrl: '/starter/hall.jpg' });
    await expect(setGalleryImageActive(deps(world), { id: image.id, isActive: true, version: 1 })).resolves.toMatchObject({ version: 1 });
    expect(keptVersions(world, 'gallery_image', image.id)).toHaveLength(1);
  });

  test('a section and a hero slide switched from a stale version are refused and unchanged', async ({ world }) => {
    const section = await createContentSection(deps(world), { type: 'other', title: 'Vendors', content: 'Our list.' });
    await updateContentSection(deps(world), { id: section.id, content: 'Our approved list.', version: 1 });
    expectStale(await refusal(setContentSectionActive(deps(world), { id: section.id, isActive: false, version: 1 })), { kind: 'content_section', yours: 1, current: 2 });
    expect(world.db.select().from(contentSections).where(eq(contentSections.id, section.id)).get()).toMatchObject({ isActive: true, version: 2 });

    const slide = world.db.insert(heroSlides).values({ title: 'Welcome', imageUrl: '/starter/hero.jpg', publishedAt: new Date(), isPublished: true }).returning().get();
    await updateHeroSlide(deps(world), { id: slide.id, subtitle: 'Since 1921', version: 1 });
    const error = await refusal(setHeroSlideActive(deps(world), { id: slide.id, isActive: false, version: 1 }));
    expectStale(error, { kind: 'hero_slide', yours: 1, current: 2 });
    expect(error.extensions.current).toMatchObject({ subtitle: 'Since 1921', isActive: true });
    expect(world.db.select().from(heroSlides).where(eq(heroSlides.id, slide.id)).get()).toMatchObject({ isActive: true, version: 2 });
    await expect(setHeroSlideActive(deps(world), { id: slide.id, isActive: false, version: 2 })).resolves.toMatchObject({ isActive: false, version: 3 });
  });

  test('a switch without a version is not checked (integrations that write blind keep working)', async ({ world }) => {
    const image = await createGalleryImage(deps(world), { title: 'Lawn', imageUrl: '/starter/lawn.jpg' });
    await updateGalleryImage(deps(world), { id: image.id, title: 'Back lawn', version: 1 });
    await expect(setGalleryImageActive(deps(world), { id: image.id, isActive: false })).resolves.toMatchObject({ isActive: false, version: 3 });
  });
});

describe('deletes', () => {
  test('an FAQ edited since it was shown is not deleted; deleted at its current version, every version is kept', async ({ world }) => {
    const faq = await createFaq(world.db, { question: 'Can we bring our own caterer?', answer: 'Yes.' }, asAdmin(world));
    await updateFaq(world.db, { id: faq.id, answer: 'Yes, from our approved list.', version: 1 }, asAdmin(world));
    const error = await refusal(deleteFaq(world.db, faq.id, asAdmin(world), 1));
    expectStale(error, { kind: 'faq', yours: 1, current: 2 });
    expect(error.extensions.current).toMatchObject({ answer: 'Yes, from our approved list.' });
    expect(listFaqs(world.db, { activeOnly: false }).map((row) => row.id)).toEqual([faq.id]);

    await deleteFaq(world.db, faq.id, asAdmin(world), 2);
    expect(world.db.select().from(faqs).all()).toEqual([]);
    expect(keptVersions(world, 'faq', faq.id).map((row) => [row.change, row.version])).toEqual([
      ['delete', 2],
      ['update', 2],
      ['create', 1],
    ]);
  });

  test('a gallery image or a section edited since it was shown is not deleted', async ({ world }) => {
    const image = await createGalleryImage(deps(world), { title: 'Porch', imageUrl: '/starter/porch.jpg' });
    await setGalleryImageActive(deps(world), { id: image.id, isActive: false, version: 1 });
    expectStale(await refusal(deleteGalleryImage(deps(world), image.id, 1)), { kind: 'gallery_image', yours: 1, current: 2 });
    expect(world.db.select().from(galleryImages).where(eq(galleryImages.id, image.id)).get()).toBeDefined();
    await deleteGalleryImage(deps(world), image.id, 2);
    expect(world.db.select().from(galleryImages).where(eq(galleryImages.id, image.id)).get()).toBeUndefined();

    const section = await createContentSection(deps(world), { type: 'other', title: 'Vendors', content: 'Our list.' });
    await updateContentSection(deps(world), { id: section.id, title: 'Our vendors', version: 1 });
    expectStale(await refusal(deleteContentSection(deps(world), section.id, 1)), { kind: 'content_section', yours: 1, current: 2 });
    expect(world.db.select().from(contentSections).where(eq(contentSections.id, section.id)).get()).toMatchObject({ title: 'Our vendors' });
    expect(keptVersions(world, 'content_section', section.id).map((row) => row.change)).toEqual(['update', 'create']);
  });
});

describe('reorders', () => {
  test('FAQs reordered from a list changed since it was shown stay in their order', async ({ world }) => {
    const first = await createFaq(world.db, { question: 'First?', answer: 'One.' }, asAdmin(world));
    const second = await createFaq(world.db, { question: 'Second?', answer: 'Two.' }, asAdmin(world));
    const third = await createFaq(world.db, { question: 'Third?', answer: 'Three.' }, asAdmin(world));
    // Another tab moves the third to the top; this tab still shows every FAQ at version 1.
    await reorderFaqs(world.db, [third.id, first.id, second.id], [1, 1, 1]);
    const before = listFaqs(world.db, { activeOnly: false }).map((row) => [row.id, row.sortOrder, row.version]);
    const error = await refusal(reorderFaqs(world.db, [second.id, first.id, third.id], [1, 1, 1]));
    expect(error.extensions).toMatchObject({ code: 'CONFLICT', reason: 'STALE_VERSION', kind: 'FAQ' });
    expect(listFaqs(world.db, { activeOnly: false }).map((row) => [row.id, row.sortOrder, row.version])).toEqual(before);

    // Named with the versions now shown, the order applies.
    const shown = listFaqs(world.db, { activeOnly: false });
    const byId = new Map(shown.map((row) => [row.id, row.version]));
    const order = [second.id, first.id, third.id];
    const reordered = await reorderFaqs(world.db, order, order.map((id) => byId.get(id)!));
    expect(reordered.map((row) => row.id)).toEqual(order);
  });

  test('a reorder names one version per FAQ', async ({ world }) => {
    const only = await createFaq(world.db, { question: 'Only?', answer: 'Yes.' }, asAdmin(world));
    expect((await refusal(reorderFaqs(world.db, [only.id], [1, 1]))).extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'versions' });
  });

  test('pages reordered after one was renamed elsewhere stay in their order', async ({ world }) => {
    const a = world.db.insert(pageSettings).values({ pageSlug: 'about', pageName: 'About', description: '', sortOrder: 1 }).returning().get();
    const b = world.db.insert(pageSettings).values({ pageSlug: 'faq', pageName: 'FAQ', description: '', sortOrder: 2 }).returning().get();
    await updatePageSetting(world, { id: b.id, pageName: 'Questions', version: b.version }, asAdmin(world));
    const error = await refusal(reorderPageSettings(world, [b.id, a.id], [b.version, a.version]));
    expectStale(error, { kind: 'page', yours: b.version, current: b.version + 1 });
    expect(error.extensions.current).toMatchObject({ pageName: 'Questions' });
    expect(listPages(world.db, { activeOnly: false }).map((page) => page.id)).toEqual([a.id, b.id]);
    await reorderPageSettings(world, [b.id, a.id], [b.version + 1, a.version]);
    expect(listPages(world.db, { activeOnly: false }).map((page) => page.id)).toEqual([b.id, a.id]);
  });
});
