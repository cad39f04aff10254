import { PlannedScreen } from '../../components/PlannedScreen.tsx';

export default function ProfileSection() {
  return <PlannedScreen title="Profile" />;
}
