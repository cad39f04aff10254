import { graphql } from './gql/index.ts';

/*
 * Every operation the sync client sends, typed by codegen from the committed schema.graphql.
 * Lists are read oldest change first (UPDATED_AT_ASC) so the last record read is where the next
 * read starts; `updatedSince` is inclusive, so that record comes once more and is updated by id.
 */

export const BookingsPage = graphql(`
  query ApiClientBookings($since: DateTime, $after: String) {
    bookings(first: 100, after: $after, updatedSince: $since, orderBy: UPDATED_AT_ASC) {
      totalCount
      nodes { id clientName clientEmail eventDate status guestCount updatedAt }
      pageInfo { hasNextPage endCursor }
    }
  }
`);

export const InquiriesPage = graphql(`
  query ApiClientInquiries($since: DateTime, $after: String) {
    inquiries(first: 100, after: $after, updatedSince: $since, orderBy: UPDATED_AT_ASC) {
      totalCount
      nodes { id name email status desiredDate updatedAt }
      pageInfo { hasNextPage endCursor }
    }
  }
`);

export const FaqsChanged = graphql(`
  query ApiClientFaqs($since: DateTime) {
    adminFaqs(updatedSince: $since, orderBy: UPDATED_AT_ASC) { id question answer updatedAt }
  }
`);

export const TombstonesPage = graphql(`
  query ApiClientTombstones($since: DateTime, $after: String) {
    tombstones(deletedSince: $since, types: [BOOKING, INQUIRY, FAQ], first: 100, after: $after) {
      nodes { id type deletedAt }
      pageInfo { hasNextPage endCursor }
    }
  }
`);

export const BookingsLive = graphql(`
  subscription ApiClientBookingsLive($since: DateTime) {
    bookingsChanged(updatedSince: $since) {
      replayed
      booking { id clientName clientEmail eventDate status guestCount updatedAt }
    }
  }
`);

export const InquiriesLive = graphql(`
  subscription ApiClientInquiriesLive($since: DateTime) {
    inquiriesChanged(updatedSince: $since) {
      replayed
      inquiry { id name email status desiredDate updatedAt }
    }
  }
`);

export const RegisterWebhook = graphql(`
  mutation ApiClientRegisterWebhook($input: CreateWebhookEndpointInput!) {
    createWebhookEndpoint(input: $input) {
      secret
      endpoint { id url eventTypes registeredByApiToken }
      userErrors { field code message }
    }
  }
`);
