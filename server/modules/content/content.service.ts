import { and, asc, eq, isNotNull, type SQL } from 'drizzle-orm';
import type { AnySQLiteColumn } from 'drizzle-orm/sqlite-core';
import type { DB } from '../../db/client.ts';
import type { ContentSectionRow, GalleryImageRow, HeroSlideRow } from '../../db/rows.ts';
import { contentSections, galleryImages, heroSlides, type ContentSectionType } from '../../db/schema/index.ts';

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
