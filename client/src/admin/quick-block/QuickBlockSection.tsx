import { PlannedScreen } from '../../components/PlannedScreen.tsx';

export default function QuickBlockSection() {
  return <PlannedScreen title="Quick Block" />;
}
