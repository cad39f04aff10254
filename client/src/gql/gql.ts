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
    "\n  fragment BookingCard_booking on Booking {\n    id\n    clientName\n    clientEmail\n    clientPhone\n    eventType\n    eventDate\n    startTime\n    endTime\n    guestCount\n    specialRequests\n    status\n    adminNotes\n    totalCost\n    source\n    allowedTransitions\n    createdAt\n    updatedAt\n    eventSpace {\n      id\n      name\n      type\n    }\n  }\n": typeof types.BookingCard_BookingFragmentDoc,
    "\n  mutation UpdateBookingStatus($input: UpdateBookingStatusInput!) {\n    updateBookingStatus(input: $input) {\n      booking {\n        ...BookingCard_booking\n      }\n    }\n  }\n": typeof types.UpdateBookingStatusDocument,
    "\n  mutation UpdateBookingDetails($input: UpdateBookingInput!) {\n    updateBooking(input: $input) {\n      booking {\n        ...BookingCard_booking\n      }\n    }\n  }\n": typeof types.UpdateBookingDetailsDocument,
    "\n  query AdminBookings {\n    bookings {\n      id\n      ...BookingCard_booking\n    }\n  }\n": typeof types.AdminBookingsDocument,
    "\n  query BookingsCsv {\n    bookingsCsv\n  }\n": typeof types.BookingsCsvDocument,
    "\n  subscription LiveBookings {\n    bookingsChanged {\n      change\n      booking {\n        id\n        status\n        clientName\n        eventDate\n        adminNotes\n        totalCost\n        allowedTransitions\n        updatedAt\n      }\n    }\n  }\n": typeof types.LiveBookingsDocument,
    "\n  subscription LiveInquiries {\n    inquiriesChanged {\n      change\n      inquiry {\n        id\n        name\n        status\n        handledAt\n      }\n    }\n  }\n": typeof types.LiveInquiriesDocument,
    "\n  mutation AddSpecialDate($input: AddSpecialDateInput!) {\n    addSpecialDate(input: $input) {\n      specialDate {\n        id\n        date\n        status\n      }\n    }\n  }\n": typeof types.AddSpecialDateDocument,
    "\n  query AdminCalendarMonth($month: String!) {\n    calendarMonth(month: $month) {\n      month\n      today\n      days {\n        date\n        status\n        isPast\n        notes\n        premiumMultiplier\n        startTime\n        endTime\n        specialDateId\n      }\n    }\n    calendarBookings(month: $month) {\n      id\n      clientName\n      eventType\n      eventDate\n      startTime\n      endTime\n      status\n      guestCount\n    }\n  }\n": typeof types.AdminCalendarMonthDocument,
    "\n  mutation CreateCalendarFeed {\n    createCalendarFeed {\n      url\n      feed {\n        active\n        createdAt\n        lastFetchedAt\n      }\n    }\n  }\n": typeof types.CreateCalendarFeedDocument,
    "\n  mutation RevokeCalendarFeed {\n    revokeCalendarFeed {\n      feed {\n        active\n        createdAt\n        lastFetchedAt\n      }\n    }\n  }\n": typeof types.RevokeCalendarFeedDocument,
    "\n  query CalendarAdmin {\n    calendarSettings {\n      id\n      startTime\n      endTime\n      availableDays\n      minimumBookingHours\n      maximumBookingHours\n      advanceBookingDays\n    }\n    specialDates {\n      id\n      date\n      status\n      notes\n      startTime\n      endTime\n      premiumMultiplier\n    }\n    calendarFeed {\n      active\n      createdAt\n      lastFetchedAt\n    }\n  }\n": typeof types.CalendarAdminDocument,
    "\n  mutation UpdateCalendarSettings($input: UpdateCalendarSettingsInput!) {\n    updateCalendarSettings(input: $input) {\n      calendarSettings {\n        id\n        startTime\n        endTime\n      }\n    }\n  }\n": typeof types.UpdateCalendarSettingsDocument,
    "\n  mutation UpdateSpecialDate($input: UpdateSpecialDateInput!) {\n    updateSpecialDate(input: $input) {\n      specialDate {\n        id\n        date\n        status\n        notes\n        startTime\n        endTime\n        premiumMultiplier\n      }\n    }\n  }\n": typeof types.UpdateSpecialDateDocument,
    "\n  mutation RemoveSpecialDate($input: RemoveSpecialDateInput!) {\n    removeSpecialDate(input: $input) {\n      id\n    }\n  }\n": typeof types.RemoveSpecialDateDocument,
    "\n  query DashboardOverview {\n    dashboardOverview {\n      today\n      pendingBookings\n      confirmedBookings\n      completedBookings\n      cancelledBookings\n      totalBookings\n      totalRevenue\n      newInquiries\n      pendingChangeCount\n      contentSections {\n        active\n        total\n      }\n      galleryImages {\n        active\n        total\n      }\n      heroSlides {\n        active\n        total\n      }\n      recentBookings {\n        id\n        clientName\n        eventType\n        eventDate\n        startTime\n        endTime\n        guestCount\n        status\n      }\n      upcomingBookings {\n        id\n        clientName\n        eventType\n        eventDate\n        startTime\n        endTime\n        guestCount\n      }\n      recentContent {\n        id\n        type\n        sectionKey\n        title\n        content\n        isPublished\n        updatedAt\n      }\n    }\n  }\n": typeof types.DashboardOverviewDocument,
    "\n  mutation CreateBookingFromInquiry($input: CreateBookingInput!) {\n    createBooking(input: $input) {\n      booking {\n        id\n        status\n        eventDate\n        clientName\n      }\n    }\n  }\n": typeof types.CreateBookingFromInquiryDocument,
    "\n  query InquiriesList {\n    inquiries {\n      id\n      name\n      email\n      phone\n      eventType\n      desiredDate\n      message\n      status\n      createdAt\n      handledAt\n      desiredDateStatus {\n        date\n        status\n        isPast\n        premiumMultiplier\n      }\n      bookings {\n        id\n        status\n        eventDate\n      }\n    }\n  }\n": typeof types.InquiriesListDocument,
    "\n  query InquiriesCsv {\n    inquiriesCsv\n  }\n": typeof types.InquiriesCsvDocument,
    "\n  mutation UpdateInquiryStatus($input: UpdateInquiryStatusInput!) {\n    updateInquiryStatus(input: $input) {\n      inquiry {\n        id\n        status\n        handledAt\n      }\n    }\n  }\n": typeof types.UpdateInquiryStatusDocument,
    "\n  query QuickBlock {\n    bookings(status: PENDING) {\n      id\n      clientName\n      eventType\n      eventDate\n      startTime\n      endTime\n      guestCount\n    }\n    specialDates {\n      id\n      date\n      status\n      notes\n    }\n  }\n": typeof types.QuickBlockDocument,
    "\n  mutation BlockDate($input: BlockDateInput!) {\n    blockDate(input: $input) {\n      specialDate {\n        id\n        date\n        status\n        notes\n      }\n    }\n  }\n": typeof types.BlockDateDocument,
    "\n  mutation ConfirmBookingAndBlockDate($input: ConfirmBookingAndBlockDateInput!) {\n    confirmBookingAndBlockDate(input: $input) {\n      booking {\n        id\n        status\n        allowedTransitions\n      }\n      specialDate {\n        id\n        date\n        status\n        notes\n      }\n    }\n  }\n": typeof types.ConfirmBookingAndBlockDateDocument,
    "\n  mutation UnblockDate($input: RemoveSpecialDateInput!) {\n    removeSpecialDate(input: $input) {\n      id\n    }\n  }\n": typeof types.UnblockDateDocument,
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
    "\n  fragment BookingCard_booking on Booking {\n    id\n    clientName\n    clientEmail\n    clientPhone\n    eventType\n    eventDate\n    startTime\n    endTime\n    guestCount\n    specialRequests\n    status\n    adminNotes\n    totalCost\n    source\n    allowedTransitions\n    createdAt\n    updatedAt\n    eventSpace {\n      id\n      name\n      type\n    }\n  }\n": types.BookingCard_BookingFragmentDoc,
    "\n  mutation UpdateBookingStatus($input: UpdateBookingStatusInput!) {\n    updateBookingStatus(input: $input) {\n      booking {\n        ...BookingCard_booking\n      }\n    }\n  }\n": types.UpdateBookingStatusDocument,
    "\n  mutation UpdateBookingDetails($input: UpdateBookingInput!) {\n    updateBooking(input: $input) {\n      booking {\n        ...BookingCard_booking\n      }\n    }\n  }\n": types.UpdateBookingDetailsDocument,
    "\n  query AdminBookings {\n    bookings {\n      id\n      ...BookingCard_booking\n    }\n  }\n": types.AdminBookingsDocument,
    "\n  query BookingsCsv {\n    bookingsCsv\n  }\n": types.BookingsCsvDocument,
    "\n  subscription LiveBookings {\n    bookingsChanged {\n      change\n      booking {\n        id\n        status\n        clientName\n        eventDate\n        adminNotes\n        totalCost\n        allowedTransitions\n        updatedAt\n      }\n    }\n  }\n": types.LiveBookingsDocument,
    "\n  subscription LiveInquiries {\n    inquiriesChanged {\n      change\n      inquiry {\n        id\n        name\n        status\n        handledAt\n      }\n    }\n  }\n": types.LiveInquiriesDocument,
    "\n  mutation AddSpecialDate($input: AddSpecialDateInput!) {\n    addSpecialDate(input: $input) {\n      specialDate {\n        id\n        date\n        status\n      }\n    }\n  }\n": types.AddSpecialDateDocument,
    "\n  query AdminCalendarMonth($month: String!) {\n    calendarMonth(month: $month) {\n      month\n      today\n      days {\n        date\n        status\n        isPast\n        notes\n        premiumMultiplier\n        startTime\n        endTime\n        specialDateId\n      }\n    }\n    calendarBookings(month: $month) {\n      id\n      clientName\n      eventType\n      eventDate\n      startTime\n      endTime\n      status\n      guestCount\n    }\n  }\n": types.AdminCalendarMonthDocument,
    "\n  mutation CreateCalendarFeed {\n    createCalendarFeed {\n      url\n      feed {\n        active\n        createdAt\n        lastFetchedAt\n      }\n    }\n  }\n": types.CreateCalendarFeedDocument,
    "\n  mutation RevokeCalendarFeed {\n    revokeCalendarFeed {\n      feed {\n        active\n        createdAt\n        lastFetchedAt\n      }\n    }\n  }\n": types.RevokeCalendarFeedDocument,
    "\n  query CalendarAdmin {\n    calendarSettings {\n      id\n      startTime\n      endTime\n      availableDays\n      minimumBookingHours\n      maximumBookingHours\n      advanceBookingDays\n    }\n    specialDates {\n      id\n      date\n      status\n      notes\n      startTime\n      endTime\n      premiumMultiplier\n    }\n    calendarFeed {\n      active\n      createdAt\n      lastFetchedAt\n    }\n  }\n": types.CalendarAdminDocument,
    "\n  mutation UpdateCalendarSettings($input: UpdateCalendarSettingsInput!) {\n    updateCalendarSettings(input: $input) {\n      calendarSettings {\n        id\n        startTime\n        endTime\n      }\n    }\n  }\n": types.UpdateCalendarSettingsDocument,
    "\n  mutation UpdateSpecialDate($input: UpdateSpecialDateInput!) {\n    updateSpecialDate(input: $input) {\n      specialDate {\n        id\n        date\n        status\n        notes\n        startTime\n        endTime\n        premiumMultiplier\n      }\n    }\n  }\n": types.UpdateSpecialDateDocument,
    "\n  mutation RemoveSpecialDate($input: RemoveSpecialDateInput!) {\n    removeSpecialDate(input: $input) {\n      id\n    }\n  }\n": types.RemoveSpecialDateDocument,
    "\n  query DashboardOverview {\n    dashboardOverview {\n      today\n      pendingBookings\n      confirmedBookings\n      completedBookings\n      cancelledBookings\n      totalBookings\n      totalRevenue\n      newInquiries\n      pendingChangeCount\n      contentSections {\n        active\n        total\n      }\n      galleryImages {\n        active\n        total\n      }\n      heroSlides {\n        active\n        total\n      }\n      recentBookings {\n        id\n        clientName\n        eventType\n        eventDate\n        startTime\n        endTime\n        guestCount\n        status\n      }\n      upcomingBookings {\n        id\n        clientName\n        eventType\n        eventDate\n        startTime\n        endTime\n        guestCount\n      }\n      recentContent {\n        id\n        type\n        sectionKey\n        title\n        content\n        isPublished\n        updatedAt\n      }\n    }\n  }\n": types.DashboardOverviewDocument,
    "\n  mutation CreateBookingFromInquiry($input: CreateBookingInput!) {\n    createBooking(input: $input) {\n      booking {\n        id\n        status\n        eventDate\n        clientName\n      }\n    }\n  }\n": types.CreateBookingFromInquiryDocument,
    "\n  query InquiriesList {\n    inquiries {\n      id\n      name\n      email\n      phone\n      eventType\n      desiredDate\n      message\n      status\n      createdAt\n      handledAt\n      desiredDateStatus {\n        date\n        status\n        isPast\n        premiumMultiplier\n      }\n      bookings {\n        id\n        status\n        eventDate\n      }\n    }\n  }\n": types.InquiriesListDocument,
    "\n  query InquiriesCsv {\n    inquiriesCsv\n  }\n": types.InquiriesCsvDocument,
    "\n  mutation UpdateInquiryStatus($input: UpdateInquiryStatusInput!) {\n    updateInquiryStatus(input: $input) {\n      inquiry {\n        id\n        status\n        handledAt\n      }\n    }\n  }\n": types.UpdateInquiryStatusDocument,
    "\n  query QuickBlock {\n    bookings(status: PENDING) {\n      id\n      clientName\n      eventType\n      eventDate\n      startTime\n      endTime\n      guestCount\n    }\n    specialDates {\n      id\n      date\n      status\n      notes\n    }\n  }\n": types.QuickBlockDocument,
    "\n  mutation BlockDate($input: BlockDateInput!) {\n    blockDate(input: $input) {\n      specialDate {\n        id\n        date\n        status\n        notes\n      }\n    }\n  }\n": types.BlockDateDocument,
    "\n  mutation ConfirmBookingAndBlockDate($input: ConfirmBookingAndBlockDateInput!) {\n    confirmBookingAndBlockDate(input: $input) {\n      booking {\n        id\n        status\n        allowedTransitions\n      }\n      specialDate {\n        id\n        date\n        status\n        notes\n      }\n    }\n  }\n": types.ConfirmBookingAndBlockDateDocument,
    "\n  mutation UnblockDate($input: RemoveSpecialDateInput!) {\n    removeSpecialDate(input: $input) {\n      id\n    }\n  }\n": types.UnblockDateDocument,
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
export function graphql(source: "\n  fragment BookingCard_booking on Booking {\n    id\n    clientName\n    clientEmail\n    clientPhone\n    eventType\n    eventDate\n    startTime\n    endTime\n    guestCount\n    specialRequests\n    status\n    adminNotes\n    totalCost\n    source\n    allowedTransitions\n    createdAt\n    updatedAt\n    eventSpace {\n      id\n      name\n      type\n    }\n  }\n"): (typeof documents)["\n  fragment BookingCard_booking on Booking {\n    id\n    clientName\n    clientEmail\n    clientPhone\n    eventType\n    eventDate\n    startTime\n    endTime\n    guestCount\n    specialRequests\n    status\n    adminNotes\n    totalCost\n    source\n    allowedTransitions\n    createdAt\n    updatedAt\n    eventSpace {\n      id\n      name\n      type\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateBookingStatus($input: UpdateBookingStatusInput!) {\n    updateBookingStatus(input: $input) {\n      booking {\n        ...BookingCard_booking\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateBookingStatus($input: UpdateBookingStatusInput!) {\n    updateBookingStatus(input: $input) {\n      booking {\n        ...BookingCard_booking\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateBookingDetails($input: UpdateBookingInput!) {\n    updateBooking(input: $input) {\n      booking {\n        ...BookingCard_booking\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateBookingDetails($input: UpdateBookingInput!) {\n    updateBooking(input: $input) {\n      booking {\n        ...BookingCard_booking\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminBookings {\n    bookings {\n      id\n      ...BookingCard_booking\n    }\n  }\n"): (typeof documents)["\n  query AdminBookings {\n    bookings {\n      id\n      ...BookingCard_booking\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BookingsCsv {\n    bookingsCsv\n  }\n"): (typeof documents)["\n  query BookingsCsv {\n    bookingsCsv\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription LiveBookings {\n    bookingsChanged {\n      change\n      booking {\n        id\n        status\n        clientName\n        eventDate\n        adminNotes\n        totalCost\n        allowedTransitions\n        updatedAt\n      }\n    }\n  }\n"): (typeof documents)["\n  subscription LiveBookings {\n    bookingsChanged {\n      change\n      booking {\n        id\n        status\n        clientName\n        eventDate\n        adminNotes\n        totalCost\n        allowedTransitions\n        updatedAt\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription LiveInquiries {\n    inquiriesChanged {\n      change\n      inquiry {\n        id\n        name\n        status\n        handledAt\n      }\n    }\n  }\n"): (typeof documents)["\n  subscription LiveInquiries {\n    inquiriesChanged {\n      change\n      inquiry {\n        id\n        name\n        status\n        handledAt\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddSpecialDate($input: AddSpecialDateInput!) {\n    addSpecialDate(input: $input) {\n      specialDate {\n        id\n        date\n        status\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation AddSpecialDate($input: AddSpecialDateInput!) {\n    addSpecialDate(input: $input) {\n      specialDate {\n        id\n        date\n        status\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminCalendarMonth($month: String!) {\n    calendarMonth(month: $month) {\n      month\n      today\n      days {\n        date\n        status\n        isPast\n        notes\n        premiumMultiplier\n        startTime\n        endTime\n        specialDateId\n      }\n    }\n    calendarBookings(month: $month) {\n      id\n      clientName\n      eventType\n      eventDate\n      startTime\n      endTime\n      status\n      guestCount\n    }\n  }\n"): (typeof documents)["\n  query AdminCalendarMonth($month: String!) {\n    calendarMonth(month: $month) {\n      month\n      today\n      days {\n        date\n        status\n        isPast\n        notes\n        premiumMultiplier\n        startTime\n        endTime\n        specialDateId\n      }\n    }\n    calendarBookings(month: $month) {\n      id\n      clientName\n      eventType\n      eventDate\n      startTime\n      endTime\n      status\n      guestCount\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateCalendarFeed {\n    createCalendarFeed {\n      url\n      feed {\n        active\n        createdAt\n        lastFetchedAt\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation CreateCalendarFeed {\n    createCalendarFeed {\n      url\n      feed {\n        active\n        createdAt\n        lastFetchedAt\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RevokeCalendarFeed {\n    revokeCalendarFeed {\n      feed {\n        active\n        createdAt\n        lastFetchedAt\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation RevokeCalendarFeed {\n    revokeCalendarFeed {\n      feed {\n        active\n        createdAt\n        lastFetchedAt\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CalendarAdmin {\n    calendarSettings {\n      id\n      startTime\n      endTime\n      availableDays\n      minimumBookingHours\n      maximumBookingHours\n      advanceBookingDays\n    }\n    specialDates {\n      id\n      date\n      status\n      notes\n      startTime\n      endTime\n      premiumMultiplier\n    }\n    calendarFeed {\n      active\n      createdAt\n      lastFetchedAt\n    }\n  }\n"): (typeof documents)["\n  query CalendarAdmin {\n    calendarSettings {\n      id\n      startTime\n      endTime\n      availableDays\n      minimumBookingHours\n      maximumBookingHours\n      advanceBookingDays\n    }\n    specialDates {\n      id\n      date\n      status\n      notes\n      startTime\n      endTime\n      premiumMultiplier\n    }\n    calendarFeed {\n      active\n      createdAt\n      lastFetchedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateCalendarSettings($input: UpdateCalendarSettingsInput!) {\n    updateCalendarSettings(input: $input) {\n      calendarSettings {\n        id\n        startTime\n        endTime\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateCalendarSettings($input: UpdateCalendarSettingsInput!) {\n    updateCalendarSettings(input: $input) {\n      calendarSettings {\n        id\n        startTime\n        endTime\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateSpecialDate($input: UpdateSpecialDateInput!) {\n    updateSpecialDate(input: $input) {\n      specialDate {\n        id\n        date\n        status\n        notes\n        startTime\n        endTime\n        premiumMultiplier\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateSpecialDate($input: UpdateSpecialDateInput!) {\n    updateSpecialDate(input: $input) {\n      specialDate {\n        id\n        date\n        status\n        notes\n        startTime\n        endTime\n        premiumMultiplier\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RemoveSpecialDate($input: RemoveSpecialDateInput!) {\n    removeSpecialDate(input: $input) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation RemoveSpecialDate($input: RemoveSpecialDateInput!) {\n    removeSpecialDate(input: $input) {\n      id\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DashboardOverview {\n    dashboardOverview {\n      today\n      pendingBookings\n      confirmedBookings\n      completedBookings\n      cancelledBookings\n      totalBookings\n      totalRevenue\n      newInquiries\n      pendingChangeCount\n      contentSections {\n        active\n        total\n      }\n      galleryImages {\n        active\n        total\n      }\n      heroSlides {\n        active\n        total\n      }\n      recentBookings {\n        id\n        clientName\n        eventType\n        eventDate\n        startTime\n        endTime\n        guestCount\n        status\n      }\n      upcomingBookings {\n        id\n        clientName\n        eventType\n        eventDate\n        startTime\n        endTime\n        guestCount\n      }\n      recentContent {\n        id\n        type\n        sectionKey\n        title\n        content\n        isPublished\n        updatedAt\n      }\n    }\n  }\n"): (typeof documents)["\n  query DashboardOverview {\n    dashboardOverview {\n      today\n      pendingBookings\n      confirmedBookings\n      completedBookings\n      cancelledBookings\n      totalBookings\n      totalRevenue\n      newInquiries\n      pendingChangeCount\n      contentSections {\n        active\n        total\n      }\n      galleryImages {\n        active\n        total\n      }\n      heroSlides {\n        active\n        total\n      }\n      recentBookings {\n        id\n        clientName\n        eventType\n        eventDate\n        startTime\n        endTime\n        guestCount\n        status\n      }\n      upcomingBookings {\n        id\n        clientName\n        eventType\n        eventDate\n        startTime\n        endTime\n        guestCount\n      }\n      recentContent {\n        id\n        type\n        sectionKey\n        title\n        content\n        isPublished\n        updatedAt\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateBookingFromInquiry($input: CreateBookingInput!) {\n    createBooking(input: $input) {\n      booking {\n        id\n        status\n        eventDate\n        clientName\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation CreateBookingFromInquiry($input: CreateBookingInput!) {\n    createBooking(input: $input) {\n      booking {\n        id\n        status\n        eventDate\n        clientName\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query InquiriesList {\n    inquiries {\n      id\n      name\n      email\n      phone\n      eventType\n      desiredDate\n      message\n      status\n      createdAt\n      handledAt\n      desiredDateStatus {\n        date\n        status\n        isPast\n        premiumMultiplier\n      }\n      bookings {\n        id\n        status\n        eventDate\n      }\n    }\n  }\n"): (typeof documents)["\n  query InquiriesList {\n    inquiries {\n      id\n      name\n      email\n      phone\n      eventType\n      desiredDate\n      message\n      status\n      createdAt\n      handledAt\n      desiredDateStatus {\n        date\n        status\n        isPast\n        premiumMultiplier\n      }\n      bookings {\n        id\n        status\n        eventDate\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query InquiriesCsv {\n    inquiriesCsv\n  }\n"): (typeof documents)["\n  query InquiriesCsv {\n    inquiriesCsv\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateInquiryStatus($input: UpdateInquiryStatusInput!) {\n    updateInquiryStatus(input: $input) {\n      inquiry {\n        id\n        status\n        handledAt\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateInquiryStatus($input: UpdateInquiryStatusInput!) {\n    updateInquiryStatus(input: $input) {\n      inquiry {\n        id\n        status\n        handledAt\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query QuickBlock {\n    bookings(status: PENDING) {\n      id\n      clientName\n      eventType\n      eventDate\n      startTime\n      endTime\n      guestCount\n    }\n    specialDates {\n      id\n      date\n      status\n      notes\n    }\n  }\n"): (typeof documents)["\n  query QuickBlock {\n    bookings(status: PENDING) {\n      id\n      clientName\n      eventType\n      eventDate\n      startTime\n      endTime\n      guestCount\n    }\n    specialDates {\n      id\n      date\n      status\n      notes\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation BlockDate($input: BlockDateInput!) {\n    blockDate(input: $input) {\n      specialDate {\n        id\n        date\n        status\n        notes\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation BlockDate($input: BlockDateInput!) {\n    blockDate(input: $input) {\n      specialDate {\n        id\n        date\n        status\n        notes\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ConfirmBookingAndBlockDate($input: ConfirmBookingAndBlockDateInput!) {\n    confirmBookingAndBlockDate(input: $input) {\n      booking {\n        id\n        status\n        allowedTransitions\n      }\n      specialDate {\n        id\n        date\n        status\n        notes\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation ConfirmBookingAndBlockDate($input: ConfirmBookingAndBlockDateInput!) {\n    confirmBookingAndBlockDate(input: $input) {\n      booking {\n        id\n        status\n        allowedTransitions\n      }\n      specialDate {\n        id\n        date\n        status\n        notes\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UnblockDate($input: RemoveSpecialDateInput!) {\n    removeSpecialDate(input: $input) {\n      id\n    }\n  }\n"): (typeof documents)["\n  mutation UnblockDate($input: RemoveSpecialDateInput!) {\n    removeSpecialDate(input: $input) {\n      id\n    }\n  }\n"];
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