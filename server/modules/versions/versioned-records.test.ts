import { GraphQLError } from 'graphql';
import { desc, eq } from 'drizzle-orm';
import { describe, expect, test } from '../../../tests/support/service-world.ts';
import { recordVersions } from '../../db/schema/index.ts';
import type { ServiceWorld } from '../../../tests/support/service-world.ts';
import type { RecordKind } from '../../../shared/versions.ts';
import { createFaq, deleteFaq, listFaqs, reorderFaqs, updateFaq } from '../faqs/faqs.service.ts';
import { TEST_ADMIN } from '../../../tests/support/test-admin.ts';

/*
 * The version rule, record kind by record kind, through each kind's own service: a save that names
 * the version it started from succeeds while nobody saved meanwhile; a stale one is refused with
 * CONFLICT, writes nothing, and says what is saved now; every save is kept as a saved version.
 */

/** The refusal a stale save gets, with its extensions. */
async function refusal(save: Promise<unknown>): Promise<GraphQLError> {
  const error = await save.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(GraphQLError);
  return error as GraphQLError;
}

function expectStale(error: GraphQLError, { kind, yours, current }: { kind: RecordKind; yours: number; current: number }) {
  expect(error.extensions).toMatchObject({ code: 'CONFLICT', reason: 'STALE_VERSION', kind: kind.toUpperCase(), yourVersion: yours, currentVersion: current });
  expect(error.message).toContain(`you edited version ${yours}; it is now version ${current}`);
}

function keptVersions(world: ServiceWorld, kind: RecordKind, recordId: string) {
  return world.db
    .select()
    .from(recordVersions)
    .where(eq(recordVersions.recordId, recordId))
    .orderBy(desc(recordVersions.createdAt), desc(recordVersions.id))
    .all()
    .filter((row) => row.kind === kind);
}

const admin = (world: ServiceWorld) => ({ userId: world.adminId });

describe('FAQs', () => {
  test('a stale save of an answer is refused with the answer saved meanwhile; both answers are kept', async ({ world }) => {
    const faq = await createFaq(world.db, { question: 'Can we bring our own caterer?', answer: 'Yes.' }, admin(world));
    expect(faq.version).toBe(1);
    // Tab B saves first, from version 1.
    const b = await updateFaq(world.db, { id: faq.id, answer: 'Yes, from our list of approved caterers.', version: 1 }, admin(world));
    expect(b.version).toBe(2);
    // Tab A, also opened at version 1, saves its own answer.
    const error = await refusal(updateFaq(world.db, { id: faq.id, answer: 'Yes, any licensed caterer.', version: 1 }, admin(world)));
    expectStale(error, { kind: 'faq', yours: 1, current: 2 });
    expect(error.extensions.current).toMatchObject({ answer: 'Yes, from our list of approved caterers.', question: 'Can we bring our own caterer?', category: 'GENERAL' });
    expect(error.extensions.savedBy).toBe(TEST_ADMIN.email);
    // Nothing was written by the refused save.
    const [still] = listFaqs(world.db, { activeOnly: false });
    expect(still).toMatchObject({ answer: 'Yes, from our list of approved caterers.', version: 2 });
    // Tab A keeps its own text, naming the version it now has seen.
    const a = await updateFaq(world.db, { id: faq.id, answer: 'Yes, any licensed caterer.', version: 2 }, admin(world));
    expect(a.version).toBe(3);
    const kept = keptVersions(world, 'faq', faq.id);
    expect(kept.map((row) => [row.change, row.version, row.newValues?.answer])).toEqual([
      ['update', 3, 'Yes, any licensed caterer.'],
      ['update', 2, 'Yes, from our list of approved caterers.'],
      ['create', 1, 'Yes.'],
    ]);
    expect(kept[0]!.summary).toBe("Updated answer of 'Can we bring our own caterer?' (FAQ)");
    expect(kept[0]!.savedBy).toBe(world.adminId);
  });

  test('a save that names no version is not checked; a malformed version is refused', async ({ world }) => {
    const faq = await createFaq(world.db, { question: 'Is there parking?', answer: 'Yes.' }, admin(world));
    await updateFaq(world.db, { id: faq.id, answer: 'Yes, 100 spaces.', version: 1 }, admin(world));
    await expect(updateFaq(world.db, { id: faq.id, answer: 'Yes, over 100 spaces.' }, admin(world))).resolves.toMatchObject({ version: 3 });
    const error = await refusal(updateFaq(world.db, { id: faq.id, answer: 'No.', version: -1 }, admin(world)));
    expect(error.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'version' });
  });

  test('showing or hiding moves the version on; a reorder moves only the FAQs it moved', async ({ world }) => {
    const first = await createFaq(world.db, { question: 'First?', answer: 'One.' }, admin(world));
    const second = await createFaq(world.db, { question: 'Second?', answer: 'Two.' }, admin(world));
    const hidden = await updateFaq(world.db, { id: first.id, isActive: false, version: 1 }, admin(world));
    expect(hidden.version).toBe(2);
    const reordered = await reorderFaqs(world.db, [second.id, first.id]);
    expect(reordered.map((faq) => faq.version)).toEqual([2, 3]);
    await refusal(updateFaq(world.db, { id: first.id, answer: 'Uno.', version: 2 }, admin(world)));
  });

  test('a deleted FAQ keeps its last version, so its text can be read again', async ({ world }) => {
    const faq = await createFaq(world.db, { question: 'Do you host funerals?', answer: 'Receptions after, yes.' }, admin(world));
    await deleteFaq(world.db, faq.id, admin(world));
    const [deleted] = keptVersions(world, 'faq', faq.id);
    expect(deleted).toMatchObject({ change: 'delete', version: 1, newValues: null, summary: "Deleted FAQ 'Do you host funerals?'" });
    expect(deleted!.oldValues).toMatchObject({ answer: 'Receptions after, yes.' });
  });
});
