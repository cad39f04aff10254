import { PlannedScreen } from '../../components/PlannedScreen.tsx';

export default function EventsSection() {
  return <PlannedScreen title="Events Management" />;
}
