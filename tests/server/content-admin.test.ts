import { eq } from 'drizzle-orm';
import { afterAll, beforeAll } from 'vitest';
import { describe, expect, it } from '../support/fixtures.ts';
import { contentChangeLog, galleryImages } from '../../server/db/schema/index.ts';
import { firstErrorCode, type GraphQLSession } from '../support/graphql.ts';
import { mswServer, startMsw } from '../mocks/server.ts';
import type { TestServer } from '../support/test-server.ts';

/*
 * The content management writes: validation with clear messages, Live/Hidden at once, resources
 * sections (create, edit, delete), gallery images (URL rules, delete), contact details.
 */

const ADMIN_SECTIONS = `query ($type: ContentSectionType) { adminContentSections(type: $type) { id type sectionKey title content link isActive isPublished publishedAt } }`;
const PUBLIC_SECTIONS = `query ($type: ContentSectionType, $preview: Boolean) { contentSections(type: $type, preview: $preview) { id sectionKey title content link } }`;
const UPDATE_SECTION = `mutation ($input: UpdateContentSectionInput!) { updateContentSection(input: $input) { contentSection { id title content link isPublished } } }`;
const SET_SECTION_ACTIVE = `mutation ($input: SetContentSectionActiveInput!) { setContentSectionActive(input: $input) { contentSection { id isActive } } }`;
const CREATE_SECTION = `mutation ($input: CreateContentSectionInput!) { createContentSection(input: $input) { contentSection { id type sectionKey title link isPublished publishedAt } } }`;
const DELETE_SECTION = `mutation ($input: DeleteContentSectionInput!) { deleteContentSection(input: $input) { deletedId } }`;
const CONTACT = `mutation ($input: UpdateContactInfoInput!) { updateContactInfo(input: $input) { contactInfo { phone email isPublished } } }`;
const CREATE_IMAGE = `mutation ($input: CreateGalleryImageInput!) { createGalleryImage(input: $input) { galleryImage { id title category altText imageUrl width height sortOrder isActive isPublished } } }`;
const UPDATE_IMAGE = `mutation ($input: UpdateGalleryImageInput!) { updateGalleryImage(input: $input) { galleryImage { id imageUrl width height } } }`;
const SET_IMAGE_ACTIVE = `mutation ($input: SetGalleryImageActiveInput!) { setGalleryImageActive(input: $input) { galleryImage { id isActive } } }`;
const DELETE_IMAGE = `mutation ($input: DeleteGalleryImageInput!) { deleteGalleryImage(input: $input) { deletedId } }`;
const ADMIN_GALLERY = `query { adminGalleryImages { id title isActive isPublished publishedAt } }`;
const PUBLIC_GALLERY = `query { galleryImages { id title } }`;
const SET_SLIDE_ACTIVE = `mutation ($input: SetHeroSlideActiveInput!) { setHeroSlideActive(input: $input) { heroSlide { id isActive } } }`;
const ADMIN_SLIDES = `query { adminHeroSlides { id title isActive } }`;
const PUBLISH = `mutation { publishContentChanges(input: {}) { publishedCount } }`;
const PENDING = `query { pendingChangeCount }`;

type Section = { id: string; type: string; sectionKey: string; title: string; content: string; link: string | null; isActive: boolean; isPublished: boolean; publishedAt: string | null };

// Images given by a web address are fetched from msw's fake remote hosts.
beforeAll(() => startMsw());
afterAll(() => mswServer.close());

async function adminSection(admin: GraphQLSession, key: string, type: string) {
  const { adminContentSections } = await admin.data<{ adminContentSections: Section[] }>(ADMIN_SECTIONS, { type });
  return adminContentSections.find((section) => section.sectionKey === key)!;
}
const publicKeys = async (server: TestServer, type: string) =>
  (await server.session().data<{ contentSections: Section[] }>(PUBLIC_SECTIONS, { type })).contentSections.map((section) => section.sectionKey);
const pendingCount = async (admin: GraphQLSession) => (await admin.data<{ pendingChangeCount: number }>(PENDING)).pendingChangeCount;
const message = (result: { errors?: readonly { message: string }[] }) => result.errors?.[0]?.message;

