import { Anchor, Box, Burger, Collapse, Container, Group, Image, Stack, Text, UnstyledButton } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconLock } from '@tabler/icons-react';
import { useEffect } from 'react';
import { Link, NavLink, useLocation } from 'react-router-dom';
import { usePreviewMode } from '../lib/preview.ts';
import { useViewer } from '../lib/viewer.ts';
import { isEmbedded } from './embedded.ts';
import classes from './SiteHeader.module.css';

export const HEADER_HEIGHT = 72;

interface NavPage {
  id: string;
  pageName: string;
  path: string;
}

/**
 * The navigation bar: links from the active page settings in their order, an Admin link for
 * admins only (not inside the admin's preview frame), and on small screens a toggle that opens the
 * same links in a collapsible menu.
 */
export function SiteHeader({ pages, siteTitle, logoUrl }: { pages: NavPage[]; siteTitle: string; logoUrl: string | null }) {
  const [opened, { toggle, close }] = useDisclosure(false);
  const { viewer } = useViewer();
  const preview = usePreviewMode();
  const location = useLocation();
  useEffect(close, [location.pathname, close]);

  // In preview mode links keep ?preview=true, so an admin can browse the staged site.
  const to = (path: string) => (preview ? `${path}?preview=true` : path);
  const links = [
    ...pages.map((page) => ({ key: page.id, label: page.pageName, to: to(page.path), end: page.path === '/' })),
    ...(viewer?.isAdmin && !isEmbedded() ? [{ key: 'admin', label: 'Admin', to: '/admin', end: false }] : []),
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
          <Burger
            opened={opened}
            onClick={toggle}
            hiddenFrom="md"
            aria-label={opened ? 'Close menu' : 'Open menu'}
            aria-expanded={opened}
            aria-controls="mobile-menu"
          />
        </Group>
      </Container>
      <Collapse expanded={opened} hiddenFrom="md" id="mobile-menu">
        <Stack component="nav" aria-label="Main" gap={0} px="md" pb="md" className={classes.mobileMenu}>
          {links.map((link) => (
            <Anchor key={link.key} component={NavLink} to={link.to} end={link.end} className={classes.mobileLink} underline="never">
              {link.label}
            </Anchor>
          ))}
        </Stack>
      </Collapse>
    </Box>
  );
}
