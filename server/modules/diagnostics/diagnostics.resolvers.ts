import type { Resolvers } from '../../graphql/types.generated.ts';
import { runAdminDatabaseTest, runContentEditingTest } from './diagnostics.service.ts';

/* @public on purpose: the page answers everyone with the specification's messages; the checks
 * themselves run only for admins (diagnostics.service.ts). */
export const diagnosticsResolvers: Resolvers = {
  Mutation: {
    runAdminDatabaseTest: (_parent, _args, ctx) => ({ result: runAdminDatabaseTest(ctx) }),
    runContentEditingTest: (_parent, _args, ctx) => ({ result: runContentEditingTest(ctx) }),
  },
};
