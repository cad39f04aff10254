import type { Transaction } from '../../db/client.ts';
import {
  contactInfo,
  contentSections,
  galleryImages,
  heroSlides,
  type StagedTable,
} from '../../db/schema/index.ts';
import { galleryCategoryName } from '../../../shared/content.ts';
import type { RecordKind, VersionValues } from '../../../shared/versions.ts';
import { keepVersion } from '../versions/index.ts';
import { pick } from './publishing.service.ts';

/*
 * The tables whose rows are staged (TABLES: fields, names, how a change is described) and the saved
 * version kept for each staged save.
 */

export type AnyRow = Record<string, unknown> & {
  id: string;
  staged: Record<string, unknown> | null;
  isPublished: boolean;
  publishedAt: Date | null;
};

/** The tables whose rows are staged, one per name in STAGED_TABLES. */
type StagedTableDef = typeof contentSections | typeof galleryImages | typeof heroSlides | typeof contactInfo;
/** The table whose SQL name is `Name` (so TABLES cannot pair a name with another table). */
type StagedTableNamed<Name extends StagedTable> = Extract<StagedTableDef, { _: { name: Name } }>;
/** What an edit of a row of the table may stage (the table's `staged` column). */
type StagedValues<Table extends StagedTableDef> = NonNullable<Table['$inferSelect']['staged']>;

interface TableInfo<Name extends StagedTable = StagedTable> {
  table: StagedTableNamed<Name>;
  /** The fields an edit may stage, in display order. */
  fields: readonly (keyof StagedValues<StagedTableNamed<Name>> & string)[];
  /** "event section", "gallery image", ... for descriptions. */
  kind(row: Record<string, unknown>): string;
  /** The name of the item in descriptions: its (published) title. */
  name(row: Record<string, unknown>): string;
}

const SECTION_KINDS: Record<string, string> = {
  hero: 'home page section',
  about: 'about section',
  event: 'event section',
  gallery: 'gallery section',
  contact: 'contact section',
  other: 'resources section',
};

export const TABLES: { [Name in StagedTable]: TableInfo<Name> } = {
  content_sections: {
    table: contentSections,
    fields: ['title', 'content', 'link'],
    kind: (row) => SECTION_KINDS[String(row.type)] ?? 'section',
    name: (row) => String(row.title || row.sectionKey || 'Untitled'),
  },
  gallery_images: {
    table: galleryImages,
    fields: ['title', 'category', 'imageUrl', 'altText', 'sortOrder', 'width', 'height'],
    kind: () => 'gallery image',
    name: (row) => String(row.title || 'Untitled image'),
  },
  hero_slides: {
    table: heroSlides,
    fields: ['title', 'subtitle', 'imageUrl', 'altText', 'sortOrder'],
    kind: () => 'hero slide',
    name: (row) => String(row.title || 'Untitled slide'),
  },
  contact_info: {
    table: contactInfo,
    fields: ['phone', 'email', 'address', 'hours'],
    kind: () => 'contact page',
    name: () => 'Contact details',
  },
};

/** Readable names of fields, for descriptions and the change log's old → new view. */
export const FIELD_LABELS: Record<string, string> = {
  title: 'title',
  content: 'content',
  link: 'link',
  category: 'category',
  imageUrl: 'image',
  altText: 'alt text',
  sortOrder: 'sort order',
  subtitle: 'subtitle',
  width: 'width',
  height: 'height',
  phone: 'phone',
  email: 'email',
  address: 'address',
  hours: 'hours',
  // Older contact records' change-log entries may still name these two (their values moved into the
  // social links at start-up; the columns are gone).
  instagram: 'Instagram',
  facebook: 'Facebook',
};

/** Fields that follow another (an image's pixel size follows the image) and are not described. */
export const QUIET_FIELDS = new Set(['width', 'height']);

export interface ChangeActor {
  /** The admin making the change (change_log.created_by). */
  userId: string | null;
  now?: Date;
}

/** The kind of versioned record each staged table holds. */
export const VERSION_KINDS: Record<StagedTable, RecordKind> = {
  content_sections: 'content_section',
  gallery_images: 'gallery_image',
  hero_slides: 'hero_slide',
  contact_info: 'contact_info',
};

/** A row's values as the admin sees them (staged over published), as the API reads them, for its versions. */
export function stagedVersionValues(tableName: StagedTable, row: Record<string, unknown>): VersionValues {
  const shown = { ...row, ...((row.staged as Record<string, unknown> | null) ?? {}) };
  const values = pick(
    shown,
    TABLES[tableName].fields.filter((field) => !QUIET_FIELDS.has(field)),
  );
  if (tableName === 'gallery_images' && typeof values.category === 'string') values.category = galleryCategoryName(values.category) ?? values.category;
  // Live/Hidden is not staged, but it is part of what a version is: a switch is kept and checked too.
  if (tableName !== 'contact_info' && 'isActive' in shown) values.isActive = Boolean(shown.isActive);
  return values;
}

export function keepStagedVersion(tx: Transaction, tableName: StagedTable, change: 'create' | 'update' | 'delete', before: AnyRow | null, after: AnyRow | null, actor: ChangeActor) {
  const row = (after ?? before)!;
  keepVersion(tx, {
    kind: VERSION_KINDS[tableName],
    recordId: row.id,
    version: Number(row.version),
    change,
    name: TABLES[tableName].name({ ...row, ...(row.staged ?? {}) }),
    before: before ? stagedVersionValues(tableName, before) : null,
    after: after ? stagedVersionValues(tableName, after) : null,
    actor,
  });
}
