import { Badge, Box, Card, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useMutation, useQuery, useSubscription } from '@apollo/client/react';
import { IconEyeOff } from '@tabler/icons-react';
import { useState } from 'react';
import { graphql } from '../../gql';
import { notify } from '../../lib/notify.ts';
import { SortableList } from '../content-kit/SortableList.tsx';
import { ScreenHeader } from '../content-kit/ScreenHeader.tsx';
import { useFetchErrorToast } from '../content-kit/useContentChanges.ts';
import { failureText } from '../content-kit/text.ts';
import { LIVE_QUERY_CONTEXT } from '../shell/live-updates.ts';
import { PageRow, type Page, type SavePage } from './PageRow.tsx';
import { listReorder, useStaleChange } from '../versions/useStaleChange.tsx';

const AdminPageSettingsQuery = graphql(`
  query AdminPageSettings {
    pageSettings {
      id
      pageSlug
      pageName
      description
      isActive
      sortOrder
      path
      version
    }
    siteSettings {
      branding {
        siteTitle
      }
    }
  }
`);

const UpdatePageSettingMutation = graphql(`
  mutation UpdatePageSetting($input: UpdatePageSettingInput!) {
    updatePageSetting(input: $input) {
      pageSetting {
        id
        pageName
        description
        isActive
        version
      }
    }
  }
`);

const ReorderPageSettingsMutation = graphql(`
  mutation ReorderPageSettings($input: ReorderPageSettingsInput!) {
    reorderPageSettings(input: $input) {
      pageSettings {
        id
        sortOrder
        version
      }
    }
  }
`);

const AdminPageSettingsChangedSubscription = graphql(`
  subscription AdminPageSettingsChanged {
    pageSettingsChanged {
      changedAt
    }
  }
`);

/**
 * Page Management exactly as specification section 2: active pages (visible switch, inline edit,
 * drag to reorder), hidden pages (show switch), the navigation preview. Changes apply at once, and
 * every open screen and the public navigation follow through the pageSettingsChanged subscription.
 */
