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

/** A pending booking to confirm while blocking its whole date. */
export type ConfirmBookingAndBlockDateInput = {
  /** The pending booking to confirm. */
  bookingId: string | number;
  /** As UpdateBookingStatusInput.override. */
  override?: boolean | null | undefined;
};

/** A new FAQ. */
export type CreateFaqInput = {
  /** The answer. */
  answer: string;
  /** The FAQ's category; GENERAL when absent. */
  category?: FaqCategory | null | undefined;
  /** Live on the site at once (the default) or hidden. */
  isActive?: boolean | null | undefined;
  /** The question. */
  question: string;
};

/**
 * What a date shows on the calendar: the special date's status if one exists; otherwise BOOKED when a
 * confirmed booking falls on it; otherwise AVAILABLE from today on and PAST before today (judged in
 * the venue's time zone). An open special date never hides confirmed bookings: an available or
 * premium-rate date with a confirmed booking, and a partially available date whose free time slots
 * are all taken by confirmed bookings, are BOOKED.
 */
export type DayStatus =
  /** Free to book. */
  | 'AVAILABLE'
  /** Taken by confirmed bookings. */
  | 'BOOKED'
  /** Open only for some hours of the day. */
  | 'PARTIALLY_AVAILABLE'
  /** Before today in the venue's time zone; cannot be booked. */
  | 'PAST'
  /** Open at a higher price. */
  | 'PREMIUM_RATE'
  /** Closed by the venue. */
  | 'UNAVAILABLE';

/** Which FAQ to delete. */
export type DeleteFaqInput = {
  /** The FAQ to delete. */
  id: string | number;
};

/** What extendHold needs. */
export type ExtendHoldInput = {
  /** Its new expiry (in the future, at most 90 days from now). */
  expiresAt: string;
  /** The active hold to extend. */
  id: string | number;
};

/** The FAQ page's categories (specification section 9), in the page's order. */
export type FaqCategory =
  /** Booking and reserving a date. */
  | 'BOOKING'
  /** Food, drink and caterers. */
  | 'CATERING'
  /** Kinds of events and how they run. */
  | 'EVENTS'
  /** General questions (the default). */
  | 'GENERAL'
  /** Prices, deposits and payment. */
  | 'PAYMENT'
  /** Rules and policies. */
  | 'POLICIES'
  /** The venue, its rooms and facilities. */
  | 'VENUE';

/** Where a hold stands. */
export type HoldStatus =
  /** Keeping the date (first option) or queued behind the first (second option). */
  | 'ACTIVE'
  /** Became the client's confirmed booking. */
  | 'CONVERTED'
  /** Ended at its expiry without a booking. */
  | 'EXPIRED'
  /** Ended by the owner, or because another booking was confirmed on the date. */
  | 'RELEASED';

/** What placeHold needs: exactly one of inquiryId and bookingId. */
export type PlaceHoldInput = {
  /** Hold for this pending booking's client, on the booking's own date and time. */
  bookingId?: string | number | null | undefined;
  /** For an inquiry: the date to hold (default: the inquiry's desired date). Leave empty for a booking. */
  date?: string | null | undefined;
  /** When the hold ends (default 7 days from now; at most 90 days). */
  expiresAt?: string | null | undefined;
  /** Hold for this inquiry's client. */
  inquiryId?: string | number | null | undefined;
  /** For an inquiry: 10am-4pm, 5pm-midnight or all-day (default all-day). Leave empty for a booking. */
  timeSlot?: string | null | undefined;
};

/** What releaseHold needs. */
export type ReleaseHoldInput = {
  /** The active hold to release. */
  id: string | number;
};

/** A new order of the FAQs. */
export type ReorderFaqsInput = {
  /** Every FAQ's id in the new order; each gets its 1-based position as sort order. */
  ids: Array<string | number>;
};

/** What a user account may do on the site. */
export type Role =
  /** A venue administrator: full access to the dashboard and every admin field. */
  | 'ADMIN'
  /** A signed-in account without admin rights: it can manage only its own profile and sessions. */
  | 'USER';

