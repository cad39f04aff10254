import {
  CONTACT_INFO_KEYS,
  CONTACT_INFO_LIMITS,
  CONTACT_INFO_MESSAGES,
  DEFAULT_CONTACT_INFO,
  type ContactInfo,
} from '../../../shared/contact.ts';
import { isEmailAddress } from '../../../shared/email-address.ts';
import { writeTransaction, type DB, type Transaction } from '../../db/client.ts';
import type { ContactInfoModel } from '../../db/rows.ts';
import { contactInfo } from '../../db/schema/index.ts';
import { badInput, checkFields } from '../../errors.ts';
import { stageCreate, stageUpdate } from '../publishing/index.ts';
import { assertVersion } from '../versions/index.ts';
import type { ContentWriteContext } from './content.service.ts';

/*
 * The venue's contact details: one typed row in `contact_info`, staged and published
 * through the change log like every content edit (publishing.service.ts registers the table). The
 * contact page, the footer (phone, e-mail, address and business hours) and the structured data read
 * the published values; preview and the admin's form read the staged ones. The social profiles are
 * not here: they are the Social Media & Footer links (site setting `social`).
 */

type ContactInfoRow = typeof contactInfo.$inferSelect;

/** The one row, if it exists (the seed and the start-up upgrade create it). */
export function findContactInfoRow(db: DB | Transaction): ContactInfoRow | undefined {
  return db.select().from(contactInfo).limit(1).get();
}

function valuesOf(row: ContactInfoRow, staged: boolean): ContactInfo {
  const source = staged ? { ...row, ...(row.staged ?? {}) } : row;
  return Object.fromEntries(CONTACT_INFO_KEYS.map((key) => [key, source[key] ?? ''])) as unknown as ContactInfo;
}

/**
 * The details a page shows: the published values; with `preview` (admins only, decided by the
 * caller), the staged edit. Before any row exists, or while the first one was never published,
 * visitors see the built-in defaults (shared/contact.ts).
 */
export function readContactInfo(db: DB, { preview }: { preview: boolean }): ContactInfoModel {
  const row = findContactInfoRow(db);
  if (!row || (!preview && row.publishedAt == null)) {
    return { ...DEFAULT_CONTACT_INFO, isPublished: !row, publishedAt: null, updatedAt: null, id: row?.id ?? null, version: row?.version ?? 0 };
  }
  return { ...valuesOf(row, preview), isPublished: preview ? row.isPublished : true, publishedAt: row.publishedAt, updatedAt: row.updatedAt, id: row.id, version: row.version };
}

/** What the admin edits: the staged values, and whether they wait to be published. */
export function readAdminContactInfo(db: DB): ContactInfoModel {
  return readContactInfo(db, { preview: true });
}

function requiredText(value: string, field: 'phone' | 'email' | 'address' | 'hours', label: string): string {
  const trimmed = value.trim();
  if (!trimmed) throw badInput(`${label} is required.`, field, 'REQUIRED');
  const max = CONTACT_INFO_LIMITS[field];
  if (trimmed.length > max) throw badInput(`${label} must be at most ${max} characters.`, field, 'TOO_LONG');
  return trimmed;
}

/** Checks the form's values; every problem is refused at once, with its message and field, before anything is written. */
export function validateContactInfo(input: {
  phone: string;
  email: string;
  address: string;
  hours: string;
}): ContactInfo {
  return checkFields({
    phone: () => {
      const phone = requiredText(input.phone, 'phone', 'Phone');
      if (!/\d/.test(phone)) throw badInput(CONTACT_INFO_MESSAGES.phoneDigits, 'phone');
      return phone;
    },
    email: () => {
      const email = requiredText(input.email, 'email', 'Email');
      if (!isEmailAddress(email)) throw badInput(CONTACT_INFO_MESSAGES.invalidEmail, 'email');
      return email;
    },
    address: () => requiredText(input.address, 'address', 'Address'),
    hours: () => requiredText(input.hours, 'hours', 'Hours'),
  });
}

/** Stages new contact details (creating the record, unpublished, on a database that has none). */
export async function updateContactInfo(
  deps: ContentWriteContext,
  input: Parameters<typeof validateContactInfo>[0] & { version?: number | null },
): Promise<ContactInfoModel> {
  const info = validateContactInfo(input);
  const changed = await writeTransaction(deps.db, (tx) => {
    const existing = findContactInfoRow(tx);
    if (!existing) {
      // Never saved: version 0, showing the built-in details.
      assertVersion(tx, { kind: 'contact_info', recordId: 'contact_info', version: 0, values: { ...DEFAULT_CONTACT_INFO } }, input.version);
      stageCreate(tx, 'contact_info', { ...info }, { userId: deps.userId });
      return true;
    }
    return stageUpdate(tx, 'contact_info', existing.id, { ...info }, { userId: deps.userId }, input.version).changed;
  });
  if (changed) deps.pubsub.publish('contentChangeLogChanged', { reason: 'staged' });
  return readAdminContactInfo(deps.db);
}
