import { useQuery } from '@apollo/client/react';
import { Alert, Badge, Button, Drawer, Group, Loader, Stack, Text, Timeline } from '@mantine/core';
import { IconHistory, IconMail, IconMailOff } from '@tabler/icons-react';
import { useState } from 'react';
import { graphql } from '../../gql';
import { LIVE_QUERY_CONTEXT, useLiveTimeline } from '../shell/live-updates.ts';

/*
 * A client's timeline (the inquiry and the bookings made from it): every step in order with who made
 * it, each e-mail with its text. It follows the server live: any change a timeline could show
 * (timelineChanged) refetches it while it is open.
 */

const TimelineQuery = graphql(`
  query ClientTimeline($inquiryId: ID, $bookingId: ID) {
    timeline(inquiryId: $inquiryId, bookingId: $bookingId) {
      id
      at
      kind
      label
      summary
      actor
      actorName
      email {
        to
        subject
        text
        status
        skipReason
      }
    }
  }
`);

const when = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', hour: 'numeric', minute: '2-digit' });

function who(actor: string, name: string | null | undefined): string {
  if (actor === 'ADMIN') return name ? `by ${name}` : 'by the owner';
  if (actor === 'CLIENT') return name ? `by ${name} (client)` : 'by the client';
  return 'automatically';
}

function TimelineEntries({ inquiryId, bookingId }: { inquiryId?: string | null; bookingId?: string | null }) {
  const { data, error, refetch } = useQuery(TimelineQuery, { variables: { inquiryId, bookingId }, fetchPolicy: 'network-only', context: LIVE_QUERY_CONTEXT });
  useLiveTimeline(() => void refetch());
  if (error && !data) return <Alert color="red">The timeline could not be loaded: {error.message}</Alert>;
  if (!data) return <Loader size="sm" aria-label="Loading the timeline" />;
  const entries = [...data.timeline].reverse();
  return (
    <Timeline active={entries.length} bulletSize={22} lineWidth={2} aria-label="Timeline, newest first">
      {entries.map((entry) => (
        <Timeline.Item
          key={entry.id}
          bullet={entry.email ? entry.email.status === 'skipped' ? <IconMailOff size={12} aria-hidden /> : <IconMail size={12} aria-hidden /> : undefined}
          title={
            <Group gap="xs" wrap="wrap">
              <Text fw={600} size="sm">
                {entry.label}
              </Text>
              {entry.email && entry.email.status !== 'sent' && (
                <Badge size="xs" variant="light" color={entry.email.status === 'skipped' || entry.email.status === 'failed' ? 'red' : 'gray'}>
                  {entry.email.status}
                </Badge>
              )}
            </Group>
          }
        >
          <Text size="sm">{entry.summary}</Text>
          <Text size="xs" c="dimmed">
            {when.format(new Date(entry.at))} · {who(entry.actor, entry.actorName)}
          </Text>
          {entry.email?.text && (
            <details>
              <summary style={{ cursor: 'pointer', fontSize: 'var(--mantine-font-size-xs)' }}>Read the e-mail to {entry.email.to}</summary>
              <Text size="xs" component="pre" style={{ whiteSpace: 'pre-wrap', fontFamily: 'inherit' }} bg="gray.0" p="xs">
                {entry.email.text}
              </Text>
            </details>
          )}
        </Timeline.Item>
      ))}
    </Timeline>
  );
}

/** A "Timeline" button that opens the client's timeline in a drawer. */
export function TimelineButton({ inquiryId, bookingId, clientName }: { inquiryId?: string | null; bookingId?: string | null; clientName: string }) {
  const [opened, setOpened] = useState(false);
  return (
    <>
      <Button size="xs" variant="subtle" leftSection={<IconHistory size={14} aria-hidden />} onClick={() => setOpened(true)}>
        Timeline
      </Button>
      <Drawer opened={opened} onClose={() => setOpened(false)} position="right" size="lg" title={`${clientName}: timeline`}>
        <Stack>{opened && <TimelineEntries inquiryId={inquiryId} bookingId={bookingId} />}</Stack>
      </Drawer>
    </>
  );
}
