import { Paper, Stack, Table, Text } from '@mantine/core';
import { formatLongDate } from '../../../../shared/dates.ts';
import { formatCents } from '../../../../shared/money.ts';
import { useVenueInstant } from '../shell/venue-time.ts';
import { CardHeader, QuoteStatusBadge } from './money-ui.tsx';
import type { QuoteView } from './quote-data.ts';

/** The quote the client accepted: who, when, from where, its total and the dates its payments became. */
export function AcceptedQuote({ quote, title = 'Quote' }: { quote: QuoteView; title?: string }) {
  const instant = useVenueInstant();
  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap="xs">
        <CardHeader title={title} badge={<QuoteStatusBadge quote={quote} />} />
        <Text>
          Accepted by <strong>{quote.acceptedName}</strong> on {quote.acceptedAt ? instant(quote.acceptedAt) : ''} from {quote.acceptedAddress}.
        </Text>
        <Text>Total {formatCents(quote.totals.totalCents)}</Text>
        <Table>
          <Table.Tbody>
            {quote.schedule.map((item, index) => (
              <Table.Tr key={index}>
                <Table.Td>Due {formatLongDate(item.dueDate)}</Table.Td>
                <Table.Td ta="right">{formatCents(item.amountCents)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Stack>
    </Paper>
  );
}
