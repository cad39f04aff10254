import { useMutation } from '@apollo/client/react';
import { Badge, Button, Divider, Group, Select, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconClock, IconDeviceFloppy } from '@tabler/icons-react';
import { graphql } from '../../gql';
import type { CalendarAdminQuery } from '../../gql/graphql.ts';
import { errorMessage } from '../../lib/errors.ts';
import { notify } from '../../lib/notify.ts';
import { formatHoursCompact } from '../../../../shared/dates.ts';
import { failure } from '../bookings/booking-ui.tsx';
import { CALENDAR_ADMIN_QUERIES, END_TIME_OPTIONS, START_TIME_OPTIONS } from './calendar-admin.ts';
import { useUnsavedChanges } from '../shell/unsaved-changes.tsx';
import { useVersionedSave } from '../versions/useVersionedSave.tsx';
import { useVersionedDraft } from '../versions/useVersionedDraft.ts';
import { WEEKDAY_NAMES, WEEKDAY_VALUES } from '../../../../shared/calendar.ts';
import { SettingsCard } from '../content-kit/IconTitle.tsx';

const UpdateCalendarSettingsMutation = graphql(`
  mutation UpdateCalendarSettings($input: UpdateCalendarSettingsInput!) {
    updateCalendarSettings(input: $input) {
      calendarSettings {
        id
        startTime
        endTime
        version
      }
    }
  }
`);


type Hours = { startTime: string; endTime: string };

/** "5:00 PM", "Midnight": how the selects name a time. */
const timeLabel = (value: unknown) => [...START_TIME_OPTIONS, ...END_TIME_OPTIONS].find((option) => option.value === value)?.label ?? String(value ?? '');

/**
 * Operating hours (only start and end are saved, specification section 5); the rest is read-only.
 * Saved against the version the form started from: hours saved meanwhile in another tab are shown
 * beside the owner's, never overwritten.
 */
export function OperatingHoursCard({ settings }: { settings: CalendarAdminQuery['calendarSettings'] }) {
  const current = { version: settings.version, values: { startTime: settings.startTime, endTime: settings.endTime } };
  const draft = useVersionedDraft<Hours>(current, { alwaysOpen: true });
  const { startTime, endTime } = draft.values ?? current.values;
  const dirty = draft.dirty;
  useUnsavedChanges(dirty);
  const [update] = useMutation(UpdateCalendarSettingsMutation, { refetchQueries: CALENDAR_ADMIN_QUERIES });
  const versioned = useVersionedSave<Hours>({
    what: 'operating hours',
    fields: [
      { key: 'startTime', label: 'Opening time', type: 'value', format: timeLabel },
      { key: 'endTime', label: 'Closing time', type: 'value', format: timeLabel },
    ],
    fromApi: (saved) => ({ startTime: String(saved.startTime ?? ''), endTime: String(saved.endTime ?? '') }),
    save: async (next, version) => {
      await update({ variables: { input: { ...next, version } } });
    },
  });

  async function onSave() {
    if (!draft.base) return;
    if (!startTime || !endTime) {
      notify.error('Choose an opening and a closing time.');
      return;
    }
    try {
      const outcome = await versioned.save({ startTime, endTime }, draft.base);
      if (outcome.status === 'saved') {
        notify.success('Availability settings updated successfully');
        draft.stop();
      } else if (outcome.status === 'discarded') {
        draft.start({ version: outcome.version, values: outcome.values });
      }
    } catch (error) {
      notify.error(failure('Failed to update settings', errorMessage(error)));
    }
  }

  return (
    <SettingsCard icon={IconClock} title="Operating Hours" description={`Shown on available dates of the public calendar (now ${formatHoursCompact(settings.startTime, settings.endTime)}).`} gap="md">
      <SimpleGrid cols={2} spacing="sm">
        <Select label="Opening time" data={START_TIME_OPTIONS} value={startTime} onChange={(value) => value && draft.set('startTime', value)} searchable allowDeselect={false} comboboxProps={{ withinPortal: true }} />
        <Select label="Closing time" data={END_TIME_OPTIONS} value={endTime} onChange={(value) => value && draft.set('endTime', value)} searchable allowDeselect={false} comboboxProps={{ withinPortal: true }} />
      </SimpleGrid>
      <Button leftSection={<IconDeviceFloppy size={16} aria-hidden />} onClick={() => void onSave()} loading={versioned.saving} disabled={!dirty} style={{ alignSelf: 'flex-start' }}>
        Save Settings
      </Button>
      <Divider />
      <Stack gap={6}>
        <Group justify="space-between">
          <Text size="sm" fw={500}>
            Booking duration
          </Text>
          <Text size="sm">
            {settings.minimumBookingHours}–{settings.maximumBookingHours} hours
          </Text>
        </Group>
        <Group justify="space-between">
          <Text size="sm" fw={500}>
            Advance booking
          </Text>
          <Text size="sm">up to {settings.advanceBookingDays} days ahead</Text>
        </Group>
        <Text size="sm" fw={500}>
          Available days
        </Text>
        <Group gap={6} aria-label="Available days">
          {WEEKDAY_NAMES.map((name) => {
            const day = WEEKDAY_VALUES[name];
            const open = settings.availableDays.includes(name);
            return (
              <Badge key={day} variant={open ? 'light' : 'outline'} color={open ? 'teal' : 'gray'} tt="capitalize">
                {day.slice(0, 3)}
                {open ? '' : ' (closed)'}
              </Badge>
            );
          })}
        </Group>
        <Text size="xs" c="dimmed">
          Booking duration and available days are read-only.
        </Text>
      </Stack>
      {versioned.conflictView}
    </SettingsCard>
  );
}
