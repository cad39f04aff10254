import { useMutation } from '@apollo/client/react';
import { Alert, Button, Group, NumberInput, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { DATE_MESSAGES } from '../../../../shared/calendar.ts';
import { isValidDate } from '../../../../shared/dates.ts';
import { guestCountField } from '../../../../shared/intake/fields.ts';
import { problemsOnly, userErrorsOf } from '../forms/submit.ts';
import { GuardedModal } from '../shell/GuardedModal.tsx';
import { EVENT_TYPE_OPTIONS, GUEST_CAPACITY, TIME_SLOTS, eventTypeName, type EventTypeName, type TimeSlotName } from '../../../../shared/events.ts';
import { errorField, errorMessage, errorReasons } from '../../lib/errors.ts';
import { notify } from '../../lib/notify.ts';
import { CreateChangeOrderMutation, type PanelBooking } from './quote-data.ts';
import { DialogActions } from '../content-kit/ConfirmDialog.tsx';

/*
 * A change order, step one: the booking's new details (date, time slot, guests, event type; all
 * left as they are to change the price alone). The server checks the new slot as confirming would;
 * a block, a partial date's hours or another client's hold is asked about (the owner may move
 * there anyway), another confirmed booking refuses it. The draft then opens in the quote editor.
 */

/** Refusals the owner may override knowingly. */
const OVERRIDABLE = ['DATE_BLOCKED', 'OUTSIDE_HOURS', 'HELD'];

const TIME_SLOT_OPTIONS = TIME_SLOTS.map((slot) => ({ value: slot.name, label: `${slot.label} (${slot.hours})` }));

/** The booking's details as the change order proposes them; unchanged ones are not sent. */
interface ChangeValues {
  eventDate: string;
  timeSlot: string | null;
  guestCount: number | string;
  eventType: string | null;
}

/** What the dialog can check before sending, in the server's words; the calendar is the server's to judge. */
function changeErrors(values: ChangeValues) {
  const guests = guestCountField(values.guestCount);
  return problemsOnly({ eventDate: isValidDate(values.eventDate) ? null : DATE_MESSAGES.invalid, guestCount: guests.ok ? null : guests.message });
}

export function ChangeOrderModal({ booking, opened, onClose, onCreated }: { booking: PanelBooking; opened: boolean; onClose: () => void; onCreated: () => void }) {
  const slotNow = TIME_SLOTS.find((slot) => slot.startTime === booking.startTime && slot.endTime === booking.endTime)?.name ?? null;
  const [objection, setObjection] = useState<string | null>(null);
  const form = useForm<ChangeValues>({
    initialValues: { eventDate: booking.eventDate, timeSlot: slotNow, guestCount: booking.guestCount, eventType: eventTypeName(booking.eventType) ?? null },
    validate: changeErrors,
    // The calendar's objection was to the date and time asked about: another one is asked afresh.
    onValuesChange: (values, previous) => {
      if (values.eventDate !== previous.eventDate || values.timeSlot !== previous.timeSlot) setObjection(null);
    },
  });
  const [create, { loading }] = useMutation(CreateChangeOrderMutation);

  const submit = async (override: boolean) => {
    const { eventDate, timeSlot, guestCount, eventType } = form.values;
    form.setErrors({});
    try {
      const result = await create({
        variables: {
          input: {
            bookingId: booking.id,
            eventDate: eventDate !== booking.eventDate ? eventDate : null,
            timeSlot: timeSlot && timeSlot !== slotNow ? (timeSlot as TimeSlotName) : null,
            guestCount: Number(guestCount) !== booking.guestCount ? Number(guestCount) : null,
            eventType: eventType && eventType !== eventTypeName(booking.eventType) ? (eventType as EventTypeName) : null,
            override,
          },
        },
      });
      const payload = result.data!.createChangeOrder;
      if (payload.userErrors.length > 0) {
        form.setErrors(userErrorsOf(payload.userErrors, 'form'));
        return;
      }
      notify.success('Change order drafted: adjust its lines and schedule, then send it to the client.');
      setObjection(null);
      onCreated();
      onClose();
    } catch (error) {
      if (errorReasons(error).some((reason) => OVERRIDABLE.includes(reason))) setObjection(errorMessage(error));
      else form.setErrors({ [errorField(error) ?? 'form']: errorMessage(error) });
    }
  };
  const draft = () => {
    if (!form.validate().hasErrors) void submit(false);
  };

  return (
    <GuardedModal opened={opened} onClose={onClose} title="Make a change order" size="lg" dirty={form.isDirty()}>
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          The price was agreed with the client, so it changes only through a change order they accept. Set the booking's new details (leave them as they are to change the price alone); the change order starts from the accepted quote, re-priced for the new date.
        </Text>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput label="Event date" type="date" {...form.getInputProps('eventDate')} />
          <Select label="Time slot" data={TIME_SLOT_OPTIONS} {...form.getInputProps('timeSlot')} comboboxProps={{ withinPortal: true }} />
          <NumberInput label="Guests" min={1} max={GUEST_CAPACITY} allowDecimal={false} {...form.getInputProps('guestCount')} />
          <Select label="Event type" data={EVENT_TYPE_OPTIONS} {...form.getInputProps('eventType')} comboboxProps={{ withinPortal: true }} />
        </SimpleGrid>
        {form.errors.form && (
          <Alert color="red" role="alert">
            {form.errors.form}
          </Alert>
        )}
        {objection && (
          <Alert color="yellow" role="alert" title="Your calendar argues against this date">
            <Stack gap="xs">
              <Text size="sm">{objection}</Text>
              <Group>
                <Button size="xs" color="yellow" onClick={() => void submit(true)} loading={loading}>
                  Move there anyway
                </Button>
              </Group>
            </Stack>
          </Alert>
        )}
        <DialogActions cancelLabel="Cancel" onCancel={onClose} confirmLabel="Draft change order" onConfirm={draft} busy={loading} />
      </Stack>
    </GuardedModal>
  );
}
