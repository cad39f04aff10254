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
    "\n  mutation SignIn($input: SignInInput!) {\n    signIn(input: $input) {\n      viewer {\n        id\n        email\n        role\n        isAdmin\n        displayName\n        avatarUrl\n      }\n    }\n  }\n": typeof types.SignInDocument,
    "\n  mutation SignOut {\n    signOut {\n      signedOut\n    }\n  }\n": typeof types.SignOutDocument,
    "\n  query Viewer {\n    viewer {\n      id\n      email\n      role\n      isAdmin\n      displayName\n      avatarUrl\n    }\n  }\n": typeof types.ViewerDocument,
    "\n  query SlotAvailability($date: LocalDate!, $startTime: LocalTime!, $endTime: LocalEndTime!) {\n    isDateAvailable(date: $date, startTime: $startTime, endTime: $endTime)\n  }\n": typeof types.SlotAvailabilityDocument,
    "\n  mutation RequestBooking($input: RequestBookingInput!) {\n    requestBooking(input: $input) {\n      booking {\n        id\n        status\n        eventDate\n      }\n    }\n  }\n": typeof types.RequestBookingDocument,
    "\n  mutation SubmitInquiry($input: SubmitInquiryInput!) {\n    submitInquiry(input: $input) {\n      inquiry {\n        id\n      }\n    }\n  }\n": typeof types.SubmitInquiryDocument,
    "\n  query DesiredDateMonth($month: String!) {\n    calendarMonth(month: $month) {\n      month\n      days {\n        date\n        status\n        isPast\n        isBookable\n        startTime\n        endTime\n        premiumMultiplier\n      }\n    }\n  }\n": typeof types.DesiredDateMonthDocument,
    "\n  query PublicContentSections($type: ContentSectionType, $preview: Boolean) {\n    contentSections(type: $type, preview: $preview) {\n      id\n      sectionKey\n      title\n      content\n      link\n    }\n  }\n": typeof types.PublicContentSectionsDocument,
    "\n  query PublicCalendarMonth($month: String!) {\n    calendarMonth(month: $month) {\n      month\n      today\n      lastBookableDate\n      days {\n        date\n        status\n        isPast\n        isBookable\n        startTime\n        endTime\n        notes\n        premiumMultiplier\n      }\n    }\n  }\n": typeof types.PublicCalendarMonthDocument,
    "\n  query HomeHero($preview: Boolean) {\n    heroSlides(preview: $preview) {\n      id\n      title\n      imageUrl\n      altText\n    }\n  }\n": typeof types.HomeHeroDocument,
    "\n  query PublicLayout {\n    navigationPages {\n      id\n      pageSlug\n      pageName\n      description\n      path\n    }\n    siteSettings {\n      footer {\n        companyName\n        tagline\n        address\n        phone\n        email\n        hours\n        copyright\n        showSocialLinks\n        showContactInfo\n        showBusinessHours\n      }\n      social {\n        facebook\n        instagram\n        twitter\n        linkedin\n        youtube\n      }\n      branding {\n        siteTitle\n        siteDescription\n        logoUrl\n        faviconUrl\n      }\n    }\n  }\n": typeof types.PublicLayoutDocument,
    "\n  subscription PageSettingsChanged {\n    pageSettingsChanged {\n      changedAt\n    }\n  }\n": typeof types.PageSettingsChangedDocument,
};
const documents: Documents = {
    "\n  mutation SignIn($input: SignInInput!) {\n    signIn(input: $input) {\n      viewer {\n        id\n        email\n        role\n        isAdmin\n        displayName\n        avatarUrl\n      }\n    }\n  }\n": types.SignInDocument,
    "\n  mutation SignOut {\n    signOut {\n      signedOut\n    }\n  }\n": types.SignOutDocument,
    "\n  query Viewer {\n    viewer {\n      id\n      email\n      role\n      isAdmin\n      displayName\n      avatarUrl\n    }\n  }\n": types.ViewerDocument,
    "\n  query SlotAvailability($date: LocalDate!, $startTime: LocalTime!, $endTime: LocalEndTime!) {\n    isDateAvailable(date: $date, startTime: $startTime, endTime: $endTime)\n  }\n": types.SlotAvailabilityDocument,
    "\n  mutation RequestBooking($input: RequestBookingInput!) {\n    requestBooking(input: $input) {\n      booking {\n        id\n        status\n        eventDate\n      }\n    }\n  }\n": types.RequestBookingDocument,
    "\n  mutation SubmitInquiry($input: SubmitInquiryInput!) {\n    submitInquiry(input: $input) {\n      inquiry {\n        id\n      }\n    }\n  }\n": types.SubmitInquiryDocument,
    "\n  query DesiredDateMonth($month: String!) {\n    calendarMonth(month: $month) {\n      month\n      days {\n        date\n        status\n        isPast\n        isBookable\n        startTime\n        endTime\n        premiumMultiplier\n      }\n    }\n  }\n": types.DesiredDateMonthDocument,
    "\n  query PublicContentSections($type: ContentSectionType, $preview: Boolean) {\n    contentSections(type: $type, preview: $preview) {\n      id\n      sectionKey\n      title\n      content\n      link\n    }\n  }\n": types.PublicContentSectionsDocument,
    "\n  query PublicCalendarMonth($month: String!) {\n    calendarMonth(month: $month) {\n      month\n      today\n      lastBookableDate\n      days {\n        date\n        status\n        isPast\n        isBookable\n        startTime\n        endTime\n        notes\n        premiumMultiplier\n      }\n    }\n  }\n": types.PublicCalendarMonthDocument,
    "\n  query HomeHero($preview: Boolean) {\n    heroSlides(preview: $preview) {\n      id\n      title\n      imageUrl\n      altText\n    }\n  }\n": types.HomeHeroDocument,
    "\n  query PublicLayout {\n    navigationPages {\n      id\n      pageSlug\n      pageName\n      description\n      path\n    }\n    siteSettings {\n      footer {\n        companyName\n        tagline\n        address\n        phone\n        email\n        hours\n        copyright\n        showSocialLinks\n        showContactInfo\n        showBusinessHours\n      }\n      social {\n        facebook\n        instagram\n        twitter\n        linkedin\n        youtube\n      }\n      branding {\n        siteTitle\n        siteDescription\n        logoUrl\n        faviconUrl\n      }\n    }\n  }\n": types.PublicLayoutDocument,
    "\n  subscription PageSettingsChanged {\n    pageSettingsChanged {\n      changedAt\n    }\n  }\n": types.PageSettingsChangedDocument,
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
export function graphql(source: "\n  mutation SignIn($input: SignInInput!) {\n    signIn(input: $input) {\n      viewer {\n        id\n        email\n        role\n        isAdmin\n        displayName\n        avatarUrl\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation SignIn($input: SignInInput!) {\n    signIn(input: $input) {\n      viewer {\n        id\n        email\n        role\n        isAdmin\n        displayName\n        avatarUrl\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SignOut {\n    signOut {\n      signedOut\n    }\n  }\n"): (typeof documents)["\n  mutation SignOut {\n    signOut {\n      signedOut\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Viewer {\n    viewer {\n      id\n      email\n      role\n      isAdmin\n      displayName\n      avatarUrl\n    }\n  }\n"): (typeof documents)["\n  query Viewer {\n    viewer {\n      id\n      email\n      role\n      isAdmin\n      displayName\n      avatarUrl\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SlotAvailability($date: LocalDate!, $startTime: LocalTime!, $endTime: LocalEndTime!) {\n    isDateAvailable(date: $date, startTime: $startTime, endTime: $endTime)\n  }\n"): (typeof documents)["\n  query SlotAvailability($date: LocalDate!, $startTime: LocalTime!, $endTime: LocalEndTime!) {\n    isDateAvailable(date: $date, startTime: $startTime, endTime: $endTime)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RequestBooking($input: RequestBookingInput!) {\n    requestBooking(input: $input) {\n      booking {\n        id\n        status\n        eventDate\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation RequestBooking($input: RequestBookingInput!) {\n    requestBooking(input: $input) {\n      booking {\n        id\n        status\n        eventDate\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SubmitInquiry($input: SubmitInquiryInput!) {\n    submitInquiry(input: $input) {\n      inquiry {\n        id\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation SubmitInquiry($input: SubmitInquiryInput!) {\n    submitInquiry(input: $input) {\n      inquiry {\n        id\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DesiredDateMonth($month: String!) {\n    calendarMonth(month: $month) {\n      month\n      days {\n        date\n        status\n        isPast\n        isBookable\n        startTime\n        endTime\n        premiumMultiplier\n      }\n    }\n  }\n"): (typeof documents)["\n  query DesiredDateMonth($month: String!) {\n    calendarMonth(month: $month) {\n      month\n      days {\n        date\n        status\n        isPast\n        isBookable\n        startTime\n        endTime\n        premiumMultiplier\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PublicContentSections($type: ContentSectionType, $preview: Boolean) {\n    contentSections(type: $type, preview: $preview) {\n      id\n      sectionKey\n      title\n      content\n      link\n    }\n  }\n"): (typeof documents)["\n  query PublicContentSections($type: ContentSectionType, $preview: Boolean) {\n    contentSections(type: $type, preview: $preview) {\n      id\n      sectionKey\n      title\n      content\n      link\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PublicCalendarMonth($month: String!) {\n    calendarMonth(month: $month) {\n      month\n      today\n      lastBookableDate\n      days {\n        date\n        status\n        isPast\n        isBookable\n        startTime\n        endTime\n        notes\n        premiumMultiplier\n      }\n    }\n  }\n"): (typeof documents)["\n  query PublicCalendarMonth($month: String!) {\n    calendarMonth(month: $month) {\n      month\n      today\n      lastBookableDate\n      days {\n        date\n        status\n        isPast\n        isBookable\n        startTime\n        endTime\n        notes\n        premiumMultiplier\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query HomeHero($preview: Boolean) {\n    heroSlides(preview: $preview) {\n      id\n      title\n      imageUrl\n      altText\n    }\n  }\n"): (typeof documents)["\n  query HomeHero($preview: Boolean) {\n    heroSlides(preview: $preview) {\n      id\n      title\n      imageUrl\n      altText\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PublicLayout {\n    navigationPages {\n      id\n      pageSlug\n      pageName\n      description\n      path\n    }\n    siteSettings {\n      footer {\n        companyName\n        tagline\n        address\n        phone\n        email\n        hours\n        copyright\n        showSocialLinks\n        showContactInfo\n        showBusinessHours\n      }\n      social {\n        facebook\n        instagram\n        twitter\n        linkedin\n        youtube\n      }\n      branding {\n        siteTitle\n        siteDescription\n        logoUrl\n        faviconUrl\n      }\n    }\n  }\n"): (typeof documents)["\n  query PublicLayout {\n    navigationPages {\n      id\n      pageSlug\n      pageName\n      description\n      path\n    }\n    siteSettings {\n      footer {\n        companyName\n        tagline\n        address\n        phone\n        email\n        hours\n        copyright\n        showSocialLinks\n        showContactInfo\n        showBusinessHours\n      }\n      social {\n        facebook\n        instagram\n        twitter\n        linkedin\n        youtube\n      }\n      branding {\n        siteTitle\n        siteDescription\n        logoUrl\n        faviconUrl\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription PageSettingsChanged {\n    pageSettingsChanged {\n      changedAt\n    }\n  }\n"): (typeof documents)["\n  subscription PageSettingsChanged {\n    pageSettingsChanged {\n      changedAt\n    }\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;