import { useMutation, useQuery, useSubscription } from '@apollo/client/react';
import { ActionIcon, Badge, Button, Group, Indicator, Popover, ScrollArea, Stack, Text } from '@mantine/core';
import { IconBell } from '@tabler/icons-react';
import { notifications } from '@mantine/notifications';
import { useRef } from 'react';
import { graphql } from '../../gql';
import { formatLongDate } from '../../../../shared/dates.ts';
import { errorMessage } from '../../lib/errors.ts';
import { notify } from '../../lib/notify.ts';
import { LIVE_QUERY_CONTEXT } from '../shell/live-updates.ts';

/*
 * The owner's notices in the header: what happened that concerns the venue (an acceptance, a
 * refused acceptance, a payment overdue, a hold ending, the others on a confirmed slot told, a date
 * free again), live. A new one also shows as a toast. A notice that offers a date back does it in
 * one click.
 */

const OwnerNoticesQuery = graphql(`
  query OwnerNotices {
    ownerNotices(first: 30) {
      unread
      notices {
        id
        kind
        title
        body
        createdAt
        readAt
        offeredAt
        offer {
          clientName
          date
        }
      }
    }
  }
`);

const OwnerNoticesChangedSubscription = graphql(`
  subscription OwnerNoticesChanged {
    ownerNoticesChanged {
      noticeId
      changedAt
    }
  }
`);

const MarkReadMutation = graphql(`
  mutation MarkOwnerNoticesRead($input: MarkOwnerNoticesReadInput!) {
    markOwnerNoticesRead(input: $input) {
      marked
    }
  }
`);

const OfferDateBackMutation = graphql(`
  mutation OfferDateBack($input: OfferDateBackInput!) {
    offerDateBack(input: $input) {
      notice {
        id
        offeredAt
      }
    }
  }
`);

const when = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' });

export function NoticesBell() {
  const { data, refetch } = useQuery(OwnerNoticesQuery, { fetchPolicy: 'cache-and-network', context: LIVE_QUERY_CONTEXT });
  const latest = useRef(refetch);
  latest.current = refetch;
  useSubscription(OwnerNoticesChangedSubscription, {
    onData: async ({ data: event }) => {
      const noticeId = event.data?.ownerNoticesChanged.noticeId;
      const { data: fresh } = await latest.current();
      const notice = noticeId ? fresh?.ownerNotices.notices.find((candidate) => candidate.id === noticeId) : undefined;
      if (notice && !notice.readAt) notifications.show({ title: notice.title, message: notice.body, color: 'gold', withBorder: true, autoClose: 10_000 });
    },
  });
  const [markRead] = useMutation(MarkReadMutation);
  const [offerBack, { loading: offering }] = useMutation(OfferDateBackMutation);
  const unread = data?.ownerNotices.unread ?? 0;
  const notices = data?.ownerNotices.notices ?? [];

  async function offer(id: string, name: string, date: string) {
    try {
      await offerBack({ variables: { input: { id } } });
      notify.success(`${formatLongDate(date)} is held for ${name}, and they were e-mailed.`, 'Date offered');
      void refetch();
    } catch (error) {
      notify.error(errorMessage(error), 'The date could not be offered');
    }
  }

  return (
    <Popover width={380} position="bottom-end" shadow="md" withArrow>
      {/* The popover's target is the button itself: its aria-haspopup and aria-expanded belong on a button, not on the badge around it. */}
      <Indicator label={unread} size={16} disabled={unread === 0} color="red" offset={4}>
        <Popover.Target>
          <ActionIcon variant="subtle" size="lg" aria-label={unread ? `Notices, ${unread} unread` : 'Notices'}>
            <IconBell size={20} aria-hidden />
          </ActionIcon>
        </Popover.Target>
      </Indicator>
      <Popover.Dropdown>
        <Group justify="space-between" mb="xs">
          <Text fw={700} size="sm">
            Notices
          </Text>
          <Button size="compact-xs" variant="subtle" disabled={unread === 0} onClick={() => void markRead({ variables: { input: {} } }).then(() => refetch())}>
            Mark all read
          </Button>
        </Group>
        <ScrollArea.Autosize mah={420}>
          <Stack gap="sm">
            {notices.length === 0 && (
              <Text size="sm" c="dimmed">
                Nothing yet. Acceptances, overdue payments, holds about to end and the clients told about a taken date show here.
              </Text>
            )}
            {notices.map((notice) => (
              <Stack key={notice.id} gap={2} component="article" aria-label={notice.title}>
                <Group gap={6} wrap="nowrap" align="flex-start">
                  {!notice.readAt && (
                    <Badge size="xs" color="red" variant="filled">
                      New
                    </Badge>
                  )}
                  <Text size="sm" fw={600}>
                    {notice.title}
                  </Text>
                </Group>
                <Text size="xs">{notice.body}</Text>
                <Text size="xs" c="dimmed">
                  {when.format(new Date(notice.createdAt))}
                </Text>
                {notice.offer && notice.kind === 'DATE_FREE_AGAIN' && (
                  notice.offeredAt ? (
                    <Text size="xs" c="teal">
                      Offered {when.format(new Date(notice.offeredAt))}
                    </Text>
                  ) : (
                    <Button size="compact-xs" variant="light" loading={offering} onClick={() => void offer(notice.id, notice.offer!.clientName, notice.offer!.date)} style={{ alignSelf: 'flex-start' }}>
                      Offer {formatLongDate(notice.offer.date)} to {notice.offer.clientName}
                    </Button>
                  )
                )}
              </Stack>
            ))}
          </Stack>
        </ScrollArea.Autosize>
      </Popover.Dropdown>
    </Popover>
  );
}
