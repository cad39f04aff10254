import type { InquiriesListQuery } from '../../gql/graphql.ts';

/** One inquiry as the Inquiries screen reads it (its card and the card's parts). */
export type InquiryView = InquiriesListQuery['inquiries']['nodes'][number];
