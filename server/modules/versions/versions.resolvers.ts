import type { Resolvers } from '../../graphql/types.generated.ts';
import { batchedField } from '../../lib/page-batch.ts';
import { savedVersionsConnection, saversOf, versionFieldChanges, versionValues, type RecordVersionRow } from './versions.service.ts';

// A page of saved versions names its savers with one query.
const saverOf = batchedField((page: readonly RecordVersionRow[], ctx: { db: Parameters<typeof saversOf>[0] }) => {
  const savers = saversOf(ctx.db, page);
  return (row: RecordVersionRow) => (row.savedBy ? (savers.get(row.savedBy) ?? null) : null);
});

export const versionsResolvers: Resolvers = {
  Query: {
    savedVersions: (_parent, { kind, recordId, updatedSince, orderBy, ...page }, ctx) =>
      savedVersionsConnection(ctx.db, page, { kind: kind ?? null, recordId: recordId ?? null, updatedSince }, orderBy ?? undefined),
  },
  SavedVersionConnection: {
    totalCount: (page) => page.totalCount(),
  },
  SavedVersion: {
    values: (row) => versionValues(row),
    fieldChanges: (row) => versionFieldChanges(row),
    newValues: (row) => (row.newValues == null ? null : JSON.stringify(row.newValues)),
    oldValues: (row) => (row.oldValues == null ? null : JSON.stringify(row.oldValues)),
    savedBy: (row, _args, ctx) => saverOf(row, ctx),
    savedAt: (row) => row.createdAt,
    updatedAt: (row) => row.createdAt,
  },
};
