import { useMutation, useQuery } from '@apollo/client/react';
import { Button, Group, Paper, Select, SimpleGrid, Stack, Text, TextInput, Textarea, Title } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { IconCalendar, IconSend } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { graphql } from '../../gql';
import { errorMessage } from '../../lib/errors.ts';
import { notify } from '../../lib/notify.ts';
import { DAY_STATUS } from '../calendar/day-status.tsx';
import { EVENT_TYPES, formatHoursCompact, monthOf } from '../calendar/format.ts';
import { useVenueToday } from '../calendar/useVenueToday.ts';
import { pickerA11y } from '../calendar/picker-props.ts';

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
  query DesiredDateMonth($month: String!) {
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

interface Form {
  name: string;
  email: string;
  phone: string;
  eventType: string | null;
  desiredDate: string | null;
  message: string;
  website: string;
}

const EMPTY: Form = { name: '', email: '', phone: '', eventType: null, desiredDate: null, message: '', website: '' };

/**
 * The failure toast's text: the reason, then one piece of advice (retry, or e-mail the venue). A
 * reason that already gives that advice (the rate limit's "wait N minutes and try again, or e-mail
 * us at ...", the honeypot's "call or e-mail us directly") is shown alone, so nothing is said twice.
 */
function failureMessage(reason: string, venueEmail: string | undefined): string {
  if (/e-?mail us/i.test(reason) || (venueEmail && reason.includes(venueEmail))) return reason;
  return `${reason} Please try again${venueEmail ? `, or e-mail us directly at ${venueEmail}` : ' in a moment'}.`;
}

/**
 * The inquiry form (specification sections 2, 3, 5): name and e-mail required (the browser checks
 * the address), the rest optional. States: idle, sending ('Sending...', disabled), success (form
 * cleared, toast) and failure (form kept, 'Error sending message').
 */
export function InquiryForm({ venueEmail }: { venueEmail: string | undefined }) {
  const [form, setForm] = useState<Form>(EMPTY);
  const [submitInquiry, { loading: sending }] = useMutation(SubmitInquiryMutation);
  const today = useVenueToday();
  const set = <K extends keyof Form>(key: K, value: Form[K]) => setForm((previous) => ({ ...previous, [key]: value }));

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    try {
      await submitInquiry({
        variables: {
          input: {
            name: form.name,
            email: form.email,
            phone: form.phone.trim() || null,
            eventType: form.eventType,
            desiredDate: form.desiredDate,
            message: form.message.trim() || null,
            website: form.website || null,
          },
        },
      });
      setForm(EMPTY);
      notify.success(
        "We've sent your message and you'll receive a confirmation email shortly. We'll get back to you within 24 hours.",
        'Thank you for your inquiry!',
      );
    } catch (error) {
      notify.error(failureMessage(errorMessage(error, 'Your message could not be sent.'), venueEmail), 'Error sending message');
    }
  }

  return (
    <Paper withBorder radius="lg" p={{ base: 'lg', sm: 'xl' }} shadow="sm">
      <form onSubmit={onSubmit} aria-labelledby="inquiry-form-title">
        <Stack gap="md">
          <Stack gap={4}>
            <Title order={2} size="h3" id="inquiry-form-title">
              Send an Inquiry
            </Title>
            <Text c="dimmed" size="sm">
              Name and email are required; everything else helps us answer faster.
            </Text>
          </Stack>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <TextInput
              label="Name"
              name="name"
              autoComplete="name"
              required
              maxLength={100}
              value={form.name}
              onChange={(event) => set('name', event.currentTarget.value)}
            />
            <TextInput
              label="Email"
              name="email"
              type="email"
              autoComplete="email"
              required
              maxLength={254}
              value={form.email}
              onChange={(event) => set('email', event.currentTarget.value)}
            />
            <TextInput
              label="Phone"
              name="phone"
              type="tel"
              autoComplete="tel"
              placeholder="Not provided"
              maxLength={30}
              value={form.phone}
              onChange={(event) => set('phone', event.currentTarget.value)}
            />
            <Select
              label="Event type"
              placeholder="Not specified"
              data={EVENT_TYPES}
              value={form.eventType}
              onChange={(value) => set('eventType', value)}
              clearable
              comboboxProps={{ withinPortal: true }}
            />
          </SimpleGrid>
          <DatePickerInput
            {...pickerA11y}
            label="Desired date"
            placeholder="Not specified"
            leftSection={<IconCalendar size={18} aria-hidden />}
            valueFormat="dddd, MMMM D, YYYY"
            minDate={today}
            clearable
            value={form.desiredDate}
            onChange={(value) => set('desiredDate', value)}
            popoverProps={{ withinPortal: true }}
            description={form.desiredDate ? <DesiredDateStatus date={form.desiredDate} /> : undefined}
          />
          <Textarea
            label="Message"
            name="message"
            placeholder="Tell us about your event: guest count, timing, questions..."
            autosize
            minRows={4}
            maxRows={10}
            maxLength={5000}
            value={form.message}
            onChange={(event) => set('message', event.currentTarget.value)}
          />
          {/* A honeypot: hidden from people (and screen readers); bots fill it in. */}
          <div aria-hidden="true" style={{ position: 'absolute', left: '-10000px', width: 1, height: 1, overflow: 'hidden' }}>
            <label>
              Website
              <input type="text" name="website" tabIndex={-1} autoComplete="off" value={form.website} onChange={(event) => set('website', event.currentTarget.value)} />
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
  const { data } = useQuery(DesiredDateMonthQuery, { variables: { month } });
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
