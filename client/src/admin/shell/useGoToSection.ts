import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { AdminSectionKey } from '../section-keys.ts';

/** Goes to another admin section (?section=), for screens that link to one. */
export function useGoToSection() {
  const [, setParams] = useSearchParams();
  return useCallback(
    (key: AdminSectionKey) => {
      // Other parameters belong to the section being left.
      setParams(() => new URLSearchParams({ section: key }));
      window.scrollTo({ top: 0 });
    },
    [setParams],
  );
}
