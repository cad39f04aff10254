import { PlannedScreen } from '../../components/PlannedScreen.tsx';

export default function GuideSection() {
  return <PlannedScreen title="Dashboard Guide" />;
}
