import { GraphQLError } from 'graphql';
import { desc, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { recordVersions } from '../../server/db/schema/index.ts';
import type { RecordKind } from '../../shared/versions.ts';
import type { ServiceWorld } from './service-world.ts';

/*
 * The version rule's checks for the fast tier, shared by every record kind's tests: the refusal a
 * stale save gets, what it says, and the saved versions kept of a record.
 */

/** The refusal a save gets (it must be refused), with its extensions. */
export async function refusal(save: Promise<unknown>): Promise<GraphQLError> {
  const error = await save.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(GraphQLError);
  return error as GraphQLError;
}

/** A stale save's refusal: CONFLICT, STALE_VERSION, the versions on both sides, in words too. */
export function expectStale(error: GraphQLError, { kind, yours, current }: { kind: RecordKind; yours: number; current: number }) {
  expect(error.extensions).toMatchObject({ code: 'CONFLICT', reason: 'STALE_VERSION', kind: kind.toUpperCase(), yourVersion: yours, currentVersion: current });
  expect(error.message).toMatch(new RegExp(`you (edited|saw) version ${yours}; it is now version ${current}`));
}

/** The saved versions kept of one record, newest first. */
export function keptVersions(world: ServiceWorld, kind: RecordKind, recordId: string) {
  return world.db
    .select()
    .from(recordVersions)
    .where(eq(recordVersions.recordId, recordId))
    .orderBy(desc(recordVersions.createdAt), desc(recordVersions.id))
    .all()
    .filter((row) => row.kind === kind);
}

/** Who saves in a test: the world's admin. */
export const asAdmin = (world: ServiceWorld) => ({ userId: world.adminId });
