import { useMutation, useQuery } from '@apollo/client/react';
import { Button, Group, Paper, Skeleton, Stack, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { errorMessage } from '../../lib/errors.ts';
import { notify } from '../../lib/notify.ts';
import { AcceptedQuote } from './AcceptedQuote.tsx';
import { ChangeOrderModal } from './ChangeOrderModal.tsx';
import { MoneyCard } from './MoneyCard.tsx';
import { BOOKING_QUOTE_PANEL, CreateQuoteMutation, type QuoteView } from './quote-data.ts';
import { QuoteEditor } from './QuoteEditor.tsx';
import { useLiveBookings } from './booking-ui.tsx';
import { LIVE_QUERY_CONTEXT } from '../shell/live-updates.ts';

/*
 * A booking's quote and money, in one panel: the quote being built or the one the client accepted,
 * and the money card (ledger, payments, refunds, credit). The booking is read afresh after every
 * change, so each figure on screen is the server's.
 */

export function QuotePanel({ bookingId }: { bookingId: string }) {
  const { data, loading, refetch } = useQuery(BOOKING_QUOTE_PANEL, { variables: { id: bookingId }, fetchPolicy: 'cache-and-network', context: LIVE_QUERY_CONTEXT });
  // A change made elsewhere shows at once: the client accepting on their quote page, another tab
  // or admin saving or sending the quote, a payment, a scheduler expiring a hold. An untouched
  // editor follows it; a touched one keeps the owner's edit and meets the newer save when saving.
  useLiveBookings(() => void refetch(), { announce: false });
  const [createQuote, { loading: creating }] = useMutation(CreateQuoteMutation);
  // Kept here: the editor starts afresh when the quote's status changes (sent), and the link is shown once.
  const [link, setLink] = useState<string | null>(null);
  const [changing, setChanging] = useState(false);
  const booking = data?.booking;
  if (!booking) return loading ? <Skeleton h={200} /> : <Text>That booking no longer exists.</Text>;
  const quotes = booking.quotes as unknown as QuoteView[];
  const current = quotes.find((quote) => quote.status !== 'WITHDRAWN') ?? null;
  const reload = () => void refetch();

  const start = async () => {
    try {
      await createQuote({ variables: { input: { bookingId } } });
      reload();
    } catch (error) {
      notify.error(errorMessage(error));
    }
  };

  return (
    <Stack gap="lg">
      {current && current.status !== 'ACCEPTED' ? (
        <QuoteEditor key={`${current.id}-${current.status}`} booking={booking} quote={current} onChanged={reload} link={link} onSent={setLink} />
      ) : current ? (
        <AcceptedQuote quote={current} title={current.changeOrder ? 'Change order' : 'Quote'} />
      ) : (
        <Paper withBorder p="md" radius="md">
          <Group justify="space-between">
            <Text>No quote yet for this booking.</Text>
            {!booking.priceAgreed && (booking.status === 'PENDING' || booking.status === 'CONFIRMED') && (
              <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={start} loading={creating}>
                Create quote
              </Button>
            )}
          </Group>
        </Paper>
      )}
      {booking.priceAgreed && (!current || current.status === 'ACCEPTED') && (booking.status === 'PENDING' || booking.status === 'CONFIRMED') && (
        <Paper withBorder p="md" radius="md">
          <Group justify="space-between" wrap="wrap">
            <Text size="sm">The price was agreed with the client: a new date, time, guest count or price goes through a change order they accept.</Text>
            <Button variant="light" leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setChanging(true)}>
              Make a change order
            </Button>
          </Group>
          {changing && <ChangeOrderModal booking={booking} opened onClose={() => setChanging(false)} onCreated={reload} />}
        </Paper>
      )}
      <MoneyCard booking={booking} onChanged={reload} />
    </Stack>
  );
}

