import { PlannedScreen } from '../../components/PlannedScreen.tsx';

export default function EventsPage() {
  return <PlannedScreen title="Events" />;
}
