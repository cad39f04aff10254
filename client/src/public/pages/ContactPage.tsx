import { PlannedScreen } from '../../components/PlannedScreen.tsx';

export default function ContactPage() {
  return <PlannedScreen title="Contact" />;
}
