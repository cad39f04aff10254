import { useMutation } from '@apollo/client/react';
import { Alert, Anchor, Badge, Box, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconCalendarPlus, IconCheck, IconFileInvoice, IconMail, IconMailOpened, IconRotate, IconSparkles } from '@tabler/icons-react';
import { memo } from 'react';
import { useNavigate } from 'react-router-dom';
import { bookingAdminPath } from '../section-keys.ts';
import { graphql } from '../../gql';
import type { InquiryStatus } from '../../gql/graphql.ts';
import type { InquiryView } from './inquiry-view.ts';
import { errorMessage } from '../../lib/errors.ts';
import { notify } from '../../lib/notify.ts';
import { formatMediumDate } from '../../../../shared/dates.ts';
import { BookingStatusBadge, failure } from '../bookings/booking-ui.tsx';
import { InquiryOutcomeButton, InquiryStageLine } from './InquiryOutcome.tsx';
import { CreateQuoteFromInquiryMutation } from './CreateBookingModal.tsx';
import { INQUIRY_HELD_TEXTS } from '../../../../shared/inquiries.ts';
import { InquiryContactFacts, InquirySourceSelect } from './InquiryFacts.tsx';
import { mailtoHref } from '../../../../shared/email-address.ts';
import { HoldActions, HoldBadge, PlaceHoldButton } from '../holds/HoldControls.tsx';
import { eventTypeLabel } from '../../../../shared/events.ts';
import { TimelineButton } from '../timeline/ClientTimeline.tsx';
import { recordChange, useStaleChange } from '../versions/useStaleChange.tsx';
import { useRefreshInquiries } from './inquiry-view.ts';

const RecordInquiryReplyMutation = graphql(`
  mutation RecordInquiryReply($input: RecordInquiryReplyInput!) {
    recordInquiryReply(input: $input) {
      inquiry {
        id
        version
      }
    }
  }
`);

const UpdateInquiryStatusMutation = graphql(`
  mutation UpdateInquiryStatus($input: UpdateInquiryStatusInput!) {
    updateInquiryStatus(input: $input) {
      inquiry {
        id
        status
        handledAt
        version
      }
    }
  }
`);

export const STATUS: Record<InquiryStatus, { label: string; color: string }> = {
  NEW: { label: 'New', color: 'yellow' },
  READ: { label: 'Read', color: 'blue' },
  HANDLED: { label: 'Handled', color: 'teal' },
  HELD: { label: INQUIRY_HELD_TEXTS.label, color: 'orange' },
};

const received = new Intl.DateTimeFormat('en-US', { weekday: 'short', month: 'short', day: 'numeric', year: 'numeric', hour: 'numeric', minute: '2-digit' });

/**
 * One inquiry. Memoised, with callbacks that never change (the section's state setters): the list
 * re-renders on every step of a page change or refetch, and a card only needs to when its inquiry did.
 */
