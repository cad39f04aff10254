import { and, asc, desc, eq, isNotNull, type SQL } from 'drizzle-orm';
import type { AnySQLiteColumn } from 'drizzle-orm/sqlite-core';
import { isSitePath } from '../../../shared/text.ts';
import { writeTransaction, type DB, type Transaction } from '../../db/client.ts';
import type { ContentSectionRow, GalleryImageRow, HeroSlideRow } from '../../db/rows.ts';
import { contentSections, galleryImages, heroSlides, type ContentSectionType } from '../../db/schema/index.ts';
import { badInput, checkFields, notFound } from '../../errors.ts';
import type { PubSub } from '../../pubsub.ts';
import { deleteStagedRow, setStagedRowActive, stageCreate, stageUpdate } from '../publishing/index.ts';
import { GALLERY_CATEGORIES } from '../../../shared/content.ts';

/*
 * Reading staged content (DESIGN.md, "Staged content, done right"). Visitors get the published
 * values of active rows that have been published at least once; preview (admins only, decided by
 * the caller through canSeeStaged) gets every active row with its staged edits applied.
 */

type Staged = { staged: object | null; isPublished: boolean };

/** The row as it will look once published: published values overlaid with the staged edit. */
export function withStagedValues<T extends Staged>(row: T): T {
  return row.staged ? { ...row, ...row.staged } : row;
}

function visibility(table: { isActive: AnySQLiteColumn; publishedAt: AnySQLiteColumn }, preview: boolean): SQL {
  return preview ? eq(table.isActive, true) : and(eq(table.isActive, true), isNotNull(table.publishedAt))!;
}

export function listVisibleContentSections(
  db: DB,
  { type, preview }: { type?: ContentSectionType | null; preview: boolean },
): ContentSectionRow[] {
  const rows = db
    .select()
    .from(contentSections)
    .where(and(visibility(contentSections, preview), type ? eq(contentSections.type, type) : undefined))
    .orderBy(asc(contentSections.sortOrder), asc(contentSections.sectionKey))
    .all();
  return preview ? rows.map(withStagedValues) : rows;
}

/** Keys of sections switched to Hidden (the switch applies at once, so preview and live agree). */
export function listHiddenContentSectionKeys(db: DB, { type }: { type?: ContentSectionType | null }): string[] {
  return db
    .select({ key: contentSections.sectionKey })
    .from(contentSections)
    .where(and(eq(contentSections.isActive, false), type ? eq(contentSections.type, type) : undefined))
    .orderBy(asc(contentSections.sectionKey))
    .all()
    .map((row) => row.key);
}

export function listVisibleGalleryImages(db: DB, { preview }: { preview: boolean }): GalleryImageRow[] {
  const rows = db
    .select()
    .from(galleryImages)
    .where(visibility(galleryImages, preview))
    .orderBy(asc(galleryImages.sortOrder), asc(galleryImages.createdAt))
    .all();
  return preview ? rows.map(withStagedValues).sort((a, b) => a.sortOrder - b.sortOrder) : rows;
}

export function listVisibleHeroSlides(db: DB, { preview }: { preview: boolean }): HeroSlideRow[] {
  const rows = db
    .select()
    .from(heroSlides)
    .where(visibility(heroSlides, preview))
    .orderBy(asc(heroSlides.sortOrder), asc(heroSlides.createdAt))
    .all();
  return preview ? rows.map(withStagedValues).sort((a, b) => a.sortOrder - b.sortOrder) : rows;
}

/* ------------------------------------------------------------------------------------------------
 * The admin's side: every row (live and hidden, published or not) with staged edits applied, and
 * the writes. Edits are staged through the publishing module; Live/Hidden applies at once.
 * --------------------------------------------------------------------------------------------- */

export function listAdminContentSections(db: DB, { type }: { type?: ContentSectionType | null }): ContentSectionRow[] {
  return db
    .select()
    .from(contentSections)
    .where(type ? eq(contentSections.type, type) : undefined)
    .orderBy(asc(contentSections.sortOrder), asc(contentSections.sectionKey))
    .all()
    .map(withStagedValues);
}

export function listAdminGalleryImages(db: DB): GalleryImageRow[] {
  return db
    .select()
    .from(galleryImages)
    .orderBy(asc(galleryImages.sortOrder), asc(galleryImages.createdAt))
    .all()
    .map(withStagedValues)
    .sort((a, b) => a.sortOrder - b.sortOrder);
}

