import { ContentScreen } from '../content-kit/ContentScreen.tsx';
import { SectionsPanel } from '../content-kit/SectionsPanel.tsx';

/** Events management: the event sections (staged) beside a live preview of /events. */
export default function EventsSection() {
  return (
    <ContentScreen
      title="Events Management"
      description="Edit the events heading and the five event types of the Events & Pricing page (the home page shows the first four). Changes are staged until you publish."
      previewPath="/events"
    >
      <SectionsPanel type="EVENT" heading="Event sections" />
    </ContentScreen>
  );
}
