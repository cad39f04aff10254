import { Alert, Group, Loader, Text } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck } from '@tabler/icons-react';
import { useCallback, useEffect, useState } from 'react';
import { graphql } from '../../gql';
import { request } from '../../islands/graphql.ts';
import type { TimeSlotInfo } from '../../../../shared/events.ts';

export const SlotAvailabilityQuery = graphql(`
  query SlotAvailability($date: LocalDate!, $startTime: LocalTime!, $endTime: LocalEndTime!) {
    isDateAvailable(date: $date, startTime: $startTime, endTime: $endTime)
  }
`);

export type SlotState = { kind: 'none' } | { kind: 'checking' } | { kind: 'available' } | { kind: 'unavailable' } | { kind: 'failed' };

/**
 * What the form says about the chosen time slot. The slots offered are those the server found open
 * when it rendered the page, so a slot among them is available as far as the page knows: that is
 * said at once, in the server's HTML too (never a "Checking" that no code will ever finish). Once
 * the island runs, each slot the visitor picks is asked of the server again (isDateAvailable,
 * never cached), with "Checking availability..." only while that answer is on its way.
 */
export function useSlotStatus(date: string, timeSlot: string, offered: readonly TimeSlotInfo[]) {
  const [live, setLive] = useState<{ slot: string; state: SlotState } | null>(null);
  const [asked, setAsked] = useState<string | null>(null);
  useEffect(() => {
    const slot = offered.find((candidate) => candidate.value === asked);
    if (!slot) return;
    let current = true;
    setLive({ slot: slot.value, state: { kind: 'checking' } });
    request(SlotAvailabilityQuery, { date, startTime: slot.startTime, endTime: slot.endTime }).then(
      (data) => current && setLive({ slot: slot.value, state: { kind: data.isDateAvailable ? 'available' : 'unavailable' } }),
      // 'Failed to check availability' counts as not available (specification section 8).
      () => current && setLive({ slot: slot.value, state: { kind: 'failed' } }),
    );
    return () => {
      current = false;
    };
    // The slots offered are the page's; a new date remounts the form.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [date, asked]);
  const check = useCallback((slot: string) => setAsked(slot), []);
  const markUnavailable = useCallback((slot: string) => setLive({ slot, state: { kind: 'unavailable' } }), []);
  const known: SlotState = offered.some((candidate) => candidate.value === timeSlot) ? { kind: 'available' } : { kind: 'none' };
  const state = live && live.slot === timeSlot ? live.state : known;
  return { state, check, markUnavailable };
}

/** The chosen slot's line under the radios; nothing while none is chosen. */
export function SlotStatus({ state }: { state: SlotState }) {
  return (
    <div aria-live="polite">
      {state.kind === 'checking' ? (
        <Group gap="xs">
          <Loader size="xs" />
          <Text size="sm" c="dimmed">
            Checking availability...
          </Text>
        </Group>
      ) : state.kind === 'failed' ? (
        <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} />} p="xs">
          Failed to check availability
        </Alert>
      ) : state.kind === 'available' ? (
        <Alert color="teal" variant="light" icon={<IconCircleCheck size={18} />} p="xs">
          This time slot is available.
        </Alert>
      ) : state.kind === 'unavailable' ? (
        <Alert color="orange" variant="light" icon={<IconAlertTriangle size={18} />} p="xs">
          This time slot is not available on this date. Please choose another time slot.
        </Alert>
      ) : null}
    </div>
  );
}
