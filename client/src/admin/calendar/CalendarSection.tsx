import { PlannedScreen } from '../../components/PlannedScreen.tsx';

export default function CalendarSection() {
  return <PlannedScreen title="Calendar Settings" />;
}
