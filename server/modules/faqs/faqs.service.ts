import { asc, count, eq } from 'drizzle-orm';
import { immediate, type DB, type Transaction } from '../../db/client.ts';
import type { FaqRow } from '../../db/rows.ts';
import { faqs } from '../../db/schema/index.ts';
import { badInput, conflict, FieldErrors, notFound } from '../../errors.ts';
import { FAQ_CATEGORIES } from '../../../shared/content.ts';

/*
 * FAQs apply at once, without staging (specification section 4; DESIGN.md). Sort orders stay
 * 1..n: a new FAQ goes last (count + 1, spec section 3), a delete renumbers the rest, a reorder
 * rewrites every position in one transaction.
 */

export const QUESTION_MAX = 300;
export const ANSWER_MAX = 3000;

export function listFaqs(db: DB, { activeOnly }: { activeOnly: boolean }): FaqRow[] {
  return db
    .select()
    .from(faqs)
    .where(activeOnly ? eq(faqs.isActive, true) : undefined)
    .orderBy(asc(faqs.sortOrder), asc(faqs.createdAt))
    .all();
}

function question(value: string): string {
  const trimmed = value.trim();
  if (!trimmed) throw badInput('Question is required.', 'question', 'REQUIRED');
  if (trimmed.length > QUESTION_MAX) throw badInput(`Question must be at most ${QUESTION_MAX} characters.`, 'question', 'TOO_LONG');
  return trimmed;
}

function answer(value: string): string {
  const trimmed = value.trim();
  if (!trimmed) throw badInput('Answer is required.', 'answer', 'REQUIRED');
  if (trimmed.length > ANSWER_MAX) throw badInput(`Answer must be at most ${ANSWER_MAX} characters.`, 'answer', 'TOO_LONG');
  return trimmed;
}

function category(value: string): string {
  const trimmed = value.trim();
  const known = FAQ_CATEGORIES.find((name) => name.toLowerCase() === trimmed.toLowerCase());
  if (!known) throw badInput(`Category must be one of ${FAQ_CATEGORIES.join(', ')}.`, 'category');
  return known;
}

export async function createFaq(db: DB, input: { question: string; answer: string; category?: string | null; isActive?: boolean | null }): Promise<FaqRow> {
  const errors = new FieldErrors();
  const checked = {
    question: errors.collect('question', () => question(input.question)),
    answer: errors.collect('answer', () => answer(input.answer)),
    category: input.category == null ? 'General' : errors.collect('category', () => category(input.category!)),
  };
  errors.throwIfAny();
  const values = { question: checked.question!, answer: checked.answer!, category: checked.category!, isActive: input.isActive ?? true };
  return await immediate(db, (tx) => {
    const [{ total } = { total: 0 }] = tx.select({ total: count() }).from(faqs).all();
    return tx
      .insert(faqs)
      .values({ ...values, sortOrder: total + 1 })
      .returning()
      .get();
  });
}

export async function updateFaq(
  db: DB,
  input: { id: string; question?: string | null; answer?: string | null; category?: string | null; isActive?: boolean | null },
): Promise<FaqRow> {
  const patch: Partial<typeof faqs.$inferInsert> = {};
  const errors = new FieldErrors();
  if (input.question != null) patch.question = errors.collect('question', () => question(input.question!));
  if (input.answer != null) patch.answer = errors.collect('answer', () => answer(input.answer!));
  if (input.category != null) patch.category = errors.collect('category', () => category(input.category!));
  errors.throwIfAny();
  if (input.isActive != null) patch.isActive = input.isActive;
  if (Object.keys(patch).length === 0) throw badInput('Nothing to update.');
  const row = await immediate(db, (tx) => tx.update(faqs).set(patch).where(eq(faqs.id, input.id)).returning().get());
  if (!row) throw notFound('That FAQ no longer exists. Reload the list to see the current FAQs.');
  return row;
}

function renumber(tx: Transaction, ids: readonly string[]) {
  ids.forEach((id, index) => {
    tx.update(faqs).set({ sortOrder: index + 1 }).where(eq(faqs.id, id)).run();
  });
}

export async function deleteFaq(db: DB, id: string): Promise<string> {
  await immediate(db, (tx) => {
    const deleted = tx.delete(faqs).where(eq(faqs.id, id)).returning({ id: faqs.id }).get();
    if (!deleted) throw notFound('That FAQ no longer exists. Reload the list to see the current FAQs.');
    const rest = tx.select({ id: faqs.id }).from(faqs).orderBy(asc(faqs.sortOrder), asc(faqs.createdAt)).all();
    renumber(
      tx,
      rest.map((row) => row.id),
    );
  });
  return id;
}

/** Every FAQ gets its 1-based position in `ids`, which must list each FAQ exactly once. */
export async function reorderFaqs(db: DB, ids: readonly string[]): Promise<FaqRow[]> {
  if (ids.length === 0) throw badInput('Give the FAQs in their new order.');
  if (new Set(ids).size !== ids.length) throw badInput('An FAQ appears twice in the new order.');
  return await immediate(db, (tx) => {
    const all = tx.select({ id: faqs.id }).from(faqs).all();
    const known = new Set(all.map((row) => row.id));
    if (all.length !== ids.length || ids.some((id) => !known.has(id))) {
      throw conflict('The FAQ list has changed since it was loaded. Reload the list and try again.');
    }
    renumber(tx, ids);
    return tx.select().from(faqs).orderBy(asc(faqs.sortOrder)).all();
  });
}
