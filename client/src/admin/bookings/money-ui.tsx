import { Badge, Group, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import type { PaymentStatus } from '../../gql/graphql.ts';
import { formatCents, parseDollarsToCents } from '../../../../shared/money.ts';
import { PAYMENT_METHOD_LABELS, PAYMENT_METHODS } from '../../../../shared/quotes.ts';
import { PAYMENT_STATUS_LABELS } from '../../../../shared/payment-schedule.ts';
import { formatInstantDate } from '../../../../shared/instants.ts';
import { useVenueTimeZone } from '../shell/venue-time.ts';

/* Small pieces shared by the quote, money and cancel screens of a booking. */

export const dollars = (cents: number) => (cents / 100).toFixed(2);
/** What the owner typed (a NumberInput's number or text) in cents; NaN when it is not an amount. */
export const centsOf = (value: string | number) => (typeof value === 'number' ? Math.round(value * 100) : (parseDollarsToCents(value) ?? Number.NaN));

export const METHOD_OPTIONS = PAYMENT_METHODS.map((method) => ({ value: method.toUpperCase(), label: PAYMENT_METHOD_LABELS[method] }));
export const methodLabel = (method: string) => PAYMENT_METHOD_LABELS[method.toLowerCase() as keyof typeof PAYMENT_METHOD_LABELS] ?? method;

const PAYMENT_BADGE_COLOR: Record<PaymentStatus, string> = { NONE: 'gray', DUE: 'yellow', OVERDUE: 'red', PAID: 'teal', CREDIT: 'grape' };
const QUOTE_BADGE: Record<string, string> = { DRAFT: 'gray', SENT: 'blue', ACCEPTED: 'teal', EXPIRED: 'orange', WITHDRAWN: 'gray' };

/** The heading row of the panel's cards: its title and a badge. */
export function CardHeader({ title, badge }: { title: string; badge?: ReactNode }) {
  return (
    <Group justify="space-between">
      <Title order={3} fz="lg">
        {title}
      </Title>
      {badge}
    </Group>
  );
}

/** A quote's status as its card shows it ("Sent · valid until …" while a sent quote can be accepted). */
export function QuoteStatusBadge({ quote }: { quote: { status: string; expiresAt?: string | null } }) {
  // The day the link stops working is the venue's day, as the client's e-mail states it.
  const timeZone = useVenueTimeZone();
  const label = quote.status === 'SENT' && quote.expiresAt ? `Sent · valid until ${formatInstantDate(quote.expiresAt, timeZone)}` : quote.status.charAt(0) + quote.status.slice(1).toLowerCase();
  return <Badge color={QUOTE_BADGE[quote.status] ?? 'gray'}>{label}</Badge>;
}

export function PaymentStatusBadge({ status }: { status: PaymentStatus }) {
  const label = PAYMENT_STATUS_LABELS[status.toLowerCase() as Lowercase<PaymentStatus>];
  return (
    <Badge color={PAYMENT_BADGE_COLOR[status]} variant="light">
      {status === 'NONE' ? label : `Payment: ${label}`}
    </Badge>
  );
}

/** One figure: a small label over an amount (the test id names it, for the tests that read the screen's money). */
export function Figure({ label, cents, strong, testId }: { label: string; cents: number; strong?: boolean; testId?: string }) {
  return (
    <div>
      <Text size="xs" c="dimmed" tt="uppercase" fw={700}>
        {label}
      </Text>
      <Text fw={strong ? 700 : 500} fz={strong ? 'lg' : 'md'} data-testid={testId ?? `quote-${label.toLowerCase()}`}>
        {formatCents(cents)}
      </Text>
    </div>
  );
}
