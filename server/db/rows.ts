import type { ContactInfo } from '../../shared/contact.ts';
import type { SessionUser } from '../auth/sessions.ts';
import type { ConnectionModel } from '../lib/connection.ts';
import type {
  apiTokens,
  bookings,
  calendarAvailability,
  calendarSettings,
  contentChangeLog,
  contentSections,
  emailOutbox,
  eventSpaces,
  faqs,
  galleryImages,
  heroSlides,
  inquiries,
  pageSettings,
  sessions,
} from './schema/index.ts';

/*
 * The shapes resolvers return for GraphQL object types (codegen "mappers"): database rows, with
 * field resolvers deriving what the schema adds.
 */
export type ViewerRow = SessionUser;
export type PageSettingRow = typeof pageSettings.$inferSelect;
export type ContentSectionRow = typeof contentSections.$inferSelect;
export type GalleryImageRow = typeof galleryImages.$inferSelect;
export type HeroSlideRow = typeof heroSlides.$inferSelect;
/** The contact details as one side sees them (published or staged), with their publishing state; '' = not set. */
export type ContactInfoModel = ContactInfo & { isPublished: boolean; publishedAt: Date | null; updatedAt: Date | null; id: string | null; version: number };
export type FaqRow = typeof faqs.$inferSelect;
export type AccountSessionRow = typeof sessions.$inferSelect;
export type ApiTokenRow = typeof apiTokens.$inferSelect;
export type OutboxMessageRow = typeof emailOutbox.$inferSelect;
export type ContentChangeRow = typeof contentChangeLog.$inferSelect;
export type BookingRow = typeof bookings.$inferSelect & {
  /** Present when the query joined the booking's event space (lists, the dashboard), saving a lookup per booking. */
  eventSpace?: EventSpaceRow | null;
};
export type EventSpaceRow = typeof eventSpaces.$inferSelect;
export type SpecialDateRow = typeof calendarAvailability.$inferSelect;
export type CalendarSettingsRow = typeof calendarSettings.$inferSelect;
export type InquiryRow = typeof inquiries.$inferSelect;

/** A page of the admin's bookings (BookingConnection); counts run only when asked for. */
export type BookingConnectionModel = ConnectionModel<BookingRow, { status: BookingRow['status']; count: number }>;
/** A page of the admin's inquiries (InquiryConnection). */
export type InquiryConnectionModel = ConnectionModel<InquiryRow, { status: InquiryRow['status']; count: number }>;
/** A page of the e-mail outbox (OutboxMessageConnection). */
export type OutboxMessageConnectionModel = ConnectionModel<OutboxMessageRow>;
/** A page of the content change log (ContentChangeConnection). */
export type ContentChangeConnectionModel = ConnectionModel<ContentChangeRow>;
/** A page of saved versions (SavedVersionConnection). */
export type SavedVersionConnectionModel = ConnectionModel<typeof import('./schema/versions.ts').recordVersions.$inferSelect>;
/** A page of special dates (SpecialDateConnection). */
export type SpecialDateConnectionModel = ConnectionModel<SpecialDateRow>;

/** A hold as stored (server/db/schema/holds.ts). */
export type HoldRow = typeof import('./schema/holds.ts').holds.$inferSelect;
