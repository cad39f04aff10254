import { useMutation } from '@apollo/client/react';
import { ActionIcon, Alert, Button, CopyButton, Group, List, Stack, Text, TextInput, Tooltip } from '@mantine/core';
import { IconCheck, IconCopy, IconRefresh, IconRss, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { graphql } from '../../gql';
import type { CalendarAdminQuery } from '../../gql/graphql.ts';
import { errorMessage } from '../../lib/errors.ts';
import { notify } from '../../lib/notify.ts';
import { failure } from '../bookings/booking-ui.tsx';
import { SettingsCard } from '../content-kit/IconTitle.tsx';

const CreateCalendarFeedMutation = graphql(`
  mutation CreateCalendarFeed {
    createCalendarFeed {
      url
      feed {
        active
        createdAt
        lastFetchedAt
      }
    }
  }
`);

const RevokeCalendarFeedMutation = graphql(`
  mutation RevokeCalendarFeed {
    revokeCalendarFeed {
      feed {
        active
        createdAt
        lastFetchedAt
      }
    }
  }
`);

const when = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', hour: 'numeric', minute: '2-digit' });

/**
 * The secret iCalendar feed of confirmed bookings and blocked dates, for Google Calendar or Apple
 * Calendar. Only a hash of its token is stored, so the address is shown once, when created.
 */
export function CalendarFeedCard({ feed }: { feed: CalendarAdminQuery['calendarFeed'] }) {
  const [url, setUrl] = useState<string | null>(null);
  const [create, { loading: creating }] = useMutation(CreateCalendarFeedMutation, { refetchQueries: ['CalendarAdmin'] });
  const [revoke, { loading: revoking }] = useMutation(RevokeCalendarFeedMutation, { refetchQueries: ['CalendarAdmin'] });

  async function onCreate() {
    try {
      const result = await create();
      setUrl(result.data!.createCalendarFeed.url);
      notify.success(feed.active ? 'A new feed address was created; the old one no longer works.' : 'Calendar feed created.', 'Calendar feed');
    } catch (error) {
      notify.error(failure('Failed to create the calendar feed', errorMessage(error)));
    }
  }

  async function onRevoke() {
    try {
      await revoke();
      setUrl(null);
      notify.success('The calendar feed address no longer works.', 'Calendar feed revoked');
    } catch (error) {
      notify.error(failure('Failed to revoke the calendar feed', errorMessage(error)));
    }
  }

  return (
    <SettingsCard icon={IconRss} title="Calendar Feed" description="Subscribe from Google Calendar or Apple Calendar to see confirmed bookings and blocked dates on your phone.">
      {url && (
        <Alert color="yellow" variant="light" title="Copy this address now">
          <Stack gap="xs">
            <Text size="xs">For your security it is shown only once. Anyone with it can read your bookings.</Text>
            <TextInput
              value={url}
              readOnly
              aria-label="Calendar feed address"
              onFocus={(event) => event.currentTarget.select()}
              rightSection={
                <CopyButton value={url}>
                  {({ copied, copy }) => (
                    <Tooltip label={copied ? 'Copied' : 'Copy'}>
                      <ActionIcon variant="subtle" color={copied ? 'teal' : 'gray'} onClick={copy} aria-label="Copy feed address">
                        {copied ? <IconCheck size={16} /> : <IconCopy size={16} />}
                      </ActionIcon>
                    </Tooltip>
                  )}
                </CopyButton>
              }
            />
            <List size="xs" spacing={2}>
              <List.Item>Google Calendar: Other calendars → + → From URL, paste the address.</List.Item>
              <List.Item>Apple Calendar: File → New Calendar Subscription, paste the address.</List.Item>
            </List>
          </Stack>
        </Alert>
      )}
      <Text size="sm">
        {feed.active ? (
          <>
            Active since {when.format(new Date(feed.createdAt!))}.{' '}
            {feed.lastFetchedAt ? `Last fetched ${when.format(new Date(feed.lastFetchedAt))}.` : 'Not fetched by a calendar app yet.'}
          </>
        ) : (
          'No feed address exists.'
        )}
      </Text>
      <Group gap="xs">
        <Button size="sm" variant={feed.active ? 'light' : 'filled'} leftSection={feed.active ? <IconRefresh size={16} aria-hidden /> : <IconRss size={16} aria-hidden />} onClick={onCreate} loading={creating}>
          {feed.active ? 'Create New Address' : 'Create Feed Address'}
        </Button>
        {feed.active && (
          <Button size="sm" variant="subtle" color="red" leftSection={<IconTrash size={16} aria-hidden />} onClick={onRevoke} loading={revoking}>
            Revoke
          </Button>
        )}
      </Group>
    </SettingsCard>
  );
}
