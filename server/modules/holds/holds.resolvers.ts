import type { Resolvers } from '../../graphql/types.generated.ts';
import { findBooking } from '../bookings/bookings.service.ts';
import { findInquiry } from '../inquiries/inquiries.service.ts';
import { extendHold, holdsBetween, holdsForBooking, holdsForInquiry, placeHold, releaseHold } from './holds.service.ts';
import { and, eq } from 'drizzle-orm';
import { holds } from '../../db/schema/index.ts';
import type { DB } from '../../db/client.ts';
import { isAdmin } from '../../auth/access.ts';

const activeHoldOf = (db: DB, column: typeof holds.inquiryId | typeof holds.bookingId, id: string) =>
  db.select().from(holds).where(and(eq(column, id), eq(holds.status, 'active'))).get() ?? null;

export const holdsResolvers: Resolvers = {
  Query: {
    holds: (_parent, { from, to, includeEnded }, ctx) => holdsBetween(ctx.db, from, to, includeEnded ?? false),
    holdsForInquiry: (_parent, { inquiryId }, ctx) => holdsForInquiry(ctx.db, inquiryId),
    holdsForBooking: (_parent, { bookingId }, ctx) => holdsForBooking(ctx.db, bookingId),
  },
  Mutation: {
    placeHold: async (_parent, { input }, ctx) => ({
      hold: await placeHold(ctx, input, ctx.viewer?.user.id ?? null),
    }),
    releaseHold: (_parent, { input }, ctx) => releaseHold(ctx, input.id),
    extendHold: async (_parent, { input }, ctx) => ({ hold: await extendHold(ctx, input) }),
  },
  Hold: {
    status: (hold) => hold.status.toUpperCase() as 'ACTIVE' | 'RELEASED' | 'EXPIRED' | 'CONVERTED',
    isSecondOption: (hold) => hold.position === 2,
    inquiry: (hold, _args, ctx) => (hold.inquiryId ? (findInquiry(ctx.db, hold.inquiryId) ?? null) : null),
    booking: (hold, _args, ctx) => (hold.bookingId ? (findBooking(ctx.db, hold.bookingId) ?? null) : null),
  },
  Inquiry: {
    activeHold: (inquiry, _args, ctx) => activeHoldOf(ctx.db, holds.inquiryId, inquiry.id),
  },
  Booking: {
    // A visitor's requestBooking answers with a Booking: a hold (someone's name) is for admins only.
    activeHold: (booking, _args, ctx) => (isAdmin(ctx.viewer) ? activeHoldOf(ctx.db, holds.bookingId, booking.id) : null),
  },
};
