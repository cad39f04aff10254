import { useLocation } from 'react-router-dom';
import { sectionAt } from '../sections.tsx';
import { useGoToSection } from './useGoToSection.ts';

/**
 * The current admin section (from the address: /admin/faq) and a way to go to another one. For the
 * shell only: it reads the registry, which imports every screen; a screen uses useGoToSection instead.
 */
export function useAdminSection() {
  const { pathname } = useLocation();
  const current = sectionAt(pathname);
  const goTo = useGoToSection();
  return { current, goTo };
}
