import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { rootDir } from '../../server/config.ts';

/*
 * The Nu HTML checker (npm vnu-jar, run by Debian's default-jre-headless; .ci/run installs the JRE
 * as it installs Chromium). It answers "Forbidden host" for localhost, so pages are written to
 * files and all of them are checked in one run of the JVM (it takes seconds to start).
 */
const VNU_JAR = path.join(rootDir, 'node_modules', 'vnu-jar', 'build', 'dist', 'vnu.jar');
const JAVA = process.env.JAVA ?? 'java';

export interface NuMessage {
  /** The page's name (its file name without .html). */
  page: string;
  message: string;
  line?: number;
  extract?: string;
}

/** A finding known and reported, tolerated until it is fixed (as tests/support/axe.ts keeps them). */
export interface KnownNuFinding {
  message: RegExp;
  /** Why it is tolerated and what would end it. */
  reason: string;
}

/** Checks every page in one run of the checker; returns its errors (warnings are not asked for). */
export async function nuErrors(pages: { name: string; html: string }[]): Promise<NuMessage[]> {
  if (!fs.existsSync(VNU_JAR)) throw new Error(`The Nu HTML checker is missing at ${VNU_JAR}: npm install (vnu-jar is a devDependency).`);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'venue-nu-'));
  try {
    const files = pages.map((page) => {
      const file = path.join(dir, `${page.name}.html`);
      fs.writeFileSync(file, page.html);
      return file;
    });
    let stdout: string;
    let stderr: string;
    try {
      ({ stdout, stderr } = await promisify(execFile)(JAVA, ['-jar', VNU_JAR, '--errors-only', '--format', 'json', '--exit-zero-always', ...files], {
        maxBuffer: 64 * 1024 * 1024,
      }));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') {
        throw new Error(`No Java runtime (${JAVA}) for the Nu HTML checker. Install Debian's default-jre-headless (apt-get install default-jre-headless); .ci/run does this.`);
      }
      throw error;
    }
    // The JSON report goes to stderr.
    const report = JSON.parse(stderr || stdout) as { messages: { type: string; url?: string; message: string; lastLine?: number; extract?: string }[] };
    return report.messages
      .filter((message) => message.type === 'error' || message.type === 'non-document-error')
      .map((message) => ({
        page: path.basename(decodeURIComponent(message.url ?? ''), '.html'),
        message: message.message,
        line: message.lastLine,
        extract: message.extract,
      }));
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/** The findings not known, as a readable list (one line each, repeated ones counted). */
export function unknownFindings(messages: NuMessage[], known: KnownNuFinding[]): string[] {
  const counted = new Map<string, number>();
  for (const { page, message } of messages) {
    if (known.some((finding) => finding.message.test(message))) continue;
    const line = `${page}: ${message}`;
    counted.set(line, (counted.get(line) ?? 0) + 1);
  }
  return [...counted].map(([line, count]) => (count > 1 ? `${line} (×${count})` : line));
}
