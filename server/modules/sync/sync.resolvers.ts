import type { Resolvers } from '../../graphql/types.generated.ts';
import { findNode, findNodes, tombstonesConnection } from './sync.service.ts';

export const syncResolvers: Resolvers = {
  Query: {
    // A found record is the row its type's resolvers expect (the mapper), marked with its type.
    node: (_parent, { id }, ctx) => findNode(ctx.db, id) as never,
    nodes: (_parent, { ids }, ctx) => findNodes(ctx.db, ids) as never,
    tombstones: (_parent, { deletedSince, types, ...page }, ctx) => tombstonesConnection(ctx.db, page, { deletedSince, types }),
  },
  Node: {
    // Records found by id carry their type (sync.service.ts); anything else is resolved by graphql-tools from __typename.
    __resolveType: (node) => (node as unknown as { __typename: 'Booking' }).__typename,
  },
  TombstoneConnection: {
    totalCount: (page) => page.totalCount(),
  },
  Tombstone: {
    id: (tombstone) => tombstone.recordId,
    type: (tombstone) => tombstone.recordType as never,
  },
};
