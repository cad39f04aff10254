import { Anchor, AppShell, Avatar, Burger, Center, Group, Loader, NavLink, ScrollArea, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconExternalLink, IconLogout } from '@tabler/icons-react';
import { Suspense, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { Viewer_FieldsFragment } from '../../gql/graphql.ts';
import { useDocumentMeta } from '../../lib/document-meta.ts';
import { useSignOut } from '../../lib/session.ts';
import { ADMIN_GROUPS, ADMIN_SECTIONS, type AdminSectionGroup } from '../sections.tsx';
import { UnsavedChangesProvider, useConfirmLeave } from './unsaved-changes.tsx';
import { useAdminSection } from './useAdminSection.ts';
import { NoticesBell } from '../notices/NoticesBell.tsx';

type Viewer = Viewer_FieldsFragment;

/** The dashboard frame: a sidebar of sections (a drawer on phones), a header, the section. */
export function AdminShell({ viewer }: { viewer: Viewer }) {
  return (
    <UnsavedChangesProvider>
      <AdminFrame viewer={viewer} />
    </UnsavedChangesProvider>
  );
}

function AdminFrame({ viewer }: { viewer: Viewer }) {
  const [opened, { toggle, close }] = useDisclosure(false);
  const { current, goTo } = useAdminSection();
  const signOut = useSignOut();
  const navigate = useNavigate();
  const confirmLeave = useConfirmLeave();
  useDocumentMeta({ title: `${current.title} · Admin` });
  const navViewport = useRef<HTMLDivElement>(null);
  const [openGroups, setOpenGroups] = useState(
    () => new Set(ADMIN_GROUPS.filter((group) => group.defaultOpened || group.key === current.group).map((group) => group.key)),
  );
  const toggleGroup = (key: AdminSectionGroup, opened: boolean) =>
    setOpenGroups((previous) => {
      const next = new Set(previous);
      if (opened) next.add(key);
      else next.delete(key);
      return next;
    });

  // The current section's group is open and its item in view (Branding sits below the fold of
  // the sidebar at 1440×900), also after Back/Forward or a copied link.
  useEffect(() => {
    setOpenGroups((previous) => (previous.has(current.group) ? previous : new Set(previous).add(current.group)));
    const reveal = () => {
      const viewport = navViewport.current;
      const item = viewport?.querySelector<HTMLElement>('[aria-current="page"]');
      if (!viewport || !item) return;
      const box = item.getBoundingClientRect();
      const visible = viewport.getBoundingClientRect();
      if (box.top < visible.top || box.bottom > visible.bottom) item.scrollIntoView({ block: 'center', inline: 'nearest' });
    };
    const frame = requestAnimationFrame(reveal);
    // Again once a group's opening transition and the section's first render have settled.
    const timers = [300, 1000].map((delay) => window.setTimeout(reveal, delay));
    return () => {
      cancelAnimationFrame(frame);
      timers.forEach((timer) => { window.clearTimeout(timer); });
    };
  }, [current.key, current.group]);

  async function onSignOut() {
    if (!(await confirmLeave())) return;
    await signOut();
    navigate('/');
  }

  return (
    <AppShell
      header={{ height: 60 }}
      navbar={{ width: 272, breakpoint: 'md', collapsed: { mobile: !opened } }}
      padding={{ base: 'md', md: 'xl' }}
      bg="gray.0"
    >
      <AppShell.Header>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          <Group gap="sm" wrap="nowrap">
            <Burger opened={opened} onClick={toggle} hiddenFrom="md" size="sm" aria-label={opened ? 'Close sections' : 'Open sections'} />
            <Title order={2} size="h4" c="willow.9">
              Venue Admin
            </Title>
          </Group>
          <Group gap="md" wrap="nowrap">
            <NoticesBell />
            <Anchor href="/" target="_blank" size="sm" visibleFrom="sm">
              <Group gap={4} wrap="nowrap">
                View site <IconExternalLink size={14} aria-hidden />
              </Group>
            </Anchor>
            <Group gap="xs" wrap="nowrap">
              <Avatar src={viewer.avatarUrl} size="sm" radius="xl" color="willow" alt="">
                {(viewer.displayName ?? viewer.email).slice(0, 1).toUpperCase()}
              </Avatar>
              <Text size="sm" visibleFrom="sm" maw={200} truncate>
                {viewer.displayName ?? viewer.email}
              </Text>
            </Group>
          </Group>
        </Group>
      </AppShell.Header>

      <AppShell.Navbar p="xs" aria-label="Admin sections">
        <AppShell.Section grow component={ScrollArea} viewportRef={navViewport}>
          <Stack gap={2}>
            {ADMIN_GROUPS.map((group) => {
              const sections = ADMIN_SECTIONS.filter((section) => section.group === group.key);
              const opened = openGroups.has(group.key);
              return (
                <NavLink
                  key={group.key}
                  component="button"
                  type="button"
                  label={group.label}
                  opened={opened}
                  onChange={(value) => toggleGroup(group.key, value)}
                  aria-expanded={opened}
                  childrenOffset={8}
                  fw={600}
                >
                  {sections.map((section) => {
                    const isCurrent = section.key === current.key;
                    return (
                      // A real link (/admin/faq): it can be opened in a new tab or copied; a
                      // plain click stays in the app.
                      <NavLink
                        key={section.key}
                        component="a"
                        href={section.path}
                        label={section.label}
                        leftSection={<section.icon size={18} stroke={1.6} aria-hidden />}
                        active={isCurrent}
                        aria-current={isCurrent ? 'page' : undefined}
                        onClick={(event: React.MouseEvent<HTMLAnchorElement>) => {
                          if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
                          event.preventDefault();
                          goTo(section.key);
                          close();
                        }}
                      />
                    );
                  })}
                </NavLink>
              );
            })}
          </Stack>
        </AppShell.Section>
        <AppShell.Section>
          <UnstyledButton onClick={onSignOut} w="100%" p="sm" style={{ borderRadius: 8 }}>
            <Group gap="sm">
              <IconLogout size={18} aria-hidden />
              <Text size="sm" fw={500}>
                Sign Out
              </Text>
            </Group>
          </UnstyledButton>
        </AppShell.Section>
      </AppShell.Navbar>

      <AppShell.Main>
        <Suspense
          fallback={
            <Center py="xl">
              <Loader aria-label="Loading section" />
            </Center>
          }
        >
          <current.Component key={current.key} />
        </Suspense>
      </AppShell.Main>
    </AppShell>
  );
}
