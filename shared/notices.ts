/*
 * Owner notices: what the venue is told as it happens (a live notice in the admin, and for the
 * switchable alerts an e-mail to the venue's inbox), and what the clients who shared a slot are
 * told when another client takes it. One home for the server, the admin screens and the API
 * (imports neither side).
 */

/** The notices the owner can switch (e-mail to the venue's inbox and live notice together). */
export const OWNER_ALERT_KINDS = ['quote_accepted', 'acceptance_refused', 'payment_overdue', 'hold_expiring'] as const;
export type OwnerAlertKind = (typeof OWNER_ALERT_KINDS)[number];

/** Every notice: the switchable alerts, and what happens to the others on a slot (always shown). */
export const OWNER_NOTICE_KINDS = [...OWNER_ALERT_KINDS, 'others_told', 'date_free_again', 'date_offered'] as const;
export type OwnerNoticeKind = (typeof OWNER_NOTICE_KINDS)[number];

export const OWNER_ALERTS: Record<OwnerAlertKind, { label: string; description: string }> = {
  quote_accepted: { label: 'A client accepts a quote', description: 'A quote or change order is accepted on its page.' },
  acceptance_refused: { label: 'An acceptance is refused', description: 'A client tried to accept, but the quote had ended or the date was taken.' },
  payment_overdue: { label: 'A payment is overdue', description: "A scheduled payment's due date and grace period have passed unpaid." },
  hold_expiring: { label: 'A hold is about to end', description: 'A hold ends within 48 hours.' },
};

/** The values the message to the others on a slot may use, written {{name}}. */
export const SLOT_OTHERS_PLACEHOLDERS = ['clientName', 'eventDate', 'venueName', 'venuePhone'] as const;

/** What the clients who shared a slot are told when it is taken; the owner may edit it before confirming. */
export const SLOT_TAKEN_MESSAGE = {
  subject: '{{eventDate}} at {{venueName}} is no longer available',
  body:
    'Dear {{clientName}},\n\nThank you for your interest in {{eventDate}} at {{venueName}}. That date has now been booked by another client, so we can no longer keep it for you, and any quote we sent you for it is withdrawn.\n\nIf another date could work for you, reply to this e-mail or call us at {{venuePhone}}: we would be glad to help.\n\nWarm regards,\nThe {{venueName}} team',
} as const;

export const SLOT_MESSAGE_LIMITS = { subjectMax: 200, bodyMax: 5000 } as const;

export const NOTICE_MESSAGES = {
  subjectRequired: 'The subject of the message to the other clients cannot be empty.',
  bodyRequired: 'The message to the other clients cannot be empty.',
  subjectTooLong: `The subject is at most ${SLOT_MESSAGE_LIMITS.subjectMax} characters.`,
  bodyTooLong: `The message is at most ${SLOT_MESSAGE_LIMITS.bodyMax.toLocaleString('en-US')} characters.`,
  unknownPlaceholder: (name: string) => `{{${name}}} is not a placeholder here. Use one of: ${SLOT_OTHERS_PLACEHOLDERS.map((p) => `{{${p}}}`).join(', ')}.`,
  noticeGone: 'That notice no longer exists.',
  nothingToOffer: 'This notice offers nothing to do.',
  alreadyOffered: 'The date was offered already.',
  dateTaken: 'The date is taken again: it cannot be offered.',
} as const;
