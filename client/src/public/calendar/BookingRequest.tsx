import { Alert, Button, Group, Loader, NativeSelect, Paper, Radio, SimpleGrid, Stack, Text, TextInput, Textarea, Title } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck } from '@tabler/icons-react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { graphql } from '../../gql';
import { request, useMutation } from '../../islands/graphql.ts';
import { navigate, PageLink, useSearchParams } from '../../islands/location.tsx';
import { errorField, errorMessage } from '../../lib/errors.ts';
import { notify } from '../../lib/notify.ts';
import type { SubmittedForm } from '../../../../shared/ssr.ts';
import { isEmailAddress } from '../../../../shared/email-address.ts';
import { hasVisibleText } from '../../../../shared/text.ts';
import { FormErrorSummary } from '../components/FormErrorSummary.tsx';
import { BOOKING_SENT_TITLE, bookingSentMessage } from './booking-sent.ts';
import { calendarHref, parseMonth } from './calendar-url.ts';
import { formatLongDate, monthOf } from '../../../../shared/dates.ts';
import classes from './calendar.module.css';
import { EVENT_TYPES, eventTypeName, GUEST_CAPACITY, TIME_SLOTS, timeSlotName } from '../../../../shared/events.ts';
import { BOOKING_FORM_MESSAGES } from '../../../../shared/bookings.ts';

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
  guestCount: string;
  eventType: string;
  clientName: string;
  clientEmail: string;
  clientPhone: string;
  specialRequests: string;
  website: string;
}

const EMPTY: Form = {
  timeSlot: '',
  guestCount: '',
  eventType: '',
  clientName: '',
  clientEmail: '',
  clientPhone: '',
  specialRequests: '',
  website: '',
};


const FIELD_LABELS: Record<Exclude<keyof Form, 'website'>, string> = {
  timeSlot: 'Time slot',
  guestCount: 'Number of guests',
  eventType: 'Event type',
  clientName: 'Your name',
  clientEmail: 'Email',
  clientPhone: 'Phone',
  specialRequests: 'Special requests',
};
const fieldId = (field: string) => `booking-${field}`;

/** The form's fields as the form holds them (what was typed before the code arrived included). */
function readForm(form: HTMLFormElement): Form {
  const data = new FormData(form);
  return Object.fromEntries(Object.keys(EMPTY).map((key) => [key, String(data.get(key) ?? '')])) as unknown as Form;
}

/** The time slot's availability, asked of the server each time a slot is chosen (never cached). */
function useSlotAvailability(date: string, slot: (typeof TIME_SLOTS)[number] | undefined) {
  const [state, setState] = useState<{ key: string; available?: boolean; error?: unknown }>({ key: '' });
  const key = slot ? `${date} ${slot.value}` : '';
  useEffect(() => {
    if (!slot) return;
    let current = true;
    request(SlotAvailabilityQuery, { date, startTime: slot.startTime, endTime: slot.endTime }).then(
      (data) => current && setState({ key, available: data.isDateAvailable }),
      (error: unknown) => current && setState({ key, error }),
    );
    return () => {
      current = false;
    };
  }, [date, slot, key]);
  const answered = state.key === key;
  return {
    loading: Boolean(slot) && !answered,
    error: answered ? state.error : undefined,
    available: answered ? state.available : undefined,
  };
}

/**
 * A visitor's booking request for an available (or premium, or partially available) date: a time
 * slot checked with isDateAvailable as it is chosen, guests 1–450, event type and contact details.
 * It arrives as a pending booking; the server checks everything again. Shown inline on
 * /calendar?…&request=1 (#booking-request), inside the calendar's island. Every field has a name
 * and native controls (radio buttons, a native select), so the form is complete in the server's
 * HTML and posts natively before the code has run; once it has, it is sent by the RequestBooking
 * mutation over the islands' fetch, with whatever the fields hold (typed before the code arrived
 * included).
 */
export function BookingRequest({
  date,
  timeSlots,
  submitted,
}: {
  date: string;
  /** The slots the server offers on this date (those within its hours and free of confirmed bookings). */
  timeSlots: readonly string[];
  /** The refused native post the page answers, if any: its values and messages. */
  submitted: SubmittedForm | null;
}) {
  const params = useSearchParams();
  const headingRef = useRef<HTMLHeadingElement>(null);
  // Back to the date without the form; the month shown stays as it was.
  const closed = calendarHref({
    month: parseMonth(params.get('month')) ?? monthOf(date),
    date,
  });
  useEffect(() => {
    // Opened by a click once the island runs: take focus there. On a page loaded with the form
    // open, the browser has scrolled to it; focus stays where it is.
    if (document.documentElement.dataset.hydrated) headingRef.current?.focus();
  }, [date]);

  return (
    <Paper
      id="booking-request"
      className={classes.bookingRequest}
      withBorder
      radius="lg"
      p={{ base: 'md', sm: 'xl' }}
      shadow="xs"
      component="section"
      aria-labelledby="booking-request-heading"
    >
      <Stack gap="md">
        <Title order={2} size="h3" id="booking-request-heading" ref={headingRef} tabIndex={-1}>
          Request a Booking
        </Title>
        <RequestForm date={date} timeSlots={timeSlots} submitted={submitted?.form === 'booking' ? submitted : null} closed={closed} onDone={() => navigate(closed)} />
      </Stack>
    </Paper>
  );
}