describe('content sections', () => {
  it('lists hidden sections for the admin, and the Live/Hidden switch applies at once without staging', async ({ server, admin }) => {
    const welcome = await adminSection(admin, 'welcome', 'HERO');
    await admin.data(SET_SECTION_ACTIVE, { input: { id: welcome.id, isActive: false } });
    expect(await publicKeys(server, 'HERO')).not.toContain('welcome');
    expect((await adminSection(admin, 'welcome', 'HERO')).isActive).toBe(false);
    expect(await pendingCount(admin)).toBe(0);
    await admin.data(SET_SECTION_ACTIVE, { input: { id: welcome.id, isActive: true } });
    expect(await publicKeys(server, 'HERO')).toContain('welcome');
  });

  it('refuses an empty title or over-long content with clear messages, and stages nothing', async ({ admin }) => {
    const welcome = await adminSection(admin, 'welcome', 'HERO');
    const empty = await admin.request(UPDATE_SECTION, { input: { id: welcome.id, title: '   ' } });
    expect(firstErrorCode(empty)).toBe('BAD_USER_INPUT');
    expect(message(empty)).toBe('Title is required.');
    expect(empty.errors?.[0]?.extensions?.field).toBe('title');
    const long = await admin.request(UPDATE_SECTION, { input: { id: welcome.id, content: 'x'.repeat(5001) } });
    expect(message(long)).toBe('Content must be at most 5000 characters.');
    expect(await pendingCount(admin)).toBe(0);
  });

  it('says so for a section that does not exist', async ({ admin }) => {
    const result = await admin.request(UPDATE_SECTION, { input: { id: 'nope', title: 'x' } });
    expect(firstErrorCode(result)).toBe('NOT_FOUND');
  });
});

describe('resources sections', () => {
  let createdId: string;

  it('creates a resource that stays off the site until published', async ({ server, admin }) => {
    const { createContentSection } = await admin.data(CREATE_SECTION, {
      input: { type: 'OTHER', title: 'Vendor List', content: 'Caterers, florists and photographers we trust.', link: '/contact' },
    });
    createdId = createContentSection.contentSection.id;
    expect(createContentSection.contentSection).toMatchObject({ type: 'OTHER', sectionKey: 'resource_vendor_list', isPublished: false, publishedAt: null, link: '/contact' });
    expect(await publicKeys(server, 'OTHER')).not.toContain('resource_vendor_list');
    const preview = await admin.data<{ contentSections: Section[] }>(PUBLIC_SECTIONS, { type: 'OTHER', preview: true });
    expect(preview.contentSections.map((section) => section.sectionKey)).toContain('resource_vendor_list');
    await admin.data(PUBLISH);
    expect(await publicKeys(server, 'OTHER')).toContain('resource_vendor_list');
  });

  it('gives a second resource with the same title its own key', async ({ admin }) => {
    const { createContentSection } = await admin.data(CREATE_SECTION, { input: { type: 'OTHER', title: 'Vendor List', content: '' } });
    expect(createContentSection.contentSection.sectionKey).toBe('resource_vendor_list_2');
    await admin.data(PUBLISH);
  });

  it('validates links: a site path or a full http(s) address', async ({ admin }) => {
    const bad = await admin.request(UPDATE_SECTION, { input: { id: createdId, link: 'javascript:alert(1)' } });
    expect(message(bad)).toBe('Link must be a page of this site (starting with /) or a full web address (https://…).');
    const protocolRelative = await admin.request(UPDATE_SECTION, { input: { id: createdId, link: '//evil.example.com' } });
    expect(firstErrorCode(protocolRelative)).toBe('BAD_USER_INPUT');
    const good = await admin.data(UPDATE_SECTION, { input: { id: createdId, link: 'https://vendors.example.com/list' } });
    expect(good.updateContentSection.contentSection.link).toBe('https://vendors.example.com/list');
    const cleared = await admin.data(UPDATE_SECTION, { input: { id: createdId, link: '' } });
    expect(cleared.updateContentSection.contentSection.link).toBeNull();
    await admin.data(PUBLISH);
  });

  it('only adds sections to the resources page', async ({ admin }) => {
    const result = await admin.request(CREATE_SECTION, { input: { type: 'EVENT', title: 'Galas', content: 'x' } });
    expect(message(result)).toBe('New sections can be added to the resources page only; the other pages have fixed sections.');
    const untitled = await admin.request(CREATE_SECTION, { input: { type: 'OTHER', title: ' ', content: 'x' } });
    expect(message(untitled)).toBe('Title is required.');
  });

  it('deletes a resource at once and logs it; fixed page sections cannot be deleted', async ({ server, admin }) => {
    await admin.data(DELETE_SECTION, { input: { id: createdId } });
    expect(await publicKeys(server, 'OTHER')).not.toContain('resource_vendor_list');
    const entry = server.db.select().from(contentChangeLog).where(eq(contentChangeLog.recordId, createdId)).all().find((row) => row.changeType === 'delete')!;
    expect(entry).toMatchObject({ status: 'published', description: "Deleted resources section 'Vendor List'" });
    expect(entry.oldValue).toMatchObject({ title: 'Vendor List' });

    const welcome = await adminSection(admin, 'welcome', 'HERO');
    const refused = await admin.request(DELETE_SECTION, { input: { id: welcome.id } });
    expect(message(refused)).toBe('Only resources sections can be deleted; hide a page section with its Live switch instead.');
  });
});

