import { hash, verify } from '@node-rs/argon2';
import { PASSWORD_MIN_LENGTH } from '../../shared/accounts.ts';

/** argon2id with the OWASP-recommended minimum cost (19 MiB, 2 passes). */
const options = { memoryCost: 19456, timeCost: 2, parallelism: 1, outputLen: 32 } as const;

export { PASSWORD_MIN_LENGTH };

export function hashPassword(password: string): Promise<string> {
  return hash(password, options);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/** Same shape as a real hash, so an unknown e-mail costs as much time as a wrong password. */
let dummyHash: Promise<string> | undefined;
export function verifyAgainstDummy(password: string): Promise<boolean> {
  dummyHash ??= hashPassword('not-a-real-password');
  return dummyHash.then((h) => verifyPassword(h, password));
}

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}
