import { and, eq, gt, isNull } from 'drizzle-orm';
import { hashPassword, normalizeEmail } from '../../auth/passwords.ts';
import { invalidateOtherSessions, type ValidatedSession } from '../../auth/sessions.ts';
import { clearAccountFailedSignIns } from '../../auth/sign-in-throttle.ts';
import { writeTransaction } from '../../db/client.ts';
import { passwordResetTokens, users } from '../../db/schema/index.ts';
import { badInput, FieldErrors, tooManyRequests } from '../../errors.ts';
import { maskEmail } from '../../logger.ts';
import {
  hashLinkToken,
  linkTokenStatus,
  newLinkToken,
  validateNewPassword,
  venueName,
  verifyCurrentPassword,
  type AccountServices,
  type LinkTokenStatus,
} from './account-checks.ts';
import {
  ACCOUNT_EMAIL_KINDS,
  formatMoment,
  PASSWORD_RESET_VALID_MINUTES,
  passwordChangedEmail,
  passwordResetEmail,
  passwordResetEmailWithoutLink,
} from './account-emails.ts';
import { isEmailAddress } from '../../../shared/email-address.ts';
import { findUserByEmail } from './accounts.service.ts';
import { ACCOUNT_MESSAGES, RESET_LINK_MESSAGES } from '../../../shared/accounts.ts';

/*
 * Changing a password (signed in, with the current one) and resetting a forgotten one (through a
 * single-use link valid one hour). Both end sessions: a change ends every other session of the
 * account, a reset ends all of them; both make unused reset links useless and confirm by e-mail.
 */

/** Requests per address and per e-mail (known or not, so the limit reveals nothing). */
export const RESET_REQUEST_LIMITS = {
  perIp: { limit: 10, windowMs: 15 * 60 * 1000 },
  perEmail: { limit: 3, windowMs: 60 * 60 * 1000 },
};
/** Reset attempts (token + new password) per address. */
export const RESET_ATTEMPT_LIMIT = { limit: 30, windowMs: 15 * 60 * 1000 };

function refuseTooMany(kind: string, retryAfterMs: number): never {
  const minutes = Math.max(1, Math.ceil(retryAfterMs / 60_000));
  throw tooManyRequests(`Too many ${kind}. Please wait ${minutes} minute${minutes === 1 ? '' : 's'} and try again.`, Math.ceil(retryAfterMs / 1000));
}

export async function changePassword(
  deps: AccountServices,
  viewer: ValidatedSession,
  input: { currentPassword: string; newPassword: string; confirmPassword: string },
): Promise<{ signedOutSessions: number }> {
  const errors = new FieldErrors();
  if (!input.currentPassword) errors.add('currentPassword', 'Please enter your current password.', 'REQUIRED');
  errors.collect('newPassword', () => validateNewPassword(input.newPassword, input.confirmPassword));
  errors.throwIfAny();
  await verifyCurrentPassword(deps, viewer.user.id, input.currentPassword);
  const passwordHash = await hashPassword(input.newPassword);
  const now = new Date();
  const signedOutSessions = await writeTransaction(deps.db, (tx) => {
    tx.update(users).set({ passwordHash, updatedAt: now }).where(eq(users.id, viewer.user.id)).run();
    const ended = invalidateOtherSessions(tx, viewer.user.id, viewer.session.id);
    // A reset link requested before the change must not undo it.
    tx.update(passwordResetTokens)
      .set({ usedAt: now })
      .where(and(eq(passwordResetTokens.userId, viewer.user.id), isNull(passwordResetTokens.usedAt)))
      .run();
    deps.outbox.enqueue(
      {
        kind: ACCOUNT_EMAIL_KINDS.passwordChanged,
        to: viewer.user.email,
        ...passwordChangedEmail({
          venueName: venueName(tx),
          email: viewer.user.email,
          changedAt: formatMoment(now, deps.config.venueTimeZone),
          signedOutSessions: ended,
          signInUrl: `${deps.config.publicUrl}/auth`,
          viaReset: false,
        }),
      },
      tx,
    );
    return ended;
  });
  deps.outbox.kick();
  deps.logger.info('Password changed', { user: viewer.user.id, signedOutSessions });
  return { signedOutSessions };
}

/**
 * Queues a reset link when the address has an account. The answer is the same either way, and
 * the limits count unknown addresses too, so nobody can learn which addresses have accounts.
 */