export function listAdminHeroSlides(db: DB): HeroSlideRow[] {
  return db
    .select()
    .from(heroSlides)
    .orderBy(asc(heroSlides.sortOrder), asc(heroSlides.createdAt))
    .all()
    .map(withStagedValues)
    .sort((a, b) => a.sortOrder - b.sortOrder);
}

/** What a write needs: the database, pubsub to tell open admin screens, and who is writing. */
export interface ContentWriteContext {
  db: DB;
  pubsub: PubSub;
  userId: string | null;
}

export const SECTION_TITLE_MAX = 200;
export const SECTION_CONTENT_MAX = 5000;
export const GALLERY_TITLE_MAX = 120;
export const ALT_TEXT_MAX = 300;
export const HERO_TITLE_MAX = 150;
export const HERO_SUBTITLE_MAX = 300;

function text(value: string | null | undefined, { field, label, max, required }: { field: string; label: string; max: number; required?: boolean }) {
  if (value == null) return undefined;
  const trimmed = value.trim();
  if (required && !trimmed) throw badInput(`${label} is required.`, field, 'REQUIRED');
  if (trimmed.length > max) throw badInput(`${label} must be at most ${max} characters.`, field, 'TOO_LONG');
  return trimmed;
}

/**
 * An image address we can show: an uploaded image (/uploads/…), a starter image (/starter/…) or
 * a full http(s) address.
 */