export const InquiryCard = memo(function InquiryCard({
  inquiry,
  onCreateBooking,
  onCreateQuote,
  onOpenQuote,
}: {
  inquiry: InquiryView;
  onCreateBooking(inquiry: InquiryView): void;
  onCreateQuote(inquiry: InquiryView): void;
  onOpenQuote(quote: { id: string; clientName: string }): void;
}) {
  const [updateStatus, { loading }] = useMutation(UpdateInquiryStatusMutation);
  const stale = useStaleChange();
  const refreshInquiries = useRefreshInquiries();
  const [quoteOnBooking, { loading: startingQuote }] = useMutation(CreateQuoteFromInquiryMutation);
  const status = STATUS[inquiry.status];
  const titleId = `inquiry-${inquiry.id}`;
  const activeBooking = inquiry.bookings.find((booking) => booking.status !== 'CANCELLED');
  const [recordReply] = useMutation(RecordInquiryReplyMutation);
  const navigate = useNavigate();
  /** A plain click stays in the app; a middle or modified click opens the link as the browser does. */
  function openInApp(event: React.MouseEvent<HTMLAnchorElement>, path: string) {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    navigate(path);
    window.scrollTo({ top: 0 });
  }

  /** "Create quote" once the inquiry has its booking: the quote on that booking (or its current one), in the editor. */
  async function quoteExistingBooking() {
    try {
      const result = await quoteOnBooking({ variables: { input: { inquiryId: inquiry.id } } });
      onOpenQuote({ id: result.data!.createQuoteFromInquiry.booking!.id, clientName: inquiry.name });
    } catch (error) {
      notify.error(failure('Failed to create quote', errorMessage(error)));
    }
  }

  /**
   * Sent on the version the card shows: when the inquiry moved on meanwhile (another tab, a reply,
   * a hold, the client), nothing changes and the notice shows it as it is now, to leave or redo.
   */
  async function setStatus(next: InquiryStatus, againLabel: string) {
    try {
      const shown = { version: inquiry.version, status: inquiry.status, source: inquiry.source };
      const send = (version: number) => updateStatus({ variables: { input: { id: inquiry.id, status: next, version } } });
      const applied = await stale.apply(recordChange('change', againLabel, shown, send, refreshInquiries));
      if (applied) notify.success(inquiry.status === 'HELD' && next === 'NEW' ? 'Inquiry moved to the inbox.' : `Inquiry marked as ${STATUS[next].label.toLowerCase()}.`);
    } catch (error) {
      notify.error(failure('Failed to update inquiry', errorMessage(error)));
    }
  }

  return (
    <Paper
      withBorder
      radius="lg"
      p={{ base: 'md', sm: 'lg' }}
      shadow="xs"
      component="article"
      aria-labelledby={titleId}
      style={inquiry.status === 'NEW' ? { borderLeft: '4px solid var(--mantine-color-yellow-5)' } : undefined}
    >
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" gap="sm">
          <div>
            <Group gap="xs">
              {inquiry.status === 'NEW' && <IconSparkles size={16} color="var(--mantine-color-yellow-7)" aria-hidden />}
              <Title order={3} size="h4" id={titleId}>
                {inquiry.name}
              </Title>
            </Group>
            <Text size="sm" c="dimmed">
              {inquiry.eventType ? eventTypeLabel(inquiry.eventType) : 'Not specified'} · received {received.format(new Date(inquiry.createdAt))} · {inquiry.reference}
            </Text>
          </div>
          <Badge color={status.color} variant="light" size="lg">
            {status.label}
          </Badge>
        </Group>

        <InquiryContactFacts inquiry={inquiry} />

        <InquirySourceSelect inquiry={inquiry} />
        {stale.view}

        <Box bg="gray.0" p="sm" style={{ borderRadius: 'var(--mantine-radius-md)' }}>
          <Text size="sm" style={{ whiteSpace: 'pre-wrap' }} c={inquiry.message ? undefined : 'dimmed'}>
            {inquiry.message ?? 'No additional message'}
          </Text>
        </Box>

        {inquiry.status === 'HELD' && (
          <Alert color="orange" variant="light" title={INQUIRY_HELD_TEXTS.label} icon={<IconAlertTriangle size={18} aria-hidden />}>
            <Text size="sm">{INQUIRY_HELD_TEXTS.explanation}</Text>
          </Alert>
        )}

        {inquiry.bookings.length > 0 && (
          <Group gap="xs">
            <Text size="sm" c="dimmed">
              Booking created:
            </Text>
            {inquiry.bookings.map((booking) => (
              <Group key={booking.id} gap={6}>
                <Anchor href={bookingAdminPath(booking.id)} size="sm" onClick={(event) => openInApp(event, bookingAdminPath(booking.id))}>
                  {formatMediumDate(booking.eventDate)}
                </Anchor>
                <BookingStatusBadge status={booking.status} size="sm" />
              </Group>
            ))}
          </Group>
        )}

        <InquiryStageLine inquiry={inquiry} />

        {inquiry.activeHold && (
          <Group gap="xs" justify="space-between">
            <HoldBadge hold={inquiry.activeHold} />
            <HoldActions hold={inquiry.activeHold} />
          </Group>
        )}

        <Group justify="space-between" gap="xs">
          <Group gap="xs">
            {inquiry.status === 'HELD' && (
              <Button size="xs" variant="light" color="orange" leftSection={<IconMail size={14} aria-hidden />} onClick={() => setStatus('NEW', INQUIRY_HELD_TEXTS.moveToInbox)} disabled={loading}>
                {INQUIRY_HELD_TEXTS.moveToInbox}
              </Button>
            )}
            {inquiry.status === 'NEW' && (
              <Button size="xs" variant="light" leftSection={<IconMailOpened size={14} aria-hidden />} onClick={() => setStatus('READ', 'Mark as Read')} disabled={loading}>
                Mark as Read
              </Button>
            )}
            {inquiry.status !== 'HANDLED' ? (
              <Button size="xs" variant="light" color="teal" leftSection={<IconCheck size={14} aria-hidden />} onClick={() => setStatus('HANDLED', 'Mark Handled')} disabled={loading}>
                Mark Handled
              </Button>
            ) : (
              <Button size="xs" variant="subtle" color="gray" leftSection={<IconRotate size={14} aria-hidden />} onClick={() => setStatus('READ', 'Reopen')} disabled={loading}>
                Reopen
              </Button>
            )}
            <Button
              size="xs"
              variant="subtle"
              component="a"
              href={mailtoHref(inquiry.email, { subject: 'Your inquiry' })}
              leftSection={<IconMail size={14} aria-hidden />}
              // The reply itself is written in the owner's e-mail app; the timeline notes that it was started.
              onClick={() => void recordReply({ variables: { input: { id: inquiry.id } } }).catch(() => undefined)}
            >
              Reply
            </Button>
            <TimelineButton inquiryId={inquiry.id} clientName={inquiry.name} />
            <InquiryOutcomeButton inquiry={inquiry} name={inquiry.name} />
          </Group>
          {/* One booking per inquiry (the server refuses a second): once made, a link to it instead. */}
          {activeBooking ? (
            <Group gap="xs">
              {(activeBooking.status === 'PENDING' || activeBooking.status === 'CONFIRMED') && (
                <Button size="xs" variant="light" leftSection={<IconFileInvoice size={14} aria-hidden />} onClick={quoteExistingBooking} loading={startingQuote}>
                  Create quote
                </Button>
              )}
              <Button
                size="xs"
                variant="light"
                component="a"
                href={bookingAdminPath(activeBooking.id)}
                onClick={(event: React.MouseEvent<HTMLAnchorElement>) => openInApp(event, bookingAdminPath(activeBooking.id))}
                leftSection={<IconCalendarPlus size={14} aria-hidden />}
              >
                Booking created: open it
              </Button>
            </Group>
          ) : (
            <Group gap="xs">
              {!inquiry.activeHold && <PlaceHoldButton inquiryId={inquiry.id} defaultDate={inquiry.desiredDate} clientName={inquiry.name} />}
              <Button size="xs" variant="light" leftSection={<IconFileInvoice size={14} aria-hidden />} onClick={() => onCreateQuote(inquiry)}>
                Create quote
              </Button>
              <Button size="xs" leftSection={<IconCalendarPlus size={14} aria-hidden />} onClick={() => onCreateBooking(inquiry)}>
                Create booking from inquiry
              </Button>
            </Group>
          )}
        </Group>
      </Stack>
    </Paper>
  );
});
