import { desc, eq } from 'drizzle-orm';
import { writeTransaction, type DB, type Transaction } from '../../db/client.ts';
import { nextVersion } from '../../db/schema/columns.ts';
import { emailOutbox, followUpSends, followUpSettings } from '../../db/schema/index.ts';
import { FieldErrors } from '../../errors.ts';
import type { AppServices } from '../../app-services.ts';
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
import { venueEmailContext } from '../settings/index.ts';
import { renderFollowUp } from './followup-emails.ts';
import { adminSectionPath } from '../../../shared/routes.ts';
import { assertVersion, keepVersion, type VersionActor } from '../versions/index.ts';

/*
 * Follow-ups' settings: each kind is on or off and has its own subject, message
 * and (quote not accepted) number of days. A kind the owner never saved has its defaults
 * (shared/followups.ts). Sending is followup-scan.ts; the timer is followup-scheduler.ts.
 */

type FollowUpEditServices = Pick<AppServices, 'db' | 'config' | 'pubsub'>;

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
  /** The version the editor read (0 while it had its defaults); absent: not checked. */
  version?: number | null;
}

/** A follow-up's kept values (shared/versions.ts `follow_up`). */
function versionValues(settings: { enabled: boolean; subject: string; body: string; days: number | null }) {
  return { enabled: settings.enabled, subject: settings.subject, body: settings.body, days: settings.days };
}

/**
 * Writes a follow-up's settings in the caller's transaction: refused (CONFLICT) when `expected` names
 * a version other than the stored one, and kept as a saved version when it changed anything.
 */
function saveSettings(
  tx: Transaction,
  kind: FollowUpKind,
  values: { enabled: boolean; subject: string; body: string; days: number | null; updatedAt: Date },
  expected: number | null | undefined,
  actor: VersionActor,
): FollowUpModel {
  const before = followUpSettingsOf(tx, kind);
  assertVersion(tx, { kind: 'follow_up', recordId: kind, version: before.version, values: versionValues(before) }, expected);
  tx.insert(followUpSettings)
    .values({ kind, ...values })
    .onConflictDoUpdate({ target: followUpSettings.kind, set: { ...values, version: nextVersion } })
    .run();
  const model = modelOf(tx, kind);
  keepVersion(tx, {
    kind: 'follow_up',
    recordId: kind,
    version: model.version,
    change: 'update',
    name: model.label,
    before: versionValues(before),
    after: versionValues(model),
    actor: { ...actor, now: values.updatedAt },
  });
  return model;
}

/** Saves a follow-up as given; a refused template or days value, or a stale version, changes nothing. */
export async function updateFollowUp(deps: FollowUpEditServices, input: UpdateFollowUpInput, actor: VersionActor = { userId: null }): Promise<FollowUpModel> {
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
  const model = await writeTransaction(deps.db, (tx) => saveSettings(tx, input.kind, values, input.version, actor));
  deps.pubsub.publish('followUpsChanged', { kind: input.kind });
  return model;
}

/** Puts the subject and message back to the defaults; the switch and the days stay as they are. */
export async function resetFollowUp(
  deps: FollowUpEditServices,
  kind: FollowUpKind,
  { version, actor = { userId: null } }: { version?: number | null; actor?: VersionActor } = {},
): Promise<FollowUpModel> {
  const definition = FOLLOW_UPS[kind];
  const now = deps.config.now();
  const model = await writeTransaction(deps.db, (tx) => {
    const current = followUpSettingsOf(tx, kind);
    const values = { enabled: current.enabled, subject: definition.defaultSubject, body: definition.defaultBody, days: current.days, updatedAt: now };
    return saveSettings(tx, kind, values, version, actor);
  });
  deps.pubsub.publish('followUpsChanged', { kind });
  return model;
}

/** Renders texts with sample values (the venue's own name, phone and address), saving nothing. */
export function previewFollowUp(deps: Pick<FollowUpEditServices, 'db' | 'config'>, input: { kind: FollowUpKind; subject: string; body: string }) {
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

/**
 * The newest times a follow-up fell due: sent (to whom, with what subject) or skipped (why). The
 * owner reads here that a reminder was not sent because what it was about no longer stood.
 */
export function followUpLog(db: DB, kind: FollowUpKind, first: number) {
  return db
    .select({ send: followUpSends, message: { to: emailOutbox.to, subject: emailOutbox.subject } })
    .from(followUpSends)
    .leftJoin(emailOutbox, eq(emailOutbox.id, followUpSends.outboxMessageId))
    .where(eq(followUpSends.kind, kind))
    .orderBy(desc(followUpSends.sentAt))
    .limit(Math.min(Math.max(first, 1), 50))
    .all()
    .map(({ send, message }) => ({
      id: send.id,
      at: send.sentAt,
      skipped: send.outcome === 'skipped',
      skipReason: send.skipReason,
      to: message?.to ?? null,
      subject: message?.subject ?? null,
      bookingId: send.bookingId,
      inquiryId: send.inquiryId,
    }));
}
