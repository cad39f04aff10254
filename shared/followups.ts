/*
 * Follow-ups: the automatic reminders, their placeholders, default texts,
 * limits and messages. One home for the admin's editor (instant checks, placeholder list) and the
 * server (rendering, refusing a bad template). Imports neither side.
 */

import { HOLD_REMINDER_HOURS } from './holds.ts';

export const FOLLOW_UP_KINDS = ['inquiry_unanswered', 'quote_not_accepted', 'hold_expiring', 'payment_due', 'payment_overdue'] as const;
export type FollowUpKind = (typeof FOLLOW_UP_KINDS)[number];

/** GraphQL's FollowUpKind values → the stored kinds (codegen enumValues). */
export const FOLLOW_UP_KIND_VALUES = {
  INQUIRY_UNANSWERED: 'inquiry_unanswered',
  QUOTE_NOT_ACCEPTED: 'quote_not_accepted',
  HOLD_EXPIRING: 'hold_expiring',
  PAYMENT_DUE: 'payment_due',
  PAYMENT_OVERDUE: 'payment_overdue',
} as const satisfies Record<string, FollowUpKind>;

/** An inquiry still new this long after it arrived reminds the owner. */
export const INQUIRY_UNANSWERED_HOURS = 24;
/** A payment reminder goes this many days before the scheduled payment is due. */
export const PAYMENT_DUE_DAYS_BEFORE = 7;
/**
 * A follow-up whose moment came longer ago than this is not sent late: a server that was off for
 * a week, or a follow-up switched back on, does not send a flood of stale reminders.
 */
export const FOLLOW_UP_CATCH_UP_DAYS = 7;

export const FOLLOW_UP_LIMITS = {
  subjectMax: 200,
  bodyMax: 5000,
  daysMin: 1,
  daysMax: 60,
} as const;

export const FOLLOW_UP_PLACEHOLDERS = {
  clientName: { description: "The client's name.", example: 'Jordan Ellis' },
  clientEmail: { description: "The client's e-mail address.", example: 'jordan.ellis@example.com' },
  eventDate: { description: 'The event date (or "no date given" when an inquiry gives none).', example: 'Saturday, December 5, 2026' },
  venueName: { description: "The venue's name (Branding).", example: 'Grand Willow Hall' },
  venuePhone: { description: "The venue's phone number (Social & Footer).", example: '(555) 123-4567' },
  inquiryLink: { description: 'The admin link to the inquiries list.', example: 'https://venue.example.com/admin/inquiries' },
  quoteLink: { description: "The client's link to read and accept the quote (a fresh link: the one sent before stops working).", example: 'https://venue.example.com/quote/…' },
  quoteTotal: { description: "The quote's total.", example: '$4,850.00' },
  quoteExpires: { description: 'The last day the quote link works.', example: 'December 12, 2026' },
  amountDue: { description: 'What is still unpaid of the scheduled payment.', example: '$1,250.00' },
  dueDate: { description: 'The day the scheduled payment is due.', example: 'Monday, November 30, 2026' },
  holdExpires: { description: 'When the hold ends (date and time).', example: 'December 1, 2026 at 5:00 PM' },
} as const;
export type FollowUpPlaceholder = keyof typeof FOLLOW_UP_PLACEHOLDERS;

export interface FollowUpDefinition {
  kind: FollowUpKind;
  label: string;
  /** When it is sent, in words. */
  description: string;
  /** Who receives it, in words. */
  sentTo: string;
  placeholders: readonly FollowUpPlaceholder[];
  defaultSubject: string;
  defaultBody: string;
  /** The editable number of days, where the follow-up has one (null otherwise). */
  defaultDays: number | null;
}

