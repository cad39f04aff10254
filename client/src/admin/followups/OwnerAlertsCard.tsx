import { useMutation, useQuery } from '@apollo/client/react';
import { Badge, Paper, Stack, Switch, Table, Text, Title } from '@mantine/core';
import { graphql } from '../../gql';
import type { OwnerAlertKind } from '../../gql/graphql.ts';
import { errorMessage } from '../../lib/errors.ts';
import { notify } from '../../lib/notify.ts';
import { LIVE_QUERY_CONTEXT, useLiveFollowUps, useLiveTimeline } from '../shell/live-updates.ts';
import { recordChange, useStaleChange } from '../versions/useStaleChange.tsx';

/*
 * The Follow-ups screen's venue side: which alerts reach the venue (an e-mail to its inbox and a
 * live notice in the admin), each switchable; and the follow-ups' log, where a reminder that was
 * not sent because what it was about no longer stood says why. A switch names the version shown: one
 * switched meanwhile in another tab is not switched over, the notice shows it as it is now.
 */

const OwnerAlertsQuery = graphql(`
  query OwnerAlertsAndLog {
    ownerAlerts {
      kind
      label
      description
      enabled
      version
    }
    followUps {
      kind
      label
      log(first: 5) {
        id
        at
        skipped
        skipReason
        to
        subject
      }
    }
  }
`);

const SetOwnerAlertMutation = graphql(`
  mutation SetOwnerAlert($input: SetOwnerAlertInput!) {
    setOwnerAlert(input: $input) {
      alert {
        kind
        enabled
        version
      }
    }
  }
`);

const when = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', hour: 'numeric', minute: '2-digit' });

export function OwnerAlertsCard() {
  const { data, refetch } = useQuery(OwnerAlertsQuery, { fetchPolicy: 'network-only', context: LIVE_QUERY_CONTEXT });
  useLiveTimeline(() => void refetch());
  // Another tab's switch arrives as a follow-ups change: the switches show it at once.
  useLiveFollowUps(() => void refetch());
  const [setAlert] = useMutation(SetOwnerAlertMutation);
  const stale = useStaleChange();
  if (!data) return null;
  const log = data.followUps.flatMap((followUp) => followUp.log.map((entry) => ({ ...entry, label: followUp.label }))).sort((a, b) => Date.parse(b.at) - Date.parse(a.at));

  async function toggle(alert: { kind: OwnerAlertKind; version: number; enabled: boolean }, enabled: boolean, label: string) {
    try {
      const applied = await stale.apply(
        recordChange('switch', enabled ? 'Switch It On' : 'Switch It Off', alert, (version) => setAlert({ variables: { input: { kind: alert.kind, enabled, version } } }), () => refetch()),
      );
      if (applied) notify.success(`${label}: ${enabled ? 'on' : 'off'}.`, 'Alert saved');
      void refetch();
    } catch (error) {
      notify.error(errorMessage(error), 'The alert could not be saved');
    }
  }

  return (
    <Stack gap="lg">
      <Paper withBorder radius="md" p="lg">
        <Title order={2} size="h4">
          Tell the venue
        </Title>
        <Text size="sm" c="dimmed" mb="sm">
          An e-mail to the venue's inbox and a notice in the admin (the bell at the top) when:
        </Text>
        <Stack gap="sm">
          {data.ownerAlerts.map((alert) => (
            <Switch key={alert.kind} checked={alert.enabled} onChange={(event) => void toggle(alert, event.currentTarget.checked, alert.label)} label={alert.label} description={alert.description} />
          ))}
        </Stack>
        {stale.view}
      </Paper>
      <Paper withBorder radius="md" p="lg">
        <Title order={2} size="h4">
          Recent follow-ups
        </Title>
        <Text size="sm" c="dimmed" mb="sm">
          Each follow-up checks, when it is due, that what it is about still stands; when not, it is skipped and the reason shows here.
        </Text>
        {log.length === 0 ? (
          <Text size="sm">None has fallen due yet.</Text>
        ) : (
          <Table.ScrollContainer minWidth={520}>
            <Table striped>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>When</Table.Th>
                  <Table.Th>Follow-up</Table.Th>
                  <Table.Th>Outcome</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {log.slice(0, 15).map((entry) => (
                  <Table.Tr key={entry.id}>
                    <Table.Td>{when.format(new Date(entry.at))}</Table.Td>
                    <Table.Td>{entry.label}</Table.Td>
                    <Table.Td>
                      {entry.skipped ? (
                        <Text size="sm">
                          <Badge size="xs" color="red" variant="light" mr={6}>
                            Skipped
                          </Badge>
                          {entry.skipReason}
                        </Text>
                      ) : (
                        <Text size="sm">
                          Sent to {entry.to}: {entry.subject}
                        </Text>
                      )}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Paper>
    </Stack>
  );
}
