import { PlannedScreen } from '../../components/PlannedScreen.tsx';

export default function HomepageSection() {
  return <PlannedScreen title="Content Management" />;
}
