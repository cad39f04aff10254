import { graphql } from '../../gql';
import type { SpecialDateStatus, SpecialDateRow_SpecialDateFragment } from '../../gql/graphql.ts';
import { formatHoursCompact } from '../../../../shared/dates.ts';
import { blockNotesText } from '../../../../shared/calendar.ts';
import { PAGE_SIZE_MAX } from '../../../../shared/pagination.ts';
import type { SpecialDateValues } from './SpecialDateFields.tsx';
import { specialStatusLabel } from './calendar-admin.ts';
import type { VersionedFieldSpec } from '../versions/useVersionedSave.tsx';

/** A special date as the list shows it and its edit dialog saves it: read by the screen, answered by the save. */
export const SpecialDateRowFields = graphql(`
  fragment SpecialDateRow_specialDate on SpecialDate {
    id
    date
    status
    notes
    startTime
    endTime
    premiumMultiplier
    replaces
    version
  }
`);

export type SpecialDate = SpecialDateRow_SpecialDateFragment;

/** How many special dates each list shows (the largest page the API gives). */
export const SPECIAL_DATES_SHOWN = PAGE_SIZE_MAX;

/** "1.5x rate · 5PM - 12AM · Peak season" */
export function detailsOf(special: SpecialDate): string {
  return [
    special.status === 'PREMIUM_RATE' ? `${special.premiumMultiplier ?? 1}x rate` : null,
    special.startTime && special.endTime ? formatHoursCompact(special.startTime, special.endTime) : null,
    special.notes ? blockNotesText(special.notes) : null,
    special.replaces ? `replaces ${special.replaces}` : null,
  ]
    .filter(Boolean)
    .join(' · ');
}

/** The fields the edit dialog holds, from the record as read or as a stale refusal carries it. */
export const specialDateValuesOf = (special: Pick<SpecialDate, 'status' | 'notes' | 'startTime' | 'endTime' | 'premiumMultiplier'>): SpecialDateValues => ({
  status: special.status,
  notes: special.notes ?? '',
  startTime: special.startTime ?? null,
  endTime: special.endTime ?? null,
  premiumMultiplier: special.premiumMultiplier ?? 1,
});

/** What the conflict view compares when a save made meanwhile meets the dialog's. */
export const SPECIAL_DATE_FIELDS: VersionedFieldSpec<SpecialDateValues>[] = [
  { key: 'status', label: 'Status', type: 'value', format: (value) => specialStatusLabel(value as SpecialDateStatus) },
  { key: 'notes', label: 'Notes' },
  { key: 'startTime', label: 'Start time', type: 'value', format: (value) => (value ? String(value) : 'Whole day') },
  { key: 'endTime', label: 'End time', type: 'value', format: (value) => (value ? String(value) : 'Whole day') },
  { key: 'premiumMultiplier', label: 'Premium multiplier', type: 'value', format: (value) => `${value}x` },
];
