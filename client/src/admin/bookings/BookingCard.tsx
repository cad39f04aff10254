import { useMutation } from '@apollo/client/react';
import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconDeviceFloppy } from '@tabler/icons-react';
import { memo, useState } from 'react';
import { graphql } from '../../gql';
import { HoldActions, HoldBadge, PlaceHoldButton } from '../holds/HoldControls.tsx';
import type { BookingCard_BookingFragment, BookingStatus } from '../../gql/graphql.ts';
import { centsOfDollars, dollarsOfCents, totalCostProblem } from '../../../../shared/bookings.ts';
import { errorField, errorMessage } from '../../lib/errors.ts';
import { notify } from '../../lib/notify.ts';
import { formatMoney } from '../../public/calendar/format.ts';
import { useUnsavedChanges } from '../shell/unsaved-changes.tsx';
import { BookingStatusBadge, calendarObjection, ConfirmAnywayModal, failure } from './booking-ui.tsx';
import { eventTypeLabel } from '../../../../shared/events.ts';
import { useVersionedSave } from '../versions/useVersionedSave.tsx';
import { useVersionedDraft } from '../versions/useVersionedDraft.ts';
import { QuotePanel } from './QuotePanel.tsx';
import { DETAIL_FIELDS, detailsOf, type BookingDetails } from './booking-details.ts';
import { GuardedModal } from '../shell/GuardedModal.tsx';
import { CancelBookingModal } from './CancelBookingModal.tsx';
import { PaymentBadge } from './PaymentBadge.tsx';
import { TimelineButton } from '../timeline/ClientTimeline.tsx';
import { useAskAboutOthers, type SlotMessage } from '../notices/ConfirmWithOthers.tsx';
import { useVenueInstant } from '../shell/venue-time.ts';
import { BookingFacts } from './BookingFacts.tsx';
import { MoveToPendingModal } from './MoveToPendingModal.tsx';
import { NotesAndCost } from './NotesAndCost.tsx';
import { StatusActions } from './StatusActions.tsx';

export const BookingFieldsFragment = graphql(`
  fragment BookingCard_booking on Booking {
    id
    clientName
    clientEmail
    clientPhone
    eventType
    eventDate
    startTime
    endTime
    guestCount
    specialRequests
    status
    adminNotes
    totalCostCents
    priceAgreed
    source
    allowedTransitions
    version
    createdAt
    updatedAt
    eventSpace {
      id
      name
      type
    }
    activeHold {
      id
      ...HoldStatus_hold
    }
    ...PaymentBadge_booking
  }
`);

const UpdateBookingStatusMutation = graphql(`
  mutation UpdateBookingStatus($input: UpdateBookingStatusInput!) {
    updateBookingStatus(input: $input) {
      booking {
        ...BookingCard_booking
      }
    }
  }
`);

const UpdateBookingMutation = graphql(`
  mutation UpdateBookingDetails($input: UpdateBookingInput!) {
    updateBooking(input: $input) {
      booking {
        ...BookingCard_booking
      }
    }
  }
`);

export type BookingView = BookingCard_BookingFragment;


/**
 * One booking with its fields, the allowed status actions, and editable admin notes and total cost.
 * Memoised: the list re-renders on every step of a page change or refetch, and a card only needs to
 * when its booking changed (Apollo hands back the same object for an unchanged booking).
 */
