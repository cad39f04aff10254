import { eq } from 'drizzle-orm';
import { deviceCookieValue, recognizedDevice } from '../../auth/device-cookie.ts';
import { hashPassword, normalizeEmail, PASSWORD_MIN_LENGTH, verifyAgainstDummy, verifyPassword } from '../../auth/passwords.ts';
import { announceSessionChange, createSession, generateSecureRandomString, type SessionUser } from '../../auth/sessions.ts';
import { beginSignInAttempt, clearFailedSignIns, signInWaitMessage } from '../../auth/sign-in-throttle.ts';
import type { RequestInfo } from '../../context.ts';
import { writeTransaction, type DB, type Transaction } from '../../db/client.ts';
import { profiles, userRoles, users, type Role } from '../../db/schema/index.ts';
import { badInput, tooManyRequests, unauthenticated } from '../../errors.ts';
import { maskEmail, type Logger } from '../../logger.ts';
import { isEmailAddress } from '../../../shared/email-address.ts';
import { ACCOUNT_MESSAGES } from '../../../shared/accounts.ts';

export interface SignInResult {
  user: SessionUser;
  token: string;
  expiresAt: Date;
  /** The device cookie's new value: this browser has now signed in to this account. */
  deviceCookie: string;
}

export async function signIn(
  deps: { db: DB; logger: Logger },
  input: { email: string; password: string },
  request: RequestInfo,
): Promise<SignInResult> {
  const { db, logger } = deps;
  const email = normalizeEmail(input.email);
  if (!email || !input.password) throw badInput(ACCOUNT_MESSAGES.emailAndPasswordRequired);
  if (!isEmailAddress(email)) throw badInput(ACCOUNT_MESSAGES.invalidEmail, 'email');

  const row = db
    .select({ id: users.id, email: users.email, passwordHash: users.passwordHash, role: userRoles.role })
    .from(users)
    .leftJoin(userRoles, eq(userRoles.userId, users.id))
    .where(eq(users.email, email))
    .get();
  // A browser that signed in to this account before is judged by its own failures only.
  const attempt = { email, ip: request.ip, deviceId: row ? recognizedDevice(db, request.deviceCookie, row.id) : null };

  // Counts the attempt as a failure before the (asynchronous) password check; success clears it.
  const waitMs = await beginSignInAttempt(db, attempt);
  if (waitMs > 0) {
    logger.warn('Sign-in refused: too many failures', { email: maskEmail(email), ip: request.ip, knownDevice: Boolean(attempt.deviceId) });
    throw tooManyRequests(signInWaitMessage(waitMs), Math.max(1, Math.ceil(waitMs / 1000)));
  }

  const valid = row ? await verifyPassword(row.passwordHash, input.password) : await verifyAgainstDummy(input.password);
  if (!row || !valid) {
    logger.warn('Failed sign-in', { email: maskEmail(email), ip: request.ip });
    throw unauthenticated(ACCOUNT_MESSAGES.invalidCredentials);
  }

  clearFailedSignIns(db, attempt);
  const { token, expiresAt } = createSession(db, row.id, { userAgent: request.userAgent, ipAddress: request.ip });
  return {
    user: { id: row.id, email: row.email, role: row.role === 'admin' ? 'admin' : 'user' },
    token,
    expiresAt,
    deviceCookie: deviceCookieValue(db, row.id, attempt.deviceId ?? undefined),
  };
}

export function validatePasswordRules(password: string): void {
  if (password.length < PASSWORD_MIN_LENGTH) {
    throw badInput(ACCOUNT_MESSAGES.passwordTooShort, 'password');
  }
}

/** Creates a user with a role (and an empty profile); the e-mail must be new. */
export async function createUser(db: DB, input: { email: string; password: string; role: Role; displayName?: string }) {
  const email = normalizeEmail(input.email);
  if (!isEmailAddress(email)) throw badInput(ACCOUNT_MESSAGES.invalidEmail, 'email');
  validatePasswordRules(input.password);
  const passwordHash = await hashPassword(input.password);
  // Checked in the write transaction: another process (the server, npm run create-admin) may have
  // taken the address while the password was being hashed.
  return await writeTransaction(db, (tx) => {
    if (tx.select({ id: users.id }).from(users).where(eq(users.email, email)).get()) {
      throw badInput('An account with this email already exists.', 'email');
    }
    const user = tx.insert(users).values({ email, passwordHash }).returning().get();
    tx.insert(userRoles).values({ userId: user.id, role: input.role }).run();
    tx.insert(profiles).values({ userId: user.id, displayName: input.displayName ?? null }).run();
    return user;
  });
}

export function findUserByEmail(db: DB, email: string) {
  return db.select().from(users).where(eq(users.email, normalizeEmail(email))).get();
}

export function setRole(db: DB | Transaction, userId: string, role: Role): void {
  db.insert(userRoles).values({ userId, role }).onConflictDoUpdate({ target: userRoles.userId, set: { role } }).run();
  // Open WebSockets of a user who is no longer an admin are closed (server/auth/sessions.ts).
  announceSessionChange({ userId });
}

export function generatePassword(): string {
  return generateSecureRandomString(12);
}

/**
 * Makes sure an admin exists: from ADMIN_EMAIL/ADMIN_PASSWORD when set, otherwise
 * admin@venue.local with a random password. A generated password is returned so the caller can
 * print it, once; nothing is done (and nothing printed) when an admin already exists.
 */
export async function ensureFirstAdmin(
  db: DB,
  settings: { adminEmail?: string; adminPassword?: string },
): Promise<{ email: string; generatedPassword: string | null } | null> {
  const existing = db.select().from(userRoles).where(eq(userRoles.role, 'admin')).limit(1).get();
  if (existing) return null;
  const email = normalizeEmail(settings.adminEmail ?? 'admin@venue.local');
  const generatedPassword = settings.adminPassword ? null : generatePassword();
  const password = settings.adminPassword ?? generatedPassword!;
  const user = findUserByEmail(db, email);
  if (user) {
    validatePasswordRules(password);
    const passwordHash = await hashPassword(password);
    await writeTransaction(db, (tx) => {
      tx.update(users).set({ passwordHash }).where(eq(users.id, user.id)).run();
      setRole(tx, user.id, 'admin');
    });
  } else {
    await createUser(db, { email, password, role: 'admin', displayName: 'Venue Admin' });
  }
  return { email, generatedPassword };
}

export function getProfile(db: DB, userId: string) {
  return db.select().from(profiles).where(eq(profiles.userId, userId)).get() ?? null;
}
