import path from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/*
 * Longest files first, on a clean clone too. Vitest orders files by the durations it cached on
 * earlier runs; a fresh clone has none, so it falls back to file size, and the longest browser
 * file (a11y, data-driven and short to read) started last: one worker ran it alone for over two
 * minutes while the other sat idle (a clean-clone CI run, 2026-11-26). These files, measured as
 * the longest of their group, start first, in this order; every other file keeps Vitest's order.
 */
const LONGEST_FIRST = [
  // e2e
  'tests/e2e/a11y.test.ts',
  'tests/e2e/content-admin.test.ts',
  'tests/e2e/calendar-admin.test.ts',
  'tests/e2e/bookings-admin.test.ts',
  'tests/e2e/admin-live-screens.test.ts',
  'tests/e2e/server-render.test.ts',
  'tests/e2e/admin-lists.test.ts',
  'tests/e2e/sales-path.test.ts',
  // fuzz and server (one group: the fuzz file starts first, the process tests beside it)
  'tests/server/fuzz.test.ts',
  'tests/server/production.test.ts',
  'tests/server/process.test.ts',
  'tests/server/durability.test.ts',
  'tests/server/backup.test.ts',
  'tests/server/database-busy.test.ts',
];

export class LongestFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const rank = (file: TestSpecification) => {
      const index = LONGEST_FIRST.indexOf(path.relative(this.ctx.config.root, file.moduleId).split(path.sep).join('/'));
      return index === -1 ? LONGEST_FIRST.length : index;
    };
    // Stable: within a group, listed files go first in the listed order, whatever their project
    // (the fuzz and server projects share one group and one pool of workers); the others follow
    // by project, in Vitest's order.
    return sorted.sort(
      (a, b) =>
        a.project.config.sequence.groupOrder - b.project.config.sequence.groupOrder ||
        rank(a) - rank(b) ||
        (a.project.name === b.project.name ? 0 : a.project.name < b.project.name ? -1 : 1),
    );
  }
}