export const BookingCard = memo(function BookingCard({ booking }: { booking: BookingView }) {
  const saved = detailsOf(booking);
  // The card's notes follow saves made elsewhere while untouched; once typed in, a save made
  // meanwhile is caught as stale and shown beside the owner's text (useVersionedSave).
  const draft = useVersionedDraft<BookingDetails>({ version: booking.version, values: saved }, { alwaysOpen: true });
  const { adminNotes: notes, cost } = draft.values ?? saved;
  const savedCost = saved.cost;
  const [costError, setCostError] = useState<string | undefined>();
  /** The status change waiting for the admin's answer in a dialog (cancel, move back to pending). */
  const [asking, setAsking] = useState<'CANCELLED' | 'PENDING' | null>(null);
  const [objection, setObjection] = useState<string | null>(null);
  /** Others on the slot, asked about before confirming; the owner's message to them once written. */
  const others = useAskAboutOthers(booking);
  const [quoteOpen, setQuoteOpen] = useState(false);
  const [updateStatus, { loading: changing }] = useMutation(UpdateBookingStatusMutation);
  // Once agreed with the client, the price changes only through a change order: shown, not edited.
  const agreed = booking.priceAgreed;
  const [updateBooking] = useMutation(UpdateBookingMutation);
  const versioned = useVersionedSave<BookingDetails>({
    what: 'booking',
    fields: DETAIL_FIELDS,
    fromApi: (current) => ({
      adminNotes: typeof current.adminNotes === 'string' ? current.adminNotes : '',
      cost: typeof current.totalCostCents === 'number' ? dollarsOfCents(current.totalCostCents) : '',
    }),
    save: async (values, version) => {
      const totalCostCents = values.cost === '' ? null : centsOfDollars(Number(values.cost));
      const cost = agreed ? {} : totalCostCents === null ? { clearTotalCost: true } : { totalCostCents };
      await updateBooking({ variables: { input: { id: booking.id, adminNotes: values.adminNotes, version, ...cost } } });
    },
  });
  const saving = versioned.saving;
  const dirty = draft.dirty;
  useUnsavedChanges(dirty);
  const setNotes = (value: string) => draft.set('adminNotes', value);
  const setCost = (value: number | string) => draft.set('cost', value);

  async function changeStatus(status: BookingStatus, override = false, message: SlotMessage | null = others.message) {
    setAsking(null);
    try {
      await updateStatus({ variables: { input: { id: booking.id, status, ...(override ? { override } : {}), ...(status === 'CONFIRMED' && message ? { othersMessage: message } : {}) } } });
      setObjection(null);
      others.close();
      others.forget();
      notify.success(`Booking status updated to ${status.toLowerCase()}`);
    } catch (error) {
      // A blocked date or hours outside a partial date: the owner may confirm knowingly.
      const calendar = status === 'CONFIRMED' && !override ? calendarObjection(error) : null;
      if (calendar) {
        setObjection(calendar);
        return;
      }
      setObjection(null);
      notify.error(failure('Failed to update booking status', errorMessage(error)));
    }
  }

  async function saveDetails() {
    if (!agreed) {
      const totalCostCents = cost === '' ? null : centsOfDollars(Number(cost));
      // Refused here with the server's own message (shared/bookings.ts), never clamped to $0.
      const problem = totalCostCents === null ? null : totalCostProblem(totalCostCents);
      setCostError(problem ?? undefined);
      if (problem) {
        notify.error(failure('Failed to update booking', problem));
        return;
      }
    }
    if (!draft.base) return;
    try {
      const outcome = await versioned.save({ adminNotes: notes, cost }, draft.base);
      if (outcome.status === 'saved') {
        notify.success(agreed ? 'Admin notes saved.' : 'Admin notes and total cost saved.', 'Booking updated');
        draft.stop();
      } else if (outcome.status === 'discarded') {
        draft.start({ version: outcome.version, values: outcome.values });
      }
    } catch (error) {
      if (errorField(error) === 'totalCostCents') setCostError(errorMessage(error));
      notify.error(failure('Failed to update booking', errorMessage(error)));
    }
  }

  const titleId = `booking-${booking.id}`;
  // When the request came in, in the venue's zone (named when this browser is elsewhere).
  const instant = useVenueInstant();
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} shadow="xs" component="article" aria-labelledby={titleId}>
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" gap="sm">
          <div>
            <Title order={3} size="h4" id={titleId}>
              {booking.clientName}
            </Title>
            <Text c="dimmed" size="sm">
              {eventTypeLabel(booking.eventType)} · received {instant(booking.createdAt)}
              {booking.source !== 'WEBSITE' && ` · ${booking.source === 'INQUIRY' ? 'from an inquiry' : 'added by admin'}`}
            </Text>
          </div>
          <Group gap="xs">
            <PaymentBadge booking={booking} />
            <BookingStatusBadge status={booking.status} size="lg" />
          </Group>
        </Group>

        <BookingFacts booking={booking} />

        <NotesAndCost
          notes={notes}
          cost={agreed ? savedCost : cost}
          agreed={agreed}
          costError={costError}
          onNotes={setNotes}
          onCost={(value) => {
            setCost(value);
            setCostError(undefined);
          }}
        />

        {booking.activeHold ? (
          <Group gap="xs" justify="space-between">
            <HoldBadge hold={booking.activeHold} />
            <HoldActions hold={booking.activeHold} />
          </Group>
        ) : (
          booking.status === 'PENDING' && (
            <Group gap="xs">
              <PlaceHoldButton bookingId={booking.id} clientName={booking.clientName} />
            </Group>
          )
        )}

        <Group justify="space-between" gap="sm">
          <StatusActions booking={booking} disabled={changing} onAction={(status) => (status === 'CANCELLED' || status === 'PENDING' ? setAsking(status) : status === 'CONFIRMED' ? void others.ask(() => changeStatus('CONFIRMED')) : void changeStatus(status))} />
          <Group gap="xs">
            {booking.totalCostCents != null && !dirty && (
              <Text size="sm" c="dimmed">
                Total {formatMoney(dollarsOfCents(booking.totalCostCents))}
              </Text>
            )}
            <Button size="sm" variant="default" leftSection={<IconDeviceFloppy size={16} aria-hidden />} onClick={saveDetails} loading={saving} disabled={!dirty}>
              Save Notes
            </Button>
            <Button size="sm" variant="light" onClick={() => setQuoteOpen(true)}>
              Quote &amp; payments
            </Button>
            <TimelineButton bookingId={booking.id} clientName={booking.clientName} />
          </Group>
        </Group>
      </Stack>

      <CancelBookingModal bookingId={booking.id} opened={asking === 'CANCELLED'} onClose={() => setAsking(null)} />

      <MoveToPendingModal booking={booking} opened={asking === 'PENDING'} onClose={() => setAsking(null)} onMove={() => changeStatus('PENDING')} loading={changing} />

      <GuardedModal opened={quoteOpen} onClose={() => setQuoteOpen(false)} title={`Quote & payments: ${booking.clientName}`} size="xl">
        {quoteOpen && <QuotePanel bookingId={booking.id} />}
      </GuardedModal>
      {versioned.conflictView}
      <ConfirmAnywayModal objection={objection} onClose={() => setObjection(null)} onConfirm={() => changeStatus('CONFIRMED', true)} loading={changing} />
      {others.dialog((message) => changeStatus('CONFIRMED', false, message), changing)}
    </Paper>
  );
});
