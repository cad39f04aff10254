import { PlannedScreen } from '../../components/PlannedScreen.tsx';

export default function FaqPage() {
  return <PlannedScreen title="Faq" />;
}
