import '@mantine/dates/styles.css';
import { useMutation } from '@apollo/client/react';
import { Button, Checkbox, Group, NumberInput, SegmentedControl, Select, SimpleGrid, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { IconCalendar } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { graphql } from '../../gql';
import { errorField, errorMessage } from '../../lib/errors.ts';
import { notify } from '../../lib/notify.ts';
import { formatLongDate } from '../../../../shared/dates.ts';
import { useVenueToday } from '../../public/calendar/useVenueToday.ts';
import { pickerA11y } from '../../public/calendar/picker-props.ts';
import { EVENT_TYPE_OPTIONS, GUEST_CAPACITY, TIME_SLOTS, type EventTypeName, type TimeSlotName } from '../../../../shared/events.ts';
import { BOOKING_FORM_MESSAGES, centsOfDollars } from '../../../../shared/bookings.ts';
import { DATE_MESSAGES } from '../../../../shared/calendar.ts';
import { DayMarksLegend, useDayMarks } from '../calendar/day-marks.tsx';
import { failure } from './booking-ui.tsx';
import { GuardedModal } from '../shell/GuardedModal.tsx';

const NewBookingMutation = graphql(`
  mutation NewBooking($input: CreateBookingInput!) {
    createBooking(input: $input) {
      booking {
        id
        status
        eventDate
        clientName
      }
    }
  }
`);

/** How the booking came in: said in the admin notes, so the booking's history tells it. */
const CHANNELS = { phone: 'Booked by phone', walk_in: 'Booked in person (walk-in)' } as const;
type Channel = keyof typeof CHANNELS;

interface Form {
  eventDate: string | null;
  timeSlot: string | null;
  guestCount: number | string;
  eventType: string | null;
  clientName: string;
  clientEmail: string;
  clientPhone: string;
  specialRequests: string;
  adminNotes: string;
  totalCost: number | string;
}

const EMPTY: Form = { eventDate: null, timeSlot: null, guestCount: '', eventType: null, clientName: '', clientEmail: '', clientPhone: '', specialRequests: '', adminNotes: '', totalCost: '' };

/**
 * "New booking" on the Bookings screen: a phone or walk-in booking without an inquiry. "Confirm now"
 * (on by default) confirms it in the same step, with the server's checks of confirming; a refusal
 * (the slot taken, a blocked date, another client's hold) keeps the form and says why.
 */
export function NewBookingModal({ opened, onClose }: { opened: boolean; onClose(): void }) {
  const [form, setForm] = useState<Form>(EMPTY);
  const [channel, setChannel] = useState<Channel>('phone');
  const [confirm, setConfirm] = useState(true);
  const [override, setOverride] = useState(false);
  const [errors, setErrors] = useState<Partial<Record<keyof Form, string>>>({});
  const [create, { loading }] = useMutation(NewBookingMutation);
  const today = useVenueToday();
  const dayMarks = useDayMarks(form.eventDate);

  const set = <K extends keyof Form>(key: K, value: Form[K]) => {
    setForm((previous) => ({ ...previous, [key]: value }));
    setErrors((previous) => ({ ...previous, [key]: undefined }));
  };
  const close = () => {
    setForm(EMPTY);
    setErrors({});
    setOverride(false);
    onClose();
  };

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const next: typeof errors = {};
    if (!form.eventDate) next.eventDate = DATE_MESSAGES.required;
    if (!form.timeSlot) next.timeSlot = BOOKING_FORM_MESSAGES.timeSlotRequired;
    if (form.guestCount === '') next.guestCount = BOOKING_FORM_MESSAGES.guestCount;
    if (!form.eventType) next.eventType = BOOKING_FORM_MESSAGES.eventTypeRequired;
    setErrors(next);
    if (Object.keys(next).length > 0) return;
    try {
      const notes = [CHANNELS[channel], form.adminNotes.trim()].filter(Boolean).join('. ');
      const result = await create({
        variables: {
          input: {
            eventDate: form.eventDate!,
            timeSlot: form.timeSlot as TimeSlotName,
            guestCount: Number(form.guestCount),
            eventType: form.eventType as EventTypeName,
            clientName: form.clientName,
            clientEmail: form.clientEmail,
            clientPhone: form.clientPhone || null,
            specialRequests: form.specialRequests || null,
            adminNotes: notes,
            totalCostCents: form.totalCost === '' ? null : centsOfDollars(Number(form.totalCost)),
            confirm,
            override: confirm && override,
          },
        },
      });
      const booking = result.data!.createBooking.booking!;
      notify.success(
        `${booking.status === 'CONFIRMED' ? 'A confirmed' : 'A pending'} booking for ${booking.clientName} on ${formatLongDate(booking.eventDate)} was created.`,
        'Booking created',
      );
      close();
    } catch (error) {
      const named = errorField(error);
      const field = (named === 'totalCostCents' ? 'totalCost' : named) as keyof Form | undefined;
      if (field && field in form) setErrors((previous) => ({ ...previous, [field]: errorMessage(error) }));
      notify.error(failure('Failed to create booking', errorMessage(error)));
    }
  }

  // Typed details are never dropped by Esc, ✕ or a click outside: the dialog asks first.
  const dirty = (Object.keys(EMPTY) as (keyof Form)[]).some((key) => form[key] !== EMPTY[key]);
  return (
    <GuardedModal
      opened={opened}
      dirty={dirty}
      onClose={close}
      title={
        <Text fw={700} size="lg">
          New booking
        </Text>
      }
      size="lg"
      radius="lg"
    >
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          <SegmentedControl
            aria-label="How it came in"
            value={channel}
            onChange={(value) => setChannel(value as Channel)}
            data={[
              { value: 'phone', label: 'Phone' },
              { value: 'walk_in', label: 'Walk-in' },
            ]}
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <DatePickerInput
              {...pickerA11y}
              {...dayMarks}
              description={<DayMarksLegend />}
              label="Event date"
              leftSection={<IconCalendar size={16} aria-hidden />}
              valueFormat="dddd, MMMM D, YYYY"
              minDate={today}
              value={form.eventDate}
              onChange={(value) => set('eventDate', value)}
              error={errors.eventDate}
              withAsterisk
              popoverProps={{ withinPortal: true }}
            />
            <Select
              label="Time slot"
              data={TIME_SLOTS.map((slot) => ({ value: slot.name, label: `${slot.label} (${slot.hours})` }))}
              value={form.timeSlot}
              onChange={(value) => set('timeSlot', value)}
              error={errors.timeSlot}
              withAsterisk
              comboboxProps={{ withinPortal: true }}
            />
            <NumberInput label="Guests" min={1} max={GUEST_CAPACITY} allowDecimal={false} value={form.guestCount} onChange={(value) => set('guestCount', value)} error={errors.guestCount} withAsterisk />
            <Select label="Event type" data={EVENT_TYPE_OPTIONS} value={form.eventType} onChange={(value) => set('eventType', value)} error={errors.eventType} withAsterisk comboboxProps={{ withinPortal: true }} />
            <TextInput label="Client name" value={form.clientName} onChange={(event) => set('clientName', event.currentTarget.value)} error={errors.clientName} withAsterisk />
            <TextInput label="Client email" type="email" value={form.clientEmail} onChange={(event) => set('clientEmail', event.currentTarget.value)} error={errors.clientEmail} withAsterisk />
            <TextInput label="Client phone" value={form.clientPhone} onChange={(event) => set('clientPhone', event.currentTarget.value)} error={errors.clientPhone} />
            <NumberInput label="Total cost" prefix="$" min={0} decimalScale={2} fixedDecimalScale thousandSeparator="," value={form.totalCost} onChange={(value) => set('totalCost', value)} error={errors.totalCost} />
          </SimpleGrid>
          <Textarea label="Special requests" autosize minRows={2} maxRows={6} value={form.specialRequests} onChange={(event) => set('specialRequests', event.currentTarget.value)} error={errors.specialRequests} />
          <Textarea label="Admin notes" autosize minRows={2} maxRows={4} value={form.adminNotes} onChange={(event) => set('adminNotes', event.currentTarget.value)} error={errors.adminNotes} />
          <Checkbox
            label="Confirm now"
            description="Checked like Confirm: refused when another confirmed booking has the slot, the date is blocked, outside a partial date's hours or held for another client. The client gets the confirmation e-mail."
            checked={confirm}
            onChange={(event) => setConfirm(event.currentTarget.checked)}
          />
          {confirm && (
            <Checkbox
              label="Confirm despite a blocked date, a partial date's hours or another client's hold"
              checked={override}
              onChange={(event) => setOverride(event.currentTarget.checked)}
            />
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              Cancel
            </Button>
            <Button type="submit" loading={loading}>
              {confirm ? 'Create Confirmed Booking' : 'Create Pending Booking'}
            </Button>
          </Group>
        </Stack>
      </form>
    </GuardedModal>
  );
}
