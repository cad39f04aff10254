import { index, integer, sqliteTable, text, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { bool, createdAt, id, timestamp, updatedAt, version } from './columns.ts';

export const CONTENT_SECTION_TYPES = ['hero', 'about', 'event', 'gallery', 'contact', 'other'] as const;
export type ContentSectionType = (typeof CONTENT_SECTION_TYPES)[number];

/*
 * Staging (DESIGN.md, "Staged content, done right"): the plain columns hold the PUBLISHED values
 * that visitors see. While an edit is pending, `staged` holds the edited fields and `is_published`
 * is false; preview shows published values overlaid with `staged`. `published_at` is null for an
 * item that has never been published, which visitors never see.
 */

export interface StagedContentSection {
  title?: string;
  content?: string;
  link?: string | null;
}

export const contentSections = sqliteTable(
  'content_sections',
  {
    id: id(),
    type: text('type', { enum: CONTENT_SECTION_TYPES }).notNull(),
    sectionKey: text('section_key').notNull(),
    title: text('title').notNull().default(''),
    content: text('content').notNull().default(''),
    /** Optional link (resources page entries). */
    link: text('link'),
    sortOrder: integer('sort_order').notNull().default(0),
    isActive: bool('is_active').notNull().default(true),
    isPublished: bool('is_published').notNull().default(false),
    staged: text('staged', { mode: 'json' }).$type<StagedContentSection>(),
    publishedAt: timestamp('published_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    version: version(),
  },
  (t) => [uniqueIndex('content_sections_type_key_idx').on(t.type, t.sectionKey)],
);

export interface StagedGalleryImage {
  title?: string;
  category?: string;
  imageUrl?: string;
  altText?: string;
  sortOrder?: number;
  width?: number | null;
  height?: number | null;
}

export const galleryImages = sqliteTable(
  'gallery_images',
  {
    id: id(),
    title: text('title').notNull().default(''),
    category: text('category').notNull().default('All'),
    imageUrl: text('image_url').notNull(),
    altText: text('alt_text').notNull().default(''),
    /** Pixel size, so pages can reserve the image's space before it loads. */
    width: integer('width'),
    height: integer('height'),
    sortOrder: integer('sort_order').notNull().default(0),
    isActive: bool('is_active').notNull().default(true),
    isPublished: bool('is_published').notNull().default(false),
    staged: text('staged', { mode: 'json' }).$type<StagedGalleryImage>(),
    publishedAt: timestamp('published_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    version: version(),
  },
  (t) => [index('gallery_images_sort_idx').on(t.sortOrder)],
);

export interface StagedHeroSlide {
  title?: string;
  subtitle?: string;
  imageUrl?: string;
  altText?: string;
  sortOrder?: number;
}

export const heroSlides = sqliteTable(
  'hero_slides',
  {
    id: id(),
    title: text('title').notNull().default(''),
    subtitle: text('subtitle').notNull().default(''),
    imageUrl: text('image_url').notNull(),
    altText: text('alt_text').notNull().default(''),
    sortOrder: integer('sort_order').notNull().default(0),
    isActive: bool('is_active').notNull().default(true),
    isPublished: bool('is_published').notNull().default(false),
    staged: text('staged', { mode: 'json' }).$type<StagedHeroSlide>(),
    publishedAt: timestamp('published_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    version: version(),
  },
  (t) => [index('hero_slides_sort_idx').on(t.sortOrder)],
);

/** What an edit of the contact details may stage (every field; see `contactInfo`). */
export interface StagedContactInfo {
  phone?: string;
  email?: string;
  address?: string;
  hours?: string;
}

/**
 * The venue's contact details: ONE row, typed columns, staged like every content edit
 * (published values in the columns, a pending edit in `staged`). An empty string means "not set".
 * Until the first row exists the site shows DEFAULT_CONTACT_INFO (shared/contact.ts). Databases from
 * before this table kept the details as JSON in the title of the `contact_info` content section;
 * server/db/upgrade/contact-info.ts carries them over at start-up. The social profiles (instagram,
 * facebook columns until migration 0016) live in the social links only: see
 * server/db/upgrade/contact-profiles.ts for how their values were carried before the columns went.
 */
export const contactInfo = sqliteTable('contact_info', {
  id: id(),
  phone: text('phone').notNull().default(''),
  email: text('email').notNull().default(''),
  address: text('address').notNull().default(''),
  hours: text('hours').notNull().default(''),
  isPublished: bool('is_published').notNull().default(false),
  staged: text('staged', { mode: 'json' }).$type<StagedContactInfo>(),
  publishedAt: timestamp('published_at'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
  version: version(),
});
