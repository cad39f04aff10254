import { Alert, Button, Group, NativeSelect, Paper, SimpleGrid, Stack, Text, TextInput, Textarea, Title } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck, IconSend } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { graphql } from '../../gql';
import { useMutation, useQuery } from '../../islands/graphql.ts';
import { useSearchParams } from '../../islands/location.tsx';
import { errorCode, errorField, errorMessage } from '../../lib/errors.ts';
import { notify } from '../../lib/notify.ts';
import { FORM_SENT_PARAM, type SubmittedForm } from '../../../../shared/ssr.ts';
import { DAY_STATUS } from '../calendar/day-status.tsx';
import { formatHoursCompact, monthOf } from '../../../../shared/dates.ts';
import { FormErrorSummary } from '../components/FormErrorSummary.tsx';
import { EVENT_TYPES, eventTypeName } from '../../../../shared/events.ts';
import { INQUIRY_SOURCE_LABELS, INQUIRY_SOURCE_NOT_GIVEN, INQUIRY_SOURCE_PLACEHOLDER, INQUIRY_SOURCE_QUESTION, INQUIRY_SOURCES, inquirySourceName } from '../../../../shared/inquiries.ts';

const SubmitInquiryMutation = graphql(`
  mutation SubmitInquiry($input: SubmitInquiryInput!) {
    submitInquiry(input: $input) {
      inquiry {
        id
      }
    }
  }
`);

const DesiredDateMonthQuery = graphql(`
  query DesiredDateMonth($month: YearMonth!) {
    calendarMonth(month: $month) {
      month
      days {
        date
        status
        isPast
        isBookable
        startTime
        endTime
        premiumMultiplier
      }
    }
  }
`);

/** The form's fields, named as the GraphQL input and the native post name them. */
const FIELDS = ['name', 'email', 'phone', 'eventType', 'desiredDate', 'message', 'source', 'website'] as const;
type Field = (typeof FIELDS)[number];
type Values = Record<Field, string>;

const EMPTY: Values = { name: '', email: '', phone: '', eventType: '', desiredDate: '', message: '', source: '', website: '' };
const LABELS: Record<Field, string> = {
  name: 'Name',
  email: 'Email',
  phone: 'Phone',
  eventType: 'Event type',
  desiredDate: 'Desired date',
  message: 'Message',
  source: INQUIRY_SOURCE_QUESTION,
  website: 'Website',
};
const fieldId = (field: Field) => `inquiry-${field}`;

export const INQUIRY_SENT_TITLE = 'Thank you for your inquiry!';
export const INQUIRY_SENT_MESSAGE =
  "We've sent your message and you'll receive a confirmation email shortly. We'll get back to you within 24 hours.";

/**
 * The failure toast's text: the reason, then one piece of advice (retry, or e-mail the venue). A
 * reason that already gives that advice (the rate limit's "wait N minutes and try again, or e-mail
 * us at ...", the honeypot's "call or e-mail us directly") is shown alone, so nothing is said twice.
 */
function failureMessage(reason: string, venueEmail: string | undefined): string {
  if (/e-?mail us/i.test(reason) || (venueEmail && reason.includes(venueEmail))) return reason;
  return `${reason} Please try again${venueEmail ? `, or e-mail us directly at ${venueEmail}` : ' in a moment'}.`;
}

const isDate = (value: string | null) => !!value && /^\d{4}-\d{2}-\d{2}$/.test(value);

/**
 * The inquiry form (specification sections 2, 3, 5): name and e-mail required (the browser checks
 * the address), the rest optional. It is a plain HTML form that posts to /contact, so it works
 * before its code has arrived and without JavaScript (server/http/public-forms.ts answers, then
 * redirects to /contact?sent=1); with JavaScript it is sent through the GraphQL mutation instead,
 * reading the fields from the form itself, so whatever was typed before the code arrived is sent.
 * States: idle, sending ('Sending...', disabled), success (form cleared, toast) and failure (form
 * kept, 'Error sending message'). A refused native post comes back with the values and messages.
 *
 * An island (client/src/islands): the contact page renders it on the server and only it hydrates,
 * with its props: the venue's e-mail, the venue's today (the date field's minimum, as the server
 * judges it) and the refused submission the page was rendered for.
 */
export interface InquiryFormProps {
  venueEmail: string | undefined;
  /** Today in the venue's time zone (yyyy-MM-dd). */
  today: string;
  /** The refused native submission this page answers, if any. */
  submitted: SubmittedForm | null;
}