/** The credentials of a sign-in. */
export type SignInInput = {
  /** Trimmed and lowercased by the server. */
  email: string;
  /** The account password, sent as typed. */
  password: string;
};

/** A move of a booking to another status. */
export type UpdateBookingStatusInput = {
  /** Saved with the status when given. */
  adminNotes?: string | null | undefined;
  /** The booking to move. */
  id: string | number;
  /** Confirm even though the date is blocked or the booking falls outside a partially available date's hours (after the admin was warned). Never overrides an overlap with another confirmed booking. */
  override?: boolean | null | undefined;
  /** The status to move to; it must be one of the booking's allowedTransitions. */
  status: BookingStatus;
};

/** New values for an FAQ; absent fields are left as they are. */
export type UpdateFaqInput = {
  /** The new answer. */
  answer?: string | null | undefined;
  /** The new category. */
  category?: FaqCategory | null | undefined;
  /** The FAQ to change. */
  id: string | number;
  /** True shows it on the site, false hides it. */
  isActive?: boolean | null | undefined;
  /** The new question. */
  question?: string | null | undefined;
};

export type OverviewQueryVariables = Exact<{ [key: string]: never; }>;


export type OverviewQuery = { dashboardOverview: { today: string, pendingBookings: number, confirmedBookings: number, completedBookings: number, cancelledBookings: number, totalBookings: number, totalRevenue: number, newInquiries: number, pendingChangeCount: number, contentSections: { active: number, total: number }, galleryImages: { active: number, total: number }, heroSlides: { active: number, total: number }, recentBookings: Array<{ id: string, clientName: string, createdAt: string }>, upcomingBookings: Array<{ eventDate: string, status: BookingStatus }>, recentContent: Array<{ id: string, title: string, content: string }> } };

export type FaqsTestPublicQueryVariables = Exact<{ [key: string]: never; }>;


export type FaqsTestPublicQuery = { faqs: Array<{ id: string, question: string, category: FaqCategory, sortOrder: number, isActive: boolean }> };

export type FaqsTestAdminQueryVariables = Exact<{ [key: string]: never; }>;


export type FaqsTestAdminQuery = { adminFaqs: Array<{ id: string, question: string, answer: string, category: FaqCategory, sortOrder: number, isActive: boolean }> };

export type FaqsTestCreateMutationVariables = Exact<{
  input: CreateFaqInput;
}>;


export type FaqsTestCreateMutation = { createFaq: { faq: { id: string, question: string, answer: string, category: FaqCategory, sortOrder: number, isActive: boolean } } };

export type FaqsTestUpdateMutationVariables = Exact<{
  input: UpdateFaqInput;
}>;


export type FaqsTestUpdateMutation = { updateFaq: { faq: { id: string, question: string, answer: string, category: FaqCategory, isActive: boolean } } };

export type FaqsTestDeleteMutationVariables = Exact<{
  input: DeleteFaqInput;
}>;


export type FaqsTestDeleteMutation = { deleteFaq: { deletedId: string } };

export type FaqsTestReorderMutationVariables = Exact<{
  input: ReorderFaqsInput;
}>;


export type FaqsTestReorderMutation = { reorderFaqs: { faqs: Array<{ id: string, sortOrder: number }> } };

export type HoldsTestPlaceMutationVariables = Exact<{
  input: PlaceHoldInput;
}>;


export type HoldsTestPlaceMutation = { placeHold: { hold: { id: string, date: string, startTime: string, endTime: string, clientName: string, status: HoldStatus, position: number, isSecondOption: boolean, expiresAt: string, inquiry: { id: string } | null, booking: { id: string } | null } } };

export type HoldsTestReleaseMutationVariables = Exact<{
  input: ReleaseHoldInput;
}>;


export type HoldsTestReleaseMutation = { releaseHold: { hold: { id: string, status: HoldStatus, endedAt: string | null }, promoted: Array<{ id: string, clientEmail: string, position: number, promotedAt: string | null, expiresAt: string }> } };

export type HoldsTestExtendMutationVariables = Exact<{
  input: ExtendHoldInput;
}>;


