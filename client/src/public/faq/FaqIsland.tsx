import { ActionIcon, Badge, Box, Button, Card, Container, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { ThemeIcon } from '../components/ThemeIcon.tsx';
import { IconMail, IconMessageQuestion, IconPhone, IconSearch, IconX } from '@tabler/icons-react';
import { useMemo, useRef, useState } from 'react';
import { navigate, PageLink, useSearchParams } from '../../islands/location.tsx';
import { PageHeader } from '../components/PageHeader.tsx';
import { telHref } from '../../../../shared/contact.ts';
import { faqCategoryColor, faqCategorySlug, faqQuery, orderCategories } from './categories.ts';
import { FaqList, type FaqListItem } from './FaqList.tsx';
import { mailtoHref } from '../../../../shared/email-address.ts';

export interface FaqIslandItem extends FaqListItem {
  category: string;
}

export interface FaqIslandProps {
  faqs: FaqIslandItem[];
  /** The questions could not be loaded. */
  failed: boolean;
  /** The venue's phone and e-mail, for "Still have questions?". */
  phone: string;
  email: string;
  /** An admin browsing staged content: links keep ?preview=true. */
  preview: boolean;
}

const ALL = 'All';

/**
 * The FAQ page's body, an island. Search and category live in the address
 * (`/faq?q=parking&category=payment`), so the server renders the filtered list and the page works
 * without JavaScript: the search box is a GET form, the categories are links. Once hydrated,
 * typing filters at once (the address follows, replaced, not pushed) and the links change the list
 * without a reload or a jump to the top.
 */
export function FaqIsland({ faqs, failed, phone, email, preview }: FaqIslandProps) {
  const params = useSearchParams();
  const inputRef = useRef<HTMLInputElement>(null);
  const q = params.get('q') ?? '';

  // The box keeps its own value while the visitor types (a box fed from the address would lose
  // keystrokes and the caret); it takes the address's value when the address changes another way
  // (a link, Back, the clear button).
  const [search, setSearch] = useState(q);
  const [addressQ, setAddressQ] = useState(q);
  if (q !== addressQ) {
    setAddressQ(q);
    if (q !== search) setSearch(q);
  }

  const categories = useMemo(() => orderCategories(faqs.map((faq) => faq.category)), [faqs]);
  // A category unknown to the list (a stale link) shows every category.
  const category = categories.find((name) => faqCategorySlug(name) === params.get('category')?.toLowerCase()) ?? ALL;

  // Search matches question or answer, case-insensitive, combined with the category filter. The
  // categories' counts follow the search: each says how many of its questions match it.
  const term = search.trim().toLowerCase();
  const searched = term ? faqs.filter((faq) => faq.question.toLowerCase().includes(term) || faq.answer.toLowerCase().includes(term)) : faqs;
  const counts = new Map<string, number>();
  for (const faq of searched) counts.set(faq.category, (counts.get(faq.category) ?? 0) + 1);
  const matches = category === ALL ? searched : searched.filter((faq) => faq.category === category);
  const groups = orderCategories(matches.map((faq) => faq.category)).map((name) => ({
    name,
    faqs: matches.filter((faq) => faq.category === name),
  }));

  /** The page's address for a search and a category (preview kept for an admin browsing staged pages). */
  const faqHref = (nextSearch: string, nextCategory: string) => `/faq${faqQuery({ q: nextSearch, category: nextCategory, preview })}`;

  const onType = (value: string) => {
    setSearch(value);
    setAddressQ(value);
    navigate(faqHref(value, category), { replace: true });
  };

  return (
    <>
      <PageHeader
        eyebrow="FAQ"
        title="Frequently Asked Questions"
        lead="Answers to common questions about booking, catering, the venue, payments and policies."
      >
        {/* biome-ignore lint/a11y/useSemanticElements: a form with role="search" is announced by every screen reader; the <search> element is not yet */}
        <form
          method="get"
          action="/faq"
          role="search"
          aria-label="FAQs"
          style={{ width: '100%', maxWidth: 560 }}
          onSubmit={(event) => {
            event.preventDefault();
            navigate(faqHref(search, category), { replace: true });
          }}
        >
          <Group gap="xs" mt="md" wrap="nowrap" align="stretch">
            <TextInput
              ref={inputRef}
              name="q"
              style={{ flex: 1 }}
              size="lg"
              radius="xl"
              aria-label="Search FAQs"
              placeholder="Search questions and answers..."
              autoComplete="off"
              leftSection={<IconSearch size={18} aria-hidden />}
              rightSectionPointerEvents="all"
              rightSection={
                search ? (
                  <ActionIcon
                    component={PageLink}
                    href={faqHref('', category)}
                    replace
                    onClick={() => {
                      setSearch('');
                      inputRef.current?.focus();
                    }}
                    variant="subtle"
                    color="gray"
                    radius="xl"
                    aria-label="Clear search"
                  >
                    <IconX size={16} aria-hidden />
                  </ActionIcon>
                ) : null
              }
              value={search}
              onChange={(event) => onType(event.currentTarget.value)}
            />
            {category !== ALL && <input type="hidden" name="category" value={faqCategorySlug(category)} />}
            {preview && <input type="hidden" name="preview" value="true" />}
            <Button type="submit" size="lg" radius="xl" color="willow" px="lg">
              Search
            </Button>
          </Group>
        </form>
      </PageHeader>

      <Box component="section" py={{ base: 40, md: 64 }} aria-label="Questions and answers">
        <Container size="md">
          {faqs.length === 0 ? (
            <Stack align="center" ta="center" py={48} gap="sm">
              <ThemeIcon size={64} radius="xl" variant="light" color="willow" aria-hidden>
                <IconMessageQuestion size={32} stroke={1.4} />
              </ThemeIcon>
              <Title order={2} fz="xl" c="willow.9">
                No FAQs available at the moment
              </Title>
              <Text c="dimmed">{failed ? 'The questions could not be loaded. Please reload the page in a moment.' : 'Please check back soon, or ask us directly below.'}</Text>
            </Stack>
          ) : (
            <Stack gap="xl">
              <Group gap="xs" justify="center" component="nav" aria-label="Filter by category">
                {[ALL, ...categories].map((name) => {
                  const selected = category === name;
                  return (
                    <Button
                      key={name}
                      component={PageLink}
                      href={faqHref(search, name)}
                      size="compact-md"
                      radius="xl"
                      variant={selected ? 'filled' : 'default'}
                      color="willow"
                      aria-current={selected ? 'page' : undefined}
                      rightSection={
                        <Badge component="span" size="sm" circle={false} variant={selected ? 'white' : 'light'} color={selected ? 'willow' : 'gray'}>
                          {name === ALL ? searched.length : (counts.get(name) ?? 0)}
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
                  <Button component={PageLink} href={preview ? '/faq?preview=true' : '/faq'} variant="light" color="willow" radius="xl">
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
                  href={phone ? telHref(phone) : undefined}
                  radius="xl"
                  color="gold.8"
                  leftSection={<IconPhone size={18} aria-hidden />}
                  disabled={!phone}
                >
                  Call Us
                </Button>
                <Button
                  component="a"
                  href={mailtoHref(email)}
                  radius="xl"
                  variant="white"
                  color="willow.9"
                  leftSection={<IconMail size={18} aria-hidden />}
                  disabled={!email}
                >
                  Email Us
                </Button>
              </Group>
              {(phone || email) && (
                <Text size="sm" c="gray.4">
                  {[phone, email].filter(Boolean).join(' · ')}
                </Text>
              )}
            </Stack>
          </Card>
        </Container>
      </Box>
    </>
  );
}
