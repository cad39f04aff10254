import type { Resolvers } from '../../graphql/types.generated.ts';
import { findBooking } from '../bookings/index.ts';
import { findInquiry } from '../inquiries/index.ts';
import { extendHold, holdsBetween, holdsForBooking, holdsForInquiry, placeHold, releaseHold } from './holds.service.ts';
import { and, eq, inArray } from 'drizzle-orm';
import { holds } from '../../db/schema/index.ts';
import type { DB } from '../../db/client.ts';
import { isAdmin } from '../../auth/access.ts';

import type { HoldRow } from '../../db/rows.ts';
import { batchedField } from '../../lib/page-batch.ts';

/**
 * The active hold of each inquiry or booking on a page, read for the whole page in one query
 * (server/lib/page-batch.ts): one per card made the admin's lists several times slower.
 */
const activeHoldsBy = (key: 'inquiryId' | 'bookingId') =>
  batchedField<{ id: string }, DB, HoldRow | null>((rows, db) => {
    const found = db
      .select()
      .from(holds)
      .where(and(inArray(holds[key], rows.map((row) => row.id)), eq(holds.status, 'active')))
      .all();
    const byOwner = new Map(found.map((hold) => [hold[key], hold]));
    return (row) => byOwner.get(row.id) ?? null;
  });
const inquiryActiveHold = activeHoldsBy('inquiryId');
const bookingActiveHold = activeHoldsBy('bookingId');

export const holdsResolvers: Resolvers = {
  Query: {
    holds: (_parent, { from, to, includeEnded, updatedSince }, ctx) => holdsBetween(ctx.db, { from, to, includeEnded, updatedSince }),
    holdsForInquiry: (_parent, { inquiryId }, ctx) => holdsForInquiry(ctx.db, inquiryId),
    holdsForBooking: (_parent, { bookingId }, ctx) => holdsForBooking(ctx.db, bookingId),
  },
  Mutation: {
    placeHold: async (_parent, { input }, ctx) => ({
      hold: await placeHold(ctx, input, ctx.viewer?.user.id ?? null),
    }),
    releaseHold: (_parent, { input }, ctx) => releaseHold(ctx, input.id),
    extendHold: async (_parent, { input }, ctx) => ({ hold: await extendHold(ctx, { ...input, actorId: ctx.viewer?.user.id ?? null }) }),
  },
  Hold: {
    isSecondOption: (hold) => hold.position === 2,
    inquiry: (hold, _args, ctx) => (hold.inquiryId ? (findInquiry(ctx.db, hold.inquiryId) ?? null) : null),
    booking: (hold, _args, ctx) => (hold.bookingId ? (findBooking(ctx.db, hold.bookingId) ?? null) : null),
  },
  Inquiry: {
    activeHold: (inquiry, _args, ctx) => inquiryActiveHold(inquiry, ctx.db),
  },
  Booking: {
    // A visitor's requestBooking answers with a Booking: a hold (someone's name) is for admins only.
    activeHold: (booking, _args, ctx) => (isAdmin(ctx.viewer) ? bookingActiveHold(booking, ctx.db) : null),
  },
};
