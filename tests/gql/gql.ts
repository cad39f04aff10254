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
    "\n  mutation OriginsSet($input: SetApiAllowedOriginsInput!) {\n    setApiAllowedOrigins(input: $input) { origins userErrors { field code message } }\n  }\n": typeof types.OriginsSetDocument,
    "\n  query BookingMoneyTest($id: ID!) {\n    booking(id: $id) {\n      id status totalCostCents priceAgreed\n      money { chargedCents agreedCents feesCents receivedCents refundedCents paidCents balanceCents dueCents creditCents }\n      ledger { id kind reason amountCents owedChangeCents balanceAfterCents description voidsEntryId voidedById method occurredOn note actor actorName }\n      paymentSummary { status totalCents paidCents outstandingCents creditCents }\n      payments { id amountCents receivedOn }\n      cancellationTerms { tier keptCents keptAs refundCents explanation }\n      history { summary actor actorName fromStatus toStatus }\n    }\n  }\n": typeof types.BookingMoneyTestDocument,
    "\n  mutation BookingMoneyTestConfirm($input: UpdateBookingStatusInput!) { updateBookingStatus(input: $input) { booking { id status } } }\n": typeof types.BookingMoneyTestConfirmDocument,
    "\n  mutation BookingMoneyTestPay($input: RecordPaymentInput!) { recordPayment(input: $input) { payment { id amountCents } creditCents booking { id paymentSummary { status creditCents } } } }\n": typeof types.BookingMoneyTestPayDocument,
    "\n  mutation BookingMoneyTestRefund($input: RecordRefundInput!) { recordRefund(input: $input) { entry { id kind amountCents balanceAfterCents } booking { id money { paidCents } } } }\n": typeof types.BookingMoneyTestRefundDocument,
    "\n  mutation BookingMoneyTestVoid($input: VoidLedgerEntryInput!) { voidLedgerEntry(input: $input) { entry { id reason voidsEntryId note } booking { id money { paidCents } } } }\n": typeof types.BookingMoneyTestVoidDocument,
    "\n  mutation BookingMoneyTestDelete($input: DeletePaymentInput!) { deletePayment(input: $input) { deletedId booking { id payments { id } } } }\n": typeof types.BookingMoneyTestDeleteDocument,
    "\n  mutation BookingMoneyTestCancel($input: CancelBookingInput!) { cancelBooking(input: $input) { booking { id status } } }\n": typeof types.BookingMoneyTestCancelDocument,
    "\n  query Overview {\n    dashboardOverview {\n      today pendingBookings confirmedBookings completedBookings cancelledBookings totalBookings totalRevenueCents newInquiries heldInquiries\n      contentSections { active total } galleryImages { active total } heroSlides { active total }\n      recentBookings { id clientName createdAt } upcomingBookings { eventDate status }\n      recentContent { id title content } pendingChangeCount\n    }\n  }\n": typeof types.OverviewDocument,
    "\n      mutation EnumValuesUpdateBookingStatus($input: UpdateBookingStatusInput!) {\n        updateBookingStatus(input: $input) { booking { id status source allowedTransitions } }\n      }\n    ": typeof types.EnumValuesUpdateBookingStatusDocument,
    "\n      query EnumValuesOutbox($status: OutboxStatus) {\n        outboxMessages(first: 5, status: $status) { nodes { status } }\n        emailOutboxSummary { mode }\n      }\n    ": typeof types.EnumValuesOutboxDocument,
    "query FaqsTestPublic { faqs { id question category sortOrder isActive } }": typeof types.FaqsTestPublicDocument,
    "query FaqsTestAdmin { adminFaqs { id question answer category sortOrder isActive } }": typeof types.FaqsTestAdminDocument,
    "mutation FaqsTestCreate($input: CreateFaqInput!) { createFaq(input: $input) { faq { id question answer category sortOrder isActive } } }": typeof types.FaqsTestCreateDocument,
    "mutation FaqsTestUpdate($input: UpdateFaqInput!) { updateFaq(input: $input) { faq { id question answer category isActive } } }": typeof types.FaqsTestUpdateDocument,
    "mutation FaqsTestDelete($input: DeleteFaqInput!) { deleteFaq(input: $input) { deletedId } }": typeof types.FaqsTestDeleteDocument,
    "mutation FaqsTestReorder($input: ReorderFaqsInput!) { reorderFaqs(input: $input) { faqs { id sortOrder } } }": typeof types.FaqsTestReorderDocument,
    "\n  query FollowUpsTestList {\n    followUps { kind label sentTo enabled subject body days defaultSubject defaultBody defaultDays updatedAt placeholders { name description example } }\n  }\n": typeof types.FollowUpsTestListDocument,
    "\n  mutation FollowUpsTestUpdate($input: UpdateFollowUpInput!) {\n    updateFollowUp(input: $input) { followUp { kind enabled subject body days } }\n  }\n": typeof types.FollowUpsTestUpdateDocument,
    "\n  mutation FollowUpsTestReset($input: ResetFollowUpInput!) {\n    resetFollowUp(input: $input) { followUp { kind enabled subject body days } }\n  }\n": typeof types.FollowUpsTestResetDocument,
    "\n  query FollowUpsTestPreview($input: PreviewFollowUpInput!) {\n    previewFollowUp(input: $input) { subject text html problem }\n  }\n": typeof types.FollowUpsTestPreviewDocument,
    "\n  mutation HoldsTestPlace($input: PlaceHoldInput!) {\n    placeHold(input: $input) { hold { id date startTime endTime clientName status position isSecondOption expiresAt inquiry { id } booking { id } } }\n  }\n": typeof types.HoldsTestPlaceDocument,
    "\n  mutation HoldsTestRelease($input: ReleaseHoldInput!) {\n    releaseHold(input: $input) { hold { id status endedAt } promoted { id clientEmail position promotedAt expiresAt } }\n  }\n": typeof types.HoldsTestReleaseDocument,
    "\n  mutation HoldsTestExtend($input: ExtendHoldInput!) { extendHold(input: $input) { hold { id expiresAt reminderSentAt } } }\n": typeof types.HoldsTestExtendDocument,
    "\n  query HoldsTestList($from: LocalDate!, $to: LocalDate!, $includeEnded: Boolean) {\n    holds(from: $from, to: $to, includeEnded: $includeEnded) { id date clientName status position }\n  }\n": typeof types.HoldsTestListDocument,
    "\n  query HoldsTestForInquiry($id: ID!, $search: String!) {\n    holdsForInquiry(inquiryId: $id) { id status }\n    inquiries(search: $search, first: 1) { nodes { id activeHold { id position } } }\n  }\n": typeof types.HoldsTestForInquiryDocument,
    "\n  mutation HoldsTestStatus($input: UpdateBookingStatusInput!) { updateBookingStatus(input: $input) { booking { id status activeHold { id } } } }\n": typeof types.HoldsTestStatusDocument,
    "\n  mutation HoldsTestConfirmBlock($input: ConfirmBookingAndBlockDateInput!) { confirmBookingAndBlockDate(input: $input) { booking { id status } } }\n": typeof types.HoldsTestConfirmBlockDocument,
    "\n  query HoldsTestMonth($month: YearMonth!) { calendarMonth(month: $month) { days { date status isHeld isBookable notes } } }\n": typeof types.HoldsTestMonthDocument,
    "\n  mutation IntakeCreate($input: CreateInquiryInput!) {\n    createInquiry(input: $input) {\n      inquiry { id name source status createdAt }\n      userErrors { field code message }\n    }\n  }\n": typeof types.IntakeCreateDocument,
    "\n  mutation IntakeImport($input: ImportInquiriesInput!) {\n    importInquiries(input: $input) {\n      importedCount\n      inquiries { id name status }\n      userErrors { field code }\n    }\n  }\n": typeof types.IntakeImportDocument,
    "\n  mutation NoticesTestPlace($input: PlaceHoldInput!) {\n    placeHold(input: $input) { hold { id position } }\n  }\n": typeof types.NoticesTestPlaceDocument,
    "\n  query NoticesTestOthers($bookingId: ID!) {\n    othersOnSlot(bookingId: $bookingId) { others { clientName clientEmail holdPosition openQuoteStatuses description } defaultSubject defaultBody placeholders }\n  }\n": typeof types.NoticesTestOthersDocument,
    "\n  mutation NoticesTestStatus($input: UpdateBookingStatusInput!) {\n    updateBookingStatus(input: $input) { booking { id status } userErrors { field message } }\n  }\n": typeof types.NoticesTestStatusDocument,
    "\n  query NoticesTestList {\n    ownerNotices { unread notices { id kind title body offeredAt readAt offer { clientName date } } }\n  }\n": typeof types.NoticesTestListDocument,
    "\n  mutation NoticesTestOffer($input: OfferDateBackInput!) {\n    offerDateBack(input: $input) { notice { id offeredAt } userErrors { message } }\n  }\n": typeof types.NoticesTestOfferDocument,
    "\n  mutation NoticesTestRead($input: MarkOwnerNoticesReadInput!) {\n    markOwnerNoticesRead(input: $input) { marked }\n  }\n": typeof types.NoticesTestReadDocument,
    "\n  query NoticesTestAlerts {\n    ownerAlerts { kind label enabled }\n  }\n": typeof types.NoticesTestAlertsDocument,
    "\n  mutation NoticesTestSetAlert($input: SetOwnerAlertInput!) {\n    setOwnerAlert(input: $input) { alert { kind enabled } }\n  }\n": typeof types.NoticesTestSetAlertDocument,
    "\n  query NoticesTestTimeline($inquiryId: ID, $bookingId: ID) {\n    timeline(inquiryId: $inquiryId, bookingId: $bookingId) { id kind label summary actor actorName email { to subject text status } }\n  }\n": typeof types.NoticesTestTimelineDocument,
    "query QuotesTestQuote($id: ID!) { quote(id: $id) { id lines { description } schedule { amountCents } } }": typeof types.QuotesTestQuoteDocument,
    "query QuotesTestQuoteAgain($id: ID!) { quote(id: $id) { id lines { description } schedule { amountCents } } }": typeof types.QuotesTestQuoteAgainDocument,
    "\n  mutation SalesPathSubmit($input: SubmitInquiryInput!) { submitInquiry(input: $input) { inquiry { id source } } }\n": typeof types.SalesPathSubmitDocument,
    "\n  mutation SalesPathSetSource($input: UpdateInquirySourceInput!) { updateInquirySource(input: $input) { inquiry { id source } } }\n": typeof types.SalesPathSetSourceDocument,
    "\n  query SalesPathInquiries($search: String!) { inquiries(search: $search, first: 5) { nodes { id source } } }\n": typeof types.SalesPathInquiriesDocument,
    "\n  query SalesPathReports($from: YearMonth!, $to: YearMonth!) {\n    reports(from: $from, to: $to) { conversionRate conversionBySource { source inquiries convertedInquiries conversionRate } }\n  }\n": typeof types.SalesPathReportsDocument,
    "\n  query SalesPathBookings($first: Int!, $search: String!) {\n    bookings(first: $first, search: $search) { nodes { id paymentSummary { status nextDueDate overdueCents } } }\n  }\n": typeof types.SalesPathBookingsDocument,
    "\n  mutation SalesPathQuoteFromInquiry($input: CreateQuoteFromInquiryInput!) {\n    createQuoteFromInquiry(input: $input) {\n      created\n      quote { id status inquiryId bookingId lines { kind description } }\n      booking { id status source inquiryId eventDate }\n    }\n  }\n": typeof types.SalesPathQuoteFromInquiryDocument,
    "\n  mutation SalesPathUpdateQuote($input: UpdateQuoteInput!) { updateQuote(input: $input) { quote { id totals { totalCents } } } }\n": typeof types.SalesPathUpdateQuoteDocument,
    "\n  mutation SalesPathSendQuote($input: SendQuoteInput!) { sendQuote(input: $input) { link } }\n": typeof types.SalesPathSendQuoteDocument,
    "\n  query SalesPathRevenue($month: YearMonth!) { reports(from: $month, to: $month) { totalRevenueCents months { bookings revenueCents } } }\n": typeof types.SalesPathRevenueDocument,
    "\n  query SpecialDatesPage($first: Int, $after: String, $last: Int, $before: String, $from: LocalDate, $to: LocalDate, $status: SpecialDateStatus) {\n    specialDates(first: $first, after: $after, last: $last, before: $before, from: $from, to: $to, status: $status) {\n      totalCount\n      nodes { id date status }\n      edges { cursor node { id } }\n      pageInfo { hasNextPage hasPreviousPage startCursor endCursor }\n    }\n  }\n": typeof types.SpecialDatesPageDocument,
    "\n  query SyncBookingsSince($since: DateTime, $after: String) {\n    bookings(first: 2, after: $after, updatedSince: $since, orderBy: UPDATED_AT_ASC) {\n      nodes { id clientName updatedAt }\n      pageInfo { hasNextPage endCursor }\n      totalCount\n    }\n  }\n": typeof types.SyncBookingsSinceDocument,
    "\n  query SyncNodes($ids: [ID!]!) {\n    nodes(ids: $ids) {\n      __typename\n      id\n      createdAt\n      updatedAt\n      ... on Booking { clientName }\n      ... on Inquiry { name }\n      ... on Faq { question }\n      ... on SpecialDate { date }\n    }\n  }\n": typeof types.SyncNodesDocument,
    "\n  query SyncTombstones($since: DateTime, $types: [RecordType!]) {\n    tombstones(deletedSince: $since, types: $types, first: 100) {\n      nodes { id type deletedAt }\n      totalCount\n    }\n  }\n": typeof types.SyncTombstonesDocument,
    "mutation SyncNoteBooking($input: UpdateBookingInput!) { updateBooking(input: $input) { booking { id } } }": typeof types.SyncNoteBookingDocument,
    "query SyncFaqs($since: DateTime) { adminFaqs(updatedSince: $since, orderBy: UPDATED_AT_DESC) { id } }": typeof types.SyncFaqsDocument,
    "query SyncHoldsNoRange { holds { id } }": typeof types.SyncHoldsNoRangeDocument,
    "query SyncHolds($since: DateTime) { holds(updatedSince: $since) { id status updatedAt } }": typeof types.SyncHoldsDocument,
    "query SyncNode($id: ID!) { node(id: $id) { id ... on Booking { clientName } } }": typeof types.SyncNodeDocument,
    "query SyncInquiry($id: ID!) { inquiry(id: $id) { id name updatedAt } }": typeof types.SyncInquiryDocument,
    "mutation SyncDeleteFaq($input: DeleteFaqInput!) { deleteFaq(input: $input) { deletedId } }": typeof types.SyncDeleteFaqDocument,
    "mutation SyncLiveBooking($input: UpdateBookingInput!) { updateBooking(input: $input) { booking { id } } }": typeof types.SyncLiveBookingDocument,
    "\n  query TermsTestRead { bookingTerms { paymentGraceDays quoteTerms updatedAt } }\n": typeof types.TermsTestReadDocument,
    "\n  mutation TermsTestUpdate($input: UpdateBookingTermsInput!) {\n    updateBookingTerms(input: $input) { bookingTerms { paymentGraceDays quoteTerms updatedAt } }\n  }\n": typeof types.TermsTestUpdateDocument,
    "query VersionsTestAlerts { ownerAlerts { kind enabled version } }": typeof types.VersionsTestAlertsDocument,
    "mutation VersionsTestSetAlert($input: SetOwnerAlertInput!) { setOwnerAlert(input: $input) { alert { kind enabled version } } }": typeof types.VersionsTestSetAlertDocument,
    "query VersionsTestProfile { viewer { displayName profileVersion } }": typeof types.VersionsTestProfileDocument,
    "mutation VersionsTestUpdateProfile($input: UpdateProfileInput!) { updateProfile(input: $input) { viewer { displayName profileVersion } } }": typeof types.VersionsTestUpdateProfileDocument,
    "query VersionsTestOrigins { apiAllowedOrigins apiAllowedOriginsVersion }": typeof types.VersionsTestOriginsDocument,
    "mutation VersionsTestSetOrigins($input: SetApiAllowedOriginsInput!) { setApiAllowedOrigins(input: $input) { origins version userErrors { field message } } }": typeof types.VersionsTestSetOriginsDocument,
    "query VersionsTestOriginVersions { savedVersions(kind: API_ALLOWED_ORIGINS, recordId: \"api_allowed_origins\") { nodes { version savedBy values { field value } } } }": typeof types.VersionsTestOriginVersionsDocument,
    "query VersionsTestInquiry($id: ID!) { inquiry(id: $id) { id status source version } }": typeof types.VersionsTestInquiryDocument,
    "mutation VersionsTestInquiryStatus($input: UpdateInquiryStatusInput!) { updateInquiryStatus(input: $input) { inquiry { status version } } }": typeof types.VersionsTestInquiryStatusDocument,
    "mutation VersionsTestInquirySource($input: UpdateInquirySourceInput!) { updateInquirySource(input: $input) { inquiry { source version } } }": typeof types.VersionsTestInquirySourceDocument,
    "mutation VersionsTestInquiryReply($input: RecordInquiryReplyInput!) { recordInquiryReply(input: $input) { inquiry { id version } } }": typeof types.VersionsTestInquiryReplyDocument,
    "mutation VersionsTestCreateFaq($input: CreateFaqInput!) { createFaq(input: $input) { faq { id version } } }": typeof types.VersionsTestCreateFaqDocument,
    "mutation VersionsTestUpdateFaq($input: UpdateFaqInput!) { updateFaq(input: $input) { faq { id answer version } } }": typeof types.VersionsTestUpdateFaqDocument,
    "\n  query VersionsTestSaved($kind: RecordKind, $recordId: ID, $first: Int, $after: String) {\n    savedVersions(kind: $kind, recordId: $recordId, first: $first, after: $after) {\n      totalCount\n      pageInfo { hasNextPage endCursor }\n      nodes { kind recordId version change summary savedBy values { field label value } fieldChanges { field oldValue newValue } newValues oldValues }\n    }\n  }\n": typeof types.VersionsTestSavedDocument,
    "mutation VersionsTestUpdateBooking($input: UpdateBookingInput!) { updateBooking(input: $input) { booking { id adminNotes version } } }": typeof types.VersionsTestUpdateBookingDocument,
    "mutation VersionsTestCreateQuote($input: CreateQuoteInput!) { createQuote(input: $input) { quote { id version } } }": typeof types.VersionsTestCreateQuoteDocument,
    "mutation VersionsTestUpdateQuote($input: UpdateQuoteInput!) { updateQuote(input: $input) { quote { id message version } } }": typeof types.VersionsTestUpdateQuoteDocument,
    "mutation VersionsTestSiteDetails($input: UpdateSiteDetailsInput!) { updateSiteDetails(input: $input) { branding { siteTitle version } } }": typeof types.VersionsTestSiteDetailsDocument,
    "mutation VersionsTestFollowUp($input: UpdateFollowUpInput!) { updateFollowUp(input: $input) { followUp { body version } } }": typeof types.VersionsTestFollowUpDocument,
    "mutation VersionsTestDeleteFaq($input: DeleteFaqInput!) { deleteFaq(input: $input) { deletedId } }": typeof types.VersionsTestDeleteFaqDocument,
    "mutation VersionsTestReorderFaqs($input: ReorderFaqsInput!) { reorderFaqs(input: $input) { faqs { id version } } }": typeof types.VersionsTestReorderFaqsDocument,
    "query VersionsTestAdminFaqs { adminFaqs { id version } }": typeof types.VersionsTestAdminFaqsDocument,
    "mutation VersionsTestCreateImage($input: CreateGalleryImageInput!) { createGalleryImage(input: $input) { galleryImage { id version } } }": typeof types.VersionsTestCreateImageDocument,
    "mutation VersionsTestSwitchImage($input: SetGalleryImageActiveInput!) { setGalleryImageActive(input: $input) { galleryImage { id isActive version } } }": typeof types.VersionsTestSwitchImageDocument,
    "mutation VersionsTestUpdateImage($input: UpdateGalleryImageInput!) { updateGalleryImage(input: $input) { galleryImage { id version } } }": typeof types.VersionsTestUpdateImageDocument,
    "\n  mutation WebhooksTestCreate($input: CreateWebhookEndpointInput!) {\n    createWebhookEndpoint(input: $input) {\n      secret\n      endpoint { id url eventTypes enabled secretHint version }\n      userErrors { field code message }\n    }\n  }\n": typeof types.WebhooksTestCreateDocument,
    "\n  query WebhooksTestLog($endpointId: ID) {\n    webhookEndpoints { id url pendingDeliveries failedDeliveries lastDelivery { id status } }\n    webhookDeliveries(endpointId: $endpointId, first: 10) {\n      totalCount\n      nodes { id messageId eventType status attempts lastStatusCode lastError payload replayOf nextAttemptAt }\n    }\n  }\n": typeof types.WebhooksTestLogDocument,
    "\n  mutation WebhooksTestReplay($input: ReplayWebhookDeliveryInput!) {\n    replayWebhookDelivery(input: $input) { delivery { id status replayOf messageId } userErrors { message } }\n  }\n": typeof types.WebhooksTestReplayDocument,
    "\n  mutation TestSignIn($input: SignInInput!) {\n    signIn(input: $input) { viewer { id email role } }\n  }\n": typeof types.TestSignInDocument,
    "\n  mutation QuotesTestCreate($input: CreateQuoteInput!) {\n    createQuote(input: $input) { quote { id status lines { kind description quantity unitAmountCents multiplier amountCents } } }\n  }\n": typeof types.QuotesTestCreateDocument,
    "\n  mutation QuotesTestUpdate($input: UpdateQuoteInput!) {\n    updateQuote(input: $input) {\n      quote {\n        id status taxRateMilliPercent taxRateBasisPoints discountCents depositKind depositValue blockDateOnAcceptance\n        lines { kind description quantity unitAmountCents multiplier amountCents }\n        schedule { dueDate amountCents }\n        totals { subtotalCents discountCents taxCents totalCents depositCents }\n      }\n    }\n  }\n": typeof types.QuotesTestUpdateDocument,
    "\n  mutation QuotesTestSend($input: SendQuoteInput!) {\n    sendQuote(input: $input) { link quote { id status expiresAt } }\n  }\n": typeof types.QuotesTestSendDocument,
    "\n  mutation QuotesTestWithdraw($input: WithdrawQuoteInput!) {\n    withdrawQuote(input: $input) { quote { id status } }\n  }\n": typeof types.QuotesTestWithdrawDocument,
    "\n  mutation QuotesTestRecordPayment($input: RecordPaymentInput!) {\n    recordPayment(input: $input) {\n      payment { id amountCents receivedOn method note provider providerReference }\n      booking { id paymentSummary { status totalCents paidCents outstandingCents overdueCents nextDueDate nextDueCents } }\n    }\n  }\n": typeof types.QuotesTestRecordPaymentDocument,
    "\n  mutation QuotesTestDeletePayment($input: DeletePaymentInput!) {\n    deletePayment(input: $input) { deletedId booking { id paymentSummary { status paidCents } } }\n  }\n": typeof types.QuotesTestDeletePaymentDocument,
    "\n  query QuotesTestBooking($id: ID!) {\n    booking(id: $id) {\n      id status datePremiumMultiplier\n      quotes { id status acceptedName }\n      payments { id amountCents }\n      paymentSummary { status totalCents paidCents outstandingCents overdueCents nextDueDate nextDueCents }\n    }\n  }\n": typeof types.QuotesTestBookingDocument,
    "\n  mutation QuotesTestCancelBooking($input: UpdateBookingStatusInput!) {\n    updateBookingStatus(input: $input) { booking { id status } }\n  }\n": typeof types.QuotesTestCancelBookingDocument,
    "\n  query QuotesTestDashboard { dashboardOverview { moneyDueThisMonthCents moneyOverdueCents } }\n": typeof types.QuotesTestDashboardDocument,
    "\n  query QuotesTestReports($from: YearMonth!, $to: YearMonth!) {\n    reports(from: $from, to: $to) { moneyOutstanding { totalCents overdueCents months { month dueCents } } }\n  }\n": typeof types.QuotesTestReportsDocument,
};
const documents: Documents = {
    "\n  mutation OriginsSet($input: SetApiAllowedOriginsInput!) {\n    setApiAllowedOrigins(input: $input) { origins userErrors { field code message } }\n  }\n": types.OriginsSetDocument,
    "\n  query BookingMoneyTest($id: ID!) {\n    booking(id: $id) {\n      id status totalCostCents priceAgreed\n      money { chargedCents agreedCents feesCents receivedCents refundedCents paidCents balanceCents dueCents creditCents }\n      ledger { id kind reason amountCents owedChangeCents balanceAfterCents description voidsEntryId voidedById method occurredOn note actor actorName }\n      paymentSummary { status totalCents paidCents outstandingCents creditCents }\n      payments { id amountCents receivedOn }\n      cancellationTerms { tier keptCents keptAs refundCents explanation }\n      history { summary actor actorName fromStatus toStatus }\n    }\n  }\n": types.BookingMoneyTestDocument,
    "\n  mutation BookingMoneyTestConfirm($input: UpdateBookingStatusInput!) { updateBookingStatus(input: $input) { booking { id status } } }\n": types.BookingMoneyTestConfirmDocument,
    "\n  mutation BookingMoneyTestPay($input: RecordPaymentInput!) { recordPayment(input: $input) { payment { id amountCents } creditCents booking { id paymentSummary { status creditCents } } } }\n": types.BookingMoneyTestPayDocument,
    "\n  mutation BookingMoneyTestRefund($input: RecordRefundInput!) { recordRefund(input: $input) { entry { id kind amountCents balanceAfterCents } booking { id money { paidCents } } } }\n": types.BookingMoneyTestRefundDocument,
    "\n  mutation BookingMoneyTestVoid($input: VoidLedgerEntryInput!) { voidLedgerEntry(input: $input) { entry { id reason voidsEntryId note } booking { id money { paidCents } } } }\n": types.BookingMoneyTestVoidDocument,
    "\n  mutation BookingMoneyTestDelete($input: DeletePaymentInput!) { deletePayment(input: $input) { deletedId booking { id payments { id } } } }\n": types.BookingMoneyTestDeleteDocument,
    "\n  mutation BookingMoneyTestCancel($input: CancelBookingInput!) { cancelBooking(input: $input) { booking { id status } } }\n": types.BookingMoneyTestCancelDocument,
    "\n  query Overview {\n    dashboardOverview {\n      today pendingBookings confirmedBookings completedBookings cancelledBookings totalBookings totalRevenueCents newInquiries heldInquiries\n      contentSections { active total } galleryImages { active total } heroSlides { active total }\n      recentBookings { id clientName createdAt } upcomingBookings { eventDate status }\n      recentContent { id title content } pendingChangeCount\n    }\n  }\n": types.OverviewDocument,
    "\n      mutation EnumValuesUpdateBookingStatus($input: UpdateBookingStatusInput!) {\n        updateBookingStatus(input: $input) { booking { id status source allowedTransitions } }\n      }\n    ": types.EnumValuesUpdateBookingStatusDocument,
    "\n      query EnumValuesOutbox($status: OutboxStatus) {\n        outboxMessages(first: 5, status: $status) { nodes { status } }\n        emailOutboxSummary { mode }\n      }\n    ": types.EnumValuesOutboxDocument,
    "query FaqsTestPublic { faqs { id question category sortOrder isActive } }": types.FaqsTestPublicDocument,
    "query FaqsTestAdmin { adminFaqs { id question answer category sortOrder isActive } }": types.FaqsTestAdminDocument,
    "mutation FaqsTestCreate($input: CreateFaqInput!) { createFaq(input: $input) { faq { id question answer category sortOrder isActive } } }": types.FaqsTestCreateDocument,
    "mutation FaqsTestUpdate($input: UpdateFaqInput!) { updateFaq(input: $input) { faq { id question answer category isActive } } }": types.FaqsTestUpdateDocument,
    "mutation FaqsTestDelete($input: DeleteFaqInput!) { deleteFaq(input: $input) { deletedId } }": types.FaqsTestDeleteDocument,
    "mutation FaqsTestReorder($input: ReorderFaqsInput!) { reorderFaqs(input: $input) { faqs { id sortOrder } } }": types.FaqsTestReorderDocument,
    "\n  query FollowUpsTestList {\n    followUps { kind label sentTo enabled subject body days defaultSubject defaultBody defaultDays updatedAt placeholders { name description example } }\n  }\n": types.FollowUpsTestListDocument,
    "\n  mutation FollowUpsTestUpdate($input: UpdateFollowUpInput!) {\n    updateFollowUp(input: $input) { followUp { kind enabled subject body days } }\n  }\n": types.FollowUpsTestUpdateDocument,
    "\n  mutation FollowUpsTestReset($input: ResetFollowUpInput!) {\n    resetFollowUp(input: $input) { followUp { kind enabled subject body days } }\n  }\n": types.FollowUpsTestResetDocument,
    "\n  query FollowUpsTestPreview($input: PreviewFollowUpInput!) {\n    previewFollowUp(input: $input) { subject text html problem }\n  }\n": types.FollowUpsTestPreviewDocument,
    "\n  mutation HoldsTestPlace($input: PlaceHoldInput!) {\n    placeHold(input: $input) { hold { id date startTime endTime clientName status position isSecondOption expiresAt inquiry { id } booking { id } } }\n  }\n": types.HoldsTestPlaceDocument,
    "\n  mutation HoldsTestRelease($input: ReleaseHoldInput!) {\n    releaseHold(input: $input) { hold { id status endedAt } promoted { id clientEmail position promotedAt expiresAt } }\n  }\n": types.HoldsTestReleaseDocument,
    "\n  mutation HoldsTestExtend($input: ExtendHoldInput!) { extendHold(input: $input) { hold { id expiresAt reminderSentAt } } }\n": types.HoldsTestExtendDocument,
    "\n  query HoldsTestList($from: LocalDate!, $to: LocalDate!, $includeEnded: Boolean) {\n    holds(from: $from, to: $to, includeEnded: $includeEnded) { id date clientName status position }\n  }\n": types.HoldsTestListDocument,
    "\n  query HoldsTestForInquiry($id: ID!, $search: String!) {\n    holdsForInquiry(inquiryId: $id) { id status }\n    inquiries(search: $search, first: 1) { nodes { id activeHold { id position } } }\n  }\n": types.HoldsTestForInquiryDocument,
    "\n  mutation HoldsTestStatus($input: UpdateBookingStatusInput!) { updateBookingStatus(input: $input) { booking { id status activeHold { id } } } }\n": types.HoldsTestStatusDocument,
    "\n  mutation HoldsTestConfirmBlock($input: ConfirmBookingAndBlockDateInput!) { confirmBookingAndBlockDate(input: $input) { booking { id status } } }\n": types.HoldsTestConfirmBlockDocument,
    "\n  query HoldsTestMonth($month: YearMonth!) { calendarMonth(month: $month) { days { date status isHeld isBookable notes } } }\n": types.HoldsTestMonthDocument,
    "\n  mutation IntakeCreate($input: CreateInquiryInput!) {\n    createInquiry(input: $input) {\n      inquiry { id name source status createdAt }\n      userErrors { field code message }\n    }\n  }\n": types.IntakeCreateDocument,
    "\n  mutation IntakeImport($input: ImportInquiriesInput!) {\n    importInquiries(input: $input) {\n      importedCount\n      inquiries { id name status }\n      userErrors { field code }\n    }\n  }\n": types.IntakeImportDocument,
    "\n  mutation NoticesTestPlace($input: PlaceHoldInput!) {\n    placeHold(input: $input) { hold { id position } }\n  }\n": types.NoticesTestPlaceDocument,
    "\n  query NoticesTestOthers($bookingId: ID!) {\n    othersOnSlot(bookingId: $bookingId) { others { clientName clientEmail holdPosition openQuoteStatuses description } defaultSubject defaultBody placeholders }\n  }\n": types.NoticesTestOthersDocument,
    "\n  mutation NoticesTestStatus($input: UpdateBookingStatusInput!) {\n    updateBookingStatus(input: $input) { booking { id status } userErrors { field message } }\n  }\n": types.NoticesTestStatusDocument,
    "\n  query NoticesTestList {\n    ownerNotices { unread notices { id kind title body offeredAt readAt offer { clientName date } } }\n  }\n": types.NoticesTestListDocument,
    "\n  mutation NoticesTestOffer($input: OfferDateBackInput!) {\n    offerDateBack(input: $input) { notice { id offeredAt } userErrors { message } }\n  }\n": types.NoticesTestOfferDocument,
    "\n  mutation NoticesTestRead($input: MarkOwnerNoticesReadInput!) {\n    markOwnerNoticesRead(input: $input) { marked }\n  }\n": types.NoticesTestReadDocument,
    "\n  query NoticesTestAlerts {\n    ownerAlerts { kind label enabled }\n  }\n": types.NoticesTestAlertsDocument,
    "\n  mutation NoticesTestSetAlert($input: SetOwnerAlertInput!) {\n    setOwnerAlert(input: $input) { alert { kind enabled } }\n  }\n": types.NoticesTestSetAlertDocument,
    "\n  query NoticesTestTimeline($inquiryId: ID, $bookingId: ID) {\n    timeline(inquiryId: $inquiryId, bookingId: $bookingId) { id kind label summary actor actorName email { to subject text status } }\n  }\n": types.NoticesTestTimelineDocument,
    "query QuotesTestQuote($id: ID!) { quote(id: $id) { id lines { description } schedule { amountCents } } }": types.QuotesTestQuoteDocument,
    "query QuotesTestQuoteAgain($id: ID!) { quote(id: $id) { id lines { description } schedule { amountCents } } }": types.QuotesTestQuoteAgainDocument,
    "\n  mutation SalesPathSubmit($input: SubmitInquiryInput!) { submitInquiry(input: $input) { inquiry { id source } } }\n": types.SalesPathSubmitDocument,
    "\n  mutation SalesPathSetSource($input: UpdateInquirySourceInput!) { updateInquirySource(input: $input) { inquiry { id source } } }\n": types.SalesPathSetSourceDocument,
    "\n  query SalesPathInquiries($search: String!) { inquiries(search: $search, first: 5) { nodes { id source } } }\n": types.SalesPathInquiriesDocument,
    "\n  query SalesPathReports($from: YearMonth!, $to: YearMonth!) {\n    reports(from: $from, to: $to) { conversionRate conversionBySource { source inquiries convertedInquiries conversionRate } }\n  }\n": types.SalesPathReportsDocument,
    "\n  query SalesPathBookings($first: Int!, $search: String!) {\n    bookings(first: $first, search: $search) { nodes { id paymentSummary { status nextDueDate overdueCents } } }\n  }\n": types.SalesPathBookingsDocument,
    "\n  mutation SalesPathQuoteFromInquiry($input: CreateQuoteFromInquiryInput!) {\n    createQuoteFromInquiry(input: $input) {\n      created\n      quote { id status inquiryId bookingId lines { kind description } }\n      booking { id status source inquiryId eventDate }\n    }\n  }\n": types.SalesPathQuoteFromInquiryDocument,
    "\n  mutation SalesPathUpdateQuote($input: UpdateQuoteInput!) { updateQuote(input: $input) { quote { id totals { totalCents } } } }\n": types.SalesPathUpdateQuoteDocument,
    "\n  mutation SalesPathSendQuote($input: SendQuoteInput!) { sendQuote(input: $input) { link } }\n": types.SalesPathSendQuoteDocument,
    "\n  query SalesPathRevenue($month: YearMonth!) { reports(from: $month, to: $month) { totalRevenueCents months { bookings revenueCents } } }\n": types.SalesPathRevenueDocument,
    "\n  query SpecialDatesPage($first: Int, $after: String, $last: Int, $before: String, $from: LocalDate, $to: LocalDate, $status: SpecialDateStatus) {\n    specialDates(first: $first, after: $after, last: $last, before: $before, from: $from, to: $to, status: $status) {\n      totalCount\n      nodes { id date status }\n      edges { cursor node { id } }\n      pageInfo { hasNextPage hasPreviousPage startCursor endCursor }\n    }\n  }\n": types.SpecialDatesPageDocument,
    "\n  query SyncBookingsSince($since: DateTime, $after: String) {\n    bookings(first: 2, after: $after, updatedSince: $since, orderBy: UPDATED_AT_ASC) {\n      nodes { id clientName updatedAt }\n      pageInfo { hasNextPage endCursor }\n      totalCount\n    }\n  }\n": types.SyncBookingsSinceDocument,
    "\n  query SyncNodes($ids: [ID!]!) {\n    nodes(ids: $ids) {\n      __typename\n      id\n      createdAt\n      updatedAt\n      ... on Booking { clientName }\n      ... on Inquiry { name }\n      ... on Faq { question }\n      ... on SpecialDate { date }\n    }\n  }\n": types.SyncNodesDocument,
    "\n  query SyncTombstones($since: DateTime, $types: [RecordType!]) {\n    tombstones(deletedSince: $since, types: $types, first: 100) {\n      nodes { id type deletedAt }\n      totalCount\n    }\n  }\n": types.SyncTombstonesDocument,
    "mutation SyncNoteBooking($input: UpdateBookingInput!) { updateBooking(input: $input) { booking { id } } }": types.SyncNoteBookingDocument,
    "query SyncFaqs($since: DateTime) { adminFaqs(updatedSince: $since, orderBy: UPDATED_AT_DESC) { id } }": types.SyncFaqsDocument,
    "query SyncHoldsNoRange { holds { id } }": types.SyncHoldsNoRangeDocument,
    "query SyncHolds($since: DateTime) { holds(updatedSince: $since) { id status updatedAt } }": types.SyncHoldsDocument,
    "query SyncNode($id: ID!) { node(id: $id) { id ... on Booking { clientName } } }": types.SyncNodeDocument,
    "query SyncInquiry($id: ID!) { inquiry(id: $id) { id name updatedAt } }": types.SyncInquiryDocument,
    "mutation SyncDeleteFaq($input: DeleteFaqInput!) { deleteFaq(input: $input) { deletedId } }": types.SyncDeleteFaqDocument,
    "mutation SyncLiveBooking($input: UpdateBookingInput!) { updateBooking(input: $input) { booking { id } } }": types.SyncLiveBookingDocument,
    "\n  query TermsTestRead { bookingTerms { paymentGraceDays quoteTerms updatedAt } }\n": types.TermsTestReadDocument,
    "\n  mutation TermsTestUpdate($input: UpdateBookingTermsInput!) {\n    updateBookingTerms(input: $input) { bookingTerms { paymentGraceDays quoteTerms updatedAt } }\n  }\n": types.TermsTestUpdateDocument,
    "query VersionsTestAlerts { ownerAlerts { kind enabled version } }": types.VersionsTestAlertsDocument,
    "mutation VersionsTestSetAlert($input: SetOwnerAlertInput!) { setOwnerAlert(input: $input) { alert { kind enabled version } } }": types.VersionsTestSetAlertDocument,
    "query VersionsTestProfile { viewer { displayName profileVersion } }": types.VersionsTestProfileDocument,
    "mutation VersionsTestUpdateProfile($input: UpdateProfileInput!) { updateProfile(input: $input) { viewer { displayName profileVersion } } }": types.VersionsTestUpdateProfileDocument,
    "query VersionsTestOrigins { apiAllowedOrigins apiAllowedOriginsVersion }": types.VersionsTestOriginsDocument,
    "mutation VersionsTestSetOrigins($input: SetApiAllowedOriginsInput!) { setApiAllowedOrigins(input: $input) { origins version userErrors { field message } } }": types.VersionsTestSetOriginsDocument,
    "query VersionsTestOriginVersions { savedVersions(kind: API_ALLOWED_ORIGINS, recordId: \"api_allowed_origins\") { nodes { version savedBy values { field value } } } }": types.VersionsTestOriginVersionsDocument,
    "query VersionsTestInquiry($id: ID!) { inquiry(id: $id) { id status source version } }": types.VersionsTestInquiryDocument,
    "mutation VersionsTestInquiryStatus($input: UpdateInquiryStatusInput!) { updateInquiryStatus(input: $input) { inquiry { status version } } }": types.VersionsTestInquiryStatusDocument,
    "mutation VersionsTestInquirySource($input: UpdateInquirySourceInput!) { updateInquirySource(input: $input) { inquiry { source version } } }": types.VersionsTestInquirySourceDocument,
    "mutation VersionsTestInquiryReply($input: RecordInquiryReplyInput!) { recordInquiryReply(input: $input) { inquiry { id version } } }": types.VersionsTestInquiryReplyDocument,
    "mutation VersionsTestCreateFaq($input: CreateFaqInput!) { createFaq(input: $input) { faq { id version } } }": types.VersionsTestCreateFaqDocument,
    "mutation VersionsTestUpdateFaq($input: UpdateFaqInput!) { updateFaq(input: $input) { faq { id answer version } } }": types.VersionsTestUpdateFaqDocument,
    "\n  query VersionsTestSaved($kind: RecordKind, $recordId: ID, $first: Int, $after: String) {\n    savedVersions(kind: $kind, recordId: $recordId, first: $first, after: $after) {\n      totalCount\n      pageInfo { hasNextPage endCursor }\n      nodes { kind recordId version change summary savedBy values { field label value } fieldChanges { field oldValue newValue } newValues oldValues }\n    }\n  }\n": types.VersionsTestSavedDocument,
    "mutation VersionsTestUpdateBooking($input: UpdateBookingInput!) { updateBooking(input: $input) { booking { id adminNotes version } } }": types.VersionsTestUpdateBookingDocument,
    "mutation VersionsTestCreateQuote($input: CreateQuoteInput!) { createQuote(input: $input) { quote { id version } } }": types.VersionsTestCreateQuoteDocument,
    "mutation VersionsTestUpdateQuote($input: UpdateQuoteInput!) { updateQuote(input: $input) { quote { id message version } } }": types.VersionsTestUpdateQuoteDocument,
    "mutation VersionsTestSiteDetails($input: UpdateSiteDetailsInput!) { updateSiteDetails(input: $input) { branding { siteTitle version } } }": types.VersionsTestSiteDetailsDocument,
    "mutation VersionsTestFollowUp($input: UpdateFollowUpInput!) { updateFollowUp(input: $input) { followUp { body version } } }": types.VersionsTestFollowUpDocument,
    "mutation VersionsTestDeleteFaq($input: DeleteFaqInput!) { deleteFaq(input: $input) { deletedId } }": types.VersionsTestDeleteFaqDocument,
    "mutation VersionsTestReorderFaqs($input: ReorderFaqsInput!) { reorderFaqs(input: $input) { faqs { id version } } }": types.VersionsTestReorderFaqsDocument,
    "query VersionsTestAdminFaqs { adminFaqs { id version } }": types.VersionsTestAdminFaqsDocument,
    "mutation VersionsTestCreateImage($input: CreateGalleryImageInput!) { createGalleryImage(input: $input) { galleryImage { id version } } }": types.VersionsTestCreateImageDocument,
    "mutation VersionsTestSwitchImage($input: SetGalleryImageActiveInput!) { setGalleryImageActive(input: $input) { galleryImage { id isActive version } } }": types.VersionsTestSwitchImageDocument,
    "mutation VersionsTestUpdateImage($input: UpdateGalleryImageInput!) { updateGalleryImage(input: $input) { galleryImage { id version } } }": types.VersionsTestUpdateImageDocument,
    "\n  mutation WebhooksTestCreate($input: CreateWebhookEndpointInput!) {\n    createWebhookEndpoint(input: $input) {\n      secret\n      endpoint { id url eventTypes enabled secretHint version }\n      userErrors { field code message }\n    }\n  }\n": types.WebhooksTestCreateDocument,
    "\n  query WebhooksTestLog($endpointId: ID) {\n    webhookEndpoints { id url pendingDeliveries failedDeliveries lastDelivery { id status } }\n    webhookDeliveries(endpointId: $endpointId, first: 10) {\n      totalCount\n      nodes { id messageId eventType status attempts lastStatusCode lastError payload replayOf nextAttemptAt }\n    }\n  }\n": types.WebhooksTestLogDocument,
    "\n  mutation WebhooksTestReplay($input: ReplayWebhookDeliveryInput!) {\n    replayWebhookDelivery(input: $input) { delivery { id status replayOf messageId } userErrors { message } }\n  }\n": types.WebhooksTestReplayDocument,
    "\n  mutation TestSignIn($input: SignInInput!) {\n    signIn(input: $input) { viewer { id email role } }\n  }\n": types.TestSignInDocument,
    "\n  mutation QuotesTestCreate($input: CreateQuoteInput!) {\n    createQuote(input: $input) { quote { id status lines { kind description quantity unitAmountCents multiplier amountCents } } }\n  }\n": types.QuotesTestCreateDocument,
    "\n  mutation QuotesTestUpdate($input: UpdateQuoteInput!) {\n    updateQuote(input: $input) {\n      quote {\n        id status taxRateMilliPercent taxRateBasisPoints discountCents depositKind depositValue blockDateOnAcceptance\n        lines { kind description quantity unitAmountCents multiplier amountCents }\n        schedule { dueDate amountCents }\n        totals { subtotalCents discountCents taxCents totalCents depositCents }\n      }\n    }\n  }\n": types.QuotesTestUpdateDocument,
    "\n  mutation QuotesTestSend($input: SendQuoteInput!) {\n    sendQuote(input: $input) { link quote { id status expiresAt } }\n  }\n": types.QuotesTestSendDocument,
    "\n  mutation QuotesTestWithdraw($input: WithdrawQuoteInput!) {\n    withdrawQuote(input: $input) { quote { id status } }\n  }\n": types.QuotesTestWithdrawDocument,
    "\n  mutation QuotesTestRecordPayment($input: RecordPaymentInput!) {\n    recordPayment(input: $input) {\n      payment { id amountCents receivedOn method note provider providerReference }\n      booking { id paymentSummary { status totalCents paidCents outstandingCents overdueCents nextDueDate nextDueCents } }\n    }\n  }\n": types.QuotesTestRecordPaymentDocument,
    "\n  mutation QuotesTestDeletePayment($input: DeletePaymentInput!) {\n    deletePayment(input: $input) { deletedId booking { id paymentSummary { status paidCents } } }\n  }\n": types.QuotesTestDeletePaymentDocument,
    "\n  query QuotesTestBooking($id: ID!) {\n    booking(id: $id) {\n      id status datePremiumMultiplier\n      quotes { id status acceptedName }\n      payments { id amountCents }\n      paymentSummary { status totalCents paidCents outstandingCents overdueCents nextDueDate nextDueCents }\n    }\n  }\n": types.QuotesTestBookingDocument,
    "\n  mutation QuotesTestCancelBooking($input: UpdateBookingStatusInput!) {\n    updateBookingStatus(input: $input) { booking { id status } }\n  }\n": types.QuotesTestCancelBookingDocument,
    "\n  query QuotesTestDashboard { dashboardOverview { moneyDueThisMonthCents moneyOverdueCents } }\n": types.QuotesTestDashboardDocument,
    "\n  query QuotesTestReports($from: YearMonth!, $to: YearMonth!) {\n    reports(from: $from, to: $to) { moneyOutstanding { totalCents overdueCents months { month dueCents } } }\n  }\n": types.QuotesTestReportsDocument,
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
export function graphql(source: "\n  mutation OriginsSet($input: SetApiAllowedOriginsInput!) {\n    setApiAllowedOrigins(input: $input) { origins userErrors { field code message } }\n  }\n"): (typeof documents)["\n  mutation OriginsSet($input: SetApiAllowedOriginsInput!) {\n    setApiAllowedOrigins(input: $input) { origins userErrors { field code message } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query BookingMoneyTest($id: ID!) {\n    booking(id: $id) {\n      id status totalCostCents priceAgreed\n      money { chargedCents agreedCents feesCents receivedCents refundedCents paidCents balanceCents dueCents creditCents }\n      ledger { id kind reason amountCents owedChangeCents balanceAfterCents description voidsEntryId voidedById method occurredOn note actor actorName }\n      paymentSummary { status totalCents paidCents outstandingCents creditCents }\n      payments { id amountCents receivedOn }\n      cancellationTerms { tier keptCents keptAs refundCents explanation }\n      history { summary actor actorName fromStatus toStatus }\n    }\n  }\n"): (typeof documents)["\n  query BookingMoneyTest($id: ID!) {\n    booking(id: $id) {\n      id status totalCostCents priceAgreed\n      money { chargedCents agreedCents feesCents receivedCents refundedCents paidCents balanceCents dueCents creditCents }\n      ledger { id kind reason amountCents owedChangeCents balanceAfterCents description voidsEntryId voidedById method occurredOn note actor actorName }\n      paymentSummary { status totalCents paidCents outstandingCents creditCents }\n      payments { id amountCents receivedOn }\n      cancellationTerms { tier keptCents keptAs refundCents explanation }\n      history { summary actor actorName fromStatus toStatus }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation BookingMoneyTestConfirm($input: UpdateBookingStatusInput!) { updateBookingStatus(input: $input) { booking { id status } } }\n"): (typeof documents)["\n  mutation BookingMoneyTestConfirm($input: UpdateBookingStatusInput!) { updateBookingStatus(input: $input) { booking { id status } } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation BookingMoneyTestPay($input: RecordPaymentInput!) { recordPayment(input: $input) { payment { id amountCents } creditCents booking { id paymentSummary { status creditCents } } } }\n"): (typeof documents)["\n  mutation BookingMoneyTestPay($input: RecordPaymentInput!) { recordPayment(input: $input) { payment { id amountCents } creditCents booking { id paymentSummary { status creditCents } } } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation BookingMoneyTestRefund($input: RecordRefundInput!) { recordRefund(input: $input) { entry { id kind amountCents balanceAfterCents } booking { id money { paidCents } } } }\n"): (typeof documents)["\n  mutation BookingMoneyTestRefund($input: RecordRefundInput!) { recordRefund(input: $input) { entry { id kind amountCents balanceAfterCents } booking { id money { paidCents } } } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation BookingMoneyTestVoid($input: VoidLedgerEntryInput!) { voidLedgerEntry(input: $input) { entry { id reason voidsEntryId note } booking { id money { paidCents } } } }\n"): (typeof documents)["\n  mutation BookingMoneyTestVoid($input: VoidLedgerEntryInput!) { voidLedgerEntry(input: $input) { entry { id reason voidsEntryId note } booking { id money { paidCents } } } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation BookingMoneyTestDelete($input: DeletePaymentInput!) { deletePayment(input: $input) { deletedId booking { id payments { id } } } }\n"): (typeof documents)["\n  mutation BookingMoneyTestDelete($input: DeletePaymentInput!) { deletePayment(input: $input) { deletedId booking { id payments { id } } } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation BookingMoneyTestCancel($input: CancelBookingInput!) { cancelBooking(input: $input) { booking { id status } } }\n"): (typeof documents)["\n  mutation BookingMoneyTestCancel($input: CancelBookingInput!) { cancelBooking(input: $input) { booking { id status } } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Overview {\n    dashboardOverview {\n      today pendingBookings confirmedBookings completedBookings cancelledBookings totalBookings totalRevenueCents newInquiries heldInquiries\n      contentSections { active total } galleryImages { active total } heroSlides { active total }\n      recentBookings { id clientName createdAt } upcomingBookings { eventDate status }\n      recentContent { id title content } pendingChangeCount\n    }\n  }\n"): (typeof documents)["\n  query Overview {\n    dashboardOverview {\n      today pendingBookings confirmedBookings completedBookings cancelledBookings totalBookings totalRevenueCents newInquiries heldInquiries\n      contentSections { active total } galleryImages { active total } heroSlides { active total }\n      recentBookings { id clientName createdAt } upcomingBookings { eventDate status }\n      recentContent { id title content } pendingChangeCount\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      mutation EnumValuesUpdateBookingStatus($input: UpdateBookingStatusInput!) {\n        updateBookingStatus(input: $input) { booking { id status source allowedTransitions } }\n      }\n    "): (typeof documents)["\n      mutation EnumValuesUpdateBookingStatus($input: UpdateBookingStatusInput!) {\n        updateBookingStatus(input: $input) { booking { id status source allowedTransitions } }\n      }\n    "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n      query EnumValuesOutbox($status: OutboxStatus) {\n        outboxMessages(first: 5, status: $status) { nodes { status } }\n        emailOutboxSummary { mode }\n      }\n    "): (typeof documents)["\n      query EnumValuesOutbox($status: OutboxStatus) {\n        outboxMessages(first: 5, status: $status) { nodes { status } }\n        emailOutboxSummary { mode }\n      }\n    "];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query FaqsTestPublic { faqs { id question category sortOrder isActive } }"): (typeof documents)["query FaqsTestPublic { faqs { id question category sortOrder isActive } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query FaqsTestAdmin { adminFaqs { id question answer category sortOrder isActive } }"): (typeof documents)["query FaqsTestAdmin { adminFaqs { id question answer category sortOrder isActive } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation FaqsTestCreate($input: CreateFaqInput!) { createFaq(input: $input) { faq { id question answer category sortOrder isActive } } }"): (typeof documents)["mutation FaqsTestCreate($input: CreateFaqInput!) { createFaq(input: $input) { faq { id question answer category sortOrder isActive } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation FaqsTestUpdate($input: UpdateFaqInput!) { updateFaq(input: $input) { faq { id question answer category isActive } } }"): (typeof documents)["mutation FaqsTestUpdate($input: UpdateFaqInput!) { updateFaq(input: $input) { faq { id question answer category isActive } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation FaqsTestDelete($input: DeleteFaqInput!) { deleteFaq(input: $input) { deletedId } }"): (typeof documents)["mutation FaqsTestDelete($input: DeleteFaqInput!) { deleteFaq(input: $input) { deletedId } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation FaqsTestReorder($input: ReorderFaqsInput!) { reorderFaqs(input: $input) { faqs { id sortOrder } } }"): (typeof documents)["mutation FaqsTestReorder($input: ReorderFaqsInput!) { reorderFaqs(input: $input) { faqs { id sortOrder } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query FollowUpsTestList {\n    followUps { kind label sentTo enabled subject body days defaultSubject defaultBody defaultDays updatedAt placeholders { name description example } }\n  }\n"): (typeof documents)["\n  query FollowUpsTestList {\n    followUps { kind label sentTo enabled subject body days defaultSubject defaultBody defaultDays updatedAt placeholders { name description example } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation FollowUpsTestUpdate($input: UpdateFollowUpInput!) {\n    updateFollowUp(input: $input) { followUp { kind enabled subject body days } }\n  }\n"): (typeof documents)["\n  mutation FollowUpsTestUpdate($input: UpdateFollowUpInput!) {\n    updateFollowUp(input: $input) { followUp { kind enabled subject body days } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation FollowUpsTestReset($input: ResetFollowUpInput!) {\n    resetFollowUp(input: $input) { followUp { kind enabled subject body days } }\n  }\n"): (typeof documents)["\n  mutation FollowUpsTestReset($input: ResetFollowUpInput!) {\n    resetFollowUp(input: $input) { followUp { kind enabled subject body days } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query FollowUpsTestPreview($input: PreviewFollowUpInput!) {\n    previewFollowUp(input: $input) { subject text html problem }\n  }\n"): (typeof documents)["\n  query FollowUpsTestPreview($input: PreviewFollowUpInput!) {\n    previewFollowUp(input: $input) { subject text html problem }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation HoldsTestPlace($input: PlaceHoldInput!) {\n    placeHold(input: $input) { hold { id date startTime endTime clientName status position isSecondOption expiresAt inquiry { id } booking { id } } }\n  }\n"): (typeof documents)["\n  mutation HoldsTestPlace($input: PlaceHoldInput!) {\n    placeHold(input: $input) { hold { id date startTime endTime clientName status position isSecondOption expiresAt inquiry { id } booking { id } } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation HoldsTestRelease($input: ReleaseHoldInput!) {\n    releaseHold(input: $input) { hold { id status endedAt } promoted { id clientEmail position promotedAt expiresAt } }\n  }\n"): (typeof documents)["\n  mutation HoldsTestRelease($input: ReleaseHoldInput!) {\n    releaseHold(input: $input) { hold { id status endedAt } promoted { id clientEmail position promotedAt expiresAt } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation HoldsTestExtend($input: ExtendHoldInput!) { extendHold(input: $input) { hold { id expiresAt reminderSentAt } } }\n"): (typeof documents)["\n  mutation HoldsTestExtend($input: ExtendHoldInput!) { extendHold(input: $input) { hold { id expiresAt reminderSentAt } } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query HoldsTestList($from: LocalDate!, $to: LocalDate!, $includeEnded: Boolean) {\n    holds(from: $from, to: $to, includeEnded: $includeEnded) { id date clientName status position }\n  }\n"): (typeof documents)["\n  query HoldsTestList($from: LocalDate!, $to: LocalDate!, $includeEnded: Boolean) {\n    holds(from: $from, to: $to, includeEnded: $includeEnded) { id date clientName status position }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query HoldsTestForInquiry($id: ID!, $search: String!) {\n    holdsForInquiry(inquiryId: $id) { id status }\n    inquiries(search: $search, first: 1) { nodes { id activeHold { id position } } }\n  }\n"): (typeof documents)["\n  query HoldsTestForInquiry($id: ID!, $search: String!) {\n    holdsForInquiry(inquiryId: $id) { id status }\n    inquiries(search: $search, first: 1) { nodes { id activeHold { id position } } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation HoldsTestStatus($input: UpdateBookingStatusInput!) { updateBookingStatus(input: $input) { booking { id status activeHold { id } } } }\n"): (typeof documents)["\n  mutation HoldsTestStatus($input: UpdateBookingStatusInput!) { updateBookingStatus(input: $input) { booking { id status activeHold { id } } } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation HoldsTestConfirmBlock($input: ConfirmBookingAndBlockDateInput!) { confirmBookingAndBlockDate(input: $input) { booking { id status } } }\n"): (typeof documents)["\n  mutation HoldsTestConfirmBlock($input: ConfirmBookingAndBlockDateInput!) { confirmBookingAndBlockDate(input: $input) { booking { id status } } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query HoldsTestMonth($month: YearMonth!) { calendarMonth(month: $month) { days { date status isHeld isBookable notes } } }\n"): (typeof documents)["\n  query HoldsTestMonth($month: YearMonth!) { calendarMonth(month: $month) { days { date status isHeld isBookable notes } } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation IntakeCreate($input: CreateInquiryInput!) {\n    createInquiry(input: $input) {\n      inquiry { id name source status createdAt }\n      userErrors { field code message }\n    }\n  }\n"): (typeof documents)["\n  mutation IntakeCreate($input: CreateInquiryInput!) {\n    createInquiry(input: $input) {\n      inquiry { id name source status createdAt }\n      userErrors { field code message }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation IntakeImport($input: ImportInquiriesInput!) {\n    importInquiries(input: $input) {\n      importedCount\n      inquiries { id name status }\n      userErrors { field code }\n    }\n  }\n"): (typeof documents)["\n  mutation IntakeImport($input: ImportInquiriesInput!) {\n    importInquiries(input: $input) {\n      importedCount\n      inquiries { id name status }\n      userErrors { field code }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation NoticesTestPlace($input: PlaceHoldInput!) {\n    placeHold(input: $input) { hold { id position } }\n  }\n"): (typeof documents)["\n  mutation NoticesTestPlace($input: PlaceHoldInput!) {\n    placeHold(input: $input) { hold { id position } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query NoticesTestOthers($bookingId: ID!) {\n    othersOnSlot(bookingId: $bookingId) { others { clientName clientEmail holdPosition openQuoteStatuses description } defaultSubject defaultBody placeholders }\n  }\n"): (typeof documents)["\n  query NoticesTestOthers($bookingId: ID!) {\n    othersOnSlot(bookingId: $bookingId) { others { clientName clientEmail holdPosition openQuoteStatuses description } defaultSubject defaultBody placeholders }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation NoticesTestStatus($input: UpdateBookingStatusInput!) {\n    updateBookingStatus(input: $input) { booking { id status } userErrors { field message } }\n  }\n"): (typeof documents)["\n  mutation NoticesTestStatus($input: UpdateBookingStatusInput!) {\n    updateBookingStatus(input: $input) { booking { id status } userErrors { field message } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query NoticesTestList {\n    ownerNotices { unread notices { id kind title body offeredAt readAt offer { clientName date } } }\n  }\n"): (typeof documents)["\n  query NoticesTestList {\n    ownerNotices { unread notices { id kind title body offeredAt readAt offer { clientName date } } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation NoticesTestOffer($input: OfferDateBackInput!) {\n    offerDateBack(input: $input) { notice { id offeredAt } userErrors { message } }\n  }\n"): (typeof documents)["\n  mutation NoticesTestOffer($input: OfferDateBackInput!) {\n    offerDateBack(input: $input) { notice { id offeredAt } userErrors { message } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation NoticesTestRead($input: MarkOwnerNoticesReadInput!) {\n    markOwnerNoticesRead(input: $input) { marked }\n  }\n"): (typeof documents)["\n  mutation NoticesTestRead($input: MarkOwnerNoticesReadInput!) {\n    markOwnerNoticesRead(input: $input) { marked }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query NoticesTestAlerts {\n    ownerAlerts { kind label enabled }\n  }\n"): (typeof documents)["\n  query NoticesTestAlerts {\n    ownerAlerts { kind label enabled }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation NoticesTestSetAlert($input: SetOwnerAlertInput!) {\n    setOwnerAlert(input: $input) { alert { kind enabled } }\n  }\n"): (typeof documents)["\n  mutation NoticesTestSetAlert($input: SetOwnerAlertInput!) {\n    setOwnerAlert(input: $input) { alert { kind enabled } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query NoticesTestTimeline($inquiryId: ID, $bookingId: ID) {\n    timeline(inquiryId: $inquiryId, bookingId: $bookingId) { id kind label summary actor actorName email { to subject text status } }\n  }\n"): (typeof documents)["\n  query NoticesTestTimeline($inquiryId: ID, $bookingId: ID) {\n    timeline(inquiryId: $inquiryId, bookingId: $bookingId) { id kind label summary actor actorName email { to subject text status } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query QuotesTestQuote($id: ID!) { quote(id: $id) { id lines { description } schedule { amountCents } } }"): (typeof documents)["query QuotesTestQuote($id: ID!) { quote(id: $id) { id lines { description } schedule { amountCents } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query QuotesTestQuoteAgain($id: ID!) { quote(id: $id) { id lines { description } schedule { amountCents } } }"): (typeof documents)["query QuotesTestQuoteAgain($id: ID!) { quote(id: $id) { id lines { description } schedule { amountCents } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SalesPathSubmit($input: SubmitInquiryInput!) { submitInquiry(input: $input) { inquiry { id source } } }\n"): (typeof documents)["\n  mutation SalesPathSubmit($input: SubmitInquiryInput!) { submitInquiry(input: $input) { inquiry { id source } } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SalesPathSetSource($input: UpdateInquirySourceInput!) { updateInquirySource(input: $input) { inquiry { id source } } }\n"): (typeof documents)["\n  mutation SalesPathSetSource($input: UpdateInquirySourceInput!) { updateInquirySource(input: $input) { inquiry { id source } } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SalesPathInquiries($search: String!) { inquiries(search: $search, first: 5) { nodes { id source } } }\n"): (typeof documents)["\n  query SalesPathInquiries($search: String!) { inquiries(search: $search, first: 5) { nodes { id source } } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SalesPathReports($from: YearMonth!, $to: YearMonth!) {\n    reports(from: $from, to: $to) { conversionRate conversionBySource { source inquiries convertedInquiries conversionRate } }\n  }\n"): (typeof documents)["\n  query SalesPathReports($from: YearMonth!, $to: YearMonth!) {\n    reports(from: $from, to: $to) { conversionRate conversionBySource { source inquiries convertedInquiries conversionRate } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SalesPathBookings($first: Int!, $search: String!) {\n    bookings(first: $first, search: $search) { nodes { id paymentSummary { status nextDueDate overdueCents } } }\n  }\n"): (typeof documents)["\n  query SalesPathBookings($first: Int!, $search: String!) {\n    bookings(first: $first, search: $search) { nodes { id paymentSummary { status nextDueDate overdueCents } } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SalesPathQuoteFromInquiry($input: CreateQuoteFromInquiryInput!) {\n    createQuoteFromInquiry(input: $input) {\n      created\n      quote { id status inquiryId bookingId lines { kind description } }\n      booking { id status source inquiryId eventDate }\n    }\n  }\n"): (typeof documents)["\n  mutation SalesPathQuoteFromInquiry($input: CreateQuoteFromInquiryInput!) {\n    createQuoteFromInquiry(input: $input) {\n      created\n      quote { id status inquiryId bookingId lines { kind description } }\n      booking { id status source inquiryId eventDate }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SalesPathUpdateQuote($input: UpdateQuoteInput!) { updateQuote(input: $input) { quote { id totals { totalCents } } } }\n"): (typeof documents)["\n  mutation SalesPathUpdateQuote($input: UpdateQuoteInput!) { updateQuote(input: $input) { quote { id totals { totalCents } } } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SalesPathSendQuote($input: SendQuoteInput!) { sendQuote(input: $input) { link } }\n"): (typeof documents)["\n  mutation SalesPathSendQuote($input: SendQuoteInput!) { sendQuote(input: $input) { link } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SalesPathRevenue($month: YearMonth!) { reports(from: $month, to: $month) { totalRevenueCents months { bookings revenueCents } } }\n"): (typeof documents)["\n  query SalesPathRevenue($month: YearMonth!) { reports(from: $month, to: $month) { totalRevenueCents months { bookings revenueCents } } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SpecialDatesPage($first: Int, $after: String, $last: Int, $before: String, $from: LocalDate, $to: LocalDate, $status: SpecialDateStatus) {\n    specialDates(first: $first, after: $after, last: $last, before: $before, from: $from, to: $to, status: $status) {\n      totalCount\n      nodes { id date status }\n      edges { cursor node { id } }\n      pageInfo { hasNextPage hasPreviousPage startCursor endCursor }\n    }\n  }\n"): (typeof documents)["\n  query SpecialDatesPage($first: Int, $after: String, $last: Int, $before: String, $from: LocalDate, $to: LocalDate, $status: SpecialDateStatus) {\n    specialDates(first: $first, after: $after, last: $last, before: $before, from: $from, to: $to, status: $status) {\n      totalCount\n      nodes { id date status }\n      edges { cursor node { id } }\n      pageInfo { hasNextPage hasPreviousPage startCursor endCursor }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SyncBookingsSince($since: DateTime, $after: String) {\n    bookings(first: 2, after: $after, updatedSince: $since, orderBy: UPDATED_AT_ASC) {\n      nodes { id clientName updatedAt }\n      pageInfo { hasNextPage endCursor }\n      totalCount\n    }\n  }\n"): (typeof documents)["\n  query SyncBookingsSince($since: DateTime, $after: String) {\n    bookings(first: 2, after: $after, updatedSince: $since, orderBy: UPDATED_AT_ASC) {\n      nodes { id clientName updatedAt }\n      pageInfo { hasNextPage endCursor }\n      totalCount\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SyncNodes($ids: [ID!]!) {\n    nodes(ids: $ids) {\n      __typename\n      id\n      createdAt\n      updatedAt\n      ... on Booking { clientName }\n      ... on Inquiry { name }\n      ... on Faq { question }\n      ... on SpecialDate { date }\n    }\n  }\n"): (typeof documents)["\n  query SyncNodes($ids: [ID!]!) {\n    nodes(ids: $ids) {\n      __typename\n      id\n      createdAt\n      updatedAt\n      ... on Booking { clientName }\n      ... on Inquiry { name }\n      ... on Faq { question }\n      ... on SpecialDate { date }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SyncTombstones($since: DateTime, $types: [RecordType!]) {\n    tombstones(deletedSince: $since, types: $types, first: 100) {\n      nodes { id type deletedAt }\n      totalCount\n    }\n  }\n"): (typeof documents)["\n  query SyncTombstones($since: DateTime, $types: [RecordType!]) {\n    tombstones(deletedSince: $since, types: $types, first: 100) {\n      nodes { id type deletedAt }\n      totalCount\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation SyncNoteBooking($input: UpdateBookingInput!) { updateBooking(input: $input) { booking { id } } }"): (typeof documents)["mutation SyncNoteBooking($input: UpdateBookingInput!) { updateBooking(input: $input) { booking { id } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query SyncFaqs($since: DateTime) { adminFaqs(updatedSince: $since, orderBy: UPDATED_AT_DESC) { id } }"): (typeof documents)["query SyncFaqs($since: DateTime) { adminFaqs(updatedSince: $since, orderBy: UPDATED_AT_DESC) { id } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query SyncHoldsNoRange { holds { id } }"): (typeof documents)["query SyncHoldsNoRange { holds { id } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query SyncHolds($since: DateTime) { holds(updatedSince: $since) { id status updatedAt } }"): (typeof documents)["query SyncHolds($since: DateTime) { holds(updatedSince: $since) { id status updatedAt } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query SyncNode($id: ID!) { node(id: $id) { id ... on Booking { clientName } } }"): (typeof documents)["query SyncNode($id: ID!) { node(id: $id) { id ... on Booking { clientName } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query SyncInquiry($id: ID!) { inquiry(id: $id) { id name updatedAt } }"): (typeof documents)["query SyncInquiry($id: ID!) { inquiry(id: $id) { id name updatedAt } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation SyncDeleteFaq($input: DeleteFaqInput!) { deleteFaq(input: $input) { deletedId } }"): (typeof documents)["mutation SyncDeleteFaq($input: DeleteFaqInput!) { deleteFaq(input: $input) { deletedId } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation SyncLiveBooking($input: UpdateBookingInput!) { updateBooking(input: $input) { booking { id } } }"): (typeof documents)["mutation SyncLiveBooking($input: UpdateBookingInput!) { updateBooking(input: $input) { booking { id } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TermsTestRead { bookingTerms { paymentGraceDays quoteTerms updatedAt } }\n"): (typeof documents)["\n  query TermsTestRead { bookingTerms { paymentGraceDays quoteTerms updatedAt } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation TermsTestUpdate($input: UpdateBookingTermsInput!) {\n    updateBookingTerms(input: $input) { bookingTerms { paymentGraceDays quoteTerms updatedAt } }\n  }\n"): (typeof documents)["\n  mutation TermsTestUpdate($input: UpdateBookingTermsInput!) {\n    updateBookingTerms(input: $input) { bookingTerms { paymentGraceDays quoteTerms updatedAt } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query VersionsTestAlerts { ownerAlerts { kind enabled version } }"): (typeof documents)["query VersionsTestAlerts { ownerAlerts { kind enabled version } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation VersionsTestSetAlert($input: SetOwnerAlertInput!) { setOwnerAlert(input: $input) { alert { kind enabled version } } }"): (typeof documents)["mutation VersionsTestSetAlert($input: SetOwnerAlertInput!) { setOwnerAlert(input: $input) { alert { kind enabled version } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query VersionsTestProfile { viewer { displayName profileVersion } }"): (typeof documents)["query VersionsTestProfile { viewer { displayName profileVersion } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation VersionsTestUpdateProfile($input: UpdateProfileInput!) { updateProfile(input: $input) { viewer { displayName profileVersion } } }"): (typeof documents)["mutation VersionsTestUpdateProfile($input: UpdateProfileInput!) { updateProfile(input: $input) { viewer { displayName profileVersion } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query VersionsTestOrigins { apiAllowedOrigins apiAllowedOriginsVersion }"): (typeof documents)["query VersionsTestOrigins { apiAllowedOrigins apiAllowedOriginsVersion }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation VersionsTestSetOrigins($input: SetApiAllowedOriginsInput!) { setApiAllowedOrigins(input: $input) { origins version userErrors { field message } } }"): (typeof documents)["mutation VersionsTestSetOrigins($input: SetApiAllowedOriginsInput!) { setApiAllowedOrigins(input: $input) { origins version userErrors { field message } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query VersionsTestOriginVersions { savedVersions(kind: API_ALLOWED_ORIGINS, recordId: \"api_allowed_origins\") { nodes { version savedBy values { field value } } } }"): (typeof documents)["query VersionsTestOriginVersions { savedVersions(kind: API_ALLOWED_ORIGINS, recordId: \"api_allowed_origins\") { nodes { version savedBy values { field value } } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query VersionsTestInquiry($id: ID!) { inquiry(id: $id) { id status source version } }"): (typeof documents)["query VersionsTestInquiry($id: ID!) { inquiry(id: $id) { id status source version } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation VersionsTestInquiryStatus($input: UpdateInquiryStatusInput!) { updateInquiryStatus(input: $input) { inquiry { status version } } }"): (typeof documents)["mutation VersionsTestInquiryStatus($input: UpdateInquiryStatusInput!) { updateInquiryStatus(input: $input) { inquiry { status version } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation VersionsTestInquirySource($input: UpdateInquirySourceInput!) { updateInquirySource(input: $input) { inquiry { source version } } }"): (typeof documents)["mutation VersionsTestInquirySource($input: UpdateInquirySourceInput!) { updateInquirySource(input: $input) { inquiry { source version } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation VersionsTestInquiryReply($input: RecordInquiryReplyInput!) { recordInquiryReply(input: $input) { inquiry { id version } } }"): (typeof documents)["mutation VersionsTestInquiryReply($input: RecordInquiryReplyInput!) { recordInquiryReply(input: $input) { inquiry { id version } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation VersionsTestCreateFaq($input: CreateFaqInput!) { createFaq(input: $input) { faq { id version } } }"): (typeof documents)["mutation VersionsTestCreateFaq($input: CreateFaqInput!) { createFaq(input: $input) { faq { id version } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation VersionsTestUpdateFaq($input: UpdateFaqInput!) { updateFaq(input: $input) { faq { id answer version } } }"): (typeof documents)["mutation VersionsTestUpdateFaq($input: UpdateFaqInput!) { updateFaq(input: $input) { faq { id answer version } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query VersionsTestSaved($kind: RecordKind, $recordId: ID, $first: Int, $after: String) {\n    savedVersions(kind: $kind, recordId: $recordId, first: $first, after: $after) {\n      totalCount\n      pageInfo { hasNextPage endCursor }\n      nodes { kind recordId version change summary savedBy values { field label value } fieldChanges { field oldValue newValue } newValues oldValues }\n    }\n  }\n"): (typeof documents)["\n  query VersionsTestSaved($kind: RecordKind, $recordId: ID, $first: Int, $after: String) {\n    savedVersions(kind: $kind, recordId: $recordId, first: $first, after: $after) {\n      totalCount\n      pageInfo { hasNextPage endCursor }\n      nodes { kind recordId version change summary savedBy values { field label value } fieldChanges { field oldValue newValue } newValues oldValues }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation VersionsTestUpdateBooking($input: UpdateBookingInput!) { updateBooking(input: $input) { booking { id adminNotes version } } }"): (typeof documents)["mutation VersionsTestUpdateBooking($input: UpdateBookingInput!) { updateBooking(input: $input) { booking { id adminNotes version } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation VersionsTestCreateQuote($input: CreateQuoteInput!) { createQuote(input: $input) { quote { id version } } }"): (typeof documents)["mutation VersionsTestCreateQuote($input: CreateQuoteInput!) { createQuote(input: $input) { quote { id version } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation VersionsTestUpdateQuote($input: UpdateQuoteInput!) { updateQuote(input: $input) { quote { id message version } } }"): (typeof documents)["mutation VersionsTestUpdateQuote($input: UpdateQuoteInput!) { updateQuote(input: $input) { quote { id message version } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation VersionsTestSiteDetails($input: UpdateSiteDetailsInput!) { updateSiteDetails(input: $input) { branding { siteTitle version } } }"): (typeof documents)["mutation VersionsTestSiteDetails($input: UpdateSiteDetailsInput!) { updateSiteDetails(input: $input) { branding { siteTitle version } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation VersionsTestFollowUp($input: UpdateFollowUpInput!) { updateFollowUp(input: $input) { followUp { body version } } }"): (typeof documents)["mutation VersionsTestFollowUp($input: UpdateFollowUpInput!) { updateFollowUp(input: $input) { followUp { body version } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation VersionsTestDeleteFaq($input: DeleteFaqInput!) { deleteFaq(input: $input) { deletedId } }"): (typeof documents)["mutation VersionsTestDeleteFaq($input: DeleteFaqInput!) { deleteFaq(input: $input) { deletedId } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation VersionsTestReorderFaqs($input: ReorderFaqsInput!) { reorderFaqs(input: $input) { faqs { id version } } }"): (typeof documents)["mutation VersionsTestReorderFaqs($input: ReorderFaqsInput!) { reorderFaqs(input: $input) { faqs { id version } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query VersionsTestAdminFaqs { adminFaqs { id version } }"): (typeof documents)["query VersionsTestAdminFaqs { adminFaqs { id version } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation VersionsTestCreateImage($input: CreateGalleryImageInput!) { createGalleryImage(input: $input) { galleryImage { id version } } }"): (typeof documents)["mutation VersionsTestCreateImage($input: CreateGalleryImageInput!) { createGalleryImage(input: $input) { galleryImage { id version } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation VersionsTestSwitchImage($input: SetGalleryImageActiveInput!) { setGalleryImageActive(input: $input) { galleryImage { id isActive version } } }"): (typeof documents)["mutation VersionsTestSwitchImage($input: SetGalleryImageActiveInput!) { setGalleryImageActive(input: $input) { galleryImage { id isActive version } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation VersionsTestUpdateImage($input: UpdateGalleryImageInput!) { updateGalleryImage(input: $input) { galleryImage { id version } } }"): (typeof documents)["mutation VersionsTestUpdateImage($input: UpdateGalleryImageInput!) { updateGalleryImage(input: $input) { galleryImage { id version } } }"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation WebhooksTestCreate($input: CreateWebhookEndpointInput!) {\n    createWebhookEndpoint(input: $input) {\n      secret\n      endpoint { id url eventTypes enabled secretHint version }\n      userErrors { field code message }\n    }\n  }\n"): (typeof documents)["\n  mutation WebhooksTestCreate($input: CreateWebhookEndpointInput!) {\n    createWebhookEndpoint(input: $input) {\n      secret\n      endpoint { id url eventTypes enabled secretHint version }\n      userErrors { field code message }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query WebhooksTestLog($endpointId: ID) {\n    webhookEndpoints { id url pendingDeliveries failedDeliveries lastDelivery { id status } }\n    webhookDeliveries(endpointId: $endpointId, first: 10) {\n      totalCount\n      nodes { id messageId eventType status attempts lastStatusCode lastError payload replayOf nextAttemptAt }\n    }\n  }\n"): (typeof documents)["\n  query WebhooksTestLog($endpointId: ID) {\n    webhookEndpoints { id url pendingDeliveries failedDeliveries lastDelivery { id status } }\n    webhookDeliveries(endpointId: $endpointId, first: 10) {\n      totalCount\n      nodes { id messageId eventType status attempts lastStatusCode lastError payload replayOf nextAttemptAt }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation WebhooksTestReplay($input: ReplayWebhookDeliveryInput!) {\n    replayWebhookDelivery(input: $input) { delivery { id status replayOf messageId } userErrors { message } }\n  }\n"): (typeof documents)["\n  mutation WebhooksTestReplay($input: ReplayWebhookDeliveryInput!) {\n    replayWebhookDelivery(input: $input) { delivery { id status replayOf messageId } userErrors { message } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation TestSignIn($input: SignInInput!) {\n    signIn(input: $input) { viewer { id email role } }\n  }\n"): (typeof documents)["\n  mutation TestSignIn($input: SignInInput!) {\n    signIn(input: $input) { viewer { id email role } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation QuotesTestCreate($input: CreateQuoteInput!) {\n    createQuote(input: $input) { quote { id status lines { kind description quantity unitAmountCents multiplier amountCents } } }\n  }\n"): (typeof documents)["\n  mutation QuotesTestCreate($input: CreateQuoteInput!) {\n    createQuote(input: $input) { quote { id status lines { kind description quantity unitAmountCents multiplier amountCents } } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation QuotesTestUpdate($input: UpdateQuoteInput!) {\n    updateQuote(input: $input) {\n      quote {\n        id status taxRateMilliPercent taxRateBasisPoints discountCents depositKind depositValue blockDateOnAcceptance\n        lines { kind description quantity unitAmountCents multiplier amountCents }\n        schedule { dueDate amountCents }\n        totals { subtotalCents discountCents taxCents totalCents depositCents }\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation QuotesTestUpdate($input: UpdateQuoteInput!) {\n    updateQuote(input: $input) {\n      quote {\n        id status taxRateMilliPercent taxRateBasisPoints discountCents depositKind depositValue blockDateOnAcceptance\n        lines { kind description quantity unitAmountCents multiplier amountCents }\n        schedule { dueDate amountCents }\n        totals { subtotalCents discountCents taxCents totalCents depositCents }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation QuotesTestSend($input: SendQuoteInput!) {\n    sendQuote(input: $input) { link quote { id status expiresAt } }\n  }\n"): (typeof documents)["\n  mutation QuotesTestSend($input: SendQuoteInput!) {\n    sendQuote(input: $input) { link quote { id status expiresAt } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation QuotesTestWithdraw($input: WithdrawQuoteInput!) {\n    withdrawQuote(input: $input) { quote { id status } }\n  }\n"): (typeof documents)["\n  mutation QuotesTestWithdraw($input: WithdrawQuoteInput!) {\n    withdrawQuote(input: $input) { quote { id status } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation QuotesTestRecordPayment($input: RecordPaymentInput!) {\n    recordPayment(input: $input) {\n      payment { id amountCents receivedOn method note provider providerReference }\n      booking { id paymentSummary { status totalCents paidCents outstandingCents overdueCents nextDueDate nextDueCents } }\n    }\n  }\n"): (typeof documents)["\n  mutation QuotesTestRecordPayment($input: RecordPaymentInput!) {\n    recordPayment(input: $input) {\n      payment { id amountCents receivedOn method note provider providerReference }\n      booking { id paymentSummary { status totalCents paidCents outstandingCents overdueCents nextDueDate nextDueCents } }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation QuotesTestDeletePayment($input: DeletePaymentInput!) {\n    deletePayment(input: $input) { deletedId booking { id paymentSummary { status paidCents } } }\n  }\n"): (typeof documents)["\n  mutation QuotesTestDeletePayment($input: DeletePaymentInput!) {\n    deletePayment(input: $input) { deletedId booking { id paymentSummary { status paidCents } } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query QuotesTestBooking($id: ID!) {\n    booking(id: $id) {\n      id status datePremiumMultiplier\n      quotes { id status acceptedName }\n      payments { id amountCents }\n      paymentSummary { status totalCents paidCents outstandingCents overdueCents nextDueDate nextDueCents }\n    }\n  }\n"): (typeof documents)["\n  query QuotesTestBooking($id: ID!) {\n    booking(id: $id) {\n      id status datePremiumMultiplier\n      quotes { id status acceptedName }\n      payments { id amountCents }\n      paymentSummary { status totalCents paidCents outstandingCents overdueCents nextDueDate nextDueCents }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation QuotesTestCancelBooking($input: UpdateBookingStatusInput!) {\n    updateBookingStatus(input: $input) { booking { id status } }\n  }\n"): (typeof documents)["\n  mutation QuotesTestCancelBooking($input: UpdateBookingStatusInput!) {\n    updateBookingStatus(input: $input) { booking { id status } }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query QuotesTestDashboard { dashboardOverview { moneyDueThisMonthCents moneyOverdueCents } }\n"): (typeof documents)["\n  query QuotesTestDashboard { dashboardOverview { moneyDueThisMonthCents moneyOverdueCents } }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query QuotesTestReports($from: YearMonth!, $to: YearMonth!) {\n    reports(from: $from, to: $to) { moneyOutstanding { totalCents overdueCents months { month dueCents } } }\n  }\n"): (typeof documents)["\n  query QuotesTestReports($from: YearMonth!, $to: YearMonth!) {\n    reports(from: $from, to: $to) { moneyOutstanding { totalCents overdueCents months { month dueCents } } }\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;