import { useMutation, useQuery } from '@apollo/client/react';
import { Alert, Anchor, Button, Card, Group, List, Progress, Stack, Text, ThemeIcon, Title, VisuallyHidden } from '@mantine/core';
import { IconCheck, IconCircleDashed, IconInfoCircle, IconSparkles } from '@tabler/icons-react';
import { useState } from 'react';
import { graphql } from '../../gql';
import { errorMessage } from '../../lib/errors.ts';
import { notify } from '../../lib/notify.ts';
import { SETUP_MESSAGES } from '../../../../shared/setup.ts';
import { ADMIN_SECTIONS, adminSectionPath, type AdminSectionKey } from '../../../../shared/routes.ts';
import { useGoToSection } from '../shell/useGoToSection.ts';
import { LIVE_QUERY_CONTEXT } from '../shell/live-updates.ts';
import { GuardedModal } from '../shell/GuardedModal.tsx';
import { useLiveSetupChecklist } from './useLiveSetupChecklist.ts';

/*
 * The top of the dashboard while the venue is being set up: notes the admin must see once (an
 * upgrade that could not carry a value over), and the "Set up your venue" checklist worked out by
 * the server (shared/setup.ts), with the demo data's removal. Nothing shows once all is done and
 * every note is dismissed.
 */

const SetupPanelQuery = graphql(`
  query SetupPanel {
    adminNotes {
      id
      title
      body
      createdAt
    }
    setupChecklist {
      done
      total
      hidden
      demoData {
        bookings
        inquiries
        specialDates
      }
      items {
        step
        label
        hint
        done
        section
      }
    }
  }
`);

const DismissNoteMutation = graphql(`
  mutation SetupPanelDismissNote($input: DismissAdminNoteInput!) {
    dismissAdminNote(input: $input) {
      dismissedId
    }
  }
`);

const HideChecklistMutation = graphql(`
  mutation SetupPanelHideChecklist($input: SetSetupChecklistHiddenInput!) {
    setSetupChecklistHidden(input: $input) {
      setupChecklist {
        hidden
      }
    }
  }
`);

const RemoveDemoDataMutation = graphql(`
  mutation SetupPanelRemoveDemoData {
    removeDemoData {
      removed {
        bookings
        inquiries
        specialDates
      }
    }
  }
`);

const isSection = (value: string | null | undefined): value is AdminSectionKey => ADMIN_SECTIONS.some((section) => section.key === value);

