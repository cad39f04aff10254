import { eq } from 'drizzle-orm';
import type { Config } from '../../config.ts';
import { writeTransaction, type DB, type Transaction } from '../../db/client.ts';
import { nextVersion } from '../../db/schema/columns.ts';
import { siteSettings } from '../../db/schema/index.ts';
import type { PubSub } from '../../pubsub.ts';
import { validateFooter, validateSiteDetails, validateSocialLinks } from './settings-rules.ts';
import { FieldErrors } from '../../errors.ts';
import { validateUploadedImage } from './uploaded-image.ts';
import { assertVersion, keepVersion, type VersionActor } from '../versions/index.ts';
import type { RecordKind } from '../../../shared/versions.ts';

/* Site settings: one JSON document per key, always read merged over these defaults, so a new
 * field added here shows up on an existing site without a migration. */

export interface FooterSettings {
  companyName: string;
  tagline: string;
  copyright: string;
  showSocialLinks: boolean;
  showContactInfo: boolean;
  showBusinessHours: boolean;
}

export interface SocialLinks {
  facebook: string | null;
  instagram: string | null;
  twitter: string | null;
  linkedin: string | null;
  youtube: string | null;
}

export interface Branding {
  siteTitle: string;
  siteDescription: string;
  logoUrl: string | null;
  faviconUrl: string | null;
}

export interface SiteSettingsMap {
  footer: FooterSettings;
  social: SocialLinks;
  branding: Branding;
}
import type { SiteSettingsKey } from '../../../shared/settings.ts';
export type { SiteSettingsKey };

export const SITE_SETTINGS_DEFAULTS: SiteSettingsMap = {
  footer: {
    companyName: 'Grand Willow Hall',
    tagline: 'A timeless venue for weddings, celebrations and unforgettable moments.',
    // Phone, e-mail, address and business hours come from the contact details (the contact_info
    // table); the footer keeps only the switches that show them.
    copyright: `© ${new Date().getFullYear()} Grand Willow Hall. All rights reserved.`,
    showSocialLinks: true,
    showContactInfo: true,
    showBusinessHours: true,
  },
  // The starter venue's two profiles (the footer's social links, the contact page's icons and the
  // structured data): the one home of the venue's profiles (the contact record keeps none).
  social: {
    facebook: 'https://www.facebook.com/grandwillowhall',
    instagram: 'https://www.instagram.com/grandwillowhall',
    twitter: null,
    linkedin: null,
    youtube: null,
  },
  branding: {
    siteTitle: 'Grand Willow Hall',
    siteDescription:
      'An elegant event venue for weddings, birthdays, anniversaries, retirements, corporate and cultural events — up to 450 seated guests.',
    logoUrl: null,
    faviconUrl: null,
  },
};

export function getSiteSetting<K extends SiteSettingsKey>(db: DB | Transaction, key: K): SiteSettingsMap[K] {
  const row = db.select().from(siteSettings).where(eq(siteSettings.key, key)).get();
  const stored = row && typeof row.value === 'object' && row.value !== null ? row.value : {};
  // Only the keys the setting has: a document stored by an older version may hold retired ones.
  const defaults = SITE_SETTINGS_DEFAULTS[key];
  const known = Object.fromEntries(Object.entries(stored).filter(([name]) => name in defaults));
  return { ...defaults, ...(known as Partial<SiteSettingsMap[K]>) };
}

/** A setting with its version (0 until it was first saved): what the admin's screens read and send back. */
export type Versioned<T> = T & { version: number };

export function siteSettingVersion(db: DB | Transaction, key: SiteSettingsKey): number {
  return db.select({ version: siteSettings.version }).from(siteSettings).where(eq(siteSettings.key, key)).get()?.version ?? 0;
}

export function getVersionedSiteSetting<K extends SiteSettingsKey>(db: DB | Transaction, key: K): Versioned<SiteSettingsMap[K]> {
  return { ...getSiteSetting(db, key), version: siteSettingVersion(db, key) };
}

export function getSiteSettings(db: DB): { [K in SiteSettingsKey]: Versioned<SiteSettingsMap[K]> } {
  return {
    footer: getVersionedSiteSetting(db, 'footer'),
    social: getVersionedSiteSetting(db, 'social'),
    branding: getVersionedSiteSetting(db, 'branding'),
  };
}

/** The record kind each settings document is versioned as (shared/versions.ts). */
const VERSION_KINDS: Record<SiteSettingsKey, RecordKind> = { footer: 'footer', social: 'social_links', branding: 'branding' };

