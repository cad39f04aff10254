import { PlannedScreen } from '../../components/PlannedScreen.tsx';

export default function DashboardSection() {
  return <PlannedScreen title="Dashboard Overview" />;
}
