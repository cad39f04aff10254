import { Alert, Button, Group, NativeSelect, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck, IconSend } from '@tabler/icons-react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { graphql } from '../../gql';
import { useMutation } from '../../islands/graphql.ts';
import { useSearchParams } from '../../islands/location.tsx';
import { errorCode, errorFields, errorMessage } from '../../lib/errors.ts';
import { notify } from '../../lib/notify.ts';
import { useSubmissionKey } from '../../lib/submission-key.ts';
import type { SubmittedForm } from '../../../../shared/ssr.ts';
import { FormErrorSummary } from '../components/FormErrorSummary.tsx';
import { Columns } from '../components/Columns.tsx';
import { LongTextField } from '../components/LongTextField.tsx';
import { EVENT_TYPES, eventTypeName } from '../../../../shared/events.ts';
import { INQUIRY_SOURCE_LABELS, INQUIRY_SOURCE_NOT_GIVEN, INQUIRY_SOURCE_PLACEHOLDER, INQUIRY_SOURCE_QUESTION, INQUIRY_SOURCES, inquirySourceName } from '../../../../shared/inquiries.ts';
import { ALTERNATIVE_DATE_FIELDS, formAction, SUBMISSION_KEY_FIELD, TEXT_LIMITS, type SubmissionReceipt } from '../../../../shared/visitor-forms.ts';
import { checkInquiryForm, inquiryInputOf } from '../../../../shared/intake/inquiry-form.ts';
import { AlternativeDates } from './AlternativeDates.tsx';
import { DesiredDateStatus, prefetchReceiptPanel } from './inquiry-parts.tsx';
import { failureMessage, INQUIRY_SENT_MESSAGE, INQUIRY_SENT_TITLE, receiptOf } from './inquiry-texts.ts';

const SubmitInquiryMutation = graphql(`
  mutation SubmitInquiry($input: SubmitInquiryInput!) {
    submitInquiry(input: $input) {
      inquiry {
        id
        reference
        name
        email
        phone
        eventType
        desiredDate
        alternativeDates
        message
      }
      heldForReview
    }
  }
`);

/** The form's fields, named as the GraphQL input and the native post name them. */
const FIELDS = ['name', 'email', 'phone', 'eventType', 'desiredDate', ...ALTERNATIVE_DATE_FIELDS, 'message', 'source', 'website'] as const;
type Field = (typeof FIELDS)[number];
type Values = Record<Field, string>;

const EMPTY = Object.fromEntries(FIELDS.map((field) => [field, ''])) as Values;
const LABELS: Record<Field, string> = {
  name: 'Name',
  email: 'Email',
  phone: 'Phone',
  eventType: 'Event type',
  desiredDate: 'Desired date',
  alternativeDate1: 'Alternative dates',
  alternativeDate2: 'Second alternative date',
  alternativeDate3: 'Third alternative date',
  message: 'Message',
  source: INQUIRY_SOURCE_QUESTION,
  website: 'Website',
};
const fieldId = (field: Field) => `inquiry-${field}`;
const KEY_FIELD_ID = `inquiry-${SUBMISSION_KEY_FIELD}`;

const isDate = (value: string | null) => !!value && /^\d{4}-\d{2}-\d{2}$/.test(value);

interface InquiryFieldsProps {
  venueEmail: string | undefined;
  /** Today in the venue's time zone (yyyy-MM-dd). */
  today: string;
  /** The refused native submission this page answers, if any. */
  submitted: SubmittedForm | null;
  /** Sent without a receipt to show: the thank-you words above a fresh form. */
  thanked: boolean;
  onSent(receipt: SubmissionReceipt): void;
}

