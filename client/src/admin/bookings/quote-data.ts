import { graphql } from '../../gql';
import type { BookingQuotePanelQuery, DepositKind, PaymentDueRule, QuoteLineKind } from '../../gql/graphql.ts';

/* The documents of a booking's quote and money panel, and the shapes its parts read. */

// The panel's fragment, spread by name in the documents below (codegen reads it from this call).
graphql(`
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
    version
    changeOrder { previousTotalCents changes to { eventDate } }
  }
`);

export const BOOKING_QUOTE_PANEL = graphql(`
  query BookingQuotePanel($id: ID!) {
    booking(id: $id) {
      id
      status
      clientName
      eventDate
      startTime
      endTime
      eventType
      guestCount
      priceAgreed
      datePremiumMultiplier
      quotes { ...QuotePanel_quote }
      paymentSummary { today status totalCents paidCents outstandingCents creditCents overdueCents graceDays nextDueDate nextDueCents }
      money { chargedCents agreedCents feesCents receivedCents refundedCents paidCents balanceCents dueCents creditCents }
      ledger { id kind reason amountCents owedChangeCents balanceAfterCents description voidsEntryId voidedById method occurredOn note actorName createdAt }
    }
  }
`);

export const CreateQuoteMutation = graphql(`
  mutation CreateQuote($input: CreateQuoteInput!) { createQuote(input: $input) { quote { ...QuotePanel_quote } } }
`);
export const UpdateQuoteMutation = graphql(`
  mutation UpdateQuote($input: UpdateQuoteInput!) { updateQuote(input: $input) { quote { ...QuotePanel_quote } } }
`);
export const SendQuoteMutation = graphql(`
  mutation SendQuote($input: SendQuoteInput!) { sendQuote(input: $input) { link quote { ...QuotePanel_quote } } }
`);
export const WithdrawQuoteMutation = graphql(`
  mutation WithdrawQuote($input: WithdrawQuoteInput!) { withdrawQuote(input: $input) { quote { ...QuotePanel_quote } } }
`);
export const CreateChangeOrderMutation = graphql(`
  mutation CreateChangeOrder($input: CreateChangeOrderInput!) { createChangeOrder(input: $input) { quote { ...QuotePanel_quote } userErrors { field message } } }
`);
export const RecordPaymentMutation = graphql(`
  mutation RecordPayment($input: RecordPaymentInput!) { recordPayment(input: $input) { payment { id } creditCents booking { id totalCostCents ...PaymentBadge_booking } } }
`);
export const RecordRefundMutation = graphql(`
  mutation RecordRefund($input: RecordRefundInput!) { recordRefund(input: $input) { entry { id } booking { id ...PaymentBadge_booking } } }
`);
export const VoidLedgerEntryMutation = graphql(`
  mutation VoidLedgerEntry($input: VoidLedgerEntryInput!) { voidLedgerEntry(input: $input) { entry { id } booking { id ...PaymentBadge_booking } } }
`);

export type PanelBooking = NonNullable<BookingQuotePanelQuery['booking']>;
export type LedgerEntryView = PanelBooking['ledger'][number];

/** A quote as the panel's parts read it (the fragment's fields). */
export interface QuoteView {
  id: string;
  status: string;
  taxRateMilliPercent: number;
  discountCents: number;
  depositKind: DepositKind;
  depositValue: number;
  blockDateOnAcceptance: boolean;
  message?: string | null;
  lines: { kind: QuoteLineKind; description: string; quantity: number; unitAmountCents: number; multiplier?: number }[];
  schedule: { dueRule: PaymentDueRule; dueDays: number; dueDate: string; dueDescription: string; amountCents: number }[];
  expiresAt?: string | null;
  acceptedAt?: string | null;
  acceptedName?: string | null;
  acceptedAddress?: string | null;
  totals: { totalCents: number; depositCents: number };
  version: number;
  /** Set on a change order: what it changes, and the price agreed before. */
  changeOrder?: { previousTotalCents: number; changes: string[]; to: { eventDate: string } } | null;
}
