import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/*
 * The vocabulary that the browser and the server both use (event types, time slots,
 * categories, limits, validation messages) lives in the top-level shared/ folder, which imports
 * nothing from server/ or client/, and is written nowhere else.
 */

const root = path.resolve(import.meta.dirname, '../..');

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(path.join(root, dir), { recursive: true, withFileTypes: true }).flatMap((entry) => {
    const file = path.join(entry.parentPath, entry.name);
    // Tests beside the code (the fast tier) may spell values and import test tools; the code may not.
    if (!entry.isFile() || !/\.tsx?$/.test(entry.name) || entry.name.endsWith('.test.ts') || file.includes(`${path.sep}gql${path.sep}`) || entry.name.endsWith('.generated.ts')) return [];
    return [path.relative(root, file)];
  });
}

/** Each import's module and whether it is type-only (`import type`: nothing of it runs). */
const importsOf = (file: string) =>
  [...fs.readFileSync(path.join(root, file), 'utf8').matchAll(/(?:^|\n)\s*(import type|import|export)[^'"]*?from\s*['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g)].map((m) => ({
    spec: m[2] ?? m[3]!,
    typeOnly: m[1] === 'import type',
  }));

describe('shared/ vocabulary', () => {
  it('imports only other shared/ modules (no server or client code; a package only for its types)', () => {
    const files = sourceFiles('shared');
    expect(files.length).toBeGreaterThan(5);
    const outside = files.flatMap((file) =>
      importsOf(file)
        .filter(({ spec, typeOnly }) => (spec.startsWith('.') ? !path.resolve(root, path.dirname(file), spec).startsWith(path.join(root, 'shared') + path.sep) : !typeOnly))
        .map(({ spec }) => `${file} imports ${spec}`),
    );
    expect(outside).toEqual([]);
  });

  it('is the only place the closed sets, limits and shared messages are written', () => {
    // One telltale literal of each list or message that used to be written on both sides.
    const telltales = [
      "'Conference/Meeting'", // EVENT_TYPES
      "'5pm-midnight'", // TIME_SLOTS
      "'private_event'", // BLOCK_TYPES
      "'wednesday'", // WEEKDAYS
      "'Policies'", // FAQ_CATEGORIES
      "'Ceremonies'", // GALLERY_CATEGORIES
      'PASSWORD_MIN_LENGTH = ',
      'VENUE_CAPACITY',
      'GUEST_MAX',
      "'Please choose an event type.'",
      "'Please choose a time slot.'",
      "'Please enter your name.'",
      "'Invalid email format'",
      "'Email and password are required'",
      "'New passwords do not match.'",
      'Password must be at least',
      "'Please enter a new email address.'",
      "'Please enter your email address first.'",
      "'Please select a date'",
      "'Please select a date to block'",
      "'Site title is required.'",
      "'Images must be 10 MB or smaller.'",
      "'That booking no longer exists.'",
      'link must be a full web address starting with https://',
      'This password reset link has expired.',
      'Guest count must be between',
    ];
    // The starter content and sample bookings use these words as data, not as rules.
    const files = [...sourceFiles('server'), ...sourceFiles('client/src')].filter((file) => !file.startsWith(path.join('server', 'db', 'seed')));
    const found = files.flatMap((file) => {
      const text = fs.readFileSync(path.join(root, file), 'utf8');
      return telltales.filter((telltale) => text.includes(telltale)).map((telltale) => `${file}: ${telltale}`);
    });
    expect(found).toEqual([]);
  });
});
