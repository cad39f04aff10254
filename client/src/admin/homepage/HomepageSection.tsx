import { Stack } from '@mantine/core';
import { ContentScreen } from '../content-kit/ContentScreen.tsx';
import { SectionsPanel } from '../content-kit/SectionsPanel.tsx';
import { HeroSlidesPanel } from './HeroSlidesPanel.tsx';

/** Content Management (specification section 2): the home page's sections and hero slides, with a preview of '/'. */
export default function HomepageSection() {
  return (
    <ContentScreen
      title="Content Management"
      description="Edit the home page. Saved changes are staged: visitors keep seeing the published version until you click Publish. Live/Hidden switches apply at once."
      previewPath="/"
      previewToggle
    >
      <Stack gap="xl">
        <SectionsPanel type="HERO" heading="Homepage sections" />
        <HeroSlidesPanel />
      </Stack>
    </ContentScreen>
  );
}
