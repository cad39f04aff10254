import { useMutation, useQuery } from '@apollo/client/react';
import { Alert, Button, Group, Loader, Modal, NumberInput, Radio, Select, SimpleGrid, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconAlertTriangle, IconCircleCheck } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { graphql } from '../../gql';
import { errorField, errorMessage } from '../../lib/errors.ts';
import { notify } from '../../lib/notify.ts';
import { EVENT_TYPES, formatLongDate, TIME_SLOTS, VENUE_CAPACITY } from './format.ts';
import classes from './calendar.module.css';

const SlotAvailabilityQuery = graphql(`
  query SlotAvailability($date: LocalDate!, $startTime: LocalTime!, $endTime: LocalEndTime!) {
    isDateAvailable(date: $date, startTime: $startTime, endTime: $endTime)
  }
`);

const RequestBookingMutation = graphql(`
  mutation RequestBooking($input: RequestBookingInput!) {
    requestBooking(input: $input) {
      booking {
        id
        status
        eventDate
      }
    }
  }
`);

interface Form {
  timeSlot: string;
  guestCount: number | string;
  eventType: string | null;
  clientName: string;
  clientEmail: string;
  clientPhone: string;
  specialRequests: string;
  website: string;
}

const EMPTY: Form = { timeSlot: '', guestCount: '', eventType: null, clientName: '', clientEmail: '', clientPhone: '', specialRequests: '', website: '' };

/**
 * A visitor's booking request for an available (or premium, or partially available) date: a time
 * slot checked with isDateAvailable as it is chosen, guests 1–450, event type and contact details.
 * It arrives as a pending booking; the server checks everything again.
 */
export function BookingRequestModal({
  date,
  timeSlots,
  opened,
  onClose,
}: {
  date: string;
  /** The slots the server offers on this date (those within its hours and free of confirmed bookings). */
  timeSlots: readonly string[];
  opened: boolean;
  onClose(): void;
}) {
  const phone = useMediaQuery('(max-width: 36em)');
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={<Text fw={700} ff="heading" size="xl">Request a Booking</Text>}
      size="lg"
      fullScreen={phone}
      radius="lg"
    >
      {opened && <RequestForm date={date} timeSlots={timeSlots} onDone={onClose} />}
    </Modal>
  );
}