/** How a saved version names the document: the venue's name where it has one. */
function versionName(key: SiteSettingsKey, value: SiteSettingsMap[SiteSettingsKey]): string {
  if (key === 'footer') return (value as FooterSettings).companyName;
  if (key === 'branding') return (value as Branding).siteTitle;
  return 'Social media profiles';
}

/** A save of a settings document: the version the editor read (absent: not checked) and who saves. */
export interface SettingSave {
  version?: number | null;
  actor?: VersionActor;
}

/**
 * Stores a whole settings document (merged over what is stored) and returns the result with its new
 * version. A save naming a version other than the stored one is refused (CONFLICT) and writes
 * nothing; every save that changes a value is kept as a saved version. It reads then writes, so it
 * takes a transaction: callers open it with `writeTransaction()`.
 */
export function saveSiteSetting<K extends SiteSettingsKey>(
  db: Transaction,
  key: K,
  value: Partial<SiteSettingsMap[K]>,
  save: SettingSave = {},
): Versioned<SiteSettingsMap[K]> {
  const before = getSiteSetting(db, key);
  const kind = VERSION_KINDS[key];
  assertVersion(db, { kind, recordId: key, version: siteSettingVersion(db, key), values: { ...before } }, save.version);
  const next = { ...before, ...value };
  const saved = db
    .insert(siteSettings)
    .values({ key, value: next })
    .onConflictDoUpdate({ target: siteSettings.key, set: { value: next, updatedAt: new Date(), version: nextVersion } })
    .returning({ version: siteSettings.version })
    .get();
  if (save.actor) {
    keepVersion(db, { kind, recordId: key, version: saved.version, change: 'update', name: versionName(key, next), before: { ...before }, after: { ...next }, actor: save.actor });
  }
  return { ...next, version: saved.version };
}

/* ---- Saving from the admin screens (validated; each save announces the change) ---- */

export interface SettingsWriteContext {
  db: DB;
  config: Pick<Config, 'uploadsDir'>;
  pubsub: PubSub;
  /** The admin saving (kept with each saved version). */
  userId: string | null;
}

function announce(pubsub: PubSub, keys: SiteSettingsKey[]) {
  for (const key of keys) pubsub.publish('siteSettingsChanged', { key });
}

/** Social links and footer together: all fields validated, then both stored in one transaction. */
export async function updateSocialAndFooter(
  deps: SettingsWriteContext,
  input: {
    social: Partial<Record<keyof SocialLinks, string | null | undefined>> & { version?: number | null };
    footer: FooterSettings & { version?: number | null };
  },
): Promise<{ social: Versioned<SocialLinks>; footer: Versioned<FooterSettings> }> {
  const errors = new FieldErrors();
  const social = validateSocialLinks(input.social, errors);
  const footer = validateFooter(input.footer, errors);
  errors.throwIfAny();
  const saved = await writeTransaction(deps.db, (tx) => ({
    social: saveSiteSetting(tx, 'social', social, { version: input.social.version, actor: { userId: deps.userId } }),
    footer: saveSiteSetting(tx, 'footer', footer, { version: input.footer.version, actor: { userId: deps.userId } }),
  }));
  announce(deps.pubsub, ['social', 'footer']);
  return saved;
}

export async function updateSiteDetails(
  deps: SettingsWriteContext,
  input: { siteTitle: string; siteDescription: string; version?: number | null },
): Promise<Versioned<Branding>> {
  const details = validateSiteDetails(input);
  const branding = await writeTransaction(deps.db, (tx) => saveSiteSetting(tx, 'branding', details, { version: input.version, actor: { userId: deps.userId } }));
  announce(deps.pubsub, ['branding']);
  return branding;
}

/** Logo or favicon: an image uploaded here for that purpose, or null for the built-in one. */
export async function updateBrandingImage(
  deps: SettingsWriteContext,
  which: 'logo' | 'favicon',
  url: string | null | undefined,
  version?: number | null,
): Promise<Versioned<Branding>> {
  const field = which === 'logo' ? 'logoUrl' : 'faviconUrl';
  const value = url == null || url.trim() === '' ? null : validateUploadedImage(deps.config, url, which, { label: which, field });
  const branding = await writeTransaction(deps.db, (tx) => saveSiteSetting(tx, 'branding', { [field]: value }, { version, actor: { userId: deps.userId } }));
  announce(deps.pubsub, ['branding']);
  return branding;
}
