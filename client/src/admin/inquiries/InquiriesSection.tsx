import { PlannedScreen } from '../../components/PlannedScreen.tsx';

export default function InquiriesSection() {
  return <PlannedScreen title="Inquiries" />;
}
