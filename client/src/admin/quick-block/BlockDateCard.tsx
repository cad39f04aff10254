import { useMutation } from '@apollo/client/react';
import { Alert, Button, Card, Group, Modal, Select, Stack, Text, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconAlertTriangle, IconBan } from '@tabler/icons-react';
import { useState } from 'react';
import { graphql } from '../../gql';
import { errorField, errorMessage, errorReasons } from '../../lib/errors.ts';
import { notify } from '../../lib/notify.ts';
import { formatLongDate } from '../../../../shared/dates.ts';
import { BLOCK_TYPE_LABELS, BLOCK_TYPE_VALUES, DATE_MESSAGES, type BlockTypeName } from '../../../../shared/calendar.ts';
import { failure } from '../bookings/booking-ui.tsx';
import { MarkedFutureDateInput } from '../calendar/FutureDateInput.tsx';
import { IconTitle } from '../content-kit/IconTitle.tsx';
import { QUICK_BLOCK_REFETCH } from './refetch.ts';

const BlockDateMutation = graphql(`
  mutation BlockDate($input: BlockDateInput!) {
    blockDate(input: $input) {
      specialDate {
        id
        date
        status
        notes
      }
    }
  }
`);

const BLOCK_TYPE_OPTIONS = (Object.keys(BLOCK_TYPE_VALUES) as BlockTypeName[]).map((name) => ({ value: name, label: BLOCK_TYPE_LABELS[name] }));

interface BlockValues {
  date: string | null;
  blockType: string;
  reason: string;
}

/** The refusals the owner may override knowingly: a confirmed booking, or a special date the block replaces. */
const OVERRIDABLE = ['CONFIRMED_BOOKINGS', 'SPECIAL_DATE'];

/**
 * Block a future date (notes 'type: reason'). A date with a confirmed booking or a special date
 * warns first, names them, and blocks only on Block Anyway.
 */
export function BlockDateCard() {
  const form = useForm<BlockValues>({
    initialValues: { date: null, blockType: 'MAINTENANCE', reason: '' },
    validate: { date: (date) => (date ? null : DATE_MESSAGES.requiredToBlock) },
  });
  /** The server's warning (confirmed bookings, a special date the block replaces) and what it named. */
  const [warning, setWarning] = useState<{ message: string; reasons: string[] } | null>(null);
  const [blockDate, { loading }] = useMutation(BlockDateMutation, { refetchQueries: QUICK_BLOCK_REFETCH });

  async function block({ date, blockType, reason }: BlockValues, seen: string[]) {
    try {
      await blockDate({
        variables: {
          input: {
            date: date!,
            blockType: blockType as BlockTypeName,
            reason: reason.trim() || null,
            overrideConfirmedBookings: seen.includes('CONFIRMED_BOOKINGS'),
            replaceSpecialDate: seen.includes('SPECIAL_DATE'),
          },
        },
      });
      setWarning(null);
      notify.success(`Date ${formatLongDate(date!)} blocked successfully`);
      form.reset();
    } catch (error) {
      const reasons = errorReasons(error).filter((reason) => OVERRIDABLE.includes(reason));
      if (reasons.length > 0) {
        setWarning({ message: errorMessage(error), reasons: [...seen, ...reasons] });
        return;
      }
      setWarning(null);
      if (errorField(error) === 'date') form.setFieldError('date', errorMessage(error));
      notify.error(failure('Failed to block date', errorMessage(error)));
    }
  }

  const onSubmit = form.onSubmit(
    (values) => void block(values, []),
    (errors) => notify.error(String(errors.date)),
  );

  return (
    <Card withBorder radius="lg" padding="lg">
      <form onSubmit={onSubmit} noValidate aria-labelledby="block-date-title">
        <Stack gap="sm">
          <IconTitle icon={IconBan} color="red-7" id="block-date-title">
            Block a Date
          </IconTitle>
          <MarkedFutureDateInput label="Date to block" placeholder="Pick a date" {...form.getInputProps('date')} />
          <Select label="Block type" data={BLOCK_TYPE_OPTIONS} {...form.getInputProps('blockType')} allowDeselect={false} comboboxProps={{ withinPortal: true }} />
          <Textarea label="Reason" placeholder="e.g. Floor refinishing" autosize minRows={2} maxRows={4} maxLength={480} {...form.getInputProps('reason')} />
          <Button type="submit" color="red" loading={loading && !warning} leftSection={<IconBan size={16} aria-hidden />} style={{ alignSelf: 'flex-start' }}>
            Block Date
          </Button>
        </Stack>
      </form>
      <Modal opened={warning !== null} onClose={() => setWarning(null)} title={warningTitle(warning?.reasons ?? [])} centered radius="lg">
        <Stack>
          <Alert color="orange" variant="light" icon={<IconAlertTriangle size={18} />}>
            {warning?.message}
          </Alert>
          {warning?.reasons.includes('CONFIRMED_BOOKINGS') && (
            <Text size="sm">Blocking the date does not cancel the booking; contact the client if the event cannot go ahead.</Text>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setWarning(null)}>
              Don't Block
            </Button>
            <Button color="red" onClick={() => warning && block(form.getValues(), warning.reasons)} loading={loading}>
              Block Anyway
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Card>
  );
}

function warningTitle(reasons: string[]): string {
  const bookings = reasons.includes('CONFIRMED_BOOKINGS');
  const special = reasons.includes('SPECIAL_DATE');
  if (bookings && special) return 'This date has a confirmed booking and a special date';
  return special ? 'This date has a special date' : 'This date has a confirmed booking';
}
