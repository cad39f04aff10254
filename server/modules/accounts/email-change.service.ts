import { and, desc, eq, gt, isNull, ne } from 'drizzle-orm';
import { normalizeEmail } from '../../auth/passwords.ts';
import type { ValidatedSession } from '../../auth/sessions.ts';
import { writeTransaction, type DB } from '../../db/client.ts';
import { emailChangeTokens, users } from '../../db/schema/index.ts';
import { badInput, conflict, FieldErrors } from '../../errors.ts';
import { maskEmail } from '../../logger.ts';
import { hashLinkToken, linkTokenStatus, newLinkToken, venueName, verifyCurrentPassword, type AccountServices, type LinkTokenStatus } from './account-checks.ts';
import { ACCOUNT_EMAIL_KINDS, EMAIL_CHANGE_VALID_HOURS, emailChangeEmail, emailChangeEmailWithoutLink, emailChangeNoticeEmail } from './account-emails.ts';
import { isEmailAddress } from '../../../shared/email-address.ts';
import { findUserByEmail } from './accounts.service.ts';
import { ACCOUNT_MESSAGES } from '../../../shared/accounts.ts';

/*
 * Changing the sign-in address: asked for with the current password, confirmed through a
 * single-use link sent to the NEW address (proving the owner reads it), while the OLD address is
 * told, so a hijacked session cannot quietly take over the account. One pending change at a time:
 * a new request replaces the previous link.
 */

const TAKEN = 'That email address is already used by another account.';

export async function requestEmailChange(
  deps: AccountServices,
  viewer: ValidatedSession,
  input: { newEmail: string; currentPassword: string },
): Promise<{ pendingEmail: string }> {
  const newEmail = normalizeEmail(input.newEmail);
  const oldEmail = viewer.user.email;
  const errors = new FieldErrors();
  if (!newEmail || newEmail === oldEmail) errors.add('newEmail', ACCOUNT_MESSAGES.newEmailRequired, 'REQUIRED');
  else if (!isEmailAddress(newEmail)) errors.add('newEmail', ACCOUNT_MESSAGES.invalidEmail);
  if (!input.currentPassword) errors.add('currentPassword', 'Please enter your current password.', 'REQUIRED');
  errors.throwIfAny();
  await verifyCurrentPassword(deps, viewer.user.id, input.currentPassword);
  if (findUserByEmail(deps.db, newEmail)) throw badInput(TAKEN, 'newEmail', 'TAKEN');

  const { token, tokenHash } = newLinkToken();
  const expiresAt = new Date(Date.now() + EMAIL_CHANGE_VALID_HOURS * 3_600_000);
  await writeTransaction(deps.db, (tx) => {
    tx.delete(emailChangeTokens)
      .where(and(eq(emailChangeTokens.userId, viewer.user.id), isNull(emailChangeTokens.usedAt)))
      .run();
    tx.insert(emailChangeTokens).values({ tokenHash, userId: viewer.user.id, newEmail, expiresAt }).run();
    const name = venueName(tx);
    const confirmLink = `${deps.config.publicUrl}/auth?mode=confirm-email&token=${token}`;
    const withLink = emailChangeEmail({ venueName: name, oldEmail, newEmail, confirmLink });
    // The row keeps the message without the link; the link is sent from memory (see the outbox),
    // so backups and the admin's Outbox screen never hold a way into the account.
    deps.outbox.enqueue(
      {
        kind: ACCOUNT_EMAIL_KINDS.emailChange,
        to: newEmail,
        ...emailChangeEmailWithoutLink({ venueName: name, oldEmail, newEmail, signInUrl: `${deps.config.publicUrl}/auth` }),
        inMemoryOnly: { text: withLink.text, html: withLink.html, until: expiresAt },
      },
      tx,
    );
    deps.outbox.enqueue(
      {
        kind: ACCOUNT_EMAIL_KINDS.emailChangeNotice,
        to: oldEmail,
        ...emailChangeNoticeEmail({ venueName: name, oldEmail, newEmail, signInUrl: `${deps.config.publicUrl}/auth` }),
      },
      tx,
    );
  });
  deps.outbox.kick();
  deps.logger.info('E-mail change requested', { user: viewer.user.id, newEmail: maskEmail(newEmail) });
  return { pendingEmail: newEmail };
}

export const EMAIL_CHANGE_TOKEN_MESSAGES: Record<Exclude<LinkTokenStatus, 'VALID'>, string> = {
  INVALID: 'This email confirmation link is not valid. Please ask for the change again from your profile.',
  USED: 'This email confirmation link has already been used.',
  EXPIRED: 'This email confirmation link has expired. Please ask for the change again from your profile.',
};

/** Completes a change from the link; the token is the credential (the link may open in any browser). */
export async function confirmEmailChange(deps: AccountServices, input: { token: string }): Promise<{ email: string; userId: string }> {
  const tokenHash = hashLinkToken(input.token);
  const row = tokenHash ? deps.db.select().from(emailChangeTokens).where(eq(emailChangeTokens.tokenHash, tokenHash)).get() : undefined;
  const status = linkTokenStatus(row);
  if (status !== 'VALID') throw badInput(EMAIL_CHANGE_TOKEN_MESSAGES[status], 'token');
  const now = new Date();
  const confirmed = await writeTransaction(deps.db, (tx) => {
    const claimed = tx
      .update(emailChangeTokens)
      .set({ usedAt: now })
      .where(and(eq(emailChangeTokens.tokenHash, tokenHash!), isNull(emailChangeTokens.usedAt), gt(emailChangeTokens.expiresAt, now)))
      .returning()
      .get();
    if (!claimed) throw badInput(EMAIL_CHANGE_TOKEN_MESSAGES.USED, 'token');
    // Someone may have taken the address since the link was sent; the unique index is the last word.
    const taken = tx.select({ id: users.id }).from(users).where(and(eq(users.email, claimed.newEmail), ne(users.id, claimed.userId))).get();
    if (taken) throw conflict(TAKEN);
    tx.update(users).set({ email: claimed.newEmail, updatedAt: now }).where(eq(users.id, claimed.userId)).run();
    return { email: claimed.newEmail, userId: claimed.userId };
  });
  deps.logger.info('E-mail change confirmed', { newEmail: maskEmail(confirmed.email) });
  return confirmed;
}

/** The address a pending change is waiting to confirm, if any. */
export function pendingEmailChange(db: DB, userId: string): string | null {
  const row = db
    .select({ newEmail: emailChangeTokens.newEmail })
    .from(emailChangeTokens)
    .where(and(eq(emailChangeTokens.userId, userId), isNull(emailChangeTokens.usedAt), gt(emailChangeTokens.expiresAt, new Date())))
    .orderBy(desc(emailChangeTokens.createdAt))
    .get();
  return row?.newEmail ?? null;
}
