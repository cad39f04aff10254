import type { GraphQLContext } from '../../context.ts';
import type { PubSubEvents } from '../../pubsub.ts';
import { isAdmin } from '../../auth/access.ts';
import type { Resolvers } from '../../graphql/types.generated.ts';
import { notFound } from '../../errors.ts';
import { batchedField } from '../../lib/page-batch.ts';
import type { InquiryRow } from '../../db/rows.ts';
import { bookingsForInquiries } from '../bookings/index.ts';
import { dayInfosOn, type CalendarContext } from '../calendar/index.ts';
import { replayedChanges, replayThenLive } from '../sync/index.ts';
import { createInquiry, importInquiries } from './inquiry-intake.ts';
import { referenceOf } from '../../../shared/visitor-forms.ts';
import { inquiryFactsFor, markInquiryLost, reopenInquiry } from './index.ts';
import { inquiryLostReason, inquiryOutcome, inquiryStage } from '../../../shared/inquiry-outcome.ts';
import { findInquiry, inquiriesConnection, inquiriesCsv, submitInquiry, updateInquirySource, updateInquiryStatus } from './inquiries.service.ts';

// A page of inquiries reads its desired dates' statuses and its bookings in one go (lib/page-batch.ts).
const desiredDateStatusOf = batchedField((page: readonly InquiryRow[], deps: CalendarContext) => {
  const days = dayInfosOn(deps, page.flatMap((inquiry) => (inquiry.desiredDate ? [inquiry.desiredDate] : [])));
  return (inquiry: InquiryRow) => (inquiry.desiredDate ? days.get(inquiry.desiredDate)! : null);
});
const bookingsOf = batchedField((page: readonly InquiryRow[], deps: Pick<CalendarContext, 'db'>) => {
  const byInquiry = bookingsForInquiries(deps.db, page.map((inquiry) => inquiry.id));
  return (inquiry: InquiryRow) => byInquiry.get(inquiry.id) ?? [];
});

// Where each inquiry of a page stands, read in one go.
const factsOf = batchedField((page: readonly InquiryRow[], deps: Pick<CalendarContext, 'db'>) => {
  const facts = inquiryFactsFor(deps.db, page.map((inquiry) => inquiry.id));
  return (inquiry: InquiryRow) => facts.get(inquiry.id)!;
});

export const inquiriesResolvers: Resolvers = {
  Query: {
    inquiries: (_parent, { status, search, eventDateFrom, eventDateTo, updatedSince, orderBy, ...page }, ctx) =>
      inquiriesConnection(ctx.db, page, { status: status ?? null, search, eventDateFrom, eventDateTo, updatedSince }, orderBy ?? undefined),
    inquiry: (_parent, { id }, ctx) => findInquiry(ctx.db, id) ?? null,
    inquiriesCsv: (_parent, _args, ctx) => inquiriesCsv(ctx),
  },
  Mutation: {
    submitInquiry: async (_parent, { input }, ctx) => {
      const inquiry = await submitInquiry(ctx, input, { ...ctx.request, trusted: isAdmin(ctx.viewer) });
      // The page the form is on shows the receipt again after a reload (its ?sent=1 address).
      if (inquiry.submissionKey) ctx.sessionCookie?.setReceipt('inquiry', inquiry.submissionKey);
      return { inquiry, heldForReview: inquiry.status === 'held' };
    },
    updateInquiryStatus: async (_parent, { input }, ctx) => ({ inquiry: await updateInquiryStatus(ctx, input, ctx.viewer?.user.id ?? null) }),
    updateInquirySource: async (_parent, { input }, ctx) => ({ inquiry: await updateInquirySource(ctx, input, ctx.viewer?.user.id ?? null) }),
    createInquiry: async (_parent, { input }, ctx) => ({ inquiry: await createInquiry(ctx, input) }),
    markInquiryLost: async (_parent, { input }, ctx) => ({ inquiry: await markInquiryLost(ctx, input) }),
    reopenInquiry: async (_parent, { input }, ctx) => ({ inquiry: await reopenInquiry(ctx, input) }),
    importInquiries: async (_parent, { input }, ctx) => {
      const imported = await importInquiries(ctx, input);
      return { inquiries: imported, importedCount: imported.length };
    },
  },
  Subscription: {
    inquiriesChanged: {
      subscribe: (_parent, { updatedSince }, ctx) => {
        const live = ctx.pubsub.subscribe('inquiriesChanged');
        if (!updatedSince) return live;
        const replay = replayedChanges(ctx.db, 'Inquiry', updatedSince, ({ id, change }) => ({ change, inquiryId: id, replayed: true }));
        return replayThenLive(replay, live);
      },
      resolve: (event: unknown, _args: unknown, ctx: GraphQLContext) => {
        const payload = event as PubSubEvents['inquiriesChanged'];
        const inquiry = findInquiry(ctx.db, payload.inquiryId);
        if (!inquiry) throw notFound('That inquiry no longer exists.');
        return { change: payload.change, inquiry, replayed: payload.replayed ?? false };
      },
    },
  },
  InquiryConnection: {
    totalCount: (page) => page.totalCount(),
    statusCounts: (page) => page.statusCounts(),
  },
  Inquiry: {
    reference: (inquiry) => referenceOf('inquiry', inquiry.id),
    // The visitor who just sent the form gets their inquiry back; its admin-side details stay admin-only.
    desiredDateStatus: (inquiry, _args, ctx) => (isAdmin(ctx.viewer) ? desiredDateStatusOf(inquiry, ctx) : null),
    bookings: (inquiry, _args, ctx) => (isAdmin(ctx.viewer) ? bookingsOf(inquiry, ctx) : []),
    // How the venue's sales went is the owner's business: a visitor reads a new, open inquiry.
    stage: (inquiry, _args, ctx) => (isAdmin(ctx.viewer) ? inquiryStage(factsOf(inquiry, ctx)) : 'new'),
    outcome: (inquiry, _args, ctx) => (isAdmin(ctx.viewer) ? inquiryOutcome(inquiryStage(factsOf(inquiry, ctx))) : 'open'),
    lostReason: (inquiry, _args, ctx) => (isAdmin(ctx.viewer) ? inquiryLostReason(factsOf(inquiry, ctx)) : null),
    lostNote: (inquiry, _args, ctx) => (isAdmin(ctx.viewer) ? inquiry.lostNote : null),
    lostAt: (inquiry, _args, ctx) => (isAdmin(ctx.viewer) ? inquiry.lostAt : null),
  },
};
