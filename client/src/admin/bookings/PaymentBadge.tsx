import { Badge } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck, IconClock, IconCoins } from '@tabler/icons-react';
import { getFragmentData, graphql, type FragmentType } from '../../gql';
import { paymentBadgeText } from '../../../../shared/payment-schedule.ts';
import { formatMediumDate } from '../../../../shared/dates.ts';

/*
 * Where a booking's money stands, on its card in the Bookings list: the words say it
 * (shared/quotes.ts paymentBadgeText), the colour and icon only repeat it. The server reads the
 * summaries of a whole page at once (quotes.resolvers: batchedField).
 */
export const PaymentBadgeFragment = graphql(`
  fragment PaymentBadge_booking on Booking {
    paymentSummary {
      today
      status
      totalCents
      paidCents
      outstandingCents
      creditCents
      overdueCents
      nextDueDate
      nextDueCents
    }
  }
`);

const LOOK = {
  CREDIT: { color: 'grape', Icon: IconCoins },
  PAID: { color: 'teal', Icon: IconCircleCheck },
  DUE: { color: 'yellow', Icon: IconClock },
  OVERDUE: { color: 'red', Icon: IconAlertTriangle },
} as const;

export function PaymentBadge({ booking: ref }: { booking: FragmentType<typeof PaymentBadgeFragment> }) {
  const { paymentSummary: summary } = getFragmentData(PaymentBadgeFragment, ref);
  const text = paymentBadgeText(summary, formatMediumDate);
  if (!text || summary.status === 'NONE') return null;
  const look = LOOK[summary.status];
  return (
    <Badge color={look.color} variant="light" size="lg" leftSection={<look.Icon size={14} aria-hidden />} tt="none">
      {text}
    </Badge>
  );
}
