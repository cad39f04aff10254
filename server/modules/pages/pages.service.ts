import { and, asc, eq, ne } from 'drizzle-orm';
import { visitorPageBySlug } from '../../../shared/routes.ts';
import { hasVisibleText } from '../../../shared/text.ts';
import { writeTransaction, type DB } from '../../db/client.ts';
import type { PageSettingRow } from '../../db/rows.ts';
import { pageSettings } from '../../db/schema/index.ts';
import { badInput, FieldErrors, notFound } from '../../errors.ts';
import type { PubSub } from '../../pubsub.ts';
import { assertListVersions, assertVersion, keepVersion, type VersionActor } from '../versions/index.ts';
import type { VersionValues } from '../../../shared/versions.ts';

export const PAGE_NAME_MAX = 40;
export const PAGE_DESCRIPTION_MAX = 300;

/** Where a page lives: its address in the route table (shared/routes.ts). */
export function pagePath(page: Pick<PageSettingRow, 'pageSlug'>): string {
  return visitorPageBySlug(page.pageSlug)?.pattern ?? `/${page.pageSlug}`;
}

export function listPages(db: DB, { activeOnly }: { activeOnly: boolean }): PageSettingRow[] {
  return db
    .select()
    .from(pageSettings)
    .where(activeOnly ? eq(pageSettings.isActive, true) : undefined)
    .orderBy(asc(pageSettings.sortOrder), asc(pageSettings.pageName))
    .all();
}

export function findPageBySlug(db: DB, slug: string): PageSettingRow | undefined {
  return db.select().from(pageSettings).where(eq(pageSettings.pageSlug, slug)).get();
}

/** A page's editable values as a saved version keeps them (its order is the list's, not the page's). */
function pageValues(page: Pick<PageSettingRow, 'pageName' | 'description' | 'isActive'>): VersionValues {
  return { pageName: page.pageName, description: page.description, isActive: page.isActive };
}

export async function updatePageSetting(
  deps: { db: DB; pubsub: PubSub },
  input: { id: string; pageName?: string | null; description?: string | null; isActive?: boolean | null; version?: number | null },
  actor: VersionActor = { userId: null },
): Promise<PageSettingRow> {
  const patch: Partial<typeof pageSettings.$inferInsert> = {};
  const errors = new FieldErrors();
  if (input.pageName != null) {
    const pageName = input.pageName.trim();
    if (!hasVisibleText(pageName)) errors.add('pageName', 'Page name is required.', 'REQUIRED');
    else if (pageName.length > PAGE_NAME_MAX) errors.add('pageName', `Page name must be at most ${PAGE_NAME_MAX} characters.`, 'TOO_LONG');
    patch.pageName = pageName;
  }
  if (input.description != null) {
    const description = input.description.trim();
    if (description.length > PAGE_DESCRIPTION_MAX) {
      errors.add('description', `Description must be at most ${PAGE_DESCRIPTION_MAX} characters.`, 'TOO_LONG');
    }
    patch.description = description;
  }
  errors.throwIfAny();
  if (input.isActive != null) patch.isActive = input.isActive;
  if (Object.keys(patch).length === 0) throw badInput('Nothing to update.');

  const updated = await writeTransaction(deps.db, (tx) => {
    const current = tx.select().from(pageSettings).where(eq(pageSettings.id, input.id)).get();
    if (!current) throw notFound('That page no longer exists.');
    assertVersion(tx, { kind: 'page', recordId: current.id, version: current.version, values: pageValues(current) }, input.version);
    const saved = tx.update(pageSettings).set(patch).where(eq(pageSettings.id, input.id)).returning().get()!;
    keepVersion(tx, { kind: 'page', recordId: saved.id, version: saved.version, change: 'update', name: saved.pageName, before: pageValues(current), after: pageValues(saved), actor });
    return saved;
  });
  deps.pubsub.publish('pageSettingsChanged', { reason: 'update' });
  return updated;
}

/**
 * Gives the listed pages sort orders 1..n in the given order (specification section 4); pages not
 * listed (the hidden ones) keep their relative order after them. One transaction.
 */
export async function reorderPageSettings(deps: { db: DB; pubsub: PubSub }, ids: readonly string[], versions?: readonly number[] | null): Promise<PageSettingRow[]> {
  if (ids.length === 0) throw badInput('Give the pages in their new order.');
  if (new Set(ids).size !== ids.length) throw badInput('A page appears twice in the new order.');
  const pages = await writeTransaction(deps.db, (tx) => {
    const all = tx.select().from(pageSettings).orderBy(asc(pageSettings.sortOrder)).all();
    const byId = new Map(all.map((page) => [page.id, page]));
    // The order the owner was shown (each page's version): a list changed since is not reordered over.
    assertListVersions(tx, ids, versions, (id) => {
      const page = byId.get(id);
      return page && { kind: 'page', recordId: page.id, version: page.version, values: pageValues(page) };
    });
    const unknown = ids.find((id) => !byId.has(id));
    if (unknown) throw notFound('A page in the new order no longer exists.');
    const rest = all.filter((page) => !ids.includes(page.id)).map((page) => page.id);
    // A page already in its place is not written, so its version stays.
    [...ids, ...rest].forEach((id, index) => {
      tx.update(pageSettings)
        .set({ sortOrder: index + 1 })
        .where(and(eq(pageSettings.id, id), ne(pageSettings.sortOrder, index + 1)))
        .run();
    });
    return tx.select().from(pageSettings).orderBy(asc(pageSettings.sortOrder)).all();
  });
  deps.pubsub.publish('pageSettingsChanged', { reason: 'reorder' });
  return pages;
}
