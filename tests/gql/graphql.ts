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

/** Which FAQ to delete. */
export type DeleteFaqInput = {
  /** The FAQ to delete. */
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
export const TestSignInDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TestSignIn"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SignInInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"signIn"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"viewer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"role"}}]}}]}}]}}]} as unknown as DocumentNode<TestSignInMutation, TestSignInMutationVariables>;