export function SetupPanel({ onDataRemoved }: { onDataRemoved(): void }) {
  const { data, refetch } = useQuery(SetupPanelQuery, { context: LIVE_QUERY_CONTEXT });
  // A step done in another tab (or by a token call) ticks here without a reload.
  useLiveSetupChecklist(() => void refetch());
  const goTo = useGoToSection();
  const [confirming, setConfirming] = useState(false);
  const [dismiss] = useMutation(DismissNoteMutation);
  const [hide, { loading: hiding }] = useMutation(HideChecklistMutation);
  const [removeDemo, { loading: removing }] = useMutation(RemoveDemoDataMutation);
  if (!data) return null;
  const { adminNotes: notes, setupChecklist: checklist } = data;
  const demo = checklist.demoData;
  const demoLeft = demo.bookings + demo.inquiries + demo.specialDates > 0;
  const showChecklist = !checklist.hidden && checklist.done < checklist.total;

  async function run(action: () => Promise<unknown>, done?: string) {
    try {
      await action();
      if (done) notify.success(done);
      await refetch();
    } catch (error) {
      notify.error(errorMessage(error, 'Please try again.'));
    }
  }

  return (
    <>
      {notes.map((note) => (
        <Alert key={note.id} color="blue" variant="light" radius="lg" icon={<IconInfoCircle size={20} />} title={note.title}>
          <Stack gap="xs">
            {note.body.split('\n').map((line, index) => (
              <Text key={index} size="sm">
                {line}
              </Text>
            ))}
            <Group gap="sm">
              <Button size="xs" variant="light" onClick={() => void run(() => dismiss({ variables: { input: { id: note.id } } }))}>
                Got it
              </Button>
            </Group>
          </Stack>
        </Alert>
      ))}

      {showChecklist && (
        <Card withBorder radius="lg" padding="lg" component="section" aria-labelledby="setup-checklist-title">
          <Group justify="space-between" align="flex-start" gap="sm" mb="xs">
            <Group gap="sm" wrap="nowrap">
              <ThemeIcon variant="light" color="willow" radius="xl" size="lg">
                <IconSparkles size={20} aria-hidden />
              </ThemeIcon>
              <div>
                <Title order={2} size="h4" id="setup-checklist-title">
                  Set up your venue
                </Title>
                <Text size="sm" c="dimmed">
                  {checklist.done} of {checklist.total} done
                </Text>
              </div>
            </Group>
            <Button size="xs" variant="subtle" color="gray" loading={hiding} onClick={() => void run(() => hide({ variables: { input: { hidden: true } } }))}>
              Hide checklist
            </Button>
          </Group>
          <Progress value={(checklist.done / checklist.total) * 100} color="willow" size="sm" mb="md" aria-label={`${checklist.done} of ${checklist.total} setup steps done`} />
          <List spacing="sm" listStyleType="none" styles={{ itemWrapper: { width: '100%' }, itemLabel: { width: '100%' } }}>
            {checklist.items.map((item) => (
              <List.Item
                key={item.step}
                icon={
                  <ThemeIcon color={item.done ? 'teal' : 'gray'} variant={item.done ? 'filled' : 'light'} size={22} radius="xl">
                    {item.done ? <IconCheck size={14} aria-hidden /> : <IconCircleDashed size={14} aria-hidden />}
                  </ThemeIcon>
                }
              >
                <Group justify="space-between" gap="xs" wrap="wrap">
                  <div style={{ minWidth: 0, flex: '1 1 16rem' }}>
                    <Text size="sm" fw={600} td={item.done ? 'line-through' : undefined} c={item.done ? 'dimmed' : undefined}>
                      {item.label}
                      {item.done && <VisuallyHidden> (done)</VisuallyHidden>}
                    </Text>
                    {!item.done && (
                      <Text size="xs" c="dimmed">
                        {item.hint}
                      </Text>
                    )}
                  </div>
                  {!item.done && isSection(item.section) && (
                    <Anchor size="sm" href={adminSectionPath(item.section)} onClick={(event) => {
                      event.preventDefault();
                      goTo(item.section as AdminSectionKey);
                    }}>
                      Open
                    </Anchor>
                  )}
                  {!item.done && item.step === 'DEMO_DATA' && (
                    <Button size="xs" color="red" variant="light" onClick={() => setConfirming(true)}>
                      Remove demo data
                    </Button>
                  )}
                </Group>
              </List.Item>
            ))}
          </List>
        </Card>
      )}
      {checklist.hidden && checklist.done < checklist.total && (
        <Anchor component="button" size="sm" onClick={() => void run(() => hide({ variables: { input: { hidden: false } } }))} style={{ alignSelf: 'flex-start' }}>
          Show the setup checklist ({checklist.done} of {checklist.total} done)
        </Anchor>
      )}

      <GuardedModal opened={confirming} onClose={() => setConfirming(false)} title="Remove the demo data?">
        <Stack>
          <Text size="sm">
            This deletes the demo venue’s {demo.bookings} sample bookings, {demo.inquiries} inquiries and {demo.specialDates} special dates, with their holds and quotes.
            Your own bookings and inquiries stay. It cannot be undone.
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setConfirming(false)}>
              Cancel
            </Button>
            <Button
              color="red"
              loading={removing}
              disabled={!demoLeft}
              onClick={() =>
                void run(async () => {
                  const result = await removeDemo();
                  const removed = result.data?.removeDemoData.removed;
                  notify.success(removed ? SETUP_MESSAGES.demoDataRemoved(removed) : SETUP_MESSAGES.noDemoData);
                  setConfirming(false);
                  onDataRemoved();
                })
              }
            >
              Remove demo data
            </Button>
          </Group>
        </Stack>
      </GuardedModal>
    </>
  );
}