function RequestForm({
  date,
  timeSlots,
  submitted,
  closed,
  onDone,
}: {
  date: string;
  timeSlots: readonly string[];
  submitted: SubmittedForm | null;
  closed: string;
  onDone(): void;
}) {
  const offered = TIME_SLOTS.filter((option) => timeSlots.includes(option.name));
  // What the fields start with: a refused native post's values (server/http/public-forms.ts). The
  // fields are uncontrolled: the form holds what is typed, before the code arrived too.
  const [defaults] = useState<Form>(() => ({ ...EMPTY, ...(submitted?.values as Partial<Form> | undefined), website: '' }));
  // The time slot is state, for its availability check. A single slot (a partially available
  // evening) is chosen for the visitor.
  const [timeSlot, setTimeSlot] = useState(() => defaults.timeSlot || (offered.length === 1 ? offered[0]!.value : ''));
  const [errors, setErrors] = useState<Partial<Record<keyof Form, string>>>(() => (submitted?.errors ?? {}) as Partial<Record<keyof Form, string>>);
  const formRef = useRef<HTMLFormElement>(null);
  // A slot chosen before the page's code arrived is in the radios, not yet in state.
  useEffect(() => {
    if (formRef.current) setTimeSlot((previous) => readForm(formRef.current!).timeSlot || previous);
  }, []);
  const slot = TIME_SLOTS.find((candidate) => candidate.value === timeSlot);
  const availability = useSlotAvailability(date, slot);
  const [requestBooking, { loading: sending }] = useMutation(RequestBookingMutation);
  // The browser's own checks (required, min, max) until the page's code runs; then ours, with the
  // specification's messages.
  const [enhanced, setEnhanced] = useState(false);
  useEffect(() => setEnhanced(true), []);
  // 'Failed to check availability' counts as not available (specification section 8).
  const slotAvailable = slot && !availability.loading ? (availability.error ? false : (availability.available ?? null)) : null;

  const clearError = (key: keyof Form) => setErrors((previous) => (previous[key] ? { ...previous, [key]: undefined } : previous));

  function validate(form: Form): boolean {
    const next: typeof errors = {};
    if (!form.timeSlot) next.timeSlot = BOOKING_FORM_MESSAGES.timeSlotRequired;
    const guests = Number(form.guestCount);
    if (form.guestCount === '' || !Number.isInteger(guests) || guests < 1 || guests > GUEST_CAPACITY) {
      next.guestCount = BOOKING_FORM_MESSAGES.guestCount;
    }
    if (!form.eventType) next.eventType = BOOKING_FORM_MESSAGES.eventTypeRequired;
    if (!hasVisibleText(form.clientName)) next.clientName = BOOKING_FORM_MESSAGES.nameRequired;
    if (!form.clientEmail.trim()) next.clientEmail = BOOKING_FORM_MESSAGES.emailRequired;
    else if (!isEmailAddress(form.clientEmail.trim())) next.clientEmail = BOOKING_FORM_MESSAGES.emailInvalid;
    setErrors(next);
    // Take the visitor to the first field to fix, as the browser's own checks do without JavaScript.
    const first = Object.keys(next)[0] as keyof Form | undefined;
    if (first) requestAnimationFrame(() => document.getElementById(first === 'timeSlot' ? fieldId(`timeSlot-${offered[0]?.value ?? ''}`) : fieldId(first))?.focus());
    return !first;
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // The fields themselves are what is sent, as a native post would.
    const form = readForm(event.currentTarget);
    setTimeSlot(form.timeSlot);
    if (!validate(form)) return;
    const chosen = TIME_SLOTS.find((candidate) => candidate.value === form.timeSlot)!;
    try {
      // Check the slot once more right before sending: another request may have just been confirmed.
      const check = await request(SlotAvailabilityQuery, { date, startTime: chosen.startTime, endTime: chosen.endTime });
      if (!check.isDateAvailable) {
        notify.error('Failed to create booking: that time slot is no longer available on this date. Please choose another time slot or date.');
        return;
      }
    } catch {
      notify.error('Failed to check availability. Please try again in a moment.');
      return;
    }
    try {
      await requestBooking({
        input: {
          eventDate: date,
          timeSlot: timeSlotName(form.timeSlot)!,
          guestCount: Number(form.guestCount),
          eventType: eventTypeName(form.eventType)!,
          clientName: form.clientName,
          clientEmail: form.clientEmail,
          clientPhone: form.clientPhone || null,
          specialRequests: form.specialRequests || null,
          website: form.website || null,
        },
      });
      notify.success(bookingSentMessage(date), BOOKING_SENT_TITLE);
      onDone();
    } catch (error) {
      const field = errorField(error) as keyof Form | undefined;
      const message = errorMessage(error, 'Please try again, or call or e-mail us.');
      if (field && field in EMPTY) setErrors((previous) => ({ ...previous, [field]: message }));
      notify.error(`Failed to create booking: ${message}`);
    }
  }

  const summary = Object.entries(errors)
    .filter((entry): entry is [Exclude<keyof Form, 'website'>, string] => !!entry[1] && entry[0] in FIELD_LABELS)
    .map(([field, message]) => ({
      id: field === 'timeSlot' ? fieldId(`timeSlot-${offered[0]?.value ?? ''}`) : fieldId(field),
      label: FIELD_LABELS[field],
      message,
    }));

  const textField = (field: Exclude<keyof Form, 'timeSlot' | 'website'>) => ({
    name: field,
    id: fieldId(field),
    defaultValue: defaults[field],
    onChange: () => clearError(field),
    error: errors[field],
  });

  return (
    // Posts natively to the page's own address (server/http/public-forms.ts) before the page's code
    // has run or without JavaScript; the visitor's details never go into an address.
    <form ref={formRef} method="post" action={calendarHref({ month: monthOf(date), date, request: true })} onSubmit={onSubmit} noValidate={enhanced}>
      <input type="hidden" name="eventDate" value={date} />
      <Stack gap="md">
        <Text c="dimmed" size="sm">
          For <strong>{formatLongDate(date)}</strong>. Your request stays pending until we confirm it, usually within 24 hours.
        </Text>
        {submitted?.error && (
          <Alert role="alert" color="red" variant="light" icon={<IconAlertTriangle size={20} aria-hidden />} title="Failed to create booking">
            {submitted.error}
          </Alert>
        )}
        <FormErrorSummary errors={summary} />

        <Radio.Group
          name="timeSlot"
          label="Time slot"
          value={timeSlot}
          onChange={(value) => {
            setTimeSlot(value);
            clearError('timeSlot');
          }}
          description={offered.length < TIME_SLOTS.length ? 'Only the time slots still open on this date are shown.' : undefined}
          error={errors.timeSlot}
          withAsterisk
        >
          <SimpleGrid cols={{ base: 1, sm: offered.length || 1 }} spacing="xs" mt={6}>
            {offered.map((option) => (
              <Radio
                key={option.value}
                id={fieldId(`timeSlot-${option.value}`)}
                value={option.value}
                label={option.label}
                description={option.hours}
                required
                classNames={{
                  root: classes.slotCard,
                  body: classes.slotBody,
                  labelWrapper: classes.slotLabelWrapper,
                  label: classes.slotLabel,
                }}
                styles={{ label: { fontWeight: 600 } }}
              />
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
          <TextInput
            {...textField('guestCount')}
            label="Number of guests"
            type="number"
            inputMode="numeric"
            min={1}
            max={GUEST_CAPACITY}
            step={1}
            placeholder={`1 to ${GUEST_CAPACITY}`}
            required
          />
          <NativeSelect
            {...textField('eventType')}
            label="Event type"
            data={[{ value: '', label: 'Choose an event type', disabled: true }, ...EVENT_TYPES]}
            required
          />
          <TextInput {...textField('clientName')} label="Your name" autoComplete="name" required />
          <TextInput {...textField('clientEmail')} label="Email" type="email" autoComplete="email" required />
          <TextInput {...textField('clientPhone')} label="Phone (optional)" type="tel" autoComplete="tel" />
        </SimpleGrid>
        <Textarea
          {...textField('specialRequests')}
          label="Special requests (optional)"
          // A fixed height: an autosized one is measured after hydration and would grow under the reader.
          rows={4}
        />
        {/* A honeypot: hidden from people (and screen readers); bots fill it in. */}
        <div
          aria-hidden="true"
          style={{
            position: 'absolute',
            left: '-10000px',
            width: 1,
            height: 1,
            overflow: 'hidden',
          }}
        >
          <label>
            Website
            <input type="text" name="website" tabIndex={-1} autoComplete="off" defaultValue="" />
          </label>
        </div>

        <Group justify="flex-end" gap="sm" mt="xs">
          <Button component={PageLink} href={closed} variant="default">
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
