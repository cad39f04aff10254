import { eq } from 'drizzle-orm';
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { DB } from '../db/client.ts';
import { serverSecrets } from '../db/schema/index.ts';
import { generateSecureRandomString } from './sessions.ts';

/*
 * The device cookie: set at every successful sign-in, it says "this browser signed in to this
 * account before". The sign-in throttle judges such a browser by its own failures only, so guesses
 * from elsewhere cannot keep the owner out (sign-in-throttle.ts).
 *
 * Value: `<user id>.<device id>.<signature>`, the signature an HMAC-SHA256 of the first two parts
 * with a key the server keeps (server_secrets). It is not a session and grants nothing by itself:
 * the password is still checked. HttpOnly, SameSite=Lax, sent to /graphql only; kept at sign-out
 * (the browser stays known), replaced when another account signs in on the same browser.
 */
export const DEVICE_COOKIE = 'venue_device';
export const DEVICE_COOKIE_PATH = '/graphql';
export const DEVICE_COOKIE_LIFETIME_MS = 180 * 24 * 60 * 60 * 1000;

const KEY_NAME = 'device-cookie-hmac';
const keys = new WeakMap<DB, Buffer>();

/** The HMAC key: made once per database (the first process to ask wins), then read from memory. */
function deviceCookieKey(db: DB): Buffer {
  let key = keys.get(db);
  if (!key) {
    db.insert(serverSecrets)
      .values({ name: KEY_NAME, value: randomBytes(32).toString('base64url') })
      .onConflictDoNothing()
      .run();
    const row = db.select({ value: serverSecrets.value }).from(serverSecrets).where(eq(serverSecrets.name, KEY_NAME)).get()!;
    key = Buffer.from(row.value, 'base64url');
    keys.set(db, key);
  }
  return key;
}

function signature(db: DB, userId: string, deviceId: string): Buffer {
  return createHmac('sha256', deviceCookieKey(db)).update(`${DEVICE_COOKIE}:${userId}.${deviceId}`, 'utf8').digest();
}

/** A device cookie value for the account; keeps the browser's device id when it already has one. */
export function deviceCookieValue(db: DB, userId: string, deviceId: string = generateSecureRandomString(15)): string {
  return `${userId}.${deviceId}.${signature(db, userId, deviceId).toString('base64url')}`;
}

/**
 * The device id when the cookie is one this server signed for this account, otherwise null (no
 * cookie, another account's, altered, or signed with another key).
 */
export function recognizedDevice(db: DB, value: string | null | undefined, userId: string): string | null {
  if (!value) return null;
  const parts = value.split('.');
  if (parts.length !== 3) return null;
  const [cookieUserId, deviceId, mac] = parts as [string, string, string];
  if (cookieUserId !== userId || !/^[a-z2-7]{16,40}$/.test(deviceId)) return null;
  // Compared as text, so only the one canonical spelling of the signature is accepted.
  const expected = Buffer.from(signature(db, userId, deviceId).toString('base64url'));
  const actual = Buffer.from(mac);
  return actual.length === expected.length && timingSafeEqual(actual, expected) ? deviceId : null;
}
