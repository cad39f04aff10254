import { useMutation } from '@apollo/client/react';
import { Badge, Button, Group, NumberInput, Select, Stack, Text, TextInput } from '@mantine/core';
import { IconHourglass } from '@tabler/icons-react';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { getFragmentData, graphql, type FragmentType } from '../../gql';
import { errorMessage } from '../../lib/errors.ts';
import { notify } from '../../lib/notify.ts';
import { formatLongDate } from '../../../../shared/dates.ts';
import { TIME_SLOTS, type TimeSlotName } from '../../../../shared/events.ts';
import { HOLD_DEFAULT_DAYS, HOLD_MAX_DAYS, holdDaysProblem, holdExpiryAfter, ON_HOLD_LABEL, SECOND_OPTION_LABEL } from '../../../../shared/holds.ts';
import { failure } from '../bookings/booking-ui.tsx';
import { DialogActions } from '../content-kit/ConfirmDialog.tsx';
import { GuardedModal } from '../shell/GuardedModal.tsx';
import { useVenueInstant } from '../shell/venue-time.ts';

/*
 * Holds on the owner's screens: the hold's status in words (On hold / Second option, until when),
 * Release and Extend, and "Place hold" with an expiry (default 7 days). Every change refetches the
 * lists and the calendar that show holds (by operation name).
 */

export const HoldStatusFragment = graphql(`
  fragment HoldStatus_hold on Hold {
    id
    date
    startTime
    endTime
    clientName
    position
    isSecondOption
    expiresAt
  }
`);

const PlaceHoldMutation = graphql(`
  mutation PlaceHold($input: PlaceHoldInput!) {
    placeHold(input: $input) {
      hold {
        id
        position
        date
      }
    }
  }
`);

const ReleaseHoldMutation = graphql(`
  mutation ReleaseHold($input: ReleaseHoldInput!) {
    releaseHold(input: $input) {
      hold {
        id
        status
      }
      promoted {
        id
        clientName
      }
    }
  }
`);

const ExtendHoldMutation = graphql(`
  mutation ExtendHold($input: ExtendHoldInput!) {
    extendHold(input: $input) {
      hold {
        id
        expiresAt
      }
    }
  }
`);

const REFETCH = ['InquiriesList', 'AdminBookings', 'AdminCalendarMonth'];
const TIME_SLOT_OPTIONS = TIME_SLOTS.map((slot) => ({ value: slot.name, label: `${slot.label} (${slot.hours})` }));

export const holdWords = (hold: { isSecondOption: boolean }) => (hold.isSecondOption ? SECOND_OPTION_LABEL : ON_HOLD_LABEL);

/** "On hold until Dec 5, 2026, 3:00 PM" (or "Second option until …"), with an hourglass. */
export function HoldBadge({ hold: ref }: { hold: FragmentType<typeof HoldStatusFragment> }) {
  const hold = getFragmentData(HoldStatusFragment, ref);
  // In the venue's zone, named when this browser is elsewhere: a hold ends at the venue's hour.
  const instant = useVenueInstant();
  return (
    <Badge color={hold.isSecondOption ? 'gray' : 'gold'} variant="light" size="lg" leftSection={<IconHourglass size={14} aria-hidden />} style={{ textTransform: 'none' }}>
      {holdWords(hold)} until {instant(hold.expiresAt)}
    </Badge>
  );
}

/** Release and Extend for an active hold. */
export function HoldActions({ hold: ref }: { hold: FragmentType<typeof HoldStatusFragment> }) {
  const hold = getFragmentData(HoldStatusFragment, ref);
  const [release, releasing] = useMutation(ReleaseHoldMutation, { refetchQueries: REFETCH });
  const [extending, setExtending] = useState(false);

  async function onRelease() {
    try {
      const { data } = await release({ variables: { input: { id: hold.id } } });
      const promoted = data?.releaseHold.promoted ?? [];
      notify.success(
        promoted.length ? `Hold released. ${promoted.map((p) => p.clientName).join(', ')} (second option) was offered the date by e-mail.` : 'Hold released.',
      );
    } catch (error) {
      notify.error(failure('Failed to release the hold', errorMessage(error)));
    }
  }

  return (
    <Group gap="xs">
      <Button size="xs" variant="light" onClick={() => setExtending(true)}>
        Extend hold
      </Button>
      <Button size="xs" variant="subtle" color="red" onClick={() => void onRelease()} loading={releasing.loading}>
        Release hold
      </Button>
      <ExtendHoldModal opened={extending} holdId={hold.id} clientName={hold.clientName} onClose={() => setExtending(false)} />
    </Group>
  );
}