export const FOLLOW_UPS: Record<FollowUpKind, FollowUpDefinition> = {
  inquiry_unanswered: {
    kind: 'inquiry_unanswered',
    label: 'Inquiry not answered',
    description: `${INQUIRY_UNANSWERED_HOURS} hours after an inquiry arrived, when it is still New and no hold, booking or quote was made from it.`,
    sentTo: "The owner (the venue's notification address)",
    placeholders: ['clientName', 'clientEmail', 'eventDate', 'venueName', 'inquiryLink'],
    defaultSubject: 'Inquiry from {{clientName}} is still waiting for an answer',
    defaultBody:
      '{{clientName}} ({{clientEmail}}) wrote to {{venueName}} a day ago about {{eventDate}} and has not had an answer yet.\n\nReply to them, place a hold, or mark the inquiry as read: {{inquiryLink}}',
    defaultDays: null,
  },
  quote_not_accepted: {
    kind: 'quote_not_accepted',
    label: 'Quote not accepted',
    description: 'The set number of days after a quote was sent, while it is still open (not accepted, withdrawn or expired).',
    sentTo: 'The client',
    placeholders: ['clientName', 'eventDate', 'venueName', 'venuePhone', 'quoteLink', 'quoteTotal', 'quoteExpires'],
    defaultSubject: 'Your quote for {{eventDate}} at {{venueName}}',
    defaultBody:
      'Dear {{clientName}},\n\nA few days ago we sent you our quote of {{quoteTotal}} for {{eventDate}}. The date is not reserved until you accept it.\n\nRead, print and accept your quote here: {{quoteLink}}\nThe link works until {{quoteExpires}}.\n\nQuestions? Reply to this e-mail or call us at {{venuePhone}}.\n\nWarm regards,\nThe {{venueName}} team',
    defaultDays: 3,
  },
  hold_expiring: {
    kind: 'hold_expiring',
    label: 'Hold expiring',
    description: `${HOLD_REMINDER_HOURS} hours before a hold ends (again after the hold is extended).`,
    sentTo: 'The client, with a copy to the owner',
    placeholders: ['clientName', 'eventDate', 'venueName', 'venuePhone', 'holdExpires'],
    defaultSubject: 'Your hold on {{eventDate}} ends soon',
    defaultBody:
      'Dear {{clientName}},\n\nWe are holding {{eventDate}} for you at {{venueName}} until {{holdExpires}}. After that the date is offered to others.\n\nReply to this e-mail or call us at {{venuePhone}} to book it or to ask for more time.',
    defaultDays: null,
  },
  payment_due: {
    kind: 'payment_due',
    label: 'Payment due',
    description: `${PAYMENT_DUE_DAYS_BEFORE} days before a scheduled payment of an accepted quote is due, when it is not yet covered by payments received.`,
    sentTo: 'The client',
    placeholders: ['clientName', 'eventDate', 'venueName', 'venuePhone', 'amountDue', 'dueDate'],
    defaultSubject: 'Payment of {{amountDue}} due on {{dueDate}}',
    defaultBody:
      'Dear {{clientName}},\n\nA friendly reminder: a payment of {{amountDue}} for your event at {{venueName}} on {{eventDate}} is due on {{dueDate}}.\n\nQuestions? Reply to this e-mail or call us at {{venuePhone}}.',
    defaultDays: null,
  },
  payment_overdue: {
    kind: 'payment_overdue',
    label: 'Payment overdue',
    description: 'The day after a scheduled payment fell due and is still not covered by payments received (once per scheduled payment).',
    sentTo: 'The client',
    placeholders: ['clientName', 'eventDate', 'venueName', 'venuePhone', 'amountDue', 'dueDate'],
    defaultSubject: 'Payment of {{amountDue}} is overdue',
    defaultBody:
      'Dear {{clientName}},\n\nOur records show that the payment of {{amountDue}} for your event at {{venueName}} on {{eventDate}}, due on {{dueDate}}, has not reached us yet.\n\nIf you have already paid, thank you, and please ignore this message. Otherwise reply to this e-mail or call us at {{venuePhone}}.',
    defaultDays: null,
  },
};

export const FOLLOW_UP_MESSAGES = {
  subjectRequired: 'The subject cannot be empty.',
  subjectTooLong: `The subject is at most ${FOLLOW_UP_LIMITS.subjectMax} characters.`,
  bodyRequired: 'The message cannot be empty.',
  bodyTooLong: `The message is at most ${FOLLOW_UP_LIMITS.bodyMax.toLocaleString('en-US')} characters.`,
  days: `The number of days is a whole number from ${FOLLOW_UP_LIMITS.daysMin} to ${FOLLOW_UP_LIMITS.daysMax}.`,
  noDays: 'This follow-up has no number of days to set.',
  unknownPlaceholder: (name: string, kind: FollowUpKind) =>
    `{{${name}}} is not a placeholder of "${FOLLOW_UPS[kind].label}". Use one of: ${FOLLOW_UPS[kind].placeholders.map((p) => `{{${p}}}`).join(', ')}.`,
  unclosedPlaceholder: 'A placeholder is written as {{name}}: a "{{" is not closed by "}}".',
  saved: 'Follow-up saved.',
  reset: 'Texts reset to the default.',
} as const;

