/*
 * What a visitor may book: event types, time slots and the guest capacity (specification sections 5
 * and 9). One home for the server's rules, the visitor forms, the admin screens and the GraphQL
 * enums (codegen.ts maps each enum value to the value stored in the database through these tables).
 * Imports neither side.
 */

/** GraphQL `EventType` value → the event type as stored and shown ("Wedding"). */
export const EVENT_TYPE_VALUES = {
  WEDDING: 'Wedding',
  CORPORATE_EVENT: 'Corporate Event',
  BIRTHDAY_PARTY: 'Birthday Party',
  ANNIVERSARY: 'Anniversary',
  GRADUATION_PARTY: 'Graduation Party',
  BABY_SHOWER: 'Baby Shower',
  BRIDAL_SHOWER: 'Bridal Shower',
  RETIREMENT_PARTY: 'Retirement Party',
  HOLIDAY_PARTY: 'Holiday Party',
  FUNDRAISING_EVENT: 'Fundraising Event',
  CONFERENCE_MEETING: 'Conference/Meeting',
  CULTURAL_EVENT: 'Cultural Event',
  OTHER: 'Other',
} as const;
export type EventTypeName = keyof typeof EVENT_TYPE_VALUES;
export type EventType = (typeof EVENT_TYPE_VALUES)[EventTypeName];

/** The contact form's event types in the form's order, as stored and shown. */
export const EVENT_TYPES = Object.values(EVENT_TYPE_VALUES) as EventType[];

export function isEventType(value: string): value is EventType {
  return (EVENT_TYPES as string[]).includes(value);
}

/** The time slot's GraphQL value → its id as stored in forms and addresses ("10am-4pm"). */
export const TIME_SLOT_VALUES = {
  DAYTIME: '10am-4pm',
  EVENING: '5pm-midnight',
  ALL_DAY: 'all-day',
} as const;
export type TimeSlotName = keyof typeof TIME_SLOT_VALUES;
export type TimeSlot = (typeof TIME_SLOT_VALUES)[TimeSlotName];

export interface TimeSlotInfo {
  /** The id a form posts and the server stores ("10am-4pm"). */
  value: TimeSlot;
  /** The GraphQL enum value (DAYTIME). */
  name: TimeSlotName;
  label: string;
  /** The hours as the specification writes them ("10AM - 4PM"). */
  hours: string;
  /** HH:mm; an end of 00:00 is midnight at the end of the day. */
  startTime: string;
  endTime: string;
}

/** The booking time slots of specification section 5, in the form's order. */
export const TIME_SLOTS: readonly TimeSlotInfo[] = [
  { value: '10am-4pm', name: 'DAYTIME', label: 'Daytime', hours: '10AM - 4PM', startTime: '10:00', endTime: '16:00' },
  { value: '5pm-midnight', name: 'EVENING', label: 'Evening', hours: '5PM - 12AM', startTime: '17:00', endTime: '00:00' },
  { value: 'all-day', name: 'ALL_DAY', label: 'All day', hours: '9AM - 11:59PM', startTime: '09:00', endTime: '23:59' },
];
export const TIME_SLOT_IDS = TIME_SLOTS.map((slot) => slot.value);

export function isTimeSlot(value: string): value is TimeSlot {
  return (TIME_SLOT_IDS as string[]).includes(value);
}

/** The slot with this id (or GraphQL name). */
export function timeSlotInfo(slot: TimeSlot | TimeSlotName): TimeSlotInfo {
  return TIME_SLOTS.find((candidate) => candidate.value === slot || candidate.name === slot)!;
}

/** The venue's capacity (specification section 9): the most guests a booking may bring. */
export const GUEST_CAPACITY = 450;

/** "Corporate Event" for CORPORATE_EVENT (what GraphQL sends the client). */
export const eventTypeLabel = (name: EventTypeName): EventType => EVENT_TYPE_VALUES[name];

/** The GraphQL value of a stored event type, as a form posts it ("Corporate Event" → CORPORATE_EVENT). */
export function eventTypeName(value: string): EventTypeName | undefined {
  return (Object.keys(EVENT_TYPE_VALUES) as EventTypeName[]).find((name) => EVENT_TYPE_VALUES[name] === value);
}

/** The GraphQL value of a time slot id, as a form posts it ("10am-4pm" → DAYTIME). */
export function timeSlotName(value: string): TimeSlotName | undefined {
  return TIME_SLOTS.find((slot) => slot.value === value)?.name;
}

/** Select options for GraphQL forms (admin): the enum value, shown by its label. */
export const EVENT_TYPE_OPTIONS = (Object.keys(EVENT_TYPE_VALUES) as EventTypeName[]).map((name) => ({ value: name, label: EVENT_TYPE_VALUES[name] }));
