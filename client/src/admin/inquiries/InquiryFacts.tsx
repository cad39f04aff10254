/*
 * An inquiry card's facts: how to reach the client, the date they asked for (and how it stands now),
 * the dates that also suit them, and where the inquiry came from (which the owner may correct).
 */
import { useMutation } from '@apollo/client/react';
import { Anchor, Box, Group, NativeSelect, SimpleGrid, Text } from '@mantine/core';
import { IconCalendarPlus, IconMail, IconPhone } from '@tabler/icons-react';
import { graphql } from '../../gql';
import { errorMessage } from '../../lib/errors.ts';
import { notify } from '../../lib/notify.ts';
import { DAY_STATUS, statusPhrase } from '../../public/calendar/day-status.tsx';
import { formatLongDate } from '../../../../shared/dates.ts';
import { mailtoHref } from '../../../../shared/email-address.ts';
import { INQUIRY_SOURCE_HEADING, INQUIRY_SOURCE_LABELS, INQUIRY_SOURCE_VALUES, type InquirySourceName } from '../../../../shared/inquiries.ts';
import { failure } from '../bookings/booking-ui.tsx';
import { recordChange, useStaleChange } from '../versions/useStaleChange.tsx';
import { useRefreshInquiries, type InquiryView } from './inquiry-view.ts';

const UpdateInquirySourceMutation = graphql(`
  mutation UpdateInquirySource($input: UpdateInquirySourceInput!) {
    updateInquirySource(input: $input) {
      inquiry {
        id
        source
        version
      }
    }
  }
`);

const SOURCE_OPTIONS = (Object.keys(INQUIRY_SOURCE_VALUES) as InquirySourceName[]).map((name) => ({ value: name, label: INQUIRY_SOURCE_LABELS[INQUIRY_SOURCE_VALUES[name]] }));

/** E-mail, phone and the desired date with its status now; the alternative dates below. */
export function InquiryContactFacts({ inquiry }: { inquiry: InquiryView }) {
  const day = inquiry.desiredDateStatus;
  const dayMeta = day ? DAY_STATUS[day.isPast ? 'PAST' : day.status] : null;
  return (
    <>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="xs">
        <Group gap={6} wrap="nowrap">
          <IconMail size={16} color="var(--mantine-color-willow-7)" aria-hidden />
          <Anchor href={mailtoHref(inquiry.email)} size="sm" style={{ wordBreak: 'break-all' }}>
            {inquiry.email}
          </Anchor>
        </Group>
        <Group gap={6} wrap="nowrap">
          <IconPhone size={16} color="var(--mantine-color-willow-7)" aria-hidden />
          {inquiry.phone ? (
            <Anchor href={`tel:${inquiry.phone.replace(/[^\d+]/g, '')}`} size="sm">
              {inquiry.phone}
            </Anchor>
          ) : (
            <Text size="sm">Not provided</Text>
          )}
        </Group>
        <Group gap={6} wrap="nowrap" align="flex-start">
          <Box mt={2} c={dayMeta ? dayMeta.textColor : 'dimmed'}>
            {dayMeta ? <dayMeta.Icon size={16} aria-hidden /> : <IconCalendarPlus size={16} aria-hidden />}
          </Box>
          <Text size="sm">
            {inquiry.desiredDate ? (
              <>
                {formatLongDate(inquiry.desiredDate)}
                {day && (
                  <Text span size="sm" fw={600} c={dayMeta!.textColor}>
                    {' '}
                    · now {statusPhrase(day)}
                  </Text>
                )}
              </>
            ) : (
              'Date not specified'
            )}
          </Text>
        </Group>
      </SimpleGrid>
      {inquiry.alternativeDates.length > 0 && (
        <Text size="sm" data-alternative-dates>
          <Text span size="sm" c="dimmed">
            Also suits:{' '}
          </Text>
          {inquiry.alternativeDates.map(formatLongDate).join(' · ')}
        </Text>
      )}
    </>
  );
}

/** "Source": where the inquiry came from, saved as soon as it is changed. */
export function InquirySourceSelect({ inquiry }: { inquiry: InquiryView }) {
  const [updateSource, { loading: savingSource }] = useMutation(UpdateInquirySourceMutation);
  const stale = useStaleChange();
  const refreshInquiries = useRefreshInquiries();

  /** Saved on the version the card shows; a source changed meanwhile is shown, to leave or redo. */
  async function setSource(next: string) {
    const label = INQUIRY_SOURCE_LABELS[INQUIRY_SOURCE_VALUES[next as InquirySourceName]];
    try {
      const shown = { version: inquiry.version, status: inquiry.status, source: inquiry.source };
      const send = (version: number) => updateSource({ variables: { input: { id: inquiry.id, source: next as InquirySourceName, version } } });
      const applied = await stale.apply(recordChange('change', `Set It to ${label}`, shown, send, refreshInquiries));
      if (applied) notify.success(`Source set to ${label.toLowerCase()}.`);
    } catch (error) {
      notify.error(failure('Failed to update the source', errorMessage(error)));
    }
  }

  return (
    <Group gap="xs" align="center" wrap="wrap">
      <Text size="sm" c="dimmed" component="label" htmlFor={`inquiry-source-${inquiry.id}`}>
        {INQUIRY_SOURCE_HEADING}:
      </Text>
      <NativeSelect
        id={`inquiry-source-${inquiry.id}`}
        size="xs"
        data={SOURCE_OPTIONS}
        value={inquiry.source}
        onChange={(event) => void setSource(event.currentTarget.value)}
        disabled={savingSource}
      />
      {stale.view}
    </Group>
  );
}
