import { useCallback, useEffect, useRef } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
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

/**
 * Keeps an admin in preview while they browse: a link inside a page body (a call to action, a
 * resource link) that drops ?preview=true gets it back, until they choose to exit preview.
 * `isAdmin` is the viewer's role (preview means nothing to anyone else). Returns the exit function.
 */
export function useStickyPreview(isAdmin: boolean): () => void {
  const location = useLocation();
  const navigate = useNavigate();
  const sticky = useRef(false);

  useEffect(() => {
    const inUrl = new URLSearchParams(location.search).get('preview') === 'true';
    if (inUrl) {
      sticky.current = true;
    } else if (sticky.current && isAdmin) {
      const search = new URLSearchParams(location.search);
      search.set('preview', 'true');
      navigate({ pathname: location.pathname, search: `?${search}`, hash: location.hash }, { replace: true });
    }
  }, [location, isAdmin, navigate]);

  return useCallback(() => {
    sticky.current = false;
    const search = new URLSearchParams(location.search);
    search.delete('preview');
    const rest = search.toString();
    navigate({ pathname: location.pathname, search: rest ? `?${rest}` : '', hash: location.hash });
  }, [location, navigate]);
}
