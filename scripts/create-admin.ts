/**
 * npm run create-admin -- <email>
 * Adds an admin account, or promotes an existing user to admin. The password comes from
 * ADMIN_PASSWORD or is generated and printed once. Works while the server runs (WAL + busy timeout).
 */
import { loadConfig } from '../server/config.ts';
import { openDatabase } from '../server/db/client.ts';
import {
  createUser,
  findUserByEmail,
  generatePassword,
  setRole,
} from '../server/modules/accounts/index.ts';
import { normalizeEmail } from '../server/auth/passwords.ts';
import { isEmailAddress } from '../shared/email-address.ts';

async function main() {
  const email = normalizeEmail(process.argv[2] ?? '');
  if (!isEmailAddress(email)) {
    console.error('Usage: npm run create-admin -- <email>   (optionally with ADMIN_PASSWORD=... in the environment)');
    process.exit(1);
  }
  const config = loadConfig();
  const { db, close } = openDatabase(config.databasePath, { backupsDir: config.backupsDir, uploadsDir: config.uploadsDir, log: (line) => console.log(line) });
  try {
    const existing = findUserByEmail(db, email);
    if (existing) {
      setRole(db, existing.id, 'admin');
      console.log(`${email} already had an account; it is now an admin. Its password is unchanged.`);
      return;
    }
    const password = process.env.ADMIN_PASSWORD || generatePassword();
    await createUser(db, { email, password, role: 'admin' });
    console.log(`Created admin ${email}.`);
    if (!process.env.ADMIN_PASSWORD) console.log(`Password (shown once): ${password}`);
  } finally {
    close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
