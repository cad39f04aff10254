import type { CalendarSettingsRow, SpecialDateRow } from '../../db/rows.ts';
import type { VersionValues } from '../../../shared/versions.ts';

/*
 * The calendar's editable records as a saved version keeps them and a stale save's refusal shows
 * them: the values as the API reads them (enum names), so the admin's conflict view can put them
 * straight into its form.
 */

/** Operating hours: what Calendar Settings edits (the rest is read-only). */
export function calendarSettingsValues(row: Pick<CalendarSettingsRow, 'startTime' | 'endTime'>): VersionValues {
  return { startTime: row.startTime, endTime: row.endTime };
}

/** A special date's editable values (its date never changes). */
export function specialDateValues(row: Pick<SpecialDateRow, 'status' | 'notes' | 'startTime' | 'endTime' | 'premiumMultiplier'>): VersionValues {
  return { status: row.status.toUpperCase(), notes: row.notes, startTime: row.startTime, endTime: row.endTime, premiumMultiplier: row.premiumMultiplier };
}

/** How a saved version names a special date: its date. */
export const specialDateName = (row: Pick<SpecialDateRow, 'date'>) => row.date;