/** Every {{name}} in a text, with the spaces inside the braces allowed ({{ clientName }}). */
const PLACEHOLDER = /\{\{\s*([^{}]*?)\s*\}\}/g;

export function placeholdersIn(text: string): string[] {
  return [...text.matchAll(PLACEHOLDER)].map((match) => match[1]!);
}

export type FollowUpField = 'subject' | 'body' | 'days';

/** What is wrong with a follow-up's texts and days: the first problem of each field, in the form's order. */
export function followUpProblems(kind: FollowUpKind, input: { subject: string; body: string; days?: number | null }): { field: FollowUpField; message: string }[] {
  const definition = FOLLOW_UPS[kind];
  const texts = { subject: input.subject.trim(), body: input.body.trim() };
  const problems: { field: FollowUpField; message: string }[] = [];
  const required = { subject: FOLLOW_UP_MESSAGES.subjectRequired, body: FOLLOW_UP_MESSAGES.bodyRequired };
  const tooLong = { subject: FOLLOW_UP_MESSAGES.subjectTooLong, body: FOLLOW_UP_MESSAGES.bodyTooLong };
  const max = { subject: FOLLOW_UP_LIMITS.subjectMax, body: FOLLOW_UP_LIMITS.bodyMax };
  for (const field of ['subject', 'body'] as const) {
    const text = texts[field];
    const allowed: readonly string[] = definition.placeholders;
    const unknown = placeholdersIn(text).find((name) => !allowed.includes(name));
    if (!text) problems.push({ field, message: required[field] });
    else if (text.length > max[field]) problems.push({ field, message: tooLong[field] });
    else if (unknown !== undefined) problems.push({ field, message: FOLLOW_UP_MESSAGES.unknownPlaceholder(unknown, kind) });
    // A "{{" left after the placeholders are taken out is a typo the client would see verbatim.
    else if (text.replace(PLACEHOLDER, '').includes('{{')) problems.push({ field, message: FOLLOW_UP_MESSAGES.unclosedPlaceholder });
  }
  if (definition.defaultDays === null) {
    if (input.days != null) problems.push({ field: 'days', message: FOLLOW_UP_MESSAGES.noDays });
  } else if (input.days != null && (!Number.isInteger(input.days) || input.days < FOLLOW_UP_LIMITS.daysMin || input.days > FOLLOW_UP_LIMITS.daysMax)) {
    problems.push({ field: 'days', message: FOLLOW_UP_MESSAGES.days });
  }
  return problems;
}

/** The first of followUpProblems, or null. */
export function followUpProblem(kind: FollowUpKind, input: { subject: string; body: string; days?: number | null }): { field: FollowUpField; message: string } | null {
  return followUpProblems(kind, input)[0] ?? null;
}

export type FollowUpValues = Partial<Record<FollowUpPlaceholder, string>>;

/**
 * Fills a template's placeholders. `escapeValue` is applied to every value (the HTML part escapes them);
 * `link` renders a link placeholder (quoteLink, inquiryLink) in the HTML part.
 */
export function fillFollowUpTemplate(template: string, values: FollowUpValues, escapeValue: (value: string) => string = (value) => value): string {
  return template.replace(PLACEHOLDER, (_whole, name: string) => escapeValue(values[name as FollowUpPlaceholder] ?? ''));
}

/** The sample values a preview fills in. */
export const FOLLOW_UP_SAMPLE_VALUES: Record<FollowUpPlaceholder, string> = Object.fromEntries(
  Object.entries(FOLLOW_UP_PLACEHOLDERS).map(([name, placeholder]) => [name, placeholder.example]),
) as Record<FollowUpPlaceholder, string>;
