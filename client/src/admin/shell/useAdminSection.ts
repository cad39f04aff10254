import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';
import { findSection } from '../sections.tsx';

/** The current admin section (from ?section=) and a way to go to another one. */
export function useAdminSection() {
  const [params, setParams] = useSearchParams();
  const current = findSection(params.get('section'));
  const goTo = useCallback(
    (key: string) => {
      setParams((previous) => {
        const next = new URLSearchParams();
        next.set('section', key);
        // Other parameters belong to the section being left.
        void previous;
        return next;
      });
      window.scrollTo({ top: 0 });
    },
    [setParams],
  );
  return { current, goTo };
}
