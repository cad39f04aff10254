import { ActionIcon, Badge, Card, Group, Paper, SegmentedControl, Stack, Table, Text, Tooltip, VisuallyHidden } from '@mantine/core';
import { IconCalendarStar, IconPencil, IconTrash } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { getFragmentData, type FragmentType } from '../../gql';
import { DAY_STATUS } from '../../public/calendar/day-status.tsx';
import { formatLongDate, formatMediumDate } from '../../../../shared/dates.ts';
import { specialStatusLabel } from './calendar-admin.ts';
import { IconTitle } from '../content-kit/IconTitle.tsx';
import { EditSpecialDateModal } from './EditSpecialDateModal.tsx';
import { RemoveSpecialDateModal } from './RemoveSpecialDateModal.tsx';
import { detailsOf, SpecialDateRowFields, type SpecialDate } from './special-dates.ts';

/** A page of special dates as the screen's query reads it (the count is of the whole list). */
type SpecialDatePage = { totalCount: number; nodes: readonly FragmentType<typeof SpecialDateRowFields>[] };

/** Edit and Remove for one date; on wide screens each button names itself in a tooltip too. */
function RowActions({ special, onEdit, onRemove, withTooltips }: { special: SpecialDate; onEdit(id: string): void; onRemove(special: SpecialDate): void; withTooltips: boolean }) {
  const tip = (label: string, button: ReactNode) => (withTooltips ? <Tooltip label={label}>{button}</Tooltip> : button);
  return (
    <Group gap={4} wrap="nowrap">
      {tip(
        'Edit',
        <ActionIcon variant="subtle" onClick={() => onEdit(special.id)} aria-label={`Edit ${formatLongDate(special.date)}`}>
          <IconPencil size={16} />
        </ActionIcon>,
      )}
      {tip(
        'Remove',
        <ActionIcon variant="subtle" color="red" onClick={() => onRemove(special)} aria-label={`Remove ${formatLongDate(special.date)}`}>
          <IconTrash size={16} />
        </ActionIcon>,
      )}
    </Group>
  );
}

/** The status of a date as a coloured badge with its icon. */
function StatusBadge({ special }: { special: SpecialDate }) {
  const meta = DAY_STATUS[special.status];
  return (
    <Badge color={meta.color} variant="light" miw="max-content" leftSection={<meta.Icon size={12} aria-hidden />}>
      {specialStatusLabel(special.status)}
    </Badge>
  );
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
  const upcomingNodes = getFragmentData(SpecialDateRowFields, upcoming.nodes);
  const allNodes = getFragmentData(SpecialDateRowFields, all.nodes);
  const page = range === 'upcoming' ? upcoming : all;
  const shown = range === 'upcoming' ? upcomingNodes : allNodes;
  const byId = (id: string | null | undefined) => [...upcomingNodes, ...allNodes].find((special) => special.id === id) ?? null;
  const edited = byId(editing);
  const removing = asked ? (byId(asked.id) ?? asked) : null;
  const setRemoving = setAsked;

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
            {shown.map((special) => (
              <Paper key={special.id} withBorder radius="md" p="sm" style={special.date < today ? { opacity: 0.6 } : undefined}>
                <Group justify="space-between" wrap="nowrap" align="flex-start">
                  <Stack gap={4} style={{ minWidth: 0 }}>
                    <Text size="sm" fw={600}>
                      {formatMediumDate(special.date)}
                    </Text>
                    <StatusBadge special={special} />
                    <Text size="sm" c="dimmed">
                      {detailsOf(special) || 'Whole day'}
                    </Text>
                  </Stack>
                  <RowActions special={special} onEdit={onEdit} onRemove={setRemoving} withTooltips={false} />
                </Group>
              </Paper>
            ))}
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
                  const details = detailsOf(special);
                  return (
                    <Table.Tr key={special.id} style={special.date < today ? { opacity: 0.6 } : undefined}>
                      <Table.Td>
                        <Text size="sm" fw={500} title={formatLongDate(special.date)}>
                          {formatMediumDate(special.date)}
                        </Text>
                      </Table.Td>
                      <Table.Td>
                        <StatusBadge special={special} />
                      </Table.Td>
                      <Table.Td>
                        <Text size="sm" c={details ? undefined : 'dimmed'}>
                          {details || 'Whole day'}
                        </Text>
                      </Table.Td>
                      <Table.Td>
                        <RowActions special={special} onEdit={onEdit} onRemove={setRemoving} withTooltips />
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

      <RemoveSpecialDateModal asked={asked} removing={removing} onClose={() => setRemoving(null)} />
    </Card>
  );
}
