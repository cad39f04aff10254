/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
/** Where a booking stands; only the transitions in allowedTransitions are accepted. */
export type BookingStatus =
  /** Called off; final. */
  | 'CANCELLED'
  /** The event took place; final. */
  | 'COMPLETED'
  /** Agreed with the client; the time is taken on the calendar. */
  | 'CONFIRMED'
  /** Requested or entered, not yet confirmed by the venue. */
  | 'PENDING';

/** A new webhook endpoint. */
export type CreateWebhookEndpointInput = {
  /** What it is for (at most 200 characters). */
  description?: string | null | undefined;
  /** The events to send it (at least one). */
  eventTypes: Array<WebhookEventType>;
  /** Where to send events: an http:// or https:// address, at most 500 characters. */
  url: string;
};

/** Where a contact-form inquiry stands in the admin's inbox. */
export type InquiryStatus =
  /** Dealt with (answered, or turned into a booking). */
  | 'HANDLED'
  /** Arrived past the contact form's overall hourly limit: stored, but no e-mail was sent about it; the owner moves it to the inbox when it is real. Only the form sets it. */
  | 'HELD'
  /** Not yet opened by an admin. */
  | 'NEW'
  /** Opened, not yet dealt with. */
  | 'READ';

/** The types of records that sync (each implements Node): what a tombstone names. */
export type RecordType =
  /** A booking (Booking). */
  | 'BOOKING'
  /** The calendar settings (CalendarSettings). */
  | 'CALENDAR_SETTINGS'
  /** An entry of the content change log (ContentChange). */
  | 'CONTENT_CHANGE'
  /** A content section (ContentSection). */
  | 'CONTENT_SECTION'
  /** A room or area of the venue (EventSpace). */
  | 'EVENT_SPACE'
  /** A question of the FAQ page (Faq). */
  | 'FAQ'
  /** A gallery picture (GalleryImage). */
  | 'GALLERY_IMAGE'
  /** A slide of the home page's carousel (HeroSlide). */
  | 'HERO_SLIDE'
  /** A hold on a date (Hold). */
  | 'HOLD'
  /** A contact-form inquiry (Inquiry). */
  | 'INQUIRY'
  /** An e-mail of the outbox (OutboxMessage). */
  | 'OUTBOX_MESSAGE'
  /** A page's settings (PageSetting). */
  | 'PAGE_SETTING'
  /** A payment received (Payment). */
  | 'PAYMENT'
  /** A quote (Quote). */
  | 'QUOTE'
  /** A saved version of a record (SavedVersion). */
  | 'SAVED_VERSION'
  /** A special date of the calendar (SpecialDate). */
  | 'SPECIAL_DATE'
  /** One event sent to one webhook endpoint (WebhookDelivery). */
  | 'WEBHOOK_DELIVERY'
  /** A webhook endpoint (WebhookEndpoint). */
  | 'WEBHOOK_ENDPOINT';

/** What kind of problem a UserError reports; programs branch on it, people read the message. */
export type UserErrorCode =
  /** The value is not in an accepted form (an e-mail address, a link, a date, a phone number, a choice). */
  | 'INVALID'
  /** The value is well formed but not allowed here (a wrong current password, a reused cursor, two fields that cannot go together). */
  | 'NOT_ALLOWED'
  /** The number or date is outside the allowed range (guest count, a date in the past, a price). */
  | 'OUT_OF_RANGE'
  /** A required value is missing or blank. */
  | 'REQUIRED'
  /** The value is already used by another record (a page address, an e-mail address). */
  | 'TAKEN'
  /** The text is longer than the field allows. */
  | 'TOO_LONG'
  /** The text is shorter than the field needs (a password, for example). */
  | 'TOO_SHORT';

/** What happened at the venue, as a webhook's payload names it in `type` (docs/api.md, Webhooks). */
export type WebhookEventType =
  /** A booking was cancelled (`booking.cancelled`). */
  | 'BOOKING_CANCELLED'
  /** A booking became confirmed, or was made confirmed (`booking.confirmed`). */
  | 'BOOKING_CONFIRMED'
  /** A booking was made, whoever made it (`booking.created`). */
  | 'BOOKING_CREATED'
  /** A booking's date or times changed (`booking.rescheduled`); the payload carries the previous ones. */
  | 'BOOKING_RESCHEDULED'
  /** An inquiry arrived (`inquiry.received`); one held for review is sent when it is released. */
  | 'INQUIRY_RECEIVED'
  /** A payment was recorded against a booking (`payment.recorded`). */
  | 'PAYMENT_RECORDED'
  /** A client accepted a quote (`quote.accepted`). */
  | 'QUOTE_ACCEPTED';

export type ApiClientBookingsQueryVariables = Exact<{
  since?: string | null | undefined;
  after?: string | null | undefined;
}>;


export type ApiClientBookingsQuery = { bookings: { totalCount: number, nodes: Array<{ id: string, clientName: string, clientEmail: string, eventDate: string, status: BookingStatus, guestCount: number, updatedAt: string }>, pageInfo: { hasNextPage: boolean, endCursor: string | null } } };

export type ApiClientInquiriesQueryVariables = Exact<{
  since?: string | null | undefined;
  after?: string | null | undefined;
}>;


export type ApiClientInquiriesQuery = { inquiries: { totalCount: number, nodes: Array<{ id: string, name: string, email: string, status: InquiryStatus, desiredDate: string | null, updatedAt: string }>, pageInfo: { hasNextPage: boolean, endCursor: string | null } } };

export type ApiClientFaqsQueryVariables = Exact<{
  since?: string | null | undefined;
}>;


