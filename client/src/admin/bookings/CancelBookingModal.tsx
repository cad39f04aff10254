import { useMutation, useQuery } from '@apollo/client/react';
import { Alert, Checkbox, NumberInput, Radio, Select, SimpleGrid, Skeleton, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { GuardedModal } from '../shell/GuardedModal.tsx';
import { useUnsavedChanges } from '../shell/unsaved-changes.tsx';
import { graphql } from '../../gql';
import type { CancelBookingDialogQuery, KeptAs, PaymentMethod } from '../../gql/graphql.ts';
import { formatLongDate } from '../../../../shared/dates.ts';
import { formatCents } from '../../../../shared/money.ts';
import { eventTypeLabel } from '../../../../shared/events.ts';
import { errorField, errorMessage } from '../../lib/errors.ts';
import { LEDGER_MESSAGES, moneyEntryProblems } from '../../../../shared/ledger.ts';
import { settlementProblem } from '../../../../shared/cancellation.ts';
import { problemsOnly } from '../forms/submit.ts';
import { notify } from '../../lib/notify.ts';
import { centsOf, dollars, METHOD_OPTIONS } from './money-ui.tsx';
import { DialogActions } from '../content-kit/ConfirmDialog.tsx';

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

/** What the owner settles on cancelling: prefilled with what the venue's policy gives. */
interface CancelValues {
  kept: number | string;
  keptAs: KeptAs;
  refundNow: boolean;
  refund: number | string;
  method: PaymentMethod;
  refundedOn: string;
}

/** The form's field for each field the server may name in a refusal. */
const CANCEL_FIELD_OF: Record<string, keyof CancelValues> = { keptCents: 'kept', 'refund.amountCents': 'refund', 'refund.occurredOn': 'refundedOn', 'refund.method': 'method' };

const amountOf = (value: number | string) => centsOf(value === '' ? 0 : value);

function CancelForm({ booking, terms, onClose }: { booking: DialogBooking; terms: NonNullable<DialogBooking['cancellationTerms']>; onClose: () => void }) {
  const paid = booking.money.paidCents;
  const today = booking.paymentSummary.today;
  const form = useForm<CancelValues>({
    initialValues: { kept: dollars(terms.keptCents), keptAs: terms.keptAs, refundNow: terms.refundCents > 0, refund: dollars(terms.refundCents), method: 'BANK_TRANSFER', refundedOn: today },
    // The server's checks, every field at once: what is kept, then the refund paid now.
    validate: (values) => {
      const keptCents = amountOf(values.kept);
      const refunding = values.refundNow && paid > 0;
      const refund = refunding ? moneyEntryProblems({ amountCents: amountOf(values.refund), occurredOn: values.refundedOn, method: values.method.toLowerCase() }, today) : {};
      const settlement = Number.isInteger(keptCents) && keptCents >= 0 ? settlementProblem({ keptCents, refundCents: refunding ? amountOf(values.refund) : null, paidCents: paid }) : null;
      return problemsOnly({
        kept: Number.isInteger(keptCents) && keptCents >= 0 ? (settlement?.field === 'keptCents' ? settlement.message : null) : LEDGER_MESSAGES.amount,
        refund: refund.amount ?? (settlement?.field === 'refund.amountCents' ? settlement.message : null),
        refundedOn: refund.day,
        method: refund.method,
      });
    },
  });
  useUnsavedChanges(form.isDirty());
  const [cancel, { loading }] = useMutation(CancelBookingMutation);
  const { kept, refundNow } = form.values;
  const keptCents = amountOf(kept);
  const left = paid - (Number.isNaN(keptCents) ? 0 : keptCents);

  const submit = async (values: CancelValues) => {
    try {
      await cancel({
        variables: {
          input: {
            id: booking.id,
            keptCents: amountOf(values.kept),
            keptAs: values.keptAs,
            refund: values.refundNow && paid > 0 ? { amountCents: amountOf(values.refund), method: values.method, occurredOn: values.refundedOn } : null,
          },
        },
      });
      notify.success('Booking status updated to cancelled');
      onClose();
    } catch (error) {
      const field = CANCEL_FIELD_OF[errorField(error) ?? ''];
      if (field) form.setFieldError(field, errorMessage(error));
      notify.error(errorMessage(error), 'Not cancelled');
    }
  };

  return (
    <form onSubmit={form.onSubmit(submit, (errors) => notify.error(String(Object.values(errors)[0]), 'Not cancelled'))} noValidate>
    <Stack>
      <Text size="sm">
        {booking.clientName}'s {eventTypeLabel(booking.eventType).toLowerCase()} on {formatLongDate(booking.eventDate)} will be cancelled and the client e-mailed. Cancelled bookings are final and cannot be reopened.
      </Text>
      <Alert color="blue" variant="light" title={`The client has paid ${formatCents(paid)}`}>
        {terms.explanation}
      </Alert>
      {paid > 0 && (
        <>
          <NumberInput label="The venue keeps ($)" maw={260} min={0} max={paid / 100} decimalScale={2} thousandSeparator="," {...form.getInputProps('kept')} />
          <Radio.Group label="What is kept is" {...form.getInputProps('keptAs')}>
            <Stack gap={6} mt={4}>
              <Radio value="FEE" label="A cancellation fee (the venue's)" />
              <Radio value="CREDIT" label="A credit toward another date (stays the client's)" />
            </Stack>
          </Radio.Group>
          <Checkbox label={`Record a refund paid now (up to ${formatCents(Math.max(0, left))})`} {...form.getInputProps('refundNow', { type: 'checkbox' })} />
          {refundNow ? (
            <SimpleGrid cols={{ base: 1, sm: 3 }}>
              <NumberInput label="Refund ($)" min={0} decimalScale={2} thousandSeparator="," {...form.getInputProps('refund')} />
              <Select label="Method" data={METHOD_OPTIONS} allowDeselect={false} {...form.getInputProps('method')} />
              <TextInput label="Refunded on" type="date" {...form.getInputProps('refundedOn')} />
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
      <DialogActions cancelLabel="Keep Booking" onCancel={onClose} confirmLabel="Cancel Booking" color="red" busy={loading} />
    </Stack>
    </form>
  );
}