export default function PagesSection() {
  const { data, loading, error, refetch } = useQuery(AdminPageSettingsQuery, { context: LIVE_QUERY_CONTEXT });
  useFetchErrorToast(error, 'Failed to fetch page settings');
  useSubscription(AdminPageSettingsChangedSubscription, { onData: () => void refetch() });
  const [update, { loading: updating }] = useMutation(UpdatePageSettingMutation);
  const [reorder, { loading: reordering }] = useMutation(ReorderPageSettingsMutation);
  const [editingId, setEditingId] = useState<string | null>(null);
  const [order, setOrder] = useState<string[] | null>(null);
  const stale = useStaleChange();

  const pages: Page[] = data?.pageSettings ?? [];
  const activePages = pages.filter((page) => page.isActive);
  const hiddenPages = pages.filter((page) => !page.isActive);
  const shownActive = order ? order.map((id) => activePages.find((page) => page.id === id)).filter((page): page is Page => Boolean(page)) : activePages;
  const venueName = data?.siteSettings.branding.siteTitle ?? 'Grand Willow Hall';

  /** Sends a change; throws what the mutation throws (a stale text edit goes to its conflict view). */
  const send: SavePage = async (page, patch) => {
    await update({ variables: { input: { id: page.id, ...patch } } });
    await refetch();
  };

  async function toggle(page: Page, isActive: boolean) {
    try {
      // A switch sets the page's visibility outright: the newest click is what the owner means.
      await send(page, { isActive });
      notify.success('Page setting updated successfully');
    } catch (caught) {
      notify.error(failureText('Failed to update page setting', caught));
    }
  }

  /** The order made over the list as shown (each page's version): a list changed meanwhile is shown first. */
  async function onReorder(ids: string[]) {
    setOrder(ids);
    const send = (input: { ids: string[]; versions: number[] }) => reorder({ variables: { input } });
    const reread = async () => ((await refetch()).data?.pageSettings ?? []).filter((page) => page.isActive);
    const refresh = async () => {
      setOrder(null);
      await refetch();
    };
    try {
      if (await stale.apply(listReorder(ids, activePages, send, reread, refresh))) notify.success('Page order updated successfully');
    } catch (caught) {
      notify.error(failureText('Failed to update page order', caught));
    } finally {
      await refetch();
      setOrder(null);
    }
  }

  return (
    <Box maw={1000}>
      <ScreenHeader
        title="Page Management"
        description="Choose which pages appear in your website's navigation, in what order, and how they are named and described (the description is what search engines show). Changes apply at once."
        badges={
          data && (
            <Group gap={6}>
              <Badge variant="light" color="willow" size="lg">
                {activePages.length} Active
              </Badge>
              <Badge variant="light" color="gray" size="lg">
                {hiddenPages.length} Hidden
              </Badge>
            </Group>
          )
        }
      />

      {loading && !data ? (
        <Stack gap="sm" aria-busy="true">
          <Text c="dimmed">Loading pages...</Text>
          {[1, 2, 3, 4].map((n) => (
            <Skeleton key={n} h={72} radius="md" />
          ))}
        </Stack>
      ) : (
        <Stack gap="lg">
          <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="active-pages-heading">
            <Stack gap="md">
              <Stack gap={2}>
                <Title order={2} size="h4" id="active-pages-heading">
                  Active Pages
                </Title>
                <Text size="sm" c="dimmed">
                  These pages are visible in your website navigation. Drag to reorder.
                </Text>
              </Stack>
              {activePages.length === 0 ? (
                <Text c="dimmed" size="sm">
                  No page is visible: the navigation is empty.
                </Text>
              ) : (
                <Stack gap={0}>
                  <SortableList items={shownActive} name={(page) => page.pageName} onReorder={onReorder} disabled={reordering || editingId !== null}>
                    {(page, drag) => (
                      <Paper withBorder radius="md" p="sm" mb="sm" shadow={drag.dragging ? 'lg' : undefined} bg="white" component="article" aria-label={page.pageName}>
                        <PageRow page={page} handle={drag.handle} editing={editingId === page.id} onEdit={() => setEditingId(page.id)} onDone={() => setEditingId(null)} send={send} onToggle={toggle} updating={updating} />
                      </Paper>
                    )}
                  </SortableList>
                </Stack>
              )}
            </Stack>
          </Card>

          {hiddenPages.length > 0 && (
            <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="hidden-pages-heading" bg="gray.0">
              <Stack gap="md">
                <Stack gap={2}>
                  <Group gap="xs">
                    <IconEyeOff size={18} aria-hidden />
                    <Title order={2} size="h4" id="hidden-pages-heading">
                      Hidden Pages
                    </Title>
                  </Group>
                  <Text size="sm" c="dimmed">
                    These pages are not in the navigation. Visitors who know the address can still open them.
                  </Text>
                </Stack>
                {hiddenPages.map((page) => (
                  <Paper key={page.id} withBorder radius="md" p="sm" component="article" aria-label={page.pageName}>
                    <PageRow page={page} editing={editingId === page.id} onEdit={() => setEditingId(page.id)} onDone={() => setEditingId(null)} send={send} onToggle={toggle} updating={updating} />
                  </Paper>
                ))}
              </Stack>
            </Card>
          )}

          <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="nav-preview-heading">
            <Stack gap="sm">
              <Title order={2} size="h4" id="nav-preview-heading">
                Navigation Preview
              </Title>
              <Paper radius="md" px="md" py="sm" bg="#faf7f1" withBorder aria-label="How the navigation bar reads">
                <Group justify="space-between" gap="md" wrap="wrap">
                  <Text ff="heading" fw={700} c="willow.9" fz="lg">
                    {venueName}
                  </Text>
                  <Group gap="md" wrap="wrap">
                    {shownActive.map((page) => (
                      <Text key={page.id} size="sm" fw={500} c="gray.8">
                        {page.pageName}
                      </Text>
                    ))}
                  </Group>
                </Group>
              </Paper>
            </Stack>
          </Card>
        </Stack>
      )}
      {stale.view}
    </Box>
  );
}
