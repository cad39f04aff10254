/* eslint-disable */
import * as types from './graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "\n  query ApiClientBookings($since: DateTime, $after: String) {\n    bookings(first: 100, after: $after, updatedSince: $since, orderBy: UPDATED_AT_ASC) {\n      totalCount\n      nodes { id clientName clientEmail eventDate status guestCount updatedAt }\n      pageInfo { hasNextPage endCursor }\n    }\n  }\n": typeof types.ApiClientBookingsDocument,
    "\n  query ApiClientInquiries($since: DateTime, $after: String) {\n    inquiries(first: 100, after: $after, updatedSince: $since, orderBy: UPDATED_AT_ASC) {\n      totalCount\n      nodes { id name email status desiredDate updatedAt }\n      pageInfo { hasNextPage endCursor }\n    }\n  }\n": typeof types.ApiClientInquiriesDocument,
    "\n  query ApiClientFaqs($since: DateTime) {\n    adminFaqs(updatedSince: $since, orderBy: UPDATED_AT_ASC) { id question answer updatedAt }\n  }\n": typeof types.ApiClientFaqsDocument,
    "\n  query ApiClientTombstones($since: DateTime, $after: String) {\n    tombstones(deletedSince: $since, types: [BOOKING, INQUIRY, FAQ], first: 100, after: $after) {\n      nodes { id type deletedAt }\n      pageInfo { hasNextPage endCursor }\n    }\n  }\n": typeof types.ApiClientTombstonesDocument,
    "\n  subscription ApiClientBookingsLive($since: DateTime) {\n    bookingsChanged(updatedSince: $since) {\n      replayed\n      booking { id clientName clientEmail eventDate status guestCount updatedAt }\n    }\n  }\n": typeof types.ApiClientBookingsLiveDocument,
    "\n  subscription ApiClientInquiriesLive($since: DateTime) {\n    inquiriesChanged(updatedSince: $since) {\n      replayed\n      inquiry { id name email status desiredDate updatedAt }\n    }\n  }\n": typeof types.ApiClientInquiriesLiveDocument,
    "\n  mutation ApiClientRegisterWebhook($input: CreateWebhookEndpointInput!) {\n    createWebhookEndpoint(input: $input) {\n      secret\n      endpoint { id url eventTypes registeredByApiToken }\n      userErrors { field code message }\n    }\n  }\n": typeof types.ApiClientRegisterWebhookDocument,
};
const documents: Documents = {
    "\n  query ApiClientBookings($since: DateTime, $after: String) {\n    bookings(first: 100, after: $after, updatedSince: $since, orderBy: UPDATED_AT_ASC) {\n      totalCount\n      nodes { id clientName clientEmail eventDate status guestCount updatedAt }\n      pageInfo { hasNextPage endCursor }\n    }\n  }\n": types.ApiClientBookingsDocument,
    "\n  query ApiClientInquiries($since: DateTime, $after: String) {\n    inquiries(first: 100, after: $after, updatedSince: $since, orderBy: UPDATED_AT_ASC) {\n      totalCount\n      nodes { id name email status desiredDate updatedAt }\n      pageInfo { hasNextPage endCursor }\n    }\n  }\n": types.ApiClientInquiriesDocument,
    "\n  query ApiClientFaqs($since: DateTime) {\n    adminFaqs(updatedSince: $since, orderBy: UPDATED_AT_ASC) { id question answer updatedAt }\n  }\n": types.ApiClientFaqsDocument,
    "\n  query ApiClientTombstones($since: DateTime, $after: String) {\n    tombstones(deletedSince: $since, types: [BOOKING, INQUIRY, FAQ], first: 100, after: $after) {\n      nodes { id type deletedAt }\n      pageInfo { hasNextPage endCursor }\n    }\n  }\n": types.ApiClientTombstonesDocument,
    "\n  subscription ApiClientBookingsLive($since: DateTime) {\n    bookingsChanged(updatedSince: $since) {\n      replayed\n      booking { id clientName clientEmail eventDate status guestCount updatedAt }\n    }\n  }\n": types.ApiClientBookingsLiveDocument,
    "\n  subscription ApiClientInquiriesLive($since: DateTime) {\n    inquiriesChanged(updatedSince: $since) {\n      replayed\n      inquiry { id name email status desiredDate updatedAt }\n    }\n  }\n": types.ApiClientInquiriesLiveDocument,
    "\n  mutation ApiClientRegisterWebhook($input: CreateWebhookEndpointInput!) {\n    createWebhookEndpoint(input: $input) {\n      secret\n      endpoint { id url eventTypes registeredByApiToken }\n      userErrors { field code message }\n    }\n  }\n": types.ApiClientRegisterWebhookDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ApiClientBookings($since: DateTime, $after: String) {\n    bookings(first: 100, after: $after, updatedSince: $since, orderBy: UPDATED_AT_ASC) {\n      totalCount\n      nodes { id clientName clientEmail eventDate status guestCount updatedAt }\n      pageInfo { hasNextPage endCursor }\n    }\n  }\n"): (typeof documents)["\n  query ApiClientBookings($since: DateTime, $after: String) {\n    bookings(first: 100, after: $after, updatedSince: $since, orderBy: UPDATED_AT_ASC) {\n      totalCount\n      nodes { id clientName clientEmail eventDate status guestCount updatedAt }\n      pageInfo { hasNextPage endCursor }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ApiClientInquiries($since: DateTime, $after: String) {\n    inquiries(first: 100, after: $after, updatedSince: $since, orderBy: UPDATED_AT_ASC) {\n      totalCount\n      nodes { id name email status desiredDate updatedAt }\n      pageInfo { hasNextPage endCursor }\n    }\n  }\n"): (typeof documents)["\n  query ApiClientInquiries($since: DateTime, $after: String) {\n    inquiries(first: 100, after: $after, updatedSince: $since, orderBy: UPDATED_AT_ASC) {\n      totalCount\n      nodes { id name email status desiredDate updatedAt }\n      pageInfo { hasNextPage endCursor }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ApiClientFaqs($since: DateTime) {\n    adminFaqs(updatedSince: $since, orderBy: UPDATED_AT_ASC) { id question answer updatedAt }\n  }\n"): (typeof documents)["\n  query ApiClientFaqs($since: DateTime) {\n    adminFaqs(updatedSince: $since, orderBy: UPDATED_AT_ASC) { id question answer updatedAt }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ApiClientTombstones($since: DateTime, $after: String) {\n    tombstones(deletedSince: $since, types: [BOOKING, INQUIRY, FAQ], first: 100, after: $after) {\n      nodes { id type deletedAt }\n      pageInfo { hasNextPage endCursor }\n    }\n  }\n"): (typeof documents)["\n  query ApiClientTombstones($since: DateTime, $after: String) {\n    tombstones(deletedSince: $since, types: [BOOKING, INQUIRY, FAQ], first: 100, after: $after) {\n      nodes { id type deletedAt }\n      pageInfo { hasNextPage endCursor }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription ApiClientBookingsLive($since: DateTime) {\n    bookingsChanged(updatedSince: $since) {\n      replayed\n      booking { id clientName clientEmail eventDate status guestCount updatedAt }\n    }\n  }\n"): (typeof documents)["\n  subscription ApiClientBookingsLive($since: DateTime) {\n    bookingsChanged(updatedSince: $since) {\n      replayed\n      booking { id clientName clientEmail eventDate status guestCount updatedAt }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription ApiClientInquiriesLive($since: DateTime) {\n    inquiriesChanged(updatedSince: $since) {\n      replayed\n      inquiry { id name email status desiredDate updatedAt }\n    }\n  }\n"): (typeof documents)["\n  subscription ApiClientInquiriesLive($since: DateTime) {\n    inquiriesChanged(updatedSince: $since) {\n      replayed\n      inquiry { id name email status desiredDate updatedAt }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ApiClientRegisterWebhook($input: CreateWebhookEndpointInput!) {\n    createWebhookEndpoint(input: $input) {\n      secret\n      endpoint { id url eventTypes registeredByApiToken }\n      userErrors { field code message }\n    }\n  }\n"): (typeof documents)["\n  mutation ApiClientRegisterWebhook($input: CreateWebhookEndpointInput!) {\n    createWebhookEndpoint(input: $input) {\n      secret\n      endpoint { id url eventTypes registeredByApiToken }\n      userErrors { field code message }\n    }\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;