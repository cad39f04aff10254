import '@mantine/dates/styles.css';
import { useQuery } from '@apollo/client/react';
import { Box, Container, Grid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { Island } from '../../islands/Island.tsx';
import { useSubmissionReceipt, useSubmittedForm } from '../../lib/submitted-form.ts';
import { useVenueToday } from '../calendar/useVenueToday.ts';
import { useContactInfo, usePublicContent } from '../content.ts';
import { ContactDetails } from '../contact/ContactDetails.tsx';
import { InquiryForm } from '../contact/InquiryForm.tsx';
import classes from '../contact/contact.module.css';
import { PublicLayoutQuery } from '../site-queries.ts';
import { savedSocialProfiles } from '../social-links.ts';

/**
 * /contact — texts from the contact sections (hero_title, hero_subtitle, info_title,
 * info_description, follow_us_title), the contact details (their own record, useContactInfo), the social
 * profiles saved under Social Media & Footer (the layout's query, already in the cache), and the
 * inquiry form, an island (the only part of the page that loads code).
 */
export default function ContactPage() {
  const { get, loading: sectionsLoading } = usePublicContent('CONTACT');
  const { info, loading: infoLoading } = useContactInfo();
  const loading = sectionsLoading || infoLoading;
  const heroTitle = get('hero_title');
  const heroSubtitle = get('hero_subtitle');
  const infoTitle = get('info_title');
  const infoDescription = get('info_description');
  const followUs = get('follow_us_title');
  const { data: layout } = useQuery(PublicLayoutQuery, { fetchPolicy: 'cache-first' });
  const social = savedSocialProfiles(layout?.siteSettings.social);
  const today = useVenueToday();
  const submitted = useSubmittedForm('inquiry');
  const receipt = useSubmissionReceipt('inquiry');

  return (
    <>
      <Box className={classes.hero} py={{ base: 40, md: 72 }}>
        <Container size="lg">
          <Stack gap="xs" maw={760}>
            <Text tt="uppercase" fw={600} size="xs" lts={2} c="gold.3">
              {heroTitle?.content || 'Contact us'}
            </Text>
            {loading ? (
              <Skeleton h={48} w="70%" />
            ) : (
              <Title order={1} c="white" fz={{ base: 32, md: 46 }}>
                {heroTitle?.title || 'Contact Us'}
              </Title>
            )}
            <Text c="gray.1" fz={{ base: 'md', md: 'lg' }} fw={500}>
              {heroSubtitle?.title ?? 'Tell us about your event and we will reply within 24 hours.'}
            </Text>
            {heroSubtitle?.content && (
              <Text c="gray.3" size="sm">
                {heroSubtitle.content}
              </Text>
            )}
          </Stack>
        </Container>
      </Box>
      <Container size="lg" py={{ base: 'lg', md: 56 }}>
        <Grid gap={{ base: 'lg', md: 'xl' }}>
          <Grid.Col span={{ base: 12, md: 5 }} order={{ base: 2, md: 1 }}>
            {loading ? (
              <Skeleton h={420} radius="lg" />
            ) : (
              <ContactDetails
                info={info}
                social={social}
                texts={{
                  infoEyebrow: infoTitle?.content,
                  infoTitle: infoTitle?.title || 'Get in Touch',
                  infoLead: infoDescription?.title,
                  infoDescription: infoDescription?.content,
                  followTitle: followUs?.title || 'Follow Us',
                  followDescription: followUs?.content,
                }}
              />
            )}
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 7 }} order={{ base: 1, md: 2 }}>
            <Island name="inquiry" component={InquiryForm} props={{ venueEmail: info.email, today, submitted, receipt }} />
          </Grid.Col>
        </Grid>
      </Container>
    </>
  );
}