export type ApiClientFaqsQuery = { adminFaqs: Array<{ id: string, question: string, answer: string, updatedAt: string }> };

export type ApiClientTombstonesQueryVariables = Exact<{
  since?: string | null | undefined;
  after?: string | null | undefined;
}>;


export type ApiClientTombstonesQuery = { tombstones: { nodes: Array<{ id: string, type: RecordType, deletedAt: string }>, pageInfo: { hasNextPage: boolean, endCursor: string | null } } };

export type ApiClientBookingsLiveSubscriptionVariables = Exact<{
  since?: string | null | undefined;
}>;


export type ApiClientBookingsLiveSubscription = { bookingsChanged: { replayed: boolean, booking: { id: string, clientName: string, clientEmail: string, eventDate: string, status: BookingStatus, guestCount: number, updatedAt: string } } };

export type ApiClientInquiriesLiveSubscriptionVariables = Exact<{
  since?: string | null | undefined;
}>;


export type ApiClientInquiriesLiveSubscription = { inquiriesChanged: { replayed: boolean, inquiry: { id: string, name: string, email: string, status: InquiryStatus, desiredDate: string | null, updatedAt: string } } };

export type ApiClientRegisterWebhookMutationVariables = Exact<{
  input: CreateWebhookEndpointInput;
}>;


export type ApiClientRegisterWebhookMutation = { createWebhookEndpoint: { secret: string | null, endpoint: { id: string, url: string, eventTypes: Array<WebhookEventType>, registeredByApiToken: string | null } | null, userErrors: Array<{ field: string | null, code: UserErrorCode, message: string }> } };


export const ApiClientBookingsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ApiClientBookings"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"since"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"DateTime"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"bookings"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"100"}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}},{"kind":"Argument","name":{"kind":"Name","value":"updatedSince"},"value":{"kind":"Variable","name":{"kind":"Name","value":"since"}}},{"kind":"Argument","name":{"kind":"Name","value":"orderBy"},"value":{"kind":"EnumValue","value":"UPDATED_AT_ASC"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"clientName"}},{"kind":"Field","name":{"kind":"Name","value":"clientEmail"}},{"kind":"Field","name":{"kind":"Name","value":"eventDate"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"guestCount"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}}]}}]}}]} as unknown as DocumentNode<ApiClientBookingsQuery, ApiClientBookingsQueryVariables>;
export const ApiClientInquiriesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ApiClientInquiries"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"since"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"DateTime"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"inquiries"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"100"}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}},{"kind":"Argument","name":{"kind":"Name","value":"updatedSince"},"value":{"kind":"Variable","name":{"kind":"Name","value":"since"}}},{"kind":"Argument","name":{"kind":"Name","value":"orderBy"},"value":{"kind":"EnumValue","value":"UPDATED_AT_ASC"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"desiredDate"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}}]}}]}}]} as unknown as DocumentNode<ApiClientInquiriesQuery, ApiClientInquiriesQueryVariables>;
export const ApiClientFaqsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ApiClientFaqs"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"since"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"DateTime"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminFaqs"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"updatedSince"},"value":{"kind":"Variable","name":{"kind":"Name","value":"since"}}},{"kind":"Argument","name":{"kind":"Name","value":"orderBy"},"value":{"kind":"EnumValue","value":"UPDATED_AT_ASC"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"question"}},{"kind":"Field","name":{"kind":"Name","value":"answer"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]}}]} as unknown as DocumentNode<ApiClientFaqsQuery, ApiClientFaqsQueryVariables>;
export const ApiClientTombstonesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ApiClientTombstones"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"since"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"DateTime"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tombstones"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"deletedSince"},"value":{"kind":"Variable","name":{"kind":"Name","value":"since"}}},{"kind":"Argument","name":{"kind":"Name","value":"types"},"value":{"kind":"ListValue","values":[{"kind":"EnumValue","value":"BOOKING"},{"kind":"EnumValue","value":"INQUIRY"},{"kind":"EnumValue","value":"FAQ"}]}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"100"}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"deletedAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}}]}}]}}]} as unknown as DocumentNode<ApiClientTombstonesQuery, ApiClientTombstonesQueryVariables>;
export const ApiClientBookingsLiveDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"ApiClientBookingsLive"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"since"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"DateTime"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"bookingsChanged"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"updatedSince"},"value":{"kind":"Variable","name":{"kind":"Name","value":"since"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"replayed"}},{"kind":"Field","name":{"kind":"Name","value":"booking"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"clientName"}},{"kind":"Field","name":{"kind":"Name","value":"clientEmail"}},{"kind":"Field","name":{"kind":"Name","value":"eventDate"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"guestCount"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]}}]}}]} as unknown as DocumentNode<ApiClientBookingsLiveSubscription, ApiClientBookingsLiveSubscriptionVariables>;
export const ApiClientInquiriesLiveDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"ApiClientInquiriesLive"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"since"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"DateTime"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"inquiriesChanged"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"updatedSince"},"value":{"kind":"Variable","name":{"kind":"Name","value":"since"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"replayed"}},{"kind":"Field","name":{"kind":"Name","value":"inquiry"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"desiredDate"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]}}]}}]} as unknown as DocumentNode<ApiClientInquiriesLiveSubscription, ApiClientInquiriesLiveSubscriptionVariables>;
export const ApiClientRegisterWebhookDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ApiClientRegisterWebhook"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateWebhookEndpointInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createWebhookEndpoint"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"secret"}},{"kind":"Field","name":{"kind":"Name","value":"endpoint"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"eventTypes"}},{"kind":"Field","name":{"kind":"Name","value":"registeredByApiToken"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<ApiClientRegisterWebhookMutation, ApiClientRegisterWebhookMutationVariables>;