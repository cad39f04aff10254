import { PlannedScreen } from '../../components/PlannedScreen.tsx';

export default function AdminTestPage() {
  return <PlannedScreen title="Admin Database Test" />;
}
