import { getTableColumns, getTableName } from 'drizzle-orm';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { type contentSections, type galleryImages, type heroSlides, STAGED_TABLES } from '../../server/db/schema/index.ts';
import { TABLES } from '../../server/modules/publishing/index.ts';

/*
 * The staging engine's table map is typed: each staged table name is paired with the Drizzle table
 * of that name, and its stageable fields are keys of that table's `staged` column. The type
 * checks (expectTypeOf) are enforced by `npx tsc --noEmit`, which covers tests/; an `any` table
 * would fail them.
 */

describe('the staging engine\'s tables', () => {
  it('pairs every staged table name with the table of that name, whose columns hold every stageable field', () => {
    for (const name of STAGED_TABLES) {
      const { table, fields } = TABLES[name];
      expect(getTableName(table)).toBe(name);
      const columns = Object.keys(getTableColumns(table));
      expect(columns).toEqual(expect.arrayContaining([...fields, 'id', 'staged', 'isPublished', 'publishedAt']));
    }
  });

  it('is typed per table (no any)', () => {
    expectTypeOf(TABLES.content_sections.table).toEqualTypeOf<typeof contentSections>();
    expectTypeOf(TABLES.gallery_images.table).toEqualTypeOf<typeof galleryImages>();
    expectTypeOf(TABLES.hero_slides.table).toEqualTypeOf<typeof heroSlides>();
    expectTypeOf(TABLES.hero_slides.fields).toEqualTypeOf<readonly ('title' | 'subtitle' | 'imageUrl' | 'altText' | 'sortOrder')[]>();
  });
});