export function validateImageUrl(value: string, field = 'imageUrl'): string {
  const url = value.trim();
  if (!url) throw badInput('Image URL is required. Upload an image or paste its address.', field, 'REQUIRED');
  // Web addresses were downloaded into /uploads by the resolver before reaching here.
  if (/^\/(uploads|starter)\/[^\s?#]+$/.test(url) && !url.includes('..')) return url;
  throw badInput('Image URL must be a full web address (https://…) or an uploaded image (/uploads/… or /starter/…).', field);
}

/** A resource link: a path on this site (/faq) or a full http(s) address; empty means no link. */
export function validateLink(value: string | null | undefined): string | null | undefined {
  if (value == null) return undefined;
  const link = value.trim();
  if (!link) return null;
  if (isSitePath(link)) return link;
  try {
    const parsed = new URL(link);
    if ((parsed.protocol === 'https:' || parsed.protocol === 'http:') && parsed.hostname) return parsed.toString();
  } catch {
    // falls through
  }
  throw badInput('Link must be a page of this site (starting with /) or a full web address (https://…).', 'link');
}

function validateCategory(value: string | null | undefined): string | undefined {
  if (value == null) return undefined;
  const category = value.trim();
  if ((GALLERY_CATEGORIES as readonly string[]).includes(category)) return category;
  throw badInput(`Category must be one of ${GALLERY_CATEGORIES.slice(1).join(', ')} (or All).`, 'category');
}

function validateSortOrder(value: number | null | undefined): number | undefined {
  if (value == null) return undefined;
  if (!Number.isInteger(value) || value < 0 || value > 100_000) throw badInput('Sort order must be a whole number of 0 or more.', 'sortOrder', 'OUT_OF_RANGE');
  return value;
}

function validateSize(value: number | null | undefined, field: string): number | null | undefined {
  if (value === undefined) return undefined;
  if (value === null) return null;
  if (!Number.isInteger(value) || value < 1 || value > 20_000) throw badInput(`Image ${field} must be a whole number of pixels.`, field, 'OUT_OF_RANGE');
  return value;
}

function changed(deps: ContentWriteContext, reason: 'staged' | 'deleted' | 'visibility') {
  deps.pubsub.publish('contentChangeLogChanged', { reason });
}

export async function updateContentSection(
  deps: ContentWriteContext,
  input: { id: string; title?: string | null; content?: string | null; link?: string | null; version?: number | null },
): Promise<ContentSectionRow> {
  const existing = deps.db.select().from(contentSections).where(eq(contentSections.id, input.id)).get();
  if (!existing) throw notFound('That section no longer exists. Reload the page to see the current content.');
  const patch = checkFields({
    title: () => text(input.title, { field: 'title', label: 'Title', max: SECTION_TITLE_MAX, required: true }),
    content: () => text(input.content, { field: 'content', label: 'Content', max: SECTION_CONTENT_MAX }),
    link: () => validateLink(input.link),
  });
  const { row, changed: didChange } = await writeTransaction(deps.db, (tx) =>
    stageUpdate(tx, 'content_sections', input.id, patch, { userId: deps.userId }, input.version),
  );
  if (didChange) changed(deps, 'staged');
  return row as unknown as ContentSectionRow;
}

/** What a Live/Hidden switch names: the record, the new state and (optionally) the version the owner saw. */
interface SwitchInput {
  id: string;
  isActive: boolean;
  version?: number | null;
}

export async function setContentSectionActive(deps: ContentWriteContext, input: SwitchInput): Promise<ContentSectionRow> {
  const row = await writeTransaction(deps.db, (tx) => setStagedRowActive(tx, 'content_sections', input.id, input.isActive, { userId: deps.userId }, input.version));
  if (!row) throw notFound('That section no longer exists. Reload the page to see the current content.');
  changed(deps, 'visibility');
  return withStagedValues(row) as unknown as ContentSectionRow;
}

/** A section key from a title: resource_wedding_planning_checklist (unique within the type). */
function sectionKeyFor(tx: Transaction, type: ContentSectionType, title: string): string {
  const base = `resource_${
    title
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '_')
      .replace(/^_+|_+$/g, '')
      .slice(0, 48) || 'item'
  }`;
  let key = base;
  for (let n = 2; tx.select({ id: contentSections.id }).from(contentSections).where(and(eq(contentSections.type, type), eq(contentSections.sectionKey, key))).get(); n++) {
    key = `${base}_${n}`;
  }
  return key;
}

export async function createContentSection(
  deps: ContentWriteContext,
  input: { type: ContentSectionType; title: string; content: string; link?: string | null },
): Promise<ContentSectionRow> {
  if (input.type !== 'other') {
    throw badInput('New sections can be added to the resources page only; the other pages have fixed sections.', 'type');
  }
  const checked = checkFields({
    title: () => text(input.title, { field: 'title', label: 'Title', max: SECTION_TITLE_MAX, required: true })!,
    content: () => text(input.content, { field: 'content', label: 'Content', max: SECTION_CONTENT_MAX })!,
    link: () => validateLink(input.link) ?? null,
  });
  const { title, content, link } = checked;
  const row = await writeTransaction(deps.db, (tx) => {
    const [last] = tx
      .select({ sortOrder: contentSections.sortOrder })
      .from(contentSections)
      .where(eq(contentSections.type, input.type))
      .orderBy(desc(contentSections.sortOrder))
      .limit(1)
      .all();
    return stageCreate(
      tx,
      'content_sections',
      { type: input.type, sectionKey: sectionKeyFor(tx, input.type, title), title, content, link, sortOrder: (last?.sortOrder ?? 0) + 1, isActive: true },
      { userId: deps.userId },
    );
  });
  changed(deps, 'staged');
  return row as unknown as ContentSectionRow;
}

export async function deleteContentSection(deps: ContentWriteContext, id: string, version?: number | null): Promise<string> {
  await writeTransaction(deps.db, (tx) => {
    const row = tx.select().from(contentSections).where(eq(contentSections.id, id)).get();
    if (!row) throw notFound('That section no longer exists. Reload the page to see the current content.');
    if (row.type !== 'other') {
      throw badInput('Only resources sections can be deleted; hide a page section with its Live switch instead.');
    }
    deleteStagedRow(tx, 'content_sections', id, { userId: deps.userId }, version);
  });
  changed(deps, 'deleted');
  return id;
}

export async function createGalleryImage(
  deps: ContentWriteContext,
  input: {
    title: string;
    category?: string | null;
    imageUrl: string;
    altText?: string | null;
    sortOrder?: number | null;
    isActive?: boolean | null;
    width?: number | null;
    height?: number | null;
  },
): Promise<GalleryImageRow> {
  const checked = checkFields({
    title: () => text(input.title, { field: 'title', label: 'Title', max: GALLERY_TITLE_MAX, required: true })!,
    category: () => validateCategory(input.category) ?? 'All',
    imageUrl: () => validateImageUrl(input.imageUrl),
    altText: () => text(input.altText, { field: 'altText', label: 'Alt text', max: ALT_TEXT_MAX }),
    sortOrder: () => validateSortOrder(input.sortOrder) ?? 0,
    width: () => validateSize(input.width, 'width') ?? null,
    height: () => validateSize(input.height, 'height') ?? null,
  });
  const values = { ...checked, altText: checked.altText || checked.title, isActive: input.isActive ?? true };
  const row = await writeTransaction(deps.db, (tx) => stageCreate(tx, 'gallery_images', values, { userId: deps.userId }));
  changed(deps, 'staged');
  return row as unknown as GalleryImageRow;
}

export async function updateGalleryImage(
  deps: ContentWriteContext,
  input: {
    id: string;
    title?: string | null;
    category?: string | null;
    imageUrl?: string | null;
    altText?: string | null;
    sortOrder?: number | null;
    width?: number | null;
    height?: number | null;
    version?: number | null;
  },
): Promise<GalleryImageRow> {
  const patch: Record<string, unknown> = checkFields({
    title: () => text(input.title, { field: 'title', label: 'Title', max: GALLERY_TITLE_MAX, required: true }),
    category: () => validateCategory(input.category),
    imageUrl: () => (input.imageUrl == null ? undefined : validateImageUrl(input.imageUrl)),
    altText: () => text(input.altText, { field: 'altText', label: 'Alt text', max: ALT_TEXT_MAX }),
    sortOrder: () => validateSortOrder(input.sortOrder),
    width: () => validateSize(input.width, 'width'),
    height: () => validateSize(input.height, 'height'),
  });
  const imageUrl = patch.imageUrl;
  const { row, changed: didChange } = await writeTransaction(deps.db, (tx) => {
    const current = tx.select().from(galleryImages).where(eq(galleryImages.id, input.id)).get();
    if (!current) throw notFound('That image no longer exists. Reload the page to see the current gallery.');
    const shown = withStagedValues(current);
    if (patch.altText === '') patch.altText = (patch.title as string | undefined) ?? shown.title;
    // A new image address without its size makes the old size wrong: forget it.
    if (imageUrl !== undefined && imageUrl !== shown.imageUrl && input.width === undefined) {
      patch.width = null;
      patch.height = null;
    }
    return stageUpdate(tx, 'gallery_images', input.id, patch, { userId: deps.userId }, input.version);
  });
  if (didChange) changed(deps, 'staged');
  return row as unknown as GalleryImageRow;
}

export async function setGalleryImageActive(deps: ContentWriteContext, input: SwitchInput): Promise<GalleryImageRow> {
  const row = await writeTransaction(deps.db, (tx) => setStagedRowActive(tx, 'gallery_images', input.id, input.isActive, { userId: deps.userId }, input.version));
  if (!row) throw notFound('That image no longer exists. Reload the page to see the current gallery.');
  changed(deps, 'visibility');
  return withStagedValues(row) as unknown as GalleryImageRow;
}

export async function deleteGalleryImage(deps: ContentWriteContext, id: string, version?: number | null): Promise<string> {
  await writeTransaction(deps.db, (tx) => deleteStagedRow(tx, 'gallery_images', id, { userId: deps.userId }, version));
  changed(deps, 'deleted');
  return id;
}

export async function updateHeroSlide(
  deps: ContentWriteContext,
  input: { id: string; title?: string | null; subtitle?: string | null; imageUrl?: string | null; altText?: string | null; version?: number | null },
): Promise<HeroSlideRow> {
  const patch = checkFields({
    title: () => text(input.title, { field: 'title', label: 'Title', max: HERO_TITLE_MAX }),
    subtitle: () => text(input.subtitle, { field: 'subtitle', label: 'Subtitle', max: HERO_SUBTITLE_MAX }),
    imageUrl: () => (input.imageUrl == null ? undefined : validateImageUrl(input.imageUrl)),
    altText: () => text(input.altText, { field: 'altText', label: 'Alt text', max: ALT_TEXT_MAX }),
  });
  const { row, changed: didChange } = await writeTransaction(deps.db, (tx) => stageUpdate(tx, 'hero_slides', input.id, patch, { userId: deps.userId }, input.version));
  if (didChange) changed(deps, 'staged');
  return row as unknown as HeroSlideRow;
}

export async function setHeroSlideActive(deps: ContentWriteContext, input: SwitchInput): Promise<HeroSlideRow> {
  const row = await writeTransaction(deps.db, (tx) => setStagedRowActive(tx, 'hero_slides', input.id, input.isActive, { userId: deps.userId }, input.version));
  if (!row) throw notFound('That slide no longer exists. Reload the page to see the current slides.');
  changed(deps, 'visibility');
  return withStagedValues(row) as unknown as HeroSlideRow;
}
