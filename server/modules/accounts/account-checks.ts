import { eq } from 'drizzle-orm';
import { PASSWORD_MIN_LENGTH, verifyPassword } from '../../auth/passwords.ts';
import { generateSecureRandomString, hashSecret } from '../../auth/sessions.ts';
import type { GraphQLContext } from '../../context.ts';
import type { DB, Transaction } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import { badInput, tooManyRequests } from '../../errors.ts';
import { getSiteSetting } from '../settings/index.ts';
import { ACCOUNT_MESSAGES } from '../../../shared/accounts.ts';

/** What the account services need from the request context. */
export type AccountServices = Pick<GraphQLContext, 'db' | 'config' | 'outbox' | 'logger' | 'rateLimiter'>;

/** Tokens in e-mailed links: 32 random bytes, base32; only a SHA-256 of them is stored. */
export function newLinkToken(): { token: string; tokenHash: string } {
  const token = generateSecureRandomString(32);
  return { token, tokenHash: hashSecret(token) };
}

/** A token from a link, hashed for lookup; anything that cannot be a token hashes to nothing found. */
export function hashLinkToken(token: string): string | null {
  const value = token.trim();
  if (!/^[a-z2-7]{20,100}$/.test(value)) return null;
  return hashSecret(value);
}

export type LinkTokenStatus = 'VALID' | 'EXPIRED' | 'USED' | 'INVALID';

export function linkTokenStatus(row: { usedAt: Date | null; expiresAt: Date } | undefined, now = new Date()): LinkTokenStatus {
  if (!row) return 'INVALID';
  if (row.usedAt) return 'USED';
  if (row.expiresAt.getTime() <= now.getTime()) return 'EXPIRED';
  return 'VALID';
}

/** The name e-mails are signed with: the site title the owner chose. */
export function venueName(db: DB | Transaction): string {
  return getSiteSetting(db, 'branding').siteTitle;
}

export const PASSWORD_MAX_LENGTH = 256;
const PASSWORD_CHECK_LIMIT = { limit: 10, windowMs: 15 * 60 * 1000 };

/**
 * Checks the current password before a sensitive change. Attempts are limited per account, so a
 * borrowed session cannot be used to guess the password behind it.
 */
export async function verifyCurrentPassword(deps: AccountServices, userId: string, password: string): Promise<void> {
  if (!password) throw badInput('Please enter your current password.', 'currentPassword', 'REQUIRED');
  const { allowed, retryAfterMs } = await deps.rateLimiter('account-password-check', PASSWORD_CHECK_LIMIT).hit(userId);
  if (!allowed) {
    const minutes = Math.max(1, Math.ceil(retryAfterMs / 60_000));
    throw tooManyRequests(
      `Too many attempts with the current password. Please wait ${minutes} minute${minutes === 1 ? '' : 's'} and try again.`,
      Math.ceil(retryAfterMs / 1000),
    );
  }
  const row = deps.db.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.id, userId)).get();
  if (!row || !(await verifyPassword(row.passwordHash, password))) {
    throw badInput('Current password is incorrect.', 'currentPassword', 'NOT_ALLOWED');
  }
}

/** The specification's rules for a new password (section 5), in its order: match, then length. */
export function validateNewPassword(newPassword: string, confirmPassword: string): void {
  if (!newPassword) throw badInput('Please enter a new password.', 'newPassword', 'REQUIRED');
  if (newPassword !== confirmPassword) throw badInput(ACCOUNT_MESSAGES.passwordsDoNotMatch, 'confirmPassword');
  if (newPassword.length < PASSWORD_MIN_LENGTH) {
    throw badInput(ACCOUNT_MESSAGES.passwordTooShort, 'newPassword', 'TOO_SHORT');
  }
  if (newPassword.length > PASSWORD_MAX_LENGTH) {
    throw badInput(`Password must be at most ${PASSWORD_MAX_LENGTH} characters long.`, 'newPassword', 'TOO_LONG');
  }
}
