import { useQuery } from '@apollo/client/react';
import { Alert, Anchor, Badge, Box, Button, Card, Center, Group, Loader, Paper, Progress, SimpleGrid, Stack, Text, Title, UnstyledButton, VisuallyHidden } from '@mantine/core';
import {
  IconAlertTriangle,
  IconArrowRight,
  IconBan,
  IconCalendarCheck,
  IconCalendarStats,
  IconCash,
  IconCircleCheck,
  IconClipboardList,
  IconClockHour4,
  IconHistory,
  IconHome,
  IconInbox,
  IconPhoto,
  IconSparkles,
  type Icon,
} from '@tabler/icons-react';
import { graphql } from '../../gql';
import { errorMessage } from '../../lib/errors.ts';
import { useViewer } from '../../lib/viewer.ts';
import { formatLongDate, formatTimeRange } from '../../../../shared/dates.ts';
import { formatCents } from '../../../../shared/quotes.ts';
import { BookingLine, StatCard, useLiveBookings, useLiveInquiries } from '../bookings/booking-ui.tsx';
import { adminSectionPath, type AdminSectionKey } from '../../../../shared/routes.ts';
import { useNavigate } from 'react-router-dom';
import { useGoToSection } from '../shell/useGoToSection.ts';
import { useContentChangeEvents } from '../content-kit/useContentChanges.ts';
import { sectionLabel } from '../content-kit/text.ts';
import { eventTypeLabel } from '../../../../shared/events.ts';
import { REVENUE_HINT } from '../../../../shared/reports.ts';
import { LIVE_QUERY_CONTEXT, useLiveSetup } from '../shell/live-updates.ts';
import { SetupPanel } from './SetupPanel.tsx';
import { IconTitle } from '../content-kit/IconTitle.tsx';

const DashboardOverviewQuery = graphql(`
  query DashboardOverview {
    dashboardOverview {
      today
      pendingBookings
      confirmedBookings
      completedBookings
      cancelledBookings
      totalBookings
      totalRevenueCents
      moneyDueThisMonthCents
      moneyOverdueCents
      newInquiries
      heldInquiries
      pendingChangeCount
      contentSections {
        active
        total
      }
      galleryImages {
        active
        total
      }
      heroSlides {
        active
        total
      }
      recentBookings {
        id
        clientName
        eventType
        eventDate
        startTime
        endTime
        guestCount
        status
      }
      upcomingBookings {
        id
        clientName
        eventType
        eventDate
        startTime
        endTime
        guestCount
      }
      recentContent {
        id
        type
        sectionKey
        title
        content
        isPublished
        updatedAt
      }
    }
  }
`);

/** Content previews on the dashboard are cut at 200 characters (specification section 9). */
export const DASHBOARD_PREVIEW_LENGTH = 200;
const preview = (text: string) => (text.length > DASHBOARD_PREVIEW_LENGTH ? `${text.slice(0, DASHBOARD_PREVIEW_LENGTH)}...` : text);

