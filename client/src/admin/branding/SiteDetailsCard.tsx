import { Button, Card, Group, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { IconDeviceFloppy } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { SITE_DESCRIPTION_MAX, SITE_TITLE_MAX, siteDetailsErrors } from '../../../../shared/settings.ts';
import { notify } from '../../lib/notify.ts';
import { CardHeading } from '../content-kit/CardHeading.tsx';
import { failureText } from '../content-kit/text.ts';
import { fieldErrorsOf, type FieldErrorMap } from '../forms/field-errors.ts';
import type { SaveOutcome } from '../versions/useVersionedSave.tsx';
import { DESCRIPTION_SHOWN } from './BrandingPreview.tsx';
import type { SiteDetails } from './useBrandingSaves.tsx';

const normalized = (text: string) => text.trim().replace(/\s+/g, ' ');

/**
 * The site title and description. Its draft is versioned (useBrandingSaves): it follows saves made
 * elsewhere while untouched, and a stale save shows the conflict view instead of overwriting.
 */
export function SiteDetailsCard({
  details,
  save,
  saving,
}: {
  details: { values: SiteDetails | null; dirty: boolean; set: <K extends keyof SiteDetails>(key: K, value: SiteDetails[K]) => void; stop: () => void };
  save: () => Promise<SaveOutcome<SiteDetails>>;
  saving: boolean;
}) {
  const [errors, setErrors] = useState<FieldErrorMap>({});
  const title = details.values?.siteTitle ?? '';
  const description = details.values?.siteDescription ?? '';

  function edit(field: keyof SiteDetails, value: string) {
    details.set(field, value);
    setErrors(({ [field]: _removed, ...rest }) => rest);
  }

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const problems = siteDetailsErrors(normalized(title), normalized(description));
    if (Object.keys(problems).length > 0) {
      setErrors(problems);
      return;
    }
    try {
      if ((await save()).status !== 'saved') return;
      setErrors({});
      notify.success('The site title and description are live.', 'Site Details Updated');
    } catch (failure) {
      setErrors(fieldErrorsOf(failure));
      notify.error(failureText('Failed to update the site details', failure));
    }
  }

  return (
    <Card withBorder radius="md" padding="lg" component="form" onSubmit={onSubmit} noValidate>
      <CardHeading
        title="Site details"
        description="The site title names every page in browser tabs and search results; the description is used for pages that have none of their own (set those under Pages)."
      />
      <Stack gap="md" mt="md">
        <TextInput
          label="Site title"
          required
          value={title}
          maxLength={SITE_TITLE_MAX}
          onChange={(event) => edit('siteTitle', event.currentTarget.value)}
          error={errors.siteTitle}
          rightSectionWidth={64}
          rightSection={<Counter value={title.length} max={SITE_TITLE_MAX} />}
        />
        <Textarea
          label="Site description"
          description={`Search engines show about ${DESCRIPTION_SHOWN} characters.`}
          autosize
          minRows={3}
          maxRows={6}
          maxLength={SITE_DESCRIPTION_MAX}
          value={description}
          onChange={(event) => edit('siteDescription', event.currentTarget.value)}
          error={errors.siteDescription}
          inputWrapperOrder={['label', 'description', 'input', 'error']}
        />
        <Group justify="space-between">
          <Counter value={description.length} max={SITE_DESCRIPTION_MAX} soft={DESCRIPTION_SHOWN} />
          <Group gap="sm">
            <Button
              variant="default"
              disabled={!details.dirty || saving}
              onClick={() => {
                details.stop();
                setErrors({});
              }}
            >
              Reset
            </Button>
            <Button type="submit" loading={saving} disabled={!details.dirty} leftSection={<IconDeviceFloppy size={16} aria-hidden />}>
              Save Site Details
            </Button>
          </Group>
        </Group>
      </Stack>
    </Card>
  );
}

function Counter({ value, max, soft }: { value: number; max: number; soft?: number }) {
  const over = soft !== undefined && value > soft;
  return (
    <Text size="xs" c={value >= max ? 'red.7' : over ? 'gold.8' : 'dimmed'} aria-live="polite">
      {value}/{max}
      {over ? ' · may be cut in search results' : ''}
    </Text>
  );
}
