import { and, asc, count, eq, ne } from 'drizzle-orm';
import { writeTransaction, type DB, type Transaction } from '../../db/client.ts';
import type { FaqRow } from '../../db/rows.ts';
import { faqs } from '../../db/schema/index.ts';
import { badInput, conflict, FieldErrors, notFound } from '../../errors.ts';
import { FAQ_CATEGORIES, faqCategoryName } from '../../../shared/content.ts';
import { faqTextProblem } from '../../../shared/faqs.ts';
import type { VersionValues } from '../../../shared/versions.ts';
import { assertListVersions, assertVersion, keepVersion, type VersionActor } from '../versions/index.ts';

/*
 * FAQs apply at once, without staging. Sort orders stay 1..n: a new FAQ goes last ("sort_order =
 * current count + 1"), a delete renumbers the rest, a reorder rewrites every position in one
 * transaction. An edit that names the version it started from is refused when the FAQ was saved
 * since; every save, addition and deletion is kept as a saved version (modules/versions).
 */

/** What a version of an FAQ keeps, as the API reads it. */
export function faqVersionValues(row: FaqRow): VersionValues {
  return { question: row.question, answer: row.answer, category: faqCategoryName(row.category) ?? row.category, isActive: row.isActive };
}

export function listFaqs(db: DB, { activeOnly }: { activeOnly: boolean }): FaqRow[] {
  return db
    .select()
    .from(faqs)
    .where(activeOnly ? eq(faqs.isActive, true) : undefined)
    .orderBy(asc(faqs.sortOrder), asc(faqs.createdAt))
    .all();
}

/** A question or an answer, trimmed; refused when blank or over its limit (shared/faqs.ts). */
function faqText(field: 'question' | 'answer', value: string): string {
  const problem = faqTextProblem(field, value);
  if (problem) throw badInput(problem.message, field, problem.code);
  return value.trim();
}

function category(value: string): string {
  const trimmed = value.trim();
  const known = FAQ_CATEGORIES.find((name) => name.toLowerCase() === trimmed.toLowerCase());
  if (!known) throw badInput(`Category must be one of ${FAQ_CATEGORIES.join(', ')}.`, 'category');
  return known;
}

export async function createFaq(
  db: DB,
  input: { question: string; answer: string; category?: string | null; isActive?: boolean | null },
  actor: VersionActor = { userId: null },
): Promise<FaqRow> {
  const errors = new FieldErrors();
  const checked = {
    question: errors.collect('question', () => faqText('question', input.question)),
    answer: errors.collect('answer', () => faqText('answer', input.answer)),
    category: input.category == null ? 'General' : errors.collect('category', () => category(input.category!)),
  };
  errors.throwIfAny();
  const values = { question: checked.question!, answer: checked.answer!, category: checked.category!, isActive: input.isActive ?? true };
  return await writeTransaction(db, (tx) => {
    const [{ total } = { total: 0 }] = tx.select({ total: count() }).from(faqs).all();
    const created = tx
      .insert(faqs)
      .values({ ...values, sortOrder: total + 1 })
      .returning()
      .get();
    keepVersion(tx, { kind: 'faq', recordId: created.id, version: created.version, change: 'create', name: created.question, before: null, after: faqVersionValues(created), actor });
    return created;
  });
}

export async function updateFaq(
  db: DB,
  input: { id: string; question?: string | null; answer?: string | null; category?: string | null; isActive?: boolean | null; version?: number | null },
  actor: VersionActor = { userId: null },
): Promise<FaqRow> {
  const patch: Partial<typeof faqs.$inferInsert> = {};
  const errors = new FieldErrors();
  if (input.question != null) patch.question = errors.collect('question', () => faqText('question', input.question!));
  if (input.answer != null) patch.answer = errors.collect('answer', () => faqText('answer', input.answer!));
  if (input.category != null) patch.category = errors.collect('category', () => category(input.category!));
  errors.throwIfAny();
  if (input.isActive != null) patch.isActive = input.isActive;
  if (Object.keys(patch).length === 0) throw badInput('Nothing to update.');
  return await writeTransaction(db, (tx) => {
    const current = tx.select().from(faqs).where(eq(faqs.id, input.id)).get();
    if (!current) throw notFound(FAQ_GONE);
    assertVersion(tx, { kind: 'faq', recordId: current.id, version: current.version, values: faqVersionValues(current) }, input.version);
    const saved = tx.update(faqs).set(patch).where(eq(faqs.id, input.id)).returning().get()!;
    keepVersion(tx, {
      kind: 'faq',
      recordId: saved.id,
      version: saved.version,
      change: 'update',
      name: saved.question,
      before: faqVersionValues(current),
      after: faqVersionValues(saved),
      actor,
    });
    return saved;
  });
}

const FAQ_GONE = 'That FAQ no longer exists. Reload the list to see the current FAQs.';

/** Positions 1..n in the order given; an FAQ already in its place is not written (its version stays). */
function renumber(tx: Transaction, ids: readonly string[]) {
  ids.forEach((id, index) => {
    tx.update(faqs)
      .set({ sortOrder: index + 1 })
      .where(and(eq(faqs.id, id), ne(faqs.sortOrder, index + 1)))
      .run();
  });
}

/** Deletes an FAQ; its last version is kept (the change log's saved versions), so its text is never lost. */
export async function deleteFaq(db: DB, id: string, actor: VersionActor = { userId: null }, version?: number | null): Promise<string> {
  await writeTransaction(db, (tx) => {
    const current = tx.select().from(faqs).where(eq(faqs.id, id)).get();
    if (!current) throw notFound(FAQ_GONE);
    // An FAQ edited since the owner was shown it is not deleted: they see the newer text first.
    assertVersion(tx, { kind: 'faq', recordId: current.id, version: current.version, values: faqVersionValues(current) }, version, 'delete');
    const deleted = tx.delete(faqs).where(eq(faqs.id, id)).returning().get()!;
    keepVersion(tx, { kind: 'faq', recordId: deleted.id, version: deleted.version, change: 'delete', name: deleted.question, before: faqVersionValues(deleted), after: null, actor });
    const rest = tx.select({ id: faqs.id }).from(faqs).orderBy(asc(faqs.sortOrder), asc(faqs.createdAt)).all();
    renumber(
      tx,
      rest.map((row) => row.id),
    );
  });
  return id;
}

/**
 * Every FAQ gets its 1-based position in `ids`, which must list each FAQ exactly once. With
 * `versions` (each FAQ's version as shown), a list changed since it was shown is not reordered.
 */
export async function reorderFaqs(db: DB, ids: readonly string[], versions?: readonly number[] | null): Promise<FaqRow[]> {
  if (ids.length === 0) throw badInput('Give the FAQs in their new order.');
  if (new Set(ids).size !== ids.length) throw badInput('An FAQ appears twice in the new order.');
  return await writeTransaction(db, (tx) => {
    const all = tx.select().from(faqs).all();
    const byId = new Map(all.map((row) => [row.id, row]));
    assertListVersions(tx, ids, versions, (id) => {
      const row = byId.get(id);
      return row && { kind: 'faq', recordId: row.id, version: row.version, values: faqVersionValues(row) };
    });
    if (all.length !== ids.length || ids.some((id) => !byId.has(id))) {
      throw conflict('The FAQ list has changed since it was loaded. Reload the list and try again.');
    }
    renumber(tx, ids);
    return tx.select().from(faqs).orderBy(asc(faqs.sortOrder)).all();
  });
}
