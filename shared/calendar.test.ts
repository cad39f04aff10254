import { describe, expect, test } from 'vitest';
import { blockNotesText } from './calendar.ts';

describe("a block's notes as the owner reads them", () => {
  test('the stored type reads as its label, with the reason after it', () => {
    expect(blockNotesText('private_event: Owner family party')).toBe('Private event: Owner family party');
    expect(blockNotesText('maintenance')).toBe('Maintenance');
    expect(blockNotesText('holiday:  Thanksgiving ')).toBe('Holiday: Thanksgiving');
  });

  test('notes typed by hand stay as written', () => {
    expect(blockNotesText('Peak season: book early')).toBe('Peak season: book early');
    expect(blockNotesText('wedding fair')).toBe('wedding fair');
    expect(blockNotesText('unknown_kind: x')).toBe('unknown_kind: x');
  });
});
