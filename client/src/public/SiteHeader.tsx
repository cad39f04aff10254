import { Anchor, Box, Burger, Container, Group, Image, Stack, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { useCallback, useEffect, useRef } from 'react';
import { Link, NavLink, useLocation } from 'react-router-dom';
import { closeMenuOnEscapeOrOutside } from '../islands/menu.ts';
import { usePreviewMode } from '../lib/preview.ts';
import { useViewer } from '../lib/viewer.ts';
import { useEmbedded } from './embedded.ts';
import classes from './SiteHeader.module.css';

/** The bar's height (px); with its 1 px border it is global.css's --site-header-height, kept clear above the focus. */
export const HEADER_HEIGHT = 72;

interface NavPage {
  id: string;
  pageName: string;
  path: string;
}

/**
 * The navigation bar: links from the active page settings in their order, an Admin link for
 * admins only (not inside the admin's preview frame), and on small screens a toggle that opens the
 * same links in a menu. The menu is a native disclosure (<details>), so it opens without
 * JavaScript; with it, Escape and a click outside close it (Escape gives the focus back to the
 * toggle), and so does choosing a link. React never controls `open`, so a menu opened before the
 * page hydrated stays open.
 */
export function SiteHeader({ pages, siteTitle, logoUrl }: { pages: NavPage[]; siteTitle: string; logoUrl: string | null }) {
  const { viewer } = useViewer();
  const preview = usePreviewMode();
  const embedded = useEmbedded();
  const location = useLocation();
  const menuRef = useRef<HTMLDetailsElement>(null);
  const closeMenu = useCallback(() => {
    if (menuRef.current) menuRef.current.open = false;
  }, []);
  useEffect(closeMenu, [location.key, closeMenu]);
  useEffect(() => (menuRef.current ? closeMenuOnEscapeOrOutside(menuRef.current) : undefined), []);

  // In preview mode links keep ?preview=true, so an admin can browse the staged site.
  const to = (path: string) => (preview ? `${path}?preview=true` : path);
  const links = [
    ...pages.map((page) => ({ key: page.id, label: page.pageName, to: to(page.path), end: page.path === '/' })),
    ...(viewer?.isAdmin && !embedded ? [{ key: 'admin', label: 'Admin', to: '/admin', end: false }] : []),
  ];

  return (
    <Box component="header" className={classes.header}>
      <Container size="lg" h={HEADER_HEIGHT}>
        <Group h="100%" justify="space-between" wrap="nowrap">
          <UnstyledButton component={Link} to={to('/')} className={classes.brand} aria-label={`${siteTitle}, home`}>
            <Image src={logoUrl ?? '/logo.svg'} alt="" w={40} h={40} fit="contain" />
            <Text className={classes.brandName}>{siteTitle}</Text>
          </UnstyledButton>
          <Group gap={4} visibleFrom="md" component="nav" aria-label="Main">
            {links.map((link) => (
              <NavLink key={link.key} to={link.to} end={link.end} className={classes.link}>
                {link.key === 'admin' && <IconLock size={14} aria-hidden style={{ marginRight: 4 }} />}
                {link.label}
              </NavLink>
            ))}
          </Group>
          <Box component="details" ref={menuRef} hiddenFrom="md" className={classes.menu} data-site-menu>
            {/* Mantine's Burger, drawn by its own styles; the cross is drawn from the disclosure's
                state (SiteHeader.module.css), so it follows the menu with or without JavaScript. */}
            <summary className={`${Burger.classes.root} ${classes.menuToggle} mantine-focus-auto`}>
              <span className={`${Burger.classes.burger} ${classes.menuLines}`} aria-hidden />
              <VisuallyHidden className={classes.whenClosed}>Open menu</VisuallyHidden>
              <VisuallyHidden className={classes.whenOpen}>Close menu</VisuallyHidden>
            </summary>
            <Stack component="nav" aria-label="Main" id="mobile-menu" gap={0} px="md" pb="md" className={classes.mobileMenu}>
              {links.map((link) => (
                <Anchor key={link.key} component={NavLink} to={link.to} end={link.end} className={classes.mobileLink} underline="never" onClick={closeMenu}>
                  {link.label}
                </Anchor>
              ))}
            </Stack>
          </Box>
        </Group>
      </Container>
    </Box>
  );
}
