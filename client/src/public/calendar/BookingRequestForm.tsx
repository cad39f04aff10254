import { Alert, Button, Group, NativeSelect, Radio, Stack, Text, TextInput } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { request, useMutation } from '../../islands/graphql.ts';
import { PageLink } from '../../islands/location.tsx';
import { errorCode, errorFields, errorMessage } from '../../lib/errors.ts';
import { notify } from '../../lib/notify.ts';
import { useSubmissionKey } from '../../lib/submission-key.ts';
import type { SubmittedForm } from '../../../../shared/ssr.ts';
import { FormErrorSummary } from '../components/FormErrorSummary.tsx';
import { Columns } from '../components/Columns.tsx';
import { LongTextField } from '../components/LongTextField.tsx';
import { BOOKING_REQUEST_ID, calendarHref } from './calendar-url.ts';
import { SlotStatus, SlotAvailabilityQuery, useSlotStatus } from './SlotStatus.tsx';
import { formatLongDate, monthOf } from '../../../../shared/dates.ts';
import { dateNotBookableMessage } from '../../../../shared/not-bookable.ts';
import classes from './calendar.module.css';
import { EVENT_TYPES, eventTypeName, GUEST_CAPACITY, TIME_SLOTS, timeSlotName } from '../../../../shared/events.ts';
import { formAction, SUBMISSION_KEY_FIELD, TEXT_LIMITS, type SubmissionReceipt } from '../../../../shared/visitor-forms.ts';
import { checkBookingRequestForm } from '../../../../shared/intake/booking-request-form.ts';
import { EMPTY, FIELD_LABELS, fieldId, KEY_FIELD_ID, readForm, receiptOf, RequestBookingMutation, type Form } from './booking-request-fields.ts';

