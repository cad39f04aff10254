import { Box, Container, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import classes from './PageHeader.module.css';

/** The band at the top of every content page: eyebrow, the page's one h1, a lead paragraph. */
export function PageHeader({
  eyebrow,
  title,
  lead,
  loading,
  children,
}: {
  eyebrow?: string;
  title: string | undefined;
  lead?: ReactNode;
  loading?: boolean;
  children?: ReactNode;
}) {
  return (
    <Box component="section" className={classes.header} py={{ base: 48, md: 80 }}>
      <Container size="md">
        <Stack align="center" ta="center" gap="md">
          {eyebrow && (
            <Text size="sm" fw={600} c="gold.8" className={classes.eyebrow}>
              {eyebrow}
            </Text>
          )}
          {loading || !title ? (
            <>
              <Skeleton h={48} w="70%" radius="sm" />
              <Skeleton h={18} w="85%" radius="sm" />
              <Skeleton h={18} w="60%" radius="sm" />
            </>
          ) : (
            <>
              <Title order={1} fz={{ base: 34, sm: 44, md: 52 }} c="willow.9" lh={1.15}>
                {title}
              </Title>
              <div className={classes.rule} aria-hidden />
              {lead && (
                <Text fz={{ base: 'md', md: 'lg' }} c="gray.7" maw={680} lh={1.7}>
                  {lead}
                </Text>
              )}
            </>
          )}
          {children}
        </Stack>
      </Container>
    </Box>
  );
}
