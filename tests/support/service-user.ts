import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/*
 * The site's own user, as on a server (venue): files it does not own are not writable to it. Tests
 * run as root in CI, and root writes everything; there the service user is played by `nobody`, with
 * a Node binary it may run (the test's own Node can live under root's home). Not root: the test's
 * own user, and "not writable" is a file mode without w.
 */
export interface ServiceUser {
  uid: number;
  gid: number;
  /** The Node binary to start the site with. */
  node: string;
}

const NOBODY = 65534;
let linked: string | undefined;

export function serviceUser(): ServiceUser | null {
  if (process.getuid?.() !== 0) return null;
  if (!linked) {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'venue-service-user-'));
    fs.chmodSync(dir, 0o755);
    linked = path.join(dir, 'node');
    try {
      fs.linkSync(process.execPath, linked);
    } catch {
      fs.copyFileSync(process.execPath, linked);
    }
    fs.chmodSync(linked, 0o755);
  }
  return { uid: NOBODY, gid: NOBODY, node: linked };
}

/** Gives a folder and everything in it to the service user (and its parents the right to enter). */
export function giveToServiceUser(dir: string, user: ServiceUser | null) {
  if (!user) return;
  for (let parent = path.dirname(dir); parent !== path.dirname(parent); parent = path.dirname(parent)) {
    if (parent.startsWith(os.tmpdir()) && parent !== os.tmpdir()) fs.chmodSync(parent, 0o755);
  }
  for (const entry of [dir, ...fs.readdirSync(dir, { recursive: true }).map((name) => path.join(dir, String(name)))]) fs.chownSync(entry, user.uid, user.gid);
}

/** What a restore run with sudo leaves: the file belongs to root (or, not as root, loses its w bit). */
export function takeAwayFromServiceUser(file: string, user: ServiceUser | null) {
  if (user) {
    fs.chownSync(file, 0, 0);
    fs.chmodSync(file, 0o644);
  } else {
    fs.chmodSync(file, 0o444);
  }
}
