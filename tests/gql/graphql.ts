/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
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

/** A pending booking to confirm while blocking its whole date. */
export type ConfirmBookingAndBlockDateInput = {
  /** The pending booking to confirm. */
  bookingId: string | number;
  /** As UpdateBookingStatusInput.othersMessage. */
  othersMessage?: SlotMessageInput | null | undefined;
  /** As UpdateBookingStatusInput.override. */
  override?: boolean | null | undefined;
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

/** An inquiry the venue enters itself or brings from elsewhere (createInquiry, importInquiries). */
export type CreateInquiryInput = {
  /** The date the sender has in mind, optional; a past date is allowed (an import brings history). */
  desiredDate?: string | null | undefined;
  /** Where the venue should answer. */
  email: string;
  /** The kind of event, optional. */
  eventType?: EventType | null | undefined;
  /** The message, optional. */
  message?: string | null | undefined;
  /** The sender's full name. */
  name: string;
  /** A phone number, optional. */
  phone?: string | null | undefined;
  /** When it was received (now when left out); not in the future. */
  receivedAt?: string | null | undefined;
  /** Where the inquiry came from (NOT_GIVEN when left out). */
  source?: InquirySource | null | undefined;
  /** NEW (the default), READ or HANDLED; HELD is refused (only the contact form holds an inquiry). */
  status?: InquiryStatus | null | undefined;
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

/** Voids a payment recorded by mistake (it stays in the ledger, counted back). */
export type DeletePaymentInput = {
  /** The payment to remove. */
  id: string | number;
};

/** How a quote's deposit is given. */
export type DepositKind =
  /** A fixed amount in cents. */
  | 'AMOUNT'
  /** A share of the total, in basis points (3000 is 30%). */
  | 'PERCENT';

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

/** Inquiries to import, all or none. */
export type ImportInquiriesInput = {
  /** 1 to 500 inquiries; a problem with any (field inquiries.<n>.<field>) imports none. */
  inquiries: Array<CreateInquiryInput>;
};

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

/** Who made a ledger entry or an event of a booking's life. */
export type LedgerActor =
  /** The venue's owner or staff (signed in, or through an API token). */
  | 'ADMIN'
  /** The client, on their quote page. */
  | 'CLIENT'
  /** The site itself (a timer). */
  | 'SYSTEM';

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

/** What markOwnerNoticesRead needs. */
export type MarkOwnerNoticesReadInput = {
  /** The notices to mark read; every unread notice when left out. */
  ids?: Array<string | number> | null | undefined;
};

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

/** What releaseHold needs. */
export type ReleaseHoldInput = {
  /** The active hold to release. */
  id: string | number;
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

/** Which delivery to send again. */
export type ReplayWebhookDeliveryInput = {
  /** The delivery to replay (any status but sending). */
  id: string | number;
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

/** What setOwnerAlert needs. */
export type SetOwnerAlertInput = {
  /** Whether it is sent. */
  enabled: boolean;
  /** Which alert. */
  kind: OwnerAlertKind;
  /** The version of the alert as you read it (OwnerAlert.version): a switch made on an alert switched since is refused with CONFLICT (reason STALE_VERSION) and changes nothing. Omit it to switch without the check. */
  version?: number | null | undefined;
};

/** The credentials of a sign-in. */
export type SignInInput = {
  /** Trimmed and lowercased by the server. */
  email: string;
  /** The account password, sent as typed. */
  password: string;
};

/** The message the other clients on a slot are sent when it is confirmed. */
export type SlotMessageInput = {
  /** The message (plain text; a blank line starts a new paragraph). */
  body: string;
  /** The subject (not empty; only the placeholders listed in SlotOthers.placeholders). */
  subject: string;
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

/** A payment or refund recorded by mistake, to void. */
export type VoidLedgerEntryInput = {
  /** The payment or refund entry. */
  id: string | number;
  /** Why it is voided (at most 500 characters), kept in the ledger. */
  reason: string;
};

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

/** Withdraws a quote. */
export type WithdrawQuoteInput = {
  /** The quote to withdraw (draft, sent or expired). */
  id: string | number;
};

export type OriginsSetMutationVariables = Exact<{
  input: SetApiAllowedOriginsInput;
}>;


export type OriginsSetMutation = { setApiAllowedOrigins: { origins: Array<string> | null, userErrors: Array<{ field: string | null, code: UserErrorCode, message: string }> } };

export type BookingMoneyTestQueryVariables = Exact<{
  id: string | number;
}>;


export type BookingMoneyTestQuery = { booking: { id: string, status: BookingStatus, totalCostCents: number | null, priceAgreed: boolean, money: { chargedCents: number, agreedCents: number, feesCents: number, receivedCents: number, refundedCents: number, paidCents: number, balanceCents: number, dueCents: number, creditCents: number }, ledger: Array<{ id: string, kind: LedgerEntryKind, reason: LedgerEntryReason, amountCents: number, owedChangeCents: number, balanceAfterCents: number, description: string, voidsEntryId: string | null, voidedById: string | null, method: PaymentMethod | null, occurredOn: string | null, note: string | null, actor: LedgerActor, actorName: string }>, paymentSummary: { status: PaymentStatus, totalCents: number, paidCents: number, outstandingCents: number, creditCents: number }, payments: Array<{ id: string, amountCents: number, receivedOn: string }>, cancellationTerms: { tier: string, keptCents: number, keptAs: KeptAs, refundCents: number, explanation: string } | null, history: Array<{ summary: string, actor: LedgerActor, actorName: string, fromStatus: BookingStatus | null, toStatus: BookingStatus | null }> } | null };

export type BookingMoneyTestConfirmMutationVariables = Exact<{
  input: UpdateBookingStatusInput;
}>;


export type BookingMoneyTestConfirmMutation = { updateBookingStatus: { booking: { id: string, status: BookingStatus } | null } };

export type BookingMoneyTestPayMutationVariables = Exact<{
  input: RecordPaymentInput;
}>;


export type BookingMoneyTestPayMutation = { recordPayment: { creditCents: number | null, payment: { id: string, amountCents: number } | null, booking: { id: string, paymentSummary: { status: PaymentStatus, creditCents: number } } | null } };

export type BookingMoneyTestRefundMutationVariables = Exact<{
  input: RecordRefundInput;
}>;


export type BookingMoneyTestRefundMutation = { recordRefund: { entry: { id: string, kind: LedgerEntryKind, amountCents: number, balanceAfterCents: number } | null, booking: { id: string, money: { paidCents: number } } | null } };

export type BookingMoneyTestVoidMutationVariables = Exact<{
  input: VoidLedgerEntryInput;
}>;


export type BookingMoneyTestVoidMutation = { voidLedgerEntry: { entry: { id: string, reason: LedgerEntryReason, voidsEntryId: string | null, note: string | null } | null, booking: { id: string, money: { paidCents: number } } | null } };

export type BookingMoneyTestDeleteMutationVariables = Exact<{
  input: DeletePaymentInput;
}>;


export type BookingMoneyTestDeleteMutation = { deletePayment: { deletedId: string | null, booking: { id: string, payments: Array<{ id: string }> } | null } };

export type BookingMoneyTestCancelMutationVariables = Exact<{
  input: CancelBookingInput;
}>;


export type BookingMoneyTestCancelMutation = { cancelBooking: { booking: { id: string, status: BookingStatus } | null } };

export type OverviewQueryVariables = Exact<{ [key: string]: never; }>;


export type OverviewQuery = { dashboardOverview: { today: string, pendingBookings: number, confirmedBookings: number, completedBookings: number, cancelledBookings: number, totalBookings: number, totalRevenueCents: number, newInquiries: number, heldInquiries: number, pendingChangeCount: number, contentSections: { active: number, total: number }, galleryImages: { active: number, total: number }, heroSlides: { active: number, total: number }, recentBookings: Array<{ id: string, clientName: string, createdAt: string }>, upcomingBookings: Array<{ eventDate: string, status: BookingStatus }>, recentContent: Array<{ id: string, title: string, content: string }> } };

export type EnumValuesUpdateBookingStatusMutationVariables = Exact<{
  input: UpdateBookingStatusInput;
}>;


export type EnumValuesUpdateBookingStatusMutation = { updateBookingStatus: { booking: { id: string, status: BookingStatus, source: BookingSource, allowedTransitions: Array<BookingStatus> } | null } };

export type EnumValuesOutboxQueryVariables = Exact<{
  status?: OutboxStatus | null | undefined;
}>;


export type EnumValuesOutboxQuery = { outboxMessages: { nodes: Array<{ status: OutboxStatus }> }, emailOutboxSummary: { mode: EmailDeliveryMode } };

export type FaqsTestPublicQueryVariables = Exact<{ [key: string]: never; }>;


export type FaqsTestPublicQuery = { faqs: Array<{ id: string, question: string, category: FaqCategory, sortOrder: number, isActive: boolean }> };

export type FaqsTestAdminQueryVariables = Exact<{ [key: string]: never; }>;


export type FaqsTestAdminQuery = { adminFaqs: Array<{ id: string, question: string, answer: string, category: FaqCategory, sortOrder: number, isActive: boolean }> };

export type FaqsTestCreateMutationVariables = Exact<{
  input: CreateFaqInput;
}>;


export type FaqsTestCreateMutation = { createFaq: { faq: { id: string, question: string, answer: string, category: FaqCategory, sortOrder: number, isActive: boolean } | null } };

export type FaqsTestUpdateMutationVariables = Exact<{
  input: UpdateFaqInput;
}>;


export type FaqsTestUpdateMutation = { updateFaq: { faq: { id: string, question: string, answer: string, category: FaqCategory, isActive: boolean } | null } };

export type FaqsTestDeleteMutationVariables = Exact<{
  input: DeleteFaqInput;
}>;


export type FaqsTestDeleteMutation = { deleteFaq: { deletedId: string | null } };

export type FaqsTestReorderMutationVariables = Exact<{
  input: ReorderFaqsInput;
}>;


export type FaqsTestReorderMutation = { reorderFaqs: { faqs: Array<{ id: string, sortOrder: number }> | null } };

export type FollowUpsTestListQueryVariables = Exact<{ [key: string]: never; }>;


export type FollowUpsTestListQuery = { followUps: Array<{ kind: FollowUpKind, label: string, sentTo: string, enabled: boolean, subject: string, body: string, days: number | null, defaultSubject: string, defaultBody: string, defaultDays: number | null, updatedAt: string | null, placeholders: Array<{ name: string, description: string, example: string }> }> };

export type FollowUpsTestUpdateMutationVariables = Exact<{
  input: UpdateFollowUpInput;
}>;


export type FollowUpsTestUpdateMutation = { updateFollowUp: { followUp: { kind: FollowUpKind, enabled: boolean, subject: string, body: string, days: number | null } | null } };

export type FollowUpsTestResetMutationVariables = Exact<{
  input: ResetFollowUpInput;
}>;


export type FollowUpsTestResetMutation = { resetFollowUp: { followUp: { kind: FollowUpKind, enabled: boolean, subject: string, body: string, days: number | null } | null } };

export type FollowUpsTestPreviewQueryVariables = Exact<{
  input: PreviewFollowUpInput;
}>;


export type FollowUpsTestPreviewQuery = { previewFollowUp: { subject: string | null, text: string | null, html: string | null, problem: string | null } };

export type HoldsTestPlaceMutationVariables = Exact<{
  input: PlaceHoldInput;
}>;


export type HoldsTestPlaceMutation = { placeHold: { hold: { id: string, date: string, startTime: string, endTime: string, clientName: string, status: HoldStatus, position: number, isSecondOption: boolean, expiresAt: string, inquiry: { id: string } | null, booking: { id: string } | null } | null } };

export type HoldsTestReleaseMutationVariables = Exact<{
  input: ReleaseHoldInput;
}>;


export type HoldsTestReleaseMutation = { releaseHold: { hold: { id: string, status: HoldStatus, endedAt: string | null } | null, promoted: Array<{ id: string, clientEmail: string, position: number, promotedAt: string | null, expiresAt: string }> | null } };

export type HoldsTestExtendMutationVariables = Exact<{
  input: ExtendHoldInput;
}>;


export type HoldsTestExtendMutation = { extendHold: { hold: { id: string, expiresAt: string, reminderSentAt: string | null } | null } };

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


export type HoldsTestStatusMutation = { updateBookingStatus: { booking: { id: string, status: BookingStatus, activeHold: { id: string } | null } | null } };

export type HoldsTestConfirmBlockMutationVariables = Exact<{
  input: ConfirmBookingAndBlockDateInput;
}>;


export type HoldsTestConfirmBlockMutation = { confirmBookingAndBlockDate: { booking: { id: string, status: BookingStatus } | null } };

export type HoldsTestMonthQueryVariables = Exact<{
  month: string;
}>;


export type HoldsTestMonthQuery = { calendarMonth: { days: Array<{ date: string, status: DayStatus, isHeld: boolean, isBookable: boolean, notes: string | null }> } };

export type IntakeCreateMutationVariables = Exact<{
  input: CreateInquiryInput;
}>;


export type IntakeCreateMutation = { createInquiry: { inquiry: { id: string, name: string, source: InquirySource, status: InquiryStatus, createdAt: string } | null, userErrors: Array<{ field: string | null, code: UserErrorCode, message: string }> } };

export type IntakeImportMutationVariables = Exact<{
  input: ImportInquiriesInput;
}>;


export type IntakeImportMutation = { importInquiries: { importedCount: number | null, inquiries: Array<{ id: string, name: string, status: InquiryStatus }> | null, userErrors: Array<{ field: string | null, code: UserErrorCode }> } };

export type NoticesTestPlaceMutationVariables = Exact<{
  input: PlaceHoldInput;
}>;


export type NoticesTestPlaceMutation = { placeHold: { hold: { id: string, position: number } | null } };

export type NoticesTestOthersQueryVariables = Exact<{
  bookingId: string | number;
}>;


export type NoticesTestOthersQuery = { othersOnSlot: { defaultSubject: string, defaultBody: string, placeholders: Array<string>, others: Array<{ clientName: string, clientEmail: string, holdPosition: number | null, openQuoteStatuses: Array<QuoteStatus>, description: string }> } };

export type NoticesTestStatusMutationVariables = Exact<{
  input: UpdateBookingStatusInput;
}>;


export type NoticesTestStatusMutation = { updateBookingStatus: { booking: { id: string, status: BookingStatus } | null, userErrors: Array<{ field: string | null, message: string }> } };

export type NoticesTestListQueryVariables = Exact<{ [key: string]: never; }>;


export type NoticesTestListQuery = { ownerNotices: { unread: number, notices: Array<{ id: string, kind: OwnerNoticeKind, title: string, body: string, offeredAt: string | null, readAt: string | null, offer: { clientName: string, date: string } | null }> } };

export type NoticesTestOfferMutationVariables = Exact<{
  input: OfferDateBackInput;
}>;


export type NoticesTestOfferMutation = { offerDateBack: { notice: { id: string, offeredAt: string | null } | null, userErrors: Array<{ message: string }> } };

export type NoticesTestReadMutationVariables = Exact<{
  input: MarkOwnerNoticesReadInput;
}>;


export type NoticesTestReadMutation = { markOwnerNoticesRead: { marked: number | null } };

export type NoticesTestAlertsQueryVariables = Exact<{ [key: string]: never; }>;


export type NoticesTestAlertsQuery = { ownerAlerts: Array<{ kind: OwnerAlertKind, label: string, enabled: boolean }> };

export type NoticesTestSetAlertMutationVariables = Exact<{
  input: SetOwnerAlertInput;
}>;


export type NoticesTestSetAlertMutation = { setOwnerAlert: { alert: { kind: OwnerAlertKind, enabled: boolean } | null } };

export type NoticesTestTimelineQueryVariables = Exact<{
  inquiryId?: string | number | null | undefined;
  bookingId?: string | number | null | undefined;
}>;


export type NoticesTestTimelineQuery = { timeline: Array<{ id: string, kind: TimelineKind, label: string, summary: string, actor: TimelineActor, actorName: string | null, email: { to: string, subject: string, text: string, status: string } | null }> };

export type QuotesTestQuoteQueryVariables = Exact<{
  id: string | number;
}>;


export type QuotesTestQuoteQuery = { quote: { id: string, lines: Array<{ description: string }>, schedule: Array<{ amountCents: number }> } | null };

export type QuotesTestQuoteAgainQueryVariables = Exact<{
  id: string | number;
}>;


export type QuotesTestQuoteAgainQuery = { quote: { id: string, lines: Array<{ description: string }>, schedule: Array<{ amountCents: number }> } | null };

export type SalesPathSubmitMutationVariables = Exact<{
  input: SubmitInquiryInput;
}>;


export type SalesPathSubmitMutation = { submitInquiry: { inquiry: { id: string, source: InquirySource } | null } };

export type SalesPathSetSourceMutationVariables = Exact<{
  input: UpdateInquirySourceInput;
}>;


export type SalesPathSetSourceMutation = { updateInquirySource: { inquiry: { id: string, source: InquirySource } | null } };

export type SalesPathInquiriesQueryVariables = Exact<{
  search: string;
}>;


export type SalesPathInquiriesQuery = { inquiries: { nodes: Array<{ id: string, source: InquirySource }> } };

export type SalesPathReportsQueryVariables = Exact<{
  from: string;
  to: string;
}>;


export type SalesPathReportsQuery = { reports: { conversionRate: number | null, conversionBySource: Array<{ source: InquirySource, inquiries: number, convertedInquiries: number, conversionRate: number | null }> } };

export type SalesPathBookingsQueryVariables = Exact<{
  first: number;
  search: string;
}>;


export type SalesPathBookingsQuery = { bookings: { nodes: Array<{ id: string, paymentSummary: { status: PaymentStatus, nextDueDate: string | null, overdueCents: number } }> } };

export type SalesPathQuoteFromInquiryMutationVariables = Exact<{
  input: CreateQuoteFromInquiryInput;
}>;


export type SalesPathQuoteFromInquiryMutation = { createQuoteFromInquiry: { created: boolean | null, quote: { id: string, status: QuoteStatus, inquiryId: string | null, bookingId: string, lines: Array<{ kind: QuoteLineKind, description: string }> } | null, booking: { id: string, status: BookingStatus, source: BookingSource, inquiryId: string | null, eventDate: string } | null } };

export type SalesPathUpdateQuoteMutationVariables = Exact<{
  input: UpdateQuoteInput;
}>;


export type SalesPathUpdateQuoteMutation = { updateQuote: { quote: { id: string, totals: { totalCents: number } } | null } };

export type SalesPathSendQuoteMutationVariables = Exact<{
  input: SendQuoteInput;
}>;


export type SalesPathSendQuoteMutation = { sendQuote: { link: string | null } };

export type SalesPathRevenueQueryVariables = Exact<{
  month: string;
}>;


export type SalesPathRevenueQuery = { reports: { totalRevenueCents: number, months: Array<{ bookings: number, revenueCents: number }> } };

export type SpecialDatesPageQueryVariables = Exact<{
  first?: number | null | undefined;
  after?: string | null | undefined;
  last?: number | null | undefined;
  before?: string | null | undefined;
  from?: string | null | undefined;
  to?: string | null | undefined;
  status?: SpecialDateStatus | null | undefined;
}>;


export type SpecialDatesPageQuery = { specialDates: { totalCount: number, nodes: Array<{ id: string, date: string, status: SpecialDateStatus }>, edges: Array<{ cursor: string, node: { id: string } }>, pageInfo: { hasNextPage: boolean, hasPreviousPage: boolean, startCursor: string | null, endCursor: string | null } } };

export type SyncBookingsSinceQueryVariables = Exact<{
  since?: string | null | undefined;
  after?: string | null | undefined;
}>;


export type SyncBookingsSinceQuery = { bookings: { totalCount: number, nodes: Array<{ id: string, clientName: string, updatedAt: string }>, pageInfo: { hasNextPage: boolean, endCursor: string | null } } };

export type SyncNodesQueryVariables = Exact<{
  ids: Array<string | number> | string | number;
}>;


export type SyncNodesQuery = { nodes: Array<
    | { __typename: 'Booking', clientName: string, id: string, createdAt: string, updatedAt: string }
    | { __typename: 'CalendarSettings', id: string, createdAt: string, updatedAt: string }
    | { __typename: 'ContentChange', id: string, createdAt: string, updatedAt: string }
    | { __typename: 'ContentSection', id: string, createdAt: string, updatedAt: string }
    | { __typename: 'EventSpace', id: string, createdAt: string, updatedAt: string }
    | { __typename: 'Faq', question: string, id: string, createdAt: string, updatedAt: string }
    | { __typename: 'GalleryImage', id: string, createdAt: string, updatedAt: string }
    | { __typename: 'HeroSlide', id: string, createdAt: string, updatedAt: string }
    | { __typename: 'Hold', id: string, createdAt: string, updatedAt: string }
    | { __typename: 'Inquiry', name: string, id: string, createdAt: string, updatedAt: string }
    | { __typename: 'OutboxMessage', id: string, createdAt: string, updatedAt: string }
    | { __typename: 'PageSetting', id: string, createdAt: string, updatedAt: string }
    | { __typename: 'Payment', id: string, createdAt: string, updatedAt: string }
    | { __typename: 'Quote', id: string, createdAt: string, updatedAt: string }
    | { __typename: 'SavedVersion', id: string, createdAt: string, updatedAt: string }
    | { __typename: 'SpecialDate', date: string, id: string, createdAt: string, updatedAt: string }
    | { __typename: 'WebhookDelivery', id: string, createdAt: string, updatedAt: string }
    | { __typename: 'WebhookEndpoint', id: string, createdAt: string, updatedAt: string }
   | null> };

export type SyncTombstonesQueryVariables = Exact<{
  since?: string | null | undefined;
  types?: Array<RecordType> | RecordType | null | undefined;
}>;


export type SyncTombstonesQuery = { tombstones: { totalCount: number, nodes: Array<{ id: string, type: RecordType, deletedAt: string }> } };

export type SyncNoteBookingMutationVariables = Exact<{
  input: UpdateBookingInput;
}>;


export type SyncNoteBookingMutation = { updateBooking: { booking: { id: string } | null } };

export type SyncFaqsQueryVariables = Exact<{
  since?: string | null | undefined;
}>;


export type SyncFaqsQuery = { adminFaqs: Array<{ id: string }> };

export type SyncHoldsNoRangeQueryVariables = Exact<{ [key: string]: never; }>;


export type SyncHoldsNoRangeQuery = { holds: Array<{ id: string }> };

export type SyncHoldsQueryVariables = Exact<{
  since?: string | null | undefined;
}>;


export type SyncHoldsQuery = { holds: Array<{ id: string, status: HoldStatus, updatedAt: string }> };

export type SyncNodeQueryVariables = Exact<{
  id: string | number;
}>;


export type SyncNodeQuery = { node:
    | { clientName: string, id: string }
    | { id: string }
    | { id: string }
    | { id: string }
    | { id: string }
    | { id: string }
    | { id: string }
    | { id: string }
    | { id: string }
    | { id: string }
    | { id: string }
    | { id: string }
    | { id: string }
    | { id: string }
    | { id: string }
    | { id: string }
    | { id: string }
    | { id: string }
   | null };

export type SyncInquiryQueryVariables = Exact<{
  id: string | number;
}>;


export type SyncInquiryQuery = { inquiry: { id: string, name: string, updatedAt: string } | null };

export type SyncDeleteFaqMutationVariables = Exact<{
  input: DeleteFaqInput;
}>;


export type SyncDeleteFaqMutation = { deleteFaq: { deletedId: string | null } };

export type SyncLiveBookingMutationVariables = Exact<{
  input: UpdateBookingInput;
}>;


export type SyncLiveBookingMutation = { updateBooking: { booking: { id: string } | null } };

export type TermsTestReadQueryVariables = Exact<{ [key: string]: never; }>;


export type TermsTestReadQuery = { bookingTerms: { paymentGraceDays: number, quoteTerms: string, updatedAt: string | null } };

export type TermsTestUpdateMutationVariables = Exact<{
  input: UpdateBookingTermsInput;
}>;


export type TermsTestUpdateMutation = { updateBookingTerms: { bookingTerms: { paymentGraceDays: number, quoteTerms: string, updatedAt: string | null } | null } };

export type VersionsTestAlertsQueryVariables = Exact<{ [key: string]: never; }>;


export type VersionsTestAlertsQuery = { ownerAlerts: Array<{ kind: OwnerAlertKind, enabled: boolean, version: number }> };

export type VersionsTestSetAlertMutationVariables = Exact<{
  input: SetOwnerAlertInput;
}>;


export type VersionsTestSetAlertMutation = { setOwnerAlert: { alert: { kind: OwnerAlertKind, enabled: boolean, version: number } | null } };

export type VersionsTestProfileQueryVariables = Exact<{ [key: string]: never; }>;


export type VersionsTestProfileQuery = { viewer: { displayName: string | null, profileVersion: number } | null };

export type VersionsTestUpdateProfileMutationVariables = Exact<{
  input: UpdateProfileInput;
}>;


export type VersionsTestUpdateProfileMutation = { updateProfile: { viewer: { displayName: string | null, profileVersion: number } | null } };

export type VersionsTestOriginsQueryVariables = Exact<{ [key: string]: never; }>;


export type VersionsTestOriginsQuery = { apiAllowedOrigins: Array<string>, apiAllowedOriginsVersion: number };

export type VersionsTestSetOriginsMutationVariables = Exact<{
  input: SetApiAllowedOriginsInput;
}>;


export type VersionsTestSetOriginsMutation = { setApiAllowedOrigins: { origins: Array<string> | null, version: number | null, userErrors: Array<{ field: string | null, message: string }> } };

export type VersionsTestOriginVersionsQueryVariables = Exact<{ [key: string]: never; }>;


export type VersionsTestOriginVersionsQuery = { savedVersions: { nodes: Array<{ version: number, savedBy: string | null, values: Array<{ field: string, value: string | null }> }> } };

export type VersionsTestInquiryQueryVariables = Exact<{
  id: string | number;
}>;


export type VersionsTestInquiryQuery = { inquiry: { id: string, status: InquiryStatus, source: InquirySource, version: number } | null };

export type VersionsTestInquiryStatusMutationVariables = Exact<{
  input: UpdateInquiryStatusInput;
}>;


export type VersionsTestInquiryStatusMutation = { updateInquiryStatus: { inquiry: { status: InquiryStatus, version: number } | null } };

export type VersionsTestInquirySourceMutationVariables = Exact<{
  input: UpdateInquirySourceInput;
}>;


export type VersionsTestInquirySourceMutation = { updateInquirySource: { inquiry: { source: InquirySource, version: number } | null } };

export type VersionsTestInquiryReplyMutationVariables = Exact<{
  input: RecordInquiryReplyInput;
}>;


export type VersionsTestInquiryReplyMutation = { recordInquiryReply: { inquiry: { id: string, version: number } | null } };

export type VersionsTestCreateFaqMutationVariables = Exact<{
  input: CreateFaqInput;
}>;


export type VersionsTestCreateFaqMutation = { createFaq: { faq: { id: string, version: number } | null } };

export type VersionsTestUpdateFaqMutationVariables = Exact<{
  input: UpdateFaqInput;
}>;


export type VersionsTestUpdateFaqMutation = { updateFaq: { faq: { id: string, answer: string, version: number } | null } };

export type VersionsTestSavedQueryVariables = Exact<{
  kind?: RecordKind | null | undefined;
  recordId?: string | number | null | undefined;
  first?: number | null | undefined;
  after?: string | null | undefined;
}>;


export type VersionsTestSavedQuery = { savedVersions: { totalCount: number, pageInfo: { hasNextPage: boolean, endCursor: string | null }, nodes: Array<{ kind: RecordKind, recordId: string, version: number, change: SavedVersionChange, summary: string, savedBy: string | null, newValues: string | null, oldValues: string | null, values: Array<{ field: string, label: string, value: string | null }>, fieldChanges: Array<{ field: string, oldValue: string | null, newValue: string | null }> }> } };

export type VersionsTestUpdateBookingMutationVariables = Exact<{
  input: UpdateBookingInput;
}>;


export type VersionsTestUpdateBookingMutation = { updateBooking: { booking: { id: string, adminNotes: string | null, version: number } | null } };

export type VersionsTestCreateQuoteMutationVariables = Exact<{
  input: CreateQuoteInput;
}>;


export type VersionsTestCreateQuoteMutation = { createQuote: { quote: { id: string, version: number } | null } };

export type VersionsTestUpdateQuoteMutationVariables = Exact<{
  input: UpdateQuoteInput;
}>;


export type VersionsTestUpdateQuoteMutation = { updateQuote: { quote: { id: string, message: string | null, version: number } | null } };

export type VersionsTestSiteDetailsMutationVariables = Exact<{
  input: UpdateSiteDetailsInput;
}>;


export type VersionsTestSiteDetailsMutation = { updateSiteDetails: { branding: { siteTitle: string, version: number } | null } };

export type VersionsTestFollowUpMutationVariables = Exact<{
  input: UpdateFollowUpInput;
}>;


export type VersionsTestFollowUpMutation = { updateFollowUp: { followUp: { body: string, version: number } | null } };

export type VersionsTestDeleteFaqMutationVariables = Exact<{
  input: DeleteFaqInput;
}>;


export type VersionsTestDeleteFaqMutation = { deleteFaq: { deletedId: string | null } };

export type VersionsTestReorderFaqsMutationVariables = Exact<{
  input: ReorderFaqsInput;
}>;


export type VersionsTestReorderFaqsMutation = { reorderFaqs: { faqs: Array<{ id: string, version: number }> | null } };

export type VersionsTestAdminFaqsQueryVariables = Exact<{ [key: string]: never; }>;


export type VersionsTestAdminFaqsQuery = { adminFaqs: Array<{ id: string, version: number }> };

export type VersionsTestCreateImageMutationVariables = Exact<{
  input: CreateGalleryImageInput;
}>;


export type VersionsTestCreateImageMutation = { createGalleryImage: { galleryImage: { id: string, version: number } | null } };

export type VersionsTestSwitchImageMutationVariables = Exact<{
  input: SetGalleryImageActiveInput;
}>;


export type VersionsTestSwitchImageMutation = { setGalleryImageActive: { galleryImage: { id: string, isActive: boolean, version: number } | null } };

export type VersionsTestUpdateImageMutationVariables = Exact<{
  input: UpdateGalleryImageInput;
}>;


export type VersionsTestUpdateImageMutation = { updateGalleryImage: { galleryImage: { id: string, version: number } | null } };

export type WebhooksTestCreateMutationVariables = Exact<{
  input: CreateWebhookEndpointInput;
}>;


export type WebhooksTestCreateMutation = { createWebhookEndpoint: { secret: string | null, endpoint: { id: string, url: string, eventTypes: Array<WebhookEventType>, enabled: boolean, secretHint: string, version: number } | null, userErrors: Array<{ field: string | null, code: UserErrorCode, message: string }> } };

export type WebhooksTestLogQueryVariables = Exact<{
  endpointId?: string | number | null | undefined;
}>;


export type WebhooksTestLogQuery = { webhookEndpoints: Array<{ id: string, url: string, pendingDeliveries: number, failedDeliveries: number, lastDelivery: { id: string, status: WebhookDeliveryStatus } | null }>, webhookDeliveries: { totalCount: number, nodes: Array<{ id: string, messageId: string, eventType: WebhookEventType, status: WebhookDeliveryStatus, attempts: number, lastStatusCode: number | null, lastError: string | null, payload: string, replayOf: string | null, nextAttemptAt: string }> } };

export type WebhooksTestReplayMutationVariables = Exact<{
  input: ReplayWebhookDeliveryInput;
}>;


export type WebhooksTestReplayMutation = { replayWebhookDelivery: { delivery: { id: string, status: WebhookDeliveryStatus, replayOf: string | null, messageId: string } | null, userErrors: Array<{ message: string }> } };

export type TestSignInMutationVariables = Exact<{
  input: SignInInput;
}>;


export type TestSignInMutation = { signIn: { viewer: { id: string, email: string, role: Role } | null } };

export type QuotesTestCreateMutationVariables = Exact<{
  input: CreateQuoteInput;
}>;


export type QuotesTestCreateMutation = { createQuote: { quote: { id: string, status: QuoteStatus, lines: Array<{ kind: QuoteLineKind, description: string, quantity: number, unitAmountCents: number, multiplier: number, amountCents: number }> } | null } };

export type QuotesTestUpdateMutationVariables = Exact<{
  input: UpdateQuoteInput;
}>;


export type QuotesTestUpdateMutation = { updateQuote: { quote: { id: string, status: QuoteStatus, taxRateMilliPercent: number, taxRateBasisPoints: number, discountCents: number, depositKind: DepositKind, depositValue: number, blockDateOnAcceptance: boolean, lines: Array<{ kind: QuoteLineKind, description: string, quantity: number, unitAmountCents: number, multiplier: number, amountCents: number }>, schedule: Array<{ dueDate: string, amountCents: number }>, totals: { subtotalCents: number, discountCents: number, taxCents: number, totalCents: number, depositCents: number } } | null } };

export type QuotesTestSendMutationVariables = Exact<{
  input: SendQuoteInput;
}>;


export type QuotesTestSendMutation = { sendQuote: { link: string | null, quote: { id: string, status: QuoteStatus, expiresAt: string | null } | null } };

export type QuotesTestWithdrawMutationVariables = Exact<{
  input: WithdrawQuoteInput;
}>;


export type QuotesTestWithdrawMutation = { withdrawQuote: { quote: { id: string, status: QuoteStatus } | null } };

export type QuotesTestRecordPaymentMutationVariables = Exact<{
  input: RecordPaymentInput;
}>;


export type QuotesTestRecordPaymentMutation = { recordPayment: { payment: { id: string, amountCents: number, receivedOn: string, method: PaymentMethod, note: string | null, provider: string | null, providerReference: string | null } | null, booking: { id: string, paymentSummary: { status: PaymentStatus, totalCents: number, paidCents: number, outstandingCents: number, overdueCents: number, nextDueDate: string | null, nextDueCents: number } } | null } };

export type QuotesTestDeletePaymentMutationVariables = Exact<{
  input: DeletePaymentInput;
}>;


export type QuotesTestDeletePaymentMutation = { deletePayment: { deletedId: string | null, booking: { id: string, paymentSummary: { status: PaymentStatus, paidCents: number } } | null } };

export type QuotesTestBookingQueryVariables = Exact<{
  id: string | number;
}>;


export type QuotesTestBookingQuery = { booking: { id: string, status: BookingStatus, datePremiumMultiplier: number, quotes: Array<{ id: string, status: QuoteStatus, acceptedName: string | null }>, payments: Array<{ id: string, amountCents: number }>, paymentSummary: { status: PaymentStatus, totalCents: number, paidCents: number, outstandingCents: number, overdueCents: number, nextDueDate: string | null, nextDueCents: number } } | null };

export type QuotesTestCancelBookingMutationVariables = Exact<{
  input: UpdateBookingStatusInput;
}>;


export type QuotesTestCancelBookingMutation = { updateBookingStatus: { booking: { id: string, status: BookingStatus } | null } };

export type QuotesTestDashboardQueryVariables = Exact<{ [key: string]: never; }>;


export type QuotesTestDashboardQuery = { dashboardOverview: { moneyDueThisMonthCents: number, moneyOverdueCents: number } };

export type QuotesTestReportsQueryVariables = Exact<{
  from: string;
  to: string;
}>;


export type QuotesTestReportsQuery = { reports: { moneyOutstanding: { totalCents: number, overdueCents: number, months: Array<{ month: string, dueCents: number }> } } };


export const OriginsSetDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"OriginsSet"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SetApiAllowedOriginsInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setApiAllowedOrigins"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"origins"}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<OriginsSetMutation, OriginsSetMutationVariables>;
export const BookingMoneyTestDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"BookingMoneyTest"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"booking"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"totalCostCents"}},{"kind":"Field","name":{"kind":"Name","value":"priceAgreed"}},{"kind":"Field","name":{"kind":"Name","value":"money"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"chargedCents"}},{"kind":"Field","name":{"kind":"Name","value":"agreedCents"}},{"kind":"Field","name":{"kind":"Name","value":"feesCents"}},{"kind":"Field","name":{"kind":"Name","value":"receivedCents"}},{"kind":"Field","name":{"kind":"Name","value":"refundedCents"}},{"kind":"Field","name":{"kind":"Name","value":"paidCents"}},{"kind":"Field","name":{"kind":"Name","value":"balanceCents"}},{"kind":"Field","name":{"kind":"Name","value":"dueCents"}},{"kind":"Field","name":{"kind":"Name","value":"creditCents"}}]}},{"kind":"Field","name":{"kind":"Name","value":"ledger"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"amountCents"}},{"kind":"Field","name":{"kind":"Name","value":"owedChangeCents"}},{"kind":"Field","name":{"kind":"Name","value":"balanceAfterCents"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"voidsEntryId"}},{"kind":"Field","name":{"kind":"Name","value":"voidedById"}},{"kind":"Field","name":{"kind":"Name","value":"method"}},{"kind":"Field","name":{"kind":"Name","value":"occurredOn"}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"actor"}},{"kind":"Field","name":{"kind":"Name","value":"actorName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"paymentSummary"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"totalCents"}},{"kind":"Field","name":{"kind":"Name","value":"paidCents"}},{"kind":"Field","name":{"kind":"Name","value":"outstandingCents"}},{"kind":"Field","name":{"kind":"Name","value":"creditCents"}}]}},{"kind":"Field","name":{"kind":"Name","value":"payments"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"amountCents"}},{"kind":"Field","name":{"kind":"Name","value":"receivedOn"}}]}},{"kind":"Field","name":{"kind":"Name","value":"cancellationTerms"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tier"}},{"kind":"Field","name":{"kind":"Name","value":"keptCents"}},{"kind":"Field","name":{"kind":"Name","value":"keptAs"}},{"kind":"Field","name":{"kind":"Name","value":"refundCents"}},{"kind":"Field","name":{"kind":"Name","value":"explanation"}}]}},{"kind":"Field","name":{"kind":"Name","value":"history"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"summary"}},{"kind":"Field","name":{"kind":"Name","value":"actor"}},{"kind":"Field","name":{"kind":"Name","value":"actorName"}},{"kind":"Field","name":{"kind":"Name","value":"fromStatus"}},{"kind":"Field","name":{"kind":"Name","value":"toStatus"}}]}}]}}]}}]} as unknown as DocumentNode<BookingMoneyTestQuery, BookingMoneyTestQueryVariables>;
export const BookingMoneyTestConfirmDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"BookingMoneyTestConfirm"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateBookingStatusInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateBookingStatus"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"booking"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]}}]} as unknown as DocumentNode<BookingMoneyTestConfirmMutation, BookingMoneyTestConfirmMutationVariables>;
export const BookingMoneyTestPayDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"BookingMoneyTestPay"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RecordPaymentInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"recordPayment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"payment"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"amountCents"}}]}},{"kind":"Field","name":{"kind":"Name","value":"creditCents"}},{"kind":"Field","name":{"kind":"Name","value":"booking"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"paymentSummary"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"creditCents"}}]}}]}}]}}]}}]} as unknown as DocumentNode<BookingMoneyTestPayMutation, BookingMoneyTestPayMutationVariables>;
export const BookingMoneyTestRefundDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"BookingMoneyTestRefund"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RecordRefundInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"recordRefund"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"entry"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"amountCents"}},{"kind":"Field","name":{"kind":"Name","value":"balanceAfterCents"}}]}},{"kind":"Field","name":{"kind":"Name","value":"booking"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"money"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"paidCents"}}]}}]}}]}}]}}]} as unknown as DocumentNode<BookingMoneyTestRefundMutation, BookingMoneyTestRefundMutationVariables>;
export const BookingMoneyTestVoidDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"BookingMoneyTestVoid"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"VoidLedgerEntryInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"voidLedgerEntry"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"entry"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"voidsEntryId"}},{"kind":"Field","name":{"kind":"Name","value":"note"}}]}},{"kind":"Field","name":{"kind":"Name","value":"booking"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"money"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"paidCents"}}]}}]}}]}}]}}]} as unknown as DocumentNode<BookingMoneyTestVoidMutation, BookingMoneyTestVoidMutationVariables>;
export const BookingMoneyTestDeleteDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"BookingMoneyTestDelete"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DeletePaymentInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deletePayment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deletedId"}},{"kind":"Field","name":{"kind":"Name","value":"booking"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"payments"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]}}]} as unknown as DocumentNode<BookingMoneyTestDeleteMutation, BookingMoneyTestDeleteMutationVariables>;
export const BookingMoneyTestCancelDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"BookingMoneyTestCancel"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CancelBookingInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cancelBooking"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"booking"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]}}]} as unknown as DocumentNode<BookingMoneyTestCancelMutation, BookingMoneyTestCancelMutationVariables>;
export const OverviewDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Overview"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"dashboardOverview"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"today"}},{"kind":"Field","name":{"kind":"Name","value":"pendingBookings"}},{"kind":"Field","name":{"kind":"Name","value":"confirmedBookings"}},{"kind":"Field","name":{"kind":"Name","value":"completedBookings"}},{"kind":"Field","name":{"kind":"Name","value":"cancelledBookings"}},{"kind":"Field","name":{"kind":"Name","value":"totalBookings"}},{"kind":"Field","name":{"kind":"Name","value":"totalRevenueCents"}},{"kind":"Field","name":{"kind":"Name","value":"newInquiries"}},{"kind":"Field","name":{"kind":"Name","value":"heldInquiries"}},{"kind":"Field","name":{"kind":"Name","value":"contentSections"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"total"}}]}},{"kind":"Field","name":{"kind":"Name","value":"galleryImages"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"total"}}]}},{"kind":"Field","name":{"kind":"Name","value":"heroSlides"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"active"}},{"kind":"Field","name":{"kind":"Name","value":"total"}}]}},{"kind":"Field","name":{"kind":"Name","value":"recentBookings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"clientName"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"upcomingBookings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"eventDate"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}},{"kind":"Field","name":{"kind":"Name","value":"recentContent"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"content"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pendingChangeCount"}}]}}]}}]} as unknown as DocumentNode<OverviewQuery, OverviewQueryVariables>;
export const EnumValuesUpdateBookingStatusDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"EnumValuesUpdateBookingStatus"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateBookingStatusInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateBookingStatus"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"booking"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"source"}},{"kind":"Field","name":{"kind":"Name","value":"allowedTransitions"}}]}}]}}]}}]} as unknown as DocumentNode<EnumValuesUpdateBookingStatusMutation, EnumValuesUpdateBookingStatusMutationVariables>;
export const EnumValuesOutboxDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"EnumValuesOutbox"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"status"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"OutboxStatus"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"outboxMessages"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"5"}},{"kind":"Argument","name":{"kind":"Name","value":"status"},"value":{"kind":"Variable","name":{"kind":"Name","value":"status"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"emailOutboxSummary"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mode"}}]}}]}}]} as unknown as DocumentNode<EnumValuesOutboxQuery, EnumValuesOutboxQueryVariables>;
export const FaqsTestPublicDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"FaqsTestPublic"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"faqs"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"question"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"sortOrder"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}}]}}]}}]} as unknown as DocumentNode<FaqsTestPublicQuery, FaqsTestPublicQueryVariables>;
export const FaqsTestAdminDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"FaqsTestAdmin"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminFaqs"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"question"}},{"kind":"Field","name":{"kind":"Name","value":"answer"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"sortOrder"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}}]}}]}}]} as unknown as DocumentNode<FaqsTestAdminQuery, FaqsTestAdminQueryVariables>;
export const FaqsTestCreateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"FaqsTestCreate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateFaqInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createFaq"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"faq"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"question"}},{"kind":"Field","name":{"kind":"Name","value":"answer"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"sortOrder"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}}]}}]}}]}}]} as unknown as DocumentNode<FaqsTestCreateMutation, FaqsTestCreateMutationVariables>;
export const FaqsTestUpdateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"FaqsTestUpdate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateFaqInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateFaq"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"faq"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"question"}},{"kind":"Field","name":{"kind":"Name","value":"answer"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}}]}}]}}]}}]} as unknown as DocumentNode<FaqsTestUpdateMutation, FaqsTestUpdateMutationVariables>;
export const FaqsTestDeleteDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"FaqsTestDelete"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DeleteFaqInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteFaq"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deletedId"}}]}}]}}]} as unknown as DocumentNode<FaqsTestDeleteMutation, FaqsTestDeleteMutationVariables>;
export const FaqsTestReorderDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"FaqsTestReorder"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ReorderFaqsInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reorderFaqs"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"faqs"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"sortOrder"}}]}}]}}]}}]} as unknown as DocumentNode<FaqsTestReorderMutation, FaqsTestReorderMutationVariables>;
export const FollowUpsTestListDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"FollowUpsTestList"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"followUps"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"sentTo"}},{"kind":"Field","name":{"kind":"Name","value":"enabled"}},{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"body"}},{"kind":"Field","name":{"kind":"Name","value":"days"}},{"kind":"Field","name":{"kind":"Name","value":"defaultSubject"}},{"kind":"Field","name":{"kind":"Name","value":"defaultBody"}},{"kind":"Field","name":{"kind":"Name","value":"defaultDays"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"placeholders"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"example"}}]}}]}}]}}]} as unknown as DocumentNode<FollowUpsTestListQuery, FollowUpsTestListQueryVariables>;
export const FollowUpsTestUpdateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"FollowUpsTestUpdate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateFollowUpInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateFollowUp"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"followUp"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"enabled"}},{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"body"}},{"kind":"Field","name":{"kind":"Name","value":"days"}}]}}]}}]}}]} as unknown as DocumentNode<FollowUpsTestUpdateMutation, FollowUpsTestUpdateMutationVariables>;
export const FollowUpsTestResetDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"FollowUpsTestReset"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ResetFollowUpInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resetFollowUp"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"followUp"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"enabled"}},{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"body"}},{"kind":"Field","name":{"kind":"Name","value":"days"}}]}}]}}]}}]} as unknown as DocumentNode<FollowUpsTestResetMutation, FollowUpsTestResetMutationVariables>;
export const FollowUpsTestPreviewDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"FollowUpsTestPreview"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PreviewFollowUpInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"previewFollowUp"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"html"}},{"kind":"Field","name":{"kind":"Name","value":"problem"}}]}}]}}]} as unknown as DocumentNode<FollowUpsTestPreviewQuery, FollowUpsTestPreviewQueryVariables>;
export const HoldsTestPlaceDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"HoldsTestPlace"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PlaceHoldInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"placeHold"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hold"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"startTime"}},{"kind":"Field","name":{"kind":"Name","value":"endTime"}},{"kind":"Field","name":{"kind":"Name","value":"clientName"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"isSecondOption"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"inquiry"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"booking"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]}}]} as unknown as DocumentNode<HoldsTestPlaceMutation, HoldsTestPlaceMutationVariables>;
export const HoldsTestReleaseDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"HoldsTestRelease"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ReleaseHoldInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"releaseHold"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hold"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"endedAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"promoted"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"clientEmail"}},{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"promotedAt"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}}]}}]}}]}}]} as unknown as DocumentNode<HoldsTestReleaseMutation, HoldsTestReleaseMutationVariables>;
export const HoldsTestExtendDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"HoldsTestExtend"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ExtendHoldInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"extendHold"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hold"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"reminderSentAt"}}]}}]}}]}}]} as unknown as DocumentNode<HoldsTestExtendMutation, HoldsTestExtendMutationVariables>;
export const HoldsTestListDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"HoldsTestList"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"from"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"LocalDate"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"to"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"LocalDate"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"includeEnded"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"holds"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"from"},"value":{"kind":"Variable","name":{"kind":"Name","value":"from"}}},{"kind":"Argument","name":{"kind":"Name","value":"to"},"value":{"kind":"Variable","name":{"kind":"Name","value":"to"}}},{"kind":"Argument","name":{"kind":"Name","value":"includeEnded"},"value":{"kind":"Variable","name":{"kind":"Name","value":"includeEnded"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"clientName"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"position"}}]}}]}}]} as unknown as DocumentNode<HoldsTestListQuery, HoldsTestListQueryVariables>;
export const HoldsTestForInquiryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"HoldsTestForInquiry"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"search"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"holdsForInquiry"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"inquiryId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}},{"kind":"Field","name":{"kind":"Name","value":"inquiries"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"search"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"1"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"activeHold"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"position"}}]}}]}}]}}]}}]} as unknown as DocumentNode<HoldsTestForInquiryQuery, HoldsTestForInquiryQueryVariables>;
export const HoldsTestStatusDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"HoldsTestStatus"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateBookingStatusInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateBookingStatus"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"booking"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"activeHold"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]}}]} as unknown as DocumentNode<HoldsTestStatusMutation, HoldsTestStatusMutationVariables>;
export const HoldsTestConfirmBlockDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"HoldsTestConfirmBlock"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ConfirmBookingAndBlockDateInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"confirmBookingAndBlockDate"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"booking"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]}}]} as unknown as DocumentNode<HoldsTestConfirmBlockMutation, HoldsTestConfirmBlockMutationVariables>;
export const HoldsTestMonthDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"HoldsTestMonth"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"month"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"YearMonth"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"calendarMonth"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"month"},"value":{"kind":"Variable","name":{"kind":"Name","value":"month"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"days"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"isHeld"}},{"kind":"Field","name":{"kind":"Name","value":"isBookable"}},{"kind":"Field","name":{"kind":"Name","value":"notes"}}]}}]}}]}}]} as unknown as DocumentNode<HoldsTestMonthQuery, HoldsTestMonthQueryVariables>;
export const IntakeCreateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"IntakeCreate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateInquiryInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createInquiry"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"inquiry"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"source"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<IntakeCreateMutation, IntakeCreateMutationVariables>;
export const IntakeImportDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"IntakeImport"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ImportInquiriesInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"importInquiries"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"importedCount"}},{"kind":"Field","name":{"kind":"Name","value":"inquiries"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"code"}}]}}]}}]}}]} as unknown as DocumentNode<IntakeImportMutation, IntakeImportMutationVariables>;
export const NoticesTestPlaceDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"NoticesTestPlace"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PlaceHoldInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"placeHold"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hold"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"position"}}]}}]}}]}}]} as unknown as DocumentNode<NoticesTestPlaceMutation, NoticesTestPlaceMutationVariables>;
export const NoticesTestOthersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"NoticesTestOthers"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"bookingId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"othersOnSlot"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"bookingId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"bookingId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"others"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"clientName"}},{"kind":"Field","name":{"kind":"Name","value":"clientEmail"}},{"kind":"Field","name":{"kind":"Name","value":"holdPosition"}},{"kind":"Field","name":{"kind":"Name","value":"openQuoteStatuses"}},{"kind":"Field","name":{"kind":"Name","value":"description"}}]}},{"kind":"Field","name":{"kind":"Name","value":"defaultSubject"}},{"kind":"Field","name":{"kind":"Name","value":"defaultBody"}},{"kind":"Field","name":{"kind":"Name","value":"placeholders"}}]}}]}}]} as unknown as DocumentNode<NoticesTestOthersQuery, NoticesTestOthersQueryVariables>;
export const NoticesTestStatusDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"NoticesTestStatus"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateBookingStatusInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateBookingStatus"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"booking"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<NoticesTestStatusMutation, NoticesTestStatusMutationVariables>;
export const NoticesTestListDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"NoticesTestList"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ownerNotices"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"unread"}},{"kind":"Field","name":{"kind":"Name","value":"notices"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"body"}},{"kind":"Field","name":{"kind":"Name","value":"offeredAt"}},{"kind":"Field","name":{"kind":"Name","value":"readAt"}},{"kind":"Field","name":{"kind":"Name","value":"offer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"clientName"}},{"kind":"Field","name":{"kind":"Name","value":"date"}}]}}]}}]}}]}}]} as unknown as DocumentNode<NoticesTestListQuery, NoticesTestListQueryVariables>;
export const NoticesTestOfferDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"NoticesTestOffer"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"OfferDateBackInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"offerDateBack"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"notice"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"offeredAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<NoticesTestOfferMutation, NoticesTestOfferMutationVariables>;
export const NoticesTestReadDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"NoticesTestRead"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"MarkOwnerNoticesReadInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"markOwnerNoticesRead"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"marked"}}]}}]}}]} as unknown as DocumentNode<NoticesTestReadMutation, NoticesTestReadMutationVariables>;
export const NoticesTestAlertsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"NoticesTestAlerts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ownerAlerts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"enabled"}}]}}]}}]} as unknown as DocumentNode<NoticesTestAlertsQuery, NoticesTestAlertsQueryVariables>;
export const NoticesTestSetAlertDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"NoticesTestSetAlert"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SetOwnerAlertInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setOwnerAlert"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"alert"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"enabled"}}]}}]}}]}}]} as unknown as DocumentNode<NoticesTestSetAlertMutation, NoticesTestSetAlertMutationVariables>;
export const NoticesTestTimelineDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"NoticesTestTimeline"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"inquiryId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"bookingId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"timeline"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"inquiryId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"inquiryId"}}},{"kind":"Argument","name":{"kind":"Name","value":"bookingId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"bookingId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"summary"}},{"kind":"Field","name":{"kind":"Name","value":"actor"}},{"kind":"Field","name":{"kind":"Name","value":"actorName"}},{"kind":"Field","name":{"kind":"Name","value":"email"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"to"}},{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]}}]} as unknown as DocumentNode<NoticesTestTimelineQuery, NoticesTestTimelineQueryVariables>;
export const QuotesTestQuoteDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"QuotesTestQuote"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"quote"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"lines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"description"}}]}},{"kind":"Field","name":{"kind":"Name","value":"schedule"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amountCents"}}]}}]}}]}}]} as unknown as DocumentNode<QuotesTestQuoteQuery, QuotesTestQuoteQueryVariables>;
export const QuotesTestQuoteAgainDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"QuotesTestQuoteAgain"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"quote"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"lines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"description"}}]}},{"kind":"Field","name":{"kind":"Name","value":"schedule"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amountCents"}}]}}]}}]}}]} as unknown as DocumentNode<QuotesTestQuoteAgainQuery, QuotesTestQuoteAgainQueryVariables>;
export const SalesPathSubmitDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SalesPathSubmit"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SubmitInquiryInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"submitInquiry"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"inquiry"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"source"}}]}}]}}]}}]} as unknown as DocumentNode<SalesPathSubmitMutation, SalesPathSubmitMutationVariables>;
export const SalesPathSetSourceDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SalesPathSetSource"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateInquirySourceInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateInquirySource"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"inquiry"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"source"}}]}}]}}]}}]} as unknown as DocumentNode<SalesPathSetSourceMutation, SalesPathSetSourceMutationVariables>;
export const SalesPathInquiriesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SalesPathInquiries"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"search"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"inquiries"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"search"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"5"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"source"}}]}}]}}]}}]} as unknown as DocumentNode<SalesPathInquiriesQuery, SalesPathInquiriesQueryVariables>;
export const SalesPathReportsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SalesPathReports"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"from"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"YearMonth"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"to"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"YearMonth"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reports"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"from"},"value":{"kind":"Variable","name":{"kind":"Name","value":"from"}}},{"kind":"Argument","name":{"kind":"Name","value":"to"},"value":{"kind":"Variable","name":{"kind":"Name","value":"to"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"conversionRate"}},{"kind":"Field","name":{"kind":"Name","value":"conversionBySource"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"source"}},{"kind":"Field","name":{"kind":"Name","value":"inquiries"}},{"kind":"Field","name":{"kind":"Name","value":"convertedInquiries"}},{"kind":"Field","name":{"kind":"Name","value":"conversionRate"}}]}}]}}]}}]} as unknown as DocumentNode<SalesPathReportsQuery, SalesPathReportsQueryVariables>;
export const SalesPathBookingsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SalesPathBookings"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"search"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"bookings"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"search"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"paymentSummary"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"nextDueDate"}},{"kind":"Field","name":{"kind":"Name","value":"overdueCents"}}]}}]}}]}}]}}]} as unknown as DocumentNode<SalesPathBookingsQuery, SalesPathBookingsQueryVariables>;
export const SalesPathQuoteFromInquiryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SalesPathQuoteFromInquiry"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateQuoteFromInquiryInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createQuoteFromInquiry"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"created"}},{"kind":"Field","name":{"kind":"Name","value":"quote"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"inquiryId"}},{"kind":"Field","name":{"kind":"Name","value":"bookingId"}},{"kind":"Field","name":{"kind":"Name","value":"lines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"description"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"booking"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"source"}},{"kind":"Field","name":{"kind":"Name","value":"inquiryId"}},{"kind":"Field","name":{"kind":"Name","value":"eventDate"}}]}}]}}]}}]} as unknown as DocumentNode<SalesPathQuoteFromInquiryMutation, SalesPathQuoteFromInquiryMutationVariables>;
export const SalesPathUpdateQuoteDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SalesPathUpdateQuote"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateQuoteInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateQuote"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"quote"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"totals"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCents"}}]}}]}}]}}]}}]} as unknown as DocumentNode<SalesPathUpdateQuoteMutation, SalesPathUpdateQuoteMutationVariables>;
export const SalesPathSendQuoteDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SalesPathSendQuote"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SendQuoteInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sendQuote"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"link"}}]}}]}}]} as unknown as DocumentNode<SalesPathSendQuoteMutation, SalesPathSendQuoteMutationVariables>;
export const SalesPathRevenueDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SalesPathRevenue"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"month"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"YearMonth"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reports"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"from"},"value":{"kind":"Variable","name":{"kind":"Name","value":"month"}}},{"kind":"Argument","name":{"kind":"Name","value":"to"},"value":{"kind":"Variable","name":{"kind":"Name","value":"month"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalRevenueCents"}},{"kind":"Field","name":{"kind":"Name","value":"months"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"bookings"}},{"kind":"Field","name":{"kind":"Name","value":"revenueCents"}}]}}]}}]}}]} as unknown as DocumentNode<SalesPathRevenueQuery, SalesPathRevenueQueryVariables>;
export const SpecialDatesPageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SpecialDatesPage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"last"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"before"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"from"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"LocalDate"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"to"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"LocalDate"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"status"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"SpecialDateStatus"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"specialDates"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}},{"kind":"Argument","name":{"kind":"Name","value":"last"},"value":{"kind":"Variable","name":{"kind":"Name","value":"last"}}},{"kind":"Argument","name":{"kind":"Name","value":"before"},"value":{"kind":"Variable","name":{"kind":"Name","value":"before"}}},{"kind":"Argument","name":{"kind":"Name","value":"from"},"value":{"kind":"Variable","name":{"kind":"Name","value":"from"}}},{"kind":"Argument","name":{"kind":"Name","value":"to"},"value":{"kind":"Variable","name":{"kind":"Name","value":"to"}}},{"kind":"Argument","name":{"kind":"Name","value":"status"},"value":{"kind":"Variable","name":{"kind":"Name","value":"status"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}},{"kind":"Field","name":{"kind":"Name","value":"edges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cursor"}},{"kind":"Field","name":{"kind":"Name","value":"node"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"hasPreviousPage"}},{"kind":"Field","name":{"kind":"Name","value":"startCursor"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}}]}}]}}]} as unknown as DocumentNode<SpecialDatesPageQuery, SpecialDatesPageQueryVariables>;
export const SyncBookingsSinceDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SyncBookingsSince"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"since"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"DateTime"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"bookings"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"2"}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}},{"kind":"Argument","name":{"kind":"Name","value":"updatedSince"},"value":{"kind":"Variable","name":{"kind":"Name","value":"since"}}},{"kind":"Argument","name":{"kind":"Name","value":"orderBy"},"value":{"kind":"EnumValue","value":"UPDATED_AT_ASC"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"clientName"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}},{"kind":"Field","name":{"kind":"Name","value":"totalCount"}}]}}]}}]} as unknown as DocumentNode<SyncBookingsSinceQuery, SyncBookingsSinceQueryVariables>;
export const SyncNodesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SyncNodes"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"ids"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"ids"},"value":{"kind":"Variable","name":{"kind":"Name","value":"ids"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Booking"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"clientName"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Inquiry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Faq"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"question"}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SpecialDate"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"date"}}]}}]}}]}}]} as unknown as DocumentNode<SyncNodesQuery, SyncNodesQueryVariables>;
export const SyncTombstonesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SyncTombstones"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"since"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"DateTime"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"types"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RecordType"}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tombstones"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"deletedSince"},"value":{"kind":"Variable","name":{"kind":"Name","value":"since"}}},{"kind":"Argument","name":{"kind":"Name","value":"types"},"value":{"kind":"Variable","name":{"kind":"Name","value":"types"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"100"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"deletedAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"totalCount"}}]}}]}}]} as unknown as DocumentNode<SyncTombstonesQuery, SyncTombstonesQueryVariables>;
export const SyncNoteBookingDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SyncNoteBooking"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateBookingInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateBooking"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"booking"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]} as unknown as DocumentNode<SyncNoteBookingMutation, SyncNoteBookingMutationVariables>;
export const SyncFaqsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SyncFaqs"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"since"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"DateTime"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminFaqs"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"updatedSince"},"value":{"kind":"Variable","name":{"kind":"Name","value":"since"}}},{"kind":"Argument","name":{"kind":"Name","value":"orderBy"},"value":{"kind":"EnumValue","value":"UPDATED_AT_DESC"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<SyncFaqsQuery, SyncFaqsQueryVariables>;
export const SyncHoldsNoRangeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SyncHoldsNoRange"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"holds"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]} as unknown as DocumentNode<SyncHoldsNoRangeQuery, SyncHoldsNoRangeQueryVariables>;
export const SyncHoldsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SyncHolds"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"since"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"DateTime"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"holds"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"updatedSince"},"value":{"kind":"Variable","name":{"kind":"Name","value":"since"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]}}]} as unknown as DocumentNode<SyncHoldsQuery, SyncHoldsQueryVariables>;
export const SyncNodeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SyncNode"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"node"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Booking"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"clientName"}}]}}]}}]}}]} as unknown as DocumentNode<SyncNodeQuery, SyncNodeQueryVariables>;
export const SyncInquiryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SyncInquiry"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"inquiry"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]}}]} as unknown as DocumentNode<SyncInquiryQuery, SyncInquiryQueryVariables>;
export const SyncDeleteFaqDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SyncDeleteFaq"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DeleteFaqInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteFaq"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deletedId"}}]}}]}}]} as unknown as DocumentNode<SyncDeleteFaqMutation, SyncDeleteFaqMutationVariables>;
export const SyncLiveBookingDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SyncLiveBooking"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateBookingInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateBooking"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"booking"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]} as unknown as DocumentNode<SyncLiveBookingMutation, SyncLiveBookingMutationVariables>;
export const TermsTestReadDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TermsTestRead"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"bookingTerms"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"paymentGraceDays"}},{"kind":"Field","name":{"kind":"Name","value":"quoteTerms"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]}}]} as unknown as DocumentNode<TermsTestReadQuery, TermsTestReadQueryVariables>;
export const TermsTestUpdateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TermsTestUpdate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateBookingTermsInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateBookingTerms"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"bookingTerms"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"paymentGraceDays"}},{"kind":"Field","name":{"kind":"Name","value":"quoteTerms"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]}}]}}]} as unknown as DocumentNode<TermsTestUpdateMutation, TermsTestUpdateMutationVariables>;
export const VersionsTestAlertsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"VersionsTestAlerts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ownerAlerts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"enabled"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]}}]} as unknown as DocumentNode<VersionsTestAlertsQuery, VersionsTestAlertsQueryVariables>;
export const VersionsTestSetAlertDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"VersionsTestSetAlert"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SetOwnerAlertInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setOwnerAlert"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"alert"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"enabled"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]}}]}}]} as unknown as DocumentNode<VersionsTestSetAlertMutation, VersionsTestSetAlertMutationVariables>;
export const VersionsTestProfileDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"VersionsTestProfile"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"viewer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"profileVersion"}}]}}]}}]} as unknown as DocumentNode<VersionsTestProfileQuery, VersionsTestProfileQueryVariables>;
export const VersionsTestUpdateProfileDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"VersionsTestUpdateProfile"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateProfileInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateProfile"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"viewer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"displayName"}},{"kind":"Field","name":{"kind":"Name","value":"profileVersion"}}]}}]}}]}}]} as unknown as DocumentNode<VersionsTestUpdateProfileMutation, VersionsTestUpdateProfileMutationVariables>;
export const VersionsTestOriginsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"VersionsTestOrigins"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"apiAllowedOrigins"}},{"kind":"Field","name":{"kind":"Name","value":"apiAllowedOriginsVersion"}}]}}]} as unknown as DocumentNode<VersionsTestOriginsQuery, VersionsTestOriginsQueryVariables>;
export const VersionsTestSetOriginsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"VersionsTestSetOrigins"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SetApiAllowedOriginsInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setApiAllowedOrigins"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"origins"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<VersionsTestSetOriginsMutation, VersionsTestSetOriginsMutationVariables>;
export const VersionsTestOriginVersionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"VersionsTestOriginVersions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"savedVersions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"kind"},"value":{"kind":"EnumValue","value":"API_ALLOWED_ORIGINS"}},{"kind":"Argument","name":{"kind":"Name","value":"recordId"},"value":{"kind":"StringValue","value":"api_allowed_origins","block":false}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"savedBy"}},{"kind":"Field","name":{"kind":"Name","value":"values"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}}]}}]}}]}}]} as unknown as DocumentNode<VersionsTestOriginVersionsQuery, VersionsTestOriginVersionsQueryVariables>;
export const VersionsTestInquiryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"VersionsTestInquiry"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"inquiry"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"source"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]}}]} as unknown as DocumentNode<VersionsTestInquiryQuery, VersionsTestInquiryQueryVariables>;
export const VersionsTestInquiryStatusDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"VersionsTestInquiryStatus"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateInquiryStatusInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateInquiryStatus"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"inquiry"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]}}]}}]} as unknown as DocumentNode<VersionsTestInquiryStatusMutation, VersionsTestInquiryStatusMutationVariables>;
export const VersionsTestInquirySourceDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"VersionsTestInquirySource"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateInquirySourceInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateInquirySource"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"inquiry"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"source"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]}}]}}]} as unknown as DocumentNode<VersionsTestInquirySourceMutation, VersionsTestInquirySourceMutationVariables>;
export const VersionsTestInquiryReplyDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"VersionsTestInquiryReply"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RecordInquiryReplyInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"recordInquiryReply"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"inquiry"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]}}]}}]} as unknown as DocumentNode<VersionsTestInquiryReplyMutation, VersionsTestInquiryReplyMutationVariables>;
export const VersionsTestCreateFaqDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"VersionsTestCreateFaq"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateFaqInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createFaq"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"faq"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]}}]}}]} as unknown as DocumentNode<VersionsTestCreateFaqMutation, VersionsTestCreateFaqMutationVariables>;
export const VersionsTestUpdateFaqDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"VersionsTestUpdateFaq"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateFaqInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateFaq"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"faq"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"answer"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]}}]}}]} as unknown as DocumentNode<VersionsTestUpdateFaqMutation, VersionsTestUpdateFaqMutationVariables>;
export const VersionsTestSavedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"VersionsTestSaved"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"kind"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"RecordKind"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"recordId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"savedVersions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"kind"},"value":{"kind":"Variable","name":{"kind":"Name","value":"kind"}}},{"kind":"Argument","name":{"kind":"Name","value":"recordId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"recordId"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"recordId"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"change"}},{"kind":"Field","name":{"kind":"Name","value":"summary"}},{"kind":"Field","name":{"kind":"Name","value":"savedBy"}},{"kind":"Field","name":{"kind":"Name","value":"values"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}},{"kind":"Field","name":{"kind":"Name","value":"fieldChanges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"oldValue"}},{"kind":"Field","name":{"kind":"Name","value":"newValue"}}]}},{"kind":"Field","name":{"kind":"Name","value":"newValues"}},{"kind":"Field","name":{"kind":"Name","value":"oldValues"}}]}}]}}]}}]} as unknown as DocumentNode<VersionsTestSavedQuery, VersionsTestSavedQueryVariables>;
export const VersionsTestUpdateBookingDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"VersionsTestUpdateBooking"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateBookingInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateBooking"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"booking"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"adminNotes"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]}}]}}]} as unknown as DocumentNode<VersionsTestUpdateBookingMutation, VersionsTestUpdateBookingMutationVariables>;
export const VersionsTestCreateQuoteDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"VersionsTestCreateQuote"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateQuoteInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createQuote"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"quote"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]}}]}}]} as unknown as DocumentNode<VersionsTestCreateQuoteMutation, VersionsTestCreateQuoteMutationVariables>;
export const VersionsTestUpdateQuoteDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"VersionsTestUpdateQuote"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateQuoteInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateQuote"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"quote"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]}}]}}]} as unknown as DocumentNode<VersionsTestUpdateQuoteMutation, VersionsTestUpdateQuoteMutationVariables>;
export const VersionsTestSiteDetailsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"VersionsTestSiteDetails"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateSiteDetailsInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateSiteDetails"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"branding"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"siteTitle"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]}}]}}]} as unknown as DocumentNode<VersionsTestSiteDetailsMutation, VersionsTestSiteDetailsMutationVariables>;
export const VersionsTestFollowUpDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"VersionsTestFollowUp"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateFollowUpInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateFollowUp"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"followUp"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"body"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]}}]}}]} as unknown as DocumentNode<VersionsTestFollowUpMutation, VersionsTestFollowUpMutationVariables>;
export const VersionsTestDeleteFaqDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"VersionsTestDeleteFaq"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DeleteFaqInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteFaq"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deletedId"}}]}}]}}]} as unknown as DocumentNode<VersionsTestDeleteFaqMutation, VersionsTestDeleteFaqMutationVariables>;
export const VersionsTestReorderFaqsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"VersionsTestReorderFaqs"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ReorderFaqsInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reorderFaqs"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"faqs"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]}}]}}]} as unknown as DocumentNode<VersionsTestReorderFaqsMutation, VersionsTestReorderFaqsMutationVariables>;
export const VersionsTestAdminFaqsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"VersionsTestAdminFaqs"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminFaqs"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]}}]} as unknown as DocumentNode<VersionsTestAdminFaqsQuery, VersionsTestAdminFaqsQueryVariables>;
export const VersionsTestCreateImageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"VersionsTestCreateImage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateGalleryImageInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createGalleryImage"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"galleryImage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]}}]}}]} as unknown as DocumentNode<VersionsTestCreateImageMutation, VersionsTestCreateImageMutationVariables>;
export const VersionsTestSwitchImageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"VersionsTestSwitchImage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SetGalleryImageActiveInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setGalleryImageActive"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"galleryImage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"isActive"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]}}]}}]} as unknown as DocumentNode<VersionsTestSwitchImageMutation, VersionsTestSwitchImageMutationVariables>;
export const VersionsTestUpdateImageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"VersionsTestUpdateImage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateGalleryImageInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateGalleryImage"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"galleryImage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]}}]}}]} as unknown as DocumentNode<VersionsTestUpdateImageMutation, VersionsTestUpdateImageMutationVariables>;
export const WebhooksTestCreateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"WebhooksTestCreate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateWebhookEndpointInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createWebhookEndpoint"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"secret"}},{"kind":"Field","name":{"kind":"Name","value":"endpoint"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"eventTypes"}},{"kind":"Field","name":{"kind":"Name","value":"enabled"}},{"kind":"Field","name":{"kind":"Name","value":"secretHint"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<WebhooksTestCreateMutation, WebhooksTestCreateMutationVariables>;
export const WebhooksTestLogDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"WebhooksTestLog"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"endpointId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"webhookEndpoints"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"pendingDeliveries"}},{"kind":"Field","name":{"kind":"Name","value":"failedDeliveries"}},{"kind":"Field","name":{"kind":"Name","value":"lastDelivery"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"webhookDeliveries"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"endpointId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"endpointId"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"10"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"messageId"}},{"kind":"Field","name":{"kind":"Name","value":"eventType"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"attempts"}},{"kind":"Field","name":{"kind":"Name","value":"lastStatusCode"}},{"kind":"Field","name":{"kind":"Name","value":"lastError"}},{"kind":"Field","name":{"kind":"Name","value":"payload"}},{"kind":"Field","name":{"kind":"Name","value":"replayOf"}},{"kind":"Field","name":{"kind":"Name","value":"nextAttemptAt"}}]}}]}}]}}]} as unknown as DocumentNode<WebhooksTestLogQuery, WebhooksTestLogQueryVariables>;
export const WebhooksTestReplayDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"WebhooksTestReplay"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ReplayWebhookDeliveryInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"replayWebhookDelivery"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"delivery"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"replayOf"}},{"kind":"Field","name":{"kind":"Name","value":"messageId"}}]}},{"kind":"Field","name":{"kind":"Name","value":"userErrors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<WebhooksTestReplayMutation, WebhooksTestReplayMutationVariables>;
export const TestSignInDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TestSignIn"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SignInInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"signIn"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"viewer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"role"}}]}}]}}]}}]} as unknown as DocumentNode<TestSignInMutation, TestSignInMutationVariables>;
export const QuotesTestCreateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"QuotesTestCreate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateQuoteInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createQuote"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"quote"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"lines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"unitAmountCents"}},{"kind":"Field","name":{"kind":"Name","value":"multiplier"}},{"kind":"Field","name":{"kind":"Name","value":"amountCents"}}]}}]}}]}}]}}]} as unknown as DocumentNode<QuotesTestCreateMutation, QuotesTestCreateMutationVariables>;
export const QuotesTestUpdateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"QuotesTestUpdate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateQuoteInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateQuote"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"quote"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"taxRateMilliPercent"}},{"kind":"Field","name":{"kind":"Name","value":"taxRateBasisPoints"}},{"kind":"Field","name":{"kind":"Name","value":"discountCents"}},{"kind":"Field","name":{"kind":"Name","value":"depositKind"}},{"kind":"Field","name":{"kind":"Name","value":"depositValue"}},{"kind":"Field","name":{"kind":"Name","value":"blockDateOnAcceptance"}},{"kind":"Field","name":{"kind":"Name","value":"lines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"unitAmountCents"}},{"kind":"Field","name":{"kind":"Name","value":"multiplier"}},{"kind":"Field","name":{"kind":"Name","value":"amountCents"}}]}},{"kind":"Field","name":{"kind":"Name","value":"schedule"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"dueDate"}},{"kind":"Field","name":{"kind":"Name","value":"amountCents"}}]}},{"kind":"Field","name":{"kind":"Name","value":"totals"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"subtotalCents"}},{"kind":"Field","name":{"kind":"Name","value":"discountCents"}},{"kind":"Field","name":{"kind":"Name","value":"taxCents"}},{"kind":"Field","name":{"kind":"Name","value":"totalCents"}},{"kind":"Field","name":{"kind":"Name","value":"depositCents"}}]}}]}}]}}]}}]} as unknown as DocumentNode<QuotesTestUpdateMutation, QuotesTestUpdateMutationVariables>;
export const QuotesTestSendDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"QuotesTestSend"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SendQuoteInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sendQuote"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"link"}},{"kind":"Field","name":{"kind":"Name","value":"quote"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}}]}}]}}]}}]} as unknown as DocumentNode<QuotesTestSendMutation, QuotesTestSendMutationVariables>;
export const QuotesTestWithdrawDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"QuotesTestWithdraw"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"WithdrawQuoteInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"withdrawQuote"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"quote"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]}}]} as unknown as DocumentNode<QuotesTestWithdrawMutation, QuotesTestWithdrawMutationVariables>;
export const QuotesTestRecordPaymentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"QuotesTestRecordPayment"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RecordPaymentInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"recordPayment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"payment"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"amountCents"}},{"kind":"Field","name":{"kind":"Name","value":"receivedOn"}},{"kind":"Field","name":{"kind":"Name","value":"method"}},{"kind":"Field","name":{"kind":"Name","value":"note"}},{"kind":"Field","name":{"kind":"Name","value":"provider"}},{"kind":"Field","name":{"kind":"Name","value":"providerReference"}}]}},{"kind":"Field","name":{"kind":"Name","value":"booking"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"paymentSummary"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"totalCents"}},{"kind":"Field","name":{"kind":"Name","value":"paidCents"}},{"kind":"Field","name":{"kind":"Name","value":"outstandingCents"}},{"kind":"Field","name":{"kind":"Name","value":"overdueCents"}},{"kind":"Field","name":{"kind":"Name","value":"nextDueDate"}},{"kind":"Field","name":{"kind":"Name","value":"nextDueCents"}}]}}]}}]}}]}}]} as unknown as DocumentNode<QuotesTestRecordPaymentMutation, QuotesTestRecordPaymentMutationVariables>;
export const QuotesTestDeletePaymentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"QuotesTestDeletePayment"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DeletePaymentInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deletePayment"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deletedId"}},{"kind":"Field","name":{"kind":"Name","value":"booking"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"paymentSummary"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"paidCents"}}]}}]}}]}}]}}]} as unknown as DocumentNode<QuotesTestDeletePaymentMutation, QuotesTestDeletePaymentMutationVariables>;
export const QuotesTestBookingDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"QuotesTestBooking"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"booking"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"datePremiumMultiplier"}},{"kind":"Field","name":{"kind":"Name","value":"quotes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"acceptedName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"payments"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"amountCents"}}]}},{"kind":"Field","name":{"kind":"Name","value":"paymentSummary"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"totalCents"}},{"kind":"Field","name":{"kind":"Name","value":"paidCents"}},{"kind":"Field","name":{"kind":"Name","value":"outstandingCents"}},{"kind":"Field","name":{"kind":"Name","value":"overdueCents"}},{"kind":"Field","name":{"kind":"Name","value":"nextDueDate"}},{"kind":"Field","name":{"kind":"Name","value":"nextDueCents"}}]}}]}}]}}]} as unknown as DocumentNode<QuotesTestBookingQuery, QuotesTestBookingQueryVariables>;
export const QuotesTestCancelBookingDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"QuotesTestCancelBooking"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateBookingStatusInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateBookingStatus"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"booking"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]}}]} as unknown as DocumentNode<QuotesTestCancelBookingMutation, QuotesTestCancelBookingMutationVariables>;
export const QuotesTestDashboardDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"QuotesTestDashboard"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"dashboardOverview"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"moneyDueThisMonthCents"}},{"kind":"Field","name":{"kind":"Name","value":"moneyOverdueCents"}}]}}]}}]} as unknown as DocumentNode<QuotesTestDashboardQuery, QuotesTestDashboardQueryVariables>;
export const QuotesTestReportsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"QuotesTestReports"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"from"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"YearMonth"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"to"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"YearMonth"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reports"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"from"},"value":{"kind":"Variable","name":{"kind":"Name","value":"from"}}},{"kind":"Argument","name":{"kind":"Name","value":"to"},"value":{"kind":"Variable","name":{"kind":"Name","value":"to"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"moneyOutstanding"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCents"}},{"kind":"Field","name":{"kind":"Name","value":"overdueCents"}},{"kind":"Field","name":{"kind":"Name","value":"months"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"month"}},{"kind":"Field","name":{"kind":"Name","value":"dueCents"}}]}}]}}]}}]}}]} as unknown as DocumentNode<QuotesTestReportsQuery, QuotesTestReportsQueryVariables>;