describe('contact details', () => {
  const details = {
    phone: '(631) 555-0199',
    email: 'hello@grandwillowhall.com',
    address: '1200 Willow Creek Road, Brookhaven, NY 11719',
    hours: 'Mon–Sun, 10AM–12AM',
  };

  it('stages the contact form into the contact details record, described readably', async ({ server, admin }) => {
    await admin.data(CONTACT, { input: details });
    const live = (await server.session().data(`query { contactInfo { phone } }`)).contactInfo;
    expect(live.phone).toBe('(631) 555-0142');
    const staged = (await admin.data(`query { adminContactInfo { phone email address hours isPublished } }`)).adminContactInfo;
    expect(staged).toEqual({
      phone: '(631) 555-0199',
      email: 'hello@grandwillowhall.com',
      address: '1200 Willow Creek Road, Brookhaven, NY 11719',
      hours: 'Mon–Sun, 10AM–12AM',
      isPublished: false,
    });
    const log = (await admin.data(`query { contentChangeLog(first: 100) { nodes { description fieldChanges { label oldValue newValue } } } }`)).contentChangeLog.nodes;
    expect(log[0].description).toBe("Updated phone and email of 'Contact details' (contact page)");
    expect(log[0].fieldChanges).toContainEqual({ label: 'Phone', oldValue: '(631) 555-0142', newValue: '(631) 555-0199' });
    expect(log[0].fieldChanges).toContainEqual({ label: 'Email', oldValue: 'events@grandwillowhall.com', newValue: 'hello@grandwillowhall.com' });
  });

  it('validates the contact details with clear messages', async ({ admin }) => {
    expect(message(await admin.request(CONTACT, { input: { ...details, email: 'not-an-email' } }))).toBe('Enter a valid email address, like events@example.com.');
    expect(message(await admin.request(CONTACT, { input: { ...details, phone: '  ' } }))).toBe('Phone is required.');
    // The social profiles are not contact details any more (Social Media & Footer keeps them).
    expect(message(await admin.request(CONTACT, { input: { ...details, instagram: 'https://instagram.com/x' } }))).toMatch(/Field "instagram" is not defined by type "UpdateContactInfoInput"/);
  });

});

