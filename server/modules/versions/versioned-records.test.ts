import { and, eq } from 'drizzle-orm';
import { describe, expect, test } from '../../../tests/support/service-world.ts';
import { contentChangeLog, contentSections, heroSlides } from '../../db/schema/index.ts';
import { asAdmin, expectStale, keptVersions, refusal } from '../../../tests/support/versions.ts';
import { createContentSection, createGalleryImage, deleteContentSection, setContentSectionActive, updateContentSection, updateGalleryImage, updateHeroSlide, updateContactInfo } from '../content/index.ts';
import { publishContentChanges, revertContentChange } from '../publishing/index.ts';
import type { ServiceWorld } from '../../../tests/support/service-world.ts';
import { createFaq, deleteFaq, listFaqs, reorderFaqs, updateFaq } from '../faqs/index.ts';
import { TEST_ADMIN } from '../../../tests/support/test-admin.ts';

/*
 * The version rule, record kind by record kind, through each kind's own service: a save that names
 * the version it started from succeeds while nobody saved meanwhile; a stale one is refused with
 * CONFLICT, writes nothing, and says what is saved now; every save is kept as a saved version.
 */

const admin = asAdmin;

describe('FAQs', () => {
  test('a stale save of an answer is refused with the answer saved meanwhile; both answers are kept', async ({ world }) => {
    const faq = await createFaq(world.db, { question: 'Can we bring our own caterer?', answer: 'Yes.' }, admin(world));
    expect(faq.version).toBe(1);
    // Tab B saves first, from version 1.
    const b = await updateFaq(world.db, { id: faq.id, answer: 'Yes, from our list of approved caterers.', version: 1 }, admin(world));
    expect(b.version).toBe(2);
    // Tab A, also opened at version 1, saves its own answer.
    const error = await refusal(updateFaq(world.db, { id: faq.id, answer: 'Yes, any licensed caterer.', version: 1 }, admin(world)));
    expectStale(error, { kind: 'faq', yours: 1, current: 2 });
    expect(error.extensions.current).toMatchObject({ answer: 'Yes, from our list of approved caterers.', question: 'Can we bring our own caterer?', category: 'GENERAL' });
    expect(error.extensions.savedBy).toBe(TEST_ADMIN.email);
    // Nothing was written by the refused save.
    const [still] = listFaqs(world.db, { activeOnly: false });
    expect(still).toMatchObject({ answer: 'Yes, from our list of approved caterers.', version: 2 });
    // Tab A keeps its own text, naming the version it now has seen.
    const a = await updateFaq(world.db, { id: faq.id, answer: 'Yes, any licensed caterer.', version: 2 }, admin(world));
    expect(a.version).toBe(3);
    const kept = keptVersions(world, 'faq', faq.id);
    expect(kept.map((row) => [row.change, row.version, row.newValues?.answer])).toEqual([
      ['update', 3, 'Yes, any licensed caterer.'],
      ['update', 2, 'Yes, from our list of approved caterers.'],
      ['create', 1, 'Yes.'],
    ]);
    expect(kept[0]!.summary).toBe("Updated answer of 'Can we bring our own caterer?' (FAQ)");
    expect(kept[0]!.savedBy).toBe(world.adminId);
  });

  test('a save that names no version is not checked; a malformed version is refused', async ({ world }) => {
    const faq = await createFaq(world.db, { question: 'Is there parking?', answer: 'Yes.' }, admin(world));
    await updateFaq(world.db, { id: faq.id, answer: 'Yes, 100 spaces.', version: 1 }, admin(world));
    await expect(updateFaq(world.db, { id: faq.id, answer: 'Yes, over 100 spaces.' }, admin(world))).resolves.toMatchObject({ version: 3 });
    const error = await refusal(updateFaq(world.db, { id: faq.id, answer: 'No.', version: -1 }, admin(world)));
    expect(error.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'version' });
  });

  test('showing or hiding moves the version on; a reorder moves only the FAQs it moved', async ({ world }) => {
    const first = await createFaq(world.db, { question: 'First?', answer: 'One.' }, admin(world));
    const second = await createFaq(world.db, { question: 'Second?', answer: 'Two.' }, admin(world));
    const hidden = await updateFaq(world.db, { id: first.id, isActive: false, version: 1 }, admin(world));
    expect(hidden.version).toBe(2);
    const reordered = await reorderFaqs(world.db, [second.id, first.id]);
    expect(reordered.map((faq) => faq.version)).toEqual([2, 3]);
    await refusal(updateFaq(world.db, { id: first.id, answer: 'Uno.', version: 2 }, admin(world)));
  });

  test('a deleted FAQ keeps its last version, so its text can be read again', async ({ world }) => {
    const faq = await createFaq(world.db, { question: 'Do you host funerals?', answer: 'Receptions after, yes.' }, admin(world));
    await deleteFaq(world.db, faq.id, admin(world));
    const [deleted] = keptVersions(world, 'faq', faq.id);
    expect(deleted).toMatchObject({ change: 'delete', version: 1, newValues: null, summary: "Deleted FAQ 'Do you host funerals?'" });
    expect(deleted!.oldValues).toMatchObject({ answer: 'Receptions after, yes.' });
  });
});

const contentDeps = (world: ServiceWorld) => ({ db: world.db, pubsub: world.pubsub, userId: world.adminId });

