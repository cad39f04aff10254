import { PlannedScreen } from '../../components/PlannedScreen.tsx';

export default function ContactSection() {
  return <PlannedScreen title="Contact Management" />;
}
