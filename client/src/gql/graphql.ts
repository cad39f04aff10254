/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
/** What changed on the signed-in account. */
export type AccountChange =
  /** An API token was created or revoked. */
  | 'API_TOKENS'
  /** The sign-in e-mail address, or a change of it waiting for confirmation. */
  | 'EMAIL'
  /** The password (other sessions were signed out). */
  | 'PASSWORD'
  /** The display name or profile picture. */
  | 'PROFILE'
  /** A session began or ended (sign-in, sign-out, a device signed out). */
  | 'SESSIONS';

/** A special date to add. */
export type AddSpecialDateInput = {
  /** yyyy-MM-dd; empty gives 'Please select a date'. */
  date: string;
  /** For a partially available date: when its hours end, HH:mm (24:00 for midnight). */
  endTime?: string | null | undefined;
  /** A note for the date, optional. */
  notes?: string | null | undefined;
  /** Only for PREMIUM_RATE (1 to 5, step 0.1); ignored for other statuses. */
  premiumMultiplier?: number | null | undefined;
  /** For a partially available date: when its hours start, HH:mm. */
  startTime?: string | null | undefined;
  /** What the date becomes. */
  status: SpecialDateStatus;
};

/** An area an API token may be limited to, read or write (write includes read). The description of every admin field names the scope it needs. */
export type ApiTokenScope =
  /** Read bookings, holds, quotes, payments, follow-ups and booking terms. */
  | 'BOOKINGS_READ'
  /** Read and change bookings, holds, quotes, payments, follow-ups and booking terms. */
  | 'BOOKINGS_WRITE'
  /** Read the owner's calendar (special dates, blocks, calendar feeds). */
  | 'CALENDAR_READ'
  /** Read and change the owner's calendar. */
  | 'CALENDAR_WRITE'
  /** Read content, FAQs, pages, the change log and site settings (with their staged edits). */
  | 'CONTENT_READ'
  /** Read and change content, FAQs, pages and site settings, and publish. */
  | 'CONTENT_WRITE'
  /** Read inquiries. */
  | 'INQUIRIES_READ'
  /** Read and change inquiries. */
  | 'INQUIRIES_WRITE'
  /** Read the e-mail outbox and diagnostics. */
  | 'OPERATIONS_READ'
  /** Read and act on the e-mail outbox and diagnostics (retry a message). */
  | 'OPERATIONS_WRITE'
  /** Read reports and the dashboard. */
  | 'REPORTS_READ'
  /** Reports and the dashboard (they have nothing to change; the same as REPORTS_READ). */
  | 'REPORTS_WRITE'
  /** Read the webhook endpoints this token registered and their delivery logs. */
  | 'WEBHOOKS_READ'
  /** Register webhook endpoints for the events of the areas this token reads, and change, rotate, replay and delete them; they end with the token (deleted when it is revoked, sent nothing once it expires). */
  | 'WEBHOOKS_WRITE';

/** A quick block of one date. */
export type BlockDateInput = {
  /** Why the date is blocked. */
  blockType: BlockType;
  /** yyyy-MM-dd, today or later; empty gives 'Please select a date to block'. */
  date: string;
  /** Block even though confirmed bookings fall on the date (after the admin was warned). */
  overrideConfirmedBookings?: boolean | null | undefined;
  /** Why the date is blocked, private to admins; optional. */
  reason?: string | null | undefined;
  /** Block even though the date has a special date (after the admin was told which); it is kept and put back on Unblock. */
  replaceSpecialDate?: boolean | null | undefined;
};

/** Why the admin blocks a date with Quick Block; stored at the start of the blocked date's notes. */
export type BlockType =
  /** Closed for a holiday. */
  | 'HOLIDAY'
  /** Closed for maintenance or repairs. */
  | 'MAINTENANCE'
  /** Any other reason (say which in the reason). */
  | 'OTHER'
  /** Taken by a private event that is not a booking. */
  | 'PRIVATE_EVENT';

/**
 * The order of a list of bookings. Every order ends with the booking's id, so a page boundary is
 * exact even when bookings share a date or were received in the same millisecond.
 */
export type BookingOrder =
  /** Earliest event date (and start time) first. */
  | 'EVENT_DATE_ASC'
  /** Latest event date (and start time) first. */
  | 'EVENT_DATE_DESC'
  /** Oldest received first. */
  | 'RECEIVED_ASC'
  /** Newest received first (the default). */
  | 'RECEIVED_DESC'
  /** Least recently changed first (what a sync reads: the last item's updatedAt is where the next sync starts). */
  | 'UPDATED_AT_ASC'
  /** Most recently changed first. */
  | 'UPDATED_AT_DESC';

/** Where a booking came from. */
export type BookingSource =
  /** Entered by an admin directly. */
  | 'ADMIN'
  /** Made by an admin from a contact-form inquiry. */
  | 'INQUIRY'
  /** Requested by a visitor from the public calendar. */
  | 'WEBSITE';

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

/** Cancels a booking and settles its money. */
export type CancelBookingInput = {
  /** Saved with the cancellation when given. */
  adminNotes?: string | null | undefined;
  /** The booking (pending or confirmed). */
  id: string | number;
  /** Whether what is kept is a fee or the client's credit; the policy's choice when not given. */
  keptAs?: KeptAs | null | undefined;
  /** What the venue keeps of what was paid, in cents; the policy's amount when not given (see Booking.cancellationTerms). */
  keptCents?: number | null | undefined;
  /** A refund paid out now; without it, what the venue holds beyond what it keeps stays the client's credit until refunded. */
  refund?: CancellationRefundInput | null | undefined;
};

/** What the venue keeps of what a client paid when a booking is cancelled. */
export type CancellationKeep =
  /** The deposit the accepted quote asked for (or its first scheduled payment). */
  | 'DEPOSIT'
  /** Everything paid. */
  | 'EVERYTHING'
  /** A fixed fee (feeCents), at most what was paid. */
  | 'FEE'
  /** Nothing: everything paid is refunded. */
  | 'NOTHING';

/** The venue's cancellation policy. */
export type CancellationPolicyInput = {
  /** How many months a credit stays valid (1 to 60). */
  creditValidMonths: number;
  /** What applies when cancelling noticeDays or more before the event. */
  early: CancellationTierInput;
  /** What applies when cancelling within noticeDays of the event. */
  late: CancellationTierInput;
  /** Days before the event from which the early tier applies (0 to 730). */
  noticeDays: number;
};

/** A refund paid out when cancelling. */
export type CancellationRefundInput = {
  /** The amount refunded now, in whole US cents (at most what is left after what is kept). */
  amountCents: number;
  /** How it went back. */
  method: PaymentMethod;
  /** A note (at most 500 characters). */
  note?: string | null | undefined;
  /** The day it went back (today or earlier). */
  occurredOn: string;
};

/** One tier of the cancellation policy. */
export type CancellationTierInput = {
  /** The fee kept when keep is FEE, in whole US cents (0 to 10,000,000). */
  feeCents: number;
  /** What the venue keeps of what was paid. */
  keep: CancellationKeep;
  /** Whether what is kept is a fee or the client's credit. */
  keptAs: KeptAs;
};

/** The old and new password of a password change. */
export type ChangePasswordInput = {
  /** The new password typed again; it must match newPassword. */
  confirmPassword: string;
  /** The password the account has now. */
  currentPassword: string;
  /** The new password (at least the minimum length the sign-up rules ask). */
  newPassword: string;
};

/** A pending booking to confirm while blocking its whole date. */
export type ConfirmBookingAndBlockDateInput = {
  /** The pending booking to confirm. */
  bookingId: string | number;
  /** As UpdateBookingStatusInput.othersMessage. */
  othersMessage?: SlotMessageInput | null | undefined;
  /** As UpdateBookingStatusInput.override. */
  override?: boolean | null | undefined;
};

/** The confirmation of an e-mail change, from the link sent to the new address. */
export type ConfirmEmailChangeInput = {
  /** The token from the link sent to the new address. */
  token: string;
};

/** Where a change-log entry stands. */
export type ContentChangeStatus =
  /** Staged: visitors do not see it yet. */
  | 'PENDING'
  /** Live on the site. */
  | 'PUBLISHED'
  /** Discarded; the item was put back as it was. */
  | 'REVERTED';

/** What a change-log entry did to its item. */
export type ContentChangeType =
  /** Added a new item. */
  | 'CREATE'
  /** Deleted an item. */
  | 'DELETE'
  /** Edited an existing item. */
  | 'UPDATE';

/** The page a content section belongs to. */
export type ContentSectionType =
  /** The About page. */
  | 'ABOUT'
  /** The Contact page, including the contact details. */
  | 'CONTACT'
  /** The Events page. */
  | 'EVENT'
  /** The Gallery page's texts. */
  | 'GALLERY'
  /** The home page's opening block. */
  | 'HERO'
  /** The Resources page, where admins may add sections. */
  | 'OTHER';

/** The tables whose edits are staged and published through the change log. */
export type ContentTable =
  /** The venue's contact details (one record). */
  | 'CONTACT_INFO'
  /** Content sections of every page. */
  | 'CONTENT_SECTIONS'
  /** Gallery pictures. */
  | 'GALLERY_IMAGES'
  /** Home page hero slides. */
  | 'HERO_SLIDES';

/** What a new API token is called and what it may do. */
export type CreateApiTokenInput = {
  /** When the token stops working (in the future, at most 366 days from now); absent or null for a token that works until it is revoked. */
  expiresAt?: string | null | undefined;
  /** A name that says what will use the token, such as 'Booking export script' (at most 80 characters). */
  name: string;
  /** True for a token that may only read (queries and subscriptions); false or absent for full admin access. */
  readOnly?: boolean | null | undefined;
  /** The areas the token may read or write (at least one); absent or null for a token that reaches every area. */
  scopes?: Array<ApiTokenScope> | null | undefined;
};

/** A booking the admin enters by hand. */
export type CreateBookingInput = {
  /** Private staff notes, optional. */
  adminNotes?: string | null | undefined;
  /** The client's e-mail address. */
  clientEmail: string;
  /** The client's full name. */
  clientName: string;
  /** The client's phone number, optional. */
  clientPhone?: string | null | undefined;
  /**
   * Confirm it at once (a phone or walk-in booking agreed on the spot), with the checks of confirming:
   * another confirmed booking on the slot refuses it; a blocked date, a partial date's hours or another
   * client's hold refuses it unless override is set. Refused, nothing is created. Pending when false or absent.
   */
  confirm?: boolean | null | undefined;
  /** The date of the event. */
  eventDate: string;
  /** The kind of event. */
  eventType: EventType;
  /** How many guests (1 to 450). */
  guestCount: number;
  /** The inquiry this booking is made from (it is then marked handled). */
  inquiryId?: string | number | null | undefined;
  /** With confirm: confirm despite a blocked date, a partial date's hours or another client's hold (never despite another confirmed booking). */
  override?: boolean | null | undefined;
  /** What the client asked for, optional. */
  specialRequests?: string | null | undefined;
  /** The time slot; it must be one of the date's CalendarDay.timeSlots. */
  timeSlot: TimeSlot;
  /** The agreed price in whole US cents (450000 is $4,500.00), optional; never negative. */
  totalCostCents?: number | null | undefined;
};

/** A change order to make: the booking's new details (a field left out stays as it is; all left out: the price alone changes). */
export type CreateChangeOrderInput = {
  /** The booking (pending or confirmed, with a price agreed). */
  bookingId: string | number;
  /** The new date. */
  eventDate?: string | null | undefined;
  /** The new kind of event. */
  eventType?: EventType | null | undefined;
  /** The new guest count (1 to 450). */
  guestCount?: number | null | undefined;
  /** Move onto a date the owner's own calendar argues against (a block, a partial date's hours, another client's hold) after being warned. Another confirmed booking always refuses it. */
  override?: boolean | null | undefined;
  /** The new time slot. */
  timeSlot?: TimeSlot | null | undefined;
};

