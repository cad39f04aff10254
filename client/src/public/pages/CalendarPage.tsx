import { PlannedScreen } from '../../components/PlannedScreen.tsx';

export default function CalendarPage() {
  return <PlannedScreen title="Calendar" />;
}
