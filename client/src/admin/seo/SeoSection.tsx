import { Anchor, Badge, Box, Button, Card, Group, List, Paper, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import {
  IconChartLine,
  IconCheck,
  IconFileSearch,
  IconFiles,
  IconKey,
  IconLock,
  IconMail,
  IconSparkles,
  IconWorldSearch,
  type Icon,
} from '@tabler/icons-react';
import { useState } from 'react';
import { useGoToSection } from '../shell/useGoToSection.ts';
import { GuardedModal } from '../shell/GuardedModal.tsx';
import { ScreenHeader } from '../content-kit/ScreenHeader.tsx';
import { PremiumBadge } from '../content-kit/PremiumBadge.tsx';

/** The specification's overview placeholders, in its words: 8 pages, 6 indexed, 0 keywords. */
const OVERVIEW: { label: string; value: number; note: string; icon: Icon }[] = [
  { label: 'pages', value: 8, note: 'Pages on your site', icon: IconFiles },
  { label: 'indexed', value: 6, note: 'Pages found by search engines', icon: IconWorldSearch },
  { label: 'keywords', value: 0, note: 'Search terms tracked', icon: IconKey },
];

const PACKAGE_FEATURES = [
  'Keyword research for venue searches in your area ("wedding venue near me")',
  'Monthly ranking and traffic reports',
  'Page-by-page recommendations for titles, descriptions and content',
  'Google Business Profile optimization',
  'Search-engine health monitoring (indexing, sitemap, broken links)',
  'Priority support from an SEO specialist',
];

type Dialog = 'upgrade' | 'contact' | null;

/** SEO Management: a premium teaser (specification section 2), honest about what the site already does. */
export default function SeoSection() {
  const goTo = useGoToSection();
  const [dialog, setDialog] = useState<Dialog>(null);

  return (
    <Stack gap="lg">
      <ScreenHeader title="SEO Management" badges={<PremiumBadge />} description="Help couples, families and planners find your venue when they search." />

      <div>
        <Group gap="xs" mb="xs">
          <Text fw={600}>Search overview</Text>
          <Badge size="sm" variant="outline" color="gray" leftSection={<IconLock size={10} aria-hidden />}>
            Sample figures · Premium
          </Badge>
        </Group>
        <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="md">
          {OVERVIEW.map(({ label, value, note, icon: StatIcon }) => (
            <Paper key={label} withBorder radius="md" p="md" aria-label={`${value} ${label} (sample figure)`}>
              <Group justify="space-between" wrap="nowrap">
                <div>
                  <Text fw={600} c="gray.7">
                    <Text span fz={32} fw={700} lh={1.2} c="gray.6">
                      {value}
                    </Text>{' '}
                    {label}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {note}
                  </Text>
                </div>
                <ThemeIcon variant="light" color="gray" size={44} radius="md" aria-hidden>
                  <StatIcon size={24} />
                </ThemeIcon>
              </Group>
            </Paper>
          ))}
        </SimpleGrid>
      </div>

      <Card
        radius="lg"
        padding="xl"
        c="white"
        style={{ background: 'linear-gradient(135deg, var(--mantine-color-willow-9) 0%, var(--mantine-color-willow-7) 100%)' }}
      >
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="xl">
          <Stack gap="sm">
            <Badge color="gold" variant="filled" w="fit-content">
              SEO premium package
            </Badge>
            <Title order={2} size="h2" c="white">
              Get found by people planning their event
            </Title>
            <Text c="willow.1">
              A specialist keeps your pages tuned for the searches that bring bookings, and reports every month on what changed.
            </Text>
            <Text fz={44} fw={700} c="gold.2" lh={1} mt="xs">
              $99/month
            </Text>
            <Group gap="sm" mt="sm">
              <Button color="gold" size="md" leftSection={<IconSparkles size={18} aria-hidden />} onClick={() => setDialog('upgrade')}>
                Upgrade to Premium SEO
              </Button>
              <Button variant="outline" color="white" size="md" leftSection={<IconMail size={18} aria-hidden />} onClick={() => setDialog('contact')}>
                Contact for SEO Upgrade
              </Button>
            </Group>
          </Stack>
          <Paper radius="md" p="lg" bg="rgba(255,255,255,0.08)" style={{ border: '1px solid rgba(255,255,255,0.15)' }}>
            <Text fw={600} c="gold.2" mb="sm">
              What the package includes
            </Text>
            <List spacing="xs" size="sm" c="willow.0" icon={<IconCheck size={16} color="var(--mantine-color-gold-3)" aria-hidden />}>
              {PACKAGE_FEATURES.map((feature) => (
                <List.Item key={feature}>{feature}</List.Item>
              ))}
            </List>
          </Paper>
        </SimpleGrid>
      </Card>

      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <Card withBorder radius="md" padding="lg">
          <Group gap="xs">
            <ThemeIcon color="willow" variant="light" radius="xl" aria-hidden>
              <IconCheck size={16} />
            </ThemeIcon>
            <Title order={2} size="h4">
              Already included with your site
            </Title>
          </Group>
          <List spacing="sm" size="sm" mt="md">
            <List.Item>
              A title and description for every page, from{' '}
              <Anchor component="button" type="button" size="sm" onClick={() => goTo('pages')}>
                Page Management
              </Anchor>
              , and a site-wide title and description from{' '}
              <Anchor component="button" type="button" size="sm" onClick={() => goTo('branding')}>
                Branding
              </Anchor>
              .
            </List.Item>
            <List.Item>
              A sitemap (
              <Anchor href="/sitemap.xml" target="_blank" size="sm">
                /sitemap.xml
              </Anchor>
              ) listing your visible pages, and{' '}
              <Anchor href="/robots.txt" target="_blank" size="sm">
                /robots.txt
              </Anchor>{' '}
              for search engines.
            </List.Item>
            <List.Item>Structured data describing your venue (address, capacity, phone) and your published FAQs.</List.Item>
            <List.Item>Hidden pages and unpublished changes are never shown to search engines.</List.Item>
          </List>
        </Card>

        <Card withBorder radius="md" padding="lg" bg="gray.0">
          <Group gap="xs">
            <ThemeIcon color="gray" variant="light" radius="xl" aria-hidden>
              <IconLock size={16} />
            </ThemeIcon>
            <Title order={2} size="h4">
              Premium tools
            </Title>
          </Group>
          <Stack gap="sm" mt="md">
            {[
              { icon: IconKey, title: 'Keyword tracking', text: 'Follow where you rank for the searches that matter.' },
              { icon: IconChartLine, title: 'Ranking reports', text: 'Monthly changes in visibility and visits.' },
              { icon: IconFileSearch, title: 'Page audits', text: 'Suggestions for each page of your site.' },
            ].map(({ icon: ToolIcon, title, text }) => (
              <Group key={title} gap="sm" wrap="nowrap" opacity={0.85}>
                <ToolIcon size={22} stroke={1.5} aria-hidden />
                <Box>
                  <Text size="sm" fw={600}>
                    {title}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {text}
                  </Text>
                </Box>
                <Badge ml="auto" size="xs" variant="outline" color="gray">
                  Locked
                </Badge>
              </Group>
            ))}
          </Stack>
        </Card>
      </SimpleGrid>

      <GuardedModal
        opened={dialog !== null}
        onClose={() => setDialog(null)}
        title={dialog === 'contact' ? 'Contact for SEO Upgrade' : 'Upgrade to Premium SEO'}
        centered
      >
        <Stack gap="sm">
          <Text size="sm">
            Premium SEO ($99/month) is a managed service and is not part of this site's plan. Nothing is charged or changed from this
            screen.
          </Text>
          <Text size="sm">
            {dialog === 'contact'
              ? 'To discuss an upgrade, contact the person or company that runs your website; they can add the package to your plan.'
              : 'To upgrade, ask the person or company that runs your website to add the Premium SEO package to your plan.'}
          </Text>
          <Group justify="flex-end" mt="sm">
            <Button onClick={() => setDialog(null)}>Got it</Button>
          </Group>
        </Stack>
      </GuardedModal>
    </Stack>
  );
}
