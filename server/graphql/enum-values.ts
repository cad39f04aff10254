import { BLOCK_TYPE_VALUES, WEEKDAY_VALUES } from '../../shared/calendar.ts';
import { FAQ_CATEGORY_VALUES, GALLERY_CATEGORY_VALUES } from '../../shared/content.ts';
import { EVENT_TYPE_VALUES, TIME_SLOT_VALUES } from '../../shared/events.ts';
import { INQUIRY_SOURCE_VALUES } from '../../shared/inquiries.ts';

import { FOLLOW_UP_KIND_VALUES } from '../../shared/followups.ts';

/*
 * Each GraphQL enum whose values differ from what the database stores, mapped value by value.
 * codegen.ts gives these maps to graphql-codegen's `enumValues`, so the generated resolver types
 * speak stored values; buildSchema (schema.ts) installs them as enum resolvers, so graphql-js turns
 * `WEDDING` into 'Wedding' on the way in and back on the way out. No resolver converts by hand.
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
} as const;