function ExtendHoldModal({ opened, holdId, clientName, onClose }: { opened: boolean; holdId: string; clientName: string; onClose(): void }) {
  const form = useForm({ initialValues: { days: HOLD_DEFAULT_DAYS as number | string }, validate: { days: holdDaysProblem } });
  const [extend, { loading }] = useMutation(ExtendHoldMutation, { refetchQueries: REFETCH });
  // Each opening starts from the default length.
  function close() {
    form.reset();
    onClose();
  }
  async function submit({ days }: { days: number | string }) {
    try {
      await extend({ variables: { input: { id: holdId, expiresAt: holdExpiryAfter(new Date(), Number(days)).toISOString() } } });
      notify.success('Hold extended.');
      close();
    } catch (error) {
      notify.error(failure('Failed to extend the hold', errorMessage(error)));
    }
  }
  return (
    <GuardedModal opened={opened} onClose={close} dirty={form.isDirty()} title={`Extend the hold for ${clientName}`}>
      <form onSubmit={form.onSubmit(submit)} noValidate>
        <Stack>
          <ExpiryField value={form.values.days} onChange={(days) => form.setFieldValue('days', days)} />
          <DialogActions cancelLabel="Cancel" onCancel={close} confirmLabel="Extend hold" busy={loading} />
        </Stack>
      </form>
    </GuardedModal>
  );
}

/** The expiry picker: how many days from now (default 7), and the moment that gives; a wrong length says so at once. */
function ExpiryField({ value, onChange }: { value: number | string; onChange(value: number | string): void }) {
  const problem = holdDaysProblem(value);
  const instant = useVenueInstant();
  return (
    <NumberInput
      label="Hold for (days)"
      min={1}
      max={HOLD_MAX_DAYS}
      allowDecimal={false}
      value={value}
      onChange={onChange}
      description={problem ? undefined : `Expires ${instant(holdExpiryAfter(new Date(), Number(value)))}`}
      error={problem ?? undefined}
    />
  );
}

/** A hold placed from an inquiry names its date and time slot; one from a pending booking takes the booking's. */
interface PlaceHoldValues {
  days: number | string;
  date: string;
  timeSlot: TimeSlotName | null;
}

/**
 * "Place hold" for an inquiry (the date defaults to the desired date; a time slot, all day by
 * default) or for a pending booking (its own date and time).
 */
export function PlaceHoldButton({ inquiryId, bookingId, defaultDate, clientName }: { inquiryId?: string; bookingId?: string; defaultDate?: string | null; clientName: string }) {
  const [opened, setOpened] = useState(false);
  const form = useForm<PlaceHoldValues>({ initialValues: { days: HOLD_DEFAULT_DAYS, date: defaultDate ?? '', timeSlot: 'ALL_DAY' }, validate: { days: holdDaysProblem } });
  const [place, { loading }] = useMutation(PlaceHoldMutation, { refetchQueries: REFETCH });
  // Each opening starts from the defaults: the inquiry's date, all day, the default length.
  function close() {
    setOpened(false);
    form.reset();
  }

  async function submit({ days, date, timeSlot }: PlaceHoldValues) {
    form.clearErrors();
    try {
      const { data } = await place({
        variables: {
          input: {
            ...(inquiryId ? { inquiryId, date: date || null, timeSlot } : { bookingId }),
            expiresAt: holdExpiryAfter(new Date(), Number(days)).toISOString(),
          },
        },
      });
      const hold = data?.placeHold.hold;
      notify.success(hold?.position === 2 ? `Hold placed as second option on ${formatLongDate(hold.date)}.` : `Hold placed on ${formatLongDate(hold?.date ?? date)}.`);
      close();
    } catch (caught) {
      form.setFieldError('form', errorMessage(caught));
    }
  }

  return (
    <>
      <Button size="xs" variant="light" color="gold" leftSection={<IconHourglass size={14} aria-hidden />} onClick={() => setOpened(true)}>
        Place hold
      </Button>
      <GuardedModal opened={opened} onClose={close} dirty={form.isDirty()} title={`Place a hold for ${clientName}`}>
        <form onSubmit={form.onSubmit(submit)} noValidate>
          <Stack>
            {inquiryId && (
              <>
                <TextInput type="date" label="Date to hold" {...form.getInputProps('date')} required />
                <Select label="Time slot" data={TIME_SLOT_OPTIONS} {...form.getInputProps('timeSlot')} allowDeselect={false} />
              </>
            )}
            <ExpiryField value={form.values.days} onChange={(days) => form.setFieldValue('days', days)} />
            <Text size="sm" c="dimmed">
              If another client already holds this date, this hold queues as the second option and is offered the date when the first ends.
            </Text>
            {form.errors.form && (
              <Text size="sm" c="red.8" role="alert">
                {form.errors.form}
              </Text>
            )}
            <DialogActions cancelLabel="Cancel" onCancel={close} confirmLabel="Place hold" busy={loading} />
          </Stack>
        </form>
      </GuardedModal>
    </>
  );
}