export function InquiryForm({ venueEmail, today, submitted }: InquiryFormProps) {
  const searchParams = useSearchParams();
  // The calendar's "Contact Us" carries the chosen date.
  const dateParam = searchParams.get('date');
  const [defaults, setDefaults] = useState<Values>(() => ({
    ...EMPTY,
    desiredDate: isDate(dateParam) ? dateParam! : '',
    ...(submitted?.values as Partial<Values> | undefined),
  }));
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>(() => (submitted?.errors ?? {}) as Partial<Record<Field, string>>);
  const formError = submitted?.error;
  // A new key empties the fields after a successful send (they are uncontrolled: the DOM holds them).
  const [generation, setGeneration] = useState(0);
  const [desiredDate, setDesiredDate] = useState(defaults.desiredDate);
  const [submitInquiry, { loading: sending }] = useMutation(SubmitInquiryMutation);
  const sent = searchParams.get(FORM_SENT_PARAM) === '1' && !submitted;

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const value = (field: Field) => String(data.get(field) ?? '');
    const values = Object.fromEntries(FIELDS.map((field) => [field, value(field)])) as Values;
    try {
      await submitInquiry({
        input: {
          name: values.name,
          email: values.email,
          phone: values.phone.trim() || null,
          eventType: eventTypeName(values.eventType) ?? null,
          desiredDate: values.desiredDate || null,
          message: values.message.trim() || null,
          // The select posts the stored value (as the native form does); the mutation takes its enum name.
          source: inquirySourceName(values.source) ?? null,
          website: values.website || null,
        },
      });
      setErrors({});
      setDefaults(EMPTY);
      setDesiredDate('');
      setGeneration((previous) => previous + 1);
      notify.success(INQUIRY_SENT_MESSAGE, INQUIRY_SENT_TITLE);
    } catch (error) {
      const field = errorField(error);
      const reason = errorMessage(error, 'Your message could not be sent.');
      if (errorCode(error) === 'BAD_USER_INPUT' && field && field in LABELS && field !== 'website') {
        // Keep what was typed, say what is wrong beside the field, and take the visitor there.
        setDefaults(values);
        setErrors({ [field]: reason });
        requestAnimationFrame(() => document.getElementById(fieldId(field as Field))?.focus());
      }
      notify.error(failureMessage(reason, venueEmail), 'Error sending message');
    }
  }

  const fieldProps = (field: Field) => ({
    id: fieldId(field),
    name: field,
    label: LABELS[field],
    defaultValue: defaults[field],
    error: errors[field],
  });
  const summary = Object.entries(errors)
    .filter((entry): entry is [Field, string] => !!entry[1])
    .map(([field, message]) => ({ id: fieldId(field), label: LABELS[field], message }));

  return (
    <Paper withBorder radius="lg" p={{ base: 'lg', sm: 'xl' }} shadow="sm" id="inquiry">
      <form key={generation} method="post" action="/contact#inquiry" onSubmit={onSubmit} aria-labelledby="inquiry-form-title">
        <Stack gap="md">
          <Stack gap={4}>
            <Title order={2} size="h3" id="inquiry-form-title">
              Send an Inquiry
            </Title>
            <Text c="dimmed" size="sm">
              Name and email are required; everything else is optional and helps us answer faster.
            </Text>
          </Stack>
          {sent && (
            <Alert role="status" color="willow" variant="light" icon={<IconCircleCheck size={20} aria-hidden />} title={INQUIRY_SENT_TITLE}>
              {INQUIRY_SENT_MESSAGE}
            </Alert>
          )}
          {formError && (
            <Alert role="alert" color="red" variant="light" icon={<IconAlertTriangle size={20} aria-hidden />} title="Error sending message">
              {failureMessage(formError, venueEmail)}
            </Alert>
          )}
          <FormErrorSummary errors={summary} />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <TextInput {...fieldProps('name')} autoComplete="name" required maxLength={100} />
            <TextInput {...fieldProps('email')} type="email" autoComplete="email" required maxLength={254} />
            <TextInput {...fieldProps('phone')} type="tel" autoComplete="tel" description="Optional" maxLength={30} />
            <NativeSelect
              {...fieldProps('eventType')}
              description="Optional"
              data={[{ value: '', label: 'Choose an event type' }, ...EVENT_TYPES.map((type) => ({ value: type, label: type }))]}
            />
          </SimpleGrid>
          <TextInput
            {...fieldProps('desiredDate')}
            type="date"
            min={today}
            onChange={(event) => setDesiredDate(event.currentTarget.value)}
            description={isDate(desiredDate) ? <DesiredDateStatus date={desiredDate} /> : 'Optional'}
          />
          <Textarea
            {...fieldProps('message')}
            description="Optional: guest count, timing, questions..."
            autosize
            minRows={4}
            maxRows={10}
            maxLength={5000}
          />
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

/** The chosen date's live status, so a visitor knows before sending. */
function DesiredDateStatus({ date }: { date: string }) {
  const month = monthOf(date);
  const { data } = useQuery(DesiredDateMonthQuery, { month });
  const day = data?.calendarMonth.month === month ? data.calendarMonth.days.find((candidate) => candidate.date === date) : undefined;
  if (!day) return <span>Checking this date...</span>;
  const meta = DAY_STATUS[day.isPast ? 'PAST' : day.status];
  const detail =
    day.status === 'PREMIUM_RATE'
      ? ` at ${day.premiumMultiplier ?? 1}x the standard rate`
      : day.status === 'PARTIALLY_AVAILABLE' && day.startTime && day.endTime
        ? `: ${formatHoursCompact(day.startTime, day.endTime)}`
        : '';
  const open = day.isBookable;
  return (
    <Text component="span" size="xs" c={open ? 'teal.8' : 'orange.8'} fw={500}>
      <meta.Icon size={12} style={{ verticalAlign: '-2px', marginRight: 4 }} aria-hidden />
      {open ? `This date is currently ${meta.headline.toLowerCase()}${detail}.` : `This date is ${meta.headline.toLowerCase()} — we'll suggest the nearest open dates.`}
    </Text>
  );
}

