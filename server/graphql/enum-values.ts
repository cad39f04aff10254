import { BLOCK_TYPE_VALUES, WEEKDAY_VALUES } from '../../shared/calendar.ts';
import { FAQ_CATEGORY_VALUES, GALLERY_CATEGORY_VALUES } from '../../shared/content.ts';
import { enumValuesOf } from '../../shared/enums.ts';
import { EVENT_TYPE_VALUES, TIME_SLOT_VALUES } from '../../shared/events.ts';
import { INQUIRY_SOURCE_VALUES } from '../../shared/inquiries.ts';
import { INQUIRY_LOST_REASONS, INQUIRY_OUTCOMES, INQUIRY_STAGES } from '../../shared/inquiry-outcome.ts';
import { FOLLOW_UP_KIND_VALUES } from '../../shared/followups.ts';
import { HOLD_STATUSES } from '../../shared/holds.ts';
import { OWNER_ALERT_KINDS, OWNER_NOTICE_KINDS } from '../../shared/notices.ts';
import { TIMELINE_ACTORS, TIMELINE_KINDS } from '../../shared/timeline.ts';
import { SITE_SETTINGS_KEYS } from '../../shared/settings.ts';
import { DEPOSIT_KINDS, PAYMENT_METHODS, QUOTE_LINE_KINDS, QUOTE_STATUSES } from '../../shared/quotes.ts';
import { PAYMENT_STATUSES, SCHEDULE_DUE_RULES } from '../../shared/payment-schedule.ts';
import { RECORD_KINDS, SAVED_VERSION_CHANGES } from '../../shared/versions.ts';
import { LEDGER_ACTORS, LEDGER_KINDS, LEDGER_REASONS } from '../../shared/ledger.ts';
import { CANCELLATION_KEEPS, KEPT_AS } from '../../shared/cancellation.ts';
import { WEBHOOK_DELIVERY_STATUSES, WEBHOOK_EVENT_TYPE_VALUES } from '../../shared/webhooks.ts';
import { ROLES } from '../db/schema/accounts.ts';
import { API_TOKEN_SCOPES } from '../../shared/api-tokens.ts';
import { BOOKING_SOURCES, BOOKING_STATUSES } from '../db/schema/bookings.ts';
import { SPECIAL_DATE_STATUSES } from '../db/schema/calendar.ts';
import { CONTENT_SECTION_TYPES } from '../db/schema/content.ts';
import { INQUIRY_STATUSES } from '../db/schema/inquiries.ts';
import { CHANGE_STATUSES, CHANGE_TYPES, STAGED_TABLES } from '../db/schema/publishing.ts';
import { EMAIL_DELIVERY_MODES, OUTBOX_STATUSES } from '../db/schema/email.ts';
import { SYNCED_RECORDS } from '../modules/sync/index.ts';

/*
 * Each GraphQL enum whose values differ from what the database stores, mapped value by value.
 * codegen.ts gives these maps to graphql-codegen's `enumValues`, so the generated resolver types
 * speak stored values; buildSchema (schema.ts) installs them as enum resolvers, so graphql-js turns
 * `WEDDING` into 'Wedding' (and `PENDING` into 'pending') on the way in and back on the way out.
 * No resolver converts by hand: a new enum over a stored value list is one line here.
 * Enums that are not stored (DayStatus, orders, token and diagnostic statuses) keep their names.
 */
export const ENUM_VALUES = {
  EventType: EVENT_TYPE_VALUES,
  TimeSlot: TIME_SLOT_VALUES,
  Weekday: WEEKDAY_VALUES,
  BlockType: BLOCK_TYPE_VALUES,
  FaqCategory: FAQ_CATEGORY_VALUES,
  GalleryCategory: GALLERY_CATEGORY_VALUES,
  InquirySource: INQUIRY_SOURCE_VALUES,
  FollowUpKind: FOLLOW_UP_KIND_VALUES,
  OwnerNoticeKind: enumValuesOf(OWNER_NOTICE_KINDS),
  OwnerAlertKind: enumValuesOf(OWNER_ALERT_KINDS),
  TimelineKind: enumValuesOf(TIMELINE_KINDS),
  TimelineActor: enumValuesOf(TIMELINE_ACTORS),

  Role: enumValuesOf(ROLES),
  ApiTokenScope: enumValuesOf(API_TOKEN_SCOPES),
  BookingStatus: enumValuesOf(BOOKING_STATUSES),
  BookingSource: enumValuesOf(BOOKING_SOURCES),
  InquiryStatus: enumValuesOf(INQUIRY_STATUSES),
  InquiryOutcome: enumValuesOf(INQUIRY_OUTCOMES),
  InquiryStage: enumValuesOf(INQUIRY_STAGES),
  InquiryLostReason: enumValuesOf(INQUIRY_LOST_REASONS),
  OutboxStatus: enumValuesOf(OUTBOX_STATUSES),
  EmailDeliveryMode: enumValuesOf(EMAIL_DELIVERY_MODES),
  SpecialDateStatus: enumValuesOf(SPECIAL_DATE_STATUSES),
  ContentSectionType: enumValuesOf(CONTENT_SECTION_TYPES),
  ContentTable: enumValuesOf(STAGED_TABLES),
  ContentChangeType: enumValuesOf(CHANGE_TYPES),
  ContentChangeStatus: enumValuesOf(CHANGE_STATUSES),
  HoldStatus: enumValuesOf(HOLD_STATUSES),
  QuoteStatus: enumValuesOf(QUOTE_STATUSES),
  QuoteLineKind: enumValuesOf(QUOTE_LINE_KINDS),
  DepositKind: enumValuesOf(DEPOSIT_KINDS),
  PaymentMethod: enumValuesOf(PAYMENT_METHODS),
  PaymentStatus: enumValuesOf(PAYMENT_STATUSES),
  PaymentDueRule: enumValuesOf(SCHEDULE_DUE_RULES),
  LedgerEntryKind: enumValuesOf(LEDGER_KINDS),
  LedgerEntryReason: enumValuesOf(LEDGER_REASONS),
  LedgerActor: enumValuesOf(LEDGER_ACTORS),
  CancellationKeep: enumValuesOf(CANCELLATION_KEEPS),
  KeptAs: enumValuesOf(KEPT_AS),
  SiteSettingsKey: enumValuesOf(SITE_SETTINGS_KEYS),
  RecordKind: enumValuesOf(RECORD_KINDS),
  SavedVersionChange: enumValuesOf(SAVED_VERSION_CHANGES),
  WebhookEventType: WEBHOOK_EVENT_TYPE_VALUES,
  WebhookDeliveryStatus: enumValuesOf(WEBHOOK_DELIVERY_STATUSES),
  // Tombstones store the GraphQL type name (Booking); the enum says BOOKING.
  RecordType: Object.fromEntries(SYNCED_RECORDS.map((record) => [record.enumValue, record.typename])) as { [R in (typeof SYNCED_RECORDS)[number] as R['enumValue']]: R['typename'] },
} as const;
