import { PlannedScreen } from '../../components/PlannedScreen.tsx';

export default function BrandingSection() {
  return <PlannedScreen title="Branding Settings" />;
}
