import { Accordion, Button, Card, Group, SimpleGrid, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { useState } from 'react';
import { useGoToSection } from '../shell/useGoToSection.ts';
import { ScreenTitle } from '../content-kit/ScreenHeader.tsx';
import { TOPICS } from './guide-topics.tsx';

/** Dashboard Guide: the four help topics, written for how this dashboard works. */
export default function GuideSection() {
  const goTo = useGoToSection();
  const [opened, setOpened] = useState<string[]>(['calendar']);

  function openTopic(value: string) {
    setOpened((current) => (current.includes(value) ? current : [...current, value]));
    requestAnimationFrame(() => document.getElementById(`guide-${value}`)?.scrollIntoView({ behavior: 'smooth', block: 'start' }));
  }

  return (
    <Stack gap="lg" maw={980}>
      <ScreenTitle title="Dashboard Guide">
        How to run the venue's calendar, bookings, FAQs and website from this dashboard — and what to do when something looks wrong.
      </ScreenTitle>

      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        {TOPICS.map((topic) => (
          <Card
            key={topic.value}
            withBorder
            radius="md"
            padding="md"
            component="button"
            type="button"
            onClick={() => openTopic(topic.value)}
            aria-controls={`guide-${topic.value}`}
            style={{ textAlign: 'left', cursor: 'pointer' }}
          >
            <Group gap="sm" wrap="nowrap" align="flex-start">
              <ThemeIcon size={40} radius="md" variant="light" color={topic.color} aria-hidden>
                <topic.icon size={22} />
              </ThemeIcon>
              <div>
                <Text fw={600}>{topic.title}</Text>
                <Text size="sm" c="dimmed">
                  {topic.summary}
                </Text>
              </div>
            </Group>
          </Card>
        ))}
      </SimpleGrid>

      <Accordion variant="separated" radius="md" multiple value={opened} onChange={setOpened} chevronPosition="right">
        {TOPICS.map((topic) => (
          <Accordion.Item key={topic.value} value={topic.value} id={`guide-${topic.value}`} bg="white">
            <Accordion.Control icon={<topic.icon size={20} color={`var(--mantine-color-${topic.color}-7)`} aria-hidden />}>
              <Text fw={600}>{topic.title}</Text>
            </Accordion.Control>
            <Accordion.Panel>
              {topic.body}
              <Group gap="xs" mt="lg">
                {topic.links.map((link) => (
                  <Button key={link.section} size="xs" variant="light" rightSection={<IconArrowRight size={14} aria-hidden />} onClick={() => goTo(link.section)}>
                    Open {link.label}
                  </Button>
                ))}
              </Group>
            </Accordion.Panel>
          </Accordion.Item>
        ))}
      </Accordion>

    </Stack>
  );
}
