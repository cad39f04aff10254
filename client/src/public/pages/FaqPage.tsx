import { Container, Skeleton, Stack, Text } from '@mantine/core';
import { useQuery } from '@apollo/client/react';
import { graphql } from '../../gql';
import { Island } from '../../islands/Island.tsx';
import { usePreviewMode } from '../../lib/preview.ts';
import { JsonLd } from '../components/JsonLd.tsx';
import { useContactInfo } from '../content.ts';
import { FaqIsland } from '../faq/FaqIsland.tsx';
import { faqJsonLd } from '../structured-data.ts';
import { faqCategoryLabel } from '../../../../shared/content.ts';

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

/**
 * /faq — the questions as structured data for search engines, and the page's body as an island
 * (search and category filter, client/src/public/faq/FaqIsland.tsx) given the questions.
 */
export default function FaqPage() {
  const { data, loading, error } = useQuery(FaqPageQuery);
  const { info } = useContactInfo();
  const preview = usePreviewMode();
  if (loading && !data) {
    return (
      <Container size="md" py={64}>
        <Stack gap="md" aria-busy="true">
          <Text c="dimmed" ta="center">
            Loading FAQs...
          </Text>
          {Array.from({ length: 5 }, (_, n) => (
            <Skeleton key={n} h={56} radius="md" />
          ))}
        </Stack>
      </Container>
    );
  }
  const faqs = (data?.faqs ?? []).map(({ id, question, answer, category }) => ({ id, question, answer, category: faqCategoryLabel(category) }));
  return (
    <>
      {faqs.length > 0 && <JsonLd data={faqJsonLd(faqs)} />}
      <Island name="faq" component={FaqIsland} props={{ faqs, failed: Boolean(error), phone: info.phone, email: info.email, preview }} />
    </>
  );
}
