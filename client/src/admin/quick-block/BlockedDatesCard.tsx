import { useMutation } from '@apollo/client/react';
import { Button, Card, Group, Modal, Stack, Text } from '@mantine/core';
import { IconCalendarOff, IconLockOpen } from '@tabler/icons-react';
import { useState } from 'react';
import { graphql } from '../../gql';
import { errorMessage } from '../../lib/errors.ts';
import { notify } from '../../lib/notify.ts';
import { formatLongDate, formatMediumDate } from '../../../../shared/dates.ts';
import { blockNotesText } from '../../../../shared/calendar.ts';
import { failure } from '../bookings/booking-ui.tsx';
import { QUICK_BLOCK_REFETCH } from './refetch.ts';
import { IconTitle } from '../content-kit/IconTitle.tsx';
import { ListOrEmpty } from '../content-kit/RecordList.tsx';

const UnblockMutation = graphql(`
  mutation UnblockDate($input: UnblockDateInput!) {
    unblockDate(input: $input) {
      id
      specialDate {
        id
        date
        status
        notes
      }
    }
  }
`);

/** The upcoming blocked dates, each unblocked after asking. */
export function BlockedDatesCard({ blocked }: { blocked: { id: string; date: string; notes?: string | null; replaces?: string | null }[] }) {
  const [unblock, { loading }] = useMutation(UnblockMutation, { refetchQueries: QUICK_BLOCK_REFETCH });
  /** Unblock asks first: one stray click must not open a date. */
  const [asking, setAsking] = useState<{ id: string; date: string; replaces?: string | null } | null>(null);

  async function onUnblock() {
    if (!asking) return;
    try {
      await unblock({ variables: { input: { id: asking.id } } });
      notify.success(
        asking.replaces ? `${formatLongDate(asking.date)} is open again: ${asking.replaces}.` : `${formatLongDate(asking.date)} is open again.`,
        'Date unblocked',
      );
      setAsking(null);
    } catch (error) {
      notify.error(failure('Failed to unblock date', errorMessage(error)));
    }
  }

  return (
    <Card withBorder radius="lg" padding="lg">
      <IconTitle icon={IconCalendarOff} color="gray-7" mb="sm">Blocked Dates</IconTitle>
      <ListOrEmpty items={blocked} empty="No upcoming dates are blocked.">
        {(special) => (
          <Group key={special.id} justify="space-between" wrap="nowrap" gap="xs">
            <div style={{ minWidth: 0 }}>
              <Text size="sm" fw={500}>
                {formatMediumDate(special.date)}
              </Text>
              {special.notes && (
                <Text size="xs" c="dimmed" truncate>
                  {blockNotesText(special.notes)}
                </Text>
              )}
              {special.replaces && (
                <Text size="xs" c="dimmed" truncate>
                  Back to {special.replaces} when unblocked
                </Text>
              )}
            </div>
            <Button
              size="compact-xs"
              variant="subtle"
              leftSection={<IconLockOpen size={12} aria-hidden />}
              onClick={() => setAsking(special)}
              aria-label={`Unblock ${formatLongDate(special.date)}`}
            >
              Unblock
            </Button>
          </Group>
        )}
      </ListOrEmpty>
      <Modal opened={asking !== null} onClose={() => setAsking(null)} title="Unblock this date?" centered radius="lg">
        {asking && (
          <Stack>
            <Text size="sm">
              {formatLongDate(asking.date)} opens again on the public calendar
              {asking.replaces ? `, as it was before the block: ${asking.replaces}.` : '.'}
            </Text>
            <Group justify="flex-end">
              <Button variant="default" onClick={() => setAsking(null)}>
                Keep Blocked
              </Button>
              <Button onClick={onUnblock} loading={loading}>
                Unblock
              </Button>
            </Group>
          </Stack>
        )}
      </Modal>
    </Card>
  );
}