/**
 * Dashboard Overview: every figure from one query (dashboardOverview), kept current by the live
 * booking and inquiry subscriptions.
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

  const quickActions: { label: string; description: string; section: AdminSectionKey; Icon: Icon; badge?: number }[] = [
    { label: 'Manage Bookings', description: 'Confirm, complete or cancel', section: 'bookings', Icon: IconClipboardList, badge: overview.pendingBookings },
    { label: 'View Inquiries', description: 'Messages from the contact form', section: 'inquiries', Icon: IconInbox, badge: overview.newInquiries },
    { label: 'Block a Date', description: 'Quick block for maintenance or holidays', section: 'quick-block', Icon: IconBan },
    { label: 'Calendar Settings', description: 'Hours, special dates, calendar feed', section: 'calendar', Icon: IconCalendarStats },
    { label: 'Edit Homepage', description: 'Hero, welcome and calls to action', section: 'homepage', Icon: IconHome },
    { label: 'Manage Gallery', description: 'Photos and categories', section: 'gallery', Icon: IconPhoto },
  ];

  return (
    <Stack gap="lg" maw={1200}>
      <Header name={viewer?.displayName} today={overview.today} />
      <SetupPanel onDataRemoved={() => void refetch()} />

      {overview.pendingBookings > 0 && (
        <Alert
          color="yellow"
          variant="light"
          radius="lg"
          icon={<IconAlertTriangle size={20} />}
          title={`${overview.pendingBookings} pending booking${overview.pendingBookings === 1 ? '' : 's'} need${overview.pendingBookings === 1 ? 's' : ''} your attention`}
        >
          <Group justify="space-between" gap="sm">
            <Text size="sm">Confirm or decline requests so clients hear back within 24 hours.</Text>
            <Button size="xs" color="yellow.8" rightSection={<IconArrowRight size={14} aria-hidden />} onClick={() => goTo('bookings')}>
              Review Bookings
            </Button>
          </Group>
        </Alert>
      )}

      {overview.heldInquiries > 0 && (
        <Alert
          color="orange"
          variant="light"
          radius="lg"
          icon={<IconAlertTriangle size={20} />}
          title={`${overview.heldInquiries} ${overview.heldInquiries === 1 ? 'inquiry is' : 'inquiries are'} held for review`}
        >
          <Group justify="space-between" gap="sm">
            <Text size="sm">The contact form received unusually many messages; these were kept without sending any e-mail.</Text>
            <Button size="xs" color="orange.8" rightSection={<IconArrowRight size={14} aria-hidden />} onClick={() => navigate(`${adminSectionPath('inquiries')}?status=held`)}>
              Review held inquiries
            </Button>
          </Group>
        </Alert>
      )}

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

      <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md">
        <Card withBorder radius="lg" padding="lg">
          <Group justify="space-between" mb="sm">
            <Title order={2} size="h4">
              Recent Bookings
            </Title>
            <Anchor component="button" size="sm" onClick={() => goTo('bookings')}>
              View all
            </Anchor>
          </Group>
          {overview.recentBookings.length === 0 ? (
            <Text c="dimmed" size="sm">
              No bookings yet.
            </Text>
          ) : (
            <Stack gap={0}>
              {overview.recentBookings.map((booking, index) => (
                <Box key={booking.id} py="sm" style={{ borderTop: index === 0 ? undefined : '1px solid var(--mantine-color-gray-2)' }}>
                  <BookingLine booking={booking} />
                </Box>
              ))}
            </Stack>
          )}
        </Card>

        <Card withBorder radius="lg" padding="lg">
          <Title order={2} size="h4" mb="sm">
            Quick Actions
          </Title>
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs">
            {quickActions.map((action) => (
              <UnstyledButton
                key={action.section}
                onClick={() => goTo(action.section)}
                p="sm"
                style={{ border: '1px solid var(--mantine-color-gray-3)', borderRadius: 'var(--mantine-radius-md)' }}
              >
                <Group gap="sm" wrap="nowrap">
                  <Box c="willow.7">
                    <action.Icon size={22} aria-hidden />
                  </Box>
                  <div style={{ minWidth: 0, flex: 1 }}>
                    <Group gap={6} wrap="nowrap">
                      <Text size="sm" fw={600}>
                        {action.label}
                      </Text>
                      {action.badge ? (
                        <Badge size="xs" color="yellow" variant="filled">
                          {action.badge}
                          <VisuallyHidden> waiting</VisuallyHidden>
                        </Badge>
                      ) : null}
                    </Group>
                    <Text size="xs" c="dimmed">
                      {action.description}
                    </Text>
                  </div>
                </Group>
              </UnstyledButton>
            ))}
          </SimpleGrid>
        </Card>
      </SimpleGrid>

      <SimpleGrid cols={{ base: 1, md: 3 }} spacing="md">
        <Card withBorder radius="lg" padding="lg">
          <Title order={2} size="h4" mb="md">
            Content Overview
          </Title>
          <Stack gap="md">
            <ContentCount label="Content sections" {...overview.contentSections} />
            <ContentCount label="Gallery images" {...overview.galleryImages} />
            <ContentCount label="Hero slides" {...overview.heroSlides} />
          </Stack>
        </Card>

        <Card withBorder radius="lg" padding="lg">
          <IconTitle icon={IconHistory} mb="sm">Publishing Status</IconTitle>
          {overview.pendingChangeCount > 0 ? (
            <Stack gap="sm">
              <Text>
                <Text span fw={700} fz="xl">
                  {overview.pendingChangeCount}
                </Text>{' '}
                pending change{overview.pendingChangeCount === 1 ? '' : 's'} waiting to be published.
              </Text>
              <Text size="sm" c="dimmed">
                Visitors still see the last published version until you publish.
              </Text>
            </Stack>
          ) : (
            <Group gap="xs" wrap="nowrap">
              <IconCircleCheck size={20} color="var(--mantine-color-teal-7)" aria-hidden />
              <Text>All changes are published. The live site is up to date.</Text>
            </Group>
          )}
          <Button mt="md" variant="light" rightSection={<IconArrowRight size={16} aria-hidden />} onClick={() => goTo('changelog')}>
            Open Change Log
          </Button>
        </Card>

        <Card withBorder radius="lg" padding="lg">
          <Title order={2} size="h4" mb="sm">
            Upcoming Events
          </Title>
          {overview.upcomingBookings.length === 0 ? (
            <Text c="dimmed" size="sm">
              No confirmed events coming up.
            </Text>
          ) : (
            <Stack gap="sm">
              {overview.upcomingBookings.map((booking) => (
                <div key={booking.id}>
                  <Text size="sm" fw={600}>
                    {formatLongDate(booking.eventDate)}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {booking.clientName} · {eventTypeLabel(booking.eventType)} · {formatTimeRange(booking.startTime, booking.endTime)}
                  </Text>
                </div>
              ))}
            </Stack>
          )}
        </Card>
      </SimpleGrid>

      <Card withBorder radius="lg" padding="lg">
        <IconTitle icon={IconSparkles} color="gold-6" mb="sm">Recently Edited Content</IconTitle>
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
          {overview.recentContent.map((section) => (
            <Paper key={section.id} withBorder radius="md" p="md" bg="gray.0">
              <Group justify="space-between" gap="xs" mb={4} wrap="nowrap">
                <Text fw={600} size="sm" truncate>
                  {section.title.startsWith('{') ? sectionLabel(section.sectionKey) : section.title}
                </Text>
                <Badge size="xs" variant="light" color={section.isPublished ? 'teal' : 'orange'} style={{ flexShrink: 0 }}>
                  {section.isPublished ? 'Published' : 'Staged'}
                </Badge>
              </Group>
              <Text size="xs" c="dimmed" mb={6}>
                {section.type.toLowerCase()} · {section.sectionKey}
              </Text>
              <Text size="sm">{preview(section.content)}</Text>
            </Paper>
          ))}
        </SimpleGrid>
      </Card>
    </Stack>
  );
}

function Header({ name, today }: { name?: string | null; today: string | null }) {
  return (
    <div>
      <Title order={1} size="h2">
        Dashboard Overview
      </Title>
      <Text c="dimmed">
        Welcome back{name ? `, ${name}` : ''}.{today ? ` Today is ${formatLongDate(today)}.` : ''}
      </Text>
    </div>
  );
}

function ContentCount({ label, active, total }: { label: string; active: number; total: number }) {
  const percent = total === 0 ? 0 : Math.round((active / total) * 100);
  return (
    <div>
      <Group justify="space-between" mb={4}>
        <Text size="sm">{label}</Text>
        <Text size="sm" fw={600}>
          {active} active / {total} total
        </Text>
      </Group>
      <Progress value={percent} color="willow" size="sm" radius="xl" aria-label={`${label}: ${active} of ${total} active`} />
    </div>
  );
}
