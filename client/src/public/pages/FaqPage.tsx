import { Badge, Box, Button, Card, Container, Group, Skeleton, Stack, Text, TextInput, ThemeIcon, Title } from '@mantine/core';
import { useQuery } from '@apollo/client/react';
import { IconMail, IconMessageQuestion, IconPhone, IconSearch, IconX } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { graphql } from '../../gql';
import { JsonLd } from '../components/JsonLd.tsx';
import { PageHeader } from '../components/PageHeader.tsx';
import { telHref, useContactInfo } from '../contact-info.ts';
import { faqCategoryColor, orderCategories } from '../faq/categories.ts';
import { FaqList } from '../faq/FaqList.tsx';
import { faqJsonLd } from '../structured-data.ts';

const FaqPageQuery = graphql(`
  query FaqPage {
    faqs {
      id
      question
      answer
      category
    }
  }
`);

const ALL = 'All';

export default function FaqPage() {
  const { data, loading, error } = useQuery(FaqPageQuery);
  const { info } = useContactInfo();
  const [search, setSearch] = useState('');
  const [category, setCategory] = useState<string>(ALL);

  const faqs = data?.faqs ?? [];
  const categories = useMemo(() => orderCategories(faqs.map((faq) => faq.category)), [faqs]);
  const counts = useMemo(() => {
    const map = new Map<string, number>();
    for (const faq of faqs) map.set(faq.category, (map.get(faq.category) ?? 0) + 1);
    return map;
  }, [faqs]);

  // Search matches question or answer, case-insensitive, combined with the category filter.
  const term = search.trim().toLowerCase();
  const matches = faqs.filter(
    (faq) =>
      (category === ALL || faq.category === category) &&
      (!term || faq.question.toLowerCase().includes(term) || faq.answer.toLowerCase().includes(term)),
  );
  const groups = orderCategories(matches.map((faq) => faq.category)).map((name) => ({
    name,
    faqs: matches.filter((faq) => faq.category === name),
  }));

  const reset = () => {
    setSearch('');
    setCategory(ALL);
  };

  return (
    <>
      {faqs.length > 0 && <JsonLd data={faqJsonLd(faqs)} />}
      <PageHeader
        eyebrow="FAQ"
        title="Frequently Asked Questions"
        lead="Answers to common questions about booking, catering, the venue, payments and policies."
      >
        <TextInput
          w="100%"
          maw={560}
          mt="md"
          size="lg"
          radius="xl"
          aria-label="Search FAQs"
          placeholder="Search questions and answers..."
          leftSection={<IconSearch size={18} aria-hidden />}
          rightSection={
            search ? (
              <Box component="button" type="button" onClick={() => setSearch('')} aria-label="Clear search" style={{ all: 'unset', cursor: 'pointer', display: 'flex' }}>
                <IconX size={16} />
              </Box>
            ) : null
          }
          value={search}
          onChange={(event) => setSearch(event.currentTarget.value)}
        />
      </PageHeader>

      <Box component="section" py={{ base: 40, md: 64 }} aria-label="Questions and answers">
        <Container size="md">
          {loading && !data ? (
            <Stack gap="md" aria-busy="true">
              <Text c="dimmed" ta="center">
                Loading FAQs...
              </Text>
              {Array.from({ length: 5 }, (_, n) => (
                <Skeleton key={n} h={56} radius="md" />
              ))}
            </Stack>
          ) : faqs.length === 0 ? (
            <Stack align="center" ta="center" py={48} gap="sm">
              <ThemeIcon size={64} radius="xl" variant="light" color="willow" aria-hidden>
                <IconMessageQuestion size={32} stroke={1.4} />
              </ThemeIcon>
              <Title order={2} fz="xl" c="willow.9">
                No FAQs available at the moment
              </Title>
              <Text c="dimmed">{error ? 'The questions could not be loaded. Please reload the page in a moment.' : 'Please check back soon, or ask us directly below.'}</Text>
            </Stack>
          ) : (
            <Stack gap="xl">
              <Group gap="xs" justify="center" role="group" aria-label="Filter by category">
                {[ALL, ...categories].map((name) => {
                  const selected = category === name;
                  return (
                    <Button
                      key={name}
                      size="compact-md"
                      radius="xl"
                      variant={selected ? 'filled' : 'default'}
                      color="willow"
                      aria-pressed={selected}
                      onClick={() => setCategory(name)}
                      rightSection={
                        <Badge size="sm" circle={false} variant={selected ? 'white' : 'light'} color={selected ? 'willow' : 'gray'}>
                          {name === ALL ? faqs.length : (counts.get(name) ?? 0)}
                        </Badge>
                      }
                    >
                      {name}
                    </Button>
                  );
                })}
              </Group>

              <Text size="sm" c="dimmed" ta="center" aria-live="polite">
                {matches.length === faqs.length ? `${faqs.length} questions` : `${matches.length} of ${faqs.length} questions`}
              </Text>

              {groups.length === 0 ? (
                <Stack align="center" ta="center" py={40} gap="sm">
                  <Box c="gray.5" aria-hidden>
                    <IconSearch size={40} stroke={1.4} />
                  </Box>
                  <Title order={2} fz="xl" c="willow.9">
                    No FAQs found
                  </Title>
                  <Text c="dimmed">Try adjusting your search or filter to find what you're looking for.</Text>
                  <Button variant="light" color="willow" radius="xl" onClick={reset}>
                    Clear search and filter
                  </Button>
                </Stack>
              ) : (
                groups.map((group) => (
                  <Stack key={group.name} gap="sm" component="section" aria-label={`${group.name} questions`}>
                    <Group gap="xs">
                      <Badge size="lg" radius="sm" variant="light" color={faqCategoryColor(group.name)}>
                        {group.name}
                      </Badge>
                      <Text size="sm" c="dimmed">
                        {group.faqs.length === 1 ? '1 question' : `${group.faqs.length} questions`}
                      </Text>
                    </Group>
                    {/* One answer open at a time across every group. */}
                    <FaqList faqs={group.faqs} />
                  </Stack>
                ))
              )}
            </Stack>
          )}

          <Card withBorder radius="xl" padding="xl" mt={56} bg="willow.9">
            <Stack align="center" ta="center" gap="md">
              <Title order={2} fz={{ base: 24, md: 30 }} c="white">
                Still have questions?
              </Title>
              <Text c="gray.3" maw={480}>
                Our event team is happy to help — call us or send an e-mail and we will get back to you within 24 hours.
              </Text>
              <Group justify="center" gap="sm">
                <Button
                  component="a"
                  href={info.phone ? telHref(info.phone) : undefined}
                  radius="xl"
                  color="gold.8"
                  leftSection={<IconPhone size={18} aria-hidden />}
                  disabled={!info.phone}
                >
                  Call Us
                </Button>
                <Button
                  component="a"
                  href={info.email ? `mailto:${info.email}` : undefined}
                  radius="xl"
                  variant="white"
                  color="willow.9"
                  leftSection={<IconMail size={18} aria-hidden />}
                  disabled={!info.email}
                >
                  Email Us
                </Button>
              </Group>
              {(info.phone || info.email) && (
                <Text size="sm" c="gray.4">
                  {[info.phone, info.email].filter(Boolean).join(' · ')}
                </Text>
              )}
            </Stack>
          </Card>
        </Container>
      </Box>
    </>
  );
}
