/*
 * The outbox's parts: each message's status, kind, times and actions, and the message itself in a dialog.
 */
import { ActionIcon, Alert, Badge, Button, Code, Group, SimpleGrid, Stack, Tabs, Text, Tooltip } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck, IconClockHour4, IconEye, IconRefresh, IconSend, IconX, type Icon } from '@tabler/icons-react';
import { useState } from 'react';
import type { OutboxMessagesQuery, OutboxStatus } from '../../gql/graphql.ts';
import { GuardedModal } from '../shell/GuardedModal.tsx';

export type Message = OutboxMessagesQuery['outboxMessages']['nodes'][number];
export type Filter = 'ALL' | OutboxStatus;

export const STATUS: Record<OutboxStatus, { label: string; color: string; icon: Icon }> = {
  QUEUED: { label: 'Queued', color: 'gold', icon: IconClockHour4 },
  SENDING: { label: 'Sending', color: 'blue', icon: IconSend },
  SENT: { label: 'Sent', color: 'willow', icon: IconCircleCheck },
  FAILED: { label: 'Failed', color: 'red', icon: IconAlertTriangle },
};

/** What each kind of message is, in the owner's words. */
const KINDS: Record<string, string> = {
  inquiry_notification: 'Inquiry to venue',
  inquiry_confirmation: 'Inquiry confirmation',
  booking_request_notification: 'Booking request',
  booking_request_received: 'Booking request receipt',
  booking_confirmed: 'Booking confirmed',
  booking_cancelled: 'Booking cancelled',
  booking_unconfirmed: 'Booking no longer confirmed',
  password_reset: 'Password reset',
  email_change: 'E-mail change link',
  email_change_notice: 'E-mail change notice',
  password_change_confirmation: 'Password changed',
  profile_update_confirmation: 'Profile updated',
};
export const kindLabel = (kind: string) => KINDS[kind] ?? kind.replace(/_/g, ' ').replace(/^./, (c) => c.toUpperCase());

export function StatusBadge({ status }: { status: OutboxStatus }) {
  const { label, color, icon: StatusIcon } = STATUS[status];
  return (
    <Badge color={color} variant="light" leftSection={<StatusIcon size={12} aria-hidden />}>
      {label}
    </Badge>
  );
}

export function RowActions({ message, onOpen, onRetry, retrying }: { message: Message; onOpen: (m: Message) => void; onRetry: (m: Message) => void; retrying: boolean }) {
  const canRetry = message.status === 'FAILED' || message.status === 'QUEUED';
  return (
    <Group gap={4} wrap="nowrap" justify="flex-end">
      <Tooltip label="View message">
        <ActionIcon variant="subtle" color="gray" onClick={() => onOpen(message)} aria-label={`View the message to ${message.to}: ${message.subject}`}>
          <IconEye size={18} />
        </ActionIcon>
      </Tooltip>
      {canRetry && (
        <Button
          size="xs"
          variant={message.status === 'FAILED' ? 'filled' : 'light'}
          leftSection={<IconRefresh size={14} aria-hidden />}
          onClick={() => onRetry(message)}
          disabled={retrying}
          aria-label={`Retry the message to ${message.to}: ${message.subject}`}
        >
          Retry
        </Button>
      )}
    </Group>
  );
}

const moment = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' });
const at = (iso: string) => moment.format(new Date(iso));

export function Times({ message }: { message: Message }) {
  return (
    <Stack gap={0}>
      <Text size="xs">Written {at(message.createdAt)}</Text>
      {message.sentAt ? (
        <Text size="xs" c="willow.8">
          Sent {at(message.sentAt)}
        </Text>
      ) : message.status === 'QUEUED' && message.attempts > 0 ? (
        <Text size="xs" c="dimmed">
          Next try {at(message.nextAttemptAt)}
        </Text>
      ) : null}
    </Stack>
  );
}

export function MessageModal({ message, onClose }: { message: Message | null; onClose: () => void }) {
  const [view, setView] = useState<string | null>('html');
  return (
    <GuardedModal opened={message !== null} onClose={onClose} title={message?.subject} size="xl" closeButtonProps={{ 'aria-label': 'Close', icon: <IconX size={18} /> }}>
      {message && (
        <Stack gap="sm">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing={4}>
            <Text size="sm">
              <Text span c="dimmed">
                To:{' '}
              </Text>
              {message.to}
            </Text>
            <Text size="sm">
              <Text span c="dimmed">
                Kind:{' '}
              </Text>
              {kindLabel(message.kind)}
            </Text>
            {message.replyTo && (
              <Text size="sm">
                <Text span c="dimmed">
                  Reply to:{' '}
                </Text>
                {message.replyTo}
              </Text>
            )}
            <Group gap={6}>
              <Text size="sm" c="dimmed">
                Status:
              </Text>
              <StatusBadge status={message.status} />
            </Group>
          </SimpleGrid>
          {message.lastError && (
            <Alert color="red" variant="light" title="Last error">
              {message.lastError}
            </Alert>
          )}
          <Tabs value={view} onChange={setView}>
            <Tabs.List>
              <Tabs.Tab value="html">As sent</Tabs.Tab>
              <Tabs.Tab value="text">Plain text</Tabs.Tab>
            </Tabs.List>
            <Tabs.Panel value="html" pt="sm">
              {/* Sandboxed without scripts or same-origin access: the HTML is shown, never run. */}
              <iframe
                title={`Message: ${message.subject}`}
                sandbox=""
                srcDoc={message.html}
                style={{ width: '100%', height: 440, border: '1px solid var(--mantine-color-gray-3)', borderRadius: 8, background: '#f6f3ee' }}
              />
            </Tabs.Panel>
            <Tabs.Panel value="text" pt="sm">
              <Code block style={{ whiteSpace: 'pre-wrap', maxHeight: 440, overflow: 'auto' }}>
                {message.text}
              </Code>
            </Tabs.Panel>
          </Tabs>
        </Stack>
      )}
    </GuardedModal>
  );
}
