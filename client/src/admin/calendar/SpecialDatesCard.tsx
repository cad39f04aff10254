import { useApolloClient, useMutation } from '@apollo/client/react';
import { ActionIcon, Alert, Badge, Button, Card, Group, Paper, SegmentedControl, Stack, Table, Text, Tooltip, VisuallyHidden } from '@mantine/core';
import { IconCalendarStar, IconPencil, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { graphql } from '../../gql';
import type { CalendarAdminQuery, SpecialDateStatus } from '../../gql/graphql.ts';
import { errorField, errorMessage } from '../../lib/errors.ts';
import { notify } from '../../lib/notify.ts';
import { DAY_STATUS } from '../../public/calendar/day-status.tsx';
import { formatHoursCompact, formatLongDate, formatMediumDate } from '../../../../shared/dates.ts';
import { PAGE_SIZE_MAX } from '../../../../shared/pagination.ts';
import { failure } from '../bookings/booking-ui.tsx';
import { CALENDAR_ADMIN_QUERIES, specialStatusLabel } from './calendar-admin.ts';
import { SpecialDateFields, specialDateInput, type SpecialDateErrors, type SpecialDateValues } from './SpecialDateFields.tsx';
import { GuardedModal } from '../shell/GuardedModal.tsx';
import { useUnsavedChanges } from '../shell/unsaved-changes.tsx';
import { staleVersionOf } from '../versions/stale-version.ts';
import { useVersionedSave, type VersionedFieldSpec } from '../versions/useVersionedSave.tsx';
import { useVersionedDraft } from '../versions/useVersionedDraft.ts';
import { blockNotesText } from '../../../../shared/calendar.ts';
import { IconTitle } from '../content-kit/IconTitle.tsx';

const UpdateSpecialDateMutation = graphql(`
  mutation UpdateSpecialDate($input: UpdateSpecialDateInput!) {
    updateSpecialDate(input: $input) {
      specialDate {
        id
        date
        status
        notes
        startTime
        endTime
        premiumMultiplier
        version
      }
    }
  }
`);

const RemoveSpecialDateMutation = graphql(`
  mutation RemoveSpecialDate($input: RemoveSpecialDateInput!) {
    removeSpecialDate(input: $input) {
      id
      specialDate {
        id
        status
      }
    }
  }
`);

type SpecialDate = CalendarAdminQuery['all']['nodes'][number];
type SpecialDatePage = CalendarAdminQuery['all'];

/** How many special dates each list shows (the largest page the API gives). */
export const SPECIAL_DATES_SHOWN = PAGE_SIZE_MAX;

/** "1.5x rate · 5PM - 12AM · Peak season" */
function detailsOf(special: SpecialDate): string {
  return [
    special.status === 'PREMIUM_RATE' ? `${special.premiumMultiplier ?? 1}x rate` : null,
    special.startTime && special.endTime ? formatHoursCompact(special.startTime, special.endTime) : null,
    special.notes ? blockNotesText(special.notes) : null,
    special.replaces ? `replaces ${special.replaces}` : null,
  ]
    .filter(Boolean)
    .join(' · ');
}

/** The list of special dates, with edit (a dialog) and remove (after a confirmation). */
export function SpecialDatesCard({
  upcoming,
  all,
  today,
  editing,
  onEdit,
}: {
  upcoming: SpecialDatePage;
  all: SpecialDatePage;
  today: string;
  editing: string | null;
  onEdit(id: string | null): void;
}) {
  const [range, setRange] = useState<'upcoming' | 'all'>('upcoming');
  // The date being removed, as the owner was shown it (its version), and as it stands now (live).
  const [asked, setAsked] = useState<SpecialDate | null>(null);
  const [remove, { loading: removingNow }] = useMutation(RemoveSpecialDateMutation, { refetchQueries: CALENDAR_ADMIN_QUERIES });
  const client = useApolloClient();
  const page = range === 'upcoming' ? upcoming : all;
  const shown = page.nodes;
  const byId = (id: string | null | undefined) => [...upcoming.nodes, ...all.nodes].find((special) => special.id === id) ?? null;
  const edited = byId(editing);
  const removing = asked ? (byId(asked.id) ?? asked) : null;
  const changedMeanwhile = asked !== null && removing !== null && removing.version !== asked.version;
  const setRemoving = setAsked;

  async function confirmRemove() {
    if (!removing) return;
    try {
      // Removes what the dialog shows now: a change made meanwhile is shown before it is removed.
      await remove({ variables: { input: { id: removing.id, version: removing.version } } });
      // A block over a premium rate or partial hours gives that special date back.
      notify.success(removing.replaces ? `Block removed: ${formatLongDate(removing.date)} is ${removing.replaces} again.` : 'Special date removed successfully');
      setAsked(null);
    } catch (error) {
      if (staleVersionOf(error)) {
        await client.refetchQueries({ include: CALENDAR_ADMIN_QUERIES });
        return;
      }
      notify.error(failure('Failed to remove special date', errorMessage(error)));
    }
  }

  return (
    <Card withBorder radius="lg" padding="lg">
      <Stack gap="md">
        <Group justify="space-between" gap="sm">
          <IconTitle icon={IconCalendarStar}>Special Dates</IconTitle>
          <SegmentedControl
            size="xs"
            value={range}
            onChange={(value) => setRange(value as 'upcoming' | 'all')}
            data={[
              { value: 'upcoming', label: `Upcoming (${upcoming.totalCount})` },
              { value: 'all', label: `All (${all.totalCount})` },
            ]}
            aria-label="Which special dates"
          />
        </Group>
        {shown.length === 0 ? (
          <Text c="dimmed" size="sm">
            No special dates yet. Add one to block a date, open part of a day, or set a premium rate.
          </Text>
        ) : (
          <>
          <Stack gap="xs" hiddenFrom="sm">
            {shown.map((special) => {
              const meta = DAY_STATUS[special.status];
              return (
                <Paper key={special.id} withBorder radius="md" p="sm" style={special.date < today ? { opacity: 0.6 } : undefined}>
                  <Group justify="space-between" wrap="nowrap" align="flex-start">
                    <Stack gap={4} style={{ minWidth: 0 }}>
                      <Text size="sm" fw={600}>
                        {formatMediumDate(special.date)}
                      </Text>
                      <Badge color={meta.color} variant="light" miw="max-content" leftSection={<meta.Icon size={12} aria-hidden />}>
                        {specialStatusLabel(special.status)}
                      </Badge>
                      <Text size="sm" c="dimmed">
                        {detailsOf(special) || 'Whole day'}
                      </Text>
                    </Stack>
                    <Group gap={4} wrap="nowrap">
                      <ActionIcon variant="subtle" onClick={() => onEdit(special.id)} aria-label={`Edit ${formatLongDate(special.date)}`}>
                        <IconPencil size={16} />
                      </ActionIcon>
                      <ActionIcon variant="subtle" color="red" onClick={() => setRemoving(special)} aria-label={`Remove ${formatLongDate(special.date)}`}>
                        <IconTrash size={16} />
                      </ActionIcon>
                    </Group>
                  </Group>
                </Paper>
              );
            })}
          </Stack>
          <Table.ScrollContainer minWidth={560} visibleFrom="sm">
            <Table verticalSpacing="sm" highlightOnHover>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Date</Table.Th>
                  <Table.Th>Status</Table.Th>
                  <Table.Th>Details</Table.Th>
                  <Table.Th w={90}>
                    <VisuallyHidden>Actions</VisuallyHidden>
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {shown.map((special) => {
                  const meta = DAY_STATUS[special.status];
                  const details = detailsOf(special);
                  return (
                    <Table.Tr key={special.id} style={special.date < today ? { opacity: 0.6 } : undefined}>
                      <Table.Td>
                        <Text size="sm" fw={500} title={formatLongDate(special.date)}>
                          {formatMediumDate(special.date)}
                        </Text>
                      </Table.Td>
                      <Table.Td>
                        <Badge color={meta.color} variant="light" miw="max-content" leftSection={<meta.Icon size={12} aria-hidden />}>
                          {specialStatusLabel(special.status)}
                        </Badge>
                      </Table.Td>
                      <Table.Td>
                        <Text size="sm" c={details ? undefined : 'dimmed'}>
                          {details || 'Whole day'}
                        </Text>
                      </Table.Td>
                      <Table.Td>
                        <Group gap={4} wrap="nowrap">
                          <Tooltip label="Edit">
                            <ActionIcon variant="subtle" onClick={() => onEdit(special.id)} aria-label={`Edit ${formatLongDate(special.date)}`}>
                              <IconPencil size={16} />
                            </ActionIcon>
                          </Tooltip>
                          <Tooltip label="Remove">
                            <ActionIcon variant="subtle" color="red" onClick={() => setRemoving(special)} aria-label={`Remove ${formatLongDate(special.date)}`}>
                              <IconTrash size={16} />
                            </ActionIcon>
                          </Tooltip>
                        </Group>
                      </Table.Td>
                    </Table.Tr>
                  );
                })}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          {page.totalCount > shown.length && (
            <Text size="sm" c="dimmed">
              Showing the first {shown.length} of {page.totalCount} special dates.
            </Text>
          )}
          </>
        )}
      </Stack>

      <EditSpecialDateModal specialDate={edited} onClose={() => onEdit(null)} />

      <GuardedModal opened={removing !== null} onClose={() => setRemoving(null)} title="Remove this special date?" centered>
        {removing && (
          <Stack>
            {changedMeanwhile && (
              <Alert color="yellow" variant="light" title="Changed since you asked">
                This special date was saved in another tab or by someone else meanwhile: it is now {specialStatusLabel(removing.status).toLowerCase()}
                {detailsOf(removing) ? ` (${detailsOf(removing)})` : ''}. Remove it as it is now?
              </Alert>
            )}
            <Text size="sm">
              {removing.replaces
                ? `The block on ${formatLongDate(removing.date)} is removed and the special date it replaced comes back: ${removing.replaces}.`
                : `${formatLongDate(removing.date)} (${specialStatusLabel(removing.status).toLowerCase()}) goes back to its normal status on the calendar.`}
            </Text>
            <Group justify="flex-end">
              <Button variant="default" onClick={() => setRemoving(null)}>
                Keep It
              </Button>
              <Button color="red" onClick={confirmRemove} loading={removingNow}>
                Remove
              </Button>
            </Group>
          </Stack>
        )}
      </GuardedModal>
    </Card>
  );
}

const valuesOf = (special: Pick<SpecialDate, 'status' | 'notes' | 'startTime' | 'endTime' | 'premiumMultiplier'>): SpecialDateValues => ({
  status: special.status,
  notes: special.notes ?? '',
  startTime: special.startTime ?? null,
  endTime: special.endTime ?? null,
  premiumMultiplier: special.premiumMultiplier ?? 1,
});

const SPECIAL_DATE_FIELDS: VersionedFieldSpec<SpecialDateValues>[] = [
  { key: 'status', label: 'Status', type: 'value', format: (value) => specialStatusLabel(value as SpecialDateStatus) },
  { key: 'notes', label: 'Notes' },
  { key: 'startTime', label: 'Start time', type: 'value', format: (value) => (value ? String(value) : 'Whole day') },
  { key: 'endTime', label: 'End time', type: 'value', format: (value) => (value ? String(value) : 'Whole day') },
  { key: 'premiumMultiplier', label: 'Premium multiplier', type: 'value', format: (value) => `${value}x` },
];

/**
 * Editing one special date, against the version it was opened at: a save made meanwhile in another
 * tab is shown beside the owner's values (the shared conflict view), and closing the dialog with
 * typed changes asks first.
 */
function EditSpecialDateModal({ specialDate, onClose }: { specialDate: SpecialDate | null; onClose(): void }) {
  const [errors, setErrors] = useState<SpecialDateErrors>({});
  const [update] = useMutation(UpdateSpecialDateMutation, { refetchQueries: CALENDAR_ADMIN_QUERIES });
  const current = specialDate ? { version: specialDate.version, values: valuesOf(specialDate) } : null;
  const draft = useVersionedDraft<SpecialDateValues>(current);
  const [openedId, setOpenedId] = useState<string | null>(null);
  // Opened on a date (by id: a live refetch of the list follows an untouched form, never wipes typing).
  if (current && specialDate && openedId !== specialDate.id) {
    setOpenedId(specialDate.id);
    setErrors({});
    draft.start(current);
  } else if (!specialDate && openedId !== null) {
    setOpenedId(null);
    draft.stop();
  }
  const values = draft.values;
  // Leaving the screen or closing the tab asks too (the dialog itself asks through GuardedModal).
  useUnsavedChanges(draft.dirty);
  const versioned = useVersionedSave<SpecialDateValues>({
    what: 'special date',
    fields: SPECIAL_DATE_FIELDS,
    fromApi: (saved) =>
      valuesOf({
        status: saved.status as SpecialDateStatus,
        notes: (saved.notes as string | null) ?? null,
        startTime: (saved.startTime as string | null) ?? null,
        endTime: (saved.endTime as string | null) ?? null,
        premiumMultiplier: (saved.premiumMultiplier as number | null) ?? null,
      }),
    save: async (next, version) => {
      if (!specialDate) return;
      await update({ variables: { input: { id: specialDate.id, ...specialDateInput(next), version } } });
    },
  });

  async function onSave() {
    if (!specialDate || !values || !draft.base) return;
    setErrors({});
    try {
      const outcome = await versioned.save(values, draft.base);
      if (outcome.status === 'saved') {
        notify.success('Special date updated successfully');
        onClose();
      } else if (outcome.status === 'discarded') {
        draft.start({ version: outcome.version, values: outcome.values });
      }
    } catch (error) {
      const field = errorField(error);
      if (field) setErrors({ [field]: errorMessage(error) });
      notify.error(failure('Failed to update special date', errorMessage(error)));
    }
  }

  return (
    <GuardedModal opened={specialDate !== null} onClose={onClose} dirty={draft.dirty} title={specialDate ? `Edit ${formatLongDate(specialDate.date)}` : ''} centered radius="lg">
      {values && (
        <Stack>
          <SpecialDateFields date={specialDate?.date ?? null} values={values} onField={draft.set} errors={errors} />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button onClick={() => void onSave()} loading={versioned.saving}>
              Save Changes
            </Button>
          </Group>
        </Stack>
      )}
      {versioned.conflictView}
    </GuardedModal>
  );
}
