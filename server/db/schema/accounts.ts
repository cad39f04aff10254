import type { ApiTokenScope } from '../../../shared/api-tokens.ts';
import { index, integer, sqliteTable, text } from 'drizzle-orm/sqlite-core';
import { createdAt, id, timestamp, updatedAt, version } from './columns.ts';

export const ROLES = ['user', 'admin'] as const;
export type Role = (typeof ROLES)[number];

export const users = sqliteTable('users', {
  id: id(),
  /** Always stored trimmed and lowercased. */
  email: text('email').notNull().unique(),
  passwordHash: text('password_hash').notNull(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/**
 * Sessions as the Lucia guide teaches: the cookie holds `<id>.<secret>`, the table keeps the id
 * and a SHA-256 of the secret only, so a leaked database row cannot be replayed as a cookie.
 */
export const sessions = sqliteTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    secretHash: text('secret_hash').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at').notNull(),
    createdAt: createdAt(),
    lastSeenAt: timestamp('last_seen_at').notNull().$defaultFn(() => new Date()),
    userAgent: text('user_agent'),
    ipAddress: text('ip_address'),
  },
  (t) => [index('sessions_user_id_idx').on(t.userId)],
);

export const userRoles = sqliteTable('user_roles', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  role: text('role', { enum: ROLES }).notNull().default('user'),
});

export const profiles = sqliteTable('profiles', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  displayName: text('display_name'),
  avatarUrl: text('avatar_url'),
  /** The profile's version (updateProfile names it); an account without a row reads as 0. */
  version: version(),
  updatedAt: updatedAt(),
});

/** Single-use password-reset tokens; only a SHA-256 of the token is stored. */
export const passwordResetTokens = sqliteTable(
  'password_reset_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at').notNull(),
    usedAt: timestamp('used_at'),
    createdAt: createdAt(),
  },
  (t) => [index('password_reset_tokens_user_id_idx').on(t.userId)],
);

/** A pending change of address, confirmed through a link sent to the new address. */
export const emailChangeTokens = sqliteTable(
  'email_change_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    newEmail: text('new_email').notNull(),
    expiresAt: timestamp('expires_at').notNull(),
    usedAt: timestamp('used_at'),
    createdAt: createdAt(),
  },
  (t) => [index('email_change_tokens_user_id_idx').on(t.userId)],
);

/**
 * Failed sign-ins, kept so throttling survives a restart (auth/sign-in-throttle.ts). `device_id`
 * is set when the attempt came from a device that signed in to that account before (its signed
 * device cookie), so such a device is judged by its own failures only.
 */
export const signInAttempts = sqliteTable(
  'sign_in_attempts',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    email: text('email').notNull(),
    ipAddress: text('ip_address').notNull(),
    deviceId: text('device_id'),
    /** True for an attempt refused by the throttle (no password was checked): it still counts. */
    refused: integer('refused', { mode: 'boolean' }).notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    index('sign_in_attempts_email_idx').on(t.email, t.createdAt),
    index('sign_in_attempts_ip_idx').on(t.ipAddress, t.createdAt),
    index('sign_in_attempts_device_idx').on(t.deviceId, t.createdAt),
  ],
);

/**
 * Keys the server makes for itself on first use (the device cookie's HMAC key), one row per
 * name. Never sent to a client.
 */
export const serverSecrets = sqliteTable('server_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: createdAt(),
});

/**
 * Personal API tokens for scripts and integrations. The token is `vat_<id>.<secret>`,
 * shown once; like sessions, only a SHA-256 of the secret is kept. Revoking deletes the row.
 */
export const apiTokens = sqliteTable(
  'api_tokens',
  {
    id: text('id').primaryKey(),
    secretHash: text('secret_hash').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** A read-only token is refused on every mutation. */
    readOnly: integer('read_only', { mode: 'boolean' }).notNull().default(false),
    /** The areas it may read or write (shared/api-tokens.ts, JSON); null reaches every area. */
    scopes: text('scopes', { mode: 'json' }).$type<ApiTokenScope[]>(),
    /** After this it is refused as invalid; null lives until it is revoked. */
    expiresAt: timestamp('expires_at'),
    createdAt: createdAt(),
    lastUsedAt: timestamp('last_used_at'),
  },
  (t) => [index('api_tokens_user_id_idx').on(t.userId)],
);
