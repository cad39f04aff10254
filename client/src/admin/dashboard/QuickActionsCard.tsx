import { Badge, Box, Group, SimpleGrid, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { IconBan, IconCalendarStats, IconClipboardList, IconHome, IconInbox, IconPhoto, type Icon } from '@tabler/icons-react';
import type { AdminSectionKey } from '../../../../shared/routes.ts';
import { DashboardCard } from './DashboardCard.tsx';

/** The screens the owner opens most, with how many items wait on the first two. */
export function QuickActionsCard({ pendingBookings, newInquiries, goTo }: { pendingBookings: number; newInquiries: number; goTo(section: AdminSectionKey): void }) {
  const quickActions: { label: string; description: string; section: AdminSectionKey; Icon: Icon; badge?: number }[] = [
    { label: 'Manage Bookings', description: 'Confirm, complete or cancel', section: 'bookings', Icon: IconClipboardList, badge: pendingBookings },
    { label: 'View Inquiries', description: 'Messages from the contact form', section: 'inquiries', Icon: IconInbox, badge: newInquiries },
    { label: 'Block a Date', description: 'Quick block for maintenance or holidays', section: 'quick-block', Icon: IconBan },
    { label: 'Calendar Settings', description: 'Hours, special dates, calendar feed', section: 'calendar', Icon: IconCalendarStats },
    { label: 'Edit Homepage', description: 'Hero, welcome and calls to action', section: 'homepage', Icon: IconHome },
    { label: 'Manage Gallery', description: 'Photos and categories', section: 'gallery', Icon: IconPhoto },
  ];
  return (
    <DashboardCard title="Quick Actions">
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
    </DashboardCard>
  );
}
