import { useMutation, useQuery } from '@apollo/client/react';
import { Alert, Button, Checkbox, Group, NumberInput, Radio, Select, SimpleGrid, Skeleton, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { GuardedModal } from '../shell/GuardedModal.tsx';
import { useUnsavedChanges } from '../shell/unsaved-changes.tsx';
import { graphql } from '../../gql';
import type { CancelBookingDialogQuery, KeptAs, PaymentMethod } from '../../gql/graphql.ts';
import { formatLongDate } from '../../../../shared/dates.ts';
import { formatCents } from '../../../../shared/money.ts';
import { eventTypeLabel } from '../../../../shared/events.ts';
import { errorMessage } from '../../lib/errors.ts';
import { notify } from '../../lib/notify.ts';
import { centsOf, dollars, METHOD_OPTIONS } from './money-ui.tsx';

/*
 * Cancelling a booking settles its money: the dialog shows what the client paid and what the
 * venue's cancellation policy gives (Terms & Policies), lets the owner adjust what is kept and
 * whether it is a fee or a credit toward another date, and records a refund paid out now (or
 * leaves it owed to the client). The server applies the same rules and refuses more.
 */

const CANCEL_BOOKING_DIALOG = graphql(`
  query CancelBookingDialog($id: ID!) {
    booking(id: $id) {
      id
      clientName
      eventType
      eventDate
      money { paidCents agreedCents }
      paymentSummary { today }
      cancellationTerms { tier daysBefore paidCents keptCents keptAs refundCents explanation }
    }
  }
`);

const CancelBookingMutation = graphql(`
  mutation CancelBooking($input: CancelBookingInput!) {
    cancelBooking(input: $input) {
      booking {
        ...BookingCard_booking
      }
    }
  }
`);

type DialogBooking = NonNullable<CancelBookingDialogQuery['booking']>;

export function CancelBookingModal({ bookingId, opened, onClose }: { bookingId: string; opened: boolean; onClose: () => void }) {
  const { data } = useQuery(CANCEL_BOOKING_DIALOG, { variables: { id: bookingId }, skip: !opened, fetchPolicy: 'network-only' });
  const booking = data?.booking;
  return (
    <GuardedModal opened={opened} onClose={onClose} title="Cancel this booking?" centered size="lg">
      {booking?.cancellationTerms ? <CancelForm key={booking.id} booking={booking} terms={booking.cancellationTerms} onClose={onClose} /> : <Skeleton h={160} />}
    </GuardedModal>
  );
}

function CancelForm({ booking, terms, onClose }: { booking: DialogBooking; terms: NonNullable<DialogBooking['cancellationTerms']>; onClose: () => void }) {
  const [kept, setKept] = useState<number | string>(dollars(terms.keptCents));
  const [keptAs, setKeptAs] = useState<KeptAs>(terms.keptAs);
  const [refundNow, setRefundNow] = useState(terms.refundCents > 0);
  const [refund, setRefund] = useState<number | string>(dollars(terms.refundCents));
  const [method, setMethod] = useState<PaymentMethod>('BANK_TRANSFER');
  const [refundedOn, setRefundedOn] = useState(booking.paymentSummary.today);
  useUnsavedChanges(
    String(kept) !== String(dollars(terms.keptCents)) ||
      keptAs !== terms.keptAs ||
      refundNow !== terms.refundCents > 0 ||
      String(refund) !== String(dollars(terms.refundCents)) ||
      method !== 'BANK_TRANSFER' ||
      refundedOn !== booking.paymentSummary.today,
  );
  const [cancel, { loading }] = useMutation(CancelBookingMutation);
  const paid = booking.money.paidCents;
  const keptCents = centsOf(kept === '' ? 0 : kept);
  const left = paid - (Number.isNaN(keptCents) ? 0 : keptCents);

  const submit = async () => {
    try {
      await cancel({
        variables: {
          input: {
            id: booking.id,
            keptCents,
            keptAs,
            refund: refundNow && paid > 0 ? { amountCents: centsOf(refund === '' ? 0 : refund), method, occurredOn: refundedOn } : null,
          },
        },
      });
      notify.success('Booking status updated to cancelled');
      onClose();
    } catch (error) {
      notify.error(errorMessage(error), 'Not cancelled');
    }
  };

  return (
    <Stack>
      <Text size="sm">
        {booking.clientName}'s {eventTypeLabel(booking.eventType).toLowerCase()} on {formatLongDate(booking.eventDate)} will be cancelled and the client e-mailed. Cancelled bookings are final and cannot be reopened.
      </Text>
      <Alert color="blue" variant="light" title={`The client has paid ${formatCents(paid)}`}>
        {terms.explanation}
      </Alert>
      {paid > 0 && (
        <>
          <NumberInput label="The venue keeps ($)" maw={260} min={0} max={paid / 100} decimalScale={2} thousandSeparator="," value={kept} onChange={setKept} />
          <Radio.Group label="What is kept is" value={keptAs} onChange={(value) => setKeptAs(value as KeptAs)}>
            <Stack gap={6} mt={4}>
              <Radio value="FEE" label="A cancellation fee (the venue's)" />
              <Radio value="CREDIT" label="A credit toward another date (stays the client's)" />
            </Stack>
          </Radio.Group>
          <Checkbox label={`Record a refund paid now (up to ${formatCents(Math.max(0, left))})`} checked={refundNow} onChange={(event) => setRefundNow(event.currentTarget.checked)} />
          {refundNow ? (
            <SimpleGrid cols={{ base: 1, sm: 3 }}>
              <NumberInput label="Refund ($)" min={0} decimalScale={2} thousandSeparator="," value={refund} onChange={setRefund} />
              <Select label="Method" data={METHOD_OPTIONS} value={method} allowDeselect={false} onChange={(value) => value && setMethod(value as PaymentMethod)} />
              <TextInput label="Refunded on" type="date" value={refundedOn} onChange={(event) => setRefundedOn(event.currentTarget.value)} />
            </SimpleGrid>
          ) : (
            left > 0 && (
              <Text size="sm" c="dimmed">
                {formatCents(left)} stays owed to the client until you record its refund.
              </Text>
            )
          )}
        </>
      )}
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose}>
          Keep Booking
        </Button>
        <Button color="red" onClick={submit} loading={loading}>
          Cancel Booking
        </Button>
      </Group>
    </Stack>
  );
}