describe('gallery images', () => {
  it('accepts uploaded and starter image paths as they are', async ({ admin }) => {
    for (const imageUrl of ['/uploads/gallery-1234.webp', '/starter/gallery-first-dance.webp']) {
      const { createGalleryImage } = await admin.data(CREATE_IMAGE, { input: { title: 'Test image', imageUrl } });
      expect(createGalleryImage.galleryImage).toMatchObject({ imageUrl, category: 'ALL', altText: 'Test image', isActive: true, isPublished: false, sortOrder: 0 });
    }
  });

  it('downloads an image given by a web address and keeps it on this site, resized', async ({ server, admin }) => {
    for (const imageUrl of ['https://images.example.com/a.jpg', 'http://cdn.example.com/b.png']) {
      const { createGalleryImage } = await admin.data(CREATE_IMAGE, { input: { title: 'Imported image', imageUrl } });
      expect(createGalleryImage.galleryImage).toMatchObject({ width: 1920, height: 1280, isPublished: false });
      expect(createGalleryImage.galleryImage.imageUrl).toMatch(/^\/uploads\/gallery-[0-9a-f-]+\.webp$/);
      const served = await fetch(`${server.url}${createGalleryImage.galleryImage.imageUrl}`);
      expect(served.headers.get('content-type')).toBe('image/webp');
    }
  });

  it('explains why an image address could not be used, and stores nothing', async ({ server, admin }) => {
    const before = server.db.select().from(galleryImages).all().length;
    const cases: [string, string][] = [
      // One message for every failure and refusal (tests/server/image-import.test.ts has the rest).
      ['https://images.example.com/missing.jpg', 'We could not download that image. Check the address, or save the image and upload the file instead.'],
      ['https://images.example.com/page.html', 'That file is not an image we can use. Upload a JPEG, PNG, WebP, GIF or AVIF file.'],
      ['http://127.0.0.1:4000/uploads/x.png', 'We could not download that image. Check the address, or save the image and upload the file instead.'],
      ['http://localhost/secret.png', 'We could not download that image. Check the address, or save the image and upload the file instead.'],
      ['https://', 'That image address is not a valid web address.'],
    ];
    for (const [imageUrl, expected] of cases) {
      const result = await admin.request(CREATE_IMAGE, { input: { title: 'Bad', imageUrl } });
      expect(message(result), imageUrl).toBe(expected);
      expect(result.errors?.[0]?.extensions?.field).toBe('imageUrl');
    }
    expect(server.db.select().from(galleryImages).all().length).toBe(before);
  });

  it('refuses any other image address with a clear message', async ({ admin }) => {
    for (const imageUrl of ['javascript:alert(1)', 'data:image/png;base64,AAAA', 'ftp://example.com/a.jpg', '/etc/passwd', '/uploads/../secret', 'images/a.jpg']) {
      const result = await admin.request(CREATE_IMAGE, { input: { title: 'Bad', imageUrl } });
      expect(firstErrorCode(result), imageUrl).toBe('BAD_USER_INPUT');
      expect(message(result)).toBe('Image URL must be a full web address (https://…) or an uploaded image (/uploads/… or /starter/…).');
      expect(result.errors?.[0]?.extensions?.field).toBe('imageUrl');
    }
    expect(message(await admin.request(CREATE_IMAGE, { input: { title: 'Bad', imageUrl: '  ' } }))).toBe(
      'Image URL is required. Upload an image or paste its address.',
    );
  });

  it('refuses an unknown category, a missing title and a negative sort order', async ({ admin }) => {
    const category = await admin.request(CREATE_IMAGE, { input: { title: 'x', imageUrl: '/starter/a.webp', category: 'Parties' } });
    expect(message(category)).toMatch(/Value "Parties" does not exist in "GalleryCategory" enum/);
    const title = await admin.request(CREATE_IMAGE, { input: { title: '', imageUrl: '/starter/a.webp' } });
    expect(message(title)).toBe('Title is required.');
    const sort = await admin.request(CREATE_IMAGE, { input: { title: 'x', imageUrl: '/starter/a.webp', sortOrder: -1 } });
    expect(message(sort)).toBe('Sort order must be a whole number of 0 or more.');
  });

  it('forgets the old pixel size when the image changes without a new size', async ({ server, admin }) => {
    const { galleryImages: images } = await server.session().data<{ galleryImages: { id: string }[] }>(PUBLIC_GALLERY);
    const { updateGalleryImage } = await admin.data(UPDATE_IMAGE, { input: { id: images[0]!.id, imageUrl: '/uploads/gallery-new.webp' } });
    expect(updateGalleryImage.galleryImage).toMatchObject({ imageUrl: '/uploads/gallery-new.webp', width: null, height: null });
    const sized = await admin.data(UPDATE_IMAGE, { input: { id: images[0]!.id, imageUrl: '/uploads/gallery-x.webp', width: 1200, height: 800 } });
    expect(sized.updateGalleryImage.galleryImage).toMatchObject({ width: 1200, height: 800 });
  });

  it('switches an image Active/Inactive at once', async ({ server, admin }) => {
    const { galleryImages: images } = await server.session().data<{ galleryImages: { id: string; title: string }[] }>(PUBLIC_GALLERY);
    const target = images[1]!;
    await admin.data(SET_IMAGE_ACTIVE, { input: { id: target.id, isActive: false } });
    const after = (await server.session().data<{ galleryImages: { id: string }[] }>(PUBLIC_GALLERY)).galleryImages;
    expect(after.map((image) => image.id)).not.toContain(target.id);
    const adminList = (await admin.data<{ adminGalleryImages: { id: string; isActive: boolean }[] }>(ADMIN_GALLERY)).adminGalleryImages;
    expect(adminList.find((image) => image.id === target.id)?.isActive).toBe(false);
    await admin.data(SET_IMAGE_ACTIVE, { input: { id: target.id, isActive: true } });
  });

  it('deletes a published image at once, logging what was removed', async ({ server, admin }) => {
    const { galleryImages: images } = await server.session().data<{ galleryImages: { id: string; title: string }[] }>(PUBLIC_GALLERY);
    const target = images.at(-1)!;
    await admin.data(DELETE_IMAGE, { input: { id: target.id } });
    expect(server.db.select().from(galleryImages).where(eq(galleryImages.id, target.id)).get()).toBeUndefined();
    const after = (await server.session().data<{ galleryImages: { id: string }[] }>(PUBLIC_GALLERY)).galleryImages;
    expect(after.map((image) => image.id)).not.toContain(target.id);
    const entries = server.db.select().from(contentChangeLog).where(eq(contentChangeLog.recordId, target.id)).all();
    expect(entries.find((entry) => entry.changeType === 'delete')).toMatchObject({ status: 'published', description: `Deleted gallery image '${target.title}'` });
    const again = await admin.request(DELETE_IMAGE, { input: { id: target.id } });
    expect(firstErrorCode(again)).toBe('NOT_FOUND');
  });

  it('deleting a never-published image reverts its pending entry and logs no delete', async ({ server, admin }) => {
    const { createGalleryImage } = await admin.data(CREATE_IMAGE, { input: { title: 'Draft photo', imageUrl: '/starter/gallery-wedding-cake.webp' } });
    const id = createGalleryImage.galleryImage.id;
    await admin.data(DELETE_IMAGE, { input: { id } });
    const entries = server.db.select().from(contentChangeLog).where(eq(contentChangeLog.recordId, id)).all();
    expect(entries.map((entry) => [entry.changeType, entry.status])).toEqual([['create', 'reverted']]);
  });
});