describe('page sections (staged)', () => {
  test('a stale save of a staged section is refused with the staged text; published or reverted, no saved text is lost', async ({ world }) => {
    const section = await createContentSection(contentDeps(world), { type: 'other', title: 'Planning guide', content: 'Start early.' });
    expect(section.version).toBe(1);
    await publishContentChanges(world, {});
    // Publishing changes nothing the owner edits (staged over published): it is not a new version.
    const published = world.db.select().from(contentSections).where(eq(contentSections.id, section.id)).get()!;
    expect(published.version).toBe(1);

    // Tab B stages a new story from version 1; tab A, also at version 1, saves after it.
    const b = await updateContentSection(contentDeps(world), { id: section.id, content: 'Start a year ahead.', version: 1 });
    expect(b).toMatchObject({ content: 'Start a year ahead.', version: 2 });
    const error = await refusal(updateContentSection(contentDeps(world), { id: section.id, content: 'Start six months ahead.', version: 1 }));
    expectStale(error, { kind: 'content_section', yours: 1, current: 2 });
    expect(error.extensions.current).toEqual({ title: 'Planning guide', content: 'Start a year ahead.', link: null, isActive: true });

    // A keeps their own; then the pending edit is reverted: both staged texts are still kept.
    await updateContentSection(contentDeps(world), { id: section.id, content: 'Start six months ahead.', version: 2 });
    // Every version a refusal can name is one the change log keeps.
    expect(keptVersions(world, 'content_section', section.id).map((row) => row.version)).toEqual([3, 2, 1]);
    const [pending] = world.db.select().from(contentChangeLog).where(and(eq(contentChangeLog.recordId, section.id), eq(contentChangeLog.status, 'pending'))).all();
    await revertContentChange(world, pending!.id, new Date(), world.adminId);
    const kept = keptVersions(world, 'content_section', section.id);
    expect(kept.map((row) => row.newValues?.content)).toEqual(['Start early.', 'Start six months ahead.', 'Start a year ahead.', 'Start early.']);
    expect(kept[1]!.summary).toBe("Updated content of 'Planning guide' (section)");
    // The revert is a version too (back to what visitors see), so the version a later refusal names is kept.
    const reverted = world.db.select().from(contentSections).where(eq(contentSections.id, section.id)).get()!;
    expect(kept[0]).toMatchObject({ version: reverted.version, savedBy: world.adminId, oldValues: { content: 'Start six months ahead.' } });
  });

  test('a Live/Hidden switch moves the version on; a deleted section keeps its last version', async ({ world }) => {
    const section = await createContentSection(contentDeps(world), { type: 'other', title: 'Vendors', content: 'Our list.' });
    const hidden = await setContentSectionActive(contentDeps(world), { id: section.id, isActive: false });
    expect(hidden.version).toBe(2);
    await refusal(updateContentSection(contentDeps(world), { id: section.id, title: 'Our vendors', version: 1 }));
    await deleteContentSection(contentDeps(world), section.id);
    expect(keptVersions(world, 'content_section', section.id)[0]).toMatchObject({ change: 'delete', oldValues: { title: 'Vendors', content: 'Our list.' } });
  });
});

describe('gallery images, hero slides and contact details', () => {
  test('a gallery image: a stale save is refused with the saved values (category as the API names it)', async ({ world }) => {
    const image = await createGalleryImage(contentDeps(world), { title: 'Porch', category: 'Weddings', imageUrl: '/starter/porch.jpg' });
    await updateGalleryImage(contentDeps(world), { id: image.id, title: 'Front porch', category: 'Décor', version: 1 });
    const error = await refusal(updateGalleryImage(contentDeps(world), { id: image.id, title: 'Porch at dusk', version: 1 }));
    expectStale(error, { kind: 'gallery_image', yours: 1, current: 2 });
    expect(error.extensions.current).toMatchObject({ title: 'Front porch', category: 'DECOR', imageUrl: '/starter/porch.jpg' });
  });

  test('a hero slide: a stale save is refused', async ({ world }) => {
    const slide = world.db.insert(heroSlides).values({ title: 'Welcome', imageUrl: '/starter/hero.jpg', publishedAt: new Date(), isPublished: true }).returning().get();
    await updateHeroSlide(contentDeps(world), { id: slide.id, subtitle: 'Since 1921', version: 1 });
    const error = await refusal(updateHeroSlide(contentDeps(world), { id: slide.id, subtitle: 'Est. 1921', version: 1 }));
    expectStale(error, { kind: 'hero_slide', yours: 1, current: 2 });
    expect(error.extensions.current).toMatchObject({ title: 'Welcome', subtitle: 'Since 1921' });
  });

  test('contact details: version 0 until first saved; a second first save is refused', async ({ world }) => {
    const details = { phone: '(555) 010-2000', email: 'hello@venue.test', address: '1 Willow Lane', hours: 'Daily 10–6' };
    const first = await updateContactInfo(contentDeps(world), { ...details, version: 0 });
    expect(first.version).toBe(1);
    const error = await refusal(updateContactInfo(contentDeps(world), { ...details, hours: 'Daily 9–5', version: 0 }));
    expectStale(error, { kind: 'contact_info', yours: 0, current: 1 });
    expect(error.extensions.current).toMatchObject({ hours: 'Daily 10–6' });
    await expect(updateContactInfo(contentDeps(world), { ...details, hours: 'Daily 9–5', version: 1 })).resolves.toMatchObject({ hours: 'Daily 9–5', version: 2 });
  });
});
