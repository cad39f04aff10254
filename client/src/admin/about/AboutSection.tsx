import { ContentScreen } from '../content-kit/ContentScreen.tsx';
import { SectionsPanel } from '../content-kit/SectionsPanel.tsx';

/** About management: the title and content of the about sections (staged), with a preview of /about. */
export default function AboutSection() {
  return (
    <ContentScreen
      title="About Management"
      description="Edit the About page: your story, the three spaces and what sets you apart (one point per line). Changes are staged until you publish."
      previewPath="/about"
      previewToggle
    >
      <SectionsPanel type="ABOUT" heading="About page sections" />
    </ContentScreen>
  );
}