describe('hero slides', () => {
  it('switches a slide Live/Hidden at once', async ({ server, admin }) => {
    const { adminHeroSlides } = await admin.data<{ adminHeroSlides: { id: string; isActive: boolean }[] }>(ADMIN_SLIDES);
    const slide = adminHeroSlides[0]!;
    await admin.data(SET_SLIDE_ACTIVE, { input: { id: slide.id, isActive: false } });
    const live = await server.session().data<{ heroSlides: { id: string }[] }>(`query { heroSlides { id } }`);
    expect(live.heroSlides.map((s) => s.id)).not.toContain(slide.id);
    await admin.data(SET_SLIDE_ACTIVE, { input: { id: slide.id, isActive: true } });
  });

  it('validates a slide edit', async ({ admin }) => {
    const { adminHeroSlides } = await admin.data<{ adminHeroSlides: { id: string }[] }>(ADMIN_SLIDES);
    const before = await pendingCount(admin);
    const result = await admin.request(`mutation ($input: UpdateHeroSlideInput!) { updateHeroSlide(input: $input) { heroSlide { id } } }`, {
      input: { id: adminHeroSlides[0]!.id, imageUrl: 'not a url' },
    });
    expect(firstErrorCode(result)).toBe('BAD_USER_INPUT');
    expect(await pendingCount(admin)).toBe(before);
  });
});
