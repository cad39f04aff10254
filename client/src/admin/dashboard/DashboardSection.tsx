import { useQuery } from '@apollo/client/react';
import { Alert, Center, Group, Loader, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconCalendarCheck, IconCash, IconCircleCheck, IconClockHour4 } from '@tabler/icons-react';
import { useNavigate } from 'react-router-dom';
import { errorMessage } from '../../lib/errors.ts';
import { useViewer } from '../../lib/viewer.ts';
import { formatLongDate } from '../../../../shared/dates.ts';
import { formatCents } from '../../../../shared/quotes.ts';
import { REVENUE_HINT } from '../../../../shared/reports.ts';
import { adminSectionPath } from '../../../../shared/routes.ts';
import { StatCard, useLiveBookings, useLiveInquiries } from '../bookings/booking-ui.tsx';
import { useContentChangeEvents } from '../content-kit/useContentChanges.ts';
import { ScreenTitle } from '../content-kit/ScreenHeader.tsx';
import { LIVE_QUERY_CONTEXT, useLiveSetup } from '../shell/live-updates.ts';
import { useGoToSection } from '../shell/useGoToSection.ts';
import { AttentionAlert } from './AttentionAlert.tsx';
import { RecentBookingsCard, UpcomingEventsCard } from './BookingCards.tsx';
import { ContentOverviewCard, PublishingStatusCard, RecentContentCard } from './ContentCards.tsx';
import { DashboardOverviewQuery, type Overview } from './dashboard-query.ts';
import { QuickActionsCard } from './QuickActionsCard.tsx';
import { SetupPanel } from './SetupPanel.tsx';

/**
 * Dashboard Overview: every figure from one query (dashboardOverview), kept current by the live
 * booking and inquiry subscriptions. Each card is a part beside this file.
 */
export default function DashboardSection() {
  const { data, loading, error, refetch } = useQuery(DashboardOverviewQuery, { context: LIVE_QUERY_CONTEXT });
  const goTo = useGoToSection();
  const navigate = useNavigate();
  const { viewer } = useViewer();
  useLiveBookings(() => void refetch());
  useLiveInquiries(() => void refetch());
  // The publishing card and content counts: staged, published, reverted or shown/hidden elsewhere.
  useContentChangeEvents(() => void refetch());
  // The demo data removed in another tab: its bookings and inquiries leave the figures.
  useLiveSetup(() => void refetch(), { demoData: true });
  const overview = data?.dashboardOverview;

  if (!overview) {
    return (
      <Stack gap="lg" maw={1200}>
        <Header name={viewer?.displayName} today={null} />
        {error ? (
          <Alert color="red" icon={<IconAlertTriangle size={18} />} title="The dashboard could not be loaded">
            {errorMessage(error, 'Please reload the page.')}
          </Alert>
        ) : (
          <Center py="xl">
            <Group gap="sm">
              <Loader size="sm" />
              <Text c="dimmed">{loading ? 'Loading dashboard...' : ''}</Text>
            </Group>
          </Center>
        )}
      </Stack>
    );
  }

  const pending = overview.pendingBookings;
  const held = overview.heldInquiries;
  return (
    <Stack gap="lg" maw={1200}>
      <Header name={viewer?.displayName} today={overview.today} />
      <SetupPanel onDataRemoved={() => void refetch()} />

      {pending > 0 && (
        <AttentionAlert
          color="yellow"
          title={`${pending} pending booking${pending === 1 ? '' : 's'} need${pending === 1 ? 's' : ''} your attention`}
          text="Confirm or decline requests so clients hear back within 24 hours."
          action="Review Bookings"
          onAction={() => goTo('bookings')}
        />
      )}

      {held > 0 && (
        <AttentionAlert
          color="orange"
          title={`${held} ${held === 1 ? 'inquiry is' : 'inquiries are'} held for review`}
          text="The contact form received unusually many messages; these were kept without sending any e-mail."
          action="Review held inquiries"
          onAction={() => navigate(`${adminSectionPath('inquiries')}?status=held`)}
        />
      )}

      <Figures overview={overview} />

      <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md">
        <RecentBookingsCard bookings={overview.recentBookings} onViewAll={() => goTo('bookings')} />
        <QuickActionsCard pendingBookings={pending} newInquiries={overview.newInquiries} goTo={goTo} />
      </SimpleGrid>

      <SimpleGrid cols={{ base: 1, md: 3 }} spacing="md">
        <ContentOverviewCard overview={overview} />
        <PublishingStatusCard pendingChangeCount={overview.pendingChangeCount} onOpenChangeLog={() => goTo('changelog')} />
        <UpcomingEventsCard bookings={overview.upcomingBookings} />
      </SimpleGrid>

      <RecentContentCard sections={overview.recentContent} />
    </Stack>
  );
}

function Header({ name, today }: { name?: string | null; today: string | null }) {
  return (
    <ScreenTitle title="Dashboard Overview">
      Welcome back{name ? `, ${name}` : ''}.{today ? ` Today is ${formatLongDate(today)}.` : ''}
    </ScreenTitle>
  );
}

/** The booking and money figures. */
function Figures({ overview }: { overview: Overview }) {
  return (
    <SimpleGrid cols={{ base: 2, lg: 4 }} spacing={{ base: 'xs', sm: 'md' }}>
      <StatCard label="Pending Bookings" value={overview.pendingBookings} hint="Awaiting your review" Icon={IconClockHour4} color="yellow" />
      <StatCard label="Confirmed Bookings" value={overview.confirmedBookings} hint={`${overview.completedBookings} completed`} Icon={IconCircleCheck} color="teal" />
      <StatCard label="Total Revenue" value={formatCents(overview.totalRevenueCents)} hint={REVENUE_HINT} Icon={IconCash} color="willow" />
      <StatCard label="Total Bookings" value={overview.totalBookings} hint={`${overview.cancelledBookings} cancelled`} Icon={IconCalendarCheck} color="blue" />
      <StatCard
        label="Money due this month"
        value={formatCents(overview.moneyDueThisMonthCents)}
        hint={overview.moneyOverdueCents > 0 ? `${formatCents(overview.moneyOverdueCents)} overdue` : 'From accepted quotes'}
        Icon={IconCash}
        color={overview.moneyOverdueCents > 0 ? 'red' : 'gold'}
      />
    </SimpleGrid>
  );
}
