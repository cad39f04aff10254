import { useMutation } from '@apollo/client/react';
import { Alert, Button, Group, NumberInput, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { GuardedModal } from '../shell/GuardedModal.tsx';
import { EVENT_TYPE_OPTIONS, GUEST_CAPACITY, TIME_SLOTS, eventTypeName, type EventTypeName, type TimeSlotName } from '../../../../shared/events.ts';
import { errorField, errorMessage, errorReasons } from '../../lib/errors.ts';
import { notify } from '../../lib/notify.ts';
import { CreateChangeOrderMutation, type PanelBooking } from './quote-data.ts';

/*
 * A change order, step one: the booking's new details (date, time slot, guests, event type; all
 * left as they are to change the price alone). The server checks the new slot as confirming would;
 * a block, a partial date's hours or another client's hold is asked about (the owner may move
 * there anyway), another confirmed booking refuses it. The draft then opens in the quote editor.
 */

/** Refusals the owner may override knowingly. */
const OVERRIDABLE = ['DATE_BLOCKED', 'OUTSIDE_HOURS', 'HELD'];

export function ChangeOrderModal({ booking, opened, onClose, onCreated }: { booking: PanelBooking; opened: boolean; onClose: () => void; onCreated: () => void }) {
  const slotNow = TIME_SLOTS.find((slot) => slot.startTime === booking.startTime && slot.endTime === booking.endTime)?.name ?? null;
  const [eventDate, setEventDate] = useState(booking.eventDate);
  const [timeSlot, setTimeSlot] = useState<string | null>(slotNow);
  const [guestCount, setGuestCount] = useState<number | string>(booking.guestCount);
  const [eventType, setEventType] = useState<string | null>(eventTypeName(booking.eventType) ?? null);
  const [objection, setObjection] = useState<string | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [create, { loading }] = useMutation(CreateChangeOrderMutation);

  const submit = async (override: boolean) => {
    setErrors({});
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
        setErrors(Object.fromEntries(payload.userErrors.map((error) => [error.field ?? 'form', error.message])));
        return;
      }
      notify.success('Change order drafted: adjust its lines and schedule, then send it to the client.');
      setObjection(null);
      onCreated();
      onClose();
    } catch (error) {
      if (errorReasons(error).some((reason) => OVERRIDABLE.includes(reason))) setObjection(errorMessage(error));
      else setErrors({ [errorField(error) ?? 'form']: errorMessage(error) });
    }
  };

  return (
    <GuardedModal
      opened={opened}
      onClose={onClose}
      title="Make a change order"
      size="lg"
      dirty={eventDate !== booking.eventDate || timeSlot !== slotNow || String(guestCount) !== String(booking.guestCount) || eventType !== (eventTypeName(booking.eventType) ?? null)}
    >
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          The price was agreed with the client, so it changes only through a change order they accept. Set the booking's new details (leave them as they are to change the price alone); the change order starts from the accepted quote, re-priced for the new date.
        </Text>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput label="Event date" type="date" value={eventDate} onChange={(event) => {
              setEventDate(event.currentTarget.value);
              setObjection(null);
            }} error={errors.eventDate} />
          <Select
            label="Time slot"
            data={TIME_SLOTS.map((slot) => ({ value: slot.name, label: `${slot.label} (${slot.hours})` }))}
            value={timeSlot}
            onChange={(value) => {
              setTimeSlot(value);
              setObjection(null);
            }}
            error={errors.timeSlot}
            comboboxProps={{ withinPortal: true }}
          />
          <NumberInput label="Guests" min={1} max={GUEST_CAPACITY} allowDecimal={false} value={guestCount} onChange={setGuestCount} error={errors.guestCount} />
          <Select label="Event type" data={EVENT_TYPE_OPTIONS} value={eventType} onChange={setEventType} error={errors.eventType} comboboxProps={{ withinPortal: true }} />
        </SimpleGrid>
        {errors.form && (
          <Alert color="red" role="alert">
            {errors.form}
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
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button onClick={() => void submit(false)} loading={loading}>
            Draft change order
          </Button>
        </Group>
      </Stack>
    </GuardedModal>
  );
}
