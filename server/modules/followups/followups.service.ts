import { eq } from 'drizzle-orm';
import { immediate, type DB, type Transaction } from '../../db/client.ts';
import { nextVersion } from '../../db/schema/columns.ts';
import { followUpSettings } from '../../db/schema/index.ts';
import { FieldErrors } from '../../errors.ts';
import type { AppServices } from '../../services.ts';
import {
  FOLLOW_UP_KINDS,
  FOLLOW_UP_PLACEHOLDERS,
  FOLLOW_UP_SAMPLE_VALUES,
  FOLLOW_UPS,
  followUpProblem,
  followUpProblems,
  type FollowUpDefinition,
  type FollowUpKind,
} from '../../../shared/followups.ts';
import { venueEmailContext } from '../bookings/email-fields.ts';
import { renderFollowUp } from './followup-emails.ts';
import { adminSectionPath } from '../../../shared/routes.ts';

/*
 * Follow-ups' settings: each kind is on or off and has its own subject, message
 * and (quote not accepted) number of days. A kind the owner never saved has its defaults
 * (shared/followups.ts). Sending is followup-scan.ts; the timer is followup-scheduler.ts.
 */

type Deps = Pick<AppServices, 'db' | 'config' | 'pubsub'>;

/** A follow-up as the admin reads it: its definition, its current settings and its placeholders described. */
export interface FollowUpModel extends Omit<FollowUpDefinition, 'placeholders'> {
  enabled: boolean;
  subject: string;
  body: string;
  days: number | null;
  placeholders: { name: string; description: string; example: string }[];
  updatedAt: Date | null;
  /** 0 while the kind has its defaults (no settings row). */
  version: number;
}

/** The settings a kind runs with now (defaults where the owner saved nothing). */
export function followUpSettingsOf(db: DB | Transaction, kind: FollowUpKind) {
  const definition = FOLLOW_UPS[kind];
  const row = db.select().from(followUpSettings).where(eq(followUpSettings.kind, kind)).get();
  return {
    enabled: row?.enabled ?? true,
    subject: row?.subject ?? definition.defaultSubject,
    body: row?.body ?? definition.defaultBody,
    days: definition.defaultDays === null ? null : (row?.days ?? definition.defaultDays),
    updatedAt: row?.updatedAt ?? null,
    version: row?.version ?? 0,
  };
}

function modelOf(db: DB | Transaction, kind: FollowUpKind): FollowUpModel {
  const definition = FOLLOW_UPS[kind];
  return {
    ...definition,
    ...followUpSettingsOf(db, kind),
    placeholders: definition.placeholders.map((name) => ({ name, ...FOLLOW_UP_PLACEHOLDERS[name] })),
  };
}

export function listFollowUps(db: DB): FollowUpModel[] {
  return FOLLOW_UP_KINDS.map((kind) => modelOf(db, kind));
}

function refuseProblem(kind: FollowUpKind, input: { subject: string; body: string; days?: number | null }) {
  const errors = new FieldErrors();
  for (const problem of followUpProblems(kind, input)) errors.add(problem.field, problem.message);
  errors.throwIfAny();
}

export interface UpdateFollowUpInput {
  kind: FollowUpKind;
  enabled: boolean;
  subject: string;
  body: string;
  days?: number | null;
}

/** Saves a follow-up as given; a refused template or days value changes nothing. */
export async function updateFollowUp(deps: Deps, input: UpdateFollowUpInput): Promise<FollowUpModel> {
  refuseProblem(input.kind, input);
  const definition = FOLLOW_UPS[input.kind];
  const now = deps.config.now();
  const values = {
    enabled: input.enabled,
    subject: input.subject.trim(),
    body: input.body.trim(),
    days: definition.defaultDays === null ? null : (input.days ?? definition.defaultDays),
    updatedAt: now,
  };
  const model = await immediate(deps.db, (tx) => {
    tx.insert(followUpSettings)
      .values({ kind: input.kind, ...values })
      .onConflictDoUpdate({ target: followUpSettings.kind, set: { ...values, version: nextVersion } })
      .run();
    return modelOf(tx, input.kind);
  });
  deps.pubsub.publish('followUpsChanged', { kind: input.kind });
  return model;
}

/** Puts the subject and message back to the defaults; the switch and the days stay as they are. */
export async function resetFollowUp(deps: Deps, kind: FollowUpKind): Promise<FollowUpModel> {
  const definition = FOLLOW_UPS[kind];
  const now = deps.config.now();
  const model = await immediate(deps.db, (tx) => {
    const current = followUpSettingsOf(tx, kind);
    const values = { enabled: current.enabled, subject: definition.defaultSubject, body: definition.defaultBody, days: current.days, updatedAt: now };
    tx.insert(followUpSettings)
      .values({ kind, ...values })
      .onConflictDoUpdate({ target: followUpSettings.kind, set: { ...values, version: nextVersion } })
      .run();
    return modelOf(tx, kind);
  });
  deps.pubsub.publish('followUpsChanged', { kind });
  return model;
}

/** Renders texts with sample values (the venue's own name, phone and address), saving nothing. */
export function previewFollowUp(deps: Pick<Deps, 'db' | 'config'>, input: { kind: FollowUpKind; subject: string; body: string }) {
  const problem = followUpProblem(input.kind, { subject: input.subject, body: input.body });
  if (problem) return { subject: null, text: null, html: null, problem: problem.message };
  const venue = venueEmailContext(deps.db, deps.config);
  const values = {
    ...FOLLOW_UP_SAMPLE_VALUES,
    venueName: venue.venueName,
    venuePhone: venue.venuePhone,
    inquiryLink: `${venue.publicUrl}${adminSectionPath('inquiries')}`,
    quoteLink: `${venue.publicUrl}/quote/…`,
  };
  return { ...renderFollowUp(input, values, venue.venueName), problem: null };
}
