import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { adminSectionPath, type AdminSectionKey } from '../../../../shared/routes.ts';

/** Goes to another admin section (its own address), for screens that link to one. */
export function useGoToSection() {
  const navigate = useNavigate();
  return useCallback(
    (key: AdminSectionKey) => {
      // Other parameters belong to the section being left.
      navigate(adminSectionPath(key));
      window.scrollTo({ top: 0 });
    },
    [navigate],
  );
}
