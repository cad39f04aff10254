import { Box, Button, Card, Group, List, Overlay, Paper, SimpleGrid, Stack, Switch, Tabs, Text, Textarea, ThemeIcon, Title } from '@mantine/core';
import { IconBook, IconCheck, IconLock, IconMessageChatbot, IconMessages, IconSchool, IconSparkles, IconUser } from '@tabler/icons-react';
import { useState } from 'react';
import { GuardedModal } from '../shell/GuardedModal.tsx';
import { ScreenHeader } from '../content-kit/ScreenHeader.tsx';
import { PremiumBadge } from '../content-kit/PremiumBadge.tsx';

const SAMPLE_FAQ = [
  ['Is my date available?', 'Checks the live calendar and offers the nearest open dates.'],
  ['How many guests can you seat?', 'Up to 450 seated guests in the Grand Ballroom.'],
  ['Can we bring our own caterer?', 'Answers from your FAQ page, word for word.'],
];
const SAMPLE_MESSAGES = [
  ['Visitor · 9:42 PM', 'Do you have any Saturdays left in June?'],
  ['Assistant · 9:42 PM', 'June 14 and June 28 are open. Would you like me to pass your details to the events team?'],
];

/**
 * AI Receptionist Services: a premium feature shown locked under a blocking overlay (specification
 * section 2). The screen behind is a faithful picture of the tabs, inert: it cannot be reached by
 * mouse, keyboard or screen reader until the feature exists.
 */
export default function AiReceptionistSection() {
  const [about, setAbout] = useState(false);
  return (
    <Stack gap="lg">
      <ScreenHeader
        title="AI Receptionist Services"
        badges={<PremiumBadge />}
        description="A virtual receptionist that answers visitors' questions around the clock and passes warm leads to you."
      />

      <Box pos="relative" style={{ borderRadius: 'var(--mantine-radius-md)', overflow: 'hidden' }}>
        <Card withBorder radius="md" padding="lg" inert aria-hidden mih={520}>
          <Tabs defaultValue="greetings">
            <Tabs.List>
              <Tabs.Tab value="greetings" leftSection={<IconMessageChatbot size={16} />}>
                Greetings
              </Tabs.Tab>
              <Tabs.Tab value="faq" leftSection={<IconBook size={16} />}>
                FAQ
              </Tabs.Tab>
              <Tabs.Tab value="training" leftSection={<IconSchool size={16} />}>
                Training
              </Tabs.Tab>
              <Tabs.Tab value="messages" leftSection={<IconMessages size={16} />}>
                Messages
              </Tabs.Tab>
            </Tabs.List>
            <Tabs.Panel value="greetings" pt="lg">
              <SimpleGrid cols={{ base: 1, md: 2 }} spacing="xl">
                <Stack gap="md">
                  <Switch label="Greet visitors on every page" defaultChecked readOnly />
                  <Textarea
                    label="Welcome message"
                    autosize
                    minRows={3}
                    defaultValue="Hello and welcome to Grand Willow Hall! I can check dates, share pricing and answer questions about your event. How can I help?"
                    readOnly
                  />
                  <Textarea label="After-hours message" autosize minRows={2} defaultValue="Our team is away right now, but I can help with most questions." readOnly />
                  <Stack gap="xs">
                    {SAMPLE_FAQ.map(([question, answer]) => (
                      <Paper key={question} withBorder p="sm" radius="md">
                        <Text size="sm" fw={600}>
                          {question}
                        </Text>
                        <Text size="xs" c="dimmed">
                          {answer}
                        </Text>
                      </Paper>
                    ))}
                  </Stack>
                </Stack>
                <Paper withBorder radius="lg" p={0} style={{ overflow: 'hidden' }}>
                  <Group bg="willow.8" c="white" px="md" py="sm" gap="xs">
                    <IconMessageChatbot size={18} />
                    <Text size="sm" fw={600}>
                      Chat preview
                    </Text>
                  </Group>
                  <Stack gap="sm" p="md" bg="gray.0" mih={300}>
                    {SAMPLE_MESSAGES.map(([who, text], index) => (
                      <Group key={who} gap="xs" wrap="nowrap" align="flex-start" justify={index % 2 === 0 ? 'flex-start' : 'flex-end'}>
                        {index % 2 === 0 && (
                          <ThemeIcon variant="light" radius="xl" size="sm">
                            <IconUser size={12} />
                          </ThemeIcon>
                        )}
                        <Paper radius="lg" px="sm" py={6} maw="80%" bg={index % 2 === 0 ? 'white' : 'willow.1'} withBorder={index % 2 === 0}>
                          <Text size="xs" c="dimmed">
                            {who}
                          </Text>
                          <Text size="sm">{text}</Text>
                        </Paper>
                      </Group>
                    ))}
                  </Stack>
                </Paper>
              </SimpleGrid>
            </Tabs.Panel>
          </Tabs>
        </Card>

        <Overlay color="#fff" backgroundOpacity={0.55} blur={3} zIndex={2} center>
          <Paper withBorder shadow="lg" radius="lg" p="xl" maw={440} mx="md" ta="center" role="region" aria-label="AI Receptionist is locked">
            <Stack gap="sm" align="center">
              <ThemeIcon size={56} radius="xl" color="gold" variant="light" aria-hidden>
                <IconLock size={28} />
              </ThemeIcon>
              <Title order={2} size="h3">
                Unlock the AI Receptionist
              </Title>
              <Text size="sm" c="dimmed">
                Greetings, FAQ answers, training on your own documents and a message inbox — available with the Premium plan.
              </Text>
              <List spacing={4} size="sm" ta="left" icon={<IconCheck size={14} color="var(--mantine-color-willow-7)" aria-hidden />}>
                <List.Item>Answers visitors 24/7 from your FAQs and calendar</List.Item>
                <List.Item>Collects names, dates and guest counts for you</List.Item>
                <List.Item>Hands every conversation to your inbox</List.Item>
              </List>
              <Button mt="xs" leftSection={<IconSparkles size={16} aria-hidden />} onClick={() => setAbout(true)}>
                Learn about Premium
              </Button>
            </Stack>
          </Paper>
        </Overlay>
      </Box>

      <GuardedModal opened={about} onClose={() => setAbout(false)} title="AI Receptionist Services" centered>
        <Stack gap="sm">
          <Text size="sm">
            The AI Receptionist is a premium service and is not part of this site's plan, so this screen stays locked. Nothing is
            charged or changed from here.
          </Text>
          <Text size="sm">To add it, contact the person or company that runs your website.</Text>
          <Group justify="flex-end" mt="sm">
            <Button onClick={() => setAbout(false)}>Got it</Button>
          </Group>
        </Stack>
      </GuardedModal>
    </Stack>
  );
}