export type HoldsTestExtendMutation = { extendHold: { hold: { id: string, expiresAt: string, reminderSentAt: string | null } } };

export type HoldsTestListQueryVariables = Exact<{
  from: string;
  to: string;
  includeEnded?: boolean | null | undefined;
}>;


export type HoldsTestListQuery = { holds: Array<{ id: string, date: string, clientName: string, status: HoldStatus, position: number }> };

export type HoldsTestForInquiryQueryVariables = Exact<{
  id: string | number;
  search: string;
}>;


export type HoldsTestForInquiryQuery = { holdsForInquiry: Array<{ id: string, status: HoldStatus }>, inquiries: { nodes: Array<{ id: string, activeHold: { id: string, position: number } | null }> } };

export type HoldsTestStatusMutationVariables = Exact<{
  input: UpdateBookingStatusInput;
}>;


export type HoldsTestStatusMutation = { updateBookingStatus: { booking: { id: string, status: BookingStatus, activeHold: { id: string } | null } } };

export type HoldsTestConfirmBlockMutationVariables = Exact<{
  input: ConfirmBookingAndBlockDateInput;
}>;


export type HoldsTestConfirmBlockMutation = { confirmBookingAndBlockDate: { booking: { id: string, status: BookingStatus } } };

export type HoldsTestMonthQueryVariables = Exact<{
  month: string;
}>;


export type HoldsTestMonthQuery = { calendarMonth: { days: Array<{ date: string, status: DayStatus, isHeld: boolean, isBookable: boolean, notes: string | null }> } };

export type TestSignInMutationVariables = Exact<{
  input: SignInInput;
}>;


export type TestSignInMutation = { signIn: { viewer: { id: string, email: string, role: Role } } };


