import { PlannedScreen } from '../../components/PlannedScreen.tsx';

export default function AboutSection() {
  return <PlannedScreen title="About Management" />;
}