export async function requestPasswordReset(deps: AccountServices, input: { email: string }, request: { ip: string }): Promise<{ accepted: true }> {
  const email = normalizeEmail(input.email);
  if (!email) throw badInput(ACCOUNT_MESSAGES.emailFirst, 'email');
  if (!isEmailAddress(email)) throw badInput(ACCOUNT_MESSAGES.invalidEmail, 'email');
  const byIp = await deps.rateLimiter('password-reset-ip', RESET_REQUEST_LIMITS.perIp).hit(request.ip);
  if (!byIp.allowed) refuseTooMany('password reset requests', byIp.retryAfterMs);
  const byEmail = await deps.rateLimiter('password-reset-email', RESET_REQUEST_LIMITS.perEmail).hit(email);
  if (!byEmail.allowed) refuseTooMany('password reset requests for this address', byEmail.retryAfterMs);

  const user = findUserByEmail(deps.db, email);
  if (!user) {
    deps.logger.info('Password reset requested for an address without an account', { email: maskEmail(email) });
    return { accepted: true };
  }
  const { token, tokenHash } = newLinkToken();
  const expiresAt = new Date(Date.now() + PASSWORD_RESET_VALID_MINUTES * 60_000);
  await writeTransaction(deps.db, (tx) => {
    tx.insert(passwordResetTokens).values({ tokenHash, userId: user.id, expiresAt }).run();
    const venue = venueName(tx);
    const resetLink = `${deps.config.publicUrl}/auth?mode=reset&token=${token}`;
    const withLink = passwordResetEmail({ venueName: venue, email: user.email, resetLink });
    // The row keeps the message without the link; the link is sent from memory (see the outbox).
    deps.outbox.enqueue(
      {
        kind: ACCOUNT_EMAIL_KINDS.passwordReset,
        to: user.email,
        ...passwordResetEmailWithoutLink({ venueName: venue, email: user.email, requestLink: `${deps.config.publicUrl}/auth` }),
        inMemoryOnly: { text: withLink.text, html: withLink.html, until: expiresAt },
      },
      tx,
    );
  });
  deps.outbox.kick();
  deps.logger.info('Password reset link queued', { email: maskEmail(email) });
  return { accepted: true };
}

export function passwordResetTokenStatus(deps: Pick<AccountServices, 'db'>, token: string): LinkTokenStatus {
  const tokenHash = hashLinkToken(token);
  if (!tokenHash) return 'INVALID';
  const row = deps.db.select().from(passwordResetTokens).where(eq(passwordResetTokens.tokenHash, tokenHash)).get();
  return linkTokenStatus(row);
}

export const RESET_TOKEN_MESSAGES: Record<Exclude<LinkTokenStatus, 'VALID'>, string> = {
  ...RESET_LINK_MESSAGES,
};

/** Sets a new password from a reset link and ends every session of the account. */
export async function resetPassword(
  deps: AccountServices,
  input: { token: string; newPassword: string; confirmPassword: string },
  request: { ip: string },
): Promise<{ email: string; userId: string }> {
  const attempts = await deps.rateLimiter('password-reset-attempt-ip', RESET_ATTEMPT_LIMIT).hit(request.ip);
  if (!attempts.allowed) refuseTooMany('password reset attempts', attempts.retryAfterMs);
  const status = passwordResetTokenStatus(deps, input.token);
  if (status !== 'VALID') throw badInput(RESET_TOKEN_MESSAGES[status], 'token');
  validateNewPassword(input.newPassword, input.confirmPassword);
  const passwordHash = await hashPassword(input.newPassword);
  const tokenHash = hashLinkToken(input.token)!;
  const now = new Date();

  const result = await writeTransaction(deps.db, (tx) => {
    // Claimed inside the write transaction: of two uses at once, exactly one succeeds.
    const claimed = tx
      .update(passwordResetTokens)
      .set({ usedAt: now })
      .where(and(eq(passwordResetTokens.tokenHash, tokenHash), isNull(passwordResetTokens.usedAt), gt(passwordResetTokens.expiresAt, now)))
      .returning()
      .get();
    if (!claimed) throw badInput(RESET_TOKEN_MESSAGES.USED, 'token');
    const user = tx.update(users).set({ passwordHash, updatedAt: now }).where(eq(users.id, claimed.userId)).returning().get();
    if (!user) throw badInput(RESET_TOKEN_MESSAGES.INVALID, 'token');
    tx.update(passwordResetTokens)
      .set({ usedAt: now })
      .where(and(eq(passwordResetTokens.userId, user.id), isNull(passwordResetTokens.usedAt)))
      .run();
    invalidateOtherSessions(tx, user.id, null);
    // The owner proved control of the mailbox: guesses at the old password no longer delay them.
    clearAccountFailedSignIns(tx, user.email);
    deps.outbox.enqueue(
      {
        kind: ACCOUNT_EMAIL_KINDS.passwordChanged,
        to: user.email,
        ...passwordChangedEmail({
          venueName: venueName(tx),
          email: user.email,
          changedAt: formatMoment(now, deps.config.venueTimeZone),
          signedOutSessions: 'all',
          signInUrl: `${deps.config.publicUrl}/auth`,
          viaReset: true,
        }),
      },
      tx,
    );
    return { email: user.email, userId: user.id };
  });
  deps.outbox.kick();
  deps.logger.info('Password reset with a link', { email: maskEmail(result.email) });
  return result;
}