/** The request's fields, checks and sending (see BookingRequest). */
export function RequestForm({
  date,
  timeSlots,
  submitted,
  closed,
  onSent,
  onStale,
}: {
  date: string;
  timeSlots: readonly string[];
  submitted: SubmittedForm | null;
  closed: string;
  onSent(receipt: SubmissionReceipt): void;
  /** Asks the calendar for the date as it is now (see BookingRequest). */
  onStale(): Promise<{ isBookable: boolean } | null>;
}) {
  const offered = TIME_SLOTS.filter((option) => timeSlots.includes(option.name));
  // What the fields start with: a refused native post's values (server/http/public-forms.ts). The
  // fields are uncontrolled: the form holds what is typed, before the code arrived too.
  const [defaults] = useState<Form>(() => ({ ...EMPTY, ...(submitted?.values as Partial<Form> | undefined), website: '' }));
  // The time slot is state, for its availability line. A single slot (a partially available
  // evening) is chosen for the visitor.
  const [timeSlot, setTimeSlot] = useState(() => defaults.timeSlot || (offered.length === 1 ? offered[0]!.value : ''));
  const [errors, setErrors] = useState<Partial<Record<keyof Form, string>>>(() => (submitted?.errors ?? {}) as Partial<Record<keyof Form, string>>);
  const [formError, setFormError] = useState(submitted?.error ?? null);
  const formRef = useRef<HTMLFormElement>(null);
  // A slot chosen before the page's code arrived is in the radios, not yet in state.
  useEffect(() => {
    if (formRef.current) setTimeSlot((previous) => readForm(formRef.current!).timeSlot || previous);
  }, []);
  const slot = useSlotStatus(date, timeSlot, offered);
  const { key, renew } = useSubmissionKey(KEY_FIELD_ID, submitted?.values[SUBMISSION_KEY_FIELD]);
  const [requestBooking] = useMutation(RequestBookingMutation);
  // Sending from the first press (through the last availability check and the request) until the
  // answer: a second press in between does nothing.
  const [sending, setSending] = useState(false);
  const inFlight = useRef(false);
  // Until the island has taken the form over, the browser's own checks (required, min, max) and a
  // native post; then ours, with the specification's messages, and the mutation.
  const [takenOver, setTakenOver] = useState(false);
  useEffect(() => setTakenOver(true), []);

  const clearError = (key: keyof Form) => setErrors((previous) => (previous[key] ? { ...previous, [key]: undefined } : previous));

  /**
   * Every wrong field's message beside its input, the visitor taken to the first (as the browser's
   * own checks do without JavaScript); a message for no input here (the date, the submission key)
   * is said above the form. True when there was any.
   */
  function showFieldErrors(byField: Record<string, string | undefined>): boolean {
    const next: typeof errors = {};
    let general: string | null = null;
    for (const [field, message] of Object.entries(byField)) {
      if (!message) continue;
      if (field in FIELD_LABELS) next[field as keyof Form] ??= message;
      else general ??= message;
    }
    const first = Object.keys(next)[0] as keyof Form | undefined;
    if (!first && !general) return false;
    setErrors(next);
    setFormError(general);
    if (first) requestAnimationFrame(() => document.getElementById(first === 'timeSlot' ? fieldId(`timeSlot-${offered[0]?.value ?? ''}`) : fieldId(first))?.focus());
    return true;
  }

  /** A refusal said where it belongs: beside each field it names, or above the form; and in a toast. */
  function refuse(message: string, byField: Record<string, string> = {}) {
    if (!showFieldErrors(byField)) setFormError(message);
    notify.error(`Failed to create booking: ${message}`);
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    // Pressed while the island was still attaching: the browser posts the form (it works without us).
    if (!takenOver) return;
    event.preventDefault();
    if (inFlight.current) return;
    // The fields themselves are what is sent, as a native post would.
    const form = readForm(event.currentTarget);
    setTimeSlot(form.timeSlot);
    // The form's schema, the one the server applies (the date was chosen on the calendar, which
    // offers only bookable ones): every wrong field said beside it, nothing sent.
    const checked = checkBookingRequestForm({ ...form, eventDate: date }, { today: null, lastBookableDate: null });
    if (!checked.ok) {
      showFieldErrors(checked.errors);
      return;
    }
    setErrors({});
    const fields = checked.value;
    const chosen = TIME_SLOTS.find((candidate) => candidate.value === fields.timeSlot)!;
    inFlight.current = true;
    setSending(true);
    try {
      // Check the slot once more right before sending: another request may have just been confirmed.
      let available: boolean;
      try {
        available = (await request(SlotAvailabilityQuery, { date, startTime: chosen.startTime, endTime: chosen.endTime })).isDateAvailable;
      } catch {
        refuse('Failed to check availability. Please try again in a moment.');
        return;
      }
      if (!available) {
        slot.markUnavailable(form.timeSlot);
        // The card, the calendar and the slots offered here are refreshed; a date that has gone
        // altogether is said once for the date, as the server says it, never "choose another slot".
        const now = await onStale();
        if (now && !now.isBookable) {
          setErrors({});
          refuse(dateNotBookableMessage(date));
        } else {
          const gone = 'That time slot is no longer available on this date. Please choose another time slot or date.';
          refuse(gone, { timeSlot: gone });
        }
        return;
      }
      try {
        const result = await requestBooking({
          input: {
            eventDate: date,
            timeSlot: timeSlotName(fields.timeSlot)!,
            guestCount: fields.guestCount,
            eventType: eventTypeName(fields.eventType)!,
            clientName: fields.clientName,
            clientEmail: fields.clientEmail,
            clientPhone: fields.clientPhone,
            specialRequests: fields.specialRequests,
            website: form.website || null,
            submissionKey: key,
          },
        });
        renew();
        const { booking } = result.requestBooking;
        // Without userErrors in the selection a refusal is thrown, so an answer always holds the booking.
        if (!booking) throw new Error('Your request could not be sent.');
        onSent(receiptOf(booking));
      } catch (error) {
        // Taken between the check and the request: what the page shows is asked for again too.
        if (errorCode(error) === 'CONFLICT') await onStale();
        refuse(errorMessage(error, 'Please try again, or call or e-mail us.'), errorFields(error));
      }
    } finally {
      inFlight.current = false;
      setSending(false);
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
    // Posts natively to the page's own address (server/http/public-forms.ts) before the island has
    // taken it over or without JavaScript; the visitor's details never go into an address.
    <form
      ref={formRef}
      method="post"
      action={formAction(calendarHref({ month: monthOf(date), date, request: true }).split('#')[0]!, 'booking', BOOKING_REQUEST_ID)}
      onSubmit={onSubmit}
      noValidate={takenOver}
      data-taken-over={takenOver || undefined}
    >
      <input type="hidden" name="eventDate" value={date} />
      <input type="hidden" id={KEY_FIELD_ID} name={SUBMISSION_KEY_FIELD} value={key} />
      <Stack gap="md">
        <Text c="dimmed" size="sm">
          For <strong>{formatLongDate(date)}</strong>. Your request stays pending until we confirm it, usually within 24 hours.
        </Text>
        {formError && (
          // Announced by the server's page itself, or (sent by the island) by its toast: said once.
          <Alert role={submitted?.error === formError ? 'alert' : 'note'} color="red" variant="light" icon={<IconAlertTriangle size={20} aria-hidden />} title="Failed to create booking">
            {formError}
          </Alert>
        )}
        <FormErrorSummary errors={summary} />

        <Radio.Group
          name="timeSlot"
          label="Time slot"
          value={timeSlot}
          onChange={(value) => {
            setTimeSlot(value);
            slot.check(value);
            clearError('timeSlot');
          }}
          description={
            offered.length === 0
              ? 'No time slot is open on this date any more.'
              : offered.length < TIME_SLOTS.length
                ? 'Only the time slots still open on this date are shown.'
                : undefined
          }
          error={errors.timeSlot}
          withAsterisk
        >
          <Columns cols={{ base: 1, sm: offered.length || 1 }} spacing="xs" mt={6}>
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
          </Columns>
        </Radio.Group>
        {/* Nothing about the slot beside a refusal of it (the message beside the field says it), nor once no slot is left. */}
        {!errors.timeSlot && offered.length > 0 && <SlotStatus state={slot.state} />}

        <Columns cols={{ base: 1, sm: 2 }} spacing="md">
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
        </Columns>
        <LongTextField
          {...textField('specialRequests')}
          label="Special requests (optional)"
          max={TEXT_LIMITS.longText}
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
          <Button type="submit" disabled={sending || slot.state.kind === 'unavailable' || slot.state.kind === 'failed' || offered.length === 0}>
            {sending ? 'Sending...' : 'Send Booking Request'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
