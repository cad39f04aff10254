import { writeTransaction } from '../../db/client.ts';
import type { InquiryRow } from '../../db/rows.ts';
import { inquiries } from '../../db/schema/index.ts';
import { badInput, FieldErrors } from '../../errors.ts';
import type { AppServices } from '../../app-services.ts';
import { INQUIRY_HELD_TEXTS, INQUIRY_IMPORT_MAX, INQUIRY_INTAKE_MESSAGES } from '../../../shared/inquiries.ts';
import { eventTypeOf, optionalPhone, optionalText, requiredEmail, requiredName } from '../intake/index.ts';
import { inquirySourceOf, type InquiryStatus } from './inquiries.service.ts';

/*
 * Inquiries an integration or the owner enters (createInquiry) or brings from elsewhere
 * (importInquiries): the contact form's field rules, with its source, but none of its visitor
 * rules. No visitor limit applies and nothing is held for review (the caller is the venue), no
 * e-mail goes to anyone (the client did not write through this site), and the desired date and the
 * time received may lie in the past (an import brings history).
 */

type InquiryIntakeServices = Pick<AppServices, 'db' | 'config' | 'pubsub'>;

export interface CreateInquiryInput {
  name: string;
  email: string;
  phone?: string | null;
  eventType?: string | null;
  desiredDate?: string | null;
  message?: string | null;
  source?: string | null;
  status?: InquiryStatus | null;
  receivedAt?: Date | null;
}

/** The row to store for one input, its problems recorded under `prefix` (`inquiries.3.` in an import). */
function checkedInquiry(deps: InquiryIntakeServices, input: CreateInquiryInput, errors: FieldErrors, prefix = ''): typeof inquiries.$inferInsert {
  const field = (name: string) => `${prefix}${name}`;
  const status = input.status ?? 'new';
  if (status === 'held') errors.add(field('status'), INQUIRY_HELD_TEXTS.onlyTheFormHolds, 'NOT_ALLOWED');
  // A minute's grace for a caller's clock that runs a little ahead.
  if (input.receivedAt && input.receivedAt.getTime() > deps.config.now().getTime() + 60_000) errors.add(field('receivedAt'), INQUIRY_INTAKE_MESSAGES.receivedInFuture, 'OUT_OF_RANGE');
  const receivedAt = input.receivedAt ?? deps.config.now();
  return {
    name: errors.collect(field('name'), () => requiredName(input.name, field('name'))) ?? '',
    email: errors.collect(field('email'), () => requiredEmail(input.email, field('email'))) ?? '',
    phone: errors.collect(field('phone'), () => optionalPhone(input.phone, field('phone'))) ?? null,
    eventType: errors.collect(field('eventType'), () => eventTypeOf(input.eventType, field('eventType'), { required: false })) ?? null,
    desiredDate: input.desiredDate || null,
    message: errors.collect(field('message'), () => optionalText(input.message, field('message'), 'Message')) ?? null,
    source: errors.collect(field('source'), () => inquirySourceOf(input.source, field('source'))),
    status,
    createdAt: receivedAt,
    handledAt: status === 'handled' ? receivedAt : null,
  };
}

function announce(deps: InquiryIntakeServices, rows: readonly InquiryRow[]) {
  for (const row of rows) deps.pubsub.publish('inquiriesChanged', { change: 'CREATED', inquiryId: row.id });
}

export async function createInquiry(deps: InquiryIntakeServices, input: CreateInquiryInput): Promise<InquiryRow> {
  const errors = new FieldErrors();
  const values = checkedInquiry(deps, input, errors);
  errors.throwIfAny();
  const stored = await writeTransaction(deps.db, (tx) => tx.insert(inquiries).values(values).returning().get());
  announce(deps, [stored]);
  return stored;
}

/** Stores every inquiry or none: every problem of every row is answered at once (`inquiries.<n>.<field>`). */
export async function importInquiries(deps: InquiryIntakeServices, input: { inquiries: readonly CreateInquiryInput[] }): Promise<InquiryRow[]> {
  if (input.inquiries.length === 0) throw badInput(INQUIRY_INTAKE_MESSAGES.importEmpty, 'inquiries', 'REQUIRED');
  if (input.inquiries.length > INQUIRY_IMPORT_MAX) throw badInput(INQUIRY_INTAKE_MESSAGES.importTooMany, 'inquiries', 'OUT_OF_RANGE');
  const errors = new FieldErrors();
  const rows = input.inquiries.map((one, index) => checkedInquiry(deps, one, errors, `inquiries.${index}.`));
  errors.throwIfAny();
  const stored = await writeTransaction(deps.db, (tx) => rows.map((values) => tx.insert(inquiries).values(values).returning().get()));
  announce(deps, stored);
  return stored;
}
