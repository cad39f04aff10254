import { PlannedScreen } from '../../components/PlannedScreen.tsx';

export default function ChangeLogSection() {
  return <PlannedScreen title="Content Change Log" />;
}
