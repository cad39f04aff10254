import { useMutation, useQuery } from '@apollo/client/react';
import {
  ActionIcon,
  Alert,
  Autocomplete,
  Badge,
  Button,
  Checkbox,
  CopyButton,
  Divider,
  Group,
  NumberInput,
  Paper,
  SegmentedControl,
  Select,
  SimpleGrid,
  Skeleton,
  Stack,
  Table,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { IconCopy, IconPlus, IconSend, IconTrash } from '@tabler/icons-react';
import { useMemo, useState, type ReactNode } from 'react';
import { graphql } from '../../gql';
import type { DepositKind, PaymentDueRule, PaymentMethod, PaymentStatus, QuoteLineKind, BookingQuotePanelQuery } from '../../gql/graphql.ts';
import { depositAndBalanceRows, ScheduleEditor, scheduleTermsOf, type ScheduleRow } from './ScheduleEditor.tsx';
import { pastDueDate } from '../../../../shared/payment-schedule.ts';
import {
  ADDITIONAL_SERVICES,
  formatCents,
  lineAmountCents,
  parseDollarsToCents,
  PAYMENT_METHOD_LABELS,
  PAYMENT_METHODS,
  milliPercentToPercent,
  percentToBasisPoints,
  percentToMilliPercent,
  QUOTE_ROUNDING_RULE,
  QUOTE_LINE_KIND_LABELS,
  QUOTE_MESSAGES,
  quoteProblem,
  quoteTotals,
} from '../../../../shared/quotes.ts';
import { errorMessage } from '../../lib/errors.ts';
import { notify } from '../../lib/notify.ts';
import { formatLongDate } from '../../../../shared/dates.ts';

/*
 * The owner's quote and payments for one booking (issue 22, item 2): a line-item editor with live
 * totals computed by the same shared arithmetic the server uses (shared/quotes.ts), send and copy
 * the client's link, and the payments list with "Record payment".
 */

const QUOTE_FIELDS = graphql(`
  fragment QuotePanel_quote on Quote {
    id
    status
    taxRateMilliPercent
    discountCents
    depositKind
    depositValue
    blockDateOnAcceptance
    message
    lines { id kind description quantity unitAmountCents multiplier amountCents }
    schedule { id dueRule dueDays dueDate dueDescription amountCents }
    totals { subtotalCents discountCents taxCents totalCents depositCents }
    expiresAt
    sentAt
    acceptedAt
    acceptedName
    acceptedAddress
  }
`);

const BookingQuotePanelQuery = graphql(`
  query BookingQuotePanel($id: ID!) {
    booking(id: $id) {
      id
      status
      eventDate
      guestCount
      datePremiumMultiplier
      quotes { ...QuotePanel_quote }
      payments { id amountCents receivedOn method note }
      paymentSummary { today status totalCents paidCents outstandingCents overdueCents graceDays nextDueDate nextDueCents }
    }
  }
`);

const CreateQuoteMutation = graphql(`
  mutation CreateQuote($input: CreateQuoteInput!) { createQuote(input: $input) { quote { ...QuotePanel_quote } } }
`);
const UpdateQuoteMutation = graphql(`
  mutation UpdateQuote($input: UpdateQuoteInput!) { updateQuote(input: $input) { quote { ...QuotePanel_quote } } }
`);
const SendQuoteMutation = graphql(`
  mutation SendQuote($input: SendQuoteInput!) { sendQuote(input: $input) { link quote { ...QuotePanel_quote } } }
`);
const WithdrawQuoteMutation = graphql(`
  mutation WithdrawQuote($input: WithdrawQuoteInput!) { withdrawQuote(input: $input) { quote { ...QuotePanel_quote } } }
`);
const RecordPaymentMutation = graphql(`
  mutation RecordPayment($input: RecordPaymentInput!) { recordPayment(input: $input) { payment { id } booking { id ...PaymentBadge_booking } } }
`);
const DeletePaymentMutation = graphql(`
  mutation DeletePayment($input: DeletePaymentInput!) { deletePayment(input: $input) { deletedId booking { id ...PaymentBadge_booking } } }
`);

type Booking = NonNullable<BookingQuotePanelQuery['booking']>;
interface QuoteView {
  id: string;
  status: string;
  taxRateMilliPercent: number;
  discountCents: number;
  depositKind: DepositKind;
  depositValue: number;
  blockDateOnAcceptance: boolean;
  message?: string | null;
  lines: { kind: QuoteLineKind; description: string; quantity: number; unitAmountCents: number }[];
  schedule: { dueRule: PaymentDueRule; dueDays: number; dueDate: string; dueDescription: string; amountCents: number }[];
  expiresAt?: string | null;
  acceptedAt?: string | null;
  acceptedName?: string | null;
  acceptedAddress?: string | null;
  totals: { totalCents: number };
}

const KIND_OPTIONS = (Object.keys(QUOTE_LINE_KIND_LABELS) as (keyof typeof QUOTE_LINE_KIND_LABELS)[]).map((kind) => ({ value: kind.toUpperCase(), label: QUOTE_LINE_KIND_LABELS[kind] }));
const METHOD_OPTIONS = PAYMENT_METHODS.map((method) => ({ value: method.toUpperCase(), label: PAYMENT_METHOD_LABELS[method] }));
const PAYMENT_BADGE: Record<PaymentStatus, { label: string; color: string }> = {
  NONE: { label: 'No accepted quote', color: 'gray' },
  DUE: { label: 'Due', color: 'yellow' },
  OVERDUE: { label: 'Overdue', color: 'red' },
  PAID: { label: 'Paid', color: 'teal' },
};
const QUOTE_BADGE: Record<string, string> = { DRAFT: 'gray', SENT: 'blue', ACCEPTED: 'teal', EXPIRED: 'orange', WITHDRAWN: 'gray' };

/** The heading row of the panel's cards (the quote, accepted or being edited, and the payments): its title and a badge. */
function CardHeader({ title, badge }: { title: string; badge: ReactNode }) {
  return (
    <Group justify="space-between">
      <Title order={3} fz="lg">
        {title}
      </Title>
      {badge}
    </Group>
  );
}

/** The quote's status as its card shows it ("Sent · valid until …" while a sent quote can be accepted). */
function QuoteStatusBadge({ quote }: { quote: Pick<QuoteView, 'status' | 'expiresAt'> }) {
  const label = quote.status === 'SENT' && quote.expiresAt ? `Sent · valid until ${new Date(quote.expiresAt).toLocaleDateString('en-US')}` : quote.status.charAt(0) + quote.status.slice(1).toLowerCase();
  return <Badge color={QUOTE_BADGE[quote.status] ?? 'gray'}>{label}</Badge>;
}

const dollars = (cents: number) => (cents / 100).toFixed(2);
const centsOf = (value: string | number) => (typeof value === 'number' ? Math.round(value * 100) : (parseDollarsToCents(value) ?? Number.NaN));

export function PaymentStatusBadge({ status }: { status: PaymentStatus }) {
  const meta = PAYMENT_BADGE[status];
  return (
    <Badge color={meta.color} variant="light">
      {status === 'NONE' ? meta.label : `Payment: ${meta.label}`}
    </Badge>
  );
}

export function QuotePanel({ bookingId }: { bookingId: string }) {
  const { data, loading, refetch } = useQuery(BookingQuotePanelQuery, { variables: { id: bookingId }, fetchPolicy: 'cache-and-network' });
  const [createQuote, { loading: creating }] = useMutation(CreateQuoteMutation);
  // Kept here: the editor starts afresh when the quote's status changes (sent), and the link is shown once.
  const [link, setLink] = useState<string | null>(null);
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
        <AcceptedQuote quote={current} />
      ) : (
        <Paper withBorder p="md" radius="md">
          <Group justify="space-between">
            <Text>No quote yet for this booking.</Text>
            {(booking.status === 'PENDING' || booking.status === 'CONFIRMED') && (
              <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={start} loading={creating}>
                Create quote
              </Button>
            )}
          </Group>
        </Paper>
      )}
      <Payments booking={booking} onChanged={reload} />
    </Stack>
  );
}

