import '@mantine/dates/styles.css';
import { useMutation, useQuery } from '@apollo/client/react';
import { Alert, Anchor, Badge, Button, Card, Center, Grid, Group, Loader, Modal, Select, Stack, Text, Textarea, Title } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { IconAlertTriangle, IconBan, IconCalendar } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { graphql } from '../../gql';
import { errorField, errorMessage, errorReasons } from '../../lib/errors.ts';
import { notify } from '../../lib/notify.ts';
import { formatLongDate } from '../../../../shared/dates.ts';
import { useVenueToday } from '../../public/calendar/useVenueToday.ts';
import { useLiveCalendar, LIVE_QUERY_CONTEXT } from '../shell/live-updates.ts';
import { failure, useLiveBookings } from '../bookings/booking-ui.tsx';
import { useGoToSection } from '../shell/useGoToSection.ts';
import { pickerA11y } from '../../public/calendar/picker-props.ts';
import { BLOCK_TYPE_LABELS, BLOCK_TYPE_VALUES, DATE_MESSAGES, type BlockTypeName } from '../../../../shared/calendar.ts';
import { DayMarksLegend, useDayMarks } from '../calendar/day-marks.tsx';
import { BlockedDatesCard } from './BlockedDatesCard.tsx';
import { PendingBookingRow } from './PendingBookingRow.tsx';
import { QUICK_BLOCK_REFETCH } from './refetch.ts';

const QuickBlockQuery = graphql(`
  query QuickBlock($today: LocalDate!, $shown: Int!) {
    bookings(status: PENDING, eventDateFrom: $today, orderBy: EVENT_DATE_ASC, first: $shown) {
      totalCount
      nodes {
        id
        clientName
        eventType
        eventDate
        startTime
        endTime
        guestCount
      }
    }
    blocked: specialDates(status: UNAVAILABLE, from: $today, first: 100) {
      nodes {
        id
        date
        status
        notes
        replaces
      }
    }
  }
`);

const BlockDateMutation = graphql(`
  mutation BlockDate($input: BlockDateInput!) {
    blockDate(input: $input) {
      specialDate {
        id
        date
        status
        notes
      }
    }
  }
`);

/** Quick block lists this many pending bookings, then a count of the rest (specification section 9). */
const PENDING_SHOWN = 5;

const BLOCK_TYPE_OPTIONS = (Object.keys(BLOCK_TYPE_VALUES) as BlockTypeName[]).map((name) => ({ value: name, label: BLOCK_TYPE_LABELS[name] }));


/**
 * Quick Block: block a future date (notes 'type: reason'), and Confirm & Block pending bookings
 * (one transaction on the server). Blocking a date that has a confirmed booking warns first and
 * names the booking.
 */
