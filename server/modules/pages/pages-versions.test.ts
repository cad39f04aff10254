import { eq } from 'drizzle-orm';
import { describe, expect, test } from '../../../tests/support/service-world.ts';
import { asAdmin, expectStale, keptVersions, refusal } from '../../../tests/support/versions.ts';
import { pageSettings } from '../../db/schema/index.ts';
import { listPages, reorderPageSettings, updatePageSetting } from './pages.service.ts';

/*
 * The version rule for page settings: a stale rename or description is refused with what was
 * saved meanwhile, nothing is written, and every save is kept.
 */

function aPage(world: { db: Parameters<typeof listPages>[0] }) {
  const [page] = listPages(world.db, { activeOnly: false });
  if (page) return page;
  return world.db.insert(pageSettings).values({ pageSlug: 'about', pageName: 'About', description: 'Our story', sortOrder: 1 }).returning().get();
}

describe('page settings', () => {
  test('a stale edit is refused with the page as saved meanwhile; both edits are kept', async ({ world }) => {
    const page = aPage(world);
    const b = await updatePageSetting(world, { id: page.id, pageName: 'Our Story', version: page.version }, asAdmin(world));
    expect(b.version).toBe(page.version + 1);
    const error = await refusal(updatePageSetting(world, { id: page.id, pageName: 'The Hall', description: 'Who we are', version: page.version }, asAdmin(world)));
    expectStale(error, { kind: 'page', yours: page.version, current: b.version });
    expect(error.extensions.current).toMatchObject({ pageName: 'Our Story', isActive: true });
    expect(world.db.select().from(pageSettings).where(eq(pageSettings.id, page.id)).get()).toMatchObject({ pageName: 'Our Story', version: b.version });
    const a = await updatePageSetting(world, { id: page.id, pageName: 'The Hall', description: 'Who we are', version: b.version }, asAdmin(world));
    expect(keptVersions(world, 'page', page.id).map((row) => [row.version, row.newValues?.pageName])).toEqual([
      [a.version, 'The Hall'],
      [b.version, 'Our Story'],
    ]);
  });

  test('a reorder moves the version on of the pages it moved, so an edit opened before it is checked against it', async ({ world }) => {
    const page = aPage(world);
    world.db.insert(pageSettings).values({ pageSlug: 'faq', pageName: 'FAQ', description: 'Questions', sortOrder: 2 }).run();
    const others = listPages(world.db, { activeOnly: false }).filter((other) => other.id !== page.id);
    const moved = (await reorderPageSettings(world, [...others.map((other) => other.id), page.id])).find((row) => row.id === page.id);
    expect(moved!.version).toBe(page.version + 1);
    expectStale(await refusal(updatePageSetting(world, { id: page.id, description: 'Hello', version: page.version }, asAdmin(world))), {
      kind: 'page',
      yours: page.version,
      current: page.version + 1,
    });
  });
});