function AcceptedQuote({ quote }: { quote: QuoteView }) {
  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap="xs">
        <CardHeader title="Quote" badge={<QuoteStatusBadge quote={quote} />} />
        <Text>
          Accepted by <strong>{quote.acceptedName}</strong> on {quote.acceptedAt ? new Date(quote.acceptedAt).toLocaleString('en-US') : ''} from {quote.acceptedAddress}.
        </Text>
        <Text>Total {formatCents(quote.totals.totalCents)}</Text>
        <Table>
          <Table.Tbody>
            {quote.schedule.map((item) => (
              <Table.Tr key={item.dueDate + item.amountCents}>
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

interface LineDraft {
  kind: QuoteLineKind;
  description: string;
  quantity: number | string;
  unitPrice: number | string;
}

function QuoteEditor({ booking, quote, onChanged, link, onSent }: { booking: Booking; quote: QuoteView; onChanged: () => void; link: string | null; onSent: (link: string | null) => void }) {
  const [lines, setLines] = useState<LineDraft[]>(quote.lines.map((line) => ({ kind: line.kind, description: line.description, quantity: line.quantity, unitPrice: dollars(line.unitAmountCents) })));
  const [taxPercent, setTaxPercent] = useState<number | string>(milliPercentToPercent(quote.taxRateMilliPercent));
  const [discount, setDiscount] = useState<number | string>(dollars(quote.discountCents));
  const [depositKind, setDepositKind] = useState<DepositKind>(quote.depositKind);
  const [depositInput, setDepositInput] = useState<number | string>(quote.depositKind === 'PERCENT' ? quote.depositValue / 100 : dollars(quote.depositValue));
  const [block, setBlock] = useState(quote.blockDateOnAcceptance);
  const [message, setMessage] = useState(quote.message ?? '');
  const [schedule, setSchedule] = useState<ScheduleRow[]>(quote.schedule.map((item) => ({ dueRule: item.dueRule, dueDays: item.dueDays, dueDate: item.dueDate, amount: dollars(item.amountCents) })));
  const [dirty, setDirty] = useState(false);
  const [updateQuote, { loading: saving }] = useMutation(UpdateQuoteMutation);
  const [sendQuote, { loading: sending }] = useMutation(SendQuoteMutation);
  const [withdrawQuote, { loading: withdrawing }] = useMutation(WithdrawQuoteMutation);
  const touch = () => {
    setDirty(true);
    // A changed quote is a draft again on saving: the link shown before stops working.
    onSent(null);
  };

  const input = useMemo(() => {
    const parsedLines = lines.map((line) => ({
      kind: line.kind,
      description: line.description,
      quantity: Number(line.quantity),
      unitAmountCents: centsOf(line.unitPrice),
      multiplier: line.kind === 'VENUE_HIRE' ? booking.datePremiumMultiplier : 1,
    }));
    return {
      lines: parsedLines,
      taxRateMilliPercent: taxPercent === '' ? 0 : percentToMilliPercent(taxPercent),
      discountCents: centsOf(discount === '' ? 0 : discount),
      depositKind,
      depositValue: depositKind === 'PERCENT' ? percentToBasisPoints(Number(depositInput) || 0) : centsOf(depositInput === '' ? 0 : depositInput),
      schedule: schedule.map((item) => ({ ...scheduleTermsOf(item), amountCents: centsOf(item.amount) })),
    };
  }, [lines, taxPercent, discount, depositKind, depositInput, schedule, booking.datePremiumMultiplier]);
  const totals = quoteTotals({ ...input, taxRateMilliPercent: input.taxRateMilliPercent || 0, depositKind: depositKind === 'PERCENT' ? 'percent' : 'amount', lines: input.lines.map((line) => ({ ...line, quantity: line.quantity || 0, unitAmountCents: line.unitAmountCents || 0 })) });
  const problem = quoteProblem({ ...input, depositKind: depositKind === 'PERCENT' ? 'percent' : 'amount' });

  const setLine = (index: number, change: Partial<LineDraft>) => {
    setLines((all) => all.map((line, i) => (i === index ? { ...line, ...change } : line)));
    touch();
  };
  const addLine = (line: LineDraft) => {
    setLines((all) => [...all, line]);
    touch();
  };

  const save = async (): Promise<boolean> => {
    if (problem) {
      notify.error(problem, 'Quote not saved');
      return false;
    }
    try {
      await updateQuote({
        variables: {
          input: {
            id: quote.id,
            lines: input.lines.map(({ multiplier: _m, ...line }) => line),
            taxRateMilliPercent: input.taxRateMilliPercent,
            discountCents: input.discountCents,
            depositKind,
            depositValue: input.depositValue,
            blockDateOnAcceptance: block,
            message: message.trim() || null,
            schedule: schedule.map((item) => ({
              dueRule: item.dueRule,
              ...(item.dueRule === 'ON_DATE' ? { dueDate: item.dueDate } : { dueDays: Number(item.dueDays) || 0 }),
              amountCents: centsOf(item.amount),
            })),
          },
        },
      });
      setDirty(false);
      return true;
    } catch (error) {
      notify.error(errorMessage(error), 'Quote not saved');
      return false;
    }
  };

  const send = async () => {
    if ((dirty || quote.status === 'DRAFT') && !(await save())) return;
    try {
      const result = await sendQuote({ variables: { input: { id: quote.id } } });
      onSent(result.data?.sendQuote.link ?? null);
      notify.success(`The quote was e-mailed to the client.`, 'Quote sent');
      onChanged();
    } catch (error) {
      notify.error(errorMessage(error), 'Quote not sent');
    }
  };

  const withdraw = async () => {
    try {
      await withdrawQuote({ variables: { input: { id: quote.id } } });
      notify.success('The quote was withdrawn; its link no longer opens it.', 'Quote withdrawn');
      onChanged();
    } catch (error) {
      notify.error(errorMessage(error));
    }
  };

  const fillSchedule = () => {
    setSchedule(depositAndBalanceRows(totals.totalCents, totals.depositCents, booking.eventDate, booking.paymentSummary.today));
    touch();
  };

  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap="md">
        <CardHeader title="Quote" badge={<QuoteStatusBadge quote={quote} />} />
        {booking.datePremiumMultiplier !== 1 && (
          <Alert color="gold" variant="light">
            {formatLongDate(booking.eventDate)} is a premium date: venue hire is multiplied by {booking.datePremiumMultiplier}.
          </Alert>
        )}
        <Table.ScrollContainer minWidth={640}>
          <Table verticalSpacing="xs">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Kind</Table.Th>
                <Table.Th>Description</Table.Th>
                <Table.Th w={90}>Qty</Table.Th>
                <Table.Th w={130}>Unit price ($)</Table.Th>
                <Table.Th ta="right">Amount</Table.Th>
                <Table.Th w={40} />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {lines.map((line, index) => (
                <Table.Tr key={index}>
                  <Table.Td>
                    <Select aria-label={`Line ${index + 1} kind`} data={KIND_OPTIONS} value={line.kind} allowDeselect={false} onChange={(value) => value && setLine(index, { kind: value as QuoteLineKind })} />
                  </Table.Td>
                  <Table.Td>
                    {line.kind === 'EXTRA' ? (
                      <Autocomplete aria-label={`Line ${index + 1} description`} data={ADDITIONAL_SERVICES.map((service) => service.title)} value={line.description} onChange={(value) => setLine(index, { description: value })} />
                    ) : (
                      <TextInput aria-label={`Line ${index + 1} description`} value={line.description} onChange={(event) => setLine(index, { description: event.currentTarget.value })} />
                    )}
                  </Table.Td>
                  <Table.Td>
                    <NumberInput aria-label={`Line ${index + 1} quantity`} min={1} allowDecimal={false} value={line.quantity} onChange={(value) => setLine(index, { quantity: value })} />
                  </Table.Td>
                  <Table.Td>
                    <NumberInput aria-label={`Line ${index + 1} unit price`} min={0} decimalScale={2} thousandSeparator="," value={line.unitPrice} onChange={(value) => setLine(index, { unitPrice: value })} />
                  </Table.Td>
                  <Table.Td ta="right">
                    <Text size="sm">{formatCents(lineAmountCents({ quantity: Number(line.quantity) || 0, unitAmountCents: centsOf(line.unitPrice) || 0, multiplier: line.kind === 'VENUE_HIRE' ? booking.datePremiumMultiplier : 1 }))}</Text>
                    {line.kind === 'VENUE_HIRE' && booking.datePremiumMultiplier !== 1 && (
                      <Text size="xs" c="dimmed">
                        ×{booking.datePremiumMultiplier} premium
                      </Text>
                    )}
                  </Table.Td>
                  <Table.Td>
                    <ActionIcon variant="subtle" color="red" aria-label={`Remove line ${index + 1}`} onClick={() => (setLines((all) => all.filter((_, i) => i !== index)), touch())}>
                      <IconTrash size={16} aria-hidden />
                    </ActionIcon>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
        <Group gap="xs">
          <Button size="xs" variant="light" leftSection={<IconPlus size={14} aria-hidden />} onClick={() => addLine({ kind: 'PER_GUEST', description: 'Per guest', quantity: booking.guestCount, unitPrice: '' })}>
            Add per-guest item
          </Button>
          <Button size="xs" variant="light" leftSection={<IconPlus size={14} aria-hidden />} onClick={() => addLine({ kind: 'EXTRA', description: '', quantity: 1, unitPrice: '' })}>
            Add extra
          </Button>
          <Button size="xs" variant="light" leftSection={<IconPlus size={14} aria-hidden />} onClick={() => addLine({ kind: 'CUSTOM', description: '', quantity: 1, unitPrice: '' })}>
            Add custom line
          </Button>
        </Group>

        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <NumberInput label="Tax rate (%)" description="Up to three decimals, for example 8.625" min={0} max={100} decimalScale={3} value={taxPercent} onChange={(value) => (setTaxPercent(value), touch())} />
          <NumberInput label="Discount ($)" min={0} decimalScale={2} thousandSeparator="," value={discount} onChange={(value) => (setDiscount(value), touch())} />
          <Stack gap={4}>
            <Text size="sm" fw={500}>
              Deposit
            </Text>
            <Group gap="xs" wrap="nowrap">
              <SegmentedControl
                size="xs"
                aria-label="Deposit as"
                data={[
                  { value: 'PERCENT', label: '%' },
                  { value: 'AMOUNT', label: '$' },
                ]}
                value={depositKind}
                onChange={(value) => (setDepositKind(value as DepositKind), touch())}
              />
              <NumberInput aria-label={depositKind === 'PERCENT' ? 'Deposit percent' : 'Deposit amount'} min={0} decimalScale={2} value={depositInput} onChange={(value) => (setDepositInput(value), touch())} style={{ flex: 1 }} />
            </Group>
          </Stack>
        </SimpleGrid>

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

        <ScheduleEditor rows={schedule} onChange={(rows) => (setSchedule(rows), touch())} eventDate={booking.eventDate} today={booking.paymentSummary.today} fill={fillSchedule} />

        <Textarea label="Note to the client" autosize minRows={2} value={message} onChange={(event) => (setMessage(event.currentTarget.value), touch())} />
        <Checkbox label="Block the date on the calendar when the client accepts" checked={block} onChange={(event) => (setBlock(event.currentTarget.checked), touch())} />

        {problem && (
          <Alert color="red" variant="light" role="alert">
            {problem}
          </Alert>
        )}
        {!problem && schedule.length === 0 && (
          <Text size="sm" c="dimmed">
            {QUOTE_MESSAGES.scheduleMissing}
          </Text>
        )}

        <Group justify="space-between">
          <Button variant="subtle" color="red" onClick={withdraw} loading={withdrawing}>
            Withdraw quote
          </Button>
          <Group gap="xs">
            <Button variant="default" onClick={() => void save().then((ok) => ok && (notify.success('Quote saved.'), onChanged()))} loading={saving} disabled={!dirty}>
              Save quote
            </Button>
            <Button leftSection={<IconSend size={16} aria-hidden />} onClick={send} loading={sending || saving} disabled={Boolean(problem) || schedule.length === 0 || pastDueDate(schedule.map(scheduleTermsOf), booking.eventDate, booking.paymentSummary.today) !== null}>
              {quote.status === 'DRAFT' ? 'Send to client' : 'Send again (new link)'}
            </Button>
          </Group>
        </Group>
        {link && (
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
        )}
      </Stack>
    </Paper>
  );
}

function Figure({ label, cents, strong }: { label: string; cents: number; strong?: boolean }) {
  return (
    <div>
      <Text size="xs" c="dimmed" tt="uppercase" fw={700}>
        {label}
      </Text>
      <Text fw={strong ? 700 : 500} fz={strong ? 'lg' : 'md'} data-testid={`quote-${label.toLowerCase()}`}>
        {formatCents(cents)}
      </Text>
    </div>
  );
}

function Payments({ booking, onChanged }: { booking: Booking; onChanged: () => void }) {
  const summary = booking.paymentSummary;
  const [amount, setAmount] = useState<number | string>('');
  // The venue's today, not the browser's: a payment "received in the future" is refused.
  const [receivedOn, setReceivedOn] = useState(summary.today);
  const [method, setMethod] = useState<PaymentMethod>('BANK_TRANSFER');
  const [note, setNote] = useState('');
  const [recordPayment, { loading: recording }] = useMutation(RecordPaymentMutation);
  const [deletePayment] = useMutation(DeletePaymentMutation);

  const record = async () => {
    try {
      await recordPayment({ variables: { input: { bookingId: booking.id, amountCents: centsOf(amount || 0), receivedOn, method, note: note.trim() || null } } });
      notify.success('Payment recorded.');
      setAmount('');
      setNote('');
      onChanged();
    } catch (error) {
      notify.error(errorMessage(error), 'Payment not recorded');
    }
  };
  const remove = async (id: string) => {
    try {
      await deletePayment({ variables: { input: { id } } });
      notify.success('Payment removed.');
      onChanged();
    } catch (error) {
      notify.error(errorMessage(error));
    }
  };

  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap="sm">
        <CardHeader title="Payments" badge={<PaymentStatusBadge status={summary.status} />} />
        {summary.status !== 'NONE' && (
          <SimpleGrid cols={{ base: 2, sm: 4 }}>
            <Figure label="Total" cents={summary.totalCents} />
            <Figure label="Paid" cents={summary.paidCents} />
            <Figure label="Outstanding" cents={summary.outstandingCents} />
            <Figure label="Overdue" cents={summary.overdueCents} />
          </SimpleGrid>
        )}
        {summary.nextDueDate && (
          <Text size="sm">
            Next: {formatCents(summary.nextDueCents)} due {formatLongDate(summary.nextDueDate)}
          </Text>
        )}
        {summary.status !== 'NONE' && (
          <Text size="xs" c="dimmed">
            A payment counts as overdue {summary.graceDays === 0 ? 'the day after its due date' : `${summary.graceDays} day${summary.graceDays === 1 ? '' : 's'} after its due date`} (Terms &amp; Policies).
          </Text>
        )}
        {booking.payments.length > 0 && (
          <Table>
            <Table.Tbody>
              {booking.payments.map((payment) => (
                <Table.Tr key={payment.id}>
                  <Table.Td>{formatLongDate(payment.receivedOn)}</Table.Td>
                  <Table.Td>{PAYMENT_METHOD_LABELS[payment.method.toLowerCase() as keyof typeof PAYMENT_METHOD_LABELS]}</Table.Td>
                  <Table.Td>{payment.note}</Table.Td>
                  <Table.Td ta="right">{formatCents(payment.amountCents)}</Table.Td>
                  <Table.Td w={40}>
                    <ActionIcon variant="subtle" color="red" aria-label={`Remove payment of ${formatCents(payment.amountCents)}`} onClick={() => void remove(payment.id)}>
                      <IconTrash size={16} aria-hidden />
                    </ActionIcon>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
        <Divider label="Record payment" labelPosition="left" />
        <SimpleGrid cols={{ base: 1, sm: 4 }}>
          <NumberInput label="Amount ($)" min={0} decimalScale={2} thousandSeparator="," value={amount} onChange={setAmount} />
          <TextInput label="Received on" type="date" value={receivedOn} onChange={(event) => setReceivedOn(event.currentTarget.value)} />
          <Select label="Method" data={METHOD_OPTIONS} value={method} allowDeselect={false} onChange={(value) => value && setMethod(value as PaymentMethod)} />
          <TextInput label="Note" value={note} onChange={(event) => setNote(event.currentTarget.value)} />
        </SimpleGrid>
        <Group justify="flex-end">
          <Button onClick={record} loading={recording}>
            Record payment
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

export { QUOTE_FIELDS };
