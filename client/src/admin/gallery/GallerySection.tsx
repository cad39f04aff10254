import { PlannedScreen } from '../../components/PlannedScreen.tsx';

export default function GallerySection() {
  return <PlannedScreen title="Gallery Management" />;
}
