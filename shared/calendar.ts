/*
 * The calendar's closed sets: weekdays of the operating hours and the kinds of quick block. Shared
 * by the server, the admin screens and the GraphQL enums (codegen.ts maps each enum value to the
 * stored value through these tables). Imports neither side.
 */

/** GraphQL `Weekday` value → the weekday as stored in the calendar settings ("monday"). */
export const WEEKDAY_VALUES = {
  MONDAY: 'monday',
  TUESDAY: 'tuesday',
  WEDNESDAY: 'wednesday',
  THURSDAY: 'thursday',
  FRIDAY: 'friday',
  SATURDAY: 'saturday',
  SUNDAY: 'sunday',
} as const;
export type WeekdayName = keyof typeof WEEKDAY_VALUES;
export type Weekday = (typeof WEEKDAY_VALUES)[WeekdayName];
/** Monday first, as the operating-hours card lists them. */
export const WEEKDAYS = Object.values(WEEKDAY_VALUES) as Weekday[];
export const WEEKDAY_NAMES = Object.keys(WEEKDAY_VALUES) as WeekdayName[];

/** GraphQL `BlockType` value → the block type as stored in a blocked date's notes ("private_event"). */
export const BLOCK_TYPE_VALUES = {
  MAINTENANCE: 'maintenance',
  PRIVATE_EVENT: 'private_event',
  HOLIDAY: 'holiday',
  OTHER: 'other',
} as const;
export type BlockTypeName = keyof typeof BLOCK_TYPE_VALUES;
export type BlockType = (typeof BLOCK_TYPE_VALUES)[BlockTypeName];
export const BLOCK_TYPES = Object.values(BLOCK_TYPE_VALUES) as BlockType[];

/** The quick-block form's choices, as the admin reads them. */
export const BLOCK_TYPE_LABELS: Record<BlockTypeName, string> = {
  MAINTENANCE: 'Maintenance',
  PRIVATE_EVENT: 'Private event',
  HOLIDAY: 'Holiday',
  OTHER: 'Other',
};

/**
 * A block's notes as the owner reads them. Quick Block stores "type: reason" ("private_event: Owner
 * family party", or the type alone); the type reads as its label ("Private event: Owner family
 * party"). Notes typed by hand on a special date are shown as written.
 */
export function blockNotesText(notes: string): string {
  const match = /^([a-z_]+)(?::\s*([\s\S]*))?$/.exec(notes.trim());
  const name = match && (Object.keys(BLOCK_TYPE_VALUES) as BlockTypeName[]).find((key) => BLOCK_TYPE_VALUES[key] === match[1]);
  if (!match || !name) return notes;
  const reason = match[2]?.trim();
  return reason ? `${BLOCK_TYPE_LABELS[name]}: ${reason}` : BLOCK_TYPE_LABELS[name];
}

export const DATE_MESSAGES = {
  required: 'Please select a date',
  requiredToBlock: 'Please select a date to block',
  invalid: 'Please choose a valid date.',
} as const;

