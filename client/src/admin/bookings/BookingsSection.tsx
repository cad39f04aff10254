import { PlannedScreen } from '../../components/PlannedScreen.tsx';

export default function BookingsSection() {
  return <PlannedScreen title="Bookings Management" />;
}