/** A new section for the Resources page. */
export type CreateContentSectionInput = {
  /** The section's text. */
  content: string;
  /** A site path (/faq) or a full http(s) address for its button, optional. */
  link?: string | null | undefined;
  /** The section's heading. */
  title: string;
  /** Only OTHER (the resources page) takes new sections; the other pages have fixed sections. */
  type: ContentSectionType;
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

/** A new gallery picture. */
export type CreateGalleryImageInput = {
  /** Falls back to the title when empty. */
  altText?: string | null | undefined;
  /** The picture's category; ALL when absent. */
  category?: GalleryCategory | null | undefined;
  /** The picture's height in pixels, when known. */
  height?: number | null | undefined;
  /** An uploaded image (/uploads/…), a starter image (/starter/…) or a full http(s) address. */
  imageUrl: string;
  /** False to add it as Inactive; Active when absent. */
  isActive?: boolean | null | undefined;
  /** Its position in the gallery; at the end when absent. */
  sortOrder?: number | null | undefined;
  /** The caption. */
  title: string;
  /** The picture's width in pixels, when known. */
  width?: number | null | undefined;
};

/** Starts a quote from an inquiry. */
export type CreateQuoteFromInquiryInput = {
  /** The pending booking to create from the inquiry with the quote (the same fields as createBooking; its inquiryId, when given, must be this inquiryId); needed only when the inquiry has no booking yet. */
  booking?: CreateBookingInput | null | undefined;
  /** The inquiry to quote. */
  inquiryId: string | number;
};

/** Starts a draft quote on a booking. */
export type CreateQuoteInput = {
  /** The booking to quote (pending or confirmed). */
  bookingId: string | number;
};

/** A new webhook endpoint. */
export type CreateWebhookEndpointInput = {
  /** What it is for (at most 200 characters). */
  description?: string | null | undefined;
  /** The events to send it (at least one). */
  eventTypes: Array<WebhookEventType>;
  /** Where to send events: an http:// or https:// address, at most 500 characters. */
  url: string;
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

/** Which Resources section to delete. */
export type DeleteContentSectionInput = {
  /** The section to delete. */
  id: string | number;
  /**
   * The version of the section as the owner was shown it. When it has been saved since, nothing is deleted and the
   * change is refused with CONFLICT (reason STALE_VERSION; the current version and values in
   * extensions). Leave it out to apply the change whatever was saved meanwhile.
   */
  version?: number | null | undefined;
};

/** Which FAQ to delete. */
export type DeleteFaqInput = {
  /** The FAQ to delete. */
  id: string | number;
  /**
   * The version of the FAQ (Faq.version) as the owner was shown it. When it has been saved since, nothing is deleted and the
   * change is refused with CONFLICT (reason STALE_VERSION; the current version and values in
   * extensions). Leave it out to apply the change whatever was saved meanwhile.
   */
  version?: number | null | undefined;
};

/** Which gallery picture to delete. */
export type DeleteGalleryImageInput = {
  /** The picture to delete. */
  id: string | number;
  /**
   * The version of the picture as the owner was shown it. When it has been saved since, nothing is deleted and the
   * change is refused with CONFLICT (reason STALE_VERSION; the current version and values in
   * extensions). Leave it out to apply the change whatever was saved meanwhile.
   */
  version?: number | null | undefined;
};

/** How a quote's deposit is given. */
export type DepositKind =
  /** A fixed amount in cents. */
  | 'AMOUNT'
  /** A share of the total, in basis points (3000 is 30%). */
  | 'PERCENT';

/** The outcome of a diagnostics check. */
export type DiagnosticStatus =
  /** The check found a problem (see its message). */
  | 'FAIL'
  /** The check succeeded. */
  | 'PASS';

/** Which note to dismiss. */
export type DismissAdminNoteInput = {
  /** The note's id. */
  id: string | number;
};

/** How the site delivers e-mail. */
export type EmailDeliveryMode =
  /** No provider configured: messages stay queued in the outbox. */
  | 'OUTBOX_ONLY'
  /** Sent through Resend (RESEND_API_KEY is set). */
  | 'RESEND';

/**
 * The kind of event a booking or inquiry is for: the contact form's list (specification section 5).
 * The visitor forms post the label (for example "Corporate Event"); GraphQL uses these values.
 */
export type EventType =
  /** An anniversary celebration. */
  | 'ANNIVERSARY'
  /** A baby shower. */
  | 'BABY_SHOWER'
  /** A birthday party. */
  | 'BIRTHDAY_PARTY'
  /** A bridal shower. */
  | 'BRIDAL_SHOWER'
  /** A conference or meeting (shown as Conference/Meeting). */
  | 'CONFERENCE_MEETING'
  /** A corporate event: a party, dinner, launch or training day. */
  | 'CORPORATE_EVENT'
  /** A cultural event: a festival, heritage celebration or performance. */
  | 'CULTURAL_EVENT'
  /** A fundraising event or gala. */
  | 'FUNDRAISING_EVENT'
  /** A graduation party. */
  | 'GRADUATION_PARTY'
  /** A holiday party. */
  | 'HOLIDAY_PARTY'
  /** Any other kind of event. */
  | 'OTHER'
  /** A retirement party. */
  | 'RETIREMENT_PARTY'
  /** A wedding (ceremony, reception or both). */
  | 'WEDDING';

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

/** Which automatic reminder a follow-up is. */
export type FollowUpKind =
  /** To the client, with a copy to the owner: a hold ends in 48 hours. */
  | 'HOLD_EXPIRING'
  /** To the owner: an inquiry still New 24 hours after it arrived, with no hold, booking or quote made from it. */
  | 'INQUIRY_UNANSWERED'
  /** To the client: a scheduled payment is due in 7 days and not yet covered by payments. */
  | 'PAYMENT_DUE'
  /** To the client: a scheduled payment's due date has passed and it is not covered by payments. */
  | 'PAYMENT_OVERDUE'
  /** To the client: a sent quote not accepted after the follow-up's number of days. */
  | 'QUOTE_NOT_ACCEPTED';

/** The footer's content and display options, all saved together. */
export type FooterSettingsInput = {
  /** The venue's name as the footer shows it. */
  companyName: string;
  /** The copyright line. */
  copyright: string;
  /** Whether to show the business hours of the contact details (Query.contactInfo). */
  showBusinessHours: boolean;
  /** Whether to show the phone, e-mail and address of the contact details (Query.contactInfo). */
  showContactInfo: boolean;
  /** Whether to show the social profile links. */
  showSocialLinks: boolean;
  /** The short line under the name. */
  tagline: string;
  /**
   * The version of the footer this edit started from (its version as read; 0 before the first save).
   * When it has been saved since, nothing is saved and the edit is refused with CONFLICT (reason
   * STALE_VERSION; the current version and values in extensions). Leave it out to save whatever was saved meanwhile.
   */
  version?: number | null | undefined;
};

/** The gallery's categories, which are also its filter tabs (specification section 2). */
export type GalleryCategory =
  /** No particular category (the default); shown under the All tab only. */
  | 'ALL'
  /** Ceremonies. */
  | 'CEREMONIES'
  /** Corporate events. */
  | 'CORPORATE'
  /** Décor and details. */
  | 'DECOR'
  /** Receptions. */
  | 'RECEPTIONS'
  /** Weddings. */
  | 'WEDDINGS';

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

/** Why an inquiry was lost. */
export type InquiryLostReason =
  /** Every booking made from it was cancelled (set by the cancellation; never chosen). */
  | 'BOOKING_CANCELLED'
  /** They chose another venue. */
  | 'CHOSE_ANOTHER_VENUE'
  /** Their date was not available. */
  | 'DATE_UNAVAILABLE'
  /** Their event was called off. */
  | 'EVENT_CANCELLED'
  /** They stopped responding. */
  | 'NO_RESPONSE'
  /** Another reason (see the note). */
  | 'OTHER'
  /** Price or budget. */
  | 'PRICE';

/**
 * The order of a list of inquiries. Every order ends with the inquiry's id, so a page boundary is
 * exact even when inquiries share a date.
 */
export type InquiryOrder =
  /** Earliest desired date first; inquiries without a date come last. */
  | 'EVENT_DATE_ASC'
  /** Latest desired date first; inquiries without a date come last. */
  | 'EVENT_DATE_DESC'
  /** Oldest received first. */
  | 'RECEIVED_ASC'
  /** Newest received first (the default). */
  | 'RECEIVED_DESC'
  /** Least recently changed first (what a sync reads: the last item's updatedAt is where the next sync starts). */
  | 'UPDATED_AT_ASC'
  /** Most recently changed first. */
  | 'UPDATED_AT_DESC';

/** How an inquiry ended, or that it has not yet. */
export type InquiryOutcome =
  /** The owner marked it lost with a reason, or every booking made from it was cancelled. */
  | 'LOST'
  /** Neither won nor lost yet. */
  | 'OPEN'
  /** A booking made from it is confirmed or completed. */
  | 'WON';

/** How the sender heard about the venue: the contact form's optional question (so the owner can measure conversion by source). */
export type InquirySource =
  /** A wedding or event directory. */
  | 'DIRECTORY'
  /** A friend or family member. */
  | 'FRIEND_OR_FAMILY'
  /** The sender did not answer (and every inquiry from before the question was asked). */
  | 'NOT_GIVEN'
  /** Another way. */
  | 'OTHER'
  /** They have been to an event at the venue. */
  | 'PAST_EVENT'
  /** A search engine. */
  | 'SEARCH_ENGINE'
  /** Social media. */
  | 'SOCIAL_MEDIA';

/** Where an inquiry stands in the sales pipeline, in the order inquiries move through it. */
export type InquiryStage =
  /** A booking made from it waits for confirmation; no quote is out. */
  | 'BOOKING_PENDING'
  /** A hold keeps a date for it; no booking yet. */
  | 'HELD'
  /** Marked lost, or every booking made from it was cancelled. */
  | 'LOST'
  /** Nothing made from it yet. */
  | 'NEW'
  /** A quote for its pending booking was sent and waits for the client. */
  | 'QUOTE_SENT'
  /** A booking made from it is confirmed or completed. */
  | 'WON';

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

/** Whether what is kept on cancellation is the venue's or the client's. */
export type KeptAs =
  /** The client's credit toward another date (not revenue; shown as the client's credit). */
  | 'CREDIT'
  /** A cancellation fee: the venue's (counted as revenue). */
  | 'FEE';

/** What a ledger entry is. */
export type LedgerEntryKind =
  /** Adds to what the client owes (the accepted quote, a change order's increase, a cancellation fee). */
  | 'CHARGE'
  /** Takes from what the client owes without money moving (a change order's decrease, the price released on cancellation). */
  | 'CREDIT'
  /** Money received from the client. */
  | 'PAYMENT'
  /** Money returned to the client. */
  | 'REFUND';

/** Why a ledger entry was made. */
export type LedgerEntryReason =
  /** The booking was confirmed with a price the owner set (no quote). */
  | 'AGREED_PRICE'
  /** A cancellation fee kept under the venue's policy. */
  | 'CANCELLATION_FEE'
  /** The client accepted a change order: the difference from the price agreed before. */
  | 'CHANGE_ORDER'
  /** The agreed price released when the booking was cancelled. */
  | 'CHARGES_RELEASED'
  /** Money received. */
  | 'PAYMENT'
  /** The client accepted a quote: its total is the agreed price. */
  | 'QUOTE_ACCEPTED'
  /** Money returned. */
  | 'REFUND'
  /** Counts back a payment or refund recorded by mistake (voidsEntryId names it). */
  | 'VOID';

/** The owner marks an inquiry lost. */
export type MarkInquiryLostInput = {
  /** The inquiry. */
  id: string | number;
  /** A note, up to 500 characters, optional. */
  note?: string | null | undefined;
  /** Why it was lost (any reason but BOOKING_CANCELLED, which a cancellation sets). */
  reason: InquiryLostReason;
  /** The inquiry's version you read, optional: when the inquiry changed since, nothing is changed and the change is refused (CONFLICT, reason STALE_VERSION, with the inquiry as it is now). Without it the change is not checked. */
  version?: number | null | undefined;
};

/** What markOwnerNoticesRead needs. */
export type MarkOwnerNoticesReadInput = {
  /** The notices to mark read; every unread notice when left out. */
  ids?: Array<string | number> | null | undefined;
};

/** Why a date cannot be requested (CalendarDay.notBookableReason): the first of these that applies. */
export type NotBookableReason =
  /** The date lies beyond the booking window (CalendarMonth.lastBookableDate); it can be asked about, not requested yet. */
  | 'BEYOND_BOOKING_WINDOW'
  /** Confirmed bookings fill the date. */
  | 'BOOKED'
  /** A partially available date whose hours fit none of the time slots. */
  | 'NO_SLOT_FITS'
  /** The date is before today in the venue's time zone. */
  | 'PAST'
  /** The date is today and every time slot it offered has ended by the venue's clock. */
  | 'SLOTS_ENDED'
  /** The venue is closed on the date. */
  | 'UNAVAILABLE';

/** What offerDateBack needs. */
export type OfferDateBackInput = {
  /** The notice that offers the date. */
  id: string | number;
};

/** Where an e-mail stands in the outbox. */
export type OutboxStatus =
  /** Every attempt failed; an admin may retry it. */
  | 'FAILED'
  /** Waiting for its (next) delivery attempt. */
  | 'QUEUED'
  /** Being handed to the e-mail provider right now. */
  | 'SENDING'
  /** Accepted by the e-mail provider. */
  | 'SENT';

/** The alerts the owner can switch: each sends an e-mail to the venue's inbox and a live notice. */
export type OwnerAlertKind =
  /** A client's acceptance is refused. */
  | 'ACCEPTANCE_REFUSED'
  /** A hold is about to end. */
  | 'HOLD_EXPIRING'
  /** A payment is overdue. */
  | 'PAYMENT_OVERDUE'
  /** A client accepts a quote or change order. */
  | 'QUOTE_ACCEPTED';

/** What a notice is about. */
export type OwnerNoticeKind =
  /** A client tried to accept, but the quote had ended or the date was taken. */
  | 'ACCEPTANCE_REFUSED'
  /** A confirmed booking was cancelled: a client told the date was taken can be offered it back. */
  | 'DATE_FREE_AGAIN'
  /** The date was offered to a client. */
  | 'DATE_OFFERED'
  /** A hold ends within 48 hours. */
  | 'HOLD_EXPIRING'
  /** A client on a slot that was confirmed for someone else was told it is taken. */
  | 'OTHERS_TOLD'
  /** A scheduled payment is overdue. */
  | 'PAYMENT_OVERDUE'
  /** A client accepted a quote or change order on its page. */
  | 'QUOTE_ACCEPTED';

/** Whether a password-reset link can still be used. */
export type PasswordResetTokenStatus =
  /** The link is older than its one-hour lifetime; ask for a new one. */
  | 'EXPIRED'
  /** No such link exists (mistyped or made up). */
  | 'INVALID'
  /** The link has already been used once; ask for a new one. */
  | 'USED'
  /** The link works: the reset form may be shown. */
  | 'VALID';

/** When a scheduled payment falls due. */
export type PaymentDueRule =
  /** So many days (dueDays, 0 = on acceptance) after the day the client accepts, in the venue's calendar. */
  | 'AFTER_ACCEPTANCE'
  /** So many days (dueDays) before the event date. */
  | 'BEFORE_EVENT'
  /** On a fixed date (dueDate). */
  | 'ON_DATE';

/** How a payment reached the venue. */
export type PaymentMethod =
  /** A bank transfer. */
  | 'BANK_TRANSFER'
  /** A card payment taken by the venue. */
  | 'CARD'
  /** Cash. */
  | 'CASH'
  /** A check. */
  | 'CHECK'
  /** Any other way. */
  | 'OTHER';

/** One payment of a quote's schedule. */
export type PaymentScheduleItemInput = {
  /** The amount due, in whole US cents, more than 0. */
  amountCents: number;
  /** The day the payment is due, for ON_DATE (required then; ignored otherwise). A quote is not sent while a payment would already be past due. */
  dueDate?: string | null | undefined;
  /** The days of an AFTER_ACCEPTANCE or BEFORE_EVENT rule, 0 to 730 (0 with AFTER_ACCEPTANCE is on acceptance). */
  dueDays?: number | null | undefined;
  /** How the due date is set (ON_DATE when not given). */
  dueRule?: PaymentDueRule | null | undefined;
};

/** Where a booking's money stands. */
export type PaymentStatus =
  /** The client paid more than they owe: the difference is theirs (to refund, or toward a change). */
  | 'CREDIT'
  /** Money is owed, none of it past its due date. */
  | 'DUE'
  /** No accepted quote yet: nothing is owed. */
  | 'NONE'
  /** Part of what is owed is past its due date. */
  | 'OVERDUE'
  /** Everything owed has been received. */
  | 'PAID';

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
  /** For an inquiry: the time slot to hold (default ALL_DAY). Leave empty for a booking. */
  timeSlot?: TimeSlot | null | undefined;
};

/** What previewFollowUp renders. */
export type PreviewFollowUpInput = {
  /** The message template to render. */
  body: string;
  /** Which follow-up (its placeholders are the ones allowed). */
  kind: FollowUpKind;
  /** The subject template to render. */
  subject: string;
};

/** Which pending changes to publish. */
export type PublishContentChangesInput = {
  /** Only this table's pending changes; all when not given. */
  tableName?: ContentTable | null | undefined;
};

/** One line of a quote as the owner writes it. */
export type QuoteLineInput = {
  /** The line as the client reads it (1 to 200 characters). */
  description: string;
  /** What the line charges for; venue hire takes the event date's premium multiplier. */
  kind: QuoteLineKind;
  /** How many units, 1 to 10,000. */
  quantity: number;
  /** The price of one unit, in whole US cents (0 to 100,000,000). */
  unitAmountCents: number;
};

/** What a quote line charges for. */
export type QuoteLineKind =
  /** Anything else. */
  | 'CUSTOM'
  /** One of the Events page's additional services. */
  | 'EXTRA'
  /** An amount per guest (the quantity is the number of guests). */
  | 'PER_GUEST'
  /** Hire of the venue for the booking's time slot; the event date's premium multiplier applies. */
  | 'VENUE_HIRE';

/** Where a quote stands. */
export type QuoteStatus =
  /** Accepted by the client on the quote page; the booking is confirmed. */
  | 'ACCEPTED'
  /** Being prepared; the client has no link. */
  | 'DRAFT'
  /** Sent, and its link's time ran out before the client accepted. */
  | 'EXPIRED'
  /** E-mailed to the client; the link opens it until it expires. */
  | 'SENT'
  /** Called off by the owner; its link no longer opens it. */
  | 'WITHDRAWN';

/** What happened to a record in a live-update event. */
export type RecordChange =
  /** The record is new. */
  | 'CREATED'
  /** An existing record changed. */
  | 'UPDATED';

/** What recordInquiryReply needs. */
export type RecordInquiryReplyInput = {
  /** The inquiry the owner is replying to. */
  id: string | number;
};

/**
 * The kinds of record that carry a version. Every save of one moves its version on; a save that names
 * the version it edited is refused with CONFLICT when the record was saved since (see SavedVersion).
 */
export type RecordKind =
  /** The sites allowed to call the API with a token (apiAllowedOrigins), kept whole; recordId api_allowed_origins. */
  | 'API_ALLOWED_ORIGINS'
  /** A booking's admin notes and total cost (Booking). */
  | 'BOOKING'
  /** The venue's booking terms: grace period, cancellation policy and quote terms (BookingTerms). */
  | 'BOOKING_TERMS'
  /** The site's title, description, logo and favicon (Branding). */
  | 'BRANDING'
  /** The venue's operating hours (CalendarSettings). */
  | 'CALENDAR_SETTINGS'
  /** The venue's contact details (ContactInfo). */
  | 'CONTACT_INFO'
  /** A content section of a page (ContentSection). */
  | 'CONTENT_SECTION'
  /** A question and answer of the FAQ page (Faq). */
  | 'FAQ'
  /** A follow-up's switch, texts and days (FollowUp). */
  | 'FOLLOW_UP'
  /** The footer's content and display options (FooterSettings). */
  | 'FOOTER'
  /** A gallery picture (GalleryImage). */
  | 'GALLERY_IMAGE'
  /** A home page hero slide (HeroSlide). */
  | 'HERO_SLIDE'
  /** An inquiry (Inquiry): its status and source. */
  | 'INQUIRY'
  /** An alert that tells the venue (OwnerAlert): whether it is on. */
  | 'OWNER_ALERT'
  /** A page's name, description and visibility (PageSetting). */
  | 'PAGE'
  /** An account's display name and picture (Viewer). */
  | 'PROFILE'
  /** A quote's lines, rates, deposit, message and schedule (Quote). */
  | 'QUOTE'
  /** The social media links (SocialLinks). */
  | 'SOCIAL_LINKS'
  /** A special date of the calendar (SpecialDate). */
  | 'SPECIAL_DATE';

/** Money received for a booking. */
export type RecordPaymentInput = {
  /** The amount received, in whole US cents (more than 0). */
  amountCents: number;
  /** The booking paid for. */
  bookingId: string | number;
  /** How it was paid. */
  method: PaymentMethod;
  /** A note (at most 500 characters). */
  note?: string | null | undefined;
  /** The day it was received (today or earlier). */
  receivedOn: string;
};

/** Money returned to the client. */
export type RecordRefundInput = {
  /** The amount, in whole US cents (more than 0, at most what the venue holds for the booking). */
  amountCents: number;
  /** The booking refunded. */
  bookingId: string | number;
  /** How it went back. */
  method: PaymentMethod;
  /** A note (at most 500 characters). */
  note?: string | null | undefined;
  /** The day the money went back (today or earlier). */
  occurredOn: string;
};

/** What releaseHold needs. */
export type ReleaseHoldInput = {
  /** The active hold to release. */
  id: string | number;
};

/** Which special date to remove. */
export type RemoveSpecialDateInput = {
  /** The special date to remove; the date goes back to the weekly rules. */
  id: string | number;
  /**
   * The version of the special date the owner saw when choosing to remove it. When it has been saved
   * since, nothing is removed and the removal is refused with CONFLICT (reason STALE_VERSION; the current
   * version and values in extensions). Leave it out to remove whatever was saved meanwhile.
   */
  version?: number | null | undefined;
};

/** The owner takes back marking an inquiry lost. */
export type ReopenInquiryInput = {
  /** The inquiry. */
  id: string | number;
  /** The inquiry's version you read, optional: when the inquiry changed since, nothing is changed and the change is refused (CONFLICT, reason STALE_VERSION, with the inquiry as it is now). Without it the change is not checked. */
  version?: number | null | undefined;
};

/** A new order of the FAQs. */
export type ReorderFaqsInput = {
  /** Every FAQ's id in the new order; each gets its 1-based position as sort order. */
  ids: Array<string | number>;
  /**
   * Each FAQ's version as the owner was shown it, in the order of ids. When any of them has been saved
   * since (edited, switched, moved), nothing is reordered and the change is refused with CONFLICT
   * (reason STALE_VERSION; that FAQ's current version and values in extensions). Leave it out to
   * reorder whatever was saved meanwhile.
   */
  versions?: Array<number> | null | undefined;
};

/** A new navigation order. */
export type ReorderPageSettingsInput = {
  /** Page ids in their new order; each gets its 1-based position as sort order. */
  ids: Array<string | number>;
  /**
   * Each page's version as the owner was shown it, in the order of ids. When any of them has been saved
   * since (renamed, shown or hidden, moved), nothing is reordered and the change is refused with CONFLICT
   * (reason STALE_VERSION; that page's current version and values in extensions). Leave it out to
   * reorder whatever was saved meanwhile.
   */
  versions?: Array<number> | null | undefined;
};

/** Which delivery to send again. */
export type ReplayWebhookDeliveryInput = {
  /** The delivery to replay (any status but sending). */
  id: string | number;
};

/** A visitor's booking request, as the calendar's form sends it. */
export type RequestBookingInput = {
  /** Where the confirmation of the request is sent. */
  clientEmail: string;
  /** The visitor's full name. */
  clientName: string;
  /** A phone number to reach the visitor, optional. */
  clientPhone?: string | null | undefined;
  /** The requested date; it must be bookable (see CalendarDay.isBookable). */
  eventDate: string;
  /** The kind of event. */
  eventType: EventType;
  /** 1 to 450. */
  guestCount: number;
  /** Anything the venue should know, optional; at most 5,000 characters (refused whole when longer). */
  specialRequests?: string | null | undefined;
  /**
   * A one-time key for this showing of the form (16 to 64 of A-Z, a-z, 0-9, - and _), optional. At
   * most one booking is stored per key: sending again with the same key stores nothing and returns the
   * booking the first send stored, whatever the other fields say.
   */
  submissionKey?: string | null | undefined;
  /** The time slot; it must be one of the date's CalendarDay.timeSlots. */
  timeSlot: TimeSlot;
  /** Hidden honeypot: people leave it empty. */
  website?: string | null | undefined;
};

/** The new address and the password that proves it is the account holder asking. */
export type RequestEmailChangeInput = {
  /** The account password, checked before anything is sent. */
  currentPassword: string;
  /** The address to move the account to; it must not belong to another account. */
  newEmail: string;
};

/** Where to send a password-reset link. */
export type RequestPasswordResetInput = {
  /** The address of the account whose password was forgotten. */
  email: string;
};

/** What resetFollowUp needs. */
export type ResetFollowUpInput = {
  /** The follow-up whose subject and message return to the default texts. */
  kind: FollowUpKind;
  /**
   * The version of the follow-up this edit started from (its version as read; 0 before the first save).
   * When it has been saved since, nothing is saved and the edit is refused with CONFLICT (reason
   * STALE_VERSION; the current version and values in extensions). Leave it out to save whatever was saved meanwhile.
   */
  version?: number | null | undefined;
};

/** A new password set through a reset link. */
export type ResetPasswordInput = {
  /** The new password typed again; it must match newPassword. */
  confirmPassword: string;
  /** The new password for the account. */
  newPassword: string;
  /** The token from the password-reset link. */
  token: string;
};

/** Which message to send again. */
export type RetryOutboxMessageInput = {
  /** The message to retry. */
  id: string | number;
};

/** Which pending change to discard. */
export type RevertContentChangeInput = {
  /** The change-log entry to discard. */
  id: string | number;
};

/** Which API token to revoke. */
export type RevokeApiTokenInput = {
  /** The id of one of the viewer's API tokens. */
  id: string | number;
};

/** Which of the viewer's other sessions to end. */
export type RevokeSessionInput = {
  /** The id of the session, from mySessions. */
  id: string | number;
};

/** What a user account may do on the site. */
export type Role =
  /** A venue administrator: full access to the dashboard and every admin field. */
  | 'ADMIN'
  /** A signed-in account without admin rights: it can manage only its own profile and sessions. */
  | 'USER';

/** What a kept save did to its record. */
export type SavedVersionChange =
  /** The record was added. */
  | 'CREATE'
  /** The record was deleted (the version keeps what was removed). */
  | 'DELETE'
  /** The record was edited. */
  | 'UPDATE';

/** Sends a quote's secret link to the client. */
export type SendQuoteInput = {
  /** How many days the link stays valid, 1 to 90 (default 14). */
  expiresInDays?: number | null | undefined;
  /** The quote to send (draft, sent or expired; a new link replaces any sent before). */
  id: string | number;
};

/** The new list of sites that may call the API with a token. */
export type SetApiAllowedOriginsInput = {
  /** Origins such as https://app.example.com or http://localhost:5173 (blank entries are ignored; at most 20); an empty list allows no other site. */
  origins: Array<string>;
  /** The list's version as you read it (apiAllowedOriginsVersion): a save over a list saved since (another tab) is refused with CONFLICT (reason STALE_VERSION, kind API_ALLOWED_ORIGINS) and changes nothing. Omit it to save without the check. */
  version?: number | null | undefined;
};

/** A Live/Hidden switch of a section. */
export type SetContentSectionActiveInput = {
  /** The section to switch. */
  id: string | number;
  /** True for Live, false for Hidden. */
  isActive: boolean;
  /**
   * The version of the section as the owner was shown it. When it has been saved since, nothing is switched and the
   * change is refused with CONFLICT (reason STALE_VERSION; the current version and values in
   * extensions). Leave it out to apply the change whatever was saved meanwhile.
   */
  version?: number | null | undefined;
};

/** An Active/Inactive switch of a picture. */
export type SetGalleryImageActiveInput = {
  /** The picture to switch. */
  id: string | number;
  /** True for Active, false for Inactive. */
  isActive: boolean;
  /**
   * The version of the picture as the owner was shown it. When it has been saved since, nothing is switched and the
   * change is refused with CONFLICT (reason STALE_VERSION; the current version and values in
   * extensions). Leave it out to apply the change whatever was saved meanwhile.
   */
  version?: number | null | undefined;
};

/** A Live/Hidden switch of a slide. */
export type SetHeroSlideActiveInput = {
  /** The slide to switch. */
  id: string | number;
  /** True for Live, false for Hidden. */
  isActive: boolean;
  /**
   * The version of the slide as the owner was shown it. When it has been saved since, nothing is switched and the
   * change is refused with CONFLICT (reason STALE_VERSION; the current version and values in
   * extensions). Leave it out to apply the change whatever was saved meanwhile.
   */
  version?: number | null | undefined;
};

/** What setOwnerAlert needs. */
export type SetOwnerAlertInput = {
  /** Whether it is sent. */
  enabled: boolean;
  /** Which alert. */
  kind: OwnerAlertKind;
  /** The version of the alert as you read it (OwnerAlert.version): a switch made on an alert switched since is refused with CONFLICT (reason STALE_VERSION) and changes nothing. Omit it to switch without the check. */
  version?: number | null | undefined;
};

/** Show or hide the checklist. */
export type SetSetupChecklistHiddenInput = {
  /** True hides it from the dashboard; false shows it again. */
  hidden: boolean;
};

/** What a setupChanged event is about. */
export type SetupChange =
  /** The checklist was hidden or shown. */
  | 'CHECKLIST'
  /** The demo venue's sample bookings, inquiries and special dates were removed (deleted records: lists showing them refetch). */
  | 'DEMO_DATA'
  /** A note was dismissed. */
  | 'NOTE';

/** A step of setting up the venue. */
export type SetupStep =
  /** Contact details are set and are not the demo venue's. */
  | 'CONTACT'
  /** The demo venue's sample bookings, inquiries and special dates are removed. */
  | 'DEMO_DATA'
  /** E-mail is sent (RESEND_API_KEY is set). */
  | 'EMAIL'
  /** There is an FAQ of the owner's. */
  | 'FAQS'
  /** The home page's texts and pictures are the owner's. */
  | 'HOME_PAGE'
  /** A logo is uploaded. */
  | 'LOGO'
  /** The site's name and description are the owner's, not the placeholder's or the demo venue's. */
  | 'NAME'
  /** The other pages have no placeholder texts left. */
  | 'PAGES'
  /** The gallery has a published photo of the owner's. */
  | 'PHOTOS';

/** The credentials of a sign-in. */
export type SignInInput = {
  /** Trimmed and lowercased by the server. */
  email: string;
  /** The account password, sent as typed. */
  password: string;
};

/** Which site-wide settings document changed. */
export type SiteSettingsKey =
  /** The branding (title, description, logo, icon). */
  | 'BRANDING'
  /** The footer. */
  | 'FOOTER'
  /** The social links. */
  | 'SOCIAL';

/** The message the other clients on a slot are sent when it is confirmed. */
export type SlotMessageInput = {
  /** The message (plain text; a blank line starts a new paragraph). */
  body: string;
  /** The subject (not empty; only the placeholders listed in SlotOthers.placeholders). */
  subject: string;
};

/** A social profile link: an absolute http(s) address, or empty/null for not set. */
export type SocialLinksInput = {
  /** The Facebook page address, or empty. */
  facebook?: string | null | undefined;
  /** The Instagram profile address, or empty. */
  instagram?: string | null | undefined;
  /** The LinkedIn page address, or empty. */
  linkedin?: string | null | undefined;
  /** The X (Twitter) profile address, or empty. */
  twitter?: string | null | undefined;
  /**
   * The version of the social links this edit started from (its version as read; 0 before the first save).
   * When it has been saved since, nothing is saved and the edit is refused with CONFLICT (reason
   * STALE_VERSION; the current version and values in extensions). Leave it out to save whatever was saved meanwhile.
   */
  version?: number | null | undefined;
  /** The YouTube channel address, or empty. */
  youtube?: string | null | undefined;
};

/** A special date's status, as the admin sets it. */
export type SpecialDateStatus =
  /** Open for bookings, overriding the weekly operating days. */
  | 'AVAILABLE'
  /** Open only between the special date's start and end time. */
  | 'PARTIALLY_AVAILABLE'
  /** Open at a higher price (see premiumMultiplier). */
  | 'PREMIUM_RATE'
  /** Closed: blocked for maintenance, a private event, a holiday or another reason. */
  | 'UNAVAILABLE';

/** The contact form's fields. */
export type SubmitInquiryInput = {
  /** Up to three other dates that would also suit, optional; only with a desiredDate. Repeats are dropped. */
  alternativeDates?: Array<string> | null | undefined;
  /** The date the sender has in mind, optional. */
  desiredDate?: string | null | undefined;
  /** Where the venue should answer. */
  email: string;
  /** The kind of event, optional. */
  eventType?: EventType | null | undefined;
  /** The message, optional; at most 5,000 characters (refused whole when longer, never cut). */
  message?: string | null | undefined;
  /** The sender's full name. */
  name: string;
  /** A phone number, optional. */
  phone?: string | null | undefined;
  /** How the sender heard about the venue, optional (NOT_GIVEN when left out). */
  source?: InquirySource | null | undefined;
  /**
   * A one-time key for this showing of the form (16 to 64 of A-Z, a-z, 0-9, - and _), optional. At
   * most one inquiry is stored per key: sending again with the same key stores nothing and returns the
   * inquiry the first send stored, whatever the other fields say.
   */
  submissionKey?: string | null | undefined;
  /** Hidden honeypot: people leave it empty. */
  website?: string | null | undefined;
};

/**
 * The time slots a visitor may request (specification section 5). The visitor form posts the slot's id
 * (10am-4pm, 5pm-midnight, all-day); GraphQL uses these values.
 */
export type TimeSlot =
  /** All day, 9AM - 11:59PM (id all-day). */
  | 'ALL_DAY'
  /** Daytime, 10AM - 4PM (id 10am-4pm). */
  | 'DAYTIME'
  /** Evening, 5PM - 12AM (id 5pm-midnight). */
  | 'EVENING';

/** Who made a change. */
export type TimelineActor =
  /** The owner (a signed-in admin or their API token). */
  | 'ADMIN'
  /** The client (on their quote page or a public form). */
  | 'CLIENT'
  /** The venue's system (a timer, a rule). */
  | 'SYSTEM';

/** What a step of a client's timeline is. */
export type TimelineKind =
  /** The booking's details or price changed. */
  | 'BOOKING_CHANGED'
  /** A change order was drafted, sent or accepted. */
  | 'CHANGE_ORDER'
  /** An e-mail was queued or sent. */
  | 'EMAIL_SENT'
  /** A follow-up was not sent because what it was about no longer stood. */
  | 'EMAIL_SKIPPED'
  /** The owner marked the inquiry handled. */
  | 'HANDLED'
  /** A hold became the confirmed booking. */
  | 'HOLD_CONVERTED'
  /** A hold expired. */
  | 'HOLD_EXPIRED'
  /** A hold was extended. */
  | 'HOLD_EXTENDED'
  /** A hold was placed. */
  | 'HOLD_PLACED'
  /** A second option became the first and was offered the date. */
  | 'HOLD_PROMOTED'
  /** A hold was released. */
  | 'HOLD_RELEASED'
  /** A payment was recorded (or voided). */
  | 'PAYMENT'
  /** The client accepted the quote. */
  | 'QUOTE_ACCEPTED'
  /** A quote was drafted. */
  | 'QUOTE_DRAFTED'
  /** A quote was sent. */
  | 'QUOTE_SENT'
  /** The client opened the quote's page. */
  | 'QUOTE_VIEWED'
  /** A quote was withdrawn. */
  | 'QUOTE_WITHDRAWN'
  /** The owner marked the inquiry read. */
  | 'READ'
  /** The inquiry or booking request arrived. */
  | 'RECEIVED'
  /** A refund was recorded. */
  | 'REFUND'
  /** The owner reopened the inquiry. */
  | 'REOPENED'
  /** The owner opened a reply to the client from the admin. */
  | 'REPLIED'
  /** The booking's status changed. */
  | 'STATUS_CHANGED';

/** Which blocked date to open again. */
export type UnblockDateInput = {
  /** The blocked special date. */
  id: string | number;
};

/** Staff details of a booking: notes and price. */
export type UpdateBookingInput = {
  /** Saved when given; an empty string clears the notes. */
  adminNotes?: string | null | undefined;
  /** True removes the total cost (totalCostCents is then ignored). */
  clearTotalCost?: boolean | null | undefined;
  /** The booking to update. */
  id: string | number;
  /** The agreed price in whole US cents, saved when given; a negative value is refused. Use clearTotalCost to remove it. */
  totalCostCents?: number | null | undefined;
  /**
   * The version of the booking this edit started from (Booking.version as read). When the booking has
   * been saved since (a note, a status change, a payment), nothing is saved and the edit is refused with
   * CONFLICT (reason STALE_VERSION; the current version and values in extensions). Leave it out to save
   * whatever was saved meanwhile.
   */
  version?: number | null | undefined;
};

/** A move of a booking to another status. */
export type UpdateBookingStatusInput = {
  /** Saved with the status when given. */
  adminNotes?: string | null | undefined;
  /** The booking to move. */
  id: string | number;
  /** On confirmation, what the other clients on the slot (othersOnSlot) are told; the default message when left out. */
  othersMessage?: SlotMessageInput | null | undefined;
  /** Confirm even though the date is blocked or the booking falls outside a partially available date's hours (after the admin was warned). Never overrides an overlap with another confirmed booking. */
  override?: boolean | null | undefined;
  /** The status to move to; it must be one of the booking's allowedTransitions. */
  status: BookingStatus;
};

/** The venue's booking terms. */
export type UpdateBookingTermsInput = {
  /** The cancellation policy; left as it is when not given. */
  cancellationPolicy?: CancellationPolicyInput | null | undefined;
  /** Days after a payment's due date before it counts as overdue; 0 to 60. */
  paymentGraceDays: number;
  /** The terms printed on every quote page (at most 4,000 characters; may be empty). */
  quoteTerms: string;
  /**
   * The version of the terms this edit started from (its version as read; 0 before the first save).
   * When they have been saved since, nothing is saved and the edit is refused with CONFLICT (reason
   * STALE_VERSION; the current version and values in extensions). Leave it out to save whatever was saved meanwhile.
   */
  version?: number | null | undefined;
};

/** New operating hours. */
export type UpdateCalendarSettingsInput = {
  /** When the operating hours end, HH:mm; 24:00 means midnight. */
  endTime: string;
  /** When the operating hours start, HH:mm. */
  startTime: string;
  /**
   * The version of the operating hours this edit started from (its version as read).
   * When it has been saved since, nothing is saved and the edit is refused with CONFLICT (reason
   * STALE_VERSION; the current version and values in extensions). Leave it out to save whatever was saved meanwhile.
   */
  version?: number | null | undefined;
};

/**
 * The venue's contact details, all saved together and staged like any other content edit: visitors
 * keep seeing the published details until the change is published. Phone, e-mail, address and hours
 * are all required. The social profiles are not contact details: they are the Social Media & Footer
 * links (updateSocialAndFooter).
 */
export type UpdateContactInfoInput = {
  /** The venue's street address. */
  address: string;
  /** The venue's public e-mail address (checked on the server, so a bad address gets the form's own message). */
  email: string;
  /** Opening hours as text, such as Mon-Fri 9am-6pm. */
  hours: string;
  /** The venue's phone number as it should be shown. */
  phone: string;
  /**
   * The version of the contact details this edit started from (its version as read). When it has been saved since,
   * nothing is staged and the edit is refused with CONFLICT (reason STALE_VERSION; the current version
   * and values in extensions). Leave it out to save over whatever was saved meanwhile.
   */
  version?: number | null | undefined;
};

/** A staged edit of a content section; absent fields are left as they are. */
export type UpdateContentSectionInput = {
  /** The new text. */
  content?: string | null | undefined;
  /** The section to edit. */
  id: string | number;
  /** A site path (/faq) or a full http(s) address; an empty string removes the link. */
  link?: string | null | undefined;
  /** The new heading. */
  title?: string | null | undefined;
  /**
   * The version of the section this edit started from (its version as read). When it has been saved since,
   * nothing is staged and the edit is refused with CONFLICT (reason STALE_VERSION; the current version
   * and values in extensions). Leave it out to save over whatever was saved meanwhile.
   */
  version?: number | null | undefined;
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
  /**
   * The version of the FAQ this edit started from (Faq.version as read). When the FAQ has been saved
   * since, nothing is saved and the edit is refused with CONFLICT (reason STALE_VERSION; the current
   * version and values in extensions). Leave it out to save whatever was saved meanwhile.
   */
  version?: number | null | undefined;
};

/** A new browser tab icon, or none. */
export type UpdateFaviconInput = {
  /** A /uploads/ path from POST /api/uploads?purpose=favicon; null goes back to the built-in icon. */
  faviconUrl?: string | null | undefined;
  /**
   * The version of the branding this edit started from (its version as read; 0 before the first save).
   * When it has been saved since, nothing is saved and the edit is refused with CONFLICT (reason
   * STALE_VERSION; the current version and values in extensions). Leave it out to save whatever was saved meanwhile.
   */
  version?: number | null | undefined;
};

/** What updateFollowUp needs: the whole follow-up as it should be. */
export type UpdateFollowUpInput = {
  /** The message template (not empty; only this follow-up's placeholders). */
  body: string;
  /** The number of days, for a follow-up that has one (1 to 60); leave empty otherwise. */
  days?: number | null | undefined;
  /** Whether it is sent. */
  enabled: boolean;
  /** Which follow-up. */
  kind: FollowUpKind;
  /** The subject template (not empty; only this follow-up's placeholders). */
  subject: string;
  /**
   * The version of the follow-up this edit started from (its version as read; 0 before the first save).
   * When it has been saved since, nothing is saved and the edit is refused with CONFLICT (reason
   * STALE_VERSION; the current version and values in extensions). Leave it out to save whatever was saved meanwhile.
   */
  version?: number | null | undefined;
};

/** A staged edit of a gallery picture; absent fields are left as they are. */
export type UpdateGalleryImageInput = {
  /** The new screen-reader text. */
  altText?: string | null | undefined;
  /** The new category. */
  category?: GalleryCategory | null | undefined;
  /** The picture's height in pixels. */
  height?: number | null | undefined;
  /** The picture to edit. */
  id: string | number;
  /** The new picture address (an upload, a starter image or an http(s) URL). */
  imageUrl?: string | null | undefined;
  /** The new position in the gallery. */
  sortOrder?: number | null | undefined;
  /** The new caption. */
  title?: string | null | undefined;
  /**
   * The version of the image this edit started from (its version as read). When it has been saved since,
   * nothing is staged and the edit is refused with CONFLICT (reason STALE_VERSION; the current version
   * and values in extensions). Leave it out to save over whatever was saved meanwhile.
   */
  version?: number | null | undefined;
  /** The picture's width in pixels. */
  width?: number | null | undefined;
};

/** A staged edit of a hero slide; absent fields are left as they are. */
export type UpdateHeroSlideInput = {
  /** The new screen-reader text. */
  altText?: string | null | undefined;
  /** The slide to edit. */
  id: string | number;
  /** The new background picture address. */
  imageUrl?: string | null | undefined;
  /** The new line under the heading. */
  subtitle?: string | null | undefined;
  /** The new heading. */
  title?: string | null | undefined;
  /**
   * The version of the slide this edit started from (its version as read). When it has been saved since,
   * nothing is staged and the edit is refused with CONFLICT (reason STALE_VERSION; the current version
   * and values in extensions). Leave it out to save over whatever was saved meanwhile.
   */
  version?: number | null | undefined;
};

/** The owner's correction of where an inquiry came from. */
export type UpdateInquirySourceInput = {
  /** The inquiry to change. */
  id: string | number;
  /** How the sender heard about the venue. */
  source: InquirySource;
  /** The inquiry's version you read, optional: when the inquiry changed since, nothing is changed and the change is refused (CONFLICT, reason STALE_VERSION, with the inquiry as it is now). Asking for the source it already has is never refused. Without it the change is not checked. */
  version?: number | null | undefined;
};

/** A status change of an inquiry. */
export type UpdateInquiryStatusInput = {
  /** The inquiry to change. */
  id: string | number;
  /** Its new status. */
  status: InquiryStatus;
  /** The inquiry's version you read, optional: when the inquiry changed since, nothing is changed and the change is refused (CONFLICT, reason STALE_VERSION, with the inquiry as it is now). Asking for the status it already has is never refused. Without it the change is not checked. */
  version?: number | null | undefined;
};

/** A new logo, or none. */
export type UpdateLogoInput = {
  /** A /uploads/ path from POST /api/uploads?purpose=logo; null goes back to the built-in emblem. */
  logoUrl?: string | null | undefined;
  /**
   * The version of the branding this edit started from (its version as read; 0 before the first save).
   * When it has been saved since, nothing is saved and the edit is refused with CONFLICT (reason
   * STALE_VERSION; the current version and values in extensions). Leave it out to save whatever was saved meanwhile.
   */
  version?: number | null | undefined;
};

/** New settings of a page; absent fields are left as they are. */
export type UpdatePageSettingInput = {
  /** The new meta description. */
  description?: string | null | undefined;
  /** The page to change. */
  id: string | number;
  /** True shows the page, false hides it. */
  isActive?: boolean | null | undefined;
  /** The new navigation label. */
  pageName?: string | null | undefined;
  /**
   * The version of the page this edit started from (its version as read).
   * When it has been saved since, nothing is saved and the edit is refused with CONFLICT (reason
   * STALE_VERSION; the current version and values in extensions). Leave it out to save whatever was saved meanwhile.
   */
  version?: number | null | undefined;
};

/** The profile details the user may change. */
export type UpdateProfileInput = {
  /** A /uploads/ path from POST /api/uploads?purpose=avatar; null removes the picture. */
  avatarUrl?: string | null | undefined;
  /** Empty clears it. */
  displayName: string;
  /** The profile's version as you read it (Viewer.profileVersion): a save over a profile saved since (another tab) is refused with CONFLICT (reason STALE_VERSION) and changes nothing. Omit it to save without the check. */
  version?: number | null | undefined;
};

/** A quote's whole content; it replaces what was there. */
export type UpdateQuoteInput = {
  /** Block the event date on the calendar when the client accepts. */
  blockDateOnAcceptance: boolean;
  /** How the deposit is given. */
  depositKind: DepositKind;
  /** Basis points of the total (PERCENT, at most 10,000) or whole US cents (AMOUNT, at most the total). */
  depositValue: number;
  /** The discount off the subtotal, in whole US cents (at most the subtotal). */
  discountCents: number;
  /** The quote to change (draft or sent; a sent one becomes a draft again and its link stops working). */
  id: string | number;
  /** The lines, in order (at most 50). */
  lines: Array<QuoteLineInput>;
  /** A note to the client shown on the quote page (at most 2,000 characters). */
  message?: string | null | undefined;
  /** The payment schedule; when given it must add up to the total (at most 12 payments). */
  schedule: Array<PaymentScheduleItemInput>;
  /**
   * The tax rate in basis points, 0 to 10,000 (825 is 8.25%), when taxRateMilliPercent is not given.
   * @deprecated Cannot say 8.625%. Use taxRateMilliPercent. Deprecated 2026-11-28; removed no earlier than 2027-02-26.
   */
  taxRateBasisPoints?: number | null | undefined;
  /** The tax rate in thousandths of a percent, 0 to 100,000 (8625 is 8.625%). Give this or taxRateBasisPoints. */
  taxRateMilliPercent?: number | null | undefined;
  /**
   * The version of the quote this edit started from (Quote.version as read). When the quote has been
   * saved since (edited in another tab, sent, withdrawn or accepted), nothing is saved and the edit is
   * refused with CONFLICT (reason STALE_VERSION; the current version and values in extensions). Leave it
   * out to save whatever was saved meanwhile.
   */
  version?: number | null | undefined;
};

/** The site's name and default description. */
export type UpdateSiteDetailsInput = {
  /** The meta description of pages that have none of their own. */
  siteDescription: string;
  /** Shown in the navigation bar and every page title. */
  siteTitle: string;
  /**
   * The version of the branding this edit started from (its version as read; 0 before the first save).
   * When it has been saved since, nothing is saved and the edit is refused with CONFLICT (reason
   * STALE_VERSION; the current version and values in extensions). Leave it out to save whatever was saved meanwhile.
   */
  version?: number | null | undefined;
};

/**
 * The Social Media & Footer screen saves both together: every field is validated first and nothing
 * is stored unless all are valid. Links are plain strings so the server can answer with a message
 * per field (BAD_USER_INPUT with extensions.field and extensions.fieldErrors).
 */
export type UpdateSocialAndFooterInput = {
  /** The footer's content and options. */
  footer: FooterSettingsInput;
  /** The social profile links. */
  social: SocialLinksInput;
};

/** New values for a special date (its date does not change). */
export type UpdateSpecialDateInput = {
  /** For a partially available date: when its hours end, HH:mm (24:00 for midnight). */
  endTime?: string | null | undefined;
  /** The special date to change. */
  id: string | number;
  /** The note for the date; empty clears it. */
  notes?: string | null | undefined;
  /** Only for PREMIUM_RATE: 1 to 5, step 0.1. */
  premiumMultiplier?: number | null | undefined;
  /** For a partially available date: when its hours start, HH:mm. */
  startTime?: string | null | undefined;
  /** What the date becomes. */
  status: SpecialDateStatus;
  /**
   * The version of the special date this edit started from (its version as read).
   * When it has been saved since, nothing is saved and the edit is refused with CONFLICT (reason
   * STALE_VERSION; the current version and values in extensions). Leave it out to save whatever was saved meanwhile.
   */
  version?: number | null | undefined;
};

/** Changes to an endpoint; absent fields stay as they are. */
export type UpdateWebhookEndpointInput = {
  /** A new description. */
  description?: string | null | undefined;
  /** false stops new deliveries; true resumes them. */
  enabled?: boolean | null | undefined;
  /** The events to send it from now on (at least one). */
  eventTypes?: Array<WebhookEventType> | null | undefined;
  /** The endpoint to change. */
  id: string | number;
  /** A new address. */
  url?: string | null | undefined;
  /** The version you edited (refused with CONFLICT when someone saved meanwhile). */
  version?: number | null | undefined;
};

/** A payment or refund recorded by mistake, to void. */
export type VoidLedgerEntryInput = {
  /** The payment or refund entry. */
  id: string | number;
  /** Why it is voided (at most 500 characters), kept in the ledger. */
  reason: string;
};

/** What a webhooksChanged event is about. */
export type WebhookChange =
  /** A delivery was attempted (sent, failed, to be tried again) or sent again. */
  | 'DELIVERY'
  /** An endpoint was added, edited, paused or resumed, given a new secret or deleted (by the admin or by an API token). */
  | 'ENDPOINT';

/** Where one delivery of an event to an endpoint stands. */
export type WebhookDeliveryStatus =
  /** The endpoint answered with a 2xx status. */
  | 'DELIVERED'
  /** Every attempt failed; replay it once the endpoint works again. */
  | 'FAILED'
  /** Waiting for its first or next attempt (nextAttemptAt). */
  | 'PENDING'
  /** Being sent right now. */
  | 'SENDING';

/** Which endpoint to act on. */
export type WebhookEndpointIdInput = {
  /** The endpoint. */
  id: string | number;
};

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

/** The days of the week, for the venue's weekly operating days. */
export type Weekday =
  /** Friday. */
  | 'FRIDAY'
  /** Monday. */
  | 'MONDAY'
  /** Saturday. */
  | 'SATURDAY'
  /** Sunday. */
  | 'SUNDAY'
  /** Thursday. */
  | 'THURSDAY'
  /** Tuesday. */
  | 'TUESDAY'
  /** Wednesday. */
  | 'WEDNESDAY';

/** Withdraws a quote. */
export type WithdrawQuoteInput = {
  /** The quote to withdraw (draft, sent or expired). */
  id: string | number;
};

export type ApiAllowedOriginsQueryVariables = Exact<{ [key: string]: never; }>;


export type ApiAllowedOriginsQuery = { apiAllowedOrigins: Array<string>, apiAllowedOriginsVersion: number };

export type SetApiAllowedOriginsMutationVariables = Exact<{
  input: SetApiAllowedOriginsInput;
}>;


export type SetApiAllowedOriginsMutation = { setApiAllowedOrigins: { origins: Array<string> | null, version: number | null, userErrors: Array<{ field: string | null, message: string }> } };

export type CreateApiTokenMutationVariables = Exact<{
  input: CreateApiTokenInput;
}>;


export type CreateApiTokenMutation = { createApiToken: { secret: string | null, apiToken: { id: string, name: string } | null, userErrors: Array<{ field: string | null, message: string }> } };

export type RevokeApiTokenMutationVariables = Exact<{
  input: RevokeApiTokenInput;
}>;


export type RevokeApiTokenMutation = { revokeApiToken: { revokedTokenId: string | null } };

export type ApiTokensQueryVariables = Exact<{ [key: string]: never; }>;


export type ApiTokensQuery = { myApiTokens: Array<{ id: string, name: string, readOnly: boolean, scopes: Array<ApiTokenScope> | null, expiresAt: string | null, createdAt: string, lastUsedAt: string | null }> };

export type BookingCard_BookingFragment = (
  { id: string, clientName: string, clientEmail: string, clientPhone: string | null, eventType: EventType, eventDate: string, startTime: string, endTime: string, guestCount: number, specialRequests: string | null, status: BookingStatus, adminNotes: string | null, totalCostCents: number | null, priceAgreed: boolean, source: BookingSource, allowedTransitions: Array<BookingStatus>, version: number, createdAt: string, updatedAt: string, eventSpace: { id: string, name: string, type: string }, activeHold: (
    { id: string }
    & { ' $fragmentRefs'?: { 'HoldStatus_HoldFragment': HoldStatus_HoldFragment } }
  ) | null }
  & { ' $fragmentRefs'?: { 'PaymentBadge_BookingFragment': PaymentBadge_BookingFragment } }
) & { ' $fragmentName'?: 'BookingCard_BookingFragment' };

export type UpdateBookingStatusMutationVariables = Exact<{
  input: UpdateBookingStatusInput;
}>;


export type UpdateBookingStatusMutation = { updateBookingStatus: { booking: { ' $fragmentRefs'?: { 'BookingCard_BookingFragment': BookingCard_BookingFragment } } | null } };

export type UpdateBookingDetailsMutationVariables = Exact<{
  input: UpdateBookingInput;
}>;


export type UpdateBookingDetailsMutation = { updateBooking: { booking: { ' $fragmentRefs'?: { 'BookingCard_BookingFragment': BookingCard_BookingFragment } } | null } };

export type CreateBookingMutationVariables = Exact<{
  input: CreateBookingInput;
}>;


export type CreateBookingMutation = { createBooking: { booking: { id: string, status: BookingStatus, eventDate: string, clientName: string } | null } };

export type AdminBookingsQueryVariables = Exact<{
  first?: number | null | undefined;
  after?: string | null | undefined;
  last?: number | null | undefined;
  before?: string | null | undefined;
  status?: BookingStatus | null | undefined;
  search?: string | null | undefined;
  eventDateFrom?: string | null | undefined;
  eventDateTo?: string | null | undefined;
  orderBy?: BookingOrder | null | undefined;
}>;


export type AdminBookingsQuery = { bookings: { totalCount: number, statusCounts: Array<{ status: BookingStatus, count: number }>, pageInfo: { ' $fragmentRefs'?: { 'ListPage_PageInfoFragment': ListPage_PageInfoFragment } }, nodes: Array<(
      { id: string }
      & { ' $fragmentRefs'?: { 'BookingCard_BookingFragment': BookingCard_BookingFragment } }
    )> } };

export type BookingsCsvQueryVariables = Exact<{ [key: string]: never; }>;


export type BookingsCsvQuery = { bookingsCsv: string };

export type CancelBookingDialogQueryVariables = Exact<{
  id: string | number;
}>;


export type CancelBookingDialogQuery = { booking: { id: string, clientName: string, eventType: EventType, eventDate: string, money: { paidCents: number, agreedCents: number }, paymentSummary: { today: string }, cancellationTerms: { tier: string, daysBefore: number, paidCents: number, keptCents: number, keptAs: KeptAs, refundCents: number, explanation: string } | null } | null };

export type CancelBookingMutationVariables = Exact<{
  input: CancelBookingInput;
}>;


export type CancelBookingMutation = { cancelBooking: { booking: { ' $fragmentRefs'?: { 'BookingCard_BookingFragment': BookingCard_BookingFragment } } | null } };

export type LinkedBookingQueryVariables = Exact<{
  id: string | number;
}>;


export type LinkedBookingQuery = { booking: (
    { id: string }
    & { ' $fragmentRefs'?: { 'BookingCard_BookingFragment': BookingCard_BookingFragment } }
  ) | null };

export type PaymentBadge_BookingFragment = { paymentSummary: { today: string, status: PaymentStatus, totalCents: number, paidCents: number, outstandingCents: number, creditCents: number, overdueCents: number, nextDueDate: string | null, nextDueCents: number } } & { ' $fragmentName'?: 'PaymentBadge_BookingFragment' };

export type LiveBookingsSubscriptionVariables = Exact<{ [key: string]: never; }>;


export type LiveBookingsSubscription = { bookingsChanged: { change: RecordChange, booking: { id: string, status: BookingStatus, clientName: string, eventDate: string, adminNotes: string | null, totalCostCents: number | null, allowedTransitions: Array<BookingStatus>, updatedAt: string } } };

export type LiveInquiriesSubscriptionVariables = Exact<{ [key: string]: never; }>;


export type LiveInquiriesSubscription = { inquiriesChanged: { change: RecordChange, inquiry: { id: string, name: string, status: InquiryStatus, handledAt: string | null, version: number } } };

export type QuotePanel_QuoteFragment = { id: string, status: QuoteStatus, taxRateMilliPercent: number, discountCents: number, depositKind: DepositKind, depositValue: number, blockDateOnAcceptance: boolean, message: string | null, expiresAt: string | null, sentAt: string | null, acceptedAt: string | null, acceptedName: string | null, acceptedAddress: string | null, version: number, lines: Array<{ id: string, kind: QuoteLineKind, description: string, quantity: number, unitAmountCents: number, multiplier: number, amountCents: number }>, schedule: Array<{ id: string, dueRule: PaymentDueRule, dueDays: number, dueDate: string, dueDescription: string, amountCents: number }>, totals: { subtotalCents: number, discountCents: number, taxCents: number, totalCents: number, depositCents: number }, changeOrder: { previousTotalCents: number, changes: Array<string>, to: { eventDate: string } } | null } & { ' $fragmentName'?: 'QuotePanel_QuoteFragment' };

export type BookingQuotePanelQueryVariables = Exact<{
  id: string | number;
}>;


export type BookingQuotePanelQuery = { booking: { id: string, status: BookingStatus, clientName: string, eventDate: string, startTime: string, endTime: string, eventType: EventType, guestCount: number, priceAgreed: boolean, datePremiumMultiplier: number, quotes: Array<{ ' $fragmentRefs'?: { 'QuotePanel_QuoteFragment': QuotePanel_QuoteFragment } }>, paymentSummary: { today: string, status: PaymentStatus, totalCents: number, paidCents: number, outstandingCents: number, creditCents: number, overdueCents: number, graceDays: number, nextDueDate: string | null, nextDueCents: number }, money: { chargedCents: number, agreedCents: number, feesCents: number, receivedCents: number, refundedCents: number, paidCents: number, balanceCents: number, dueCents: number, creditCents: number }, ledger: Array<{ id: string, kind: LedgerEntryKind, reason: LedgerEntryReason, amountCents: number, owedChangeCents: number, balanceAfterCents: number, description: string, voidsEntryId: string | null, voidedById: string | null, method: PaymentMethod | null, occurredOn: string | null, note: string | null, actorName: string, createdAt: string }> } | null };

export type CreateQuoteMutationVariables = Exact<{
  input: CreateQuoteInput;
}>;


export type CreateQuoteMutation = { createQuote: { quote: { ' $fragmentRefs'?: { 'QuotePanel_QuoteFragment': QuotePanel_QuoteFragment } } | null } };

export type UpdateQuoteMutationVariables = Exact<{
  input: UpdateQuoteInput;
}>;


export type UpdateQuoteMutation = { updateQuote: { quote: { ' $fragmentRefs'?: { 'QuotePanel_QuoteFragment': QuotePanel_QuoteFragment } } | null } };

export type SendQuoteMutationVariables = Exact<{
  input: SendQuoteInput;
}>;


export type SendQuoteMutation = { sendQuote: { link: string | null, quote: { ' $fragmentRefs'?: { 'QuotePanel_QuoteFragment': QuotePanel_QuoteFragment } } | null } };

export type WithdrawQuoteMutationVariables = Exact<{
  input: WithdrawQuoteInput;
}>;


export type WithdrawQuoteMutation = { withdrawQuote: { quote: { ' $fragmentRefs'?: { 'QuotePanel_QuoteFragment': QuotePanel_QuoteFragment } } | null } };

export type CreateChangeOrderMutationVariables = Exact<{
  input: CreateChangeOrderInput;
}>;


export type CreateChangeOrderMutation = { createChangeOrder: { quote: { ' $fragmentRefs'?: { 'QuotePanel_QuoteFragment': QuotePanel_QuoteFragment } } | null, userErrors: Array<{ field: string | null, message: string }> } };

export type RecordPaymentMutationVariables = Exact<{
  input: RecordPaymentInput;
}>;


export type RecordPaymentMutation = { recordPayment: { creditCents: number | null, payment: { id: string } | null, booking: (
      { id: string, totalCostCents: number | null }
      & { ' $fragmentRefs'?: { 'PaymentBadge_BookingFragment': PaymentBadge_BookingFragment } }
    ) | null } };

export type RecordRefundMutationVariables = Exact<{
  input: RecordRefundInput;
}>;


export type RecordRefundMutation = { recordRefund: { entry: { id: string } | null, booking: (
      { id: string }
      & { ' $fragmentRefs'?: { 'PaymentBadge_BookingFragment': PaymentBadge_BookingFragment } }
    ) | null } };

export type VoidLedgerEntryMutationVariables = Exact<{
  input: VoidLedgerEntryInput;
}>;


export type VoidLedgerEntryMutation = { voidLedgerEntry: { entry: { id: string } | null, booking: (
      { id: string }
      & { ' $fragmentRefs'?: { 'PaymentBadge_BookingFragment': PaymentBadge_BookingFragment } }
    ) | null } };

export type BrandingSettingsQueryVariables = Exact<{ [key: string]: never; }>;


export type BrandingSettingsQuery = { siteSettings: { branding: { siteTitle: string, siteDescription: string, logoUrl: string | null, faviconUrl: string | null, version: number } } };

export type UpdateLogoMutationVariables = Exact<{
  input: UpdateLogoInput;
}>;


export type UpdateLogoMutation = { updateLogo: { branding: { logoUrl: string | null, version: number } | null } };

export type UpdateFaviconMutationVariables = Exact<{
  input: UpdateFaviconInput;
}>;


export type UpdateFaviconMutation = { updateFavicon: { branding: { faviconUrl: string | null, version: number } | null } };

export type UpdateSiteDetailsMutationVariables = Exact<{
  input: UpdateSiteDetailsInput;
}>;


export type UpdateSiteDetailsMutation = { updateSiteDetails: { branding: { siteTitle: string, siteDescription: string, version: number } | null } };

export type AddSpecialDateMutationVariables = Exact<{
  input: AddSpecialDateInput;
}>;


export type AddSpecialDateMutation = { addSpecialDate: { specialDate: { id: string, date: string, status: SpecialDateStatus } | null } };

export type CreateCalendarFeedMutationVariables = Exact<{ [key: string]: never; }>;


export type CreateCalendarFeedMutation = { createCalendarFeed: { url: string, feed: { active: boolean, createdAt: string | null, lastFetchedAt: string | null } } };

export type RevokeCalendarFeedMutationVariables = Exact<{ [key: string]: never; }>;


export type RevokeCalendarFeedMutation = { revokeCalendarFeed: { feed: { active: boolean, createdAt: string | null, lastFetchedAt: string | null } } };

export type CalendarAdminQueryVariables = Exact<{
  today: string;
  shown: number;
}>;


export type CalendarAdminQuery = { calendarSettings: { id: string, startTime: string, endTime: string, availableDays: Array<Weekday>, minimumBookingHours: number, maximumBookingHours: number, advanceBookingDays: number, version: number }, upcoming: { totalCount: number, nodes: Array<{ ' $fragmentRefs'?: { 'SpecialDateRow_SpecialDateFragment': SpecialDateRow_SpecialDateFragment } }> }, all: { totalCount: number, nodes: Array<{ ' $fragmentRefs'?: { 'SpecialDateRow_SpecialDateFragment': SpecialDateRow_SpecialDateFragment } }> }, calendarFeed: { active: boolean, createdAt: string | null, lastFetchedAt: string | null } };

export type SpecialDateBookingsQueryVariables = Exact<{
  month: string;
}>;


export type SpecialDateBookingsQuery = { calendarBookings: Array<{ ' $fragmentRefs'?: { 'BookingSummary_BookingFragment': BookingSummary_BookingFragment } }> };

export type UpdateSpecialDateMutationVariables = Exact<{
  input: UpdateSpecialDateInput;
}>;


export type UpdateSpecialDateMutation = { updateSpecialDate: { specialDate: { ' $fragmentRefs'?: { 'SpecialDateRow_SpecialDateFragment': SpecialDateRow_SpecialDateFragment } } | null } };

export type UpdateCalendarSettingsMutationVariables = Exact<{
  input: UpdateCalendarSettingsInput;
}>;


export type UpdateCalendarSettingsMutation = { updateCalendarSettings: { calendarSettings: { id: string, startTime: string, endTime: string, version: number } | null } };

export type RemoveSpecialDateMutationVariables = Exact<{
  input: RemoveSpecialDateInput;
}>;


export type RemoveSpecialDateMutation = { removeSpecialDate: { id: string | null, specialDate: { id: string, status: SpecialDateStatus } | null } };

export type BookingSummary_BookingFragment = { id: string, clientName: string, eventType: EventType, eventDate: string, startTime: string, endTime: string, guestCount: number, status: BookingStatus } & { ' $fragmentName'?: 'BookingSummary_BookingFragment' };

export type AdminDayMarksQueryVariables = Exact<{
  month: string;
  from: string;
  to: string;
}>;


export type AdminDayMarksQuery = { calendarMonth: { month: string, days: Array<{ date: string, status: DayStatus }> }, calendarBookings: Array<{ id: string, eventDate: string, status: BookingStatus }>, holds: Array<{ id: string, date: string }> };

export type AdminCalendarMonthQueryVariables = Exact<{
  month: string;
  from: string;
  to: string;
}>;


export type AdminCalendarMonthQuery = { calendarMonth: { month: string, today: string, days: Array<{ date: string, status: DayStatus, isPast: boolean, notes: string | null, premiumMultiplier: number | null, startTime: string | null, endTime: string | null, specialDateId: string | null }> }, calendarBookings: Array<{ ' $fragmentRefs'?: { 'BookingSummary_BookingFragment': BookingSummary_BookingFragment } }>, holds: Array<(
    { id: string, date: string, clientName: string, isSecondOption: boolean, startTime: string, endTime: string }
    & { ' $fragmentRefs'?: { 'HoldStatus_HoldFragment': HoldStatus_HoldFragment } }
  )> };

export type SpecialDateRow_SpecialDateFragment = { id: string, date: string, status: SpecialDateStatus, notes: string | null, startTime: string | null, endTime: string | null, premiumMultiplier: number | null, replaces: string | null, version: number } & { ' $fragmentName'?: 'SpecialDateRow_SpecialDateFragment' };

export type ContentChangeLogQueryVariables = Exact<{
  after?: string | null | undefined;
}>;


export type ContentChangeLogQuery = { contentChangeLog: { totalCount: number, pageInfo: { ' $fragmentRefs'?: { 'LoadOlder_PageInfoFragment': LoadOlder_PageInfoFragment } }, nodes: Array<{ id: string, tableName: ContentTable, recordId: string, changeType: ContentChangeType, status: ContentChangeStatus, description: string, createdBy: string | null, createdAt: string, publishedAt: string | null, revertedAt: string | null, fieldChanges: Array<{ field: string, label: string, oldValue: string | null, newValue: string | null }> }> }, contentChangeStats: { pending: number, publishedToday: number, pendingByTable: Array<{ tableName: ContentTable, count: number }> } };

export type RevertContentChangeMutationVariables = Exact<{
  input: RevertContentChangeInput;
}>;


export type RevertContentChangeMutation = { revertContentChange: { change: { id: string, status: ContentChangeStatus, revertedAt: string | null } | null } };

export type SavedVersionsQueryVariables = Exact<{
  kind?: RecordKind | null | undefined;
  after?: string | null | undefined;
}>;


export type SavedVersionsQuery = { savedVersions: { totalCount: number, pageInfo: { ' $fragmentRefs'?: { 'LoadOlder_PageInfoFragment': LoadOlder_PageInfoFragment } }, nodes: Array<{ id: string, kind: RecordKind, recordId: string, version: number, change: SavedVersionChange, summary: string, savedBy: string | null, savedAt: string, values: Array<{ field: string, label: string, value: string | null }>, fieldChanges: Array<{ field: string, label: string, oldValue: string | null, newValue: string | null }> }> } };

export type ContactInfoForm_FieldsFragment = { phone: string, email: string | null, address: string, hours: string, isPublished: boolean, publishedAt: string | null, updatedAt: string | null, version: number } & { ' $fragmentName'?: 'ContactInfoForm_FieldsFragment' };

export type AdminContactInfoQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminContactInfoQuery = { adminContactInfo: { ' $fragmentRefs'?: { 'ContactInfoForm_FieldsFragment': ContactInfoForm_FieldsFragment } } };

export type UpdateContactInfoMutationVariables = Exact<{
  input: UpdateContactInfoInput;
}>;


export type UpdateContactInfoMutation = { updateContactInfo: { contactInfo: { ' $fragmentRefs'?: { 'ContactInfoForm_FieldsFragment': ContactInfoForm_FieldsFragment } } | null } };

export type PendingChangeCountQueryVariables = Exact<{
  tableName?: ContentTable | null | undefined;
}>;


export type PendingChangeCountQuery = { pendingChangeCount: number };

export type PublishContentChangesMutationVariables = Exact<{
  input: PublishContentChangesInput;
}>;


export type PublishContentChangesMutation = { publishContentChanges: { publishedCount: number | null } };

export type UpdateContentSectionMutationVariables = Exact<{
  input: UpdateContentSectionInput;
}>;


export type UpdateContentSectionMutation = { updateContentSection: { contentSection: { id: string, title: string, content: string, link: string | null, isPublished: boolean, publishedAt: string | null, updatedAt: string, version: number } | null } };

export type SetContentSectionActiveMutationVariables = Exact<{
  input: SetContentSectionActiveInput;
}>;


export type SetContentSectionActiveMutation = { setContentSectionActive: { contentSection: { id: string, isActive: boolean, version: number } | null } };

export type AdminContentSectionsQueryVariables = Exact<{
  type?: ContentSectionType | null | undefined;
}>;


export type AdminContentSectionsQuery = { adminContentSections: Array<{ id: string, type: ContentSectionType, sectionKey: string, title: string, content: string, link: string | null, sortOrder: number, isActive: boolean, isPublished: boolean, publishedAt: string | null, updatedAt: string, version: number }> };

export type ContentChangeLogChangedSubscriptionVariables = Exact<{ [key: string]: never; }>;


export type ContentChangeLogChangedSubscription = { contentChangeLogChanged: { reason: string, changedAt: string } };

export type SetupPanelQueryVariables = Exact<{ [key: string]: never; }>;


export type SetupPanelQuery = { adminNotes: Array<{ id: string, title: string, body: string, createdAt: string }>, setupChecklist: { done: number, total: number, hidden: boolean, demoData: { bookings: number, inquiries: number, specialDates: number }, items: Array<{ step: SetupStep, label: string, hint: string, done: boolean, section: string | null }> } };

export type SetupPanelDismissNoteMutationVariables = Exact<{
  input: DismissAdminNoteInput;
}>;


export type SetupPanelDismissNoteMutation = { dismissAdminNote: { dismissedId: string | null } };

export type SetupPanelHideChecklistMutationVariables = Exact<{
  input: SetSetupChecklistHiddenInput;
}>;


export type SetupPanelHideChecklistMutation = { setSetupChecklistHidden: { setupChecklist: { hidden: boolean } | null } };

export type SetupPanelRemoveDemoDataMutationVariables = Exact<{ [key: string]: never; }>;


export type SetupPanelRemoveDemoDataMutation = { removeDemoData: { removed: { bookings: number, inquiries: number, specialDates: number } } };

export type DashboardOverviewQueryVariables = Exact<{ [key: string]: never; }>;


export type DashboardOverviewQuery = { dashboardOverview: { today: string, pendingBookings: number, confirmedBookings: number, completedBookings: number, cancelledBookings: number, totalBookings: number, totalRevenueCents: number, moneyDueThisMonthCents: number, moneyOverdueCents: number, newInquiries: number, heldInquiries: number, pendingChangeCount: number, contentSections: { active: number, total: number }, galleryImages: { active: number, total: number }, heroSlides: { active: number, total: number }, recentBookings: Array<{ ' $fragmentRefs'?: { 'BookingSummary_BookingFragment': BookingSummary_BookingFragment } }>, upcomingBookings: Array<{ ' $fragmentRefs'?: { 'BookingSummary_BookingFragment': BookingSummary_BookingFragment } }>, recentContent: Array<{ id: string, type: ContentSectionType, sectionKey: string, title: string, content: string, isPublished: boolean, updatedAt: string }> } };

export type RunAdminDatabaseTestMutationVariables = Exact<{ [key: string]: never; }>;


export type RunAdminDatabaseTestMutation = { runAdminDatabaseTest: { result: { ' $fragmentRefs'?: { 'AdminTest_ResultFragment': AdminTest_ResultFragment } } } };

export type RunContentEditingTestMutationVariables = Exact<{ [key: string]: never; }>;


export type RunContentEditingTestMutation = { runContentEditingTest: { result: { ' $fragmentRefs'?: { 'AdminTest_ResultFragment': AdminTest_ResultFragment } } } };

export type AdminTest_ResultFragment = { status: DiagnosticStatus, message: string, details: string | null, ranAt: string, checks: Array<{ name: string, status: DiagnosticStatus, message: string }> } & { ' $fragmentName'?: 'AdminTest_ResultFragment' };

export type AdminFaqsQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminFaqsQuery = { adminFaqs: Array<{ id: string, question: string, answer: string, category: FaqCategory, sortOrder: number, isActive: boolean, version: number }> };

export type CreateFaqMutationVariables = Exact<{
  input: CreateFaqInput;
}>;


export type CreateFaqMutation = { createFaq: { faq: { id: string } | null } };

export type UpdateFaqMutationVariables = Exact<{
  input: UpdateFaqInput;
}>;


export type UpdateFaqMutation = { updateFaq: { faq: { id: string, question: string, answer: string, category: FaqCategory, isActive: boolean, version: number } | null } };

export type DeleteFaqMutationVariables = Exact<{
  input: DeleteFaqInput;
}>;


export type DeleteFaqMutation = { deleteFaq: { deletedId: string | null } };

export type ReorderFaqsMutationVariables = Exact<{
  input: ReorderFaqsInput;
}>;


export type ReorderFaqsMutation = { reorderFaqs: { faqs: Array<{ id: string, sortOrder: number, version: number }> | null } };

export type FollowUpCard_TextsFragment = { kind: FollowUpKind, enabled: boolean, subject: string, body: string, days: number | null, updatedAt: string | null, version: number } & { ' $fragmentName'?: 'FollowUpCard_TextsFragment' };

export type UpdateFollowUpMutationVariables = Exact<{
  input: UpdateFollowUpInput;
}>;


export type UpdateFollowUpMutation = { updateFollowUp: { followUp: { ' $fragmentRefs'?: { 'FollowUpCard_TextsFragment': FollowUpCard_TextsFragment } } | null } };

export type ResetFollowUpMutationVariables = Exact<{
  input: ResetFollowUpInput;
}>;


export type ResetFollowUpMutation = { resetFollowUp: { followUp: { ' $fragmentRefs'?: { 'FollowUpCard_TextsFragment': FollowUpCard_TextsFragment } } | null } };

export type PreviewFollowUpQueryVariables = Exact<{
  input: PreviewFollowUpInput;
}>;


export type PreviewFollowUpQuery = { previewFollowUp: { subject: string | null, text: string | null, problem: string | null } };

export type FollowUpsSectionQueryVariables = Exact<{ [key: string]: never; }>;


export type FollowUpsSectionQuery = { followUps: Array<(
    { kind: FollowUpKind, label: string, description: string, sentTo: string, defaultDays: number | null, defaultSubject: string, defaultBody: string, placeholders: Array<{ name: string, description: string }> }
    & { ' $fragmentRefs'?: { 'FollowUpCard_TextsFragment': FollowUpCard_TextsFragment } }
  )> };

export type OwnerAlertsAndLogQueryVariables = Exact<{ [key: string]: never; }>;


export type OwnerAlertsAndLogQuery = { ownerAlerts: Array<{ kind: OwnerAlertKind, label: string, description: string, enabled: boolean, version: number }>, followUps: Array<{ kind: FollowUpKind, label: string, log: Array<{ id: string, at: string, skipped: boolean, skipReason: string | null, to: string | null, subject: string | null }> }> };

export type SetOwnerAlertMutationVariables = Exact<{
  input: SetOwnerAlertInput;
}>;


export type SetOwnerAlertMutation = { setOwnerAlert: { alert: { kind: OwnerAlertKind, enabled: boolean, version: number } | null } };

export type CreateGalleryImageMutationVariables = Exact<{
  input: CreateGalleryImageInput;
}>;


export type CreateGalleryImageMutation = { createGalleryImage: { galleryImage: { id: string } | null } };

export type GalleryImageCard_ImageFragment = { id: string, title: string, category: GalleryCategory, imageUrl: string, altText: string, sortOrder: number, width: number | null, height: number | null, isActive: boolean, isPublished: boolean, publishedAt: string | null, version: number } & { ' $fragmentName'?: 'GalleryImageCard_ImageFragment' };

export type UpdateGalleryImageMutationVariables = Exact<{
  input: UpdateGalleryImageInput;
}>;


export type UpdateGalleryImageMutation = { updateGalleryImage: { galleryImage: { ' $fragmentRefs'?: { 'GalleryImageCard_ImageFragment': GalleryImageCard_ImageFragment } } | null } };

export type SetGalleryImageActiveMutationVariables = Exact<{
  input: SetGalleryImageActiveInput;
}>;


export type SetGalleryImageActiveMutation = { setGalleryImageActive: { galleryImage: { id: string, isActive: boolean, version: number } | null } };

export type DeleteGalleryImageMutationVariables = Exact<{
  input: DeleteGalleryImageInput;
}>;


export type DeleteGalleryImageMutation = { deleteGalleryImage: { deletedId: string | null } };

export type AdminGalleryImagesQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminGalleryImagesQuery = { adminGalleryImages: Array<{ ' $fragmentRefs'?: { 'GalleryImageCard_ImageFragment': GalleryImageCard_ImageFragment } }> };

export type HoldStatus_HoldFragment = { id: string, date: string, startTime: string, endTime: string, clientName: string, position: number, isSecondOption: boolean, expiresAt: string } & { ' $fragmentName'?: 'HoldStatus_HoldFragment' };

export type PlaceHoldMutationVariables = Exact<{
  input: PlaceHoldInput;
}>;


export type PlaceHoldMutation = { placeHold: { hold: { id: string, position: number, date: string } | null } };

export type ReleaseHoldMutationVariables = Exact<{
  input: ReleaseHoldInput;
}>;


export type ReleaseHoldMutation = { releaseHold: { hold: { id: string, status: HoldStatus } | null, promoted: Array<{ id: string, clientName: string }> | null } };

export type ExtendHoldMutationVariables = Exact<{
  input: ExtendHoldInput;
}>;


export type ExtendHoldMutation = { extendHold: { hold: { id: string, expiresAt: string } | null } };

export type AdminHeroSlidesQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminHeroSlidesQuery = { adminHeroSlides: Array<{ id: string, title: string, subtitle: string, imageUrl: string, altText: string, sortOrder: number, isActive: boolean, isPublished: boolean, publishedAt: string | null, version: number }> };

export type UpdateHeroSlideMutationVariables = Exact<{
  input: UpdateHeroSlideInput;
}>;


export type UpdateHeroSlideMutation = { updateHeroSlide: { heroSlide: { id: string, title: string, subtitle: string, imageUrl: string, altText: string, isPublished: boolean, publishedAt: string | null, version: number } | null } };

export type SetHeroSlideActiveMutationVariables = Exact<{
  input: SetHeroSlideActiveInput;
}>;


export type SetHeroSlideActiveMutation = { setHeroSlideActive: { heroSlide: { id: string, isActive: boolean, version: number } | null } };

export type CreateQuoteFromInquiryMutationVariables = Exact<{
  input: CreateQuoteFromInquiryInput;
}>;


export type CreateQuoteFromInquiryMutation = { createQuoteFromInquiry: { created: boolean | null, quote: { id: string, status: QuoteStatus } | null, booking: { id: string, status: BookingStatus, eventDate: string, clientName: string } | null } };

export type InquiriesListQueryVariables = Exact<{
  first?: number | null | undefined;
  after?: string | null | undefined;
  last?: number | null | undefined;
  before?: string | null | undefined;
  status?: InquiryStatus | null | undefined;
  search?: string | null | undefined;
  eventDateFrom?: string | null | undefined;
  eventDateTo?: string | null | undefined;
  orderBy?: InquiryOrder | null | undefined;
}>;


export type InquiriesListQuery = { inquiries: { totalCount: number, statusCounts: Array<{ status: InquiryStatus, count: number }>, pageInfo: { ' $fragmentRefs'?: { 'ListPage_PageInfoFragment': ListPage_PageInfoFragment } }, nodes: Array<(
      { id: string, name: string, email: string, phone: string | null, eventType: EventType | null, desiredDate: string | null, alternativeDates: Array<string>, reference: string, message: string | null, source: InquirySource, status: InquiryStatus, createdAt: string, handledAt: string | null, version: number, desiredDateStatus: { date: string, status: DayStatus, isPast: boolean, premiumMultiplier: number | null } | null, bookings: Array<{ id: string, status: BookingStatus, eventDate: string }>, activeHold: (
        { id: string, date: string, startTime: string, endTime: string }
        & { ' $fragmentRefs'?: { 'HoldStatus_HoldFragment': HoldStatus_HoldFragment } }
      ) | null }
      & { ' $fragmentRefs'?: { 'InquiryOutcome_InquiryFragment': InquiryOutcome_InquiryFragment } }
    )> } };

export type InquiriesCsvQueryVariables = Exact<{ [key: string]: never; }>;


export type InquiriesCsvQuery = { inquiriesCsv: string };

export type RecordInquiryReplyMutationVariables = Exact<{
  input: RecordInquiryReplyInput;
}>;


export type RecordInquiryReplyMutation = { recordInquiryReply: { inquiry: { id: string, version: number } | null } };

export type UpdateInquiryStatusMutationVariables = Exact<{
  input: UpdateInquiryStatusInput;
}>;


export type UpdateInquiryStatusMutation = { updateInquiryStatus: { inquiry: { id: string, status: InquiryStatus, handledAt: string | null, version: number } | null } };

export type UpdateInquirySourceMutationVariables = Exact<{
  input: UpdateInquirySourceInput;
}>;


export type UpdateInquirySourceMutation = { updateInquirySource: { inquiry: { id: string, source: InquirySource, version: number } | null } };

export type InquiryOutcome_InquiryFragment = { id: string, stage: InquiryStage, outcome: InquiryOutcome, lostReason: InquiryLostReason | null, lostNote: string | null, lostAt: string | null, version: number } & { ' $fragmentName'?: 'InquiryOutcome_InquiryFragment' };

export type MarkInquiryLostMutationVariables = Exact<{
  input: MarkInquiryLostInput;
}>;


export type MarkInquiryLostMutation = { markInquiryLost: { inquiry: (
      { id: string }
      & { ' $fragmentRefs'?: { 'InquiryOutcome_InquiryFragment': InquiryOutcome_InquiryFragment } }
    ) | null } };

export type ReopenInquiryMutationVariables = Exact<{
  input: ReopenInquiryInput;
}>;


export type ReopenInquiryMutation = { reopenInquiry: { inquiry: (
      { id: string }
      & { ' $fragmentRefs'?: { 'InquiryOutcome_InquiryFragment': InquiryOutcome_InquiryFragment } }
    ) | null } };

export type ListPage_PageInfoFragment = { hasNextPage: boolean, hasPreviousPage: boolean, startCursor: string | null, endCursor: string | null } & { ' $fragmentName'?: 'ListPage_PageInfoFragment' };

export type LoadOlder_PageInfoFragment = { hasNextPage: boolean, endCursor: string | null } & { ' $fragmentName'?: 'LoadOlder_PageInfoFragment' };

export type OthersOnSlotQueryVariables = Exact<{
  bookingId: string | number;
}>;


export type OthersOnSlotQuery = { othersOnSlot: { defaultSubject: string, defaultBody: string, placeholders: Array<string>, others: Array<{ clientName: string, clientEmail: string, holdPosition: number | null, openQuoteStatuses: Array<QuoteStatus>, description: string }> } };

export type OwnerNoticesQueryVariables = Exact<{ [key: string]: never; }>;


export type OwnerNoticesQuery = { ownerNotices: { unread: number, notices: Array<{ id: string, kind: OwnerNoticeKind, title: string, body: string, createdAt: string, readAt: string | null, offeredAt: string | null, offer: { clientName: string, date: string } | null }> } };

export type OwnerNoticesChangedSubscriptionVariables = Exact<{ [key: string]: never; }>;


export type OwnerNoticesChangedSubscription = { ownerNoticesChanged: { noticeId: string | null, changedAt: string } };

export type MarkOwnerNoticesReadMutationVariables = Exact<{
  input: MarkOwnerNoticesReadInput;
}>;


export type MarkOwnerNoticesReadMutation = { markOwnerNoticesRead: { marked: number | null } };

export type OfferDateBackMutationVariables = Exact<{
  input: OfferDateBackInput;
}>;


export type OfferDateBackMutation = { offerDateBack: { notice: { id: string, offeredAt: string | null } | null } };

export type OutboxSummaryQueryVariables = Exact<{ [key: string]: never; }>;


export type OutboxSummaryQuery = { emailOutboxSummary: { mode: EmailDeliveryMode, queued: number, sending: number, sent: number, failed: number, total: number } };

export type OutboxMessagesQueryVariables = Exact<{
  status?: OutboxStatus | null | undefined;
  first?: number | null | undefined;
  after?: string | null | undefined;
}>;


export type OutboxMessagesQuery = { outboxMessages: { totalCount: number, pageInfo: { ' $fragmentRefs'?: { 'LoadOlder_PageInfoFragment': LoadOlder_PageInfoFragment } }, nodes: Array<{ id: string, kind: string, to: string, replyTo: string | null, subject: string, status: OutboxStatus, attempts: number, lastError: string | null, createdAt: string, nextAttemptAt: string, sentAt: string | null, text: string, html: string }> } };

export type RetryOutboxMessageMutationVariables = Exact<{
  input: RetryOutboxMessageInput;
}>;


export type RetryOutboxMessageMutation = { retryOutboxMessage: { message: { id: string, status: OutboxStatus, attempts: number, nextAttemptAt: string, lastError: string | null } | null } };

export type AdminPageSettingsQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminPageSettingsQuery = { pageSettings: Array<{ id: string, pageSlug: string, pageName: string, description: string, isActive: boolean, sortOrder: number, path: string, version: number }>, siteSettings: { branding: { siteTitle: string } } };

export type UpdatePageSettingMutationVariables = Exact<{
  input: UpdatePageSettingInput;
}>;


export type UpdatePageSettingMutation = { updatePageSetting: { pageSetting: { id: string, pageName: string, description: string, isActive: boolean, version: number } | null } };

export type ReorderPageSettingsMutationVariables = Exact<{
  input: ReorderPageSettingsInput;
}>;


export type ReorderPageSettingsMutation = { reorderPageSettings: { pageSettings: Array<{ id: string, sortOrder: number, version: number }> | null } };

export type AdminPageSettingsChangedSubscriptionVariables = Exact<{ [key: string]: never; }>;


export type AdminPageSettingsChangedSubscription = { pageSettingsChanged: { changedAt: string } };

export type RequestEmailChangeMutationVariables = Exact<{
  input: RequestEmailChangeInput;
}>;


export type RequestEmailChangeMutation = { requestEmailChange: { pendingEmail: string | null } };

export type ChangePasswordMutationVariables = Exact<{
  input: ChangePasswordInput;
}>;


export type ChangePasswordMutation = { changePassword: { signedOutSessions: number | null } };

export type SendMyPasswordResetLinkMutationVariables = Exact<{
  input: RequestPasswordResetInput;
}>;


export type SendMyPasswordResetLinkMutation = { requestPasswordReset: { accepted: boolean | null } };

export type UpdateProfileMutationVariables = Exact<{
  input: UpdateProfileInput;
}>;


export type UpdateProfileMutation = { updateProfile: { viewer: { id: string, displayName: string | null, avatarUrl: string | null, profileVersion: number } | null } };

export type ProfileScreenQueryVariables = Exact<{ [key: string]: never; }>;


export type ProfileScreenQuery = { viewer: { id: string, email: string, role: Role, displayName: string | null, avatarUrl: string | null, profileVersion: number, pendingEmail: string | null } | null, mySessions: Array<{ id: string, createdAt: string, lastSeenAt: string, device: string, ipAddress: string | null, current: boolean }> };

export type RevokeSessionMutationVariables = Exact<{
  input: RevokeSessionInput;
}>;


export type RevokeSessionMutation = { revokeSession: { revokedSessionId: string | null } };

export type SignOutOtherSessionsMutationVariables = Exact<{ [key: string]: never; }>;


export type SignOutOtherSessionsMutation = { signOutOtherSessions: { signedOutSessions: number } };

export type BlockDateMutationVariables = Exact<{
  input: BlockDateInput;
}>;


export type BlockDateMutation = { blockDate: { specialDate: { id: string, date: string, status: SpecialDateStatus, notes: string | null } | null } };

export type UnblockDateMutationVariables = Exact<{
  input: UnblockDateInput;
}>;


export type UnblockDateMutation = { unblockDate: { id: string | null, specialDate: { id: string, date: string, status: SpecialDateStatus, notes: string | null } | null } };

export type ConfirmBookingAndBlockDateMutationVariables = Exact<{
  input: ConfirmBookingAndBlockDateInput;
}>;


export type ConfirmBookingAndBlockDateMutation = { confirmBookingAndBlockDate: { booking: { id: string, status: BookingStatus, allowedTransitions: Array<BookingStatus> } | null, specialDate: { id: string, date: string, status: SpecialDateStatus, notes: string | null } | null } };

export type QuickBlockQueryVariables = Exact<{
  today: string;
  shown: number;
}>;


export type QuickBlockQuery = { bookings: { totalCount: number, nodes: Array<{ ' $fragmentRefs'?: { 'BookingSummary_BookingFragment': BookingSummary_BookingFragment } }> }, blocked: { nodes: Array<{ id: string, date: string, status: SpecialDateStatus, notes: string | null, replaces: string | null }> } };

export type ReportsQueryVariables = Exact<{
  from: string;
  to: string;
}>;


export type ReportsQuery = { reports: { from: string, to: string, totalRevenueCents: number, totalBookings: number, conversionRate: number | null, averageLeadTimeDays: number | null, months: Array<{ month: string, revenueCents: number, bookings: number, inquiries: number, convertedInquiries: number, conversionRate: number | null, bookedDays: number, openDays: number, occupancy: number | null }>, bookingsByEventType: Array<{ eventType: EventType, bookings: number, revenueCents: number }>, bookingsBySource: Array<{ source: BookingSource, bookings: number }>, pipeline: Array<{ stage: InquiryStage, inquiries: number }>, lostReasons: Array<{ reason: InquiryLostReason, inquiries: number }>, paymentsReceived: { receivedCents: number, refundedCents: number, netCents: number, months: Array<{ month: string, payments: number, receivedCents: number, refundedCents: number, netCents: number }> }, conversionBySource: Array<{ source: InquirySource, inquiries: number, convertedInquiries: number, conversionRate: number | null }>, moneyOutstanding: { totalCents: number, overdueCents: number, months: Array<{ month: string, dueCents: number }> } } };

export type ResourcesPageVisibilityQueryVariables = Exact<{ [key: string]: never; }>;


export type ResourcesPageVisibilityQuery = { page: { id: string, isActive: boolean } | null };

export type CreateContentSectionMutationVariables = Exact<{
  input: CreateContentSectionInput;
}>;


export type CreateContentSectionMutation = { createContentSection: { contentSection: { id: string } | null } };

export type DeleteContentSectionMutationVariables = Exact<{
  input: DeleteContentSectionInput;
}>;


export type DeleteContentSectionMutation = { deleteContentSection: { deletedId: string | null } };

export type CalendarChangedSubscriptionVariables = Exact<{ [key: string]: never; }>;


export type CalendarChangedSubscription = { calendarChanged: { reason: string, changedAt: string } };

export type FaqsChangedSubscriptionVariables = Exact<{ [key: string]: never; }>;


export type FaqsChangedSubscription = { faqsChanged: { reason: string, changedAt: string } };

export type AdminSiteSettingsChangedSubscriptionVariables = Exact<{ [key: string]: never; }>;


export type AdminSiteSettingsChangedSubscription = { siteSettingsChanged: { key: SiteSettingsKey, changedAt: string } };

export type AdminPagesChangedSubscriptionVariables = Exact<{ [key: string]: never; }>;


export type AdminPagesChangedSubscription = { pageSettingsChanged: { changedAt: string } };

export type AccountChangedSubscriptionVariables = Exact<{ [key: string]: never; }>;


export type AccountChangedSubscription = { accountChanged: { change: AccountChange, changedAt: string } };

export type OutboxChangedSubscriptionVariables = Exact<{ [key: string]: never; }>;


export type OutboxChangedSubscription = { outboxChanged: { messageId: string, status: OutboxStatus, changedAt: string } };

export type FollowUpsChangedSubscriptionVariables = Exact<{ [key: string]: never; }>;


export type FollowUpsChangedSubscription = { followUpsChanged: { kind: FollowUpKind, changedAt: string } };

export type BookingTermsChangedSubscriptionVariables = Exact<{ [key: string]: never; }>;


export type BookingTermsChangedSubscription = { bookingTermsChanged: { version: number, changedAt: string } };

export type ApiAllowedOriginsChangedSubscriptionVariables = Exact<{ [key: string]: never; }>;


export type ApiAllowedOriginsChangedSubscription = { apiAllowedOriginsChanged: { version: number, changedAt: string } };

export type SetupChangedSubscriptionVariables = Exact<{ [key: string]: never; }>;


export type SetupChangedSubscription = { setupChanged: { change: SetupChange, changedAt: string } };

export type TimelineChangedSubscriptionVariables = Exact<{ [key: string]: never; }>;


export type TimelineChangedSubscription = { timelineChanged: { changedAt: string } };

export type WebhooksChangedSubscriptionVariables = Exact<{ [key: string]: never; }>;


export type WebhooksChangedSubscription = { webhooksChanged: { change: WebhookChange, changedAt: string } };

export type VenueTimeZoneQueryVariables = Exact<{ [key: string]: never; }>;


export type VenueTimeZoneQuery = { calendarMonth: { timeZone: string } };

export type SocialFooterSettingsQueryVariables = Exact<{ [key: string]: never; }>;


export type SocialFooterSettingsQuery = { contactInfo: { phone: string, email: string | null, address: string, hours: string }, siteSettings: { footer: { ' $fragmentRefs'?: { 'SocialFooter_FooterFragment': SocialFooter_FooterFragment } }, social: { ' $fragmentRefs'?: { 'SocialFooter_SocialFragment': SocialFooter_SocialFragment } } } };

export type SocialFooter_FooterFragment = { companyName: string, tagline: string, copyright: string, showSocialLinks: boolean, showContactInfo: boolean, showBusinessHours: boolean, version: number } & { ' $fragmentName'?: 'SocialFooter_FooterFragment' };

export type SocialFooter_SocialFragment = { facebook: string | null, instagram: string | null, twitter: string | null, linkedin: string | null, youtube: string | null, version: number } & { ' $fragmentName'?: 'SocialFooter_SocialFragment' };

export type UpdateSocialAndFooterMutationVariables = Exact<{
  input: UpdateSocialAndFooterInput;
}>;


export type UpdateSocialAndFooterMutation = { updateSocialAndFooter: { footer: { ' $fragmentRefs'?: { 'SocialFooter_FooterFragment': SocialFooter_FooterFragment } } | null, social: { ' $fragmentRefs'?: { 'SocialFooter_SocialFragment': SocialFooter_SocialFragment } } | null } };

export type TermsForm_TermsFragment = { paymentGraceDays: number, quoteTerms: string, updatedAt: string | null, version: number, cancellationPolicy: { noticeDays: number, creditValidMonths: number, text: string, early: { keep: CancellationKeep, feeCents: number, keptAs: KeptAs }, late: { keep: CancellationKeep, feeCents: number, keptAs: KeptAs } } } & { ' $fragmentName'?: 'TermsForm_TermsFragment' };

export type TermsSectionQueryVariables = Exact<{ [key: string]: never; }>;


export type TermsSectionQuery = { bookingTerms: { ' $fragmentRefs'?: { 'TermsForm_TermsFragment': TermsForm_TermsFragment } } };

export type UpdateBookingTermsMutationVariables = Exact<{
  input: UpdateBookingTermsInput;
}>;


export type UpdateBookingTermsMutation = { updateBookingTerms: { bookingTerms: { ' $fragmentRefs'?: { 'TermsForm_TermsFragment': TermsForm_TermsFragment } } | null } };

export type ClientTimelineQueryVariables = Exact<{
  inquiryId?: string | number | null | undefined;
  bookingId?: string | number | null | undefined;
}>;


export type ClientTimelineQuery = { timeline: Array<{ id: string, at: string, kind: TimelineKind, label: string, summary: string, actor: TimelineActor, actorName: string | null, email: { to: string, subject: string, text: string, status: string, skipReason: string | null } | null }> };

export type CreateWebhookEndpointMutationVariables = Exact<{
  input: CreateWebhookEndpointInput;
}>;


export type CreateWebhookEndpointMutation = { createWebhookEndpoint: { secret: string | null, endpoint: { id: string, url: string } | null, userErrors: Array<{ field: string | null, message: string }> } };

export type WebhookDeliveriesQueryVariables = Exact<{
  endpointId: string | number;
  first?: number | null | undefined;
  after?: string | null | undefined;
}>;


export type WebhookDeliveriesQuery = { webhookDeliveries: { totalCount: number, pageInfo: { ' $fragmentRefs'?: { 'LoadOlder_PageInfoFragment': LoadOlder_PageInfoFragment } }, nodes: Array<{ id: string, messageId: string, eventType: WebhookEventType, occurredAt: string, payload: string, status: WebhookDeliveryStatus, attempts: number, nextAttemptAt: string, lastAttemptAt: string | null, lastStatusCode: number | null, lastError: string | null, lastResponse: string | null, lastDurationMs: number | null, replayOf: string | null, createdAt: string }> } };

export type ReplayWebhookDeliveryMutationVariables = Exact<{
  input: ReplayWebhookDeliveryInput;
}>;


export type ReplayWebhookDeliveryMutation = { replayWebhookDelivery: { delivery: { id: string, status: WebhookDeliveryStatus } | null, userErrors: Array<{ message: string }> } };

export type WebhookEndpointsQueryVariables = Exact<{ [key: string]: never; }>;


export type WebhookEndpointsQuery = { webhookEndpoints: Array<{ id: string, url: string, description: string, eventTypes: Array<WebhookEventType>, enabled: boolean, secretHint: string, registeredByApiToken: string | null, pendingDeliveries: number, failedDeliveries: number, version: number, createdAt: string, lastDelivery: { id: string, status: WebhookDeliveryStatus, createdAt: string } | null }> };

export type UpdateWebhookEndpointMutationVariables = Exact<{
  input: UpdateWebhookEndpointInput;
}>;


export type UpdateWebhookEndpointMutation = { updateWebhookEndpoint: { endpoint: { id: string, enabled: boolean, version: number } | null, userErrors: Array<{ message: string }> } };

export type RotateWebhookSecretMutationVariables = Exact<{
  input: WebhookEndpointIdInput;
}>;


export type RotateWebhookSecretMutation = { rotateWebhookSecret: { secret: string | null, endpoint: { id: string, url: string, secretHint: string } | null } };

export type DeleteWebhookEndpointMutationVariables = Exact<{
  input: WebhookEndpointIdInput;
}>;


export type DeleteWebhookEndpointMutation = { deleteWebhookEndpoint: { deletedEndpointId: string | null } };

export type RequestPasswordResetMutationVariables = Exact<{
  input: RequestPasswordResetInput;
}>;


export type RequestPasswordResetMutation = { requestPasswordReset: { accepted: boolean | null } };

export type ConfirmEmailChangeMutationVariables = Exact<{
  input: ConfirmEmailChangeInput;
}>;


export type ConfirmEmailChangeMutation = { confirmEmailChange: { email: string | null } };

export type PasswordResetTokenStatusQueryVariables = Exact<{
  token: string;
}>;


export type PasswordResetTokenStatusQuery = { passwordResetTokenStatus: PasswordResetTokenStatus };

export type ResetPasswordMutationVariables = Exact<{
  input: ResetPasswordInput;
}>;


export type ResetPasswordMutation = { resetPassword: { email: string | null } };

export type SignInMutationVariables = Exact<{
  input: SignInInput;
}>;


export type SignInMutation = { signIn: { viewer: { ' $fragmentRefs'?: { 'Viewer_FieldsFragment': Viewer_FieldsFragment } } | null } };

export type SignOutMutationVariables = Exact<{ [key: string]: never; }>;


export type SignOutMutation = { signOut: { signedOut: boolean } };

export type Viewer_FieldsFragment = { id: string, email: string, role: Role, isAdmin: boolean, displayName: string | null, avatarUrl: string | null } & { ' $fragmentName'?: 'Viewer_FieldsFragment' };

export type ViewerQueryVariables = Exact<{ [key: string]: never; }>;


export type ViewerQuery = { viewer: { ' $fragmentRefs'?: { 'Viewer_FieldsFragment': Viewer_FieldsFragment } } | null };

export type PublicCalendarMonthQueryVariables = Exact<{
  month: string;
}>;


export type PublicCalendarMonthQuery = { calendarMonth: { month: string, today: string, lastBookableDate: string, days: Array<{ date: string, status: DayStatus, isPast: boolean, isBookable: boolean, notBookableReason: NotBookableReason | null, timeSlots: Array<TimeSlot>, startTime: string | null, endTime: string | null, notes: string | null, premiumMultiplier: number | null, isHeld: boolean }> } };

export type SlotAvailabilityQueryVariables = Exact<{
  date: string;
  startTime: string;
  endTime: string;
}>;


export type SlotAvailabilityQuery = { isDateAvailable: boolean };

export type RequestBookingMutationVariables = Exact<{
  input: RequestBookingInput;
}>;


export type RequestBookingMutation = { requestBooking: { booking: { id: string, reference: string, status: BookingStatus, eventDate: string, startTime: string, endTime: string, guestCount: number, eventType: EventType, clientName: string, clientEmail: string, clientPhone: string | null, specialRequests: string | null } | null } };

export type VenueTodayQueryVariables = Exact<{
  month: string;
}>;


export type VenueTodayQuery = { calendarMonth: { today: string, timeZone: string } };

export type DesiredDateMonthQueryVariables = Exact<{
  month: string;
}>;


export type DesiredDateMonthQuery = { calendarMonth: { month: string, today: string, lastBookableDate: string, days: Array<{ date: string, status: DayStatus, isPast: boolean, isBookable: boolean, notBookableReason: NotBookableReason | null, startTime: string | null, endTime: string | null, premiumMultiplier: number | null }> } };

export type SubmitInquiryMutationVariables = Exact<{
  input: SubmitInquiryInput;
}>;


export type SubmitInquiryMutation = { submitInquiry: { heldForReview: boolean | null, inquiry: { id: string, reference: string, name: string, email: string, phone: string | null, eventType: EventType | null, desiredDate: string | null, alternativeDates: Array<string>, message: string | null } | null } };

export type PublicContentSectionsQueryVariables = Exact<{
  type?: ContentSectionType | null | undefined;
  preview?: boolean | null | undefined;
}>;


export type PublicContentSectionsQuery = { hiddenContentSectionKeys: Array<string>, contentSections: Array<{ id: string, sectionKey: string, title: string, content: string, link: string | null }> };

export type PublicContactInfoQueryVariables = Exact<{
  preview?: boolean | null | undefined;
}>;


export type PublicContactInfoQuery = { contactInfo: { phone: string, email: string | null, address: string, hours: string } };

export type FaqPageQueryVariables = Exact<{ [key: string]: never; }>;


export type FaqPageQuery = { faqs: Array<{ id: string, question: string, answer: string, category: FaqCategory }> };

export type GalleryPageQueryVariables = Exact<{
  preview?: boolean | null | undefined;
}>;


export type GalleryPageQuery = { galleryImages: Array<{ id: string, title: string, category: GalleryCategory, imageUrl: string, altText: string, width: number | null, height: number | null }> };

export type HomeHeroQueryVariables = Exact<{
  preview?: boolean | null | undefined;
}>;


export type HomeHeroQuery = { heroSlides: Array<{ id: string, title: string, subtitle: string, imageUrl: string, altText: string }> };

export type PublicLayoutQueryVariables = Exact<{ [key: string]: never; }>;


export type PublicLayoutQuery = { navigationPages: Array<{ id: string, pageSlug: string, pageName: string, description: string, path: string }>, siteSettings: { footer: { companyName: string, tagline: string, copyright: string, showSocialLinks: boolean, showContactInfo: boolean, showBusinessHours: boolean }, social: { facebook: string | null, instagram: string | null, twitter: string | null, linkedin: string | null, youtube: string | null }, branding: { siteTitle: string, siteDescription: string, logoUrl: string | null, faviconUrl: string | null, shareImage: { url: string, alt: string } | null } } };

export type PageSettingsChangedSubscriptionVariables = Exact<{ [key: string]: never; }>;


export type PageSettingsChangedSubscription = { pageSettingsChanged: { changedAt: string } };

export type SiteSettingsChangedSubscriptionVariables = Exact<{ [key: string]: never; }>;


export type SiteSettingsChangedSubscription = { siteSettingsChanged: { key: SiteSettingsKey, changedAt: string } };

export const HoldStatus_HoldFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"HoldStatus_hold"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Hold"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"startTime"}},{"kind":"Field","name":{"kind":"Name","value":"endTime"}},{"kind":"Field","name":{"kind":"Name","value":"clientName"}},{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"isSecondOption"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}}]}}]} as unknown as DocumentNode<HoldStatus_HoldFragment, unknown>;
export const PaymentBadge_BookingFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PaymentBadge_booking"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Booking"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"paymentSummary"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"today"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"totalCents"}},{"kind":"Field","name":{"kind":"Name","value":"paidCents"}},{"kind":"Field","name":{"kind":"Name","value":"outstandingCents"}},{"kind":"Field","name":{"kind":"Name","value":"creditCents"}},{"kind":"Field","name":{"kind":"Name","value":"overdueCents"}},{"kind":"Field","name":{"kind":"Name","value":"nextDueDate"}},{"kind":"Field","name":{"kind":"Name","value":"nextDueCents"}}]}}]}}]} as unknown as DocumentNode<PaymentBadge_BookingFragment, unknown>;
export const BookingCard_BookingFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BookingCard_booking"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Booking"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"clientName"}},{"kind":"Field","name":{"kind":"Name","value":"clientEmail"}},{"kind":"Field","name":{"kind":"Name","value":"clientPhone"}},{"kind":"Field","name":{"kind":"Name","value":"eventType"}},{"kind":"Field","name":{"kind":"Name","value":"eventDate"}},{"kind":"Field","name":{"kind":"Name","value":"startTime"}},{"kind":"Field","name":{"kind":"Name","value":"endTime"}},{"kind":"Field","name":{"kind":"Name","value":"guestCount"}},{"kind":"Field","name":{"kind":"Name","value":"specialRequests"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"adminNotes"}},{"kind":"Field","name":{"kind":"Name","value":"totalCostCents"}},{"kind":"Field","name":{"kind":"Name","value":"priceAgreed"}},{"kind":"Field","name":{"kind":"Name","value":"source"}},{"kind":"Field","name":{"kind":"Name","value":"allowedTransitions"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"eventSpace"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"type"}}]}},{"kind":"Field","name":{"kind":"Name","value":"activeHold"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"HoldStatus_hold"}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"PaymentBadge_booking"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"HoldStatus_hold"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Hold"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"startTime"}},{"kind":"Field","name":{"kind":"Name","value":"endTime"}},{"kind":"Field","name":{"kind":"Name","value":"clientName"}},{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"isSecondOption"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PaymentBadge_booking"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Booking"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"paymentSummary"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"today"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"totalCents"}},{"kind":"Field","name":{"kind":"Name","value":"paidCents"}},{"kind":"Field","name":{"kind":"Name","value":"outstandingCents"}},{"kind":"Field","name":{"kind":"Name","value":"creditCents"}},{"kind":"Field","name":{"kind":"Name","value":"overdueCents"}},{"kind":"Field","name":{"kind":"Name","value":"nextDueDate"}},{"kind":"Field","name":{"kind":"Name","value":"nextDueCents"}}]}}]}}]} as unknown as DocumentNode<BookingCard_BookingFragment, unknown>;
export const QuotePanel_QuoteFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"QuotePanel_quote"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Quote"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"taxRateMilliPercent"}},{"kind":"Field","name":{"kind":"Name","value":"discountCents"}},{"kind":"Field","name":{"kind":"Name","value":"depositKind"}},{"kind":"Field","name":{"kind":"Name","value":"depositValue"}},{"kind":"Field","name":{"kind":"Name","value":"blockDateOnAcceptance"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"lines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"unitAmountCents"}},{"kind":"Field","name":{"kind":"Name","value":"multiplier"}},{"kind":"Field","name":{"kind":"Name","value":"amountCents"}}]}},{"kind":"Field","name":{"kind":"Name","value":"schedule"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"dueRule"}},{"kind":"Field","name":{"kind":"Name","value":"dueDays"}},{"kind":"Field","name":{"kind":"Name","value":"dueDate"}},{"kind":"Field","name":{"kind":"Name","value":"dueDescription"}},{"kind":"Field","name":{"kind":"Name","value":"amountCents"}}]}},{"kind":"Field","name":{"kind":"Name","value":"totals"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"subtotalCents"}},{"kind":"Field","name":{"kind":"Name","value":"discountCents"}},{"kind":"Field","name":{"kind":"Name","value":"taxCents"}},{"kind":"Field","name":{"kind":"Name","value":"totalCents"}},{"kind":"Field","name":{"kind":"Name","value":"depositCents"}}]}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"sentAt"}},{"kind":"Field","name":{"kind":"Name","value":"acceptedAt"}},{"kind":"Field","name":{"kind":"Name","value":"acceptedName"}},{"kind":"Field","name":{"kind":"Name","value":"acceptedAddress"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"changeOrder"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"previousTotalCents"}},{"kind":"Field","name":{"kind":"Name","value":"changes"}},{"kind":"Field","name":{"kind":"Name","value":"to"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"eventDate"}}]}}]}}]}}]} as unknown as DocumentNode<QuotePanel_QuoteFragment, unknown>;
export const BookingSummary_BookingFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BookingSummary_booking"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Booking"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"clientName"}},{"kind":"Field","name":{"kind":"Name","value":"eventType"}},{"kind":"Field","name":{"kind":"Name","value":"eventDate"}},{"kind":"Field","name":{"kind":"Name","value":"startTime"}},{"kind":"Field","name":{"kind":"Name","value":"endTime"}},{"kind":"Field","name":{"kind":"Name","value":"guestCount"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]} as unknown as DocumentNode<BookingSummary_BookingFragment, unknown>;
export const SpecialDateRow_SpecialDateFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SpecialDateRow_specialDate"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SpecialDate"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"notes"}},{"kind":"Field","name":{"kind":"Name","value":"startTime"}},{"kind":"Field","name":{"kind":"Name","value":"endTime"}},{"kind":"Field","name":{"kind":"Name","value":"premiumMultiplier"}},{"kind":"Field","name":{"kind":"Name","value":"replaces"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]} as unknown as DocumentNode<SpecialDateRow_SpecialDateFragment, unknown>;
export const ContactInfoForm_FieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ContactInfoForm_fields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ContactInfo"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"hours"}},{"kind":"Field","name":{"kind":"Name","value":"isPublished"}},{"kind":"Field","name":{"kind":"Name","value":"publishedAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]} as unknown as DocumentNode<ContactInfoForm_FieldsFragment, unknown>;
export const AdminTest_ResultFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminTest_result"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DiagnosticResult"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"details"}},{"kind":"Field","name":{"kind":"Name","value":"ranAt"}},{"kind":"Field","name":{"kind":"Name","value":"checks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<AdminTest_ResultFragment, unknown>;
export const FollowUpCard_TextsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FollowUpCard_texts"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FollowUp"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"enabled"}},{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"body"}},{"kind":"Field","name":{"kind":"Name","value":"days"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]} as unknown as DocumentNode<FollowUpCard_TextsFragment, unknown>;
export const GalleryImageCard_ImageFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"GalleryImageCard_image"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"GalleryImage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"altText"}},{"kind":"Field","name":{"kind":"Name","value":"sortOrder"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}},{"kind":"Field","name":{"kind":"Name","value":"isPublished"}},{"kind":"Field","name":{"kind":"Name","value":"publishedAt"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]} as unknown as DocumentNode<GalleryImageCard_ImageFragment, unknown>;
export const InquiryOutcome_InquiryFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"InquiryOutcome_inquiry"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Inquiry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"stage"}},{"kind":"Field","name":{"kind":"Name","value":"outcome"}},{"kind":"Field","name":{"kind":"Name","value":"lostReason"}},{"kind":"Field","name":{"kind":"Name","value":"lostNote"}},{"kind":"Field","name":{"kind":"Name","value":"lostAt"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]} as unknown as DocumentNode<InquiryOutcome_InquiryFragment, unknown>;
export const ListPage_PageInfoFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ListPage_pageInfo"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PageInfo"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"hasPreviousPage"}},{"kind":"Field","name":{"kind":"Name","value":"startCursor"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}}]} as unknown as DocumentNode<ListPage_PageInfoFragment, unknown>;
export const LoadOlder_PageInfoFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LoadOlder_pageInfo"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PageInfo"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}}]} as unknown as DocumentNode<LoadOlder_PageInfoFragment, unknown>;
export const SocialFooter_FooterFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SocialFooter_footer"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FooterSettings"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"companyName"}},{"kind":"Field","name":{"kind":"Name","value":"tagline"}},{"kind":"Field","name":{"kind":"Name","value":"copyright"}},{"kind":"Field","name":{"kind":"Name","value":"showSocialLinks"}},{"kind":"Field","name":{"kind":"Name","value":"showContactInfo"}},{"kind":"Field","name":{"kind":"Name","value":"showBusinessHours"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]} as unknown as DocumentNode<SocialFooter_FooterFragment, unknown>;
export const SocialFooter_SocialFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SocialFooter_social"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SocialLinks"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"facebook"}},{"kind":"Field","name":{"kind":"Name","value":"instagram"}},{"kind":"Field","name":{"kind":"Name","value":"twitter"}},{"kind":"Field","name":{"kind":"Name","value":"linkedin"}},{"kind":"Field","name":{"kind":"Name","value":"youtube"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]} as unknown as DocumentNode<SocialFooter_SocialFragment, unknown>;
export const TermsForm_TermsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TermsForm_terms"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BookingTerms"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"paymentGraceDays"}},{"kind":"Field","name":{"kind":"Name","value":"quoteTerms"}},{"kind":"Field","name":{"kind":"Name","value":"cancellationPolicy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"noticeDays"}},{"kind":"Field","name":{"kind":"Name","value":"creditValidMonths"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"early"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"keep"}},{"kind":"Field","name":{"kind":"Name","value":"feeCents"}},{"kind":"Field","name":{"kind":"Name","value":"keptAs"}}]}},{"kind":"Field","name":{"kind":"Name","value":"late"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"keep"}},{"kind":"Field","name":{"kind":"Name","value":"feeCents"}},{"kind":"Field","name":{"kind":"Name","value":"keptAs"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]} as unknown as DocumentNode<TermsForm_TermsFragment, unknown>;
export const Viewer_FieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"Viewer_fields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Viewer"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"isAdmin"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"avatarUrl"}}]}}]} as unknown as DocumentNode<Viewer_FieldsFragment, unknown>;
export const ApiAllowedOriginsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ApiAllowedOrigins"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"apiAllowedOrigins"}},{"kind":"Field","name":{"kind":"Name","value":"apiAllowedOriginsVersion"}}]}}]} as unknown as DocumentNode<ApiAllowedOriginsQuery, ApiAllowedOriginsQueryVariables>;
export const SetApiAllowedOriginsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetApiAllowedOrigins"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SetApiAllowedOriginsInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setApiAllowedOrigins"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"origins"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<SetApiAllowedOriginsMutation, SetApiAllowedOriginsMutationVariables>;
export const CreateApiTokenDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateApiToken"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateApiTokenInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createApiToken"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"secret"}},{"kind":"Field","name":{"kind":"Name","value":"apiToken"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<CreateApiTokenMutation, CreateApiTokenMutationVariables>;
export const RevokeApiTokenDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RevokeApiToken"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RevokeApiTokenInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"revokeApiToken"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"revokedTokenId"}}]}}]}}]} as unknown as DocumentNode<RevokeApiTokenMutation, RevokeApiTokenMutationVariables>;
export const ApiTokensDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ApiTokens"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myApiTokens"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"readOnly"}},{"kind":"Field","name":{"kind":"Name","value":"scopes"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastUsedAt"}}]}}]}}]} as unknown as DocumentNode<ApiTokensQuery, ApiTokensQueryVariables>;
export const UpdateBookingStatusDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateBookingStatus"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateBookingStatusInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateBookingStatus"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"booking"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BookingCard_booking"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"HoldStatus_hold"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Hold"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"startTime"}},{"kind":"Field","name":{"kind":"Name","value":"endTime"}},{"kind":"Field","name":{"kind":"Name","value":"clientName"}},{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"isSecondOption"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PaymentBadge_booking"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Booking"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"paymentSummary"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"today"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"totalCents"}},{"kind":"Field","name":{"kind":"Name","value":"paidCents"}},{"kind":"Field","name":{"kind":"Name","value":"outstandingCents"}},{"kind":"Field","name":{"kind":"Name","value":"creditCents"}},{"kind":"Field","name":{"kind":"Name","value":"overdueCents"}},{"kind":"Field","name":{"kind":"Name","value":"nextDueDate"}},{"kind":"Field","name":{"kind":"Name","value":"nextDueCents"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BookingCard_booking"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Booking"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"clientName"}},{"kind":"Field","name":{"kind":"Name","value":"clientEmail"}},{"kind":"Field","name":{"kind":"Name","value":"clientPhone"}},{"kind":"Field","name":{"kind":"Name","value":"eventType"}},{"kind":"Field","name":{"kind":"Name","value":"eventDate"}},{"kind":"Field","name":{"kind":"Name","value":"startTime"}},{"kind":"Field","name":{"kind":"Name","value":"endTime"}},{"kind":"Field","name":{"kind":"Name","value":"guestCount"}},{"kind":"Field","name":{"kind":"Name","value":"specialRequests"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"adminNotes"}},{"kind":"Field","name":{"kind":"Name","value":"totalCostCents"}},{"kind":"Field","name":{"kind":"Name","value":"priceAgreed"}},{"kind":"Field","name":{"kind":"Name","value":"source"}},{"kind":"Field","name":{"kind":"Name","value":"allowedTransitions"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"eventSpace"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"type"}}]}},{"kind":"Field","name":{"kind":"Name","value":"activeHold"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"HoldStatus_hold"}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"PaymentBadge_booking"}}]}}]} as unknown as DocumentNode<UpdateBookingStatusMutation, UpdateBookingStatusMutationVariables>;
export const UpdateBookingDetailsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateBookingDetails"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateBookingInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateBooking"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"booking"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BookingCard_booking"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"HoldStatus_hold"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Hold"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"startTime"}},{"kind":"Field","name":{"kind":"Name","value":"endTime"}},{"kind":"Field","name":{"kind":"Name","value":"clientName"}},{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"isSecondOption"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PaymentBadge_booking"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Booking"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"paymentSummary"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"today"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"totalCents"}},{"kind":"Field","name":{"kind":"Name","value":"paidCents"}},{"kind":"Field","name":{"kind":"Name","value":"outstandingCents"}},{"kind":"Field","name":{"kind":"Name","value":"creditCents"}},{"kind":"Field","name":{"kind":"Name","value":"overdueCents"}},{"kind":"Field","name":{"kind":"Name","value":"nextDueDate"}},{"kind":"Field","name":{"kind":"Name","value":"nextDueCents"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BookingCard_booking"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Booking"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"clientName"}},{"kind":"Field","name":{"kind":"Name","value":"clientEmail"}},{"kind":"Field","name":{"kind":"Name","value":"clientPhone"}},{"kind":"Field","name":{"kind":"Name","value":"eventType"}},{"kind":"Field","name":{"kind":"Name","value":"eventDate"}},{"kind":"Field","name":{"kind":"Name","value":"startTime"}},{"kind":"Field","name":{"kind":"Name","value":"endTime"}},{"kind":"Field","name":{"kind":"Name","value":"guestCount"}},{"kind":"Field","name":{"kind":"Name","value":"specialRequests"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"adminNotes"}},{"kind":"Field","name":{"kind":"Name","value":"totalCostCents"}},{"kind":"Field","name":{"kind":"Name","value":"priceAgreed"}},{"kind":"Field","name":{"kind":"Name","value":"source"}},{"kind":"Field","name":{"kind":"Name","value":"allowedTransitions"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"eventSpace"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"type"}}]}},{"kind":"Field","name":{"kind":"Name","value":"activeHold"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"HoldStatus_hold"}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"PaymentBadge_booking"}}]}}]} as unknown as DocumentNode<UpdateBookingDetailsMutation, UpdateBookingDetailsMutationVariables>;
export const CreateBookingDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateBooking"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateBookingInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createBooking"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"booking"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"eventDate"}},{"kind":"Field","name":{"kind":"Name","value":"clientName"}}]}}]}}]}}]} as unknown as DocumentNode<CreateBookingMutation, CreateBookingMutationVariables>;
export const AdminBookingsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminBookings"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"last"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"before"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"status"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"BookingStatus"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"search"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"eventDateFrom"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"LocalDate"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"eventDateTo"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"LocalDate"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"orderBy"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"BookingOrder"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"bookings"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}},{"kind":"Argument","name":{"kind":"Name","value":"last"},"value":{"kind":"Variable","name":{"kind":"Name","value":"last"}}},{"kind":"Argument","name":{"kind":"Name","value":"before"},"value":{"kind":"Variable","name":{"kind":"Name","value":"before"}}},{"kind":"Argument","name":{"kind":"Name","value":"status"},"value":{"kind":"Variable","name":{"kind":"Name","value":"status"}}},{"kind":"Argument","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"search"}}},{"kind":"Argument","name":{"kind":"Name","value":"eventDateFrom"},"value":{"kind":"Variable","name":{"kind":"Name","value":"eventDateFrom"}}},{"kind":"Argument","name":{"kind":"Name","value":"eventDateTo"},"value":{"kind":"Variable","name":{"kind":"Name","value":"eventDateTo"}}},{"kind":"Argument","name":{"kind":"Name","value":"orderBy"},"value":{"kind":"Variable","name":{"kind":"Name","value":"orderBy"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"statusCounts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"count"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ListPage_pageInfo"}}]}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"BookingCard_booking"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"HoldStatus_hold"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Hold"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"startTime"}},{"kind":"Field","name":{"kind":"Name","value":"endTime"}},{"kind":"Field","name":{"kind":"Name","value":"clientName"}},{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"isSecondOption"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PaymentBadge_booking"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Booking"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"paymentSummary"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"today"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"totalCents"}},{"kind":"Field","name":{"kind":"Name","value":"paidCents"}},{"kind":"Field","name":{"kind":"Name","value":"outstandingCents"}},{"kind":"Field","name":{"kind":"Name","value":"creditCents"}},{"kind":"Field","name":{"kind":"Name","value":"overdueCents"}},{"kind":"Field","name":{"kind":"Name","value":"nextDueDate"}},{"kind":"Field","name":{"kind":"Name","value":"nextDueCents"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ListPage_pageInfo"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PageInfo"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"hasPreviousPage"}},{"kind":"Field","name":{"kind":"Name","value":"startCursor"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BookingCard_booking"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Booking"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"clientName"}},{"kind":"Field","name":{"kind":"Name","value":"clientEmail"}},{"kind":"Field","name":{"kind":"Name","value":"clientPhone"}},{"kind":"Field","name":{"kind":"Name","value":"eventType"}},{"kind":"Field","name":{"kind":"Name","value":"eventDate"}},{"kind":"Field","name":{"kind":"Name","value":"startTime"}},{"kind":"Field","name":{"kind":"Name","value":"endTime"}},{"kind":"Field","name":{"kind":"Name","value":"guestCount"}},{"kind":"Field","name":{"kind":"Name","value":"specialRequests"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"adminNotes"}},{"kind":"Field","name":{"kind":"Name","value":"totalCostCents"}},{"kind":"Field","name":{"kind":"Name","value":"priceAgreed"}},{"kind":"Field","name":{"kind":"Name","value":"source"}},{"kind":"Field","name":{"kind":"Name","value":"allowedTransitions"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"eventSpace"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"type"}}]}},{"kind":"Field","name":{"kind":"Name","value":"activeHold"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"HoldStatus_hold"}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"PaymentBadge_booking"}}]}}]} as unknown as DocumentNode<AdminBookingsQuery, AdminBookingsQueryVariables>;
export const BookingsCsvDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"BookingsCsv"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"bookingsCsv"}}]}}]} as unknown as DocumentNode<BookingsCsvQuery, BookingsCsvQueryVariables>;
export const CancelBookingDialogDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CancelBookingDialog"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"booking"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"clientName"}},{"kind":"Field","name":{"kind":"Name","value":"eventType"}},{"kind":"Field","name":{"kind":"Name","value":"eventDate"}},{"kind":"Field","name":{"kind":"Name","value":"money"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"paidCents"}},{"kind":"Field","name":{"kind":"Name","value":"agreedCents"}}]}},{"kind":"Field","name":{"kind":"Name","value":"paymentSummary"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"today"}}]}},{"kind":"Field","name":{"kind":"Name","value":"cancellationTerms"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tier"}},{"kind":"Field","name":{"kind":"Name","value":"daysBefore"}},{"kind":"Field","name":{"kind":"Name","value":"paidCents"}},{"kind":"Field","name":{"kind":"Name","value":"keptCents"}},{"kind":"Field","name":{"kind":"Name","value":"keptAs"}},{"kind":"Field","name":{"kind":"Name","value":"refundCents"}},{"kind":"Field","name":{"kind":"Name","value":"explanation"}}]}}]}}]}}]} as unknown as DocumentNode<CancelBookingDialogQuery, CancelBookingDialogQueryVariables>;
export const CancelBookingDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CancelBooking"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CancelBookingInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cancelBooking"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"booking"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BookingCard_booking"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"HoldStatus_hold"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Hold"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"startTime"}},{"kind":"Field","name":{"kind":"Name","value":"endTime"}},{"kind":"Field","name":{"kind":"Name","value":"clientName"}},{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"isSecondOption"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PaymentBadge_booking"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Booking"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"paymentSummary"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"today"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"totalCents"}},{"kind":"Field","name":{"kind":"Name","value":"paidCents"}},{"kind":"Field","name":{"kind":"Name","value":"outstandingCents"}},{"kind":"Field","name":{"kind":"Name","value":"creditCents"}},{"kind":"Field","name":{"kind":"Name","value":"overdueCents"}},{"kind":"Field","name":{"kind":"Name","value":"nextDueDate"}},{"kind":"Field","name":{"kind":"Name","value":"nextDueCents"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BookingCard_booking"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Booking"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"clientName"}},{"kind":"Field","name":{"kind":"Name","value":"clientEmail"}},{"kind":"Field","name":{"kind":"Name","value":"clientPhone"}},{"kind":"Field","name":{"kind":"Name","value":"eventType"}},{"kind":"Field","name":{"kind":"Name","value":"eventDate"}},{"kind":"Field","name":{"kind":"Name","value":"startTime"}},{"kind":"Field","name":{"kind":"Name","value":"endTime"}},{"kind":"Field","name":{"kind":"Name","value":"guestCount"}},{"kind":"Field","name":{"kind":"Name","value":"specialRequests"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"adminNotes"}},{"kind":"Field","name":{"kind":"Name","value":"totalCostCents"}},{"kind":"Field","name":{"kind":"Name","value":"priceAgreed"}},{"kind":"Field","name":{"kind":"Name","value":"source"}},{"kind":"Field","name":{"kind":"Name","value":"allowedTransitions"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"eventSpace"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"type"}}]}},{"kind":"Field","name":{"kind":"Name","value":"activeHold"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"HoldStatus_hold"}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"PaymentBadge_booking"}}]}}]} as unknown as DocumentNode<CancelBookingMutation, CancelBookingMutationVariables>;
export const LinkedBookingDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"LinkedBooking"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"booking"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"BookingCard_booking"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"HoldStatus_hold"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Hold"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"startTime"}},{"kind":"Field","name":{"kind":"Name","value":"endTime"}},{"kind":"Field","name":{"kind":"Name","value":"clientName"}},{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"isSecondOption"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PaymentBadge_booking"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Booking"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"paymentSummary"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"today"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"totalCents"}},{"kind":"Field","name":{"kind":"Name","value":"paidCents"}},{"kind":"Field","name":{"kind":"Name","value":"outstandingCents"}},{"kind":"Field","name":{"kind":"Name","value":"creditCents"}},{"kind":"Field","name":{"kind":"Name","value":"overdueCents"}},{"kind":"Field","name":{"kind":"Name","value":"nextDueDate"}},{"kind":"Field","name":{"kind":"Name","value":"nextDueCents"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BookingCard_booking"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Booking"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"clientName"}},{"kind":"Field","name":{"kind":"Name","value":"clientEmail"}},{"kind":"Field","name":{"kind":"Name","value":"clientPhone"}},{"kind":"Field","name":{"kind":"Name","value":"eventType"}},{"kind":"Field","name":{"kind":"Name","value":"eventDate"}},{"kind":"Field","name":{"kind":"Name","value":"startTime"}},{"kind":"Field","name":{"kind":"Name","value":"endTime"}},{"kind":"Field","name":{"kind":"Name","value":"guestCount"}},{"kind":"Field","name":{"kind":"Name","value":"specialRequests"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"adminNotes"}},{"kind":"Field","name":{"kind":"Name","value":"totalCostCents"}},{"kind":"Field","name":{"kind":"Name","value":"priceAgreed"}},{"kind":"Field","name":{"kind":"Name","value":"source"}},{"kind":"Field","name":{"kind":"Name","value":"allowedTransitions"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"eventSpace"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"type"}}]}},{"kind":"Field","name":{"kind":"Name","value":"activeHold"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"HoldStatus_hold"}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"PaymentBadge_booking"}}]}}]} as unknown as DocumentNode<LinkedBookingQuery, LinkedBookingQueryVariables>;
export const LiveBookingsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"LiveBookings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"bookingsChanged"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"change"}},{"kind":"Field","name":{"kind":"Name","value":"booking"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"clientName"}},{"kind":"Field","name":{"kind":"Name","value":"eventDate"}},{"kind":"Field","name":{"kind":"Name","value":"adminNotes"}},{"kind":"Field","name":{"kind":"Name","value":"totalCostCents"}},{"kind":"Field","name":{"kind":"Name","value":"allowedTransitions"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]}}]}}]} as unknown as DocumentNode<LiveBookingsSubscription, LiveBookingsSubscriptionVariables>;
export const LiveInquiriesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"LiveInquiries"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"inquiriesChanged"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"change"}},{"kind":"Field","name":{"kind":"Name","value":"inquiry"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"handledAt"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]}}]}}]} as unknown as DocumentNode<LiveInquiriesSubscription, LiveInquiriesSubscriptionVariables>;
export const BookingQuotePanelDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"BookingQuotePanel"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"booking"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"clientName"}},{"kind":"Field","name":{"kind":"Name","value":"eventDate"}},{"kind":"Field","name":{"kind":"Name","value":"startTime"}},{"kind":"Field","name":{"kind":"Name","value":"endTime"}},{"kind":"Field","name":{"kind":"Name","value":"eventType"}},{"kind":"Field","name":{"kind":"Name","value":"guestCount"}},{"kind":"Field","name":{"kind":"Name","value":"priceAgreed"}},{"kind":"Field","name":{"kind":"Name","value":"datePremiumMultiplier"}},{"kind":"Field","name":{"kind":"Name","value":"quotes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"QuotePanel_quote"}}]}},{"kind":"Field","name":{"kind":"Name","value":"paymentSummary"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"today"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"totalCents"}},{"kind":"Field","name":{"kind":"Name","value":"paidCents"}},{"kind":"Field","name":{"kind":"Name","value":"outstandingCents"}},{"kind":"Field","name":{"kind":"Name","value":"creditCents"}},{"kind":"Field","name":{"kind":"Name","value":"overdueCents"}},{"kind":"Field","name":{"kind":"Name","value":"graceDays"}},{"kind":"Field","name":{"kind":"Name","value":"nextDueDate"}},{"kind":"Field","name":{"kind":"Name","value":"nextDueCents"}}]}},{"kind":"Field","name":{"kind":"Name","value":"money"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"chargedCents"}},{"kind":"Field","name":{"kind":"Name","value":"agreedCents"}},{"kind":"Field","name":{"kind":"Name","value":"feesCents"}},{"kind":"Field","name":{"kind":"Name","value":"receivedCents"}},{"kind":"Field","name":{"kind":"Name","value":"refundedCents"}},{"kind":"Field","name":{"kind":"Name","value":"paidCents"}},{"kind":"Field","name":{"kind":"Name","value":"balanceCents"}},{"kind":"Field","name":{"kind":"Name","value":"dueCents"}},{"kind":"Field","name":{"kind":"Name","value":"creditCents"}}]}},{"kind":"Field","name":{"kind":"Name","value":"ledger"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"amountCents"}},{"kind":"Field","name":{"kind":"Name","value":"owedChangeCents"}},{"kind":"Field","name":{"kind":"Name","value":"balanceAfterCents"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"voidsEntryId"}},{"kind":"Field","name":{"kind":"Name","value":"voidedById"}},{"kind":"Field","name":{"kind":"Name","value":"method"}},{"kind":"Field","name":{"kind":"Name","value":"occurredOn"}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"actorName"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"QuotePanel_quote"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Quote"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"taxRateMilliPercent"}},{"kind":"Field","name":{"kind":"Name","value":"discountCents"}},{"kind":"Field","name":{"kind":"Name","value":"depositKind"}},{"kind":"Field","name":{"kind":"Name","value":"depositValue"}},{"kind":"Field","name":{"kind":"Name","value":"blockDateOnAcceptance"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"lines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"unitAmountCents"}},{"kind":"Field","name":{"kind":"Name","value":"multiplier"}},{"kind":"Field","name":{"kind":"Name","value":"amountCents"}}]}},{"kind":"Field","name":{"kind":"Name","value":"schedule"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"dueRule"}},{"kind":"Field","name":{"kind":"Name","value":"dueDays"}},{"kind":"Field","name":{"kind":"Name","value":"dueDate"}},{"kind":"Field","name":{"kind":"Name","value":"dueDescription"}},{"kind":"Field","name":{"kind":"Name","value":"amountCents"}}]}},{"kind":"Field","name":{"kind":"Name","value":"totals"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"subtotalCents"}},{"kind":"Field","name":{"kind":"Name","value":"discountCents"}},{"kind":"Field","name":{"kind":"Name","value":"taxCents"}},{"kind":"Field","name":{"kind":"Name","value":"totalCents"}},{"kind":"Field","name":{"kind":"Name","value":"depositCents"}}]}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"sentAt"}},{"kind":"Field","name":{"kind":"Name","value":"acceptedAt"}},{"kind":"Field","name":{"kind":"Name","value":"acceptedName"}},{"kind":"Field","name":{"kind":"Name","value":"acceptedAddress"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"changeOrder"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"previousTotalCents"}},{"kind":"Field","name":{"kind":"Name","value":"changes"}},{"kind":"Field","name":{"kind":"Name","value":"to"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"eventDate"}}]}}]}}]}}]} as unknown as DocumentNode<BookingQuotePanelQuery, BookingQuotePanelQueryVariables>;
export const CreateQuoteDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateQuote"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateQuoteInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createQuote"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"quote"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"QuotePanel_quote"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"QuotePanel_quote"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Quote"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"taxRateMilliPercent"}},{"kind":"Field","name":{"kind":"Name","value":"discountCents"}},{"kind":"Field","name":{"kind":"Name","value":"depositKind"}},{"kind":"Field","name":{"kind":"Name","value":"depositValue"}},{"kind":"Field","name":{"kind":"Name","value":"blockDateOnAcceptance"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"lines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"unitAmountCents"}},{"kind":"Field","name":{"kind":"Name","value":"multiplier"}},{"kind":"Field","name":{"kind":"Name","value":"amountCents"}}]}},{"kind":"Field","name":{"kind":"Name","value":"schedule"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"dueRule"}},{"kind":"Field","name":{"kind":"Name","value":"dueDays"}},{"kind":"Field","name":{"kind":"Name","value":"dueDate"}},{"kind":"Field","name":{"kind":"Name","value":"dueDescription"}},{"kind":"Field","name":{"kind":"Name","value":"amountCents"}}]}},{"kind":"Field","name":{"kind":"Name","value":"totals"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"subtotalCents"}},{"kind":"Field","name":{"kind":"Name","value":"discountCents"}},{"kind":"Field","name":{"kind":"Name","value":"taxCents"}},{"kind":"Field","name":{"kind":"Name","value":"totalCents"}},{"kind":"Field","name":{"kind":"Name","value":"depositCents"}}]}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"sentAt"}},{"kind":"Field","name":{"kind":"Name","value":"acceptedAt"}},{"kind":"Field","name":{"kind":"Name","value":"acceptedName"}},{"kind":"Field","name":{"kind":"Name","value":"acceptedAddress"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"changeOrder"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"previousTotalCents"}},{"kind":"Field","name":{"kind":"Name","value":"changes"}},{"kind":"Field","name":{"kind":"Name","value":"to"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"eventDate"}}]}}]}}]}}]} as unknown as DocumentNode<CreateQuoteMutation, CreateQuoteMutationVariables>;
export const UpdateQuoteDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateQuote"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateQuoteInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateQuote"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"quote"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"QuotePanel_quote"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"QuotePanel_quote"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Quote"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"taxRateMilliPercent"}},{"kind":"Field","name":{"kind":"Name","value":"discountCents"}},{"kind":"Field","name":{"kind":"Name","value":"depositKind"}},{"kind":"Field","name":{"kind":"Name","value":"depositValue"}},{"kind":"Field","name":{"kind":"Name","value":"blockDateOnAcceptance"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"lines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"unitAmountCents"}},{"kind":"Field","name":{"kind":"Name","value":"multiplier"}},{"kind":"Field","name":{"kind":"Name","value":"amountCents"}}]}},{"kind":"Field","name":{"kind":"Name","value":"schedule"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"dueRule"}},{"kind":"Field","name":{"kind":"Name","value":"dueDays"}},{"kind":"Field","name":{"kind":"Name","value":"dueDate"}},{"kind":"Field","name":{"kind":"Name","value":"dueDescription"}},{"kind":"Field","name":{"kind":"Name","value":"amountCents"}}]}},{"kind":"Field","name":{"kind":"Name","value":"totals"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"subtotalCents"}},{"kind":"Field","name":{"kind":"Name","value":"discountCents"}},{"kind":"Field","name":{"kind":"Name","value":"taxCents"}},{"kind":"Field","name":{"kind":"Name","value":"totalCents"}},{"kind":"Field","name":{"kind":"Name","value":"depositCents"}}]}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"sentAt"}},{"kind":"Field","name":{"kind":"Name","value":"acceptedAt"}},{"kind":"Field","name":{"kind":"Name","value":"acceptedName"}},{"kind":"Field","name":{"kind":"Name","value":"acceptedAddress"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"changeOrder"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"previousTotalCents"}},{"kind":"Field","name":{"kind":"Name","value":"changes"}},{"kind":"Field","name":{"kind":"Name","value":"to"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"eventDate"}}]}}]}}]}}]} as unknown as DocumentNode<UpdateQuoteMutation, UpdateQuoteMutationVariables>;
export const SendQuoteDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SendQuote"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SendQuoteInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sendQuote"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"link"}},{"kind":"Field","name":{"kind":"Name","value":"quote"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"QuotePanel_quote"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"QuotePanel_quote"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Quote"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"taxRateMilliPercent"}},{"kind":"Field","name":{"kind":"Name","value":"discountCents"}},{"kind":"Field","name":{"kind":"Name","value":"depositKind"}},{"kind":"Field","name":{"kind":"Name","value":"depositValue"}},{"kind":"Field","name":{"kind":"Name","value":"blockDateOnAcceptance"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"lines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"unitAmountCents"}},{"kind":"Field","name":{"kind":"Name","value":"multiplier"}},{"kind":"Field","name":{"kind":"Name","value":"amountCents"}}]}},{"kind":"Field","name":{"kind":"Name","value":"schedule"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"dueRule"}},{"kind":"Field","name":{"kind":"Name","value":"dueDays"}},{"kind":"Field","name":{"kind":"Name","value":"dueDate"}},{"kind":"Field","name":{"kind":"Name","value":"dueDescription"}},{"kind":"Field","name":{"kind":"Name","value":"amountCents"}}]}},{"kind":"Field","name":{"kind":"Name","value":"totals"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"subtotalCents"}},{"kind":"Field","name":{"kind":"Name","value":"discountCents"}},{"kind":"Field","name":{"kind":"Name","value":"taxCents"}},{"kind":"Field","name":{"kind":"Name","value":"totalCents"}},{"kind":"Field","name":{"kind":"Name","value":"depositCents"}}]}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"sentAt"}},{"kind":"Field","name":{"kind":"Name","value":"acceptedAt"}},{"kind":"Field","name":{"kind":"Name","value":"acceptedName"}},{"kind":"Field","name":{"kind":"Name","value":"acceptedAddress"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"changeOrder"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"previousTotalCents"}},{"kind":"Field","name":{"kind":"Name","value":"changes"}},{"kind":"Field","name":{"kind":"Name","value":"to"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"eventDate"}}]}}]}}]}}]} as unknown as DocumentNode<SendQuoteMutation, SendQuoteMutationVariables>;
export const WithdrawQuoteDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"WithdrawQuote"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"WithdrawQuoteInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"withdrawQuote"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"quote"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"QuotePanel_quote"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"QuotePanel_quote"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Quote"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"taxRateMilliPercent"}},{"kind":"Field","name":{"kind":"Name","value":"discountCents"}},{"kind":"Field","name":{"kind":"Name","value":"depositKind"}},{"kind":"Field","name":{"kind":"Name","value":"depositValue"}},{"kind":"Field","name":{"kind":"Name","value":"blockDateOnAcceptance"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"lines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"unitAmountCents"}},{"kind":"Field","name":{"kind":"Name","value":"multiplier"}},{"kind":"Field","name":{"kind":"Name","value":"amountCents"}}]}},{"kind":"Field","name":{"kind":"Name","value":"schedule"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"dueRule"}},{"kind":"Field","name":{"kind":"Name","value":"dueDays"}},{"kind":"Field","name":{"kind":"Name","value":"dueDate"}},{"kind":"Field","name":{"kind":"Name","value":"dueDescription"}},{"kind":"Field","name":{"kind":"Name","value":"amountCents"}}]}},{"kind":"Field","name":{"kind":"Name","value":"totals"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"subtotalCents"}},{"kind":"Field","name":{"kind":"Name","value":"discountCents"}},{"kind":"Field","name":{"kind":"Name","value":"taxCents"}},{"kind":"Field","name":{"kind":"Name","value":"totalCents"}},{"kind":"Field","name":{"kind":"Name","value":"depositCents"}}]}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"sentAt"}},{"kind":"Field","name":{"kind":"Name","value":"acceptedAt"}},{"kind":"Field","name":{"kind":"Name","value":"acceptedName"}},{"kind":"Field","name":{"kind":"Name","value":"acceptedAddress"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"changeOrder"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"previousTotalCents"}},{"kind":"Field","name":{"kind":"Name","value":"changes"}},{"kind":"Field","name":{"kind":"Name","value":"to"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"eventDate"}}]}}]}}]}}]} as unknown as DocumentNode<WithdrawQuoteMutation, WithdrawQuoteMutationVariables>;
export const CreateChangeOrderDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateChangeOrder"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateChangeOrderInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createChangeOrder"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"quote"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"QuotePanel_quote"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"QuotePanel_quote"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Quote"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"taxRateMilliPercent"}},{"kind":"Field","name":{"kind":"Name","value":"discountCents"}},{"kind":"Field","name":{"kind":"Name","value":"depositKind"}},{"kind":"Field","name":{"kind":"Name","value":"depositValue"}},{"kind":"Field","name":{"kind":"Name","value":"blockDateOnAcceptance"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"lines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"unitAmountCents"}},{"kind":"Field","name":{"kind":"Name","value":"multiplier"}},{"kind":"Field","name":{"kind":"Name","value":"amountCents"}}]}},{"kind":"Field","name":{"kind":"Name","value":"schedule"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"dueRule"}},{"kind":"Field","name":{"kind":"Name","value":"dueDays"}},{"kind":"Field","name":{"kind":"Name","value":"dueDate"}},{"kind":"Field","name":{"kind":"Name","value":"dueDescription"}},{"kind":"Field","name":{"kind":"Name","value":"amountCents"}}]}},{"kind":"Field","name":{"kind":"Name","value":"totals"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"subtotalCents"}},{"kind":"Field","name":{"kind":"Name","value":"discountCents"}},{"kind":"Field","name":{"kind":"Name","value":"taxCents"}},{"kind":"Field","name":{"kind":"Name","value":"totalCents"}},{"kind":"Field","name":{"kind":"Name","value":"depositCents"}}]}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"sentAt"}},{"kind":"Field","name":{"kind":"Name","value":"acceptedAt"}},{"kind":"Field","name":{"kind":"Name","value":"acceptedName"}},{"kind":"Field","name":{"kind":"Name","value":"acceptedAddress"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"changeOrder"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"previousTotalCents"}},{"kind":"Field","name":{"kind":"Name","value":"changes"}},{"kind":"Field","name":{"kind":"Name","value":"to"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"eventDate"}}]}}]}}]}}]} as unknown as DocumentNode<CreateChangeOrderMutation, CreateChangeOrderMutationVariables>;
export const RecordPaymentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RecordPayment"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RecordPaymentInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"recordPayment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"payment"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"creditCents"}},{"kind":"Field","name":{"kind":"Name","value":"booking"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"totalCostCents"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"PaymentBadge_booking"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PaymentBadge_booking"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Booking"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"paymentSummary"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"today"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"totalCents"}},{"kind":"Field","name":{"kind":"Name","value":"paidCents"}},{"kind":"Field","name":{"kind":"Name","value":"outstandingCents"}},{"kind":"Field","name":{"kind":"Name","value":"creditCents"}},{"kind":"Field","name":{"kind":"Name","value":"overdueCents"}},{"kind":"Field","name":{"kind":"Name","value":"nextDueDate"}},{"kind":"Field","name":{"kind":"Name","value":"nextDueCents"}}]}}]}}]} as unknown as DocumentNode<RecordPaymentMutation, RecordPaymentMutationVariables>;
export const RecordRefundDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RecordRefund"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RecordRefundInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"recordRefund"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"entry"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"booking"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"PaymentBadge_booking"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PaymentBadge_booking"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Booking"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"paymentSummary"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"today"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"totalCents"}},{"kind":"Field","name":{"kind":"Name","value":"paidCents"}},{"kind":"Field","name":{"kind":"Name","value":"outstandingCents"}},{"kind":"Field","name":{"kind":"Name","value":"creditCents"}},{"kind":"Field","name":{"kind":"Name","value":"overdueCents"}},{"kind":"Field","name":{"kind":"Name","value":"nextDueDate"}},{"kind":"Field","name":{"kind":"Name","value":"nextDueCents"}}]}}]}}]} as unknown as DocumentNode<RecordRefundMutation, RecordRefundMutationVariables>;
export const VoidLedgerEntryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"VoidLedgerEntry"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"VoidLedgerEntryInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"voidLedgerEntry"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"entry"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"booking"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"PaymentBadge_booking"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PaymentBadge_booking"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Booking"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"paymentSummary"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"today"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"totalCents"}},{"kind":"Field","name":{"kind":"Name","value":"paidCents"}},{"kind":"Field","name":{"kind":"Name","value":"outstandingCents"}},{"kind":"Field","name":{"kind":"Name","value":"creditCents"}},{"kind":"Field","name":{"kind":"Name","value":"overdueCents"}},{"kind":"Field","name":{"kind":"Name","value":"nextDueDate"}},{"kind":"Field","name":{"kind":"Name","value":"nextDueCents"}}]}}]}}]} as unknown as DocumentNode<VoidLedgerEntryMutation, VoidLedgerEntryMutationVariables>;
export const BrandingSettingsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"BrandingSettings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"siteSettings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"branding"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"siteTitle"}},{"kind":"Field","name":{"kind":"Name","value":"siteDescription"}},{"kind":"Field","name":{"kind":"Name","value":"logoUrl"}},{"kind":"Field","name":{"kind":"Name","value":"faviconUrl"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]}}]}}]} as unknown as DocumentNode<BrandingSettingsQuery, BrandingSettingsQueryVariables>;
export const UpdateLogoDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateLogo"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateLogoInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateLogo"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"branding"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"logoUrl"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]}}]}}]} as unknown as DocumentNode<UpdateLogoMutation, UpdateLogoMutationVariables>;
export const UpdateFaviconDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateFavicon"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateFaviconInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateFavicon"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"branding"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"faviconUrl"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]}}]}}]} as unknown as DocumentNode<UpdateFaviconMutation, UpdateFaviconMutationVariables>;
export const UpdateSiteDetailsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateSiteDetails"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateSiteDetailsInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateSiteDetails"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"branding"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"siteTitle"}},{"kind":"Field","name":{"kind":"Name","value":"siteDescription"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]}}]}}]} as unknown as DocumentNode<UpdateSiteDetailsMutation, UpdateSiteDetailsMutationVariables>;
export const AddSpecialDateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AddSpecialDate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AddSpecialDateInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addSpecialDate"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"specialDate"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]}}]} as unknown as DocumentNode<AddSpecialDateMutation, AddSpecialDateMutationVariables>;
export const CreateCalendarFeedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateCalendarFeed"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createCalendarFeed"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"feed"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastFetchedAt"}}]}}]}}]}}]} as unknown as DocumentNode<CreateCalendarFeedMutation, CreateCalendarFeedMutationVariables>;
export const RevokeCalendarFeedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RevokeCalendarFeed"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"revokeCalendarFeed"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"feed"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastFetchedAt"}}]}}]}}]}}]} as unknown as DocumentNode<RevokeCalendarFeedMutation, RevokeCalendarFeedMutationVariables>;
export const CalendarAdminDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CalendarAdmin"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"today"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"LocalDate"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"shown"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"calendarSettings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"startTime"}},{"kind":"Field","name":{"kind":"Name","value":"endTime"}},{"kind":"Field","name":{"kind":"Name","value":"availableDays"}},{"kind":"Field","name":{"kind":"Name","value":"minimumBookingHours"}},{"kind":"Field","name":{"kind":"Name","value":"maximumBookingHours"}},{"kind":"Field","name":{"kind":"Name","value":"advanceBookingDays"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}},{"kind":"Field","alias":{"kind":"Name","value":"upcoming"},"name":{"kind":"Name","value":"specialDates"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"from"},"value":{"kind":"Variable","name":{"kind":"Name","value":"today"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"shown"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SpecialDateRow_specialDate"}}]}}]}},{"kind":"Field","alias":{"kind":"Name","value":"all"},"name":{"kind":"Name","value":"specialDates"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"shown"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SpecialDateRow_specialDate"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"calendarFeed"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastFetchedAt"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SpecialDateRow_specialDate"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SpecialDate"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"notes"}},{"kind":"Field","name":{"kind":"Name","value":"startTime"}},{"kind":"Field","name":{"kind":"Name","value":"endTime"}},{"kind":"Field","name":{"kind":"Name","value":"premiumMultiplier"}},{"kind":"Field","name":{"kind":"Name","value":"replaces"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]} as unknown as DocumentNode<CalendarAdminQuery, CalendarAdminQueryVariables>;
export const SpecialDateBookingsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SpecialDateBookings"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"month"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"YearMonth"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"calendarBookings"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"month"},"value":{"kind":"Variable","name":{"kind":"Name","value":"month"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BookingSummary_booking"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BookingSummary_booking"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Booking"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"clientName"}},{"kind":"Field","name":{"kind":"Name","value":"eventType"}},{"kind":"Field","name":{"kind":"Name","value":"eventDate"}},{"kind":"Field","name":{"kind":"Name","value":"startTime"}},{"kind":"Field","name":{"kind":"Name","value":"endTime"}},{"kind":"Field","name":{"kind":"Name","value":"guestCount"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]} as unknown as DocumentNode<SpecialDateBookingsQuery, SpecialDateBookingsQueryVariables>;
export const UpdateSpecialDateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateSpecialDate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateSpecialDateInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateSpecialDate"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"specialDate"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SpecialDateRow_specialDate"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SpecialDateRow_specialDate"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SpecialDate"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"notes"}},{"kind":"Field","name":{"kind":"Name","value":"startTime"}},{"kind":"Field","name":{"kind":"Name","value":"endTime"}},{"kind":"Field","name":{"kind":"Name","value":"premiumMultiplier"}},{"kind":"Field","name":{"kind":"Name","value":"replaces"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]} as unknown as DocumentNode<UpdateSpecialDateMutation, UpdateSpecialDateMutationVariables>;
export const UpdateCalendarSettingsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateCalendarSettings"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateCalendarSettingsInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateCalendarSettings"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"calendarSettings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"startTime"}},{"kind":"Field","name":{"kind":"Name","value":"endTime"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]}}]}}]} as unknown as DocumentNode<UpdateCalendarSettingsMutation, UpdateCalendarSettingsMutationVariables>;
export const RemoveSpecialDateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RemoveSpecialDate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RemoveSpecialDateInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"removeSpecialDate"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"specialDate"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]}}]} as unknown as DocumentNode<RemoveSpecialDateMutation, RemoveSpecialDateMutationVariables>;
export const AdminDayMarksDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminDayMarks"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"month"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"YearMonth"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"from"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"LocalDate"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"to"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"LocalDate"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"calendarMonth"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"month"},"value":{"kind":"Variable","name":{"kind":"Name","value":"month"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"month"}},{"kind":"Field","name":{"kind":"Name","value":"days"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"calendarBookings"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"month"},"value":{"kind":"Variable","name":{"kind":"Name","value":"month"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"eventDate"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}},{"kind":"Field","name":{"kind":"Name","value":"holds"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"from"},"value":{"kind":"Variable","name":{"kind":"Name","value":"from"}}},{"kind":"Argument","name":{"kind":"Name","value":"to"},"value":{"kind":"Variable","name":{"kind":"Name","value":"to"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"date"}}]}}]}}]} as unknown as DocumentNode<AdminDayMarksQuery, AdminDayMarksQueryVariables>;
export const AdminCalendarMonthDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminCalendarMonth"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"month"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"YearMonth"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"from"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"LocalDate"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"to"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"LocalDate"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"calendarMonth"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"month"},"value":{"kind":"Variable","name":{"kind":"Name","value":"month"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"month"}},{"kind":"Field","name":{"kind":"Name","value":"today"}},{"kind":"Field","name":{"kind":"Name","value":"days"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"isPast"}},{"kind":"Field","name":{"kind":"Name","value":"notes"}},{"kind":"Field","name":{"kind":"Name","value":"premiumMultiplier"}},{"kind":"Field","name":{"kind":"Name","value":"startTime"}},{"kind":"Field","name":{"kind":"Name","value":"endTime"}},{"kind":"Field","name":{"kind":"Name","value":"specialDateId"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"calendarBookings"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"month"},"value":{"kind":"Variable","name":{"kind":"Name","value":"month"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BookingSummary_booking"}}]}},{"kind":"Field","name":{"kind":"Name","value":"holds"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"from"},"value":{"kind":"Variable","name":{"kind":"Name","value":"from"}}},{"kind":"Argument","name":{"kind":"Name","value":"to"},"value":{"kind":"Variable","name":{"kind":"Name","value":"to"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"clientName"}},{"kind":"Field","name":{"kind":"Name","value":"isSecondOption"}},{"kind":"Field","name":{"kind":"Name","value":"startTime"}},{"kind":"Field","name":{"kind":"Name","value":"endTime"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"HoldStatus_hold"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BookingSummary_booking"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Booking"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"clientName"}},{"kind":"Field","name":{"kind":"Name","value":"eventType"}},{"kind":"Field","name":{"kind":"Name","value":"eventDate"}},{"kind":"Field","name":{"kind":"Name","value":"startTime"}},{"kind":"Field","name":{"kind":"Name","value":"endTime"}},{"kind":"Field","name":{"kind":"Name","value":"guestCount"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"HoldStatus_hold"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Hold"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"startTime"}},{"kind":"Field","name":{"kind":"Name","value":"endTime"}},{"kind":"Field","name":{"kind":"Name","value":"clientName"}},{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"isSecondOption"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}}]}}]} as unknown as DocumentNode<AdminCalendarMonthQuery, AdminCalendarMonthQueryVariables>;
export const ContentChangeLogDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ContentChangeLog"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"contentChangeLog"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"50"}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LoadOlder_pageInfo"}}]}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"tableName"}},{"kind":"Field","name":{"kind":"Name","value":"recordId"}},{"kind":"Field","name":{"kind":"Name","value":"changeType"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"createdBy"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"publishedAt"}},{"kind":"Field","name":{"kind":"Name","value":"revertedAt"}},{"kind":"Field","name":{"kind":"Name","value":"fieldChanges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"oldValue"}},{"kind":"Field","name":{"kind":"Name","value":"newValue"}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"contentChangeStats"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pending"}},{"kind":"Field","name":{"kind":"Name","value":"publishedToday"}},{"kind":"Field","name":{"kind":"Name","value":"pendingByTable"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tableName"}},{"kind":"Field","name":{"kind":"Name","value":"count"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LoadOlder_pageInfo"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PageInfo"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}}]} as unknown as DocumentNode<ContentChangeLogQuery, ContentChangeLogQueryVariables>;
export const RevertContentChangeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RevertContentChange"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RevertContentChangeInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"revertContentChange"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"change"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"revertedAt"}}]}}]}}]}}]} as unknown as DocumentNode<RevertContentChangeMutation, RevertContentChangeMutationVariables>;
export const SavedVersionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SavedVersions"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"kind"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"RecordKind"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"savedVersions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"25"}},{"kind":"Argument","name":{"kind":"Name","value":"kind"},"value":{"kind":"Variable","name":{"kind":"Name","value":"kind"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LoadOlder_pageInfo"}}]}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"recordId"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"change"}},{"kind":"Field","name":{"kind":"Name","value":"summary"}},{"kind":"Field","name":{"kind":"Name","value":"savedBy"}},{"kind":"Field","name":{"kind":"Name","value":"savedAt"}},{"kind":"Field","name":{"kind":"Name","value":"values"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}},{"kind":"Field","name":{"kind":"Name","value":"fieldChanges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"oldValue"}},{"kind":"Field","name":{"kind":"Name","value":"newValue"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LoadOlder_pageInfo"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PageInfo"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}}]} as unknown as DocumentNode<SavedVersionsQuery, SavedVersionsQueryVariables>;
export const AdminContactInfoDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminContactInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminContactInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ContactInfoForm_fields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ContactInfoForm_fields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ContactInfo"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"hours"}},{"kind":"Field","name":{"kind":"Name","value":"isPublished"}},{"kind":"Field","name":{"kind":"Name","value":"publishedAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]} as unknown as DocumentNode<AdminContactInfoQuery, AdminContactInfoQueryVariables>;
export const UpdateContactInfoDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateContactInfo"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateContactInfoInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateContactInfo"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"contactInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ContactInfoForm_fields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ContactInfoForm_fields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ContactInfo"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"hours"}},{"kind":"Field","name":{"kind":"Name","value":"isPublished"}},{"kind":"Field","name":{"kind":"Name","value":"publishedAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]} as unknown as DocumentNode<UpdateContactInfoMutation, UpdateContactInfoMutationVariables>;
export const PendingChangeCountDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PendingChangeCount"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"tableName"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ContentTable"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pendingChangeCount"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"tableName"},"value":{"kind":"Variable","name":{"kind":"Name","value":"tableName"}}}]}]}}]} as unknown as DocumentNode<PendingChangeCountQuery, PendingChangeCountQueryVariables>;
export const PublishContentChangesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PublishContentChanges"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PublishContentChangesInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"publishContentChanges"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"publishedCount"}}]}}]}}]} as unknown as DocumentNode<PublishContentChangesMutation, PublishContentChangesMutationVariables>;
export const UpdateContentSectionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateContentSection"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateContentSectionInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateContentSection"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"contentSection"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"link"}},{"kind":"Field","name":{"kind":"Name","value":"isPublished"}},{"kind":"Field","name":{"kind":"Name","value":"publishedAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]}}]}}]} as unknown as DocumentNode<UpdateContentSectionMutation, UpdateContentSectionMutationVariables>;
export const SetContentSectionActiveDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetContentSectionActive"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SetContentSectionActiveInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setContentSectionActive"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"contentSection"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]}}]}}]} as unknown as DocumentNode<SetContentSectionActiveMutation, SetContentSectionActiveMutationVariables>;
export const AdminContentSectionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminContentSections"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"type"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ContentSectionType"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminContentSections"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"type"},"value":{"kind":"Variable","name":{"kind":"Name","value":"type"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"sectionKey"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"link"}},{"kind":"Field","name":{"kind":"Name","value":"sortOrder"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}},{"kind":"Field","name":{"kind":"Name","value":"isPublished"}},{"kind":"Field","name":{"kind":"Name","value":"publishedAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]}}]} as unknown as DocumentNode<AdminContentSectionsQuery, AdminContentSectionsQueryVariables>;
export const ContentChangeLogChangedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"ContentChangeLogChanged"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"contentChangeLogChanged"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"changedAt"}}]}}]}}]} as unknown as DocumentNode<ContentChangeLogChangedSubscription, ContentChangeLogChangedSubscriptionVariables>;
export const SetupPanelDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SetupPanel"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminNotes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"body"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"setupChecklist"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"done"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"hidden"}},{"kind":"Field","name":{"kind":"Name","value":"demoData"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"bookings"}},{"kind":"Field","name":{"kind":"Name","value":"inquiries"}},{"kind":"Field","name":{"kind":"Name","value":"specialDates"}}]}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"step"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"hint"}},{"kind":"Field","name":{"kind":"Name","value":"done"}},{"kind":"Field","name":{"kind":"Name","value":"section"}}]}}]}}]}}]} as unknown as DocumentNode<SetupPanelQuery, SetupPanelQueryVariables>;
export const SetupPanelDismissNoteDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetupPanelDismissNote"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DismissAdminNoteInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"dismissAdminNote"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"dismissedId"}}]}}]}}]} as unknown as DocumentNode<SetupPanelDismissNoteMutation, SetupPanelDismissNoteMutationVariables>;
export const SetupPanelHideChecklistDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetupPanelHideChecklist"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SetSetupChecklistHiddenInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setSetupChecklistHidden"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setupChecklist"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hidden"}}]}}]}}]}}]} as unknown as DocumentNode<SetupPanelHideChecklistMutation, SetupPanelHideChecklistMutationVariables>;
export const SetupPanelRemoveDemoDataDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetupPanelRemoveDemoData"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"removeDemoData"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"removed"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"bookings"}},{"kind":"Field","name":{"kind":"Name","value":"inquiries"}},{"kind":"Field","name":{"kind":"Name","value":"specialDates"}}]}}]}}]}}]} as unknown as DocumentNode<SetupPanelRemoveDemoDataMutation, SetupPanelRemoveDemoDataMutationVariables>;
export const DashboardOverviewDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DashboardOverview"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"dashboardOverview"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"today"}},{"kind":"Field","name":{"kind":"Name","value":"pendingBookings"}},{"kind":"Field","name":{"kind":"Name","value":"confirmedBookings"}},{"kind":"Field","name":{"kind":"Name","value":"completedBookings"}},{"kind":"Field","name":{"kind":"Name","value":"cancelledBookings"}},{"kind":"Field","name":{"kind":"Name","value":"totalBookings"}},{"kind":"Field","name":{"kind":"Name","value":"totalRevenueCents"}},{"kind":"Field","name":{"kind":"Name","value":"moneyDueThisMonthCents"}},{"kind":"Field","name":{"kind":"Name","value":"moneyOverdueCents"}},{"kind":"Field","name":{"kind":"Name","value":"newInquiries"}},{"kind":"Field","name":{"kind":"Name","value":"heldInquiries"}},{"kind":"Field","name":{"kind":"Name","value":"pendingChangeCount"}},{"kind":"Field","name":{"kind":"Name","value":"contentSections"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"total"}}]}},{"kind":"Field","name":{"kind":"Name","value":"galleryImages"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"total"}}]}},{"kind":"Field","name":{"kind":"Name","value":"heroSlides"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"total"}}]}},{"kind":"Field","name":{"kind":"Name","value":"recentBookings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BookingSummary_booking"}}]}},{"kind":"Field","name":{"kind":"Name","value":"upcomingBookings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BookingSummary_booking"}}]}},{"kind":"Field","name":{"kind":"Name","value":"recentContent"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"sectionKey"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"isPublished"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BookingSummary_booking"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Booking"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"clientName"}},{"kind":"Field","name":{"kind":"Name","value":"eventType"}},{"kind":"Field","name":{"kind":"Name","value":"eventDate"}},{"kind":"Field","name":{"kind":"Name","value":"startTime"}},{"kind":"Field","name":{"kind":"Name","value":"endTime"}},{"kind":"Field","name":{"kind":"Name","value":"guestCount"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]} as unknown as DocumentNode<DashboardOverviewQuery, DashboardOverviewQueryVariables>;
export const RunAdminDatabaseTestDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RunAdminDatabaseTest"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"runAdminDatabaseTest"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"result"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminTest_result"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminTest_result"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DiagnosticResult"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"details"}},{"kind":"Field","name":{"kind":"Name","value":"ranAt"}},{"kind":"Field","name":{"kind":"Name","value":"checks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<RunAdminDatabaseTestMutation, RunAdminDatabaseTestMutationVariables>;
export const RunContentEditingTestDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RunContentEditingTest"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"runContentEditingTest"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"result"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminTest_result"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminTest_result"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DiagnosticResult"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"details"}},{"kind":"Field","name":{"kind":"Name","value":"ranAt"}},{"kind":"Field","name":{"kind":"Name","value":"checks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<RunContentEditingTestMutation, RunContentEditingTestMutationVariables>;
export const AdminFaqsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminFaqs"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminFaqs"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"question"}},{"kind":"Field","name":{"kind":"Name","value":"answer"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"sortOrder"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]}}]} as unknown as DocumentNode<AdminFaqsQuery, AdminFaqsQueryVariables>;
export const CreateFaqDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateFaq"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateFaqInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createFaq"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"faq"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]} as unknown as DocumentNode<CreateFaqMutation, CreateFaqMutationVariables>;
export const UpdateFaqDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateFaq"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateFaqInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateFaq"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"faq"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"question"}},{"kind":"Field","name":{"kind":"Name","value":"answer"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]}}]}}]} as unknown as DocumentNode<UpdateFaqMutation, UpdateFaqMutationVariables>;
export const DeleteFaqDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteFaq"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DeleteFaqInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteFaq"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deletedId"}}]}}]}}]} as unknown as DocumentNode<DeleteFaqMutation, DeleteFaqMutationVariables>;
export const ReorderFaqsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ReorderFaqs"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ReorderFaqsInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reorderFaqs"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"faqs"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"sortOrder"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]}}]}}]} as unknown as DocumentNode<ReorderFaqsMutation, ReorderFaqsMutationVariables>;
export const UpdateFollowUpDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateFollowUp"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateFollowUpInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateFollowUp"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"followUp"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FollowUpCard_texts"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FollowUpCard_texts"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FollowUp"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"enabled"}},{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"body"}},{"kind":"Field","name":{"kind":"Name","value":"days"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]} as unknown as DocumentNode<UpdateFollowUpMutation, UpdateFollowUpMutationVariables>;
export const ResetFollowUpDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ResetFollowUp"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ResetFollowUpInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resetFollowUp"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"followUp"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FollowUpCard_texts"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FollowUpCard_texts"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FollowUp"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"enabled"}},{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"body"}},{"kind":"Field","name":{"kind":"Name","value":"days"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]} as unknown as DocumentNode<ResetFollowUpMutation, ResetFollowUpMutationVariables>;
export const PreviewFollowUpDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PreviewFollowUp"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PreviewFollowUpInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"previewFollowUp"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"problem"}}]}}]}}]} as unknown as DocumentNode<PreviewFollowUpQuery, PreviewFollowUpQueryVariables>;
export const FollowUpsSectionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"FollowUpsSection"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"followUps"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"sentTo"}},{"kind":"Field","name":{"kind":"Name","value":"defaultDays"}},{"kind":"Field","name":{"kind":"Name","value":"defaultSubject"}},{"kind":"Field","name":{"kind":"Name","value":"defaultBody"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"FollowUpCard_texts"}},{"kind":"Field","name":{"kind":"Name","value":"placeholders"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FollowUpCard_texts"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FollowUp"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"enabled"}},{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"body"}},{"kind":"Field","name":{"kind":"Name","value":"days"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]} as unknown as DocumentNode<FollowUpsSectionQuery, FollowUpsSectionQueryVariables>;
export const OwnerAlertsAndLogDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"OwnerAlertsAndLog"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ownerAlerts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"enabled"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}},{"kind":"Field","name":{"kind":"Name","value":"followUps"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"log"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"5"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"skipped"}},{"kind":"Field","name":{"kind":"Name","value":"skipReason"}},{"kind":"Field","name":{"kind":"Name","value":"to"}},{"kind":"Field","name":{"kind":"Name","value":"subject"}}]}}]}}]}}]} as unknown as DocumentNode<OwnerAlertsAndLogQuery, OwnerAlertsAndLogQueryVariables>;
export const SetOwnerAlertDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetOwnerAlert"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SetOwnerAlertInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setOwnerAlert"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"alert"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"enabled"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]}}]}}]} as unknown as DocumentNode<SetOwnerAlertMutation, SetOwnerAlertMutationVariables>;
export const CreateGalleryImageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateGalleryImage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateGalleryImageInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createGalleryImage"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"galleryImage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]} as unknown as DocumentNode<CreateGalleryImageMutation, CreateGalleryImageMutationVariables>;
export const UpdateGalleryImageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateGalleryImage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateGalleryImageInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateGalleryImage"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"galleryImage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"GalleryImageCard_image"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"GalleryImageCard_image"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"GalleryImage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"altText"}},{"kind":"Field","name":{"kind":"Name","value":"sortOrder"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}},{"kind":"Field","name":{"kind":"Name","value":"isPublished"}},{"kind":"Field","name":{"kind":"Name","value":"publishedAt"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]} as unknown as DocumentNode<UpdateGalleryImageMutation, UpdateGalleryImageMutationVariables>;
export const SetGalleryImageActiveDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetGalleryImageActive"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SetGalleryImageActiveInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setGalleryImageActive"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"galleryImage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]}}]}}]} as unknown as DocumentNode<SetGalleryImageActiveMutation, SetGalleryImageActiveMutationVariables>;
export const DeleteGalleryImageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteGalleryImage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DeleteGalleryImageInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteGalleryImage"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deletedId"}}]}}]}}]} as unknown as DocumentNode<DeleteGalleryImageMutation, DeleteGalleryImageMutationVariables>;
export const AdminGalleryImagesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminGalleryImages"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminGalleryImages"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"GalleryImageCard_image"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"GalleryImageCard_image"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"GalleryImage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"altText"}},{"kind":"Field","name":{"kind":"Name","value":"sortOrder"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}},{"kind":"Field","name":{"kind":"Name","value":"isPublished"}},{"kind":"Field","name":{"kind":"Name","value":"publishedAt"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]} as unknown as DocumentNode<AdminGalleryImagesQuery, AdminGalleryImagesQueryVariables>;
export const PlaceHoldDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PlaceHold"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PlaceHoldInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"placeHold"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hold"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"date"}}]}}]}}]}}]} as unknown as DocumentNode<PlaceHoldMutation, PlaceHoldMutationVariables>;
export const ReleaseHoldDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ReleaseHold"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ReleaseHoldInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"releaseHold"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hold"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}},{"kind":"Field","name":{"kind":"Name","value":"promoted"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"clientName"}}]}}]}}]}}]} as unknown as DocumentNode<ReleaseHoldMutation, ReleaseHoldMutationVariables>;
export const ExtendHoldDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ExtendHold"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ExtendHoldInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"extendHold"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hold"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}}]}}]}}]}}]} as unknown as DocumentNode<ExtendHoldMutation, ExtendHoldMutationVariables>;
export const AdminHeroSlidesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminHeroSlides"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminHeroSlides"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"subtitle"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"altText"}},{"kind":"Field","name":{"kind":"Name","value":"sortOrder"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}},{"kind":"Field","name":{"kind":"Name","value":"isPublished"}},{"kind":"Field","name":{"kind":"Name","value":"publishedAt"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]}}]} as unknown as DocumentNode<AdminHeroSlidesQuery, AdminHeroSlidesQueryVariables>;
export const UpdateHeroSlideDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateHeroSlide"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateHeroSlideInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateHeroSlide"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"heroSlide"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"subtitle"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"altText"}},{"kind":"Field","name":{"kind":"Name","value":"isPublished"}},{"kind":"Field","name":{"kind":"Name","value":"publishedAt"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]}}]}}]} as unknown as DocumentNode<UpdateHeroSlideMutation, UpdateHeroSlideMutationVariables>;
export const SetHeroSlideActiveDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetHeroSlideActive"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SetHeroSlideActiveInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setHeroSlideActive"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"heroSlide"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]}}]}}]} as unknown as DocumentNode<SetHeroSlideActiveMutation, SetHeroSlideActiveMutationVariables>;
export const CreateQuoteFromInquiryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateQuoteFromInquiry"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateQuoteFromInquiryInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createQuoteFromInquiry"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"created"}},{"kind":"Field","name":{"kind":"Name","value":"quote"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}},{"kind":"Field","name":{"kind":"Name","value":"booking"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"eventDate"}},{"kind":"Field","name":{"kind":"Name","value":"clientName"}}]}}]}}]}}]} as unknown as DocumentNode<CreateQuoteFromInquiryMutation, CreateQuoteFromInquiryMutationVariables>;
export const InquiriesListDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"InquiriesList"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"last"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"before"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"status"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"InquiryStatus"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"search"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"eventDateFrom"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"LocalDate"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"eventDateTo"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"LocalDate"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"orderBy"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"InquiryOrder"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"inquiries"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}},{"kind":"Argument","name":{"kind":"Name","value":"last"},"value":{"kind":"Variable","name":{"kind":"Name","value":"last"}}},{"kind":"Argument","name":{"kind":"Name","value":"before"},"value":{"kind":"Variable","name":{"kind":"Name","value":"before"}}},{"kind":"Argument","name":{"kind":"Name","value":"status"},"value":{"kind":"Variable","name":{"kind":"Name","value":"status"}}},{"kind":"Argument","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"search"}}},{"kind":"Argument","name":{"kind":"Name","value":"eventDateFrom"},"value":{"kind":"Variable","name":{"kind":"Name","value":"eventDateFrom"}}},{"kind":"Argument","name":{"kind":"Name","value":"eventDateTo"},"value":{"kind":"Variable","name":{"kind":"Name","value":"eventDateTo"}}},{"kind":"Argument","name":{"kind":"Name","value":"orderBy"},"value":{"kind":"Variable","name":{"kind":"Name","value":"orderBy"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"statusCounts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"count"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ListPage_pageInfo"}}]}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"eventType"}},{"kind":"Field","name":{"kind":"Name","value":"desiredDate"}},{"kind":"Field","name":{"kind":"Name","value":"alternativeDates"}},{"kind":"Field","name":{"kind":"Name","value":"reference"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"source"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"handledAt"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"desiredDateStatus"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"isPast"}},{"kind":"Field","name":{"kind":"Name","value":"premiumMultiplier"}}]}},{"kind":"Field","name":{"kind":"Name","value":"bookings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"eventDate"}}]}},{"kind":"Field","name":{"kind":"Name","value":"activeHold"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"startTime"}},{"kind":"Field","name":{"kind":"Name","value":"endTime"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"HoldStatus_hold"}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"InquiryOutcome_inquiry"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ListPage_pageInfo"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PageInfo"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"hasPreviousPage"}},{"kind":"Field","name":{"kind":"Name","value":"startCursor"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"HoldStatus_hold"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Hold"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"startTime"}},{"kind":"Field","name":{"kind":"Name","value":"endTime"}},{"kind":"Field","name":{"kind":"Name","value":"clientName"}},{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"isSecondOption"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"InquiryOutcome_inquiry"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Inquiry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"stage"}},{"kind":"Field","name":{"kind":"Name","value":"outcome"}},{"kind":"Field","name":{"kind":"Name","value":"lostReason"}},{"kind":"Field","name":{"kind":"Name","value":"lostNote"}},{"kind":"Field","name":{"kind":"Name","value":"lostAt"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]} as unknown as DocumentNode<InquiriesListQuery, InquiriesListQueryVariables>;
export const InquiriesCsvDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"InquiriesCsv"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"inquiriesCsv"}}]}}]} as unknown as DocumentNode<InquiriesCsvQuery, InquiriesCsvQueryVariables>;
export const RecordInquiryReplyDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RecordInquiryReply"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RecordInquiryReplyInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"recordInquiryReply"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"inquiry"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]}}]}}]} as unknown as DocumentNode<RecordInquiryReplyMutation, RecordInquiryReplyMutationVariables>;
export const UpdateInquiryStatusDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateInquiryStatus"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateInquiryStatusInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateInquiryStatus"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"inquiry"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"handledAt"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]}}]}}]} as unknown as DocumentNode<UpdateInquiryStatusMutation, UpdateInquiryStatusMutationVariables>;
export const UpdateInquirySourceDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateInquirySource"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateInquirySourceInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateInquirySource"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"inquiry"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"source"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]}}]}}]} as unknown as DocumentNode<UpdateInquirySourceMutation, UpdateInquirySourceMutationVariables>;
export const MarkInquiryLostDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"MarkInquiryLost"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"MarkInquiryLostInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"markInquiryLost"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"inquiry"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"InquiryOutcome_inquiry"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"InquiryOutcome_inquiry"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Inquiry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"stage"}},{"kind":"Field","name":{"kind":"Name","value":"outcome"}},{"kind":"Field","name":{"kind":"Name","value":"lostReason"}},{"kind":"Field","name":{"kind":"Name","value":"lostNote"}},{"kind":"Field","name":{"kind":"Name","value":"lostAt"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]} as unknown as DocumentNode<MarkInquiryLostMutation, MarkInquiryLostMutationVariables>;
export const ReopenInquiryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ReopenInquiry"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ReopenInquiryInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reopenInquiry"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"inquiry"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"InquiryOutcome_inquiry"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"InquiryOutcome_inquiry"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Inquiry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"stage"}},{"kind":"Field","name":{"kind":"Name","value":"outcome"}},{"kind":"Field","name":{"kind":"Name","value":"lostReason"}},{"kind":"Field","name":{"kind":"Name","value":"lostNote"}},{"kind":"Field","name":{"kind":"Name","value":"lostAt"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]} as unknown as DocumentNode<ReopenInquiryMutation, ReopenInquiryMutationVariables>;
export const OthersOnSlotDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"OthersOnSlot"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"bookingId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"othersOnSlot"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"bookingId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"bookingId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"others"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"clientName"}},{"kind":"Field","name":{"kind":"Name","value":"clientEmail"}},{"kind":"Field","name":{"kind":"Name","value":"holdPosition"}},{"kind":"Field","name":{"kind":"Name","value":"openQuoteStatuses"}},{"kind":"Field","name":{"kind":"Name","value":"description"}}]}},{"kind":"Field","name":{"kind":"Name","value":"defaultSubject"}},{"kind":"Field","name":{"kind":"Name","value":"defaultBody"}},{"kind":"Field","name":{"kind":"Name","value":"placeholders"}}]}}]}}]} as unknown as DocumentNode<OthersOnSlotQuery, OthersOnSlotQueryVariables>;
export const OwnerNoticesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"OwnerNotices"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ownerNotices"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"30"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"unread"}},{"kind":"Field","name":{"kind":"Name","value":"notices"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"body"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"readAt"}},{"kind":"Field","name":{"kind":"Name","value":"offeredAt"}},{"kind":"Field","name":{"kind":"Name","value":"offer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"clientName"}},{"kind":"Field","name":{"kind":"Name","value":"date"}}]}}]}}]}}]}}]} as unknown as DocumentNode<OwnerNoticesQuery, OwnerNoticesQueryVariables>;
export const OwnerNoticesChangedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"OwnerNoticesChanged"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ownerNoticesChanged"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"noticeId"}},{"kind":"Field","name":{"kind":"Name","value":"changedAt"}}]}}]}}]} as unknown as DocumentNode<OwnerNoticesChangedSubscription, OwnerNoticesChangedSubscriptionVariables>;
export const MarkOwnerNoticesReadDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"MarkOwnerNoticesRead"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"MarkOwnerNoticesReadInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"markOwnerNoticesRead"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"marked"}}]}}]}}]} as unknown as DocumentNode<MarkOwnerNoticesReadMutation, MarkOwnerNoticesReadMutationVariables>;
export const OfferDateBackDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"OfferDateBack"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"OfferDateBackInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"offerDateBack"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"notice"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"offeredAt"}}]}}]}}]}}]} as unknown as DocumentNode<OfferDateBackMutation, OfferDateBackMutationVariables>;
export const OutboxSummaryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"OutboxSummary"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"emailOutboxSummary"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mode"}},{"kind":"Field","name":{"kind":"Name","value":"queued"}},{"kind":"Field","name":{"kind":"Name","value":"sending"}},{"kind":"Field","name":{"kind":"Name","value":"sent"}},{"kind":"Field","name":{"kind":"Name","value":"failed"}},{"kind":"Field","name":{"kind":"Name","value":"total"}}]}}]}}]} as unknown as DocumentNode<OutboxSummaryQuery, OutboxSummaryQueryVariables>;
export const OutboxMessagesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"OutboxMessages"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"status"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"OutboxStatus"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"outboxMessages"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"status"},"value":{"kind":"Variable","name":{"kind":"Name","value":"status"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LoadOlder_pageInfo"}}]}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"to"}},{"kind":"Field","name":{"kind":"Name","value":"replyTo"}},{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"attempts"}},{"kind":"Field","name":{"kind":"Name","value":"lastError"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"nextAttemptAt"}},{"kind":"Field","name":{"kind":"Name","value":"sentAt"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"html"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LoadOlder_pageInfo"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PageInfo"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}}]} as unknown as DocumentNode<OutboxMessagesQuery, OutboxMessagesQueryVariables>;
export const RetryOutboxMessageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RetryOutboxMessage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RetryOutboxMessageInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"retryOutboxMessage"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"attempts"}},{"kind":"Field","name":{"kind":"Name","value":"nextAttemptAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastError"}}]}}]}}]}}]} as unknown as DocumentNode<RetryOutboxMessageMutation, RetryOutboxMessageMutationVariables>;
export const AdminPageSettingsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminPageSettings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pageSettings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"pageSlug"}},{"kind":"Field","name":{"kind":"Name","value":"pageName"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}},{"kind":"Field","name":{"kind":"Name","value":"sortOrder"}},{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}},{"kind":"Field","name":{"kind":"Name","value":"siteSettings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"branding"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"siteTitle"}}]}}]}}]}}]} as unknown as DocumentNode<AdminPageSettingsQuery, AdminPageSettingsQueryVariables>;
export const UpdatePageSettingDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdatePageSetting"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdatePageSettingInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updatePageSetting"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pageSetting"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"pageName"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]}}]}}]} as unknown as DocumentNode<UpdatePageSettingMutation, UpdatePageSettingMutationVariables>;
export const ReorderPageSettingsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ReorderPageSettings"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ReorderPageSettingsInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reorderPageSettings"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pageSettings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"sortOrder"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]}}]}}]} as unknown as DocumentNode<ReorderPageSettingsMutation, ReorderPageSettingsMutationVariables>;
export const AdminPageSettingsChangedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"AdminPageSettingsChanged"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pageSettingsChanged"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"changedAt"}}]}}]}}]} as unknown as DocumentNode<AdminPageSettingsChangedSubscription, AdminPageSettingsChangedSubscriptionVariables>;
export const RequestEmailChangeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RequestEmailChange"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RequestEmailChangeInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"requestEmailChange"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pendingEmail"}}]}}]}}]} as unknown as DocumentNode<RequestEmailChangeMutation, RequestEmailChangeMutationVariables>;
export const ChangePasswordDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ChangePassword"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ChangePasswordInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"changePassword"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"signedOutSessions"}}]}}]}}]} as unknown as DocumentNode<ChangePasswordMutation, ChangePasswordMutationVariables>;
export const SendMyPasswordResetLinkDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SendMyPasswordResetLink"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RequestPasswordResetInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"requestPasswordReset"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"accepted"}}]}}]}}]} as unknown as DocumentNode<SendMyPasswordResetLinkMutation, SendMyPasswordResetLinkMutationVariables>;
export const UpdateProfileDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateProfile"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateProfileInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateProfile"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"viewer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"avatarUrl"}},{"kind":"Field","name":{"kind":"Name","value":"profileVersion"}}]}}]}}]}}]} as unknown as DocumentNode<UpdateProfileMutation, UpdateProfileMutationVariables>;
export const ProfileScreenDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ProfileScreen"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"viewer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"avatarUrl"}},{"kind":"Field","name":{"kind":"Name","value":"profileVersion"}},{"kind":"Field","name":{"kind":"Name","value":"pendingEmail"}}]}},{"kind":"Field","name":{"kind":"Name","value":"mySessions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastSeenAt"}},{"kind":"Field","name":{"kind":"Name","value":"device"}},{"kind":"Field","name":{"kind":"Name","value":"ipAddress"}},{"kind":"Field","name":{"kind":"Name","value":"current"}}]}}]}}]} as unknown as DocumentNode<ProfileScreenQuery, ProfileScreenQueryVariables>;
export const RevokeSessionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RevokeSession"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RevokeSessionInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"revokeSession"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"revokedSessionId"}}]}}]}}]} as unknown as DocumentNode<RevokeSessionMutation, RevokeSessionMutationVariables>;
export const SignOutOtherSessionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SignOutOtherSessions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"signOutOtherSessions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"signedOutSessions"}}]}}]}}]} as unknown as DocumentNode<SignOutOtherSessionsMutation, SignOutOtherSessionsMutationVariables>;
export const BlockDateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"BlockDate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"BlockDateInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"blockDate"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"specialDate"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"notes"}}]}}]}}]}}]} as unknown as DocumentNode<BlockDateMutation, BlockDateMutationVariables>;
export const UnblockDateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UnblockDate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UnblockDateInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"unblockDate"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"specialDate"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"notes"}}]}}]}}]}}]} as unknown as DocumentNode<UnblockDateMutation, UnblockDateMutationVariables>;
export const ConfirmBookingAndBlockDateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ConfirmBookingAndBlockDate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ConfirmBookingAndBlockDateInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"confirmBookingAndBlockDate"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"booking"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"allowedTransitions"}}]}},{"kind":"Field","name":{"kind":"Name","value":"specialDate"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"notes"}}]}}]}}]}}]} as unknown as DocumentNode<ConfirmBookingAndBlockDateMutation, ConfirmBookingAndBlockDateMutationVariables>;
export const QuickBlockDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"QuickBlock"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"today"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"LocalDate"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"shown"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"bookings"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"status"},"value":{"kind":"EnumValue","value":"PENDING"}},{"kind":"Argument","name":{"kind":"Name","value":"eventDateFrom"},"value":{"kind":"Variable","name":{"kind":"Name","value":"today"}}},{"kind":"Argument","name":{"kind":"Name","value":"orderBy"},"value":{"kind":"EnumValue","value":"EVENT_DATE_ASC"}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"shown"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BookingSummary_booking"}}]}}]}},{"kind":"Field","alias":{"kind":"Name","value":"blocked"},"name":{"kind":"Name","value":"specialDates"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"status"},"value":{"kind":"EnumValue","value":"UNAVAILABLE"}},{"kind":"Argument","name":{"kind":"Name","value":"from"},"value":{"kind":"Variable","name":{"kind":"Name","value":"today"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"100"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"notes"}},{"kind":"Field","name":{"kind":"Name","value":"replaces"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BookingSummary_booking"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Booking"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"clientName"}},{"kind":"Field","name":{"kind":"Name","value":"eventType"}},{"kind":"Field","name":{"kind":"Name","value":"eventDate"}},{"kind":"Field","name":{"kind":"Name","value":"startTime"}},{"kind":"Field","name":{"kind":"Name","value":"endTime"}},{"kind":"Field","name":{"kind":"Name","value":"guestCount"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]} as unknown as DocumentNode<QuickBlockQuery, QuickBlockQueryVariables>;
export const ReportsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Reports"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"from"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"YearMonth"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"to"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"YearMonth"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reports"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"from"},"value":{"kind":"Variable","name":{"kind":"Name","value":"from"}}},{"kind":"Argument","name":{"kind":"Name","value":"to"},"value":{"kind":"Variable","name":{"kind":"Name","value":"to"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"from"}},{"kind":"Field","name":{"kind":"Name","value":"to"}},{"kind":"Field","name":{"kind":"Name","value":"totalRevenueCents"}},{"kind":"Field","name":{"kind":"Name","value":"totalBookings"}},{"kind":"Field","name":{"kind":"Name","value":"conversionRate"}},{"kind":"Field","name":{"kind":"Name","value":"averageLeadTimeDays"}},{"kind":"Field","name":{"kind":"Name","value":"months"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"month"}},{"kind":"Field","name":{"kind":"Name","value":"revenueCents"}},{"kind":"Field","name":{"kind":"Name","value":"bookings"}},{"kind":"Field","name":{"kind":"Name","value":"inquiries"}},{"kind":"Field","name":{"kind":"Name","value":"convertedInquiries"}},{"kind":"Field","name":{"kind":"Name","value":"conversionRate"}},{"kind":"Field","name":{"kind":"Name","value":"bookedDays"}},{"kind":"Field","name":{"kind":"Name","value":"openDays"}},{"kind":"Field","name":{"kind":"Name","value":"occupancy"}}]}},{"kind":"Field","name":{"kind":"Name","value":"bookingsByEventType"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"eventType"}},{"kind":"Field","name":{"kind":"Name","value":"bookings"}},{"kind":"Field","name":{"kind":"Name","value":"revenueCents"}}]}},{"kind":"Field","name":{"kind":"Name","value":"bookingsBySource"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"source"}},{"kind":"Field","name":{"kind":"Name","value":"bookings"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pipeline"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"stage"}},{"kind":"Field","name":{"kind":"Name","value":"inquiries"}}]}},{"kind":"Field","name":{"kind":"Name","value":"lostReasons"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"inquiries"}}]}},{"kind":"Field","name":{"kind":"Name","value":"paymentsReceived"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"receivedCents"}},{"kind":"Field","name":{"kind":"Name","value":"refundedCents"}},{"kind":"Field","name":{"kind":"Name","value":"netCents"}},{"kind":"Field","name":{"kind":"Name","value":"months"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"month"}},{"kind":"Field","name":{"kind":"Name","value":"payments"}},{"kind":"Field","name":{"kind":"Name","value":"receivedCents"}},{"kind":"Field","name":{"kind":"Name","value":"refundedCents"}},{"kind":"Field","name":{"kind":"Name","value":"netCents"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"conversionBySource"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"source"}},{"kind":"Field","name":{"kind":"Name","value":"inquiries"}},{"kind":"Field","name":{"kind":"Name","value":"convertedInquiries"}},{"kind":"Field","name":{"kind":"Name","value":"conversionRate"}}]}},{"kind":"Field","name":{"kind":"Name","value":"moneyOutstanding"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCents"}},{"kind":"Field","name":{"kind":"Name","value":"overdueCents"}},{"kind":"Field","name":{"kind":"Name","value":"months"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"month"}},{"kind":"Field","name":{"kind":"Name","value":"dueCents"}}]}}]}}]}}]}}]} as unknown as DocumentNode<ReportsQuery, ReportsQueryVariables>;
export const ResourcesPageVisibilityDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ResourcesPageVisibility"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"page"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"slug"},"value":{"kind":"StringValue","value":"resources","block":false}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}}]}}]}}]} as unknown as DocumentNode<ResourcesPageVisibilityQuery, ResourcesPageVisibilityQueryVariables>;
export const CreateContentSectionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateContentSection"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateContentSectionInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createContentSection"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"contentSection"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]} as unknown as DocumentNode<CreateContentSectionMutation, CreateContentSectionMutationVariables>;
export const DeleteContentSectionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteContentSection"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DeleteContentSectionInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteContentSection"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deletedId"}}]}}]}}]} as unknown as DocumentNode<DeleteContentSectionMutation, DeleteContentSectionMutationVariables>;
export const CalendarChangedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"CalendarChanged"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"calendarChanged"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"changedAt"}}]}}]}}]} as unknown as DocumentNode<CalendarChangedSubscription, CalendarChangedSubscriptionVariables>;
export const FaqsChangedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"FaqsChanged"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"faqsChanged"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"changedAt"}}]}}]}}]} as unknown as DocumentNode<FaqsChangedSubscription, FaqsChangedSubscriptionVariables>;
export const AdminSiteSettingsChangedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"AdminSiteSettingsChanged"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"siteSettingsChanged"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"changedAt"}}]}}]}}]} as unknown as DocumentNode<AdminSiteSettingsChangedSubscription, AdminSiteSettingsChangedSubscriptionVariables>;
export const AdminPagesChangedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"AdminPagesChanged"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pageSettingsChanged"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"changedAt"}}]}}]}}]} as unknown as DocumentNode<AdminPagesChangedSubscription, AdminPagesChangedSubscriptionVariables>;
export const AccountChangedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"AccountChanged"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"accountChanged"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"change"}},{"kind":"Field","name":{"kind":"Name","value":"changedAt"}}]}}]}}]} as unknown as DocumentNode<AccountChangedSubscription, AccountChangedSubscriptionVariables>;
export const OutboxChangedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"OutboxChanged"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"outboxChanged"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"messageId"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"changedAt"}}]}}]}}]} as unknown as DocumentNode<OutboxChangedSubscription, OutboxChangedSubscriptionVariables>;
export const FollowUpsChangedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"FollowUpsChanged"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"followUpsChanged"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"changedAt"}}]}}]}}]} as unknown as DocumentNode<FollowUpsChangedSubscription, FollowUpsChangedSubscriptionVariables>;
export const BookingTermsChangedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"BookingTermsChanged"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"bookingTermsChanged"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"changedAt"}}]}}]}}]} as unknown as DocumentNode<BookingTermsChangedSubscription, BookingTermsChangedSubscriptionVariables>;
export const ApiAllowedOriginsChangedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"ApiAllowedOriginsChanged"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"apiAllowedOriginsChanged"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"changedAt"}}]}}]}}]} as unknown as DocumentNode<ApiAllowedOriginsChangedSubscription, ApiAllowedOriginsChangedSubscriptionVariables>;
export const SetupChangedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"SetupChanged"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setupChanged"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"change"}},{"kind":"Field","name":{"kind":"Name","value":"changedAt"}}]}}]}}]} as unknown as DocumentNode<SetupChangedSubscription, SetupChangedSubscriptionVariables>;
export const TimelineChangedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"TimelineChanged"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"timelineChanged"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"changedAt"}}]}}]}}]} as unknown as DocumentNode<TimelineChangedSubscription, TimelineChangedSubscriptionVariables>;
export const WebhooksChangedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"WebhooksChanged"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"webhooksChanged"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"change"}},{"kind":"Field","name":{"kind":"Name","value":"changedAt"}}]}}]}}]} as unknown as DocumentNode<WebhooksChangedSubscription, WebhooksChangedSubscriptionVariables>;
export const VenueTimeZoneDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"VenueTimeZone"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"calendarMonth"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"month"},"value":{"kind":"StringValue","value":"2000-01","block":false}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"timeZone"}}]}}]}}]} as unknown as DocumentNode<VenueTimeZoneQuery, VenueTimeZoneQueryVariables>;
export const SocialFooterSettingsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SocialFooterSettings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"contactInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"hours"}}]}},{"kind":"Field","name":{"kind":"Name","value":"siteSettings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"footer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SocialFooter_footer"}}]}},{"kind":"Field","name":{"kind":"Name","value":"social"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SocialFooter_social"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SocialFooter_footer"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FooterSettings"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"companyName"}},{"kind":"Field","name":{"kind":"Name","value":"tagline"}},{"kind":"Field","name":{"kind":"Name","value":"copyright"}},{"kind":"Field","name":{"kind":"Name","value":"showSocialLinks"}},{"kind":"Field","name":{"kind":"Name","value":"showContactInfo"}},{"kind":"Field","name":{"kind":"Name","value":"showBusinessHours"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SocialFooter_social"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SocialLinks"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"facebook"}},{"kind":"Field","name":{"kind":"Name","value":"instagram"}},{"kind":"Field","name":{"kind":"Name","value":"twitter"}},{"kind":"Field","name":{"kind":"Name","value":"linkedin"}},{"kind":"Field","name":{"kind":"Name","value":"youtube"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]} as unknown as DocumentNode<SocialFooterSettingsQuery, SocialFooterSettingsQueryVariables>;
export const UpdateSocialAndFooterDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateSocialAndFooter"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateSocialAndFooterInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateSocialAndFooter"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"footer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SocialFooter_footer"}}]}},{"kind":"Field","name":{"kind":"Name","value":"social"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SocialFooter_social"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SocialFooter_footer"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FooterSettings"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"companyName"}},{"kind":"Field","name":{"kind":"Name","value":"tagline"}},{"kind":"Field","name":{"kind":"Name","value":"copyright"}},{"kind":"Field","name":{"kind":"Name","value":"showSocialLinks"}},{"kind":"Field","name":{"kind":"Name","value":"showContactInfo"}},{"kind":"Field","name":{"kind":"Name","value":"showBusinessHours"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SocialFooter_social"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SocialLinks"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"facebook"}},{"kind":"Field","name":{"kind":"Name","value":"instagram"}},{"kind":"Field","name":{"kind":"Name","value":"twitter"}},{"kind":"Field","name":{"kind":"Name","value":"linkedin"}},{"kind":"Field","name":{"kind":"Name","value":"youtube"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]} as unknown as DocumentNode<UpdateSocialAndFooterMutation, UpdateSocialAndFooterMutationVariables>;
export const TermsSectionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TermsSection"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"bookingTerms"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TermsForm_terms"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TermsForm_terms"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BookingTerms"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"paymentGraceDays"}},{"kind":"Field","name":{"kind":"Name","value":"quoteTerms"}},{"kind":"Field","name":{"kind":"Name","value":"cancellationPolicy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"noticeDays"}},{"kind":"Field","name":{"kind":"Name","value":"creditValidMonths"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"early"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"keep"}},{"kind":"Field","name":{"kind":"Name","value":"feeCents"}},{"kind":"Field","name":{"kind":"Name","value":"keptAs"}}]}},{"kind":"Field","name":{"kind":"Name","value":"late"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"keep"}},{"kind":"Field","name":{"kind":"Name","value":"feeCents"}},{"kind":"Field","name":{"kind":"Name","value":"keptAs"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]} as unknown as DocumentNode<TermsSectionQuery, TermsSectionQueryVariables>;
export const UpdateBookingTermsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateBookingTerms"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateBookingTermsInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateBookingTerms"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"bookingTerms"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TermsForm_terms"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TermsForm_terms"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BookingTerms"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"paymentGraceDays"}},{"kind":"Field","name":{"kind":"Name","value":"quoteTerms"}},{"kind":"Field","name":{"kind":"Name","value":"cancellationPolicy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"noticeDays"}},{"kind":"Field","name":{"kind":"Name","value":"creditValidMonths"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"early"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"keep"}},{"kind":"Field","name":{"kind":"Name","value":"feeCents"}},{"kind":"Field","name":{"kind":"Name","value":"keptAs"}}]}},{"kind":"Field","name":{"kind":"Name","value":"late"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"keep"}},{"kind":"Field","name":{"kind":"Name","value":"feeCents"}},{"kind":"Field","name":{"kind":"Name","value":"keptAs"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]} as unknown as DocumentNode<UpdateBookingTermsMutation, UpdateBookingTermsMutationVariables>;
export const ClientTimelineDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ClientTimeline"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"inquiryId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"bookingId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"timeline"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"inquiryId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"inquiryId"}}},{"kind":"Argument","name":{"kind":"Name","value":"bookingId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"bookingId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"summary"}},{"kind":"Field","name":{"kind":"Name","value":"actor"}},{"kind":"Field","name":{"kind":"Name","value":"actorName"}},{"kind":"Field","name":{"kind":"Name","value":"email"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"to"}},{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"skipReason"}}]}}]}}]}}]} as unknown as DocumentNode<ClientTimelineQuery, ClientTimelineQueryVariables>;
export const CreateWebhookEndpointDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateWebhookEndpoint"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateWebhookEndpointInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createWebhookEndpoint"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"secret"}},{"kind":"Field","name":{"kind":"Name","value":"endpoint"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<CreateWebhookEndpointMutation, CreateWebhookEndpointMutationVariables>;
export const WebhookDeliveriesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"WebhookDeliveries"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"endpointId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"webhookDeliveries"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"endpointId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"endpointId"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LoadOlder_pageInfo"}}]}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"messageId"}},{"kind":"Field","name":{"kind":"Name","value":"eventType"}},{"kind":"Field","name":{"kind":"Name","value":"occurredAt"}},{"kind":"Field","name":{"kind":"Name","value":"payload"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"attempts"}},{"kind":"Field","name":{"kind":"Name","value":"nextAttemptAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastAttemptAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastStatusCode"}},{"kind":"Field","name":{"kind":"Name","value":"lastError"}},{"kind":"Field","name":{"kind":"Name","value":"lastResponse"}},{"kind":"Field","name":{"kind":"Name","value":"lastDurationMs"}},{"kind":"Field","name":{"kind":"Name","value":"replayOf"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LoadOlder_pageInfo"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PageInfo"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}}]} as unknown as DocumentNode<WebhookDeliveriesQuery, WebhookDeliveriesQueryVariables>;
export const ReplayWebhookDeliveryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ReplayWebhookDelivery"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ReplayWebhookDeliveryInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"replayWebhookDelivery"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"delivery"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<ReplayWebhookDeliveryMutation, ReplayWebhookDeliveryMutationVariables>;
export const WebhookEndpointsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"WebhookEndpoints"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"webhookEndpoints"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"eventTypes"}},{"kind":"Field","name":{"kind":"Name","value":"enabled"}},{"kind":"Field","name":{"kind":"Name","value":"secretHint"}},{"kind":"Field","name":{"kind":"Name","value":"registeredByApiToken"}},{"kind":"Field","name":{"kind":"Name","value":"pendingDeliveries"}},{"kind":"Field","name":{"kind":"Name","value":"failedDeliveries"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastDelivery"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}}]}}]} as unknown as DocumentNode<WebhookEndpointsQuery, WebhookEndpointsQueryVariables>;
export const UpdateWebhookEndpointDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateWebhookEndpoint"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateWebhookEndpointInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateWebhookEndpoint"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"endpoint"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"enabled"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<UpdateWebhookEndpointMutation, UpdateWebhookEndpointMutationVariables>;
export const RotateWebhookSecretDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RotateWebhookSecret"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"WebhookEndpointIdInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rotateWebhookSecret"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"secret"}},{"kind":"Field","name":{"kind":"Name","value":"endpoint"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"secretHint"}}]}}]}}]}}]} as unknown as DocumentNode<RotateWebhookSecretMutation, RotateWebhookSecretMutationVariables>;
export const DeleteWebhookEndpointDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteWebhookEndpoint"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"WebhookEndpointIdInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteWebhookEndpoint"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deletedEndpointId"}}]}}]}}]} as unknown as DocumentNode<DeleteWebhookEndpointMutation, DeleteWebhookEndpointMutationVariables>;
export const RequestPasswordResetDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RequestPasswordReset"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RequestPasswordResetInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"requestPasswordReset"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"accepted"}}]}}]}}]} as unknown as DocumentNode<RequestPasswordResetMutation, RequestPasswordResetMutationVariables>;
export const ConfirmEmailChangeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ConfirmEmailChange"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ConfirmEmailChangeInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"confirmEmailChange"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"email"}}]}}]}}]} as unknown as DocumentNode<ConfirmEmailChangeMutation, ConfirmEmailChangeMutationVariables>;
export const PasswordResetTokenStatusDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PasswordResetTokenStatus"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"token"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"passwordResetTokenStatus"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"token"},"value":{"kind":"Variable","name":{"kind":"Name","value":"token"}}}]}]}}]} as unknown as DocumentNode<PasswordResetTokenStatusQuery, PasswordResetTokenStatusQueryVariables>;
export const ResetPasswordDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ResetPassword"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ResetPasswordInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resetPassword"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"email"}}]}}]}}]} as unknown as DocumentNode<ResetPasswordMutation, ResetPasswordMutationVariables>;
export const SignInDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SignIn"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SignInInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"signIn"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"viewer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"Viewer_fields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"Viewer_fields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Viewer"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"isAdmin"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"avatarUrl"}}]}}]} as unknown as DocumentNode<SignInMutation, SignInMutationVariables>;
export const SignOutDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SignOut"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"signOut"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"signedOut"}}]}}]}}]} as unknown as DocumentNode<SignOutMutation, SignOutMutationVariables>;
export const ViewerDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Viewer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"viewer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"Viewer_fields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"Viewer_fields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Viewer"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"isAdmin"}},{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"avatarUrl"}}]}}]} as unknown as DocumentNode<ViewerQuery, ViewerQueryVariables>;
export const PublicCalendarMonthDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PublicCalendarMonth"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"month"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"YearMonth"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"calendarMonth"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"month"},"value":{"kind":"Variable","name":{"kind":"Name","value":"month"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"month"}},{"kind":"Field","name":{"kind":"Name","value":"today"}},{"kind":"Field","name":{"kind":"Name","value":"lastBookableDate"}},{"kind":"Field","name":{"kind":"Name","value":"days"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"isPast"}},{"kind":"Field","name":{"kind":"Name","value":"isBookable"}},{"kind":"Field","name":{"kind":"Name","value":"notBookableReason"}},{"kind":"Field","name":{"kind":"Name","value":"timeSlots"}},{"kind":"Field","name":{"kind":"Name","value":"startTime"}},{"kind":"Field","name":{"kind":"Name","value":"endTime"}},{"kind":"Field","name":{"kind":"Name","value":"notes"}},{"kind":"Field","name":{"kind":"Name","value":"premiumMultiplier"}},{"kind":"Field","name":{"kind":"Name","value":"isHeld"}}]}}]}}]}}]} as unknown as DocumentNode<PublicCalendarMonthQuery, PublicCalendarMonthQueryVariables>;
export const SlotAvailabilityDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SlotAvailability"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"date"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"LocalDate"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"startTime"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"LocalTime"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"endTime"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"LocalEndTime"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"isDateAvailable"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"date"},"value":{"kind":"Variable","name":{"kind":"Name","value":"date"}}},{"kind":"Argument","name":{"kind":"Name","value":"startTime"},"value":{"kind":"Variable","name":{"kind":"Name","value":"startTime"}}},{"kind":"Argument","name":{"kind":"Name","value":"endTime"},"value":{"kind":"Variable","name":{"kind":"Name","value":"endTime"}}}]}]}}]} as unknown as DocumentNode<SlotAvailabilityQuery, SlotAvailabilityQueryVariables>;
export const RequestBookingDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RequestBooking"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RequestBookingInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"requestBooking"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"booking"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"reference"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"eventDate"}},{"kind":"Field","name":{"kind":"Name","value":"startTime"}},{"kind":"Field","name":{"kind":"Name","value":"endTime"}},{"kind":"Field","name":{"kind":"Name","value":"guestCount"}},{"kind":"Field","name":{"kind":"Name","value":"eventType"}},{"kind":"Field","name":{"kind":"Name","value":"clientName"}},{"kind":"Field","name":{"kind":"Name","value":"clientEmail"}},{"kind":"Field","name":{"kind":"Name","value":"clientPhone"}},{"kind":"Field","name":{"kind":"Name","value":"specialRequests"}}]}}]}}]}}]} as unknown as DocumentNode<RequestBookingMutation, RequestBookingMutationVariables>;
export const VenueTodayDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"VenueToday"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"month"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"YearMonth"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"calendarMonth"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"month"},"value":{"kind":"Variable","name":{"kind":"Name","value":"month"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"today"}},{"kind":"Field","name":{"kind":"Name","value":"timeZone"}}]}}]}}]} as unknown as DocumentNode<VenueTodayQuery, VenueTodayQueryVariables>;
export const DesiredDateMonthDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DesiredDateMonth"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"month"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"YearMonth"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"calendarMonth"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"month"},"value":{"kind":"Variable","name":{"kind":"Name","value":"month"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"month"}},{"kind":"Field","name":{"kind":"Name","value":"today"}},{"kind":"Field","name":{"kind":"Name","value":"lastBookableDate"}},{"kind":"Field","name":{"kind":"Name","value":"days"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"isPast"}},{"kind":"Field","name":{"kind":"Name","value":"isBookable"}},{"kind":"Field","name":{"kind":"Name","value":"notBookableReason"}},{"kind":"Field","name":{"kind":"Name","value":"startTime"}},{"kind":"Field","name":{"kind":"Name","value":"endTime"}},{"kind":"Field","name":{"kind":"Name","value":"premiumMultiplier"}}]}}]}}]}}]} as unknown as DocumentNode<DesiredDateMonthQuery, DesiredDateMonthQueryVariables>;
export const SubmitInquiryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SubmitInquiry"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SubmitInquiryInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"submitInquiry"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"inquiry"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"reference"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"eventType"}},{"kind":"Field","name":{"kind":"Name","value":"desiredDate"}},{"kind":"Field","name":{"kind":"Name","value":"alternativeDates"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}},{"kind":"Field","name":{"kind":"Name","value":"heldForReview"}}]}}]}}]} as unknown as DocumentNode<SubmitInquiryMutation, SubmitInquiryMutationVariables>;
export const PublicContentSectionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PublicContentSections"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"type"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ContentSectionType"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"preview"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"contentSections"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"type"},"value":{"kind":"Variable","name":{"kind":"Name","value":"type"}}},{"kind":"Argument","name":{"kind":"Name","value":"preview"},"value":{"kind":"Variable","name":{"kind":"Name","value":"preview"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"sectionKey"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"link"}}]}},{"kind":"Field","name":{"kind":"Name","value":"hiddenContentSectionKeys"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"type"},"value":{"kind":"Variable","name":{"kind":"Name","value":"type"}}}]}]}}]} as unknown as DocumentNode<PublicContentSectionsQuery, PublicContentSectionsQueryVariables>;
export const PublicContactInfoDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PublicContactInfo"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"preview"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"contactInfo"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"preview"},"value":{"kind":"Variable","name":{"kind":"Name","value":"preview"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"hours"}}]}}]}}]} as unknown as DocumentNode<PublicContactInfoQuery, PublicContactInfoQueryVariables>;
export const FaqPageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"FaqPage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"faqs"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"question"}},{"kind":"Field","name":{"kind":"Name","value":"answer"}},{"kind":"Field","name":{"kind":"Name","value":"category"}}]}}]}}]} as unknown as DocumentNode<FaqPageQuery, FaqPageQueryVariables>;
export const GalleryPageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"GalleryPage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"preview"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"galleryImages"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"preview"},"value":{"kind":"Variable","name":{"kind":"Name","value":"preview"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"altText"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}}]}}]}}]} as unknown as DocumentNode<GalleryPageQuery, GalleryPageQueryVariables>;
export const HomeHeroDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"HomeHero"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"preview"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"heroSlides"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"preview"},"value":{"kind":"Variable","name":{"kind":"Name","value":"preview"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"subtitle"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"altText"}}]}}]}}]} as unknown as DocumentNode<HomeHeroQuery, HomeHeroQueryVariables>;
export const PublicLayoutDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PublicLayout"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"navigationPages"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"pageSlug"}},{"kind":"Field","name":{"kind":"Name","value":"pageName"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"path"}}]}},{"kind":"Field","name":{"kind":"Name","value":"siteSettings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"footer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"companyName"}},{"kind":"Field","name":{"kind":"Name","value":"tagline"}},{"kind":"Field","name":{"kind":"Name","value":"copyright"}},{"kind":"Field","name":{"kind":"Name","value":"showSocialLinks"}},{"kind":"Field","name":{"kind":"Name","value":"showContactInfo"}},{"kind":"Field","name":{"kind":"Name","value":"showBusinessHours"}}]}},{"kind":"Field","name":{"kind":"Name","value":"social"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"facebook"}},{"kind":"Field","name":{"kind":"Name","value":"instagram"}},{"kind":"Field","name":{"kind":"Name","value":"twitter"}},{"kind":"Field","name":{"kind":"Name","value":"linkedin"}},{"kind":"Field","name":{"kind":"Name","value":"youtube"}}]}},{"kind":"Field","name":{"kind":"Name","value":"branding"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"siteTitle"}},{"kind":"Field","name":{"kind":"Name","value":"siteDescription"}},{"kind":"Field","name":{"kind":"Name","value":"logoUrl"}},{"kind":"Field","name":{"kind":"Name","value":"faviconUrl"}},{"kind":"Field","name":{"kind":"Name","value":"shareImage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"alt"}}]}}]}}]}}]}}]} as unknown as DocumentNode<PublicLayoutQuery, PublicLayoutQueryVariables>;
export const PageSettingsChangedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"PageSettingsChanged"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pageSettingsChanged"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"changedAt"}}]}}]}}]} as unknown as DocumentNode<PageSettingsChangedSubscription, PageSettingsChangedSubscriptionVariables>;
export const SiteSettingsChangedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"SiteSettingsChanged"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"siteSettingsChanged"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"changedAt"}}]}}]}}]} as unknown as DocumentNode<SiteSettingsChangedSubscription, SiteSettingsChangedSubscriptionVariables>;