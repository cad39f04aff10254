import { useSearchParams } from 'react-router-dom';
import { useViewer } from './viewer.ts';

/**
 * Preview mode: ?preview=true asked for AND an admin session. The server applies the same rule,
 * so a visitor who adds ?preview=true gets the live site and no banner.
 */
export function usePreviewMode(): boolean {
  const [params] = useSearchParams();
  const { viewer } = useViewer();
  return params.get('preview') === 'true' && Boolean(viewer?.isAdmin);
}
