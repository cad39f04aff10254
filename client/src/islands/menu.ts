/**
 * The phone menu, a native disclosure (<details>) that opens without any script: with script,
 * Escape closes it and gives the focus back to its toggle, and a press outside it closes it. Plain
 * DOM code: SiteHeader.tsx runs it on hydrated pages, static-page.ts on pages sent without React.
 * Returns the clean-up.
 */
export function closeMenuOnEscapeOrOutside(menu: HTMLDetailsElement): () => void {
  const onKey = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !menu.open) return;
    menu.open = false;
    menu.querySelector('summary')?.focus();
  };
  const onPointer = (event: PointerEvent) => {
    if (menu.open && !menu.contains(event.target as Node)) menu.open = false;
  };
  document.addEventListener('keydown', onKey);
  document.addEventListener('pointerdown', onPointer);
  return () => {
    document.removeEventListener('keydown', onKey);
    document.removeEventListener('pointerdown', onPointer);
  };
}
