import { useQuery } from '@apollo/client/react';
import {
  Alert,
  Anchor,
  Badge,
  Box,
  Card,
  Group,
  SimpleGrid,
  Skeleton,
  Stack,
  Switch,
  Text,
  TextInput,
  Textarea,
} from '@mantine/core';
import { IconAddressBook, IconAlertCircle, IconEye } from '@tabler/icons-react';
import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { getFragmentData, graphql } from '../../gql';
import { errorMessage } from '../../lib/errors.ts';
import { notify } from '../../lib/notify.ts';
import { hasVisibleText } from '../../../../shared/text.ts';
import { contactInfoOf } from '../../../../shared/contact.ts';
import { adminSectionPath } from '../../../../shared/routes.ts';
import { SiteFooter, type FooterContent, type FooterSocialLinks } from '../../public/SiteFooter.tsx';
import { SOCIAL_NETWORKS, type SocialNetwork } from '../../public/social-links.ts';
import { fieldErrorsOf, webLinkProblem, type FieldErrorMap } from '../forms/field-errors.ts';
import { FooterFields, SocialFields } from './social-footer-fields.ts';
import { DISPLAY_OPTIONS, EXAMPLES, FOOTER_FIELDS, Header, SaveBar } from './footer-form-parts.tsx';
import { useSocialFooterSave, type FormState, type SocialFooterSaved, type SocialForm } from './useSocialFooterSave.tsx';
import { CardHeading, HeadedCard } from '../content-kit/CardHeading.tsx';
import { failureText } from '../content-kit/text.ts';
import { useUnsavedChanges } from '../shell/unsaved-changes.tsx';
import { useLiveSiteSettings, LIVE_QUERY_CONTEXT } from '../shell/live-updates.ts';
import { useGoToSection } from '../shell/useGoToSection.ts';

const SocialFooterQuery = graphql(`
  query SocialFooterSettings {
    contactInfo {
      phone
      email
      address
      hours
    }
    siteSettings {
      footer {
        ...SocialFooter_footer
      }
      social {
        ...SocialFooter_social
      }
    }
  }
`);


function toForm(settings: { footer: FooterContent; social: FooterSocialLinks }): FormState {
  const { footer } = settings;
  return {
    footer: {
      companyName: footer.companyName,
      tagline: footer.tagline,
      copyright: footer.copyright,
      showSocialLinks: footer.showSocialLinks,
      showContactInfo: footer.showContactInfo,
      showBusinessHours: footer.showBusinessHours,
    },
    social: Object.fromEntries(SOCIAL_NETWORKS.map(({ key }) => [key, settings.social[key] ?? ''])) as SocialForm,
  };
}

