import { PlannedScreen } from '../../components/PlannedScreen.tsx';

export default function PagesSection() {
  return <PlannedScreen title="Page Management" />;
}