function RequestForm({ date, timeSlots, onDone }: { date: string; timeSlots: readonly string[]; onDone(): void }) {
  const offered = TIME_SLOTS.filter((option) => timeSlots.includes(option.value));
  // A single slot (a partially available evening) is chosen for the visitor.
  const [form, setForm] = useState<Form>(() => ({ ...EMPTY, timeSlot: offered.length === 1 ? offered[0]!.value : '' }));
  const [errors, setErrors] = useState<Partial<Record<keyof Form, string>>>({});
  const slot = TIME_SLOTS.find((candidate) => candidate.value === form.timeSlot);
  const availability = useQuery(SlotAvailabilityQuery, {
    variables: slot ? { date, startTime: slot.startTime, endTime: slot.endTime } : { date, startTime: '00:00', endTime: '00:00' },
    skip: !slot,
    fetchPolicy: 'network-only',
  });
  const [requestBooking, { loading: sending }] = useMutation(RequestBookingMutation);
  // 'Failed to check availability' counts as not available (specification section 8).
  const slotAvailable = slot && !availability.loading ? (availability.error ? false : (availability.data?.isDateAvailable ?? null)) : null;

  const set = <K extends keyof Form>(key: K, value: Form[K]) => {
    setForm((previous) => ({ ...previous, [key]: value }));
    setErrors((previous) => ({ ...previous, [key]: undefined }));
  };

  function validate(): boolean {
    const next: typeof errors = {};
    if (!form.timeSlot) next.timeSlot = 'Please choose a time slot.';
    const guests = Number(form.guestCount);
    if (form.guestCount === '' || !Number.isInteger(guests) || guests < 1 || guests > VENUE_CAPACITY) {
      next.guestCount = `Guest count must be between 1 and ${VENUE_CAPACITY}.`;
    }
    if (!form.eventType) next.eventType = 'Please choose an event type.';
    if (!form.clientName.trim()) next.clientName = 'Please enter your name.';
    if (!form.clientEmail.trim()) next.clientEmail = 'Please enter your email address.';
    setErrors(next);
    return Object.keys(next).length === 0;
  }

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!validate()) return;
    try {
      // Check the slot once more right before sending: another request may have just been confirmed.
      const check = await availability.refetch();
      if (!check.data?.isDateAvailable) {
        notify.error('Failed to create booking: that time slot is no longer available on this date. Please choose another time slot or date.');
        return;
      }
    } catch {
      notify.error('Failed to check availability. Please try again in a moment.');
      return;
    }
    try {
      await requestBooking({
        variables: {
          input: {
            eventDate: date,
            timeSlot: form.timeSlot,
            guestCount: Number(form.guestCount),
            eventType: form.eventType ?? '',
            clientName: form.clientName,
            clientEmail: form.clientEmail,
            clientPhone: form.clientPhone || null,
            specialRequests: form.specialRequests || null,
            website: form.website || null,
          },
        },
      });
      notify.success(
        `Your request for ${formatLongDate(date)} is pending. We'll confirm it by e-mail within 24 hours.`,
        'Booking Request Sent',
      );
      onDone();
    } catch (error) {
      const field = errorField(error) as keyof Form | undefined;
      const message = errorMessage(error, 'Please try again, or call or e-mail us.');
      if (field && field in EMPTY) setErrors((previous) => ({ ...previous, [field]: message }));
      notify.error(`Failed to create booking: ${message}`);
    }
  }

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        <Text c="dimmed" size="sm">
          For <strong>{formatLongDate(date)}</strong>. Your request stays pending until we confirm it, usually within 24 hours.
        </Text>

        <Radio.Group
          label="Time slot"
          value={form.timeSlot}
          onChange={(value) => set('timeSlot', value)}
          description={offered.length < TIME_SLOTS.length ? 'Only the time slots still open on this date are shown.' : undefined}
          error={errors.timeSlot}
          withAsterisk
        >
          <SimpleGrid cols={{ base: 1, sm: offered.length || 1 }} spacing="xs" mt={6}>
            {offered.map((option) => (
              <Radio.Card key={option.value} value={option.value} className={classes.slotCard} radius="md">
                <Group wrap="nowrap" align="flex-start" gap="sm">
                  <Radio.Indicator />
                  <div>
                    <Text fw={600} size="sm">
                      {option.label}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {option.hours}
                    </Text>
                  </div>
                </Group>
              </Radio.Card>
            ))}
          </SimpleGrid>
        </Radio.Group>
        {slot && (
          <div aria-live="polite">
            {availability.loading ? (
              <Group gap="xs">
                <Loader size="xs" />
                <Text size="sm" c="dimmed">
                  Checking availability...
                </Text>
              </Group>
            ) : availability.error ? (
              <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} />} p="xs">
                Failed to check availability
              </Alert>
            ) : slotAvailable ? (
              <Alert color="teal" variant="light" icon={<IconCircleCheck size={18} />} p="xs">
                This time slot is available.
              </Alert>
            ) : (
              <Alert color="orange" variant="light" icon={<IconAlertTriangle size={18} />} p="xs">
                This time slot is not available on this date. Please choose another time slot.
              </Alert>
            )}
          </div>
        )}

        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <NumberInput
            label="Number of guests"
            min={1}
            max={VENUE_CAPACITY}
            clampBehavior="strict"
            allowDecimal={false}
            allowNegative={false}
            value={form.guestCount}
            onChange={(value) => set('guestCount', value)}
            error={errors.guestCount}
            placeholder={`1 to ${VENUE_CAPACITY}`}
            withAsterisk
          />
          <Select
            label="Event type"
            placeholder="Choose an event type"
            data={EVENT_TYPES}
            value={form.eventType}
            onChange={(value) => set('eventType', value)}
            error={errors.eventType}
            withAsterisk
            allowDeselect={false}
            comboboxProps={{ withinPortal: true }}
          />
          <TextInput
            label="Your name"
            autoComplete="name"
            value={form.clientName}
            onChange={(event) => set('clientName', event.currentTarget.value)}
            error={errors.clientName}
            withAsterisk
          />
          <TextInput
            label="Email"
            type="email"
            autoComplete="email"
            value={form.clientEmail}
            onChange={(event) => set('clientEmail', event.currentTarget.value)}
            error={errors.clientEmail}
            withAsterisk
          />
          <TextInput
            label="Phone (optional)"
            type="tel"
            autoComplete="tel"
            value={form.clientPhone}
            onChange={(event) => set('clientPhone', event.currentTarget.value)}
            error={errors.clientPhone}
          />
        </SimpleGrid>
        <Textarea
          label="Special requests (optional)"
          autosize
          minRows={3}
          maxRows={8}
          value={form.specialRequests}
          onChange={(event) => set('specialRequests', event.currentTarget.value)}
          error={errors.specialRequests}
        />
        {/* A honeypot: hidden from people (and screen readers); bots fill it in. */}
        <div aria-hidden="true" style={{ position: 'absolute', left: '-10000px', width: 1, height: 1, overflow: 'hidden' }}>
          <label>
            Website
            <input type="text" name="website" tabIndex={-1} autoComplete="off" value={form.website} onChange={(event) => set('website', event.currentTarget.value)} />
          </label>
        </div>

        <Group justify="flex-end" gap="sm" mt="xs">
          <Button variant="default" onClick={onDone} disabled={sending}>
            Cancel
          </Button>
          <Button type="submit" disabled={sending || slotAvailable === false}>
            {sending ? 'Sending...' : 'Send Booking Request'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
