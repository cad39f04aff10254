import { PlannedScreen } from '../../components/PlannedScreen.tsx';

export default function OutboxSection() {
  return <PlannedScreen title="E-mail Outbox" />;
}