/** The inquiry form itself (InquiryForm.tsx says how it is sent, with and without its code). */
export function InquiryFields({ venueEmail, today, submitted, thanked, onSent }: InquiryFieldsProps) {
  const searchParams = useSearchParams();
  // The calendar's "Contact Us" carries the chosen date.
  const dateParam = searchParams.get('date');
  const [defaults] = useState<Values>(() => ({
    ...EMPTY,
    desiredDate: isDate(dateParam) ? dateParam! : '',
    ...(submitted?.values as Partial<Values> | undefined),
  }));
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>(() => (submitted?.errors ?? {}) as Partial<Record<Field, string>>);
  const [formError, setFormError] = useState(submitted?.error ?? null);
  const [desiredDate, setDesiredDate] = useState(defaults.desiredDate);
  const { key, renew } = useSubmissionKey(KEY_FIELD_ID, submitted?.values[SUBMISSION_KEY_FIELD]);
  const [submitInquiry] = useMutation(SubmitInquiryMutation);
  // Sending from the first press until the answer: a second press in between does nothing.
  const [sending, setSending] = useState(false);
  const inFlight = useRef(false);
  // Until this is set the form is the browser's: a press of Send posts it natively.
  const [takenOver, setTakenOver] = useState(false);
  useEffect(() => setTakenOver(true), []);
  const formRef = useRef<HTMLFormElement>(null);

  const clearError = (field: Field) => setErrors((previous) => (previous[field] ? { ...previous, [field]: undefined } : previous));
  const focusField = (field: Field) => requestAnimationFrame(() => document.getElementById(fieldId(field))?.focus());

  /**
   * Every wrong field's message beside its input (the form's schema, or the server's refusal
   * naming each), the visitor taken to the first; true when there was any. A message for no input
   * the visitor sees (the submission key) is said above the form.
   */
  function showFieldErrors(byField: Record<string, string | undefined>): boolean {
    const next: Partial<Record<Field, string>> = {};
    let general: string | null = null;
    for (const [field, message] of Object.entries(byField)) {
      if (!message) continue;
      const input = inquiryInputOf(field);
      if (input in LABELS && input !== 'website') next[input as Field] ??= message;
      else general ??= message;
    }
    const first = Object.keys(next)[0] as Field | undefined;
    if (!first && !general) return false;
    setErrors(next);
    setFormError(general);
    if (first) focusField(first);
    return true;
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    // Pressed while the island was still attaching: the browser posts the form (it works without us).
    if (!takenOver) return;
    event.preventDefault();
    if (inFlight.current) return;
    const data = new FormData(event.currentTarget);
    const value = (field: Field) => String(data.get(field) ?? '');
    const values = Object.fromEntries(FIELDS.map((field) => [field, value(field)])) as Values;
    // The form's schema, the one the server applies: every wrong field said beside it, nothing sent
    // (a message over its limit is refused whole, never cut).
    const checked = checkInquiryForm({ ...values, alternativeDates: ALTERNATIVE_DATE_FIELDS.map((field) => values[field]) }, { today });
    if (!checked.ok) {
      showFieldErrors(checked.errors);
      return;
    }
    const inquiry = checked.value;
    inFlight.current = true;
    setSending(true);
    // The receipt's code comes while the inquiry is on its way.
    prefetchReceiptPanel();
    try {
      const result = await submitInquiry({
        input: {
          name: inquiry.name,
          email: inquiry.email,
          phone: inquiry.phone,
          eventType: eventTypeName(inquiry.eventType ?? '') ?? null,
          desiredDate: inquiry.desiredDate,
          alternativeDates: inquiry.alternativeDates,
          message: inquiry.message,
          // The select posts the stored value (as the native form does); the mutation takes its enum name.
          source: inquirySourceName(values.source) ?? null,
          website: values.website || null,
          submissionKey: key,
        },
      });
      // The next form is a new one: its own key.
      renew();
      const { inquiry: stored, heldForReview } = result.submitInquiry;
      // Without userErrors in the selection a refusal is thrown, so an answer always holds the inquiry.
      if (!stored) throw new Error('Your message could not be sent.');
      onSent(receiptOf(stored, heldForReview === true));
    } catch (error) {
      const reason = errorMessage(error, 'Your message could not be sent.');
      // Said beside each field it names, the visitor taken to the first; what was typed stays.
      if (errorCode(error) !== 'BAD_USER_INPUT' || !showFieldErrors(errorFields(error))) setFormError(reason);
      notify.error(failureMessage(reason, venueEmail), 'Error sending message');
    } finally {
      inFlight.current = false;
      setSending(false);
    }
  }

  const fieldProps = (field: Field) => ({
    id: fieldId(field),
    name: field,
    label: LABELS[field],
    defaultValue: defaults[field],
    error: errors[field],
    onChange: () => clearError(field),
  });
  const summary = Object.entries(errors)
    .filter((entry): entry is [Field, string] => !!entry[1])
    .map(([field, message]) => ({ id: fieldId(field), label: LABELS[field], message }));

  return (
    <Paper withBorder radius="lg" p={{ base: 'lg', sm: 'xl' }} shadow="sm" id="inquiry" style={{ scrollMarginTop: 96 }}>
      <form ref={formRef} method="post" action={formAction('/contact', 'inquiry', 'inquiry')} onSubmit={onSubmit} aria-labelledby="inquiry-form-title" data-taken-over={takenOver || undefined}>
        <input type="hidden" id={KEY_FIELD_ID} name={SUBMISSION_KEY_FIELD} value={key} />
        <Stack gap="md">
          <Stack gap={4}>
            <Title order={2} size="h3" id="inquiry-form-title">
              Send an Inquiry
            </Title>
            <Text c="dimmed" size="sm">
              Name and email are required; everything else is optional and helps us answer faster.
            </Text>
          </Stack>
          {thanked && (
            <Alert role="status" color="willow" variant="light" icon={<IconCircleCheck size={20} aria-hidden />} title={INQUIRY_SENT_TITLE}>
              {INQUIRY_SENT_MESSAGE}
            </Alert>
          )}
          {formError && (
            // Announced by the server's page itself, or (sent by the island) by its toast: said once.
            <Alert role={submitted?.error === formError ? 'alert' : 'note'} color="red" variant="light" icon={<IconAlertTriangle size={20} aria-hidden />} title="Error sending message">
              {failureMessage(formError, venueEmail)}
            </Alert>
          )}
          <FormErrorSummary errors={summary} />
          <Columns cols={{ base: 1, sm: 2 }} spacing="md">
            <TextInput {...fieldProps('name')} autoComplete="name" required maxLength={TEXT_LIMITS.name} />
            <TextInput {...fieldProps('email')} type="email" autoComplete="email" required maxLength={254} />
            <TextInput {...fieldProps('phone')} type="tel" autoComplete="tel" description="Optional" maxLength={TEXT_LIMITS.phone} />
            <NativeSelect
              {...fieldProps('eventType')}
              description="Optional"
              data={[{ value: '', label: 'Choose an event type' }, ...EVENT_TYPES.map((type) => ({ value: type, label: type }))]}
            />
          </Columns>
          <TextInput
            {...fieldProps('desiredDate')}
            type="date"
            min={today}
            onChange={(event) => {
              setDesiredDate(event.currentTarget.value);
              clearError('desiredDate');
            }}
            description={isDate(desiredDate) ? <DesiredDateStatus date={desiredDate} /> : 'Optional'}
          />
          <AlternativeDates today={today} defaults={defaults} errors={errors} fieldProps={fieldProps} />
          <LongTextField {...fieldProps('message')} max={TEXT_LIMITS.longText} hint="Optional: guest count, timing, questions..." autosize minRows={4} maxRows={10} />
          <NativeSelect
            {...fieldProps('source')}
            description="Optional"
            data={[
              { value: '', label: INQUIRY_SOURCE_PLACEHOLDER },
              ...INQUIRY_SOURCES.filter((source) => source !== INQUIRY_SOURCE_NOT_GIVEN).map((source) => ({ value: source, label: INQUIRY_SOURCE_LABELS[source] })),
            ]}
          />
          {/* A honeypot: hidden from people (and screen readers); bots fill it in. */}
          <div aria-hidden="true" style={{ position: 'absolute', left: '-10000px', width: 1, height: 1, overflow: 'hidden' }}>
            <label>
              Website
              <input type="text" name="website" tabIndex={-1} autoComplete="off" defaultValue={defaults.website} />
            </label>
          </div>
          <Group justify="space-between" align="center" gap="sm">
            <Text size="xs" c="dimmed" maw={320}>
              We reply within 24 hours and never share your details.
            </Text>
            <Button type="submit" size="md" disabled={sending} leftSection={<IconSend size={18} aria-hidden />}>
              {sending ? 'Sending...' : 'Send Message'}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