export default function QuickBlockSection() {
  const goTo = useGoToSection();
  const today = useVenueToday();
  // The server picks the next pending bookings from today on, in date order; the rest is a count.
  const { data, loading, error, refetch } = useQuery(QuickBlockQuery, { variables: { today, shown: PENDING_SHOWN }, context: LIVE_QUERY_CONTEXT });
  useLiveBookings(() => void refetch(), { announce: false });
  useLiveCalendar(() => void refetch());

  const pending = data?.bookings.nodes ?? [];
  const pendingTotal = data?.bookings.totalCount ?? 0;
  const blocked = data?.blocked.nodes ?? [];

  return (
    <Stack gap="lg" maw={1200}>
      <div>
        <Title order={1} size="h2">
          Quick Block
        </Title>
        <Text c="dimmed">Close a date in seconds, or confirm a pending booking and block its date in one step.</Text>
      </div>
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Stack gap="lg">
            <BlockDateCard />
            <BlockedDatesCard blocked={blocked} />
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Card withBorder radius="lg" padding="lg">
            <Stack gap="md">
              <Group justify="space-between">
                <Title order={2} size="h4">
                  Pending Bookings
                </Title>
                <Badge color="yellow" variant="light">
                  {pendingTotal} pending
                </Badge>
              </Group>
              {error && !data ? (
                <Alert color="red" icon={<IconAlertTriangle size={18} />}>
                  Failed to fetch bookings: {errorMessage(error)}
                </Alert>
              ) : loading && !data ? (
                <Center py="lg">
                  <Loader size="sm" aria-label="Loading bookings" />
                </Center>
              ) : pending.length === 0 ? (
                <Text c="dimmed" size="sm">
                  No pending bookings to confirm.
                </Text>
              ) : (
                <>
                  {pending.map((booking) => (
                    <PendingBookingRow key={booking.id} booking={booking} />
                  ))}
                  {pendingTotal > pending.length && (
                    <Group justify="space-between">
                      <Text size="sm" c="dimmed">
                        +{pendingTotal - pending.length} more pending booking{pendingTotal - pending.length === 1 ? '' : 's'}
                      </Text>
                      <Anchor component="button" size="sm" onClick={() => goTo('bookings')}>
                        View all in Bookings
                      </Anchor>
                    </Group>
                  )}
                </>
              )}
            </Stack>
          </Card>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}

function BlockDateCard() {
  const today = useVenueToday();
  const [date, setDate] = useState<string | null>(null);
  const dayMarks = useDayMarks(date);
  const [blockType, setBlockType] = useState<string | null>('MAINTENANCE');
  const [reason, setReason] = useState('');
  const [dateError, setDateError] = useState<string | undefined>();
  /** The server's warning (confirmed bookings, a special date the block replaces) and what it named. */
  const [warning, setWarning] = useState<{ message: string; reasons: string[] } | null>(null);
  const [blockDate, { loading }] = useMutation(BlockDateMutation, { refetchQueries: QUICK_BLOCK_REFETCH });

  async function block(seen: string[]) {
    if (!date) {
      setDateError(DATE_MESSAGES.requiredToBlock);
      notify.error(DATE_MESSAGES.requiredToBlock);
      return;
    }
    try {
      await blockDate({
        variables: {
          input: {
            date,
            blockType: (blockType ?? 'MAINTENANCE') as BlockTypeName,
            reason: reason.trim() || null,
            overrideConfirmedBookings: seen.includes('CONFIRMED_BOOKINGS'),
            replaceSpecialDate: seen.includes('SPECIAL_DATE'),
          },
        },
      });
      setWarning(null);
      notify.success(`Date ${formatLongDate(date)} blocked successfully`);
      setDate(null);
      setReason('');
      setBlockType('MAINTENANCE');
    } catch (error) {
      // A confirmed booking or a special date on the date: warn, name them, and let the admin decide.
      const reasons = errorReasons(error).filter((reason) => reason === 'CONFIRMED_BOOKINGS' || reason === 'SPECIAL_DATE');
      if (reasons.length > 0) {
        setWarning({ message: errorMessage(error), reasons: [...seen, ...reasons] });
        return;
      }
      setWarning(null);
      if (errorField(error) === 'date') setDateError(errorMessage(error));
      notify.error(failure('Failed to block date', errorMessage(error)));
    }
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    void block([]);
  }

  return (
    <Card withBorder radius="lg" padding="lg">
      <form onSubmit={onSubmit} noValidate aria-labelledby="block-date-title">
        <Stack gap="sm">
          <Group gap="xs">
            <IconBan size={20} color="var(--mantine-color-red-7)" aria-hidden />
            <Title order={2} size="h4" id="block-date-title">
              Block a Date
            </Title>
          </Group>
          <DatePickerInput
            {...pickerA11y}
            {...dayMarks}
            description={<DayMarksLegend />}
            label="Date to block"
            placeholder="Pick a date"
            leftSection={<IconCalendar size={16} aria-hidden />}
            valueFormat="dddd, MMMM D, YYYY"
            minDate={today}
            value={date}
            onChange={(value) => {
              setDate(value);
              setDateError(undefined);
            }}
            error={dateError}
            withAsterisk
            popoverProps={{ withinPortal: true }}
          />
          <Select label="Block type" data={BLOCK_TYPE_OPTIONS} value={blockType} onChange={setBlockType} allowDeselect={false} comboboxProps={{ withinPortal: true }} />
          <Textarea
            label="Reason"
            placeholder="e.g. Floor refinishing"
            autosize
            minRows={2}
            maxRows={4}
            maxLength={480}
            value={reason}
            onChange={(event) => setReason(event.currentTarget.value)}
          />
          <Button type="submit" color="red" loading={loading && !warning} leftSection={<IconBan size={16} aria-hidden />} style={{ alignSelf: 'flex-start' }}>
            Block Date
          </Button>
        </Stack>
      </form>
      <Modal opened={warning !== null} onClose={() => setWarning(null)} title={warningTitle(warning?.reasons ?? [])} centered radius="lg">
        <Stack>
          <Alert color="orange" variant="light" icon={<IconAlertTriangle size={18} />}>
            {warning?.message}
          </Alert>
          {warning?.reasons.includes('CONFIRMED_BOOKINGS') && (
            <Text size="sm">Blocking the date does not cancel the booking; contact the client if the event cannot go ahead.</Text>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setWarning(null)}>
              Don't Block
            </Button>
            <Button color="red" onClick={() => warning && block(warning.reasons)} loading={loading}>
              Block Anyway
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Card>
  );
}

function warningTitle(reasons: string[]): string {
  const bookings = reasons.includes('CONFIRMED_BOOKINGS');
  const special = reasons.includes('SPECIAL_DATE');
  if (bookings && special) return 'This date has a confirmed booking and a special date';
  return special ? 'This date has a special date' : 'This date has a confirmed booking';
}