/** Social Media & Footer: the five profile links, the footer's content and display options, and a live preview. */
export default function SocialSection() {
  const { data, loading, error, refetch } = useQuery(SocialFooterQuery, { fetchPolicy: 'network-only', context: LIVE_QUERY_CONTEXT });
  // Saved from another tab or by another admin: shown here unless this form has unsaved edits.
  useLiveSiteSettings(() => void refetch());
  const { save, saving, conflictView } = useSocialFooterSave();
  // What the form started from (the two documents' values and versions): a save names these versions.
  const [saved, setSaved] = useState<SocialFooterSaved | null>(null);
  const [form, setForm] = useState<FormState | null>(null);
  const [errors, setErrors] = useState<FieldErrorMap>({});
  const goToSection = useGoToSection();

  const dirty = useMemo(() => Boolean(form && saved && JSON.stringify(form) !== JSON.stringify(saved.form)), [form, saved]);
  const dirtyNow = useRef(dirty);
  dirtyNow.current = dirty;
  useEffect(() => {
    if (data && !dirtyNow.current) {
      const settings = { footer: getFragmentData(FooterFields, data.siteSettings.footer), social: getFragmentData(SocialFields, data.siteSettings.social) };
      const next = toForm(settings);
      setSaved({ form: next, versions: { footer: settings.footer.version, social: settings.social.version } });
      setForm(next);
    }
  }, [data]);
  useUnsavedChanges(dirty);
  const preview = useMemo(
    () =>
      form && {
        footer: Object.fromEntries(Object.entries(form.footer).map(([key, value]) => [key, typeof value === 'string' ? value.trim() : value])) as unknown as FooterContent,
        social: Object.fromEntries(
          SOCIAL_NETWORKS.map(({ key, label }) => [key, webLinkProblem(form.social[key], label, EXAMPLES[key]) ? null : form.social[key].trim() || null]),
        ) as FooterSocialLinks,
        contact: data ? contactInfoOf(data.contactInfo) : null,
      },
    [form, data],
  );

  if (error && !data) {
    return (
      <Stack gap="lg">
        <Header dirty={false} />
        <Alert color="red" icon={<IconAlertCircle aria-hidden />} title="Error">
          {errorMessage(error, 'Failed to load the footer settings')}
        </Alert>
      </Stack>
    );
  }
  // Only before the first read: a refetch (a save in another tab) keeps the form on screen.
  if ((loading && !data) || !form || !preview) {
    return (
      <Stack gap="lg" aria-busy="true">
        <Header dirty={false} />
        <SimpleGrid cols={{ base: 1, lg: 2 }}>
          <Skeleton h={380} radius="md" />
          <Skeleton h={380} radius="md" />
        </SimpleGrid>
        <Skeleton h={260} radius="md" />
      </Stack>
    );
  }

  const setSocial = (key: SocialNetwork, value: string) => setForm((current) => current && { ...current, social: { ...current.social, [key]: value } });
  const setFooter = <K extends keyof FooterContent>(key: K, value: FooterContent[K]) =>
    setForm((current) => current && { ...current, footer: { ...current.footer, [key]: value } });
  const clearError = (field: string) => setErrors(({ [field]: _removed, ...rest }) => rest);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!form || !saved) return;
    const local: FieldErrorMap = {};
    for (const { key, label } of SOCIAL_NETWORKS) {
      const problem = webLinkProblem(form.social[key], label, EXAMPLES[key]);
      if (problem) local[`social.${key}`] = problem;
    }
    if (!hasVisibleText(form.footer.companyName)) local['footer.companyName'] = 'Company name is required.';
    if (Object.keys(local).length > 0) {
      setErrors(local);
      notify.error('Please correct the highlighted fields.');
      return;
    }
    try {
      const { outcome, now } = await save(form, saved);
      if (now) {
        setSaved(now);
        setForm(now.form);
      }
      if (outcome.status !== 'saved') return;
      setErrors({});
      notify.success('Your social links and footer are live on the site.', 'Footer Updated');
    } catch (failure) {
      const fields = fieldErrorsOf(failure);
      setErrors(fields);
      notify.error(failureText('Failed to save the footer settings', failure));
    }
  }

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="lg">
        <Header dirty={dirty} />
        <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="lg">
          <HeadedCard title="Social media links" description="Each link shows as an icon in the footer and on the contact page. Leave a field empty to hide that icon." gap="sm">
            {SOCIAL_NETWORKS.map(({ key, label, Icon }) => (
              <TextInput
                key={key}
                label={label}
                type="url"
                inputMode="url"
                autoComplete="off"
                placeholder={EXAMPLES[key]}
                leftSection={<Icon size={18} />}
                value={form.social[key]}
                onChange={(event) => {
                  setSocial(key, event.currentTarget.value);
                  clearError(`social.${key}`);
                }}
                onBlur={() => {
                  const problem = webLinkProblem(form.social[key], label, EXAMPLES[key]);
                  if (problem) setErrors((current) => ({ ...current, [`social.${key}`]: problem }));
                }}
                error={errors[`social.${key}`]}
              />
            ))}
          </HeadedCard>

          <Stack gap="lg">
            <HeadedCard title="Display options" description="Choose what the footer shows.">
              {DISPLAY_OPTIONS.map(({ key, label, description }) => (
                <Switch
                  key={key}
                  label={label}
                  description={description}
                  checked={form.footer[key]}
                  onChange={(event) => setFooter(key, event.currentTarget.checked)}
                />
              ))}
            </HeadedCard>
            <Card withBorder radius="md" padding="lg" bg="willow.0">
              <Text size="sm" fw={600} c="willow.9">
                Where these appear
              </Text>
              <Text size="sm" c="dimmed" mt={4}>
                The footer is at the bottom of every public page. Changes go live as soon as you save — footer settings are not staged
                for publishing like page content.
              </Text>
            </Card>
          </Stack>
        </SimpleGrid>

        <Card withBorder radius="md" padding="lg">
          <CardHeading title="Footer content" description="The venue's name, tagline and the copyright line." />
          <Alert color="willow" variant="light" icon={<IconAddressBook size={18} aria-hidden />} mt="md">
            Phone, e-mail, address and business hours come from{' '}
            <Anchor
              inherit
              href={adminSectionPath('contact')}
              onClick={(event) => {
                event.preventDefault();
                goToSection('contact');
              }}
            >
              Contact details
            </Anchor>
            {' '}(Contact Management), the same record the contact page shows.
          </Alert>
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md" mt="md">
            {FOOTER_FIELDS.map(({ key, label, description, multiline, max }) => {
              const props = {
                label,
                description,
                value: form.footer[key],
                maxLength: max,
                required: key === 'companyName',
                error: errors[`footer.${key}`],
                onChange: (event: { currentTarget: { value: string } }) => {
                  setFooter(key, event.currentTarget.value);
                  clearError(`footer.${key}`);
                },
              };
              return multiline ? (
                <Textarea key={key} autosize minRows={2} maxRows={4} {...props} />
              ) : (
                <TextInput key={key} type="text" {...props} />
              );
            })}
          </SimpleGrid>
        </Card>

        <Card withBorder radius="md" padding={0}>
          <Group justify="space-between" p="lg" pb="md">
            <CardHeading title="Live footer preview" description="Updates as you type; visitors see it after you save." />
            <Badge variant="light" color={dirty ? 'gold' : 'willow'} leftSection={<IconEye size={12} aria-hidden />}>
              {dirty ? 'Preview of unsaved changes' : 'Matches the live site'}
            </Badge>
          </Group>
          <Box role="region" aria-label="Footer preview" style={{ borderTop: '1px solid var(--mantine-color-gray-3)' }}>
            <SiteFooter settings={preview} preview />
          </Box>
        </Card>
      </Stack>

      <SaveBar
        dirty={dirty}
        saving={saving}
        onReset={() => {
          setForm(saved?.form ?? null);
          setErrors({});
        }}
      />
      {conflictView}
    </form>
  );
}
