import { PlannedScreen } from '../../components/PlannedScreen.tsx';

export default function ResourcesPage() {
  return <PlannedScreen title="Resources" />;
}
