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
    "\n  query ApiAllowedOrigins {\n    apiAllowedOrigins\n    apiAllowedOriginsVersion\n  }\n": typeof types.ApiAllowedOriginsDocument,
    "\n  mutation SetApiAllowedOrigins($input: SetApiAllowedOriginsInput!) {\n    setApiAllowedOrigins(input: $input) {\n      origins\n      version\n      userErrors {\n        field\n        message\n      }\n    }\n  }\n": typeof types.SetApiAllowedOriginsDocument,
    "\n  mutation CreateApiToken($input: CreateApiTokenInput!) {\n    createApiToken(input: $input) {\n      secret\n      apiToken {\n        id\n        name\n      }\n      userErrors {\n        field\n        message\n      }\n    }\n  }\n": typeof types.CreateApiTokenDocument,
    "\n  mutation RevokeApiToken($input: RevokeApiTokenInput!) {\n    revokeApiToken(input: $input) {\n      revokedTokenId\n    }\n  }\n": typeof types.RevokeApiTokenDocument,
    "\n  query ApiTokens {\n    myApiTokens {\n      id\n      name\n      readOnly\n      scopes\n      expiresAt\n      createdAt\n      lastUsedAt\n    }\n  }\n": typeof types.ApiTokensDocument,
    "\n  fragment BookingCard_booking on Booking {\n    id\n    clientName\n    clientEmail\n    clientPhone\n    eventType\n    eventDate\n    startTime\n    endTime\n    guestCount\n    specialRequests\n    status\n    adminNotes\n    totalCostCents\n    priceAgreed\n    source\n    allowedTransitions\n    version\n    createdAt\n    updatedAt\n    eventSpace {\n      id\n      name\n      type\n    }\n    activeHold {\n      id\n      ...HoldStatus_hold\n    }\n    ...PaymentBadge_booking\n  }\n": typeof types.BookingCard_BookingFragmentDoc,
    "\n  mutation UpdateBookingStatus($input: UpdateBookingStatusInput!) {\n    updateBookingStatus(input: $input) {\n      booking {\n        ...BookingCard_booking\n      }\n    }\n  }\n": typeof types.UpdateBookingStatusDocument,
    "\n  mutation UpdateBookingDetails($input: UpdateBookingInput!) {\n    updateBooking(input: $input) {\n      booking {\n        ...BookingCard_booking\n      }\n    }\n  }\n": typeof types.UpdateBookingDetailsDocument,
    "\n  mutation CreateBooking($input: CreateBookingInput!) {\n    createBooking(input: $input) {\n      booking {\n        id\n        status\n        eventDate\n        clientName\n      }\n    }\n  }\n": typeof types.CreateBookingDocument,
    "\n  query AdminBookings(\n    $first: Int\n    $after: String\n    $last: Int\n    $before: String\n    $status: BookingStatus\n    $search: String\n    $eventDateFrom: LocalDate\n    $eventDateTo: LocalDate\n    $orderBy: BookingOrder\n  ) {\n    bookings(\n      first: $first\n      after: $after\n      last: $last\n      before: $before\n      status: $status\n      search: $search\n      eventDateFrom: $eventDateFrom\n      eventDateTo: $eventDateTo\n      orderBy: $orderBy\n    ) {\n      totalCount\n      statusCounts {\n        status\n        count\n      }\n      pageInfo {\n        ...ListPage_pageInfo\n      }\n      nodes {\n        id\n        ...BookingCard_booking\n      }\n    }\n  }\n": typeof types.AdminBookingsDocument,
    "\n  query BookingsCsv {\n    bookingsCsv\n  }\n": typeof types.BookingsCsvDocument,
    "\n  query CancelBookingDialog($id: ID!) {\n    booking(id: $id) {\n      id\n      clientName\n      eventType\n      eventDate\n      money { paidCents agreedCents }\n      paymentSummary { today }\n      cancellationTerms { tier daysBefore paidCents keptCents keptAs refundCents explanation }\n    }\n  }\n": typeof types.CancelBookingDialogDocument,
    "\n  mutation CancelBooking($input: CancelBookingInput!) {\n    cancelBooking(input: $input) {\n      booking {\n        ...BookingCard_booking\n      }\n    }\n  }\n": typeof types.CancelBookingDocument,
    "\n  query LinkedBooking($id: ID!) {\n    booking(id: $id) {\n      id\n      ...BookingCard_booking\n    }\n  }\n": typeof types.LinkedBookingDocument,
    "\n  fragment PaymentBadge_booking on Booking {\n    paymentSummary {\n      today\n      status\n      totalCents\n      paidCents\n      outstandingCents\n      creditCents\n      overdueCents\n      nextDueDate\n      nextDueCents\n    }\n  }\n": typeof types.PaymentBadge_BookingFragmentDoc,
    "\n  subscription LiveBookings {\n    bookingsChanged {\n      change\n      booking {\n        id\n        status\n        clientName\n        eventDate\n        adminNotes\n        totalCostCents\n        allowedTransitions\n        updatedAt\n      }\n    }\n  }\n": typeof types.LiveBookingsDocument,
    "\n  subscription LiveInquiries {\n    inquiriesChanged {\n      change\n      inquiry {\n        id\n        name\n        status\n        handledAt\n        version\n      }\n    }\n  }\n": typeof types.LiveInquiriesDocument,
    "\n  fragment QuotePanel_quote on Quote {\n    id\n    status\n    taxRateMilliPercent\n    discountCents\n    depositKind\n    depositValue\n    blockDateOnAcceptance\n    message\n    lines { id kind description quantity unitAmountCents multiplier amountCents }\n    schedule { id dueRule dueDays dueDate dueDescription amountCents }\n    totals { subtotalCents discountCents taxCents totalCents depositCents }\n    expiresAt\n    sentAt\n    acceptedAt\n    acceptedName\n    acceptedAddress\n    version\n    changeOrder { previousTotalCents changes to { eventDate } }\n  }\n": typeof types.QuotePanel_QuoteFragmentDoc,
    "\n  query BookingQuotePanel($id: ID!) {\n    booking(id: $id) {\n      id\n      status\n      clientName\n      eventDate\n      startTime\n      endTime\n      eventType\n      guestCount\n      priceAgreed\n      datePremiumMultiplier\n      quotes { ...QuotePanel_quote }\n      paymentSummary { today status totalCents paidCents outstandingCents creditCents overdueCents graceDays nextDueDate nextDueCents }\n      money { chargedCents agreedCents feesCents receivedCents refundedCents paidCents balanceCents dueCents creditCents }\n      ledger { id kind reason amountCents owedChangeCents balanceAfterCents description voidsEntryId voidedById method occurredOn note actorName createdAt }\n    }\n  }\n": typeof types.BookingQuotePanelDocument,
    "\n  mutation CreateQuote($input: CreateQuoteInput!) { createQuote(input: $input) { quote { ...QuotePanel_quote } } }\n": typeof types.CreateQuoteDocument,
    "\n  mutation UpdateQuote($input: UpdateQuoteInput!) { updateQuote(input: $input) { quote { ...QuotePanel_quote } } }\n": typeof types.UpdateQuoteDocument,
    "\n  mutation SendQuote($input: SendQuoteInput!) { sendQuote(input: $input) { link quote { ...QuotePanel_quote } } }\n": typeof types.SendQuoteDocument,
    "\n  mutation WithdrawQuote($input: WithdrawQuoteInput!) { withdrawQuote(input: $input) { quote { ...QuotePanel_quote } } }\n": typeof types.WithdrawQuoteDocument,
    "\n  mutation CreateChangeOrder($input: CreateChangeOrderInput!) { createChangeOrder(input: $input) { quote { ...QuotePanel_quote } userErrors { field message } } }\n": typeof types.CreateChangeOrderDocument,
    "\n  mutation RecordPayment($input: RecordPaymentInput!) { recordPayment(input: $input) { payment { id } creditCents booking { id totalCostCents ...PaymentBadge_booking } } }\n": typeof types.RecordPaymentDocument,
    "\n  mutation RecordRefund($input: RecordRefundInput!) { recordRefund(input: $input) { entry { id } booking { id ...PaymentBadge_booking } } }\n": typeof types.RecordRefundDocument,
    "\n  mutation VoidLedgerEntry($input: VoidLedgerEntryInput!) { voidLedgerEntry(input: $input) { entry { id } booking { id ...PaymentBadge_booking } } }\n": typeof types.VoidLedgerEntryDocument,
    "\n  query BrandingSettings {\n    siteSettings {\n      branding {\n        siteTitle\n        siteDescription\n        logoUrl\n        faviconUrl\n        version\n      }\n    }\n  }\n": typeof types.BrandingSettingsDocument,
    "\n  mutation UpdateLogo($input: UpdateLogoInput!) {\n    updateLogo(input: $input) {\n      branding {\n        logoUrl\n        version\n      }\n    }\n  }\n": typeof types.UpdateLogoDocument,
    "\n  mutation UpdateFavicon($input: UpdateFaviconInput!) {\n    updateFavicon(input: $input) {\n      branding {\n        faviconUrl\n        version\n      }\n    }\n  }\n": typeof types.UpdateFaviconDocument,
    "\n  mutation UpdateSiteDetails($input: UpdateSiteDetailsInput!) {\n    updateSiteDetails(input: $input) {\n      branding {\n        siteTitle\n        siteDescription\n        version\n      }\n    }\n  }\n": typeof types.UpdateSiteDetailsDocument,
    "\n  mutation AddSpecialDate($input: AddSpecialDateInput!) {\n    addSpecialDate(input: $input) {\n      specialDate {\n        id\n        date\n        status\n      }\n    }\n  }\n": typeof types.AddSpecialDateDocument,
    "\n  mutation CreateCalendarFeed {\n    createCalendarFeed {\n      url\n      feed {\n        active\n        createdAt\n        lastFetchedAt\n      }\n    }\n  }\n": typeof types.CreateCalendarFeedDocument,
    "\n  mutation RevokeCalendarFeed {\n    revokeCalendarFeed {\n      feed {\n        active\n        createdAt\n        lastFetchedAt\n      }\n    }\n  }\n": typeof types.RevokeCalendarFeedDocument,
    "\n  query CalendarAdmin($today: LocalDate!, $shown: Int!) {\n    calendarSettings {\n      id\n      startTime\n      endTime\n      availableDays\n      minimumBookingHours\n      maximumBookingHours\n      advanceBookingDays\n      version\n    }\n    # The list shows a page of each (at most 100); the counts are of the whole lists.\n    upcoming: specialDates(from: $today, first: $shown) {\n      totalCount\n      nodes {\n        ...SpecialDateRow_specialDate\n      }\n    }\n    all: specialDates(first: $shown) {\n      totalCount\n      nodes {\n        ...SpecialDateRow_specialDate\n      }\n    }\n    calendarFeed {\n      active\n      createdAt\n      lastFetchedAt\n    }\n  }\n": typeof types.CalendarAdminDocument,
    "\n  query SpecialDateBookings($month: YearMonth!) {\n    calendarBookings(month: $month) {\n      ...BookingSummary_booking\n    }\n  }\n": typeof types.SpecialDateBookingsDocument,
    "\n  mutation UpdateSpecialDate($input: UpdateSpecialDateInput!) {\n    updateSpecialDate(input: $input) {\n      specialDate {\n        ...SpecialDateRow_specialDate\n      }\n    }\n  }\n": typeof types.UpdateSpecialDateDocument,
    "\n  mutation UpdateCalendarSettings($input: UpdateCalendarSettingsInput!) {\n    updateCalendarSettings(input: $input) {\n      calendarSettings {\n        id\n        startTime\n        endTime\n        version\n      }\n    }\n  }\n": typeof types.UpdateCalendarSettingsDocument,
    "\n  mutation RemoveSpecialDate($input: RemoveSpecialDateInput!) {\n    removeSpecialDate(input: $input) {\n      id\n      specialDate {\n        id\n        status\n      }\n    }\n  }\n": typeof types.RemoveSpecialDateDocument,
    "\n  fragment BookingSummary_booking on Booking {\n    id\n    clientName\n    eventType\n    eventDate\n    startTime\n    endTime\n    guestCount\n    status\n  }\n": typeof types.BookingSummary_BookingFragmentDoc,
    "\n  query AdminDayMarks($month: YearMonth!, $from: LocalDate!, $to: LocalDate!) {\n    calendarMonth(month: $month) {\n      month\n      days {\n        date\n        status\n      }\n    }\n    calendarBookings(month: $month) {\n      id\n      eventDate\n      status\n    }\n    holds(from: $from, to: $to) {\n      id\n      date\n    }\n  }\n": typeof types.AdminDayMarksDocument,
    "\n  query AdminCalendarMonth($month: YearMonth!, $from: LocalDate!, $to: LocalDate!) {\n    calendarMonth(month: $month) {\n      month\n      today\n      days {\n        date\n        status\n        isPast\n        notes\n        premiumMultiplier\n        startTime\n        endTime\n        specialDateId\n      }\n    }\n    calendarBookings(month: $month) {\n      ...BookingSummary_booking\n    }\n    holds(from: $from, to: $to) {\n      id\n      date\n      clientName\n      isSecondOption\n      startTime\n      endTime\n      ...HoldStatus_hold\n    }\n  }\n": typeof types.AdminCalendarMonthDocument,
    "\n  fragment SpecialDateRow_specialDate on SpecialDate {\n    id\n    date\n    status\n    notes\n    startTime\n    endTime\n    premiumMultiplier\n    replaces\n    version\n  }\n": typeof types.SpecialDateRow_SpecialDateFragmentDoc,
    "\n  query ContentChangeLog($after: String) {\n    contentChangeLog(first: 50, after: $after) {\n      totalCount\n      pageInfo {\n        ...LoadOlder_pageInfo\n      }\n      nodes {\n        id\n        tableName\n        recordId\n        changeType\n        status\n        description\n        createdBy\n        createdAt\n        publishedAt\n        revertedAt\n        fieldChanges {\n          field\n          label\n          oldValue\n          newValue\n        }\n      }\n    }\n    contentChangeStats {\n      pending\n      publishedToday\n      pendingByTable {\n        tableName\n        count\n      }\n    }\n  }\n": typeof types.ContentChangeLogDocument,
    "\n  mutation RevertContentChange($input: RevertContentChangeInput!) {\n    revertContentChange(input: $input) {\n      change {\n        id\n        status\n        revertedAt\n      }\n    }\n  }\n": typeof types.RevertContentChangeDocument,
    "\n  query SavedVersions($kind: RecordKind, $after: String) {\n    savedVersions(first: 25, kind: $kind, after: $after) {\n      totalCount\n      pageInfo {\n        ...LoadOlder_pageInfo\n      }\n      nodes {\n        id\n        kind\n        recordId\n        version\n        change\n        summary\n        savedBy\n        savedAt\n        values {\n          field\n          label\n          value\n        }\n        fieldChanges {\n          field\n          label\n          oldValue\n          newValue\n        }\n      }\n    }\n  }\n": typeof types.SavedVersionsDocument,
    "\n  fragment ContactInfoForm_fields on ContactInfo {\n    phone\n    email\n    address\n    hours\n    isPublished\n    publishedAt\n    updatedAt\n    version\n  }\n": typeof types.ContactInfoForm_FieldsFragmentDoc,
    "\n  query AdminContactInfo {\n    adminContactInfo {\n      ...ContactInfoForm_fields\n    }\n  }\n": typeof types.AdminContactInfoDocument,
    "\n  mutation UpdateContactInfo($input: UpdateContactInfoInput!) {\n    updateContactInfo(input: $input) {\n      contactInfo {\n        ...ContactInfoForm_fields\n      }\n    }\n  }\n": typeof types.UpdateContactInfoDocument,
    "\n  query PendingChangeCount($tableName: ContentTable) {\n    pendingChangeCount(tableName: $tableName)\n  }\n": typeof types.PendingChangeCountDocument,
    "\n  mutation PublishContentChanges($input: PublishContentChangesInput!) {\n    publishContentChanges(input: $input) {\n      publishedCount\n    }\n  }\n": typeof types.PublishContentChangesDocument,
    "\n  mutation UpdateContentSection($input: UpdateContentSectionInput!) {\n    updateContentSection(input: $input) {\n      contentSection {\n        id\n        title\n        content\n        link\n        isPublished\n        publishedAt\n        updatedAt\n        version\n      }\n    }\n  }\n": typeof types.UpdateContentSectionDocument,
    "\n  mutation SetContentSectionActive($input: SetContentSectionActiveInput!) {\n    setContentSectionActive(input: $input) {\n      contentSection {\n        id\n        isActive\n        version\n      }\n    }\n  }\n": typeof types.SetContentSectionActiveDocument,
    "\n  query AdminContentSections($type: ContentSectionType) {\n    adminContentSections(type: $type) {\n      id\n      type\n      sectionKey\n      title\n      content\n      link\n      sortOrder\n      isActive\n      isPublished\n      publishedAt\n      updatedAt\n      version\n    }\n  }\n": typeof types.AdminContentSectionsDocument,
    "\n  subscription ContentChangeLogChanged {\n    contentChangeLogChanged {\n      reason\n      changedAt\n    }\n  }\n": typeof types.ContentChangeLogChangedDocument,
    "\n  query SetupPanel {\n    adminNotes {\n      id\n      title\n      body\n      createdAt\n    }\n    setupChecklist {\n      done\n      total\n      hidden\n      demoData {\n        bookings\n        inquiries\n        specialDates\n      }\n      items {\n        step\n        label\n        hint\n        done\n        section\n      }\n    }\n  }\n": typeof types.SetupPanelDocument,
    "\n  mutation SetupPanelDismissNote($input: DismissAdminNoteInput!) {\n    dismissAdminNote(input: $input) {\n      dismissedId\n    }\n  }\n": typeof types.SetupPanelDismissNoteDocument,
    "\n  mutation SetupPanelHideChecklist($input: SetSetupChecklistHiddenInput!) {\n    setSetupChecklistHidden(input: $input) {\n      setupChecklist {\n        hidden\n      }\n    }\n  }\n": typeof types.SetupPanelHideChecklistDocument,
    "\n  mutation SetupPanelRemoveDemoData {\n    removeDemoData {\n      removed {\n        bookings\n        inquiries\n        specialDates\n      }\n    }\n  }\n": typeof types.SetupPanelRemoveDemoDataDocument,
    "\n  query DashboardOverview {\n    dashboardOverview {\n      today\n      pendingBookings\n      confirmedBookings\n      completedBookings\n      cancelledBookings\n      totalBookings\n      totalRevenueCents\n      moneyDueThisMonthCents\n      moneyOverdueCents\n      newInquiries\n      heldInquiries\n      pendingChangeCount\n      contentSections {\n        active\n        total\n      }\n      galleryImages {\n        active\n        total\n      }\n      heroSlides {\n        active\n        total\n      }\n      recentBookings {\n        ...BookingSummary_booking\n      }\n      upcomingBookings {\n        ...BookingSummary_booking\n      }\n      recentContent {\n        id\n        type\n        sectionKey\n        title\n        content\n        isPublished\n        updatedAt\n      }\n    }\n  }\n": typeof types.DashboardOverviewDocument,
    "\n  mutation RunAdminDatabaseTest {\n    runAdminDatabaseTest {\n      result {\n        ...AdminTest_result\n      }\n    }\n  }\n": typeof types.RunAdminDatabaseTestDocument,
    "\n  mutation RunContentEditingTest {\n    runContentEditingTest {\n      result {\n        ...AdminTest_result\n      }\n    }\n  }\n": typeof types.RunContentEditingTestDocument,
    "\n  fragment AdminTest_result on DiagnosticResult {\n    status\n    message\n    details\n    ranAt\n    checks {\n      name\n      status\n      message\n    }\n  }\n": typeof types.AdminTest_ResultFragmentDoc,
    "\n  query AdminFaqs {\n    adminFaqs {\n      id\n      question\n      answer\n      category\n      sortOrder\n      isActive\n      version\n    }\n  }\n": typeof types.AdminFaqsDocument,
    "\n  mutation CreateFaq($input: CreateFaqInput!) {\n    createFaq(input: $input) {\n      faq {\n        id\n      }\n    }\n  }\n": typeof types.CreateFaqDocument,
    "\n  mutation UpdateFaq($input: UpdateFaqInput!) {\n    updateFaq(input: $input) {\n      faq {\n        id\n        question\n        answer\n        category\n        isActive\n        version\n      }\n    }\n  }\n": typeof types.UpdateFaqDocument,
    "\n  mutation DeleteFaq($input: DeleteFaqInput!) {\n    deleteFaq(input: $input) {\n      deletedId\n    }\n  }\n": typeof types.DeleteFaqDocument,
    "\n  mutation ReorderFaqs($input: ReorderFaqsInput!) {\n    reorderFaqs(input: $input) {\n      faqs {\n        id\n        sortOrder\n        version\n      }\n    }\n  }\n": typeof types.ReorderFaqsDocument,
    "\n  fragment FollowUpCard_texts on FollowUp {\n    kind\n    enabled\n    subject\n    body\n    days\n    updatedAt\n    version\n  }\n": typeof types.FollowUpCard_TextsFragmentDoc,
    "\n  mutation UpdateFollowUp($input: UpdateFollowUpInput!) {\n    updateFollowUp(input: $input) {\n      followUp {\n        ...FollowUpCard_texts\n      }\n    }\n  }\n": typeof types.UpdateFollowUpDocument,
    "\n  mutation ResetFollowUp($input: ResetFollowUpInput!) {\n    resetFollowUp(input: $input) {\n      followUp {\n        ...FollowUpCard_texts\n      }\n    }\n  }\n": typeof types.ResetFollowUpDocument,
    "\n  query PreviewFollowUp($input: PreviewFollowUpInput!) {\n    previewFollowUp(input: $input) {\n      subject\n      text\n      problem\n    }\n  }\n": typeof types.PreviewFollowUpDocument,
    "\n  query FollowUpsSection {\n    followUps {\n      kind\n      label\n      description\n      sentTo\n      defaultDays\n      defaultSubject\n      defaultBody\n      ...FollowUpCard_texts\n      placeholders {\n        name\n        description\n      }\n    }\n  }\n": typeof types.FollowUpsSectionDocument,
    "\n  query OwnerAlertsAndLog {\n    ownerAlerts {\n      kind\n      label\n      description\n      enabled\n      version\n    }\n    followUps {\n      kind\n      label\n      log(first: 5) {\n        id\n        at\n        skipped\n        skipReason\n        to\n        subject\n      }\n    }\n  }\n": typeof types.OwnerAlertsAndLogDocument,
    "\n  mutation SetOwnerAlert($input: SetOwnerAlertInput!) {\n    setOwnerAlert(input: $input) {\n      alert {\n        kind\n        enabled\n        version\n      }\n    }\n  }\n": typeof types.SetOwnerAlertDocument,
    "\n  mutation CreateGalleryImage($input: CreateGalleryImageInput!) {\n    createGalleryImage(input: $input) {\n      galleryImage {\n        id\n      }\n    }\n  }\n": typeof types.CreateGalleryImageDocument,
    "\n  fragment GalleryImageCard_image on GalleryImage {\n    id\n    title\n    category\n    imageUrl\n    altText\n    sortOrder\n    width\n    height\n    isActive\n    isPublished\n    publishedAt\n    version\n  }\n": typeof types.GalleryImageCard_ImageFragmentDoc,
    "\n  mutation UpdateGalleryImage($input: UpdateGalleryImageInput!) {\n    updateGalleryImage(input: $input) {\n      galleryImage {\n        ...GalleryImageCard_image\n      }\n    }\n  }\n": typeof types.UpdateGalleryImageDocument,
    "\n  mutation SetGalleryImageActive($input: SetGalleryImageActiveInput!) {\n    setGalleryImageActive(input: $input) {\n      galleryImage {\n        id\n        isActive\n        version\n      }\n    }\n  }\n": typeof types.SetGalleryImageActiveDocument,
    "\n  mutation DeleteGalleryImage($input: DeleteGalleryImageInput!) {\n    deleteGalleryImage(input: $input) {\n      deletedId\n    }\n  }\n": typeof types.DeleteGalleryImageDocument,
    "\n  query AdminGalleryImages {\n    adminGalleryImages {\n      ...GalleryImageCard_image\n    }\n  }\n": typeof types.AdminGalleryImagesDocument,
    "\n  fragment HoldStatus_hold on Hold {\n    id\n    date\n    startTime\n    endTime\n    clientName\n    position\n    isSecondOption\n    expiresAt\n  }\n": typeof types.HoldStatus_HoldFragmentDoc,
    "\n  mutation PlaceHold($input: PlaceHoldInput!) {\n    placeHold(input: $input) {\n      hold {\n        id\n        position\n        date\n      }\n    }\n  }\n": typeof types.PlaceHoldDocument,
    "\n  mutation ReleaseHold($input: ReleaseHoldInput!) {\n    releaseHold(input: $input) {\n      hold {\n        id\n        status\n      }\n      promoted {\n        id\n        clientName\n      }\n    }\n  }\n": typeof types.ReleaseHoldDocument,
    "\n  mutation ExtendHold($input: ExtendHoldInput!) {\n    extendHold(input: $input) {\n      hold {\n        id\n        expiresAt\n      }\n    }\n  }\n": typeof types.ExtendHoldDocument,
    "\n  query AdminHeroSlides {\n    adminHeroSlides {\n      id\n      title\n      subtitle\n      imageUrl\n      altText\n      sortOrder\n      isActive\n      isPublished\n      publishedAt\n      version\n    }\n  }\n": typeof types.AdminHeroSlidesDocument,
    "\n  mutation UpdateHeroSlide($input: UpdateHeroSlideInput!) {\n    updateHeroSlide(input: $input) {\n      heroSlide {\n        id\n        title\n        subtitle\n        imageUrl\n        altText\n        isPublished\n        publishedAt\n        version\n      }\n    }\n  }\n": typeof types.UpdateHeroSlideDocument,
    "\n  mutation SetHeroSlideActive($input: SetHeroSlideActiveInput!) {\n    setHeroSlideActive(input: $input) {\n      heroSlide {\n        id\n        isActive\n        version\n      }\n    }\n  }\n": typeof types.SetHeroSlideActiveDocument,
    "\n  mutation CreateQuoteFromInquiry($input: CreateQuoteFromInquiryInput!) {\n    createQuoteFromInquiry(input: $input) {\n      created\n      quote {\n        id\n        status\n      }\n      booking {\n        id\n        status\n        eventDate\n        clientName\n      }\n    }\n  }\n": typeof types.CreateQuoteFromInquiryDocument,
    "\n  query InquiriesList(\n    $first: Int\n    $after: String\n    $last: Int\n    $before: String\n    $status: InquiryStatus\n    $search: String\n    $eventDateFrom: LocalDate\n    $eventDateTo: LocalDate\n    $orderBy: InquiryOrder\n  ) {\n    inquiries(\n      first: $first\n      after: $after\n      last: $last\n      before: $before\n      status: $status\n      search: $search\n      eventDateFrom: $eventDateFrom\n      eventDateTo: $eventDateTo\n      orderBy: $orderBy\n    ) {\n      totalCount\n      statusCounts {\n        status\n        count\n      }\n      pageInfo {\n        ...ListPage_pageInfo\n      }\n      nodes {\n        id\n        name\n        email\n        phone\n        eventType\n        desiredDate\n        alternativeDates\n        reference\n        message\n        source\n        status\n        createdAt\n        handledAt\n        version\n        desiredDateStatus {\n          date\n          status\n          isPast\n          premiumMultiplier\n        }\n        bookings {\n          id\n          status\n          eventDate\n        }\n        activeHold {\n          id\n          date\n          startTime\n          endTime\n          ...HoldStatus_hold\n        }\n        ...InquiryOutcome_inquiry\n      }\n    }\n  }\n": typeof types.InquiriesListDocument,
    "\n  query InquiriesCsv {\n    inquiriesCsv\n  }\n": typeof types.InquiriesCsvDocument,
    "\n  mutation RecordInquiryReply($input: RecordInquiryReplyInput!) {\n    recordInquiryReply(input: $input) {\n      inquiry {\n        id\n        version\n      }\n    }\n  }\n": typeof types.RecordInquiryReplyDocument,
    "\n  mutation UpdateInquiryStatus($input: UpdateInquiryStatusInput!) {\n    updateInquiryStatus(input: $input) {\n      inquiry {\n        id\n        status\n        handledAt\n        version\n      }\n    }\n  }\n": typeof types.UpdateInquiryStatusDocument,
    "\n  mutation UpdateInquirySource($input: UpdateInquirySourceInput!) {\n    updateInquirySource(input: $input) {\n      inquiry {\n        id\n        source\n        version\n      }\n    }\n  }\n": typeof types.UpdateInquirySourceDocument,
    "\n  fragment InquiryOutcome_inquiry on Inquiry {\n    id\n    stage\n    outcome\n    lostReason\n    lostNote\n    lostAt\n    version\n  }\n": typeof types.InquiryOutcome_InquiryFragmentDoc,
    "\n  mutation MarkInquiryLost($input: MarkInquiryLostInput!) {\n    markInquiryLost(input: $input) {\n      inquiry {\n        id\n        ...InquiryOutcome_inquiry\n      }\n    }\n  }\n": typeof types.MarkInquiryLostDocument,
    "\n  mutation ReopenInquiry($input: ReopenInquiryInput!) {\n    reopenInquiry(input: $input) {\n      inquiry {\n        id\n        ...InquiryOutcome_inquiry\n      }\n    }\n  }\n": typeof types.ReopenInquiryDocument,
    "\n  fragment ListPage_pageInfo on PageInfo {\n    hasNextPage\n    hasPreviousPage\n    startCursor\n    endCursor\n  }\n": typeof types.ListPage_PageInfoFragmentDoc,
    "\n  fragment LoadOlder_pageInfo on PageInfo {\n    hasNextPage\n    endCursor\n  }\n": typeof types.LoadOlder_PageInfoFragmentDoc,
    "\n  query OthersOnSlot($bookingId: ID!) {\n    othersOnSlot(bookingId: $bookingId) {\n      others {\n        clientName\n        clientEmail\n        holdPosition\n        openQuoteStatuses\n        description\n      }\n      defaultSubject\n      defaultBody\n      placeholders\n    }\n  }\n": typeof types.OthersOnSlotDocument,
    "\n  query OwnerNotices {\n    ownerNotices(first: 30) {\n      unread\n      notices {\n        id\n        kind\n        title\n        body\n        createdAt\n        readAt\n        offeredAt\n        offer {\n          clientName\n          date\n        }\n      }\n    }\n  }\n": typeof types.OwnerNoticesDocument,
    "\n  subscription OwnerNoticesChanged {\n    ownerNoticesChanged {\n      noticeId\n      changedAt\n    }\n  }\n": typeof types.OwnerNoticesChangedDocument,
    "\n  mutation MarkOwnerNoticesRead($input: MarkOwnerNoticesReadInput!) {\n    markOwnerNoticesRead(input: $input) {\n      marked\n    }\n  }\n": typeof types.MarkOwnerNoticesReadDocument,
    "\n  mutation OfferDateBack($input: OfferDateBackInput!) {\n    offerDateBack(input: $input) {\n      notice {\n        id\n        offeredAt\n      }\n    }\n  }\n": typeof types.OfferDateBackDocument,
    "\n  query OutboxSummary {\n    emailOutboxSummary {\n      mode\n      queued\n      sending\n      sent\n      failed\n      total\n    }\n  }\n": typeof types.OutboxSummaryDocument,
    "\n  query OutboxMessages($status: OutboxStatus, $first: Int, $after: String) {\n    outboxMessages(status: $status, first: $first, after: $after) {\n      totalCount\n      pageInfo {\n        ...LoadOlder_pageInfo\n      }\n      nodes {\n        id\n        kind\n        to\n        replyTo\n        subject\n        status\n        attempts\n        lastError\n        createdAt\n        nextAttemptAt\n        sentAt\n        text\n        html\n      }\n    }\n  }\n": typeof types.OutboxMessagesDocument,
    "\n  mutation RetryOutboxMessage($input: RetryOutboxMessageInput!) {\n    retryOutboxMessage(input: $input) {\n      message {\n        id\n        status\n        attempts\n        nextAttemptAt\n        lastError\n      }\n    }\n  }\n": typeof types.RetryOutboxMessageDocument,
    "\n  query AdminPageSettings {\n    pageSettings {\n      id\n      pageSlug\n      pageName\n      description\n      isActive\n      sortOrder\n      path\n      version\n    }\n    siteSettings {\n      branding {\n        siteTitle\n      }\n    }\n  }\n": typeof types.AdminPageSettingsDocument,
    "\n  mutation UpdatePageSetting($input: UpdatePageSettingInput!) {\n    updatePageSetting(input: $input) {\n      pageSetting {\n        id\n        pageName\n        description\n        isActive\n        version\n      }\n    }\n  }\n": typeof types.UpdatePageSettingDocument,
    "\n  mutation ReorderPageSettings($input: ReorderPageSettingsInput!) {\n    reorderPageSettings(input: $input) {\n      pageSettings {\n        id\n        sortOrder\n        version\n      }\n    }\n  }\n": typeof types.ReorderPageSettingsDocument,
    "\n  subscription AdminPageSettingsChanged {\n    pageSettingsChanged {\n      changedAt\n    }\n  }\n": typeof types.AdminPageSettingsChangedDocument,
    "\n  mutation RequestEmailChange($input: RequestEmailChangeInput!) {\n    requestEmailChange(input: $input) {\n      pendingEmail\n    }\n  }\n": typeof types.RequestEmailChangeDocument,
    "\n  mutation ChangePassword($input: ChangePasswordInput!) {\n    changePassword(input: $input) {\n      signedOutSessions\n    }\n  }\n": typeof types.ChangePasswordDocument,
    "\n  mutation SendMyPasswordResetLink($input: RequestPasswordResetInput!) {\n    requestPasswordReset(input: $input) {\n      accepted\n    }\n  }\n": typeof types.SendMyPasswordResetLinkDocument,
    "\n  mutation UpdateProfile($input: UpdateProfileInput!) {\n    updateProfile(input: $input) {\n      viewer {\n        id\n        displayName\n        avatarUrl\n        profileVersion\n      }\n    }\n  }\n": typeof types.UpdateProfileDocument,
    "\n  query ProfileScreen {\n    viewer {\n      id\n      email\n      role\n      displayName\n      avatarUrl\n      profileVersion\n      pendingEmail\n    }\n    mySessions {\n      id\n      createdAt\n      lastSeenAt\n      device\n      ipAddress\n      current\n    }\n  }\n": typeof types.ProfileScreenDocument,
    "\n  mutation RevokeSession($input: RevokeSessionInput!) {\n    revokeSession(input: $input) {\n      revokedSessionId\n    }\n  }\n": typeof types.RevokeSessionDocument,
    "\n  mutation SignOutOtherSessions {\n    signOutOtherSessions {\n      signedOutSessions\n    }\n  }\n": typeof types.SignOutOtherSessionsDocument,
    "\n  mutation BlockDate($input: BlockDateInput!) {\n    blockDate(input: $input) {\n      specialDate {\n        id\n        date\n        status\n        notes\n      }\n    }\n  }\n": typeof types.BlockDateDocument,
    "\n  mutation UnblockDate($input: UnblockDateInput!) {\n    unblockDate(input: $input) {\n      id\n      specialDate {\n        id\n        date\n        status\n        notes\n      }\n    }\n  }\n": typeof types.UnblockDateDocument,
    "\n  mutation ConfirmBookingAndBlockDate($input: ConfirmBookingAndBlockDateInput!) {\n    confirmBookingAndBlockDate(input: $input) {\n      booking {\n        id\n        status\n        allowedTransitions\n      }\n      specialDate {\n        id\n        date\n        status\n        notes\n      }\n    }\n  }\n": typeof types.ConfirmBookingAndBlockDateDocument,
    "\n  query QuickBlock($today: LocalDate!, $shown: Int!) {\n    bookings(status: PENDING, eventDateFrom: $today, orderBy: EVENT_DATE_ASC, first: $shown) {\n      totalCount\n      nodes {\n        ...BookingSummary_booking\n      }\n    }\n    blocked: specialDates(status: UNAVAILABLE, from: $today, first: 100) {\n      nodes {\n        id\n        date\n        status\n        notes\n        replaces\n      }\n    }\n  }\n": typeof types.QuickBlockDocument,
    "\n  query Reports($from: YearMonth!, $to: YearMonth!) {\n    reports(from: $from, to: $to) {\n      from\n      to\n      totalRevenueCents\n      totalBookings\n      conversionRate\n      averageLeadTimeDays\n      months {\n        month\n        revenueCents\n        bookings\n        inquiries\n        convertedInquiries\n        conversionRate\n        bookedDays\n        openDays\n        occupancy\n      }\n      bookingsByEventType {\n        eventType\n        bookings\n        revenueCents\n      }\n      bookingsBySource {\n        source\n        bookings\n      }\n      pipeline {\n        stage\n        inquiries\n      }\n      lostReasons {\n        reason\n        inquiries\n      }\n      paymentsReceived {\n        receivedCents\n        refundedCents\n        netCents\n        months {\n          month\n          payments\n          receivedCents\n          refundedCents\n          netCents\n        }\n      }\n      conversionBySource {\n        source\n        inquiries\n        convertedInquiries\n        conversionRate\n      }\n      moneyOutstanding {\n        totalCents\n        overdueCents\n        months {\n          month\n          dueCents\n        }\n      }\n    }\n  }\n": typeof types.ReportsDocument,
    "\n  query ResourcesPageVisibility {\n    page(slug: \"resources\") {\n      id\n      isActive\n    }\n  }\n": typeof types.ResourcesPageVisibilityDocument,
    "\n  mutation CreateContentSection($input: CreateContentSectionInput!) {\n    createContentSection(input: $input) {\n      contentSection {\n        id\n      }\n    }\n  }\n": typeof types.CreateContentSectionDocument,
    "\n  mutation DeleteContentSection($input: DeleteContentSectionInput!) {\n    deleteContentSection(input: $input) {\n      deletedId\n    }\n  }\n": typeof types.DeleteContentSectionDocument,
    "\n  subscription CalendarChanged {\n    calendarChanged {\n      reason\n      changedAt\n    }\n  }\n": typeof types.CalendarChangedDocument,
    "\n  subscription FaqsChanged {\n    faqsChanged {\n      reason\n      changedAt\n    }\n  }\n": typeof types.FaqsChangedDocument,
    "\n  subscription AdminSiteSettingsChanged {\n    siteSettingsChanged {\n      key\n      changedAt\n    }\n  }\n": typeof types.AdminSiteSettingsChangedDocument,
    "\n  subscription AdminPagesChanged {\n    pageSettingsChanged {\n      changedAt\n    }\n  }\n": typeof types.AdminPagesChangedDocument,
    "\n  subscription AccountChanged {\n    accountChanged {\n      change\n      changedAt\n    }\n  }\n": typeof types.AccountChangedDocument,
    "\n  subscription OutboxChanged {\n    outboxChanged {\n      messageId\n      status\n      changedAt\n    }\n  }\n": typeof types.OutboxChangedDocument,
    "\n  subscription FollowUpsChanged {\n    followUpsChanged {\n      kind\n      changedAt\n    }\n  }\n": typeof types.FollowUpsChangedDocument,
    "\n  subscription BookingTermsChanged {\n    bookingTermsChanged {\n      version\n      changedAt\n    }\n  }\n": typeof types.BookingTermsChangedDocument,
    "\n  subscription ApiAllowedOriginsChanged {\n    apiAllowedOriginsChanged {\n      version\n      changedAt\n    }\n  }\n": typeof types.ApiAllowedOriginsChangedDocument,
    "\n  subscription SetupChanged {\n    setupChanged {\n      change\n      changedAt\n    }\n  }\n": typeof types.SetupChangedDocument,
    "\n  subscription TimelineChanged {\n    timelineChanged {\n      changedAt\n    }\n  }\n": typeof types.TimelineChangedDocument,
    "\n  subscription WebhooksChanged {\n    webhooksChanged {\n      change\n      changedAt\n    }\n  }\n": typeof types.WebhooksChangedDocument,
    "\n  query VenueTimeZone {\n    calendarMonth(month: \"2000-01\") {\n      timeZone\n    }\n  }\n": typeof types.VenueTimeZoneDocument,
    "\n  query SocialFooterSettings {\n    contactInfo {\n      phone\n      email\n      address\n      hours\n    }\n    siteSettings {\n      footer {\n        ...SocialFooter_footer\n      }\n      social {\n        ...SocialFooter_social\n      }\n    }\n  }\n": typeof types.SocialFooterSettingsDocument,
    "\n  fragment SocialFooter_footer on FooterSettings {\n    companyName\n    tagline\n    copyright\n    showSocialLinks\n    showContactInfo\n    showBusinessHours\n    version\n  }\n": typeof types.SocialFooter_FooterFragmentDoc,
    "\n  fragment SocialFooter_social on SocialLinks {\n    facebook\n    instagram\n    twitter\n    linkedin\n    youtube\n    version\n  }\n": typeof types.SocialFooter_SocialFragmentDoc,
    "\n  mutation UpdateSocialAndFooter($input: UpdateSocialAndFooterInput!) {\n    updateSocialAndFooter(input: $input) {\n      footer {\n        ...SocialFooter_footer\n      }\n      social {\n        ...SocialFooter_social\n      }\n    }\n  }\n": typeof types.UpdateSocialAndFooterDocument,
    "\n  fragment TermsForm_terms on BookingTerms {\n    paymentGraceDays\n    quoteTerms\n    cancellationPolicy {\n      noticeDays\n      creditValidMonths\n      text\n      early { keep feeCents keptAs }\n      late { keep feeCents keptAs }\n    }\n    updatedAt\n    version\n  }\n": typeof types.TermsForm_TermsFragmentDoc,
    "\n  query TermsSection {\n    bookingTerms {\n      ...TermsForm_terms\n    }\n  }\n": typeof types.TermsSectionDocument,
    "\n  mutation UpdateBookingTerms($input: UpdateBookingTermsInput!) {\n    updateBookingTerms(input: $input) {\n      bookingTerms {\n        ...TermsForm_terms\n      }\n    }\n  }\n": typeof types.UpdateBookingTermsDocument,
    "\n  query ClientTimeline($inquiryId: ID, $bookingId: ID) {\n    timeline(inquiryId: $inquiryId, bookingId: $bookingId) {\n      id\n      at\n      kind\n      label\n      summary\n      actor\n      actorName\n      email {\n        to\n        subject\n        text\n        status\n        skipReason\n      }\n    }\n  }\n": typeof types.ClientTimelineDocument,
    "\n  mutation CreateWebhookEndpoint($input: CreateWebhookEndpointInput!) {\n    createWebhookEndpoint(input: $input) {\n      secret\n      endpoint {\n        id\n        url\n      }\n      userErrors {\n        field\n        message\n      }\n    }\n  }\n": typeof types.CreateWebhookEndpointDocument,
    "\n  query WebhookDeliveries($endpointId: ID!, $first: Int, $after: String) {\n    webhookDeliveries(endpointId: $endpointId, first: $first, after: $after) {\n      totalCount\n      pageInfo {\n        ...LoadOlder_pageInfo\n      }\n      nodes {\n        id\n        messageId\n        eventType\n        occurredAt\n        payload\n        status\n        attempts\n        nextAttemptAt\n        lastAttemptAt\n        lastStatusCode\n        lastError\n        lastResponse\n        lastDurationMs\n        replayOf\n        createdAt\n      }\n    }\n  }\n": typeof types.WebhookDeliveriesDocument,
    "\n  mutation ReplayWebhookDelivery($input: ReplayWebhookDeliveryInput!) {\n    replayWebhookDelivery(input: $input) {\n      delivery {\n        id\n        status\n      }\n      userErrors {\n        message\n      }\n    }\n  }\n": typeof types.ReplayWebhookDeliveryDocument,
    "\n  query WebhookEndpoints {\n    webhookEndpoints {\n      id\n      url\n      description\n      eventTypes\n      enabled\n      secretHint\n      registeredByApiToken\n      pendingDeliveries\n      failedDeliveries\n      version\n      createdAt\n      lastDelivery {\n        id\n        status\n        createdAt\n      }\n    }\n  }\n": typeof types.WebhookEndpointsDocument,
    "\n  mutation UpdateWebhookEndpoint($input: UpdateWebhookEndpointInput!) {\n    updateWebhookEndpoint(input: $input) {\n      endpoint {\n        id\n        enabled\n        version\n      }\n      userErrors {\n        message\n      }\n    }\n  }\n": typeof types.UpdateWebhookEndpointDocument,
    "\n  mutation RotateWebhookSecret($input: WebhookEndpointIdInput!) {\n    rotateWebhookSecret(input: $input) {\n      secret\n      endpoint {\n        id\n        url\n        secretHint\n      }\n    }\n  }\n": typeof types.RotateWebhookSecretDocument,
    "\n  mutation DeleteWebhookEndpoint($input: WebhookEndpointIdInput!) {\n    deleteWebhookEndpoint(input: $input) {\n      deletedEndpointId\n    }\n  }\n": typeof types.DeleteWebhookEndpointDocument,
    "\n  mutation RequestPasswordReset($input: RequestPasswordResetInput!) {\n    requestPasswordReset(input: $input) {\n      accepted\n    }\n  }\n": typeof types.RequestPasswordResetDocument,
    "\n  mutation ConfirmEmailChange($input: ConfirmEmailChangeInput!) {\n    confirmEmailChange(input: $input) {\n      email\n    }\n  }\n": typeof types.ConfirmEmailChangeDocument,
    "\n  query PasswordResetTokenStatus($token: String!) {\n    passwordResetTokenStatus(token: $token)\n  }\n": typeof types.PasswordResetTokenStatusDocument,
    "\n  mutation ResetPassword($input: ResetPasswordInput!) {\n    resetPassword(input: $input) {\n      email\n    }\n  }\n": typeof types.ResetPasswordDocument,
    "\n  mutation SignIn($input: SignInInput!) {\n    signIn(input: $input) {\n      viewer {\n        ...Viewer_fields\n      }\n    }\n  }\n": typeof types.SignInDocument,
    "\n  mutation SignOut {\n    signOut {\n      signedOut\n    }\n  }\n": typeof types.SignOutDocument,
    "\n  fragment Viewer_fields on Viewer {\n    id\n    email\n    role\n    isAdmin\n    displayName\n    avatarUrl\n  }\n": typeof types.Viewer_FieldsFragmentDoc,
    "\n  query Viewer {\n    viewer {\n      ...Viewer_fields\n    }\n  }\n": typeof types.ViewerDocument,
    "\n  query PublicCalendarMonth($month: YearMonth!) {\n    calendarMonth(month: $month) {\n      month\n      today\n      lastBookableDate\n      days {\n        date\n        status\n        isPast\n        isBookable\n        notBookableReason\n        timeSlots\n        startTime\n        endTime\n        notes\n        premiumMultiplier\n        isHeld\n      }\n    }\n  }\n": typeof types.PublicCalendarMonthDocument,
    "\n  query SlotAvailability($date: LocalDate!, $startTime: LocalTime!, $endTime: LocalEndTime!) {\n    isDateAvailable(date: $date, startTime: $startTime, endTime: $endTime)\n  }\n": typeof types.SlotAvailabilityDocument,
    "\n  mutation RequestBooking($input: RequestBookingInput!) {\n    requestBooking(input: $input) {\n      booking {\n        id\n        reference\n        status\n        eventDate\n        startTime\n        endTime\n        guestCount\n        eventType\n        clientName\n        clientEmail\n        clientPhone\n        specialRequests\n      }\n    }\n  }\n": typeof types.RequestBookingDocument,
    "\n  query VenueToday($month: YearMonth!) {\n    calendarMonth(month: $month) {\n      today\n      timeZone\n    }\n  }\n": typeof types.VenueTodayDocument,
    "\n  query DesiredDateMonth($month: YearMonth!) {\n    calendarMonth(month: $month) {\n      month\n      today\n      lastBookableDate\n      days {\n        date\n        status\n        isPast\n        isBookable\n        notBookableReason\n        startTime\n        endTime\n        premiumMultiplier\n      }\n    }\n  }\n": typeof types.DesiredDateMonthDocument,
    "\n  mutation SubmitInquiry($input: SubmitInquiryInput!) {\n    submitInquiry(input: $input) {\n      inquiry {\n        id\n        reference\n        name\n        email\n        phone\n        eventType\n        desiredDate\n        alternativeDates\n        message\n      }\n      heldForReview\n    }\n  }\n": typeof types.SubmitInquiryDocument,
    "\n  query PublicContentSections($type: ContentSectionType, $preview: Boolean) {\n    contentSections(type: $type, preview: $preview) {\n      id\n      sectionKey\n      title\n      content\n      link\n    }\n    hiddenContentSectionKeys(type: $type)\n  }\n": typeof types.PublicContentSectionsDocument,
    "\n  query PublicContactInfo($preview: Boolean) {\n    contactInfo(preview: $preview) {\n      phone\n      email\n      address\n      hours\n    }\n  }\n": typeof types.PublicContactInfoDocument,
    "\n  query FaqPage {\n    faqs {\n      id\n      question\n      answer\n      category\n    }\n  }\n": typeof types.FaqPageDocument,
    "\n  query GalleryPage($preview: Boolean) {\n    galleryImages(preview: $preview) {\n      id\n      title\n      category\n      imageUrl\n      altText\n      width\n      height\n    }\n  }\n": typeof types.GalleryPageDocument,
    "\n  query HomeHero($preview: Boolean) {\n    heroSlides(preview: $preview) {\n      id\n      title\n      subtitle\n      imageUrl\n      altText\n    }\n  }\n": typeof types.HomeHeroDocument,
    "\n  query PublicLayout {\n    navigationPages {\n      id\n      pageSlug\n      pageName\n      description\n      path\n    }\n    siteSettings {\n      footer {\n        companyName\n        tagline\n        copyright\n        showSocialLinks\n        showContactInfo\n        showBusinessHours\n      }\n      social {\n        facebook\n        instagram\n        twitter\n        linkedin\n        youtube\n      }\n      branding {\n        siteTitle\n        siteDescription\n        logoUrl\n        faviconUrl\n        shareImage {\n          url\n          alt\n        }\n      }\n    }\n  }\n": typeof types.PublicLayoutDocument,
    "\n  subscription PageSettingsChanged {\n    pageSettingsChanged {\n      changedAt\n    }\n  }\n": typeof types.PageSettingsChangedDocument,
    "\n  subscription SiteSettingsChanged {\n    siteSettingsChanged {\n      key\n      changedAt\n    }\n  }\n": typeof types.SiteSettingsChangedDocument,
};
const documents: Documents = {
    "\n  query ApiAllowedOrigins {\n    apiAllowedOrigins\n    apiAllowedOriginsVersion\n  }\n": types.ApiAllowedOriginsDocument,
    "\n  mutation SetApiAllowedOrigins($input: SetApiAllowedOriginsInput!) {\n    setApiAllowedOrigins(input: $input) {\n      origins\n      version\n      userErrors {\n        field\n        message\n      }\n    }\n  }\n": types.SetApiAllowedOriginsDocument,
    "\n  mutation CreateApiToken($input: CreateApiTokenInput!) {\n    createApiToken(input: $input) {\n      secret\n      apiToken {\n        id\n        name\n      }\n      userErrors {\n        field\n        message\n      }\n    }\n  }\n": types.CreateApiTokenDocument,
    "\n  mutation RevokeApiToken($input: RevokeApiTokenInput!) {\n    revokeApiToken(input: $input) {\n      revokedTokenId\n    }\n  }\n": types.RevokeApiTokenDocument,
    "\n  query ApiTokens {\n    myApiTokens {\n      id\n      name\n      readOnly\n      scopes\n      expiresAt\n      createdAt\n      lastUsedAt\n    }\n  }\n": types.ApiTokensDocument,
    "\n  fragment BookingCard_booking on Booking {\n    id\n    clientName\n    clientEmail\n    clientPhone\n    eventType\n    eventDate\n    startTime\n    endTime\n    guestCount\n    specialRequests\n    status\n    adminNotes\n    totalCostCents\n    priceAgreed\n    source\n    allowedTransitions\n    version\n    createdAt\n    updatedAt\n    eventSpace {\n      id\n      name\n      type\n    }\n    activeHold {\n      id\n      ...HoldStatus_hold\n    }\n    ...PaymentBadge_booking\n  }\n": types.BookingCard_BookingFragmentDoc,
    "\n  mutation UpdateBookingStatus($input: UpdateBookingStatusInput!) {\n    updateBookingStatus(input: $input) {\n      booking {\n        ...BookingCard_booking\n      }\n    }\n  }\n": types.UpdateBookingStatusDocument,
    "\n  mutation UpdateBookingDetails($input: UpdateBookingInput!) {\n    updateBooking(input: $input) {\n      booking {\n        ...BookingCard_booking\n      }\n    }\n  }\n": types.UpdateBookingDetailsDocument,
    "\n  mutation CreateBooking($input: CreateBookingInput!) {\n    createBooking(input: $input) {\n      booking {\n        id\n        status\n        eventDate\n        clientName\n      }\n    }\n  }\n": types.CreateBookingDocument,
    "\n  query AdminBookings(\n    $first: Int\n    $after: String\n    $last: Int\n    $before: String\n    $status: BookingStatus\n    $search: String\n    $eventDateFrom: LocalDate\n    $eventDateTo: LocalDate\n    $orderBy: BookingOrder\n  ) {\n    bookings(\n      first: $first\n      after: $after\n      last: $last\n      before: $before\n      status: $status\n      search: $search\n      eventDateFrom: $eventDateFrom\n      eventDateTo: $eventDateTo\n      orderBy: $orderBy\n    ) {\n      totalCount\n      statusCounts {\n        status\n        count\n      }\n      pageInfo {\n        ...ListPage_pageInfo\n      }\n      nodes {\n        id\n        ...BookingCard_booking\n      }\n    }\n  }\n": types.AdminBookingsDocument,
    "\n  query BookingsCsv {\n    bookingsCsv\n  }\n": types.BookingsCsvDocument,
    "\n  query CancelBookingDialog($id: ID!) {\n    booking(id: $id) {\n      id\n      clientName\n      eventType\n      eventDate\n      money { paidCents agreedCents }\n      paymentSummary { today }\n      cancellationTerms { tier daysBefore paidCents keptCents keptAs refundCents explanation }\n    }\n  }\n": types.CancelBookingDialogDocument,
    "\n  mutation CancelBooking($input: CancelBookingInput!) {\n    cancelBooking(input: $input) {\n      booking {\n        ...BookingCard_booking\n      }\n    }\n  }\n": types.CancelBookingDocument,
    "\n  query LinkedBooking($id: ID!) {\n    booking(id: $id) {\n      id\n      ...BookingCard_booking\n    }\n  }\n": types.LinkedBookingDocument,
    "\n  fragment PaymentBadge_booking on Booking {\n    paymentSummary {\n      today\n      status\n      totalCents\n      paidCents\n      outstandingCents\n      creditCents\n      overdueCents\n      nextDueDate\n      nextDueCents\n    }\n  }\n": types.PaymentBadge_BookingFragmentDoc,
    "\n  subscription LiveBookings {\n    bookingsChanged {\n      change\n      booking {\n        id\n        status\n        clientName\n        eventDate\n        adminNotes\n        totalCostCents\n        allowedTransitions\n        updatedAt\n      }\n    }\n  }\n": types.LiveBookingsDocument,
    "\n  subscription LiveInquiries {\n    inquiriesChanged {\n      change\n      inquiry {\n        id\n        name\n        status\n        handledAt\n        version\n      }\n    }\n  }\n": types.LiveInquiriesDocument,
    "\n  fragment QuotePanel_quote on Quote {\n    id\n    status\n    taxRateMilliPercent\n    discountCents\n    depositKind\n    depositValue\n    blockDateOnAcceptance\n    message\n    lines { id kind description quantity unitAmountCents multiplier amountCents }\n    schedule { id dueRule dueDays dueDate dueDescription amountCents }\n    totals { subtotalCents discountCents taxCents totalCents depositCents }\n    expiresAt\n    sentAt\n    acceptedAt\n    acceptedName\n    acceptedAddress\n    version\n    changeOrder { previousTotalCents changes to { eventDate } }\n  }\n": types.QuotePanel_QuoteFragmentDoc,
    "\n  query BookingQuotePanel($id: ID!) {\n    booking(id: $id) {\n      id\n      status\n      clientName\n      eventDate\n      startTime\n      endTime\n      eventType\n      guestCount\n      priceAgreed\n      datePremiumMultiplier\n      quotes { ...QuotePanel_quote }\n      paymentSummary { today status totalCents paidCents outstandingCents creditCents overdueCents graceDays nextDueDate nextDueCents }\n      money { chargedCents agreedCents feesCents receivedCents refundedCents paidCents balanceCents dueCents creditCents }\n      ledger { id kind reason amountCents owedChangeCents balanceAfterCents description voidsEntryId voidedById method occurredOn note actorName createdAt }\n    }\n  }\n": types.BookingQuotePanelDocument,
    "\n  mutation CreateQuote($input: CreateQuoteInput!) { createQuote(input: $input) { quote { ...QuotePanel_quote } } }\n": types.CreateQuoteDocument,
    "\n  mutation UpdateQuote($input: UpdateQuoteInput!) { updateQuote(input: $input) { quote { ...QuotePanel_quote } } }\n": types.UpdateQuoteDocument,
    "\n  mutation SendQuote($input: SendQuoteInput!) { sendQuote(input: $input) { link quote { ...QuotePanel_quote } } }\n": types.SendQuoteDocument,
    "\n  mutation WithdrawQuote($input: WithdrawQuoteInput!) { withdrawQuote(input: $input) { quote { ...QuotePanel_quote } } }\n": types.WithdrawQuoteDocument,
    "\n  mutation CreateChangeOrder($input: CreateChangeOrderInput!) { createChangeOrder(input: $input) { quote { ...QuotePanel_quote } userErrors { field message } } }\n": types.CreateChangeOrderDocument,
    "\n  mutation RecordPayment($input: RecordPaymentInput!) { recordPayment(input: $input) { payment { id } creditCents booking { id totalCostCents ...PaymentBadge_booking } } }\n": types.RecordPaymentDocument,
    "\n  mutation RecordRefund($input: RecordRefundInput!) { recordRefund(input: $input) { entry { id } booking { id ...PaymentBadge_booking } } }\n": types.RecordRefundDocument,
    "\n  mutation VoidLedgerEntry($input: VoidLedgerEntryInput!) { voidLedgerEntry(input: $input) { entry { id } booking { id ...PaymentBadge_booking } } }\n": types.VoidLedgerEntryDocument,
    "\n  query BrandingSettings {\n    siteSettings {\n      branding {\n        siteTitle\n        siteDescription\n        logoUrl\n        faviconUrl\n        version\n      }\n    }\n  }\n": types.BrandingSettingsDocument,
    "\n  mutation UpdateLogo($input: UpdateLogoInput!) {\n    updateLogo(input: $input) {\n      branding {\n        logoUrl\n        version\n      }\n    }\n  }\n": types.UpdateLogoDocument,
    "\n  mutation UpdateFavicon($input: UpdateFaviconInput!) {\n    updateFavicon(input: $input) {\n      branding {\n        faviconUrl\n        version\n      }\n    }\n  }\n": types.UpdateFaviconDocument,
    "\n  mutation UpdateSiteDetails($input: UpdateSiteDetailsInput!) {\n    updateSiteDetails(input: $input) {\n      branding {\n        siteTitle\n        siteDescription\n        version\n      }\n    }\n  }\n": types.UpdateSiteDetailsDocument,
    "\n  mutation AddSpecialDate($input: AddSpecialDateInput!) {\n    addSpecialDate(input: $input) {\n      specialDate {\n        id\n        date\n        status\n      }\n    }\n  }\n": types.AddSpecialDateDocument,
    "\n  mutation CreateCalendarFeed {\n    createCalendarFeed {\n      url\n      feed {\n        active\n        createdAt\n        lastFetchedAt\n      }\n    }\n  }\n": types.CreateCalendarFeedDocument,
    "\n  mutation RevokeCalendarFeed {\n    revokeCalendarFeed {\n      feed {\n        active\n        createdAt\n        lastFetchedAt\n      }\n    }\n  }\n": types.RevokeCalendarFeedDocument,
    "\n  query CalendarAdmin($today: LocalDate!, $shown: Int!) {\n    calendarSettings {\n      id\n      startTime\n      endTime\n      availableDays\n      minimumBookingHours\n      maximumBookingHours\n      advanceBookingDays\n      version\n    }\n    # The list shows a page of each (at most 100); the counts are of the whole lists.\n    upcoming: specialDates(from: $today, first: $shown) {\n      totalCount\n      nodes {\n        ...SpecialDateRow_specialDate\n      }\n    }\n    all: specialDates(first: $shown) {\n      totalCount\n      nodes {\n        ...SpecialDateRow_specialDate\n      }\n    }\n    calendarFeed {\n      active\n      createdAt\n      lastFetchedAt\n    }\n  }\n": types.CalendarAdminDocument,
    "\n  query SpecialDateBookings($month: YearMonth!) {\n    calendarBookings(month: $month) {\n      ...BookingSummary_booking\n    }\n  }\n": types.SpecialDateBookingsDocument,
    "\n  mutation UpdateSpecialDate($input: UpdateSpecialDateInput!) {\n    updateSpecialDate(input: $input) {\n      specialDate {\n        ...SpecialDateRow_specialDate\n      }\n    }\n  }\n": types.UpdateSpecialDateDocument,
    "\n  mutation UpdateCalendarSettings($input: UpdateCalendarSettingsInput!) {\n    updateCalendarSettings(input: $input) {\n      calendarSettings {\n        id\n        startTime\n        endTime\n        version\n      }\n    }\n  }\n": types.UpdateCalendarSettingsDocument,
    "\n  mutation RemoveSpecialDate($input: RemoveSpecialDateInput!) {\n    removeSpecialDate(input: $input) {\n      id\n      specialDate {\n        id\n        status\n      }\n    }\n  }\n": types.RemoveSpecialDateDocument,
    "\n  fragment BookingSummary_booking on Booking {\n    id\n    clientName\n    eventType\n    eventDate\n    startTime\n    endTime\n    guestCount\n    status\n  }\n": types.BookingSummary_BookingFragmentDoc,
    "\n  query AdminDayMarks($month: YearMonth!, $from: LocalDate!, $to: LocalDate!) {\n    calendarMonth(month: $month) {\n      month\n      days {\n        date\n        status\n      }\n    }\n    calendarBookings(month: $month) {\n      id\n      eventDate\n      status\n    }\n    holds(from: $from, to: $to) {\n      id\n      date\n    }\n  }\n": types.AdminDayMarksDocument,
    "\n  query AdminCalendarMonth($month: YearMonth!, $from: LocalDate!, $to: LocalDate!) {\n    calendarMonth(month: $month) {\n      month\n      today\n      days {\n        date\n        status\n        isPast\n        notes\n        premiumMultiplier\n        startTime\n        endTime\n        specialDateId\n      }\n    }\n    calendarBookings(month: $month) {\n      ...BookingSummary_booking\n    }\n    holds(from: $from, to: $to) {\n      id\n      date\n      clientName\n      isSecondOption\n      startTime\n      endTime\n      ...HoldStatus_hold\n    }\n  }\n": types.AdminCalendarMonthDocument,
    "\n  fragment SpecialDateRow_specialDate on SpecialDate {\n    id\n    date\n    status\n    notes\n    startTime\n    endTime\n    premiumMultiplier\n    replaces\n    version\n  }\n": types.SpecialDateRow_SpecialDateFragmentDoc,
    "\n  query ContentChangeLog($after: String) {\n    contentChangeLog(first: 50, after: $after) {\n      totalCount\n      pageInfo {\n        ...LoadOlder_pageInfo\n      }\n      nodes {\n        id\n        tableName\n        recordId\n        changeType\n        status\n        description\n        createdBy\n        createdAt\n        publishedAt\n        revertedAt\n        fieldChanges {\n          field\n          label\n          oldValue\n          newValue\n        }\n      }\n    }\n    contentChangeStats {\n      pending\n      publishedToday\n      pendingByTable {\n        tableName\n        count\n      }\n    }\n  }\n": types.ContentChangeLogDocument,
    "\n  mutation RevertContentChange($input: RevertContentChangeInput!) {\n    revertContentChange(input: $input) {\n      change {\n        id\n        status\n        revertedAt\n      }\n    }\n  }\n": types.RevertContentChangeDocument,
    "\n  query SavedVersions($kind: RecordKind, $after: String) {\n    savedVersions(first: 25, kind: $kind, after: $after) {\n      totalCount\n      pageInfo {\n        ...LoadOlder_pageInfo\n      }\n      nodes {\n        id\n        kind\n        recordId\n        version\n        change\n        summary\n        savedBy\n        savedAt\n        values {\n          field\n          label\n          value\n        }\n        fieldChanges {\n          field\n          label\n          oldValue\n          newValue\n        }\n      }\n    }\n  }\n": types.SavedVersionsDocument,
    "\n  fragment ContactInfoForm_fields on ContactInfo {\n    phone\n    email\n    address\n    hours\n    isPublished\n    publishedAt\n    updatedAt\n    version\n  }\n": types.ContactInfoForm_FieldsFragmentDoc,
    "\n  query AdminContactInfo {\n    adminContactInfo {\n      ...ContactInfoForm_fields\n    }\n  }\n": types.AdminContactInfoDocument,
    "\n  mutation UpdateContactInfo($input: UpdateContactInfoInput!) {\n    updateContactInfo(input: $input) {\n      contactInfo {\n        ...ContactInfoForm_fields\n      }\n    }\n  }\n": types.UpdateContactInfoDocument,
    "\n  query PendingChangeCount($tableName: ContentTable) {\n    pendingChangeCount(tableName: $tableName)\n  }\n": types.PendingChangeCountDocument,
    "\n  mutation PublishContentChanges($input: PublishContentChangesInput!) {\n    publishContentChanges(input: $input) {\n      publishedCount\n    }\n  }\n": types.PublishContentChangesDocument,
    "\n  mutation UpdateContentSection($input: UpdateContentSectionInput!) {\n    updateContentSection(input: $input) {\n      contentSection {\n        id\n        title\n        content\n        link\n        isPublished\n        publishedAt\n        updatedAt\n        version\n      }\n    }\n  }\n": types.UpdateContentSectionDocument,
    "\n  mutation SetContentSectionActive($input: SetContentSectionActiveInput!) {\n    setContentSectionActive(input: $input) {\n      contentSection {\n        id\n        isActive\n        version\n      }\n    }\n  }\n": types.SetContentSectionActiveDocument,
    "\n  query AdminContentSections($type: ContentSectionType) {\n    adminContentSections(type: $type) {\n      id\n      type\n      sectionKey\n      title\n      content\n      link\n      sortOrder\n      isActive\n      isPublished\n      publishedAt\n      updatedAt\n      version\n    }\n  }\n": types.AdminContentSectionsDocument,
    "\n  subscription ContentChangeLogChanged {\n    contentChangeLogChanged {\n      reason\n      changedAt\n    }\n  }\n": types.ContentChangeLogChangedDocument,
    "\n  query SetupPanel {\n    adminNotes {\n      id\n      title\n      body\n      createdAt\n    }\n    setupChecklist {\n      done\n      total\n      hidden\n      demoData {\n        bookings\n        inquiries\n        specialDates\n      }\n      items {\n        step\n        label\n        hint\n        done\n        section\n      }\n    }\n  }\n": types.SetupPanelDocument,
    "\n  mutation SetupPanelDismissNote($input: DismissAdminNoteInput!) {\n    dismissAdminNote(input: $input) {\n      dismissedId\n    }\n  }\n": types.SetupPanelDismissNoteDocument,
    "\n  mutation SetupPanelHideChecklist($input: SetSetupChecklistHiddenInput!) {\n    setSetupChecklistHidden(input: $input) {\n      setupChecklist {\n        hidden\n      }\n    }\n  }\n": types.SetupPanelHideChecklistDocument,
    "\n  mutation SetupPanelRemoveDemoData {\n    removeDemoData {\n      removed {\n        bookings\n        inquiries\n        specialDates\n      }\n    }\n  }\n": types.SetupPanelRemoveDemoDataDocument,
    "\n  query DashboardOverview {\n    dashboardOverview {\n      today\n      pendingBookings\n      confirmedBookings\n      completedBookings\n      cancelledBookings\n      totalBookings\n      totalRevenueCents\n      moneyDueThisMonthCents\n      moneyOverdueCents\n      newInquiries\n      heldInquiries\n      pendingChangeCount\n      contentSections {\n        active\n        total\n      }\n      galleryImages {\n        active\n        total\n      }\n      heroSlides {\n        active\n        total\n      }\n      recentBookings {\n        ...BookingSummary_booking\n      }\n      upcomingBookings {\n        ...BookingSummary_booking\n      }\n      recentContent {\n        id\n        type\n        sectionKey\n        title\n        content\n        isPublished\n        updatedAt\n      }\n    }\n  }\n": types.DashboardOverviewDocument,
    "\n  mutation RunAdminDatabaseTest {\n    runAdminDatabaseTest {\n      result {\n        ...AdminTest_result\n      }\n    }\n  }\n": types.RunAdminDatabaseTestDocument,
    "\n  mutation RunContentEditingTest {\n    runContentEditingTest {\n      result {\n        ...AdminTest_result\n      }\n    }\n  }\n": types.RunContentEditingTestDocument,
    "\n  fragment AdminTest_result on DiagnosticResult {\n    status\n    message\n    details\n    ranAt\n    checks {\n      name\n      status\n      message\n    }\n  }\n": types.AdminTest_ResultFragmentDoc,
    "\n  query AdminFaqs {\n    adminFaqs {\n      id\n      question\n      answer\n      category\n      sortOrder\n      isActive\n      version\n    }\n  }\n": types.AdminFaqsDocument,
    "\n  mutation CreateFaq($input: CreateFaqInput!) {\n    createFaq(input: $input) {\n      faq {\n        id\n      }\n    }\n  }\n": types.CreateFaqDocument,
    "\n  mutation UpdateFaq($input: UpdateFaqInput!) {\n    updateFaq(input: $input) {\n      faq {\n        id\n        question\n        answer\n        category\n        isActive\n        version\n      }\n    }\n  }\n": types.UpdateFaqDocument,
    "\n  mutation DeleteFaq($input: DeleteFaqInput!) {\n    deleteFaq(input: $input) {\n      deletedId\n    }\n  }\n": types.DeleteFaqDocument,
    "\n  mutation ReorderFaqs($input: ReorderFaqsInput!) {\n    reorderFaqs(input: $input) {\n      faqs {\n        id\n        sortOrder\n        version\n      }\n    }\n  }\n": types.ReorderFaqsDocument,
    "\n  fragment FollowUpCard_texts on FollowUp {\n    kind\n    enabled\n    subject\n    body\n    days\n    updatedAt\n    version\n  }\n": types.FollowUpCard_TextsFragmentDoc,
    "\n  mutation UpdateFollowUp($input: UpdateFollowUpInput!) {\n    updateFollowUp(input: $input) {\n      followUp {\n        ...FollowUpCard_texts\n      }\n    }\n  }\n": types.UpdateFollowUpDocument,
    "\n  mutation ResetFollowUp($input: ResetFollowUpInput!) {\n    resetFollowUp(input: $input) {\n      followUp {\n        ...FollowUpCard_texts\n      }\n    }\n  }\n": types.ResetFollowUpDocument,
    "\n  query PreviewFollowUp($input: PreviewFollowUpInput!) {\n    previewFollowUp(input: $input) {\n      subject\n      text\n      problem\n    }\n  }\n": types.PreviewFollowUpDocument,
    "\n  query FollowUpsSection {\n    followUps {\n      kind\n      label\n      description\n      sentTo\n      defaultDays\n      defaultSubject\n      defaultBody\n      ...FollowUpCard_texts\n      placeholders {\n        name\n        description\n      }\n    }\n  }\n": types.FollowUpsSectionDocument,
    "\n  query OwnerAlertsAndLog {\n    ownerAlerts {\n      kind\n      label\n      description\n      enabled\n      version\n    }\n    followUps {\n      kind\n      label\n      log(first: 5) {\n        id\n        at\n        skipped\n        skipReason\n        to\n        subject\n      }\n    }\n  }\n": types.OwnerAlertsAndLogDocument,
    "\n  mutation SetOwnerAlert($input: SetOwnerAlertInput!) {\n    setOwnerAlert(input: $input) {\n      alert {\n        kind\n        enabled\n        version\n      }\n    }\n  }\n": types.SetOwnerAlertDocument,
    "\n  mutation CreateGalleryImage($input: CreateGalleryImageInput!) {\n    createGalleryImage(input: $input) {\n      galleryImage {\n        id\n      }\n    }\n  }\n": types.CreateGalleryImageDocument,
    "\n  fragment GalleryImageCard_image on GalleryImage {\n    id\n    title\n    category\n    imageUrl\n    altText\n    sortOrder\n    width\n    height\n    isActive\n    isPublished\n    publishedAt\n    version\n  }\n": types.GalleryImageCard_ImageFragmentDoc,
    "\n  mutation UpdateGalleryImage($input: UpdateGalleryImageInput!) {\n    updateGalleryImage(input: $input) {\n      galleryImage {\n        ...GalleryImageCard_image\n      }\n    }\n  }\n": types.UpdateGalleryImageDocument,
    "\n  mutation SetGalleryImageActive($input: SetGalleryImageActiveInput!) {\n    setGalleryImageActive(input: $input) {\n      galleryImage {\n        id\n        isActive\n        version\n      }\n    }\n  }\n": types.SetGalleryImageActiveDocument,
    "\n  mutation DeleteGalleryImage($input: DeleteGalleryImageInput!) {\n    deleteGalleryImage(input: $input) {\n      deletedId\n    }\n  }\n": types.DeleteGalleryImageDocument,
    "\n  query AdminGalleryImages {\n    adminGalleryImages {\n      ...GalleryImageCard_image\n    }\n  }\n": types.AdminGalleryImagesDocument,
    "\n  fragment HoldStatus_hold on Hold {\n    id\n    date\n    startTime\n    endTime\n    clientName\n    position\n    isSecondOption\n    expiresAt\n  }\n": types.HoldStatus_HoldFragmentDoc,
    "\n  mutation PlaceHold($input: PlaceHoldInput!) {\n    placeHold(input: $input) {\n      hold {\n        id\n        position\n        date\n      }\n    }\n  }\n": types.PlaceHoldDocument,
    "\n  mutation ReleaseHold($input: ReleaseHoldInput!) {\n    releaseHold(input: $input) {\n      hold {\n        id\n        status\n      }\n      promoted {\n        id\n        clientName\n      }\n    }\n  }\n": types.ReleaseHoldDocument,
    "\n  mutation ExtendHold($input: ExtendHoldInput!) {\n    extendHold(input: $input) {\n      hold {\n        id\n        expiresAt\n      }\n    }\n  }\n": types.ExtendHoldDocument,
    "\n  query AdminHeroSlides {\n    adminHeroSlides {\n      id\n      title\n      subtitle\n      imageUrl\n      altText\n      sortOrder\n      isActive\n      isPublished\n      publishedAt\n      version\n    }\n  }\n": types.AdminHeroSlidesDocument,
    "\n  mutation UpdateHeroSlide($input: UpdateHeroSlideInput!) {\n    updateHeroSlide(input: $input) {\n      heroSlide {\n        id\n        title\n        subtitle\n        imageUrl\n        altText\n        isPublished\n        publishedAt\n        version\n      }\n    }\n  }\n": types.UpdateHeroSlideDocument,
    "\n  mutation SetHeroSlideActive($input: SetHeroSlideActiveInput!) {\n    setHeroSlideActive(input: $input) {\n      heroSlide {\n        id\n        isActive\n        version\n      }\n    }\n  }\n": types.SetHeroSlideActiveDocument,
    "\n  mutation CreateQuoteFromInquiry($input: CreateQuoteFromInquiryInput!) {\n    createQuoteFromInquiry(input: $input) {\n      created\n      quote {\n        id\n        status\n      }\n      booking {\n        id\n        status\n        eventDate\n        clientName\n      }\n    }\n  }\n": types.CreateQuoteFromInquiryDocument,
    "\n  query InquiriesList(\n    $first: Int\n    $after: String\n    $last: Int\n    $before: String\n    $status: InquiryStatus\n    $search: String\n    $eventDateFrom: LocalDate\n    $eventDateTo: LocalDate\n    $orderBy: InquiryOrder\n  ) {\n    inquiries(\n      first: $first\n      after: $after\n      last: $last\n      before: $before\n      status: $status\n      search: $search\n      eventDateFrom: $eventDateFrom\n      eventDateTo: $eventDateTo\n      orderBy: $orderBy\n    ) {\n      totalCount\n      statusCounts {\n        status\n        count\n      }\n      pageInfo {\n        ...ListPage_pageInfo\n      }\n      nodes {\n        id\n        name\n        email\n        phone\n        eventType\n        desiredDate\n        alternativeDates\n        reference\n        message\n        source\n        status\n        createdAt\n        handledAt\n        version\n        desiredDateStatus {\n          date\n          status\n          isPast\n          premiumMultiplier\n        }\n        bookings {\n          id\n          status\n          eventDate\n        }\n        activeHold {\n          id\n          date\n          startTime\n          endTime\n          ...HoldStatus_hold\n        }\n        ...InquiryOutcome_inquiry\n      }\n    }\n  }\n": types.InquiriesListDocument,
    "\n  query InquiriesCsv {\n    inquiriesCsv\n  }\n": types.InquiriesCsvDocument,
    "\n  mutation RecordInquiryReply($input: RecordInquiryReplyInput!) {\n    recordInquiryReply(input: $input) {\n      inquiry {\n        id\n        version\n      }\n    }\n  }\n": types.RecordInquiryReplyDocument,
    "\n  mutation UpdateInquiryStatus($input: UpdateInquiryStatusInput!) {\n    updateInquiryStatus(input: $input) {\n      inquiry {\n        id\n        status\n        handledAt\n        version\n      }\n    }\n  }\n": types.UpdateInquiryStatusDocument,
    "\n  mutation UpdateInquirySource($input: UpdateInquirySourceInput!) {\n    updateInquirySource(input: $input) {\n      inquiry {\n        id\n        source\n        version\n      }\n    }\n  }\n": types.UpdateInquirySourceDocument,
    "\n  fragment InquiryOutcome_inquiry on Inquiry {\n    id\n    stage\n    outcome\n    lostReason\n    lostNote\n    lostAt\n    version\n  }\n": types.InquiryOutcome_InquiryFragmentDoc,
    "\n  mutation MarkInquiryLost($input: MarkInquiryLostInput!) {\n    markInquiryLost(input: $input) {\n      inquiry {\n        id\n        ...InquiryOutcome_inquiry\n      }\n    }\n  }\n": types.MarkInquiryLostDocument,
    "\n  mutation ReopenInquiry($input: ReopenInquiryInput!) {\n    reopenInquiry(input: $input) {\n      inquiry {\n        id\n        ...InquiryOutcome_inquiry\n      }\n    }\n  }\n": types.ReopenInquiryDocument,
    "\n  fragment ListPage_pageInfo on PageInfo {\n    hasNextPage\n    hasPreviousPage\n    startCursor\n    endCursor\n  }\n": types.ListPage_PageInfoFragmentDoc,
    "\n  fragment LoadOlder_pageInfo on PageInfo {\n    hasNextPage\n    endCursor\n  }\n": types.LoadOlder_PageInfoFragmentDoc,
    "\n  query OthersOnSlot($bookingId: ID!) {\n    othersOnSlot(bookingId: $bookingId) {\n      others {\n        clientName\n        clientEmail\n        holdPosition\n        openQuoteStatuses\n        description\n      }\n      defaultSubject\n      defaultBody\n      placeholders\n    }\n  }\n": types.OthersOnSlotDocument,
    "\n  query OwnerNotices {\n    ownerNotices(first: 30) {\n      unread\n      notices {\n        id\n        kind\n        title\n        body\n        createdAt\n        readAt\n        offeredAt\n        offer {\n          clientName\n          date\n        }\n      }\n    }\n  }\n": types.OwnerNoticesDocument,
    "\n  subscription OwnerNoticesChanged {\n    ownerNoticesChanged {\n      noticeId\n      changedAt\n    }\n  }\n": types.OwnerNoticesChangedDocument,
    "\n  mutation MarkOwnerNoticesRead($input: MarkOwnerNoticesReadInput!) {\n    markOwnerNoticesRead(input: $input) {\n      marked\n    }\n  }\n": types.MarkOwnerNoticesReadDocument,
    "\n  mutation OfferDateBack($input: OfferDateBackInput!) {\n    offerDateBack(input: $input) {\n      notice {\n        id\n        offeredAt\n      }\n    }\n  }\n": types.OfferDateBackDocument,
    "\n  query OutboxSummary {\n    emailOutboxSummary {\n      mode\n      queued\n      sending\n      sent\n      failed\n      total\n    }\n  }\n": types.OutboxSummaryDocument,
    "\n  query OutboxMessages($status: OutboxStatus, $first: Int, $after: String) {\n    outboxMessages(status: $status, first: $first, after: $after) {\n      totalCount\n      pageInfo {\n        ...LoadOlder_pageInfo\n      }\n      nodes {\n        id\n        kind\n        to\n        replyTo\n        subject\n        status\n        attempts\n        lastError\n        createdAt\n        nextAttemptAt\n        sentAt\n        text\n        html\n      }\n    }\n  }\n": types.OutboxMessagesDocument,
    "\n  mutation RetryOutboxMessage($input: RetryOutboxMessageInput!) {\n    retryOutboxMessage(input: $input) {\n      message {\n        id\n        status\n        attempts\n        nextAttemptAt\n        lastError\n      }\n    }\n  }\n": types.RetryOutboxMessageDocument,
    "\n  query AdminPageSettings {\n    pageSettings {\n      id\n      pageSlug\n      pageName\n      description\n      isActive\n      sortOrder\n      path\n      version\n    }\n    siteSettings {\n      branding {\n        siteTitle\n      }\n    }\n  }\n": types.AdminPageSettingsDocument,
    "\n  mutation UpdatePageSetting($input: UpdatePageSettingInput!) {\n    updatePageSetting(input: $input) {\n      pageSetting {\n        id\n        pageName\n        description\n        isActive\n        version\n      }\n    }\n  }\n": types.UpdatePageSettingDocument,
    "\n  mutation ReorderPageSettings($input: ReorderPageSettingsInput!) {\n    reorderPageSettings(input: $input) {\n      pageSettings {\n        id\n        sortOrder\n        version\n      }\n    }\n  }\n": types.ReorderPageSettingsDocument,
    "\n  subscription AdminPageSettingsChanged {\n    pageSettingsChanged {\n      changedAt\n    }\n  }\n": types.AdminPageSettingsChangedDocument,
    "\n  mutation RequestEmailChange($input: RequestEmailChangeInput!) {\n    requestEmailChange(input: $input) {\n      pendingEmail\n    }\n  }\n": types.RequestEmailChangeDocument,
    "\n  mutation ChangePassword($input: ChangePasswordInput!) {\n    changePassword(input: $input) {\n      signedOutSessions\n    }\n  }\n": types.ChangePasswordDocument,
    "\n  mutation SendMyPasswordResetLink($input: RequestPasswordResetInput!) {\n    requestPasswordReset(input: $input) {\n      accepted\n    }\n  }\n": types.SendMyPasswordResetLinkDocument,
    "\n  mutation UpdateProfile($input: UpdateProfileInput!) {\n    updateProfile(input: $input) {\n      viewer {\n        id\n        displayName\n        avatarUrl\n        profileVersion\n      }\n    }\n  }\n": types.UpdateProfileDocument,
    "\n  query ProfileScreen {\n    viewer {\n      id\n      email\n      role\n      displayName\n      avatarUrl\n      profileVersion\n      pendingEmail\n    }\n    mySessions {\n      id\n      createdAt\n      lastSeenAt\n      device\n      ipAddress\n      current\n    }\n  }\n": types.ProfileScreenDocument,
    "\n  mutation RevokeSession($input: RevokeSessionInput!) {\n    revokeSession(input: $input) {\n      revokedSessionId\n    }\n  }\n": types.RevokeSessionDocument,
    "\n  mutation SignOutOtherSessions {\n    signOutOtherSessions {\n      signedOutSessions\n    }\n  }\n": types.SignOutOtherSessionsDocument,
    "\n  mutation BlockDate($input: BlockDateInput!) {\n    blockDate(input: $input) {\n      specialDate {\n        id\n        date\n        status\n        notes\n      }\n    }\n  }\n": types.BlockDateDocument,
    "\n  mutation UnblockDate($input: UnblockDateInput!) {\n    unblockDate(input: $input) {\n      id\n      specialDate {\n        id\n        date\n        status\n        notes\n      }\n    }\n  }\n": types.UnblockDateDocument,
    "\n  mutation ConfirmBookingAndBlockDate($input: ConfirmBookingAndBlockDateInput!) {\n    confirmBookingAndBlockDate(input: $input) {\n      booking {\n        id\n        status\n        allowedTransitions\n      }\n      specialDate {\n        id\n        date\n        status\n        notes\n      }\n    }\n  }\n": types.ConfirmBookingAndBlockDateDocument,
    "\n  query QuickBlock($today: LocalDate!, $shown: Int!) {\n    bookings(status: PENDING, eventDateFrom: $today, orderBy: EVENT_DATE_ASC, first: $shown) {\n      totalCount\n      nodes {\n        ...BookingSummary_booking\n      }\n    }\n    blocked: specialDates(status: UNAVAILABLE, from: $today, first: 100) {\n      nodes {\n        id\n        date\n        status\n        notes\n        replaces\n      }\n    }\n  }\n": types.QuickBlockDocument,
    "\n  query Reports($from: YearMonth!, $to: YearMonth!) {\n    reports(from: $from, to: $to) {\n      from\n      to\n      totalRevenueCents\n      totalBookings\n      conversionRate\n      averageLeadTimeDays\n      months {\n        month\n        revenueCents\n        bookings\n        inquiries\n        convertedInquiries\n        conversionRate\n        bookedDays\n        openDays\n        occupancy\n      }\n      bookingsByEventType {\n        eventType\n        bookings\n        revenueCents\n      }\n      bookingsBySource {\n        source\n        bookings\n      }\n      pipeline {\n        stage\n        inquiries\n      }\n      lostReasons {\n        reason\n        inquiries\n      }\n      paymentsReceived {\n        receivedCents\n        refundedCents\n        netCents\n        months {\n          month\n          payments\n          receivedCents\n          refundedCents\n          netCents\n        }\n      }\n      conversionBySource {\n        source\n        inquiries\n        convertedInquiries\n        conversionRate\n      }\n      moneyOutstanding {\n        totalCents\n        overdueCents\n        months {\n          month\n          dueCents\n        }\n      }\n    }\n  }\n": types.ReportsDocument,
    "\n  query ResourcesPageVisibility {\n    page(slug: \"resources\") {\n      id\n      isActive\n    }\n  }\n": types.ResourcesPageVisibilityDocument,
    "\n  mutation CreateContentSection($input: CreateContentSectionInput!) {\n    createContentSection(input: $input) {\n      contentSection {\n        id\n      }\n    }\n  }\n": types.CreateContentSectionDocument,
    "\n  mutation DeleteContentSection($input: DeleteContentSectionInput!) {\n    deleteContentSection(input: $input) {\n      deletedId\n    }\n  }\n": types.DeleteContentSectionDocument,
    "\n  subscription CalendarChanged {\n    calendarChanged {\n      reason\n      changedAt\n    }\n  }\n": types.CalendarChangedDocument,
    "\n  subscription FaqsChanged {\n    faqsChanged {\n      reason\n      changedAt\n    }\n  }\n": types.FaqsChangedDocument,
    "\n  subscription AdminSiteSettingsChanged {\n    siteSettingsChanged {\n      key\n      changedAt\n    }\n  }\n": types.AdminSiteSettingsChangedDocument,
    "\n  subscription AdminPagesChanged {\n    pageSettingsChanged {\n      changedAt\n    }\n  }\n": types.AdminPagesChangedDocument,
    "\n  subscription AccountChanged {\n    accountChanged {\n      change\n      changedAt\n    }\n  }\n": types.AccountChangedDocument,
    "\n  subscription OutboxChanged {\n    outboxChanged {\n      messageId\n      status\n      changedAt\n    }\n  }\n": types.OutboxChangedDocument,
    "\n  subscription FollowUpsChanged {\n    followUpsChanged {\n      kind\n      changedAt\n    }\n  }\n": types.FollowUpsChangedDocument,
    "\n  subscription BookingTermsChanged {\n    bookingTermsChanged {\n      version\n      changedAt\n    }\n  }\n": types.BookingTermsChangedDocument,
    "\n  subscription ApiAllowedOriginsChanged {\n    apiAllowedOriginsChanged {\n      version\n      changedAt\n    }\n  }\n": types.ApiAllowedOriginsChangedDocument,
    "\n  subscription SetupChanged {\n    setupChanged {\n      change\n      changedAt\n    }\n  }\n": types.SetupChangedDocument,
    "\n  subscription TimelineChanged {\n    timelineChanged {\n      changedAt\n    }\n  }\n": types.TimelineChangedDocument,
    "\n  subscription WebhooksChanged {\n    webhooksChanged {\n      change\n      changedAt\n    }\n  }\n": types.WebhooksChangedDocument,
    "\n  query VenueTimeZone {\n    calendarMonth(month: \"2000-01\") {\n      timeZone\n    }\n  }\n": types.VenueTimeZoneDocument,
    "\n  query SocialFooterSettings {\n    contactInfo {\n      phone\n      email\n      address\n      hours\n    }\n    siteSettings {\n      footer {\n        ...SocialFooter_footer\n      }\n      social {\n        ...SocialFooter_social\n      }\n    }\n  }\n": types.SocialFooterSettingsDocument,
    "\n  fragment SocialFooter_footer on FooterSettings {\n    companyName\n    tagline\n    copyright\n    showSocialLinks\n    showContactInfo\n    showBusinessHours\n    version\n  }\n": types.SocialFooter_FooterFragmentDoc,
    "\n  fragment SocialFooter_social on SocialLinks {\n    facebook\n    instagram\n    twitter\n    linkedin\n    youtube\n    version\n  }\n": types.SocialFooter_SocialFragmentDoc,
    "\n  mutation UpdateSocialAndFooter($input: UpdateSocialAndFooterInput!) {\n    updateSocialAndFooter(input: $input) {\n      footer {\n        ...SocialFooter_footer\n      }\n      social {\n        ...SocialFooter_social\n      }\n    }\n  }\n": types.UpdateSocialAndFooterDocument,
    "\n  fragment TermsForm_terms on BookingTerms {\n    paymentGraceDays\n    quoteTerms\n    cancellationPolicy {\n      noticeDays\n      creditValidMonths\n      text\n      early { keep feeCents keptAs }\n      late { keep feeCents keptAs }\n    }\n    updatedAt\n    version\n  }\n": types.TermsForm_TermsFragmentDoc,
    "\n  query TermsSection {\n    bookingTerms {\n      ...TermsForm_terms\n    }\n  }\n": types.TermsSectionDocument,
    "\n  mutation UpdateBookingTerms($input: UpdateBookingTermsInput!) {\n    updateBookingTerms(input: $input) {\n      bookingTerms {\n        ...TermsForm_terms\n      }\n    }\n  }\n": types.UpdateBookingTermsDocument,
    "\n  query ClientTimeline($inquiryId: ID, $bookingId: ID) {\n    timeline(inquiryId: $inquiryId, bookingId: $bookingId) {\n      id\n      at\n      kind\n      label\n      summary\n      actor\n      actorName\n      email {\n        to\n        subject\n        text\n        status\n        skipReason\n      }\n    }\n  }\n": types.ClientTimelineDocument,
    "\n  mutation CreateWebhookEndpoint($input: CreateWebhookEndpointInput!) {\n    createWebhookEndpoint(input: $input) {\n      secret\n      endpoint {\n        id\n        url\n      }\n      userErrors {\n        field\n        message\n      }\n    }\n  }\n": types.CreateWebhookEndpointDocument,
    "\n  query WebhookDeliveries($endpointId: ID!, $first: Int, $after: String) {\n    webhookDeliveries(endpointId: $endpointId, first: $first, after: $after) {\n      totalCount\n      pageInfo {\n        ...LoadOlder_pageInfo\n      }\n      nodes {\n        id\n        messageId\n        eventType\n        occurredAt\n        payload\n        status\n        attempts\n        nextAttemptAt\n        lastAttemptAt\n        lastStatusCode\n        lastError\n        lastResponse\n        lastDurationMs\n        replayOf\n        createdAt\n      }\n    }\n  }\n": types.WebhookDeliveriesDocument,
    "\n  mutation ReplayWebhookDelivery($input: ReplayWebhookDeliveryInput!) {\n    replayWebhookDelivery(input: $input) {\n      delivery {\n        id\n        status\n      }\n      userErrors {\n        message\n      }\n    }\n  }\n": types.ReplayWebhookDeliveryDocument,
    "\n  query WebhookEndpoints {\n    webhookEndpoints {\n      id\n      url\n      description\n      eventTypes\n      enabled\n      secretHint\n      registeredByApiToken\n      pendingDeliveries\n      failedDeliveries\n      version\n      createdAt\n      lastDelivery {\n        id\n        status\n        createdAt\n      }\n    }\n  }\n": types.WebhookEndpointsDocument,
    "\n  mutation UpdateWebhookEndpoint($input: UpdateWebhookEndpointInput!) {\n    updateWebhookEndpoint(input: $input) {\n      endpoint {\n        id\n        enabled\n        version\n      }\n      userErrors {\n        message\n      }\n    }\n  }\n": types.UpdateWebhookEndpointDocument,
    "\n  mutation RotateWebhookSecret($input: WebhookEndpointIdInput!) {\n    rotateWebhookSecret(input: $input) {\n      secret\n      endpoint {\n        id\n        url\n        secretHint\n      }\n    }\n  }\n": types.RotateWebhookSecretDocument,
    "\n  mutation DeleteWebhookEndpoint($input: WebhookEndpointIdInput!) {\n    deleteWebhookEndpoint(input: $input) {\n      deletedEndpointId\n    }\n  }\n": types.DeleteWebhookEndpointDocument,
    "\n  mutation RequestPasswordReset($input: RequestPasswordResetInput!) {\n    requestPasswordReset(input: $input) {\n      accepted\n    }\n  }\n": types.RequestPasswordResetDocument,
    "\n  mutation ConfirmEmailChange($input: ConfirmEmailChangeInput!) {\n    confirmEmailChange(input: $input) {\n      email\n    }\n  }\n": types.ConfirmEmailChangeDocument,
    "\n  query PasswordResetTokenStatus($token: String!) {\n    passwordResetTokenStatus(token: $token)\n  }\n": types.PasswordResetTokenStatusDocument,
    "\n  mutation ResetPassword($input: ResetPasswordInput!) {\n    resetPassword(input: $input) {\n      email\n    }\n  }\n": types.ResetPasswordDocument,
    "\n  mutation SignIn($input: SignInInput!) {\n    signIn(input: $input) {\n      viewer {\n        ...Viewer_fields\n      }\n    }\n  }\n": types.SignInDocument,
    "\n  mutation SignOut {\n    signOut {\n      signedOut\n    }\n  }\n": types.SignOutDocument,
    "\n  fragment Viewer_fields on Viewer {\n    id\n    email\n    role\n    isAdmin\n    displayName\n    avatarUrl\n  }\n": types.Viewer_FieldsFragmentDoc,
    "\n  query Viewer {\n    viewer {\n      ...Viewer_fields\n    }\n  }\n": types.ViewerDocument,
    "\n  query PublicCalendarMonth($month: YearMonth!) {\n    calendarMonth(month: $month) {\n      month\n      today\n      lastBookableDate\n      days {\n        date\n        status\n        isPast\n        isBookable\n        notBookableReason\n        timeSlots\n        startTime\n        endTime\n        notes\n        premiumMultiplier\n        isHeld\n      }\n    }\n  }\n": types.PublicCalendarMonthDocument,
    "\n  query SlotAvailability($date: LocalDate!, $startTime: LocalTime!, $endTime: LocalEndTime!) {\n    isDateAvailable(date: $date, startTime: $startTime, endTime: $endTime)\n  }\n": types.SlotAvailabilityDocument,
    "\n  mutation RequestBooking($input: RequestBookingInput!) {\n    requestBooking(input: $input) {\n      booking {\n        id\n        reference\n        status\n        eventDate\n        startTime\n        endTime\n        guestCount\n        eventType\n        clientName\n        clientEmail\n        clientPhone\n        specialRequests\n      }\n    }\n  }\n": types.RequestBookingDocument,
    "\n  query VenueToday($month: YearMonth!) {\n    calendarMonth(month: $month) {\n      today\n      timeZone\n    }\n  }\n": types.VenueTodayDocument,
    "\n  query DesiredDateMonth($month: YearMonth!) {\n    calendarMonth(month: $month) {\n      month\n      today\n      lastBookableDate\n      days {\n        date\n        status\n        isPast\n        isBookable\n        notBookableReason\n        startTime\n        endTime\n        premiumMultiplier\n      }\n    }\n  }\n": types.DesiredDateMonthDocument,
    "\n  mutation SubmitInquiry($input: SubmitInquiryInput!) {\n    submitInquiry(input: $input) {\n      inquiry {\n        id\n        reference\n        name\n        email\n        phone\n        eventType\n        desiredDate\n        alternativeDates\n        message\n      }\n      heldForReview\n    }\n  }\n": types.SubmitInquiryDocument,
    "\n  query PublicContentSections($type: ContentSectionType, $preview: Boolean) {\n    contentSections(type: $type, preview: $preview) {\n      id\n      sectionKey\n      title\n      content\n      link\n    }\n    hiddenContentSectionKeys(type: $type)\n  }\n": types.PublicContentSectionsDocument,
    "\n  query PublicContactInfo($preview: Boolean) {\n    contactInfo(preview: $preview) {\n      phone\n      email\n      address\n      hours\n    }\n  }\n": types.PublicContactInfoDocument,
    "\n  query FaqPage {\n    faqs {\n      id\n      question\n      answer\n      category\n    }\n  }\n": types.FaqPageDocument,
    "\n  query GalleryPage($preview: Boolean) {\n    galleryImages(preview: $preview) {\n      id\n      title\n      category\n      imageUrl\n      altText\n      width\n      height\n    }\n  }\n": types.GalleryPageDocument,
    "\n  query HomeHero($preview: Boolean) {\n    heroSlides(preview: $preview) {\n      id\n      title\n      subtitle\n      imageUrl\n      altText\n    }\n  }\n": types.HomeHeroDocument,
    "\n  query PublicLayout {\n    navigationPages {\n      id\n      pageSlug\n      pageName\n      description\n      path\n    }\n    siteSettings {\n      footer {\n        companyName\n        tagline\n        copyright\n        showSocialLinks\n        showContactInfo\n        showBusinessHours\n      }\n      social {\n        facebook\n        instagram\n        twitter\n        linkedin\n        youtube\n      }\n      branding {\n        siteTitle\n        siteDescription\n        logoUrl\n        faviconUrl\n        shareImage {\n          url\n          alt\n        }\n      }\n    }\n  }\n": types.PublicLayoutDocument,
    "\n  subscription PageSettingsChanged {\n    pageSettingsChanged {\n      changedAt\n    }\n  }\n": types.PageSettingsChangedDocument,
    "\n  subscription SiteSettingsChanged {\n    siteSettingsChanged {\n      key\n      changedAt\n    }\n  }\n": types.SiteSettingsChangedDocument,
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
export function graphql(source: "\n  query ApiAllowedOrigins {\n    apiAllowedOrigins\n    apiAllowedOriginsVersion\n  }\n"): (typeof documents)["\n  query ApiAllowedOrigins {\n    apiAllowedOrigins\n    apiAllowedOriginsVersion\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetApiAllowedOrigins($input: SetApiAllowedOriginsInput!) {\n    setApiAllowedOrigins(input: $input) {\n      origins\n      version\n      userErrors {\n        field\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation SetApiAllowedOrigins($input: SetApiAllowedOriginsInput!) {\n    setApiAllowedOrigins(input: $input) {\n      origins\n      version\n      userErrors {\n        field\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateApiToken($input: CreateApiTokenInput!) {\n    createApiToken(input: $input) {\n      secret\n      apiToken {\n        id\n        name\n      }\n      userErrors {\n        field\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation CreateApiToken($input: CreateApiTokenInput!) {\n    createApiToken(input: $input) {\n      secret\n      apiToken {\n        id\n        name\n      }\n      userErrors {\n        field\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RevokeApiToken($input: RevokeApiTokenInput!) {\n    revokeApiToken(input: $input) {\n      revokedTokenId\n    }\n  }\n"): (typeof documents)["\n  mutation RevokeApiToken($input: RevokeApiTokenInput!) {\n    revokeApiToken(input: $input) {\n      revokedTokenId\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ApiTokens {\n    myApiTokens {\n      id\n      name\n      readOnly\n      scopes\n      expiresAt\n      createdAt\n      lastUsedAt\n    }\n  }\n"): (typeof documents)["\n  query ApiTokens {\n    myApiTokens {\n      id\n      name\n      readOnly\n      scopes\n      expiresAt\n      createdAt\n      lastUsedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment BookingCard_booking on Booking {\n    id\n    clientName\n    clientEmail\n    clientPhone\n    eventType\n    eventDate\n    startTime\n    endTime\n    guestCount\n    specialRequests\n    status\n    adminNotes\n    totalCostCents\n    priceAgreed\n    source\n    allowedTransitions\n    version\n    createdAt\n    updatedAt\n    eventSpace {\n      id\n      name\n      type\n    }\n    activeHold {\n      id\n      ...HoldStatus_hold\n    }\n    ...PaymentBadge_booking\n  }\n"): (typeof documents)["\n  fragment BookingCard_booking on Booking {\n    id\n    clientName\n    clientEmail\n    clientPhone\n    eventType\n    eventDate\n    startTime\n    endTime\n    guestCount\n    specialRequests\n    status\n    adminNotes\n    totalCostCents\n    priceAgreed\n    source\n    allowedTransitions\n    version\n    createdAt\n    updatedAt\n    eventSpace {\n      id\n      name\n      type\n    }\n    activeHold {\n      id\n      ...HoldStatus_hold\n    }\n    ...PaymentBadge_booking\n  }\n"];
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
export function graphql(source: "\n  mutation CreateBooking($input: CreateBookingInput!) {\n    createBooking(input: $input) {\n      booking {\n        id\n        status\n        eventDate\n        clientName\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation CreateBooking($input: CreateBookingInput!) {\n    createBooking(input: $input) {\n      booking {\n        id\n        status\n        eventDate\n        clientName\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminBookings(\n    $first: Int\n    $after: String\n    $last: Int\n    $before: String\n    $status: BookingStatus\n    $search: String\n    $eventDateFrom: LocalDate\n    $eventDateTo: LocalDate\n    $orderBy: BookingOrder\n  ) {\n    bookings(\n      first: $first\n      after: $after\n      last: $last\n      before: $before\n      status: $status\n      search: $search\n      eventDateFrom: $eventDateFrom\n      eventDateTo: $eventDateTo\n      orderBy: $orderBy\n    ) {\n      totalCount\n      statusCounts {\n        status\n        count\n      }\n      pageInfo {\n        ...ListPage_pageInfo\n      }\n      nodes {\n        id\n        ...BookingCard_booking\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminBookings(\n    $first: Int\n    $after: String\n    $last: Int\n    $before: String\n    $status: BookingStatus\n    $search: String\n    $eventDateFrom: LocalDate\n    $eventDateTo: LocalDate\n    $orderBy: BookingOrder\n  ) {\n    bookings(\n      first: $first\n      after: $after\n      last: $last\n      before: $before\n      status: $status\n      search: $search\n      eventDateFrom: $eventDateFrom\n      eventDateTo: $eventDateTo\n      orderBy: $orderBy\n    ) {\n      totalCount\n      statusCounts {\n        status\n        count\n      }\n      pageInfo {\n        ...ListPage_pageInfo\n      }\n      nodes {\n        id\n        ...BookingCard_booking\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BookingsCsv {\n    bookingsCsv\n  }\n"): (typeof documents)["\n  query BookingsCsv {\n    bookingsCsv\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CancelBookingDialog($id: ID!) {\n    booking(id: $id) {\n      id\n      clientName\n      eventType\n      eventDate\n      money { paidCents agreedCents }\n      paymentSummary { today }\n      cancellationTerms { tier daysBefore paidCents keptCents keptAs refundCents explanation }\n    }\n  }\n"): (typeof documents)["\n  query CancelBookingDialog($id: ID!) {\n    booking(id: $id) {\n      id\n      clientName\n      eventType\n      eventDate\n      money { paidCents agreedCents }\n      paymentSummary { today }\n      cancellationTerms { tier daysBefore paidCents keptCents keptAs refundCents explanation }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CancelBooking($input: CancelBookingInput!) {\n    cancelBooking(input: $input) {\n      booking {\n        ...BookingCard_booking\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation CancelBooking($input: CancelBookingInput!) {\n    cancelBooking(input: $input) {\n      booking {\n        ...BookingCard_booking\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query LinkedBooking($id: ID!) {\n    booking(id: $id) {\n      id\n      ...BookingCard_booking\n    }\n  }\n"): (typeof documents)["\n  query LinkedBooking($id: ID!) {\n    booking(id: $id) {\n      id\n      ...BookingCard_booking\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment PaymentBadge_booking on Booking {\n    paymentSummary {\n      today\n      status\n      totalCents\n      paidCents\n      outstandingCents\n      creditCents\n      overdueCents\n      nextDueDate\n      nextDueCents\n    }\n  }\n"): (typeof documents)["\n  fragment PaymentBadge_booking on Booking {\n    paymentSummary {\n      today\n      status\n      totalCents\n      paidCents\n      outstandingCents\n      creditCents\n      overdueCents\n      nextDueDate\n      nextDueCents\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription LiveBookings {\n    bookingsChanged {\n      change\n      booking {\n        id\n        status\n        clientName\n        eventDate\n        adminNotes\n        totalCostCents\n        allowedTransitions\n        updatedAt\n      }\n    }\n  }\n"): (typeof documents)["\n  subscription LiveBookings {\n    bookingsChanged {\n      change\n      booking {\n        id\n        status\n        clientName\n        eventDate\n        adminNotes\n        totalCostCents\n        allowedTransitions\n        updatedAt\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription LiveInquiries {\n    inquiriesChanged {\n      change\n      inquiry {\n        id\n        name\n        status\n        handledAt\n        version\n      }\n    }\n  }\n"): (typeof documents)["\n  subscription LiveInquiries {\n    inquiriesChanged {\n      change\n      inquiry {\n        id\n        name\n        status\n        handledAt\n        version\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment QuotePanel_quote on Quote {\n    id\n    status\n    taxRateMilliPercent\n    discountCents\n    depositKind\n    depositValue\n    blockDateOnAcceptance\n    message\n    lines { id kind description quantity unitAmountCents multiplier amountCents }\n    schedule { id dueRule dueDays dueDate dueDescription amountCents }\n    totals { subtotalCents discountCents taxCents totalCents depositCents }\n    expiresAt\n    sentAt\n    acceptedAt\n    acceptedName\n    acceptedAddress\n    version\n    changeOrder { previousTotalCents changes to { eventDate } }\n  }\n"): (typeof documents)["\n  fragment QuotePanel_quote on Quote {\n    id\n    status\n    taxRateMilliPercent\n    discountCents\n    depositKind\n    depositValue\n    blockDateOnAcceptance\n    message\n    lines { id kind description quantity unitAmountCents multiplier amountCents }\n    schedule { id dueRule dueDays dueDate dueDescription amountCents }\n    totals { subtotalCents discountCents taxCents totalCents depositCents }\n    expiresAt\n    sentAt\n    acceptedAt\n    acceptedName\n    acceptedAddress\n    version\n    changeOrder { previousTotalCents changes to { eventDate } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BookingQuotePanel($id: ID!) {\n    booking(id: $id) {\n      id\n      status\n      clientName\n      eventDate\n      startTime\n      endTime\n      eventType\n      guestCount\n      priceAgreed\n      datePremiumMultiplier\n      quotes { ...QuotePanel_quote }\n      paymentSummary { today status totalCents paidCents outstandingCents creditCents overdueCents graceDays nextDueDate nextDueCents }\n      money { chargedCents agreedCents feesCents receivedCents refundedCents paidCents balanceCents dueCents creditCents }\n      ledger { id kind reason amountCents owedChangeCents balanceAfterCents description voidsEntryId voidedById method occurredOn note actorName createdAt }\n    }\n  }\n"): (typeof documents)["\n  query BookingQuotePanel($id: ID!) {\n    booking(id: $id) {\n      id\n      status\n      clientName\n      eventDate\n      startTime\n      endTime\n      eventType\n      guestCount\n      priceAgreed\n      datePremiumMultiplier\n      quotes { ...QuotePanel_quote }\n      paymentSummary { today status totalCents paidCents outstandingCents creditCents overdueCents graceDays nextDueDate nextDueCents }\n      money { chargedCents agreedCents feesCents receivedCents refundedCents paidCents balanceCents dueCents creditCents }\n      ledger { id kind reason amountCents owedChangeCents balanceAfterCents description voidsEntryId voidedById method occurredOn note actorName createdAt }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateQuote($input: CreateQuoteInput!) { createQuote(input: $input) { quote { ...QuotePanel_quote } } }\n"): (typeof documents)["\n  mutation CreateQuote($input: CreateQuoteInput!) { createQuote(input: $input) { quote { ...QuotePanel_quote } } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateQuote($input: UpdateQuoteInput!) { updateQuote(input: $input) { quote { ...QuotePanel_quote } } }\n"): (typeof documents)["\n  mutation UpdateQuote($input: UpdateQuoteInput!) { updateQuote(input: $input) { quote { ...QuotePanel_quote } } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SendQuote($input: SendQuoteInput!) { sendQuote(input: $input) { link quote { ...QuotePanel_quote } } }\n"): (typeof documents)["\n  mutation SendQuote($input: SendQuoteInput!) { sendQuote(input: $input) { link quote { ...QuotePanel_quote } } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation WithdrawQuote($input: WithdrawQuoteInput!) { withdrawQuote(input: $input) { quote { ...QuotePanel_quote } } }\n"): (typeof documents)["\n  mutation WithdrawQuote($input: WithdrawQuoteInput!) { withdrawQuote(input: $input) { quote { ...QuotePanel_quote } } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateChangeOrder($input: CreateChangeOrderInput!) { createChangeOrder(input: $input) { quote { ...QuotePanel_quote } userErrors { field message } } }\n"): (typeof documents)["\n  mutation CreateChangeOrder($input: CreateChangeOrderInput!) { createChangeOrder(input: $input) { quote { ...QuotePanel_quote } userErrors { field message } } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RecordPayment($input: RecordPaymentInput!) { recordPayment(input: $input) { payment { id } creditCents booking { id totalCostCents ...PaymentBadge_booking } } }\n"): (typeof documents)["\n  mutation RecordPayment($input: RecordPaymentInput!) { recordPayment(input: $input) { payment { id } creditCents booking { id totalCostCents ...PaymentBadge_booking } } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RecordRefund($input: RecordRefundInput!) { recordRefund(input: $input) { entry { id } booking { id ...PaymentBadge_booking } } }\n"): (typeof documents)["\n  mutation RecordRefund($input: RecordRefundInput!) { recordRefund(input: $input) { entry { id } booking { id ...PaymentBadge_booking } } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation VoidLedgerEntry($input: VoidLedgerEntryInput!) { voidLedgerEntry(input: $input) { entry { id } booking { id ...PaymentBadge_booking } } }\n"): (typeof documents)["\n  mutation VoidLedgerEntry($input: VoidLedgerEntryInput!) { voidLedgerEntry(input: $input) { entry { id } booking { id ...PaymentBadge_booking } } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BrandingSettings {\n    siteSettings {\n      branding {\n        siteTitle\n        siteDescription\n        logoUrl\n        faviconUrl\n        version\n      }\n    }\n  }\n"): (typeof documents)["\n  query BrandingSettings {\n    siteSettings {\n      branding {\n        siteTitle\n        siteDescription\n        logoUrl\n        faviconUrl\n        version\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateLogo($input: UpdateLogoInput!) {\n    updateLogo(input: $input) {\n      branding {\n        logoUrl\n        version\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateLogo($input: UpdateLogoInput!) {\n    updateLogo(input: $input) {\n      branding {\n        logoUrl\n        version\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateFavicon($input: UpdateFaviconInput!) {\n    updateFavicon(input: $input) {\n      branding {\n        faviconUrl\n        version\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateFavicon($input: UpdateFaviconInput!) {\n    updateFavicon(input: $input) {\n      branding {\n        faviconUrl\n        version\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateSiteDetails($input: UpdateSiteDetailsInput!) {\n    updateSiteDetails(input: $input) {\n      branding {\n        siteTitle\n        siteDescription\n        version\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateSiteDetails($input: UpdateSiteDetailsInput!) {\n    updateSiteDetails(input: $input) {\n      branding {\n        siteTitle\n        siteDescription\n        version\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddSpecialDate($input: AddSpecialDateInput!) {\n    addSpecialDate(input: $input) {\n      specialDate {\n        id\n        date\n        status\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation AddSpecialDate($input: AddSpecialDateInput!) {\n    addSpecialDate(input: $input) {\n      specialDate {\n        id\n        date\n        status\n      }\n    }\n  }\n"];
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
export function graphql(source: "\n  query CalendarAdmin($today: LocalDate!, $shown: Int!) {\n    calendarSettings {\n      id\n      startTime\n      endTime\n      availableDays\n      minimumBookingHours\n      maximumBookingHours\n      advanceBookingDays\n      version\n    }\n    # The list shows a page of each (at most 100); the counts are of the whole lists.\n    upcoming: specialDates(from: $today, first: $shown) {\n      totalCount\n      nodes {\n        ...SpecialDateRow_specialDate\n      }\n    }\n    all: specialDates(first: $shown) {\n      totalCount\n      nodes {\n        ...SpecialDateRow_specialDate\n      }\n    }\n    calendarFeed {\n      active\n      createdAt\n      lastFetchedAt\n    }\n  }\n"): (typeof documents)["\n  query CalendarAdmin($today: LocalDate!, $shown: Int!) {\n    calendarSettings {\n      id\n      startTime\n      endTime\n      availableDays\n      minimumBookingHours\n      maximumBookingHours\n      advanceBookingDays\n      version\n    }\n    # The list shows a page of each (at most 100); the counts are of the whole lists.\n    upcoming: specialDates(from: $today, first: $shown) {\n      totalCount\n      nodes {\n        ...SpecialDateRow_specialDate\n      }\n    }\n    all: specialDates(first: $shown) {\n      totalCount\n      nodes {\n        ...SpecialDateRow_specialDate\n      }\n    }\n    calendarFeed {\n      active\n      createdAt\n      lastFetchedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SpecialDateBookings($month: YearMonth!) {\n    calendarBookings(month: $month) {\n      ...BookingSummary_booking\n    }\n  }\n"): (typeof documents)["\n  query SpecialDateBookings($month: YearMonth!) {\n    calendarBookings(month: $month) {\n      ...BookingSummary_booking\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateSpecialDate($input: UpdateSpecialDateInput!) {\n    updateSpecialDate(input: $input) {\n      specialDate {\n        ...SpecialDateRow_specialDate\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateSpecialDate($input: UpdateSpecialDateInput!) {\n    updateSpecialDate(input: $input) {\n      specialDate {\n        ...SpecialDateRow_specialDate\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateCalendarSettings($input: UpdateCalendarSettingsInput!) {\n    updateCalendarSettings(input: $input) {\n      calendarSettings {\n        id\n        startTime\n        endTime\n        version\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateCalendarSettings($input: UpdateCalendarSettingsInput!) {\n    updateCalendarSettings(input: $input) {\n      calendarSettings {\n        id\n        startTime\n        endTime\n        version\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RemoveSpecialDate($input: RemoveSpecialDateInput!) {\n    removeSpecialDate(input: $input) {\n      id\n      specialDate {\n        id\n        status\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation RemoveSpecialDate($input: RemoveSpecialDateInput!) {\n    removeSpecialDate(input: $input) {\n      id\n      specialDate {\n        id\n        status\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment BookingSummary_booking on Booking {\n    id\n    clientName\n    eventType\n    eventDate\n    startTime\n    endTime\n    guestCount\n    status\n  }\n"): (typeof documents)["\n  fragment BookingSummary_booking on Booking {\n    id\n    clientName\n    eventType\n    eventDate\n    startTime\n    endTime\n    guestCount\n    status\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminDayMarks($month: YearMonth!, $from: LocalDate!, $to: LocalDate!) {\n    calendarMonth(month: $month) {\n      month\n      days {\n        date\n        status\n      }\n    }\n    calendarBookings(month: $month) {\n      id\n      eventDate\n      status\n    }\n    holds(from: $from, to: $to) {\n      id\n      date\n    }\n  }\n"): (typeof documents)["\n  query AdminDayMarks($month: YearMonth!, $from: LocalDate!, $to: LocalDate!) {\n    calendarMonth(month: $month) {\n      month\n      days {\n        date\n        status\n      }\n    }\n    calendarBookings(month: $month) {\n      id\n      eventDate\n      status\n    }\n    holds(from: $from, to: $to) {\n      id\n      date\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminCalendarMonth($month: YearMonth!, $from: LocalDate!, $to: LocalDate!) {\n    calendarMonth(month: $month) {\n      month\n      today\n      days {\n        date\n        status\n        isPast\n        notes\n        premiumMultiplier\n        startTime\n        endTime\n        specialDateId\n      }\n    }\n    calendarBookings(month: $month) {\n      ...BookingSummary_booking\n    }\n    holds(from: $from, to: $to) {\n      id\n      date\n      clientName\n      isSecondOption\n      startTime\n      endTime\n      ...HoldStatus_hold\n    }\n  }\n"): (typeof documents)["\n  query AdminCalendarMonth($month: YearMonth!, $from: LocalDate!, $to: LocalDate!) {\n    calendarMonth(month: $month) {\n      month\n      today\n      days {\n        date\n        status\n        isPast\n        notes\n        premiumMultiplier\n        startTime\n        endTime\n        specialDateId\n      }\n    }\n    calendarBookings(month: $month) {\n      ...BookingSummary_booking\n    }\n    holds(from: $from, to: $to) {\n      id\n      date\n      clientName\n      isSecondOption\n      startTime\n      endTime\n      ...HoldStatus_hold\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SpecialDateRow_specialDate on SpecialDate {\n    id\n    date\n    status\n    notes\n    startTime\n    endTime\n    premiumMultiplier\n    replaces\n    version\n  }\n"): (typeof documents)["\n  fragment SpecialDateRow_specialDate on SpecialDate {\n    id\n    date\n    status\n    notes\n    startTime\n    endTime\n    premiumMultiplier\n    replaces\n    version\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ContentChangeLog($after: String) {\n    contentChangeLog(first: 50, after: $after) {\n      totalCount\n      pageInfo {\n        ...LoadOlder_pageInfo\n      }\n      nodes {\n        id\n        tableName\n        recordId\n        changeType\n        status\n        description\n        createdBy\n        createdAt\n        publishedAt\n        revertedAt\n        fieldChanges {\n          field\n          label\n          oldValue\n          newValue\n        }\n      }\n    }\n    contentChangeStats {\n      pending\n      publishedToday\n      pendingByTable {\n        tableName\n        count\n      }\n    }\n  }\n"): (typeof documents)["\n  query ContentChangeLog($after: String) {\n    contentChangeLog(first: 50, after: $after) {\n      totalCount\n      pageInfo {\n        ...LoadOlder_pageInfo\n      }\n      nodes {\n        id\n        tableName\n        recordId\n        changeType\n        status\n        description\n        createdBy\n        createdAt\n        publishedAt\n        revertedAt\n        fieldChanges {\n          field\n          label\n          oldValue\n          newValue\n        }\n      }\n    }\n    contentChangeStats {\n      pending\n      publishedToday\n      pendingByTable {\n        tableName\n        count\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RevertContentChange($input: RevertContentChangeInput!) {\n    revertContentChange(input: $input) {\n      change {\n        id\n        status\n        revertedAt\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation RevertContentChange($input: RevertContentChangeInput!) {\n    revertContentChange(input: $input) {\n      change {\n        id\n        status\n        revertedAt\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SavedVersions($kind: RecordKind, $after: String) {\n    savedVersions(first: 25, kind: $kind, after: $after) {\n      totalCount\n      pageInfo {\n        ...LoadOlder_pageInfo\n      }\n      nodes {\n        id\n        kind\n        recordId\n        version\n        change\n        summary\n        savedBy\n        savedAt\n        values {\n          field\n          label\n          value\n        }\n        fieldChanges {\n          field\n          label\n          oldValue\n          newValue\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query SavedVersions($kind: RecordKind, $after: String) {\n    savedVersions(first: 25, kind: $kind, after: $after) {\n      totalCount\n      pageInfo {\n        ...LoadOlder_pageInfo\n      }\n      nodes {\n        id\n        kind\n        recordId\n        version\n        change\n        summary\n        savedBy\n        savedAt\n        values {\n          field\n          label\n          value\n        }\n        fieldChanges {\n          field\n          label\n          oldValue\n          newValue\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ContactInfoForm_fields on ContactInfo {\n    phone\n    email\n    address\n    hours\n    isPublished\n    publishedAt\n    updatedAt\n    version\n  }\n"): (typeof documents)["\n  fragment ContactInfoForm_fields on ContactInfo {\n    phone\n    email\n    address\n    hours\n    isPublished\n    publishedAt\n    updatedAt\n    version\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminContactInfo {\n    adminContactInfo {\n      ...ContactInfoForm_fields\n    }\n  }\n"): (typeof documents)["\n  query AdminContactInfo {\n    adminContactInfo {\n      ...ContactInfoForm_fields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateContactInfo($input: UpdateContactInfoInput!) {\n    updateContactInfo(input: $input) {\n      contactInfo {\n        ...ContactInfoForm_fields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateContactInfo($input: UpdateContactInfoInput!) {\n    updateContactInfo(input: $input) {\n      contactInfo {\n        ...ContactInfoForm_fields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PendingChangeCount($tableName: ContentTable) {\n    pendingChangeCount(tableName: $tableName)\n  }\n"): (typeof documents)["\n  query PendingChangeCount($tableName: ContentTable) {\n    pendingChangeCount(tableName: $tableName)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PublishContentChanges($input: PublishContentChangesInput!) {\n    publishContentChanges(input: $input) {\n      publishedCount\n    }\n  }\n"): (typeof documents)["\n  mutation PublishContentChanges($input: PublishContentChangesInput!) {\n    publishContentChanges(input: $input) {\n      publishedCount\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateContentSection($input: UpdateContentSectionInput!) {\n    updateContentSection(input: $input) {\n      contentSection {\n        id\n        title\n        content\n        link\n        isPublished\n        publishedAt\n        updatedAt\n        version\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateContentSection($input: UpdateContentSectionInput!) {\n    updateContentSection(input: $input) {\n      contentSection {\n        id\n        title\n        content\n        link\n        isPublished\n        publishedAt\n        updatedAt\n        version\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetContentSectionActive($input: SetContentSectionActiveInput!) {\n    setContentSectionActive(input: $input) {\n      contentSection {\n        id\n        isActive\n        version\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation SetContentSectionActive($input: SetContentSectionActiveInput!) {\n    setContentSectionActive(input: $input) {\n      contentSection {\n        id\n        isActive\n        version\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminContentSections($type: ContentSectionType) {\n    adminContentSections(type: $type) {\n      id\n      type\n      sectionKey\n      title\n      content\n      link\n      sortOrder\n      isActive\n      isPublished\n      publishedAt\n      updatedAt\n      version\n    }\n  }\n"): (typeof documents)["\n  query AdminContentSections($type: ContentSectionType) {\n    adminContentSections(type: $type) {\n      id\n      type\n      sectionKey\n      title\n      content\n      link\n      sortOrder\n      isActive\n      isPublished\n      publishedAt\n      updatedAt\n      version\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription ContentChangeLogChanged {\n    contentChangeLogChanged {\n      reason\n      changedAt\n    }\n  }\n"): (typeof documents)["\n  subscription ContentChangeLogChanged {\n    contentChangeLogChanged {\n      reason\n      changedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SetupPanel {\n    adminNotes {\n      id\n      title\n      body\n      createdAt\n    }\n    setupChecklist {\n      done\n      total\n      hidden\n      demoData {\n        bookings\n        inquiries\n        specialDates\n      }\n      items {\n        step\n        label\n        hint\n        done\n        section\n      }\n    }\n  }\n"): (typeof documents)["\n  query SetupPanel {\n    adminNotes {\n      id\n      title\n      body\n      createdAt\n    }\n    setupChecklist {\n      done\n      total\n      hidden\n      demoData {\n        bookings\n        inquiries\n        specialDates\n      }\n      items {\n        step\n        label\n        hint\n        done\n        section\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetupPanelDismissNote($input: DismissAdminNoteInput!) {\n    dismissAdminNote(input: $input) {\n      dismissedId\n    }\n  }\n"): (typeof documents)["\n  mutation SetupPanelDismissNote($input: DismissAdminNoteInput!) {\n    dismissAdminNote(input: $input) {\n      dismissedId\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetupPanelHideChecklist($input: SetSetupChecklistHiddenInput!) {\n    setSetupChecklistHidden(input: $input) {\n      setupChecklist {\n        hidden\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation SetupPanelHideChecklist($input: SetSetupChecklistHiddenInput!) {\n    setSetupChecklistHidden(input: $input) {\n      setupChecklist {\n        hidden\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetupPanelRemoveDemoData {\n    removeDemoData {\n      removed {\n        bookings\n        inquiries\n        specialDates\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation SetupPanelRemoveDemoData {\n    removeDemoData {\n      removed {\n        bookings\n        inquiries\n        specialDates\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DashboardOverview {\n    dashboardOverview {\n      today\n      pendingBookings\n      confirmedBookings\n      completedBookings\n      cancelledBookings\n      totalBookings\n      totalRevenueCents\n      moneyDueThisMonthCents\n      moneyOverdueCents\n      newInquiries\n      heldInquiries\n      pendingChangeCount\n      contentSections {\n        active\n        total\n      }\n      galleryImages {\n        active\n        total\n      }\n      heroSlides {\n        active\n        total\n      }\n      recentBookings {\n        ...BookingSummary_booking\n      }\n      upcomingBookings {\n        ...BookingSummary_booking\n      }\n      recentContent {\n        id\n        type\n        sectionKey\n        title\n        content\n        isPublished\n        updatedAt\n      }\n    }\n  }\n"): (typeof documents)["\n  query DashboardOverview {\n    dashboardOverview {\n      today\n      pendingBookings\n      confirmedBookings\n      completedBookings\n      cancelledBookings\n      totalBookings\n      totalRevenueCents\n      moneyDueThisMonthCents\n      moneyOverdueCents\n      newInquiries\n      heldInquiries\n      pendingChangeCount\n      contentSections {\n        active\n        total\n      }\n      galleryImages {\n        active\n        total\n      }\n      heroSlides {\n        active\n        total\n      }\n      recentBookings {\n        ...BookingSummary_booking\n      }\n      upcomingBookings {\n        ...BookingSummary_booking\n      }\n      recentContent {\n        id\n        type\n        sectionKey\n        title\n        content\n        isPublished\n        updatedAt\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RunAdminDatabaseTest {\n    runAdminDatabaseTest {\n      result {\n        ...AdminTest_result\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation RunAdminDatabaseTest {\n    runAdminDatabaseTest {\n      result {\n        ...AdminTest_result\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RunContentEditingTest {\n    runContentEditingTest {\n      result {\n        ...AdminTest_result\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation RunContentEditingTest {\n    runContentEditingTest {\n      result {\n        ...AdminTest_result\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AdminTest_result on DiagnosticResult {\n    status\n    message\n    details\n    ranAt\n    checks {\n      name\n      status\n      message\n    }\n  }\n"): (typeof documents)["\n  fragment AdminTest_result on DiagnosticResult {\n    status\n    message\n    details\n    ranAt\n    checks {\n      name\n      status\n      message\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminFaqs {\n    adminFaqs {\n      id\n      question\n      answer\n      category\n      sortOrder\n      isActive\n      version\n    }\n  }\n"): (typeof documents)["\n  query AdminFaqs {\n    adminFaqs {\n      id\n      question\n      answer\n      category\n      sortOrder\n      isActive\n      version\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateFaq($input: CreateFaqInput!) {\n    createFaq(input: $input) {\n      faq {\n        id\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation CreateFaq($input: CreateFaqInput!) {\n    createFaq(input: $input) {\n      faq {\n        id\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateFaq($input: UpdateFaqInput!) {\n    updateFaq(input: $input) {\n      faq {\n        id\n        question\n        answer\n        category\n        isActive\n        version\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateFaq($input: UpdateFaqInput!) {\n    updateFaq(input: $input) {\n      faq {\n        id\n        question\n        answer\n        category\n        isActive\n        version\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteFaq($input: DeleteFaqInput!) {\n    deleteFaq(input: $input) {\n      deletedId\n    }\n  }\n"): (typeof documents)["\n  mutation DeleteFaq($input: DeleteFaqInput!) {\n    deleteFaq(input: $input) {\n      deletedId\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ReorderFaqs($input: ReorderFaqsInput!) {\n    reorderFaqs(input: $input) {\n      faqs {\n        id\n        sortOrder\n        version\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation ReorderFaqs($input: ReorderFaqsInput!) {\n    reorderFaqs(input: $input) {\n      faqs {\n        id\n        sortOrder\n        version\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment FollowUpCard_texts on FollowUp {\n    kind\n    enabled\n    subject\n    body\n    days\n    updatedAt\n    version\n  }\n"): (typeof documents)["\n  fragment FollowUpCard_texts on FollowUp {\n    kind\n    enabled\n    subject\n    body\n    days\n    updatedAt\n    version\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateFollowUp($input: UpdateFollowUpInput!) {\n    updateFollowUp(input: $input) {\n      followUp {\n        ...FollowUpCard_texts\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateFollowUp($input: UpdateFollowUpInput!) {\n    updateFollowUp(input: $input) {\n      followUp {\n        ...FollowUpCard_texts\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ResetFollowUp($input: ResetFollowUpInput!) {\n    resetFollowUp(input: $input) {\n      followUp {\n        ...FollowUpCard_texts\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation ResetFollowUp($input: ResetFollowUpInput!) {\n    resetFollowUp(input: $input) {\n      followUp {\n        ...FollowUpCard_texts\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PreviewFollowUp($input: PreviewFollowUpInput!) {\n    previewFollowUp(input: $input) {\n      subject\n      text\n      problem\n    }\n  }\n"): (typeof documents)["\n  query PreviewFollowUp($input: PreviewFollowUpInput!) {\n    previewFollowUp(input: $input) {\n      subject\n      text\n      problem\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query FollowUpsSection {\n    followUps {\n      kind\n      label\n      description\n      sentTo\n      defaultDays\n      defaultSubject\n      defaultBody\n      ...FollowUpCard_texts\n      placeholders {\n        name\n        description\n      }\n    }\n  }\n"): (typeof documents)["\n  query FollowUpsSection {\n    followUps {\n      kind\n      label\n      description\n      sentTo\n      defaultDays\n      defaultSubject\n      defaultBody\n      ...FollowUpCard_texts\n      placeholders {\n        name\n        description\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query OwnerAlertsAndLog {\n    ownerAlerts {\n      kind\n      label\n      description\n      enabled\n      version\n    }\n    followUps {\n      kind\n      label\n      log(first: 5) {\n        id\n        at\n        skipped\n        skipReason\n        to\n        subject\n      }\n    }\n  }\n"): (typeof documents)["\n  query OwnerAlertsAndLog {\n    ownerAlerts {\n      kind\n      label\n      description\n      enabled\n      version\n    }\n    followUps {\n      kind\n      label\n      log(first: 5) {\n        id\n        at\n        skipped\n        skipReason\n        to\n        subject\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetOwnerAlert($input: SetOwnerAlertInput!) {\n    setOwnerAlert(input: $input) {\n      alert {\n        kind\n        enabled\n        version\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation SetOwnerAlert($input: SetOwnerAlertInput!) {\n    setOwnerAlert(input: $input) {\n      alert {\n        kind\n        enabled\n        version\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateGalleryImage($input: CreateGalleryImageInput!) {\n    createGalleryImage(input: $input) {\n      galleryImage {\n        id\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation CreateGalleryImage($input: CreateGalleryImageInput!) {\n    createGalleryImage(input: $input) {\n      galleryImage {\n        id\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment GalleryImageCard_image on GalleryImage {\n    id\n    title\n    category\n    imageUrl\n    altText\n    sortOrder\n    width\n    height\n    isActive\n    isPublished\n    publishedAt\n    version\n  }\n"): (typeof documents)["\n  fragment GalleryImageCard_image on GalleryImage {\n    id\n    title\n    category\n    imageUrl\n    altText\n    sortOrder\n    width\n    height\n    isActive\n    isPublished\n    publishedAt\n    version\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateGalleryImage($input: UpdateGalleryImageInput!) {\n    updateGalleryImage(input: $input) {\n      galleryImage {\n        ...GalleryImageCard_image\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateGalleryImage($input: UpdateGalleryImageInput!) {\n    updateGalleryImage(input: $input) {\n      galleryImage {\n        ...GalleryImageCard_image\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetGalleryImageActive($input: SetGalleryImageActiveInput!) {\n    setGalleryImageActive(input: $input) {\n      galleryImage {\n        id\n        isActive\n        version\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation SetGalleryImageActive($input: SetGalleryImageActiveInput!) {\n    setGalleryImageActive(input: $input) {\n      galleryImage {\n        id\n        isActive\n        version\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteGalleryImage($input: DeleteGalleryImageInput!) {\n    deleteGalleryImage(input: $input) {\n      deletedId\n    }\n  }\n"): (typeof documents)["\n  mutation DeleteGalleryImage($input: DeleteGalleryImageInput!) {\n    deleteGalleryImage(input: $input) {\n      deletedId\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminGalleryImages {\n    adminGalleryImages {\n      ...GalleryImageCard_image\n    }\n  }\n"): (typeof documents)["\n  query AdminGalleryImages {\n    adminGalleryImages {\n      ...GalleryImageCard_image\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment HoldStatus_hold on Hold {\n    id\n    date\n    startTime\n    endTime\n    clientName\n    position\n    isSecondOption\n    expiresAt\n  }\n"): (typeof documents)["\n  fragment HoldStatus_hold on Hold {\n    id\n    date\n    startTime\n    endTime\n    clientName\n    position\n    isSecondOption\n    expiresAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PlaceHold($input: PlaceHoldInput!) {\n    placeHold(input: $input) {\n      hold {\n        id\n        position\n        date\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation PlaceHold($input: PlaceHoldInput!) {\n    placeHold(input: $input) {\n      hold {\n        id\n        position\n        date\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ReleaseHold($input: ReleaseHoldInput!) {\n    releaseHold(input: $input) {\n      hold {\n        id\n        status\n      }\n      promoted {\n        id\n        clientName\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation ReleaseHold($input: ReleaseHoldInput!) {\n    releaseHold(input: $input) {\n      hold {\n        id\n        status\n      }\n      promoted {\n        id\n        clientName\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ExtendHold($input: ExtendHoldInput!) {\n    extendHold(input: $input) {\n      hold {\n        id\n        expiresAt\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation ExtendHold($input: ExtendHoldInput!) {\n    extendHold(input: $input) {\n      hold {\n        id\n        expiresAt\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminHeroSlides {\n    adminHeroSlides {\n      id\n      title\n      subtitle\n      imageUrl\n      altText\n      sortOrder\n      isActive\n      isPublished\n      publishedAt\n      version\n    }\n  }\n"): (typeof documents)["\n  query AdminHeroSlides {\n    adminHeroSlides {\n      id\n      title\n      subtitle\n      imageUrl\n      altText\n      sortOrder\n      isActive\n      isPublished\n      publishedAt\n      version\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateHeroSlide($input: UpdateHeroSlideInput!) {\n    updateHeroSlide(input: $input) {\n      heroSlide {\n        id\n        title\n        subtitle\n        imageUrl\n        altText\n        isPublished\n        publishedAt\n        version\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateHeroSlide($input: UpdateHeroSlideInput!) {\n    updateHeroSlide(input: $input) {\n      heroSlide {\n        id\n        title\n        subtitle\n        imageUrl\n        altText\n        isPublished\n        publishedAt\n        version\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetHeroSlideActive($input: SetHeroSlideActiveInput!) {\n    setHeroSlideActive(input: $input) {\n      heroSlide {\n        id\n        isActive\n        version\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation SetHeroSlideActive($input: SetHeroSlideActiveInput!) {\n    setHeroSlideActive(input: $input) {\n      heroSlide {\n        id\n        isActive\n        version\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateQuoteFromInquiry($input: CreateQuoteFromInquiryInput!) {\n    createQuoteFromInquiry(input: $input) {\n      created\n      quote {\n        id\n        status\n      }\n      booking {\n        id\n        status\n        eventDate\n        clientName\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation CreateQuoteFromInquiry($input: CreateQuoteFromInquiryInput!) {\n    createQuoteFromInquiry(input: $input) {\n      created\n      quote {\n        id\n        status\n      }\n      booking {\n        id\n        status\n        eventDate\n        clientName\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query InquiriesList(\n    $first: Int\n    $after: String\n    $last: Int\n    $before: String\n    $status: InquiryStatus\n    $search: String\n    $eventDateFrom: LocalDate\n    $eventDateTo: LocalDate\n    $orderBy: InquiryOrder\n  ) {\n    inquiries(\n      first: $first\n      after: $after\n      last: $last\n      before: $before\n      status: $status\n      search: $search\n      eventDateFrom: $eventDateFrom\n      eventDateTo: $eventDateTo\n      orderBy: $orderBy\n    ) {\n      totalCount\n      statusCounts {\n        status\n        count\n      }\n      pageInfo {\n        ...ListPage_pageInfo\n      }\n      nodes {\n        id\n        name\n        email\n        phone\n        eventType\n        desiredDate\n        alternativeDates\n        reference\n        message\n        source\n        status\n        createdAt\n        handledAt\n        version\n        desiredDateStatus {\n          date\n          status\n          isPast\n          premiumMultiplier\n        }\n        bookings {\n          id\n          status\n          eventDate\n        }\n        activeHold {\n          id\n          date\n          startTime\n          endTime\n          ...HoldStatus_hold\n        }\n        ...InquiryOutcome_inquiry\n      }\n    }\n  }\n"): (typeof documents)["\n  query InquiriesList(\n    $first: Int\n    $after: String\n    $last: Int\n    $before: String\n    $status: InquiryStatus\n    $search: String\n    $eventDateFrom: LocalDate\n    $eventDateTo: LocalDate\n    $orderBy: InquiryOrder\n  ) {\n    inquiries(\n      first: $first\n      after: $after\n      last: $last\n      before: $before\n      status: $status\n      search: $search\n      eventDateFrom: $eventDateFrom\n      eventDateTo: $eventDateTo\n      orderBy: $orderBy\n    ) {\n      totalCount\n      statusCounts {\n        status\n        count\n      }\n      pageInfo {\n        ...ListPage_pageInfo\n      }\n      nodes {\n        id\n        name\n        email\n        phone\n        eventType\n        desiredDate\n        alternativeDates\n        reference\n        message\n        source\n        status\n        createdAt\n        handledAt\n        version\n        desiredDateStatus {\n          date\n          status\n          isPast\n          premiumMultiplier\n        }\n        bookings {\n          id\n          status\n          eventDate\n        }\n        activeHold {\n          id\n          date\n          startTime\n          endTime\n          ...HoldStatus_hold\n        }\n        ...InquiryOutcome_inquiry\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query InquiriesCsv {\n    inquiriesCsv\n  }\n"): (typeof documents)["\n  query InquiriesCsv {\n    inquiriesCsv\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RecordInquiryReply($input: RecordInquiryReplyInput!) {\n    recordInquiryReply(input: $input) {\n      inquiry {\n        id\n        version\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation RecordInquiryReply($input: RecordInquiryReplyInput!) {\n    recordInquiryReply(input: $input) {\n      inquiry {\n        id\n        version\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateInquiryStatus($input: UpdateInquiryStatusInput!) {\n    updateInquiryStatus(input: $input) {\n      inquiry {\n        id\n        status\n        handledAt\n        version\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateInquiryStatus($input: UpdateInquiryStatusInput!) {\n    updateInquiryStatus(input: $input) {\n      inquiry {\n        id\n        status\n        handledAt\n        version\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateInquirySource($input: UpdateInquirySourceInput!) {\n    updateInquirySource(input: $input) {\n      inquiry {\n        id\n        source\n        version\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateInquirySource($input: UpdateInquirySourceInput!) {\n    updateInquirySource(input: $input) {\n      inquiry {\n        id\n        source\n        version\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment InquiryOutcome_inquiry on Inquiry {\n    id\n    stage\n    outcome\n    lostReason\n    lostNote\n    lostAt\n    version\n  }\n"): (typeof documents)["\n  fragment InquiryOutcome_inquiry on Inquiry {\n    id\n    stage\n    outcome\n    lostReason\n    lostNote\n    lostAt\n    version\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MarkInquiryLost($input: MarkInquiryLostInput!) {\n    markInquiryLost(input: $input) {\n      inquiry {\n        id\n        ...InquiryOutcome_inquiry\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation MarkInquiryLost($input: MarkInquiryLostInput!) {\n    markInquiryLost(input: $input) {\n      inquiry {\n        id\n        ...InquiryOutcome_inquiry\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ReopenInquiry($input: ReopenInquiryInput!) {\n    reopenInquiry(input: $input) {\n      inquiry {\n        id\n        ...InquiryOutcome_inquiry\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation ReopenInquiry($input: ReopenInquiryInput!) {\n    reopenInquiry(input: $input) {\n      inquiry {\n        id\n        ...InquiryOutcome_inquiry\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ListPage_pageInfo on PageInfo {\n    hasNextPage\n    hasPreviousPage\n    startCursor\n    endCursor\n  }\n"): (typeof documents)["\n  fragment ListPage_pageInfo on PageInfo {\n    hasNextPage\n    hasPreviousPage\n    startCursor\n    endCursor\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment LoadOlder_pageInfo on PageInfo {\n    hasNextPage\n    endCursor\n  }\n"): (typeof documents)["\n  fragment LoadOlder_pageInfo on PageInfo {\n    hasNextPage\n    endCursor\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query OthersOnSlot($bookingId: ID!) {\n    othersOnSlot(bookingId: $bookingId) {\n      others {\n        clientName\n        clientEmail\n        holdPosition\n        openQuoteStatuses\n        description\n      }\n      defaultSubject\n      defaultBody\n      placeholders\n    }\n  }\n"): (typeof documents)["\n  query OthersOnSlot($bookingId: ID!) {\n    othersOnSlot(bookingId: $bookingId) {\n      others {\n        clientName\n        clientEmail\n        holdPosition\n        openQuoteStatuses\n        description\n      }\n      defaultSubject\n      defaultBody\n      placeholders\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query OwnerNotices {\n    ownerNotices(first: 30) {\n      unread\n      notices {\n        id\n        kind\n        title\n        body\n        createdAt\n        readAt\n        offeredAt\n        offer {\n          clientName\n          date\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query OwnerNotices {\n    ownerNotices(first: 30) {\n      unread\n      notices {\n        id\n        kind\n        title\n        body\n        createdAt\n        readAt\n        offeredAt\n        offer {\n          clientName\n          date\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription OwnerNoticesChanged {\n    ownerNoticesChanged {\n      noticeId\n      changedAt\n    }\n  }\n"): (typeof documents)["\n  subscription OwnerNoticesChanged {\n    ownerNoticesChanged {\n      noticeId\n      changedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation MarkOwnerNoticesRead($input: MarkOwnerNoticesReadInput!) {\n    markOwnerNoticesRead(input: $input) {\n      marked\n    }\n  }\n"): (typeof documents)["\n  mutation MarkOwnerNoticesRead($input: MarkOwnerNoticesReadInput!) {\n    markOwnerNoticesRead(input: $input) {\n      marked\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation OfferDateBack($input: OfferDateBackInput!) {\n    offerDateBack(input: $input) {\n      notice {\n        id\n        offeredAt\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation OfferDateBack($input: OfferDateBackInput!) {\n    offerDateBack(input: $input) {\n      notice {\n        id\n        offeredAt\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query OutboxSummary {\n    emailOutboxSummary {\n      mode\n      queued\n      sending\n      sent\n      failed\n      total\n    }\n  }\n"): (typeof documents)["\n  query OutboxSummary {\n    emailOutboxSummary {\n      mode\n      queued\n      sending\n      sent\n      failed\n      total\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query OutboxMessages($status: OutboxStatus, $first: Int, $after: String) {\n    outboxMessages(status: $status, first: $first, after: $after) {\n      totalCount\n      pageInfo {\n        ...LoadOlder_pageInfo\n      }\n      nodes {\n        id\n        kind\n        to\n        replyTo\n        subject\n        status\n        attempts\n        lastError\n        createdAt\n        nextAttemptAt\n        sentAt\n        text\n        html\n      }\n    }\n  }\n"): (typeof documents)["\n  query OutboxMessages($status: OutboxStatus, $first: Int, $after: String) {\n    outboxMessages(status: $status, first: $first, after: $after) {\n      totalCount\n      pageInfo {\n        ...LoadOlder_pageInfo\n      }\n      nodes {\n        id\n        kind\n        to\n        replyTo\n        subject\n        status\n        attempts\n        lastError\n        createdAt\n        nextAttemptAt\n        sentAt\n        text\n        html\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RetryOutboxMessage($input: RetryOutboxMessageInput!) {\n    retryOutboxMessage(input: $input) {\n      message {\n        id\n        status\n        attempts\n        nextAttemptAt\n        lastError\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation RetryOutboxMessage($input: RetryOutboxMessageInput!) {\n    retryOutboxMessage(input: $input) {\n      message {\n        id\n        status\n        attempts\n        nextAttemptAt\n        lastError\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminPageSettings {\n    pageSettings {\n      id\n      pageSlug\n      pageName\n      description\n      isActive\n      sortOrder\n      path\n      version\n    }\n    siteSettings {\n      branding {\n        siteTitle\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminPageSettings {\n    pageSettings {\n      id\n      pageSlug\n      pageName\n      description\n      isActive\n      sortOrder\n      path\n      version\n    }\n    siteSettings {\n      branding {\n        siteTitle\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdatePageSetting($input: UpdatePageSettingInput!) {\n    updatePageSetting(input: $input) {\n      pageSetting {\n        id\n        pageName\n        description\n        isActive\n        version\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation UpdatePageSetting($input: UpdatePageSettingInput!) {\n    updatePageSetting(input: $input) {\n      pageSetting {\n        id\n        pageName\n        description\n        isActive\n        version\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ReorderPageSettings($input: ReorderPageSettingsInput!) {\n    reorderPageSettings(input: $input) {\n      pageSettings {\n        id\n        sortOrder\n        version\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation ReorderPageSettings($input: ReorderPageSettingsInput!) {\n    reorderPageSettings(input: $input) {\n      pageSettings {\n        id\n        sortOrder\n        version\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription AdminPageSettingsChanged {\n    pageSettingsChanged {\n      changedAt\n    }\n  }\n"): (typeof documents)["\n  subscription AdminPageSettingsChanged {\n    pageSettingsChanged {\n      changedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RequestEmailChange($input: RequestEmailChangeInput!) {\n    requestEmailChange(input: $input) {\n      pendingEmail\n    }\n  }\n"): (typeof documents)["\n  mutation RequestEmailChange($input: RequestEmailChangeInput!) {\n    requestEmailChange(input: $input) {\n      pendingEmail\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ChangePassword($input: ChangePasswordInput!) {\n    changePassword(input: $input) {\n      signedOutSessions\n    }\n  }\n"): (typeof documents)["\n  mutation ChangePassword($input: ChangePasswordInput!) {\n    changePassword(input: $input) {\n      signedOutSessions\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SendMyPasswordResetLink($input: RequestPasswordResetInput!) {\n    requestPasswordReset(input: $input) {\n      accepted\n    }\n  }\n"): (typeof documents)["\n  mutation SendMyPasswordResetLink($input: RequestPasswordResetInput!) {\n    requestPasswordReset(input: $input) {\n      accepted\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateProfile($input: UpdateProfileInput!) {\n    updateProfile(input: $input) {\n      viewer {\n        id\n        displayName\n        avatarUrl\n        profileVersion\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateProfile($input: UpdateProfileInput!) {\n    updateProfile(input: $input) {\n      viewer {\n        id\n        displayName\n        avatarUrl\n        profileVersion\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProfileScreen {\n    viewer {\n      id\n      email\n      role\n      displayName\n      avatarUrl\n      profileVersion\n      pendingEmail\n    }\n    mySessions {\n      id\n      createdAt\n      lastSeenAt\n      device\n      ipAddress\n      current\n    }\n  }\n"): (typeof documents)["\n  query ProfileScreen {\n    viewer {\n      id\n      email\n      role\n      displayName\n      avatarUrl\n      profileVersion\n      pendingEmail\n    }\n    mySessions {\n      id\n      createdAt\n      lastSeenAt\n      device\n      ipAddress\n      current\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RevokeSession($input: RevokeSessionInput!) {\n    revokeSession(input: $input) {\n      revokedSessionId\n    }\n  }\n"): (typeof documents)["\n  mutation RevokeSession($input: RevokeSessionInput!) {\n    revokeSession(input: $input) {\n      revokedSessionId\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SignOutOtherSessions {\n    signOutOtherSessions {\n      signedOutSessions\n    }\n  }\n"): (typeof documents)["\n  mutation SignOutOtherSessions {\n    signOutOtherSessions {\n      signedOutSessions\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation BlockDate($input: BlockDateInput!) {\n    blockDate(input: $input) {\n      specialDate {\n        id\n        date\n        status\n        notes\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation BlockDate($input: BlockDateInput!) {\n    blockDate(input: $input) {\n      specialDate {\n        id\n        date\n        status\n        notes\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UnblockDate($input: UnblockDateInput!) {\n    unblockDate(input: $input) {\n      id\n      specialDate {\n        id\n        date\n        status\n        notes\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation UnblockDate($input: UnblockDateInput!) {\n    unblockDate(input: $input) {\n      id\n      specialDate {\n        id\n        date\n        status\n        notes\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ConfirmBookingAndBlockDate($input: ConfirmBookingAndBlockDateInput!) {\n    confirmBookingAndBlockDate(input: $input) {\n      booking {\n        id\n        status\n        allowedTransitions\n      }\n      specialDate {\n        id\n        date\n        status\n        notes\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation ConfirmBookingAndBlockDate($input: ConfirmBookingAndBlockDateInput!) {\n    confirmBookingAndBlockDate(input: $input) {\n      booking {\n        id\n        status\n        allowedTransitions\n      }\n      specialDate {\n        id\n        date\n        status\n        notes\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query QuickBlock($today: LocalDate!, $shown: Int!) {\n    bookings(status: PENDING, eventDateFrom: $today, orderBy: EVENT_DATE_ASC, first: $shown) {\n      totalCount\n      nodes {\n        ...BookingSummary_booking\n      }\n    }\n    blocked: specialDates(status: UNAVAILABLE, from: $today, first: 100) {\n      nodes {\n        id\n        date\n        status\n        notes\n        replaces\n      }\n    }\n  }\n"): (typeof documents)["\n  query QuickBlock($today: LocalDate!, $shown: Int!) {\n    bookings(status: PENDING, eventDateFrom: $today, orderBy: EVENT_DATE_ASC, first: $shown) {\n      totalCount\n      nodes {\n        ...BookingSummary_booking\n      }\n    }\n    blocked: specialDates(status: UNAVAILABLE, from: $today, first: 100) {\n      nodes {\n        id\n        date\n        status\n        notes\n        replaces\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Reports($from: YearMonth!, $to: YearMonth!) {\n    reports(from: $from, to: $to) {\n      from\n      to\n      totalRevenueCents\n      totalBookings\n      conversionRate\n      averageLeadTimeDays\n      months {\n        month\n        revenueCents\n        bookings\n        inquiries\n        convertedInquiries\n        conversionRate\n        bookedDays\n        openDays\n        occupancy\n      }\n      bookingsByEventType {\n        eventType\n        bookings\n        revenueCents\n      }\n      bookingsBySource {\n        source\n        bookings\n      }\n      pipeline {\n        stage\n        inquiries\n      }\n      lostReasons {\n        reason\n        inquiries\n      }\n      paymentsReceived {\n        receivedCents\n        refundedCents\n        netCents\n        months {\n          month\n          payments\n          receivedCents\n          refundedCents\n          netCents\n        }\n      }\n      conversionBySource {\n        source\n        inquiries\n        convertedInquiries\n        conversionRate\n      }\n      moneyOutstanding {\n        totalCents\n        overdueCents\n        months {\n          month\n          dueCents\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query Reports($from: YearMonth!, $to: YearMonth!) {\n    reports(from: $from, to: $to) {\n      from\n      to\n      totalRevenueCents\n      totalBookings\n      conversionRate\n      averageLeadTimeDays\n      months {\n        month\n        revenueCents\n        bookings\n        inquiries\n        convertedInquiries\n        conversionRate\n        bookedDays\n        openDays\n        occupancy\n      }\n      bookingsByEventType {\n        eventType\n        bookings\n        revenueCents\n      }\n      bookingsBySource {\n        source\n        bookings\n      }\n      pipeline {\n        stage\n        inquiries\n      }\n      lostReasons {\n        reason\n        inquiries\n      }\n      paymentsReceived {\n        receivedCents\n        refundedCents\n        netCents\n        months {\n          month\n          payments\n          receivedCents\n          refundedCents\n          netCents\n        }\n      }\n      conversionBySource {\n        source\n        inquiries\n        convertedInquiries\n        conversionRate\n      }\n      moneyOutstanding {\n        totalCents\n        overdueCents\n        months {\n          month\n          dueCents\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ResourcesPageVisibility {\n    page(slug: \"resources\") {\n      id\n      isActive\n    }\n  }\n"): (typeof documents)["\n  query ResourcesPageVisibility {\n    page(slug: \"resources\") {\n      id\n      isActive\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateContentSection($input: CreateContentSectionInput!) {\n    createContentSection(input: $input) {\n      contentSection {\n        id\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation CreateContentSection($input: CreateContentSectionInput!) {\n    createContentSection(input: $input) {\n      contentSection {\n        id\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteContentSection($input: DeleteContentSectionInput!) {\n    deleteContentSection(input: $input) {\n      deletedId\n    }\n  }\n"): (typeof documents)["\n  mutation DeleteContentSection($input: DeleteContentSectionInput!) {\n    deleteContentSection(input: $input) {\n      deletedId\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription CalendarChanged {\n    calendarChanged {\n      reason\n      changedAt\n    }\n  }\n"): (typeof documents)["\n  subscription CalendarChanged {\n    calendarChanged {\n      reason\n      changedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription FaqsChanged {\n    faqsChanged {\n      reason\n      changedAt\n    }\n  }\n"): (typeof documents)["\n  subscription FaqsChanged {\n    faqsChanged {\n      reason\n      changedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription AdminSiteSettingsChanged {\n    siteSettingsChanged {\n      key\n      changedAt\n    }\n  }\n"): (typeof documents)["\n  subscription AdminSiteSettingsChanged {\n    siteSettingsChanged {\n      key\n      changedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription AdminPagesChanged {\n    pageSettingsChanged {\n      changedAt\n    }\n  }\n"): (typeof documents)["\n  subscription AdminPagesChanged {\n    pageSettingsChanged {\n      changedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription AccountChanged {\n    accountChanged {\n      change\n      changedAt\n    }\n  }\n"): (typeof documents)["\n  subscription AccountChanged {\n    accountChanged {\n      change\n      changedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription OutboxChanged {\n    outboxChanged {\n      messageId\n      status\n      changedAt\n    }\n  }\n"): (typeof documents)["\n  subscription OutboxChanged {\n    outboxChanged {\n      messageId\n      status\n      changedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription FollowUpsChanged {\n    followUpsChanged {\n      kind\n      changedAt\n    }\n  }\n"): (typeof documents)["\n  subscription FollowUpsChanged {\n    followUpsChanged {\n      kind\n      changedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription BookingTermsChanged {\n    bookingTermsChanged {\n      version\n      changedAt\n    }\n  }\n"): (typeof documents)["\n  subscription BookingTermsChanged {\n    bookingTermsChanged {\n      version\n      changedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription ApiAllowedOriginsChanged {\n    apiAllowedOriginsChanged {\n      version\n      changedAt\n    }\n  }\n"): (typeof documents)["\n  subscription ApiAllowedOriginsChanged {\n    apiAllowedOriginsChanged {\n      version\n      changedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription SetupChanged {\n    setupChanged {\n      change\n      changedAt\n    }\n  }\n"): (typeof documents)["\n  subscription SetupChanged {\n    setupChanged {\n      change\n      changedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription TimelineChanged {\n    timelineChanged {\n      changedAt\n    }\n  }\n"): (typeof documents)["\n  subscription TimelineChanged {\n    timelineChanged {\n      changedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription WebhooksChanged {\n    webhooksChanged {\n      change\n      changedAt\n    }\n  }\n"): (typeof documents)["\n  subscription WebhooksChanged {\n    webhooksChanged {\n      change\n      changedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query VenueTimeZone {\n    calendarMonth(month: \"2000-01\") {\n      timeZone\n    }\n  }\n"): (typeof documents)["\n  query VenueTimeZone {\n    calendarMonth(month: \"2000-01\") {\n      timeZone\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SocialFooterSettings {\n    contactInfo {\n      phone\n      email\n      address\n      hours\n    }\n    siteSettings {\n      footer {\n        ...SocialFooter_footer\n      }\n      social {\n        ...SocialFooter_social\n      }\n    }\n  }\n"): (typeof documents)["\n  query SocialFooterSettings {\n    contactInfo {\n      phone\n      email\n      address\n      hours\n    }\n    siteSettings {\n      footer {\n        ...SocialFooter_footer\n      }\n      social {\n        ...SocialFooter_social\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SocialFooter_footer on FooterSettings {\n    companyName\n    tagline\n    copyright\n    showSocialLinks\n    showContactInfo\n    showBusinessHours\n    version\n  }\n"): (typeof documents)["\n  fragment SocialFooter_footer on FooterSettings {\n    companyName\n    tagline\n    copyright\n    showSocialLinks\n    showContactInfo\n    showBusinessHours\n    version\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SocialFooter_social on SocialLinks {\n    facebook\n    instagram\n    twitter\n    linkedin\n    youtube\n    version\n  }\n"): (typeof documents)["\n  fragment SocialFooter_social on SocialLinks {\n    facebook\n    instagram\n    twitter\n    linkedin\n    youtube\n    version\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateSocialAndFooter($input: UpdateSocialAndFooterInput!) {\n    updateSocialAndFooter(input: $input) {\n      footer {\n        ...SocialFooter_footer\n      }\n      social {\n        ...SocialFooter_social\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateSocialAndFooter($input: UpdateSocialAndFooterInput!) {\n    updateSocialAndFooter(input: $input) {\n      footer {\n        ...SocialFooter_footer\n      }\n      social {\n        ...SocialFooter_social\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment TermsForm_terms on BookingTerms {\n    paymentGraceDays\n    quoteTerms\n    cancellationPolicy {\n      noticeDays\n      creditValidMonths\n      text\n      early { keep feeCents keptAs }\n      late { keep feeCents keptAs }\n    }\n    updatedAt\n    version\n  }\n"): (typeof documents)["\n  fragment TermsForm_terms on BookingTerms {\n    paymentGraceDays\n    quoteTerms\n    cancellationPolicy {\n      noticeDays\n      creditValidMonths\n      text\n      early { keep feeCents keptAs }\n      late { keep feeCents keptAs }\n    }\n    updatedAt\n    version\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TermsSection {\n    bookingTerms {\n      ...TermsForm_terms\n    }\n  }\n"): (typeof documents)["\n  query TermsSection {\n    bookingTerms {\n      ...TermsForm_terms\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateBookingTerms($input: UpdateBookingTermsInput!) {\n    updateBookingTerms(input: $input) {\n      bookingTerms {\n        ...TermsForm_terms\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateBookingTerms($input: UpdateBookingTermsInput!) {\n    updateBookingTerms(input: $input) {\n      bookingTerms {\n        ...TermsForm_terms\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ClientTimeline($inquiryId: ID, $bookingId: ID) {\n    timeline(inquiryId: $inquiryId, bookingId: $bookingId) {\n      id\n      at\n      kind\n      label\n      summary\n      actor\n      actorName\n      email {\n        to\n        subject\n        text\n        status\n        skipReason\n      }\n    }\n  }\n"): (typeof documents)["\n  query ClientTimeline($inquiryId: ID, $bookingId: ID) {\n    timeline(inquiryId: $inquiryId, bookingId: $bookingId) {\n      id\n      at\n      kind\n      label\n      summary\n      actor\n      actorName\n      email {\n        to\n        subject\n        text\n        status\n        skipReason\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateWebhookEndpoint($input: CreateWebhookEndpointInput!) {\n    createWebhookEndpoint(input: $input) {\n      secret\n      endpoint {\n        id\n        url\n      }\n      userErrors {\n        field\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation CreateWebhookEndpoint($input: CreateWebhookEndpointInput!) {\n    createWebhookEndpoint(input: $input) {\n      secret\n      endpoint {\n        id\n        url\n      }\n      userErrors {\n        field\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query WebhookDeliveries($endpointId: ID!, $first: Int, $after: String) {\n    webhookDeliveries(endpointId: $endpointId, first: $first, after: $after) {\n      totalCount\n      pageInfo {\n        ...LoadOlder_pageInfo\n      }\n      nodes {\n        id\n        messageId\n        eventType\n        occurredAt\n        payload\n        status\n        attempts\n        nextAttemptAt\n        lastAttemptAt\n        lastStatusCode\n        lastError\n        lastResponse\n        lastDurationMs\n        replayOf\n        createdAt\n      }\n    }\n  }\n"): (typeof documents)["\n  query WebhookDeliveries($endpointId: ID!, $first: Int, $after: String) {\n    webhookDeliveries(endpointId: $endpointId, first: $first, after: $after) {\n      totalCount\n      pageInfo {\n        ...LoadOlder_pageInfo\n      }\n      nodes {\n        id\n        messageId\n        eventType\n        occurredAt\n        payload\n        status\n        attempts\n        nextAttemptAt\n        lastAttemptAt\n        lastStatusCode\n        lastError\n        lastResponse\n        lastDurationMs\n        replayOf\n        createdAt\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ReplayWebhookDelivery($input: ReplayWebhookDeliveryInput!) {\n    replayWebhookDelivery(input: $input) {\n      delivery {\n        id\n        status\n      }\n      userErrors {\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation ReplayWebhookDelivery($input: ReplayWebhookDeliveryInput!) {\n    replayWebhookDelivery(input: $input) {\n      delivery {\n        id\n        status\n      }\n      userErrors {\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query WebhookEndpoints {\n    webhookEndpoints {\n      id\n      url\n      description\n      eventTypes\n      enabled\n      secretHint\n      registeredByApiToken\n      pendingDeliveries\n      failedDeliveries\n      version\n      createdAt\n      lastDelivery {\n        id\n        status\n        createdAt\n      }\n    }\n  }\n"): (typeof documents)["\n  query WebhookEndpoints {\n    webhookEndpoints {\n      id\n      url\n      description\n      eventTypes\n      enabled\n      secretHint\n      registeredByApiToken\n      pendingDeliveries\n      failedDeliveries\n      version\n      createdAt\n      lastDelivery {\n        id\n        status\n        createdAt\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateWebhookEndpoint($input: UpdateWebhookEndpointInput!) {\n    updateWebhookEndpoint(input: $input) {\n      endpoint {\n        id\n        enabled\n        version\n      }\n      userErrors {\n        message\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateWebhookEndpoint($input: UpdateWebhookEndpointInput!) {\n    updateWebhookEndpoint(input: $input) {\n      endpoint {\n        id\n        enabled\n        version\n      }\n      userErrors {\n        message\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RotateWebhookSecret($input: WebhookEndpointIdInput!) {\n    rotateWebhookSecret(input: $input) {\n      secret\n      endpoint {\n        id\n        url\n        secretHint\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation RotateWebhookSecret($input: WebhookEndpointIdInput!) {\n    rotateWebhookSecret(input: $input) {\n      secret\n      endpoint {\n        id\n        url\n        secretHint\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteWebhookEndpoint($input: WebhookEndpointIdInput!) {\n    deleteWebhookEndpoint(input: $input) {\n      deletedEndpointId\n    }\n  }\n"): (typeof documents)["\n  mutation DeleteWebhookEndpoint($input: WebhookEndpointIdInput!) {\n    deleteWebhookEndpoint(input: $input) {\n      deletedEndpointId\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RequestPasswordReset($input: RequestPasswordResetInput!) {\n    requestPasswordReset(input: $input) {\n      accepted\n    }\n  }\n"): (typeof documents)["\n  mutation RequestPasswordReset($input: RequestPasswordResetInput!) {\n    requestPasswordReset(input: $input) {\n      accepted\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ConfirmEmailChange($input: ConfirmEmailChangeInput!) {\n    confirmEmailChange(input: $input) {\n      email\n    }\n  }\n"): (typeof documents)["\n  mutation ConfirmEmailChange($input: ConfirmEmailChangeInput!) {\n    confirmEmailChange(input: $input) {\n      email\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PasswordResetTokenStatus($token: String!) {\n    passwordResetTokenStatus(token: $token)\n  }\n"): (typeof documents)["\n  query PasswordResetTokenStatus($token: String!) {\n    passwordResetTokenStatus(token: $token)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ResetPassword($input: ResetPasswordInput!) {\n    resetPassword(input: $input) {\n      email\n    }\n  }\n"): (typeof documents)["\n  mutation ResetPassword($input: ResetPasswordInput!) {\n    resetPassword(input: $input) {\n      email\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SignIn($input: SignInInput!) {\n    signIn(input: $input) {\n      viewer {\n        ...Viewer_fields\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation SignIn($input: SignInInput!) {\n    signIn(input: $input) {\n      viewer {\n        ...Viewer_fields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SignOut {\n    signOut {\n      signedOut\n    }\n  }\n"): (typeof documents)["\n  mutation SignOut {\n    signOut {\n      signedOut\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment Viewer_fields on Viewer {\n    id\n    email\n    role\n    isAdmin\n    displayName\n    avatarUrl\n  }\n"): (typeof documents)["\n  fragment Viewer_fields on Viewer {\n    id\n    email\n    role\n    isAdmin\n    displayName\n    avatarUrl\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Viewer {\n    viewer {\n      ...Viewer_fields\n    }\n  }\n"): (typeof documents)["\n  query Viewer {\n    viewer {\n      ...Viewer_fields\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PublicCalendarMonth($month: YearMonth!) {\n    calendarMonth(month: $month) {\n      month\n      today\n      lastBookableDate\n      days {\n        date\n        status\n        isPast\n        isBookable\n        notBookableReason\n        timeSlots\n        startTime\n        endTime\n        notes\n        premiumMultiplier\n        isHeld\n      }\n    }\n  }\n"): (typeof documents)["\n  query PublicCalendarMonth($month: YearMonth!) {\n    calendarMonth(month: $month) {\n      month\n      today\n      lastBookableDate\n      days {\n        date\n        status\n        isPast\n        isBookable\n        notBookableReason\n        timeSlots\n        startTime\n        endTime\n        notes\n        premiumMultiplier\n        isHeld\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SlotAvailability($date: LocalDate!, $startTime: LocalTime!, $endTime: LocalEndTime!) {\n    isDateAvailable(date: $date, startTime: $startTime, endTime: $endTime)\n  }\n"): (typeof documents)["\n  query SlotAvailability($date: LocalDate!, $startTime: LocalTime!, $endTime: LocalEndTime!) {\n    isDateAvailable(date: $date, startTime: $startTime, endTime: $endTime)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RequestBooking($input: RequestBookingInput!) {\n    requestBooking(input: $input) {\n      booking {\n        id\n        reference\n        status\n        eventDate\n        startTime\n        endTime\n        guestCount\n        eventType\n        clientName\n        clientEmail\n        clientPhone\n        specialRequests\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation RequestBooking($input: RequestBookingInput!) {\n    requestBooking(input: $input) {\n      booking {\n        id\n        reference\n        status\n        eventDate\n        startTime\n        endTime\n        guestCount\n        eventType\n        clientName\n        clientEmail\n        clientPhone\n        specialRequests\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query VenueToday($month: YearMonth!) {\n    calendarMonth(month: $month) {\n      today\n      timeZone\n    }\n  }\n"): (typeof documents)["\n  query VenueToday($month: YearMonth!) {\n    calendarMonth(month: $month) {\n      today\n      timeZone\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DesiredDateMonth($month: YearMonth!) {\n    calendarMonth(month: $month) {\n      month\n      today\n      lastBookableDate\n      days {\n        date\n        status\n        isPast\n        isBookable\n        notBookableReason\n        startTime\n        endTime\n        premiumMultiplier\n      }\n    }\n  }\n"): (typeof documents)["\n  query DesiredDateMonth($month: YearMonth!) {\n    calendarMonth(month: $month) {\n      month\n      today\n      lastBookableDate\n      days {\n        date\n        status\n        isPast\n        isBookable\n        notBookableReason\n        startTime\n        endTime\n        premiumMultiplier\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SubmitInquiry($input: SubmitInquiryInput!) {\n    submitInquiry(input: $input) {\n      inquiry {\n        id\n        reference\n        name\n        email\n        phone\n        eventType\n        desiredDate\n        alternativeDates\n        message\n      }\n      heldForReview\n    }\n  }\n"): (typeof documents)["\n  mutation SubmitInquiry($input: SubmitInquiryInput!) {\n    submitInquiry(input: $input) {\n      inquiry {\n        id\n        reference\n        name\n        email\n        phone\n        eventType\n        desiredDate\n        alternativeDates\n        message\n      }\n      heldForReview\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PublicContentSections($type: ContentSectionType, $preview: Boolean) {\n    contentSections(type: $type, preview: $preview) {\n      id\n      sectionKey\n      title\n      content\n      link\n    }\n    hiddenContentSectionKeys(type: $type)\n  }\n"): (typeof documents)["\n  query PublicContentSections($type: ContentSectionType, $preview: Boolean) {\n    contentSections(type: $type, preview: $preview) {\n      id\n      sectionKey\n      title\n      content\n      link\n    }\n    hiddenContentSectionKeys(type: $type)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PublicContactInfo($preview: Boolean) {\n    contactInfo(preview: $preview) {\n      phone\n      email\n      address\n      hours\n    }\n  }\n"): (typeof documents)["\n  query PublicContactInfo($preview: Boolean) {\n    contactInfo(preview: $preview) {\n      phone\n      email\n      address\n      hours\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query FaqPage {\n    faqs {\n      id\n      question\n      answer\n      category\n    }\n  }\n"): (typeof documents)["\n  query FaqPage {\n    faqs {\n      id\n      question\n      answer\n      category\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GalleryPage($preview: Boolean) {\n    galleryImages(preview: $preview) {\n      id\n      title\n      category\n      imageUrl\n      altText\n      width\n      height\n    }\n  }\n"): (typeof documents)["\n  query GalleryPage($preview: Boolean) {\n    galleryImages(preview: $preview) {\n      id\n      title\n      category\n      imageUrl\n      altText\n      width\n      height\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query HomeHero($preview: Boolean) {\n    heroSlides(preview: $preview) {\n      id\n      title\n      subtitle\n      imageUrl\n      altText\n    }\n  }\n"): (typeof documents)["\n  query HomeHero($preview: Boolean) {\n    heroSlides(preview: $preview) {\n      id\n      title\n      subtitle\n      imageUrl\n      altText\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PublicLayout {\n    navigationPages {\n      id\n      pageSlug\n      pageName\n      description\n      path\n    }\n    siteSettings {\n      footer {\n        companyName\n        tagline\n        copyright\n        showSocialLinks\n        showContactInfo\n        showBusinessHours\n      }\n      social {\n        facebook\n        instagram\n        twitter\n        linkedin\n        youtube\n      }\n      branding {\n        siteTitle\n        siteDescription\n        logoUrl\n        faviconUrl\n        shareImage {\n          url\n          alt\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query PublicLayout {\n    navigationPages {\n      id\n      pageSlug\n      pageName\n      description\n      path\n    }\n    siteSettings {\n      footer {\n        companyName\n        tagline\n        copyright\n        showSocialLinks\n        showContactInfo\n        showBusinessHours\n      }\n      social {\n        facebook\n        instagram\n        twitter\n        linkedin\n        youtube\n      }\n      branding {\n        siteTitle\n        siteDescription\n        logoUrl\n        faviconUrl\n        shareImage {\n          url\n          alt\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription PageSettingsChanged {\n    pageSettingsChanged {\n      changedAt\n    }\n  }\n"): (typeof documents)["\n  subscription PageSettingsChanged {\n    pageSettingsChanged {\n      changedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription SiteSettingsChanged {\n    siteSettingsChanged {\n      key\n      changedAt\n    }\n  }\n"): (typeof documents)["\n  subscription SiteSettingsChanged {\n    siteSettingsChanged {\n      key\n      changedAt\n    }\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;