export const OverviewDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Overview"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"dashboardOverview"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"today"}},{"kind":"Field","name":{"kind":"Name","value":"pendingBookings"}},{"kind":"Field","name":{"kind":"Name","value":"confirmedBookings"}},{"kind":"Field","name":{"kind":"Name","value":"completedBookings"}},{"kind":"Field","name":{"kind":"Name","value":"cancelledBookings"}},{"kind":"Field","name":{"kind":"Name","value":"totalBookings"}},{"kind":"Field","name":{"kind":"Name","value":"totalRevenue"}},{"kind":"Field","name":{"kind":"Name","value":"newInquiries"}},{"kind":"Field","name":{"kind":"Name","value":"contentSections"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"total"}}]}},{"kind":"Field","name":{"kind":"Name","value":"galleryImages"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"total"}}]}},{"kind":"Field","name":{"kind":"Name","value":"heroSlides"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"total"}}]}},{"kind":"Field","name":{"kind":"Name","value":"recentBookings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"clientName"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"upcomingBookings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"eventDate"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}},{"kind":"Field","name":{"kind":"Name","value":"recentContent"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"content"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pendingChangeCount"}}]}}]}}]} as unknown as DocumentNode<OverviewQuery, OverviewQueryVariables>;
export const FaqsTestPublicDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"FaqsTestPublic"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"faqs"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"question"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"sortOrder"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}}]}}]}}]} as unknown as DocumentNode<FaqsTestPublicQuery, FaqsTestPublicQueryVariables>;
export const FaqsTestAdminDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"FaqsTestAdmin"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminFaqs"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"question"}},{"kind":"Field","name":{"kind":"Name","value":"answer"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"sortOrder"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}}]}}]}}]} as unknown as DocumentNode<FaqsTestAdminQuery, FaqsTestAdminQueryVariables>;
export const FaqsTestCreateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"FaqsTestCreate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateFaqInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createFaq"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"faq"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"question"}},{"kind":"Field","name":{"kind":"Name","value":"answer"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"sortOrder"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}}]}}]}}]}}]} as unknown as DocumentNode<FaqsTestCreateMutation, FaqsTestCreateMutationVariables>;
export const FaqsTestUpdateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"FaqsTestUpdate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateFaqInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateFaq"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"faq"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"question"}},{"kind":"Field","name":{"kind":"Name","value":"answer"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}}]}}]}}]}}]} as unknown as DocumentNode<FaqsTestUpdateMutation, FaqsTestUpdateMutationVariables>;
export const FaqsTestDeleteDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"FaqsTestDelete"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DeleteFaqInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteFaq"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deletedId"}}]}}]}}]} as unknown as DocumentNode<FaqsTestDeleteMutation, FaqsTestDeleteMutationVariables>;
export const FaqsTestReorderDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"FaqsTestReorder"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ReorderFaqsInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reorderFaqs"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"faqs"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"sortOrder"}}]}}]}}]}}]} as unknown as DocumentNode<FaqsTestReorderMutation, FaqsTestReorderMutationVariables>;
export const HoldsTestPlaceDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"HoldsTestPlace"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PlaceHoldInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"placeHold"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hold"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"startTime"}},{"kind":"Field","name":{"kind":"Name","value":"endTime"}},{"kind":"Field","name":{"kind":"Name","value":"clientName"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"isSecondOption"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"inquiry"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"booking"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]}}]} as unknown as DocumentNode<HoldsTestPlaceMutation, HoldsTestPlaceMutationVariables>;
export const HoldsTestReleaseDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"HoldsTestRelease"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ReleaseHoldInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"releaseHold"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hold"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"endedAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"promoted"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"clientEmail"}},{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"promotedAt"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}}]}}]}}]}}]} as unknown as DocumentNode<HoldsTestReleaseMutation, HoldsTestReleaseMutationVariables>;
export const HoldsTestExtendDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"HoldsTestExtend"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ExtendHoldInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"extendHold"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hold"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"reminderSentAt"}}]}}]}}]}}]} as unknown as DocumentNode<HoldsTestExtendMutation, HoldsTestExtendMutationVariables>;
export const HoldsTestListDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"HoldsTestList"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"from"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"LocalDate"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"to"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"LocalDate"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"includeEnded"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"holds"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"from"},"value":{"kind":"Variable","name":{"kind":"Name","value":"from"}}},{"kind":"Argument","name":{"kind":"Name","value":"to"},"value":{"kind":"Variable","name":{"kind":"Name","value":"to"}}},{"kind":"Argument","name":{"kind":"Name","value":"includeEnded"},"value":{"kind":"Variable","name":{"kind":"Name","value":"includeEnded"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"clientName"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"position"}}]}}]}}]} as unknown as DocumentNode<HoldsTestListQuery, HoldsTestListQueryVariables>;
export const HoldsTestForInquiryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"HoldsTestForInquiry"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"search"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"holdsForInquiry"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"inquiryId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}},{"kind":"Field","name":{"kind":"Name","value":"inquiries"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"search"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"1"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"activeHold"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"position"}}]}}]}}]}}]}}]} as unknown as DocumentNode<HoldsTestForInquiryQuery, HoldsTestForInquiryQueryVariables>;
export const HoldsTestStatusDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"HoldsTestStatus"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateBookingStatusInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateBookingStatus"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"booking"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"activeHold"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]}}]} as unknown as DocumentNode<HoldsTestStatusMutation, HoldsTestStatusMutationVariables>;
export const HoldsTestConfirmBlockDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"HoldsTestConfirmBlock"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ConfirmBookingAndBlockDateInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"confirmBookingAndBlockDate"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"booking"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]}}]} as unknown as DocumentNode<HoldsTestConfirmBlockMutation, HoldsTestConfirmBlockMutationVariables>;
export const HoldsTestMonthDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"HoldsTestMonth"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"month"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"calendarMonth"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"month"},"value":{"kind":"Variable","name":{"kind":"Name","value":"month"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"days"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"isHeld"}},{"kind":"Field","name":{"kind":"Name","value":"isBookable"}},{"kind":"Field","name":{"kind":"Name","value":"notes"}}]}}]}}]}}]} as unknown as DocumentNode<HoldsTestMonthQuery, HoldsTestMonthQueryVariables>;
export const TestSignInDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TestSignIn"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SignInInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"signIn"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"viewer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"role"}}]}}]}}]}}]} as unknown as DocumentNode<TestSignInMutation, TestSignInMutationVariables>;