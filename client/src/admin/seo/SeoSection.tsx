import { PlannedScreen } from '../../components/PlannedScreen.tsx';

export default function SeoSection() {
  return <PlannedScreen title="SEO Management" />;
}
