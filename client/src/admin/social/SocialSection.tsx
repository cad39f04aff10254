import { PlannedScreen } from '../../components/PlannedScreen.tsx';

export default function SocialSection() {
  return <PlannedScreen title="Social Media & Footer" />;
}
