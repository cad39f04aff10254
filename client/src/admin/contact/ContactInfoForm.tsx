import { Anchor, Button, Card, Group, SimpleGrid, Skeleton, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { useMutation, useQuery } from '@apollo/client/react';
import { IconClock, IconMail, IconMapPin, IconPhone } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { getFragmentData, graphql } from '../../gql';
import { errorField, errorMessage } from '../../lib/errors.ts';
import { notify } from '../../lib/notify.ts';
import { CONTACT_INFO_LIMITS, contactInfoOf, EMPTY_CONTACT_INFO, type ContactInfo } from '../../../../shared/contact.ts';
import { StagingBadge } from '../content-kit/StagingBadge.tsx';
import { stagedMessage, failureText } from '../content-kit/text.ts';
import { useContentChangeEvents, useFetchErrorToast } from '../content-kit/useContentChanges.ts';
import { useGoToSection } from '../shell/useGoToSection.ts';
import { useUnsavedChanges } from '../shell/unsaved-changes.tsx';
import { LIVE_QUERY_CONTEXT } from '../shell/live-updates.ts';
import { useVersionedSave } from '../versions/useVersionedSave.tsx';
import { useVersionedDraft } from '../versions/useVersionedDraft.ts';

const ContactInfoFields = graphql(`
  fragment ContactInfoForm_fields on ContactInfo {
    phone
    email
    address
    hours
    isPublished
    publishedAt
    updatedAt
    version
  }
`);

const AdminContactInfoQuery = graphql(`
  query AdminContactInfo {
    adminContactInfo {
      ...ContactInfoForm_fields
    }
  }
`);

const UpdateContactInfoMutation = graphql(`
  mutation UpdateContactInfo($input: UpdateContactInfoInput!) {
    updateContactInfo(input: $input) {
      contactInfo {
        ...ContactInfoForm_fields
      }
    }
  }
`);


const formValues = (record: Parameters<typeof contactInfoOf>[0] | null | undefined): ContactInfo => (record ? contactInfoOf(record) : EMPTY_CONTACT_INFO);

/**
 * The venue's contact details (address, phone, e-mail, hours): one record, staged like
 * any other edit (DESIGN.md), so the contact page, the footer, the FAQ's buttons and the home
 * page's structured data use them once published (the footer shows the hours too). Social
 * profiles are not part of the record: their one home is Social Media & Footer.
 */
export function ContactInfoForm() {
  const { data, loading: querying, error, refetch } = useQuery(AdminContactInfoQuery, { fetchPolicy: 'cache-and-network', context: LIVE_QUERY_CONTEXT });
  useContentChangeEvents(() => void refetch());
  useFetchErrorToast(error, 'Failed to fetch the contact details');
  const loading = querying && !data;
  const record = getFragmentData(ContactInfoFields, data?.adminContactInfo);
  const saved = formValues(record);
  const draft = useVersionedDraft<ContactInfo>(record ? { version: record.version, values: saved } : null, { alwaysOpen: true });
  const values = draft.values ?? saved;
  const dirty = draft.dirty;
  useUnsavedChanges(dirty);
  const [fieldError, setFieldError] = useState<{ field?: string; message: string } | null>(null);
  const [update] = useMutation(UpdateContactInfoMutation, {
    // ContactInfo has no id to normalise by: write the answer where the form reads it.
    update: (cache, result) => {
      const contactInfo = result.data?.updateContactInfo.contactInfo;
      if (contactInfo) cache.writeQuery({ query: AdminContactInfoQuery, data: { adminContactInfo: contactInfo } });
    },
  });
  const versioned = useVersionedSave<ContactInfo>({
    what: 'contact details',
    fields: [
      { key: 'address', label: 'Address' },
      { key: 'phone', label: 'Phone' },
      { key: 'email', label: 'Email' },
      { key: 'hours', label: 'Hours' },
    ],
    fromApi: (current) => ({ address: String(current.address ?? ''), phone: String(current.phone ?? ''), email: String(current.email ?? ''), hours: String(current.hours ?? '') }),
    save: async (next, version) => {
      await update({ variables: { input: { ...next, version } } });
    },
  });
  const saving = versioned.saving;
  const goTo = useGoToSection();

  const set = (field: keyof ContactInfo) => (event: { currentTarget: { value: string } }) => draft.set(field, event.currentTarget.value);
  const errorFor = (field: string) => (fieldError?.field === field ? fieldError.message : undefined);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!draft.base) return;
    setFieldError(null);
    try {
      const outcome = await versioned.save(values, draft.base);
      if (outcome.status === 'saved') {
        notify.success(stagedMessage('Content'));
        draft.stop();
      } else if (outcome.status === 'discarded') {
        draft.start({ version: outcome.version, values: outcome.values });
      }
    } catch (error) {
      setFieldError({ field: errorField(error), message: errorMessage(error) });
      notify.error(failureText('Failed to update content', error));
    }
  }

  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-label="Contact information">
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          <Group justify="space-between" gap="xs">
            <Stack gap={2}>
              <Title order={2} size="h4">
                Contact information
              </Title>
              <Text size="sm" c="dimmed">
                Shown on the contact page, in the footer, on the FAQ's Call Us and Email Us buttons, and in search results.
              </Text>
            </Stack>
            {record && <StagingBadge isPublished={record.isPublished} publishedAt={record.publishedAt ?? null} />}
          </Group>
          {loading ? (
            <Skeleton h={220} radius="md" />
          ) : (
            <>
              <Textarea
                label="Address"
                leftSection={<IconMapPin size={16} aria-hidden />}
                value={values.address}
                onChange={set('address')}
                maxLength={CONTACT_INFO_LIMITS.address}
                autosize
                minRows={1}
                required
                error={errorFor('address')}
              />
              <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
                <TextInput label="Phone" type="tel" leftSection={<IconPhone size={16} aria-hidden />} value={values.phone} onChange={set('phone')} maxLength={CONTACT_INFO_LIMITS.phone} required error={errorFor('phone')} />
                <TextInput label="Email" type="email" leftSection={<IconMail size={16} aria-hidden />} value={values.email} onChange={set('email')} maxLength={CONTACT_INFO_LIMITS.email} required error={errorFor('email')} />
              </SimpleGrid>
              <TextInput label="Hours" leftSection={<IconClock size={16} aria-hidden />} value={values.hours} onChange={set('hours')} maxLength={CONTACT_INFO_LIMITS.hours} required error={errorFor('hours')} />
              <Text size="sm" c="dimmed">
                The social icons on the contact page and in the footer are set under{' '}
                <Anchor component="button" type="button" size="sm" onClick={() => goTo('social')}>
                  Social Media &amp; Footer
                </Anchor>
                .
              </Text>
              <Group gap="sm">
                <Button type="submit" loading={saving}>
                  Save contact information
                </Button>
                {dirty && (
                  <Button
                    variant="default"
                    onClick={() => {
                      setFieldError(null);
                      draft.stop();
                    }}
                    disabled={saving}
                  >
                    Cancel
                  </Button>
                )}
              </Group>
            </>
          )}
        </Stack>
      </form>
      {versioned.conflictView}
    </Card>
  );
}
