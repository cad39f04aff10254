import { PlannedScreen } from '../../components/PlannedScreen.tsx';

export default function FaqSection() {
  return <PlannedScreen title="FAQ Management" />;
}
