import { ActionIcon, Badge, Box, Group, Paper, SegmentedControl, Stack, Text, Tooltip } from '@mantine/core';
import { IconExternalLink, IconMaximize, IconMinimize, IconRefresh } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { PublishButton } from './PublishButton.tsx';
import { useContentChangeEvents } from './useContentChanges.ts';
import { useLiveFaqs, useLivePages, useLiveSiteSettings } from '../shell/live-updates.ts';

type Mode = 'preview' | 'live';

/**
 * The live preview of a site page (specification section 2): the page in an iframe at
 * ?preview=true (staged content; the admin's session cookie goes with it, same origin), or the
 * live site; refresh, fullscreen, open in a new tab, Publish with the pending count. It reloads
 * after every staged change, publish or revert, and when `reloadSignal` changes (FAQs, pages).
 */
export function PreviewFrame({ path, reloadSignal = 0, height = 680 }: { path: string; reloadSignal?: number; height?: number }) {
  const [mode, setMode] = useState<Mode>('preview');
  const [version, setVersion] = useState(0);
  const [fullscreen, setFullscreen] = useState(false);
  const frameBox = useRef<HTMLDivElement>(null);
  const reload = () => setVersion((value) => value + 1);

  useContentChangeEvents(reload);
  // What else a page shows: FAQs, page names and visibility, footer and branding.
  useLiveFaqs(reload);
  useLivePages(reload);
  useLiveSiteSettings(reload);
  useEffect(() => {
    if (reloadSignal) reload();
  }, [reloadSignal]);
  useEffect(() => {
    const onChange = () => setFullscreen(document.fullscreenElement === frameBox.current);
    document.addEventListener('fullscreenchange', onChange);
    return () => document.removeEventListener('fullscreenchange', onChange);
  }, []);

  const src = mode === 'preview' ? `${path}?preview=true` : path;

  async function toggleFullscreen() {
    if (document.fullscreenElement) await document.exitFullscreen();
    else await frameBox.current?.requestFullscreen?.();
  }

  return (
    <Paper withBorder radius="lg" shadow="xs" style={{ overflow: 'hidden' }} aria-label="Live preview" component="section">
      <Stack gap={0}>
        <Group justify="space-between" gap="xs" px="sm" py={8} bg="gray.0" style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}>
          <Group gap="xs" wrap="nowrap">
            <Text fw={600} size="sm">
              Live Preview
            </Text>
            <Badge size="sm" variant="light" color={mode === 'preview' ? 'orange' : 'willow'}>
              {mode === 'preview' ? 'Staged' : 'Live'}
            </Badge>
          </Group>
          <Group gap={4} wrap="nowrap">
            <Tooltip label="Refresh preview">
              <ActionIcon variant="subtle" color="gray" onClick={reload} aria-label="Refresh preview">
                <IconRefresh size={18} />
              </ActionIcon>
            </Tooltip>
            <Tooltip label={fullscreen ? 'Exit fullscreen' : 'Fullscreen'}>
              <ActionIcon variant="subtle" color="gray" onClick={toggleFullscreen} aria-label={fullscreen ? 'Exit fullscreen' : 'Fullscreen'}>
                {fullscreen ? <IconMinimize size={18} /> : <IconMaximize size={18} />}
              </ActionIcon>
            </Tooltip>
            <Tooltip label="Open in new tab">
              <ActionIcon component="a" href={src} target="_blank" rel="noopener" variant="subtle" color="gray" aria-label="Open in new tab">
                <IconExternalLink size={18} />
              </ActionIcon>
            </Tooltip>
          </Group>
        </Group>
        <Group justify="space-between" gap="xs" px="sm" py={8} wrap="wrap">
          <SegmentedControl
            size="xs"
            value={mode}
            onChange={(value) => setMode(value as Mode)}
            data={[
              { label: 'Preview Mode', value: 'preview' },
              { label: 'Live Site', value: 'live' },
            ]}
            aria-label="Show staged changes or the live site"
          />
          <PublishButton size="xs" />
        </Group>
        <Box ref={frameBox} bg="white" style={{ borderTop: '1px solid var(--mantine-color-gray-2)' }}>
          <iframe
            key={`${src}#${version}`}
            src={src}
            title={`Preview of ${path}${mode === 'preview' ? ' with staged changes' : ' (live site)'}`}
            style={{ display: 'block', width: '100%', height: fullscreen ? '100vh' : height, border: 0 }}
          />
        </Box>
      </Stack>
    </Paper>
  );
}
