import { useQuery } from '@apollo/client/react';
import { Alert, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { graphql } from '../../gql';
import { errorMessage } from '../../lib/errors.ts';
import { useLiveFollowUps, LIVE_QUERY_CONTEXT } from '../shell/live-updates.ts';
import { FollowUpCard } from './FollowUpCard.tsx';
import { OwnerAlertsCard } from './OwnerAlertsCard.tsx';

const FOLLOW_UPS_QUERY = graphql(`
  query FollowUpsSection {
    followUps {
      kind
      label
      description
      sentTo
      defaultDays
      defaultSubject
      defaultBody
      ...FollowUpCard_texts
      placeholders {
        name
        description
      }
    }
  }
`);

/**
 * Follow-ups: the five automatic reminders, each with its switch, its texts
 * (placeholders inserted with a click), the days where it has them, a live preview with sample
 * values, Save and Reset to default. Each card is its own form; unsaved edits warn on leaving.
 */
export default function FollowUpsSection() {
  const { data, error, refetch } = useQuery(FOLLOW_UPS_QUERY, { fetchPolicy: 'network-only', context: LIVE_QUERY_CONTEXT });
  // Saved or reset in another tab (or by another admin): refetch; each card keeps unsaved edits.
  useLiveFollowUps(() => void refetch());
  return (
    <Stack gap="lg">
      <div>
        <Title order={1} size="h2">
          Follow-ups
        </Title>
        <Text c="dimmed" mt={4}>
          Automatic reminders sent through the e-mail outbox, each once. Switch them on or off and write them in your own words.
        </Text>
      </div>
      {error && !data ? (
        <Alert color="red" icon={<IconAlertCircle aria-hidden />} title="Error">
          {errorMessage(error, 'Failed to load the follow-ups')}
        </Alert>
      ) : !data ? (
        <Stack aria-busy="true">
          {[0, 1, 2].map((n) => (
            <Skeleton key={n} h={320} radius="md" />
          ))}
        </Stack>
      ) : (
        data.followUps.map((followUp) => <FollowUpCard key={followUp.kind} followUp={followUp} />)
      )}
      <OwnerAlertsCard />
    </Stack>
  );
}
