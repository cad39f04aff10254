import { PlannedScreen } from '../../components/PlannedScreen.tsx';

export default function AiReceptionistSection() {
  return <PlannedScreen title="AI Receptionist Services" />;
}
