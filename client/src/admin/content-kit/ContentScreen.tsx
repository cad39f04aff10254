import { Box, Button, Grid } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconEye, IconEyeOff } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { PreviewFrame } from './PreviewFrame.tsx';
import { PublishButton } from './PublishButton.tsx';
import { ScreenHeader } from './ScreenHeader.tsx';

/**
 * The frame of a content management screen: header with actions, the editing column, and the
 * site page's live preview beside it. With `previewToggle` the preview can be shown and hidden
 * ('Show Preview' / 'Hide Preview'); it starts shown on wide screens. The Publish button sits in
 * the header while the preview (which has its own) is hidden.
 */
export function ContentScreen({
  title,
  description,
  actions,
  previewPath,
  previewToggle = false,
  reloadSignal,
  showPublish = true,
  children,
}: {
  title: string;
  description?: ReactNode;
  actions?: ReactNode;
  previewPath: string;
  previewToggle?: boolean;
  reloadSignal?: number;
  /** False on screens whose changes apply at once (FAQs, pages). */
  showPublish?: boolean;
  children: ReactNode;
}) {
  const wide = useMediaQuery('(min-width: 75em)', true, { getInitialValueInEffect: false });
  const [shown, setShown] = useState<boolean | null>(null);
  const previewShown = previewToggle ? (shown ?? wide) : true;

  return (
    <Box>
      <ScreenHeader
        title={title}
        description={description}
        actions={
          <>
            {actions}
            {previewToggle && (
              <Button
                variant="default"
                leftSection={previewShown ? <IconEyeOff size={16} aria-hidden /> : <IconEye size={16} aria-hidden />}
                onClick={() => setShown(!previewShown)}
                aria-pressed={previewShown}
              >
                {previewShown ? 'Hide Preview' : 'Show Preview'}
              </Button>
            )}
            {showPublish && !previewShown && <PublishButton />}
          </>
        }
      />
      <Grid gap="lg" align="flex-start">
        <Grid.Col span={{ base: 12, lg: previewShown ? 7 : 12 }}>{children}</Grid.Col>
        {previewShown && (
          <Grid.Col span={{ base: 12, lg: 5 }} style={{ position: 'sticky', top: 76 }}>
            <PreviewFrame path={previewPath} reloadSignal={reloadSignal} />
          </Grid.Col>
        )}
      </Grid>
    </Box>
  );
}
