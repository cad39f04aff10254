import { useSearchParams } from 'react-router-dom';
import { findSection } from '../sections.tsx';
import { useGoToSection } from './useGoToSection.ts';

/**
 * The current admin section (from ?section=) and a way to go to another one. For the shell only:
 * it reads the registry, which imports every screen; a screen uses useGoToSection instead.
 */
export function useAdminSection() {
  const [params] = useSearchParams();
  const current = findSection(params.get('section'));
  const goTo = useGoToSection();
  return { current, goTo };
}
