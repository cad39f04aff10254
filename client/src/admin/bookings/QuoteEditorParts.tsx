import { Alert, Button, CopyButton, Group, Paper, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { IconCopy } from '@tabler/icons-react';
import { formatCents, QUOTE_MESSAGES, QUOTE_ROUNDING_RULE, type quoteTotals } from '../../../../shared/quotes.ts';
import { Figure } from './money-ui.tsx';
import type { QuoteView } from './quote-data.ts';

/*
 * The quote editor's parts that only show: what a change order changes and what editing a sent
 * quote does, the live totals, and the client's link once sent.
 */

/** A change order's changes and the money so far; on a sent quote, the warning before any field can change. */
export function QuoteNotices({
  quote,
  change,
  paidCents,
  locked,
  onChangeSent,
}: {
  quote: QuoteView;
  change: QuoteView['changeOrder'] | null;
  paidCents: number;
  locked: boolean;
  onChangeSent(): void;
}) {
  return (
    <    >
      {change && (
        <Alert color="blue" variant="light" title="What this change order changes">
          <Stack gap={4}>
            {(change.changes.length > 0 ? change.changes : ['The date, time, guests and event type stay as they are; the price changes.']).map((line) => (
              <Text key={line} size="sm">
                {line}
              </Text>
            ))}
            <Text size="sm">
              Price agreed before {formatCents(change.previousTotalCents)}; paid so far {formatCents(paidCents)}. When the client accepts, the booking changes and the difference is charged or credited.
            </Text>
          </Stack>
        </Alert>
      )}
      {quote.status === 'SENT' && (
        <Alert color="orange" variant="light" title={QUOTE_MESSAGES.sentEditTitle} role="note">
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{QUOTE_MESSAGES.sentEditWarning}</Text>
            {locked && (
              <Button size="xs" variant="light" color="orange" onClick={onChangeSent}>
                {QUOTE_MESSAGES.sentEditStart}
              </Button>
            )}
          </Stack>
        </Alert>
      )}
    </>
  );
}

/** Subtotal, discount, tax, total and deposit, by the arithmetic the server uses, with its rounding rule. */
export function QuoteTotals({ totals }: { totals: ReturnType<typeof quoteTotals> }) {
  return (
    <Paper withBorder p="sm" radius="md" bg="gray.0" aria-live="polite">
      <SimpleGrid cols={{ base: 2, sm: 5 }}>
        <Figure label="Subtotal" cents={totals.subtotalCents} />
        <Figure label="Discount" cents={-totals.discountCents} />
        <Figure label="Tax" cents={totals.taxCents} />
        <Figure label="Total" cents={totals.totalCents} strong />
        <Figure label="Deposit" cents={totals.depositCents} />
      </SimpleGrid>
      <Text size="xs" c="dimmed" mt="xs">
        {QUOTE_ROUNDING_RULE}
      </Text>
    </Paper>
  );
}

/** The client's link to a sent quote, shown once, with a copy button. */
export function ClientLink({ link }: { link: string }) {
  return (
    <Group gap="xs" wrap="nowrap">
      <TextInput label="Client's link (shown once)" readOnly value={link} style={{ flex: 1 }} />
      <CopyButton value={link}>
        {({ copied, copy }) => (
          <Button mt={24} variant="light" leftSection={<IconCopy size={16} aria-hidden />} onClick={copy}>
            {copied ? 'Copied' : 'Copy link'}
          </Button>
        )}
      </CopyButton>
    </Group>
  );
}
