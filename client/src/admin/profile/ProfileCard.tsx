import { useMutation } from '@apollo/client/react';
import { Avatar, Badge, Button, Card, FileButton, Group, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconPhotoUp, IconTrash } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { ACCOUNT_MESSAGES, DISPLAY_NAME_MAX } from '../../../../shared/accounts.ts';
import { graphql } from '../../gql';
import { errorMessage } from '../../lib/errors.ts';
import { notify } from '../../lib/notify.ts';
import { ACCEPTED_IMAGE_TYPES, uploadImage } from '../branding/upload-image.ts';
import { CardHeading } from '../content-kit/CardHeading.tsx';
import { fieldErrorsOf } from '../forms/field-errors.ts';
import { useUnsavedChanges } from '../shell/unsaved-changes.tsx';
import { useVersionedSave, type VersionedBase } from '../versions/useVersionedSave.tsx';

const UpdateProfileMutation = graphql(`
  mutation UpdateProfile($input: UpdateProfileInput!) {
    updateProfile(input: $input) {
      viewer {
        id
        displayName
        avatarUrl
        profileVersion
      }
    }
  }
`);

export type ProfileViewer = { email: string; role: string; displayName?: string | null; avatarUrl?: string | null; profileVersion: number };
type ProfileValues = { displayName: string; avatarUrl: string | null };

const sameProfile = (a: ProfileValues, b: ProfileValues) => a.displayName.trim() === b.displayName && a.avatarUrl === b.avatarUrl;

/**
 * The display name and picture, saved together with Update Profile, against the version the form
 * started from: a save over a profile saved meanwhile (another tab) merges what it can and shows
 * the conflict view where both changed the same field.
 */
export function ProfileCard({ viewer }: { viewer: ProfileViewer }) {
  const saved: ProfileValues = { displayName: viewer.displayName ?? '', avatarUrl: viewer.avatarUrl ?? null };
  const form = useForm<ProfileValues>({
    initialValues: saved,
    validate: { displayName: (value) => (value.trim().length > DISPLAY_NAME_MAX ? ACCOUNT_MESSAGES.displayNameTooLong : null) },
  });
  const [uploading, setUploading] = useState(false);
  const resetFile = useRef<() => void>(null);
  const [update] = useMutation(UpdateProfileMutation);
  const lastSaved = useRef<VersionedBase<ProfileValues> | null>(null);
  const versioned = useVersionedSave<ProfileValues>({
    what: 'profile',
    fields: [
      { key: 'displayName', label: 'Display name' },
      { key: 'avatarUrl', label: 'Profile picture', type: 'value', format: (value) => (value ? String(value) : 'No picture') },
    ],
    fromApi: (current) => ({ displayName: String(current.displayName ?? ''), avatarUrl: typeof current.avatarUrl === 'string' && current.avatarUrl ? current.avatarUrl : null }),
    save: async (values, version) => {
      const result = await update({ variables: { input: { ...values, version } } });
      const viewerNow = result.data?.updateProfile.viewer;
      if (viewerNow) lastSaved.current = { version: viewerNow.profileVersion, values: { displayName: viewerNow.displayName ?? '', avatarUrl: viewerNow.avatarUrl ?? null } };
    },
  });
  const loading = versioned.saving;

  // What this form started from: the profile's version and values. When they change elsewhere
  // (another tab), an untouched form follows them; one holding an edit keeps its base (and stays
  // guarded), so its save is caught as stale and meets the conflict view.
  const startedFrom = useRef<VersionedBase<ProfileValues>>({ version: viewer.profileVersion, values: saved });
  useEffect(() => {
    const base = startedFrom.current;
    if (base.version === viewer.profileVersion && sameProfile(base.values, saved)) return;
    if (!sameProfile(form.getValues(), base.values)) return;
    form.setValues(saved);
    startedFrom.current = { version: viewer.profileVersion, values: saved };
  }, [saved.displayName, saved.avatarUrl, viewer.profileVersion]);

  const changed = !sameProfile(form.values, saved);
  useUnsavedChanges(changed);

  async function onPicture(file: File | null) {
    resetFile.current?.();
    if (!file) return;
    setUploading(true);
    try {
      form.setFieldValue('avatarUrl', (await uploadImage(file, 'avatar')).url);
    } catch (failure) {
      notify.error(failure instanceof Error ? failure.message : 'The picture could not be uploaded.');
    } finally {
      setUploading(false);
    }
  }

  const onSubmit = form.onSubmit(
    async (values) => {
      try {
        const outcome = await versioned.save(values, startedFrom.current);
        if (outcome.status === 'saved' && lastSaved.current) {
          startedFrom.current = lastSaved.current;
          form.setValues(lastSaved.current.values);
          form.clearErrors();
          notify.success('Your profile has been saved.', 'Profile Updated');
        } else if (outcome.status === 'discarded') {
          startedFrom.current = outcome.base;
          form.setValues(outcome.values);
        }
      } catch (failure) {
        form.setErrors(fieldErrorsOf(failure));
        notify.error(errorMessage(failure));
      }
    },
    (errors) => notify.error(String(Object.values(errors)[0])),
  );

  const { avatarUrl, displayName } = form.values;
  const initial = (displayName.trim() || viewer.email).slice(0, 1).toUpperCase();
  return (
    <Card withBorder radius="md" padding="lg" component="form" onSubmit={onSubmit} noValidate>
      <CardHeading title="Profile information" description="How you appear in the dashboard." />
      <Group mt="md" gap="lg" wrap="nowrap" align="center">
        <Avatar src={avatarUrl} size={88} radius={88} color="willow" alt={avatarUrl ? 'Your profile picture' : undefined}>
          {initial}
        </Avatar>
        <Stack gap={6}>
          <Group gap="xs">
            <FileButton onChange={(file) => void onPicture(file)} accept={ACCEPTED_IMAGE_TYPES} resetRef={resetFile}>
              {(props) => (
                <Button {...props} size="xs" variant="light" leftSection={<IconPhotoUp size={14} aria-hidden />} loading={uploading}>
                  {avatarUrl ? 'Change picture' : 'Upload picture'}
                </Button>
              )}
            </FileButton>
            {avatarUrl && (
              <Button size="xs" variant="subtle" color="gray" leftSection={<IconTrash size={14} aria-hidden />} onClick={() => form.setFieldValue('avatarUrl', null)}>
                Remove
              </Button>
            )}
          </Group>
          <Text size="xs" c="dimmed">
            Cropped to a square. Saved when you press Update Profile.
          </Text>
          {form.errors.avatarUrl && (
            <Text size="xs" c="red.7" role="alert">
              {form.errors.avatarUrl}
            </Text>
          )}
        </Stack>
      </Group>
      <Stack gap="md" mt="lg">
        <TextInput label="Display name" placeholder="How should we call you?" maxLength={DISPLAY_NAME_MAX} {...form.getInputProps('displayName')} />
        <Group gap="xs">
          <Text size="sm" c="dimmed">
            Signed in as <strong>{viewer.email}</strong>
          </Text>
          <Badge size="sm" variant="light">
            {viewer.role.toLowerCase()}
          </Badge>
        </Group>
        <Group justify="flex-end">
          <Button type="submit" loading={loading} disabled={!changed || uploading}>
            Update Profile
          </Button>
        </Group>
      </Stack>
      {versioned.conflictView}
    </Card>
  );
}
