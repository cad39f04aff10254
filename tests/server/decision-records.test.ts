import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { rootDir } from '../../server/config.ts';

/*
 * Decisions are kept one per file (docs/decisions/NNN-title.md: Context, Decision, Consequences)
 * and found through the index in docs/decisions/README.md: a newcomer reads the index first, so a
 * record missing from it, or two records under one number, is as good as lost.
 */
const folder = path.join(rootDir, 'docs', 'decisions');
const records = fs.readdirSync(folder).filter((file) => /^\d{3}-.+\.md$/.test(file));
const index = fs.readFileSync(path.join(folder, 'README.md'), 'utf8');

describe('decision records', () => {
  it('each have a number of their own', () => {
    const numbers = records.map((file) => file.slice(0, 3));
    expect(numbers.filter((number, i) => numbers.indexOf(number) !== i)).toEqual([]);
  });

  it('are each listed in the index, and the index names no record that is not there', () => {
    expect(records.filter((file) => !index.includes(`(${file})`))).toEqual([]);
    const linked = [...index.matchAll(/\]\((\d{3}-[^)]+\.md)\)/g)].map((match) => match[1]!);
    expect(linked.filter((file) => !records.includes(file))).toEqual([]);
  });

  it('each say their context, the decision and its consequences', () => {
    const incomplete = records.filter((file) => {
      const text = fs.readFileSync(path.join(folder, file), 'utf8');
      return !['## Context', '## Decision', '## Consequences'].every((heading) => new RegExp(`^${heading}`, 'm').test(text));
    });
    expect(incomplete).toEqual([]);
  });
});
