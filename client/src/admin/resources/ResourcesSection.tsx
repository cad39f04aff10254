import { PlannedScreen } from '../../components/PlannedScreen.tsx';

export default function ResourcesSection() {
  return <PlannedScreen title="Resources" />;
}
