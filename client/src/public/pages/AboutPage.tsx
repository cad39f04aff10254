import { PlannedScreen } from '../../components/PlannedScreen.tsx';

export default function AboutPage() {
  return <PlannedScreen title="About" />;
}
