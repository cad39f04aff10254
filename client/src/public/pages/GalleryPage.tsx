import { PlannedScreen } from '../../components/PlannedScreen.tsx';

export default function GalleryPage() {
  return <PlannedScreen title="Gallery" />;
}
